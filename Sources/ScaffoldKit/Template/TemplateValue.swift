/// A value in a Mustache render context: the data a template is rendered with.
///
/// Truthiness follows the Mustache spec (v1.4, sections): `null`, `false`, the empty list and
/// (for compatibility with common engines) nothing else are falsey; `0` and `""` are truthy.
public enum TemplateValue: Sendable {
    /// No value (JSON `null`); falsey, renders as the empty string.
    case null
    /// A boolean; `false` hides a section.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// Text.
    case string(String)
    /// A list; a section renders once per element.
    case list([TemplateValue])
    /// A map from names to values; a section pushes it on the context stack.
    case object(TemplateObject)
    /// Host code called while rendering (Mustache spec, optional lambdas module).
    case lambda(TemplateLambda)

    /// Whether a section over this value renders (Mustache spec v1.4, sections: falsey values
    /// are `false`, `null` and the empty list).
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .list(let items): !items.isEmpty
        default: true
        }
    }

    /// The member named `key` when this is an object, else `nil`.
    public subscript(key: String) -> TemplateValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// An object value from a dictionary.
    public static func object(_ members: [String: TemplateValue]) -> TemplateValue {
        .object(TemplateObject(members))
    }
}

/// Host code placed in a render context (Mustache spec v1.4, `~lambdas`).
///
/// Used for interpolation (`{{name}}`), the closure receives the empty string; used for a
/// section (`{{#name}}…{{/name}}`), it receives the section's raw, unrendered text. Either way the
/// returned text is itself rendered as a template against the current context (with the current
/// delimiters for sections, the default delimiters for interpolation).
public struct TemplateLambda: Sendable {
    /// The host code.
    public let body: @Sendable (_ sectionText: String) -> String

    /// Creates a lambda.
    /// - Parameter body: receives the raw section text ("" for interpolation) and returns a
    ///   template to render in its place.
    public init(_ body: @escaping @Sendable (_ sectionText: String) -> String) {
        self.body = body
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer value.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A floating-point value.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A list value.
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    /// `null`.
    public init(nilLiteral: ()) { self = .null }
    /// An object value; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(TemplateObject(pairs: elements))
    }
}

/// The members of an object in a render context, looked up by name.
///
/// Small objects (the common case in generated-code contexts) are searched linearly, which is
/// faster than hashing the key; objects with many members also keep a hash index of their first
/// members, and members added after it (a style adding its keys to a shared context) are
/// searched linearly until there are enough of them to index again. The index is never changed
/// in place, so copies of an object share it instead of copying it on their first new member.
public struct TemplateObject: Sendable, ExpressibleByDictionaryLiteral {
    /// Member names, in insertion order (sorted by name when created from a dictionary).
    public private(set) var keys: [String]
    /// Member values, parallel to ``keys``.
    public private(set) var values: [TemplateValue]
    /// The positions of `keys[0..<indexedCount]` (`nil`: no index, search every key linearly).
    private var index: [String: Int]?
    /// How many leading keys ``index`` covers; the keys after them are searched linearly.
    private var indexedCount = 0

    private static let linearSearchLimit = 12

    /// Creates an object from name-value pairs; a repeated name keeps its last value.
    public init<Pairs: Sequence<(String, TemplateValue)>>(pairs: Pairs) {
        keys = []
        values = []
        keys.reserveCapacity(pairs.underestimatedCount)
        values.reserveCapacity(pairs.underestimatedCount)
        var positions: [String: Int] = [:]
        for (key, value) in pairs {
            // Small objects dedupe by scanning; large ones through a hash index.
            let existing = keys.count < Self.linearSearchLimit ? keys.firstIndex(of: key) : positions[key]
            if let existing {
                values[existing] = value
                continue
            }
            if keys.count == Self.linearSearchLimit - 1 {
                for (position, key) in keys.enumerated() { positions[key] = position }
            }
            if keys.count >= Self.linearSearchLimit - 1 { positions[key] = keys.count }
            keys.append(key)
            values.append(value)
        }
        if keys.count > Self.linearSearchLimit {
            index = positions
            indexedCount = keys.count
        }
    }

