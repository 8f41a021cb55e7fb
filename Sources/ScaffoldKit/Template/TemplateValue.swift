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
/// faster than hashing the key; objects with many members also keep a hash index.
public struct TemplateObject: Sendable, ExpressibleByDictionaryLiteral {
    /// Member names, in insertion order (sorted by name when created from a dictionary).
    public private(set) var keys: [String]
    /// Member values, parallel to ``keys``.
    public private(set) var values: [TemplateValue]
    private var index: [String: Int]?

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
        index = keys.count > Self.linearSearchLimit ? positions : nil
    }

    /// Creates an object from a dictionary (members ordered by name, so output is deterministic).
    public init(_ dictionary: [String: TemplateValue]) {
        let sorted = dictionary.sorted { $0.key < $1.key }
        keys = sorted.map(\.key)
        values = sorted.map(\.value)
        buildIndex()
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

    private mutating func buildIndex() {
        guard keys.count > Self.linearSearchLimit else {
            index = nil
            return
        }
        var index: [String: Int] = [:]
        index.reserveCapacity(keys.count)
        for (position, key) in keys.enumerated() { index[key] = position }
        self.index = index
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
            if let index {
                guard let position = index[key] else { return nil }
                return values[position]
            }
            var position = 0
            while position < keys.count {
                if keys[position] == key { return values[position] }
                position += 1
            }
            return nil
        }
        set {
            // The index changes only when a member is added or removed (context builders set
            // members of large objects thousands of times per command).
            let position: Int? = if let index { index[key] } else { keys.firstIndex(of: key) }
            if let position {
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
                if index != nil {
                    index?[key] = keys.count - 1
                } else {
                    buildIndex()
                }
            }
        }
    }
}
