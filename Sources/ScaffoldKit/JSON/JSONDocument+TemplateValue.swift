extension JSONNode {
    /// The node as render data: `null`, booleans and strings as themselves, integers that fit
    /// in `Int` as ``TemplateValue/int(_:)``, every other number as ``TemplateValue/double(_:)``,
    /// arrays as lists and objects as ``TemplateValue/object(_:)`` (a repeated key keeps its last
    /// value, as in most JSON readers).
    public var templateValue: TemplateValue {
        switch value {
        case .null:
            return .null
        case .bool(let bool):
            return .bool(bool)
        case .number(let number):
            if let int = number.intValue { return .int(int) }
            return .double(number.doubleValue)
        case .string(let string):
            return .string(string)
        case .array(let elements):
            var list: [TemplateValue] = []
            list.reserveCapacity(elements.count)
            for element in elements { list.append(element.templateValue) }
            return .list(list)
        case .object(let members):
            var object: [String: TemplateValue] = Dictionary(minimumCapacity: members.count)
            for member in members { object[member.key] = member.value.templateValue }
            return .object(object)
        }
    }
}

extension JSONDocument {
    /// The whole document as render data (see ``JSONNode/templateValue``).
    /// - Returns: the root value converted to a ``TemplateValue``.
    public func templateValue() -> TemplateValue {
        root.templateValue
    }
}

extension JSONDocument {
    /// Parses JSON straight into render data, without building the positioned tree; the fast
    /// path for `scaffold render --data`.
    ///
    /// The result equals `try JSONDocument.parse(bytes:file:).templateValue()`.
    /// - Parameters:
    ///   - bytes: the document's UTF-8 bytes.
    ///   - file: the file name to put in locations.
    ///   - maximumDepth: the deepest nesting of arrays and objects accepted.
    /// - Returns: the document as a ``TemplateValue``.
    /// - Throws: a located ``Diagnostic`` for the first syntax error.
    public static func parseTemplateValue(
        bytes: [UInt8],
        file: String,
        maximumDepth: Int = defaultMaximumDepth
    ) throws(Diagnostic) -> TemplateValue {
        try run(TemplateValueBuilder(), bytes: bytes, file: file, maximumDepth: maximumDepth).0
    }
}