    /// Creates an object from a dictionary (members ordered by name, so output is deterministic).
    public init(_ dictionary: [String: TemplateValue]) {
        // Sorted by `String`'s `<`. For ASCII keys (all of a generated context's) that order is
        // their bytes' (ASCII is unchanged by normalization, and a scalar's value is its byte):
        // each key's first 8 bytes are read once into an integer and compared as one, and only
        // keys whose first 8 bytes tie are compared as strings (context builders create
        // thousands of objects per command).
        var entries: [(prefix: UInt64, key: String, value: TemplateValue)] = []
        entries.reserveCapacity(dictionary.count)
        var allASCII = true
        for (key, value) in dictionary {
            let prefix = Self.asciiPrefix(of: key)
            if prefix == nil { allASCII = false }
            entries.append((prefix ?? 0, key, value))
        }
        if allASCII {
            // A key that ended before byte 8 reads as zeros there: it is a prefix of the other
            // key up to their first difference, so it sorts first either way.
            entries.sort { $0.prefix != $1.prefix ? $0.prefix < $1.prefix : $0.key < $1.key }
        } else {
            entries.sort { $0.key < $1.key }
        }
        keys = entries.map(\.key)
        values = entries.map(\.value)
        buildIndex()
    }

    /// The first 8 bytes of an ASCII `key` as a big-endian integer (zeros after its end), or
    /// `nil` when `key` is not ASCII.
    static func asciiPrefix(of key: String) -> UInt64? {
        let prefix = key.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            var prefix: UInt64 = 0
            for position in 0..<bytes.count {
                let byte = bytes[position]
                if byte >= 0x80 { return nil }
                if position < 8 { prefix |= UInt64(byte) << UInt64(56 - 8 * position) }
            }
            return prefix
        }
        guard let prefix else {
            // No contiguous bytes (a bridged string): read them one by one.
            var result: UInt64 = 0
            for (position, byte) in key.utf8.enumerated() {
                if byte >= 0x80 { return nil }
                if position < 8 { result |= UInt64(byte) << UInt64(56 - 8 * position) }
            }
            return result
        }
        return prefix
    }

    /// Creates an object from a dictionary literal.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(pairs: elements)
    }

    /// Creates an object from keys and values that the caller guarantees are parallel and unique.
    init(uniqueKeys keys: [String], values: [TemplateValue]) {
        self.keys = keys
        self.values = values
        buildIndex()
    }

    /// Indexes every key (objects past ``linearSearchLimit`` members), or drops the index.
    private mutating func buildIndex() {
        guard keys.count > Self.linearSearchLimit else {
            index = nil
            indexedCount = 0
            return
        }
        var index: [String: Int] = [:]
        index.reserveCapacity(keys.count)
        for (position, key) in keys.enumerated() { index[key] = position }
        self.index = index
        indexedCount = keys.count
    }

    /// The position of the member called `key`: through the index for the keys it covers, then
    /// by comparing the keys after them.
    private func position(of key: String) -> Int? {
        var position = 0
        if let index {
            if let found = index[key] { return found }
            position = indexedCount
        }
        while position < keys.count {
            if keys[position] == key { return position }
            position += 1
        }
        return nil
    }

    /// The number of members.
    public var count: Int { keys.count }

    /// Replaces the value of each member for which `transform` returns a value (keys and order
    /// unchanged; `nil` keeps the member as it is).
    mutating func replaceValues(_ transform: (TemplateValue) -> TemplateValue?) {
        for position in values.indices {
            if let replacement = transform(values[position]) { values[position] = replacement }
        }
    }

    /// The value of the member called `key`, or `nil`. Setting `nil` removes the member.
    public subscript(key: String) -> TemplateValue? {
        get {
            guard let position = position(of: key) else { return nil }
            return values[position]
        }
        set {
            // The index changes only when a member is removed, or enough members were added
            // after it (context builders set members of large objects thousands of times per
            // command).
            if let position = position(of: key) {
                if let newValue {
                    values[position] = newValue
                } else {
                    keys.remove(at: position)
                    values.remove(at: position)
                    buildIndex()
                }
            } else if let newValue {
                keys.append(key)
                values.append(newValue)
                if keys.count - indexedCount > Self.linearSearchLimit { buildIndex() }
            }
        }
    }
}
