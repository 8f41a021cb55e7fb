/// Where a name is declared in generated code; decides its casing and which keywords Swift
/// cannot accept there even in backticks.
public enum IdentifierRole: String, Hashable, Sendable, CaseIterable {
    /// A type: a feature, model or client (`UpperCamelCase`).
    case type
    /// A property or method of a type (`lowerCamelCase`).
    case member
    /// An enum case, such as a route (`lowerCamelCase`).
    case enumCase
    /// A parameter's internal name (`lowerCamelCase`).
    case parameter
    /// An argument label (`lowerCamelCase`); `_` means unlabelled.
    case argumentLabel

    /// The role with its article, as used in messages ("a type name", "an enum case name" …).
    public var displayNameWithArticle: String {
        DiagnosticText.withArticle(displayName)
    }

    /// The role as used in messages ("type name", "member name" …).
    public var displayName: String {
        switch self {
        case .type: "type name"
        case .member: "member name"
        case .enumCase: "enum case name"
        case .parameter: "parameter name"
        case .argumentLabel: "argument label"
        }
    }
}
