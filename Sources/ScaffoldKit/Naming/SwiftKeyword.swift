/// Swift's keywords, grouped as in *The Swift Programming Language* ("Lexical Structure →
/// Keywords and Punctuation"), reduced to the ones that matter for generated identifiers.
///
/// - Reserved keywords (declaration, statement, expression and type keywords) can be used as
///   identifiers only inside backticks; ``SwiftName`` escapes them.
/// - Most contextual keywords (`get`, `set`, `open`, `some`, `async` …) are ordinary
///   identifiers outside their context and need nothing; only the few that break a generated
///   declaration are listed in ``problematicContextual``.
public enum SwiftKeyword {
    /// Keywords used in declarations that are reserved everywhere.
    ///
    /// `borrowing`, `consuming`, `nonisolated`, `open` and `package` are listed by the book but
    /// are contextual: they remain valid identifiers.
    public static let declaration: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "operator", "precedencegroup", "private", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    ]

    /// Keywords used in statements.
    public static let statement: Set<String> = [
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
    ]

    /// Keywords used in expressions and types.
    public static let expression: Set<String> = [
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Contextual keywords that still break a generated declaration: `Type` and `Protocol`
    /// conflict with the metatype expressions `X.Type` / `X.Protocol`, and an enum case named
    /// `none` is ambiguous with `Optional.none` wherever the enum is optional.
    public static let problematicContextual: Set<String> = ["Type", "Protocol", "none"]

    /// Every keyword that needs backticks to be used as an identifier.
    public static let reserved: Set<String> = declaration.union(statement).union(expression)

    /// Whether `identifier` must be written in backticks to be used as a name.
    /// - Parameter identifier: an identifier without backticks.
    /// - Returns: `true` for reserved keywords.
    public static func needsBackticks(_ identifier: String) -> Bool {
        reserved.contains(identifier)
    }
}
