/// One value in a parsed JSON document, with the byte offset where it starts.
///
/// Nodes are plain values; turn an offset into a line and column with
/// ``JSONDocument/location(of:)``. Objects keep their members in document order, including
/// repeated keys, so a spec validator can report duplicates.
public struct JSONNode: Hashable, Sendable {
    /// The kinds of JSON value (RFC 8259, section 3).
    public enum Value: Hashable, Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number, with its text as written.
        case number(JSONNumber)
        /// A string, escapes resolved.
        case string(String)
        /// An array, elements in order.
        case array([JSONNode])
        /// An object, members in document order (repeated keys are kept).
        case object([JSONMember])
    }

    /// The value.
    public var value: Value
    /// The UTF-8 byte offset of the value's first character in the document.
    public var offset: Int

    /// Creates a node.
    /// - Parameters:
    ///   - value: the value.
    ///   - offset: the UTF-8 byte offset of its first character.
    public init(_ value: Value, offset: Int) {
        self.value = value
        self.offset = offset
    }

    /// The string, when this node is a string.
    public var stringValue: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// The elements, when this node is an array.
    public var arrayValue: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The members in document order, when this node is an object.
    public var objectMembers: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The value of the first member named `key`, when this node is an object.
    public subscript(key: String) -> JSONNode? {
        objectMembers?.first { $0.key == key }?.value
    }

    /// The kind with an article, for messages: "a string", "an object", "null".
    public var kindDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A member of a JSON object: its key, where the key is written, and its value.
public struct JSONMember: Hashable, Sendable {
    /// The key, escapes resolved.
    public var key: String
    /// The UTF-8 byte offset of the key's opening quote.
    public var keyOffset: Int
    /// The member's value.
    public var value: JSONNode

    /// Creates a member.
    /// - Parameters:
    ///   - key: the key.
    ///   - keyOffset: the UTF-8 byte offset of the key's opening quote.
    ///   - value: the value.
    public init(key: String, keyOffset: Int, value: JSONNode) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}

/// A JSON number: its text exactly as written, and its value.
///
/// A number written without a fraction or exponent that fits in `Int` is an integer; every
/// other number (including integers too large for `Int`) is read as a `Double`.
public struct JSONNumber: Hashable, Sendable {
    /// The number's text as written in the document (for example `-12`, `1.50`, `3e8`).
    public var raw: String
    /// The exact value, when the number is written as an integer and fits in `Int`.
    public var intValue: Int?
    /// The value as a `Double` (rounded to the nearest representable value).
    public var doubleValue: Double

    /// Creates a number.
    /// - Parameters:
    ///   - raw: the text as written.
    ///   - intValue: the exact integer value, if integral and in range.
    ///   - doubleValue: the value as a `Double`.
    public init(raw: String, intValue: Int?, doubleValue: Double) {
        self.raw = raw
        self.intValue = intValue
        self.doubleValue = doubleValue
    }

    /// Whether the number is an integer that fits in `Int`.
    public var isInteger: Bool { intValue != nil }
}
