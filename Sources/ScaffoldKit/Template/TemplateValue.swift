/// A value in a Mustache render context: the data a template is rendered with.
///
/// Truthiness follows the Mustache spec (v1.4, sections): `null`, `false`, the empty list and
/// (for compatibility with common engines) nothing else are falsey; `0` and `""` are truthy.
public indirect enum TemplateValue: Sendable {
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
    case object([String: TemplateValue])
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
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
