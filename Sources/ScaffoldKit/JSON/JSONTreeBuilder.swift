/// What ``JSONParser`` builds from each value it reads.
///
/// Container children arrive as slices of the parser's scratch stack, valid only during the
/// call; a builder copies what it keeps.
protocol JSONTreeBuilder {
    /// The type of a built value.
    associatedtype Node

    /// Builds `null`, written at `offset`.
    mutating func null(at offset: Int) -> Node
    /// Builds a boolean.
    mutating func bool(_ value: Bool, at offset: Int) -> Node
    /// Builds a number from its text; `intValue` is set when it is an integer that fits `Int`.
    mutating func number(raw: UnsafeBufferPointer<UInt8>, intValue: Int?, at offset: Int) -> Node
    /// Builds a string (escapes already resolved).
    mutating func string(_ value: String, at offset: Int) -> Node
    /// Builds an array from its elements.
    mutating func array(_ elements: ArraySlice<Node>, at offset: Int) -> Node
    /// Builds an object from its members in document order (`keys[i]` goes with `values[i]`).
    mutating func object(
        keys: ArraySlice<(key: String, offset: Int)>,
        values: ArraySlice<Node>,
        at offset: Int
    ) -> Node
}

/// Builds ``JSONNode`` trees that remember every position.
struct JSONNodeBuilder: JSONTreeBuilder {
    func null(at offset: Int) -> JSONNode { JSONNode(.null, offset: offset) }

    func bool(_ value: Bool, at offset: Int) -> JSONNode { JSONNode(.bool(value), offset: offset) }

    func number(raw: UnsafeBufferPointer<UInt8>, intValue: Int?, at offset: Int) -> JSONNode {
        let text = String(decoding: raw, as: UTF8.self)
        let double = intValue.map(Double.init) ?? Double(text) ?? .nan
        return JSONNode(.number(JSONNumber(raw: text, intValue: intValue, doubleValue: double)), offset: offset)
    }

    func string(_ value: String, at offset: Int) -> JSONNode { JSONNode(.string(value), offset: offset) }

    func array(_ elements: ArraySlice<JSONNode>, at offset: Int) -> JSONNode {
        JSONNode(.array(Array(elements)), offset: offset)
    }

    func object(
        keys: ArraySlice<(key: String, offset: Int)>,
        values: ArraySlice<JSONNode>,
        at offset: Int
    ) -> JSONNode {
        var members: [JSONMember] = []
        members.reserveCapacity(values.count)
        for (key, value) in zip(keys, values) {
            members.append(JSONMember(key: key.key, keyOffset: key.offset, value: value))
        }
        return JSONNode(.object(members), offset: offset)
    }
}

/// Builds render data directly, skipping the positioned tree (see
/// ``JSONDocument/parseTemplateValue(bytes:file:maximumDepth:)``).
struct TemplateValueBuilder: JSONTreeBuilder {
    func null(at offset: Int) -> TemplateValue { .null }

    func bool(_ value: Bool, at offset: Int) -> TemplateValue { .bool(value) }

    func number(raw: UnsafeBufferPointer<UInt8>, intValue: Int?, at offset: Int) -> TemplateValue {
        if let intValue { return .int(intValue) }
        return .double(Double(String(decoding: raw, as: UTF8.self)) ?? .nan)
    }

    func string(_ value: String, at offset: Int) -> TemplateValue { .string(value) }

    func array(_ elements: ArraySlice<TemplateValue>, at offset: Int) -> TemplateValue {
        .list(Array(elements))
    }

    func object(
        keys: ArraySlice<(key: String, offset: Int)>,
        values: ArraySlice<TemplateValue>,
        at offset: Int
    ) -> TemplateValue {
        .object(TemplateObject(pairs: zip(keys.lazy.map(\.key), values)))
    }
}
