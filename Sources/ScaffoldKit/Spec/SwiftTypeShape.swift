/// What little the validator can tell about a Swift type expression from its text: enough to
/// fill in obvious empty defaults and to reject defaults that cannot match.
///
/// Anything it does not recognise (`Recipe`, `LoadState`, `(Int) -> Void`) is ``other``, and
/// defaults for it are accepted as written.
indirect enum SwiftTypeShape: Hashable, Sendable {
    /// `T?`, `T!` or `Optional<T>`.
    case optional(SwiftTypeShape)
    /// `String` or `Substring`.
    case string
    /// `Int`, `UInt`, `Int8` … `UInt64`.
    case integer
    /// `Double`, `Float`, `Float16`, `CGFloat`, `Decimal`.
    case floatingPoint
    /// `Bool`.
    case bool
    /// `[T]` or `Array<T>`.
    case array
    /// `Set<T>`.
    case set
    /// `[K: V]` or `Dictionary<K, V>`.
    case dictionary
    /// Any other type.
    case other

    private static let integerNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    private static let floatingPointNames: Set<String> = ["Double", "Float", "Float16", "Float80", "CGFloat", "Decimal"]

    /// Classifies a type expression.
    /// - Parameter type: the type as written, for example `[String: Int]?`.
    init(_ type: String) {
        let text = type.trimmingWhitespace
        if text.hasSuffix("?") || text.hasSuffix("!") {
            self = .optional(SwiftTypeShape(String(text.dropLast())))
            return
        }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") {
            self = .optional(SwiftTypeShape(String(text.dropFirst("Optional<".count).dropLast())))
            return
        }
        if text.hasPrefix("["), text.hasSuffix("]") {
            self = Self.hasTopLevelColon(text.dropFirst().dropLast()) ? .dictionary : .array
            return
        }
        if text.hasPrefix("Array<") && text.hasSuffix(">") { self = .array; return }
        if text.hasPrefix("Set<") && text.hasSuffix(">") { self = .set; return }
        if text.hasPrefix("Dictionary<") && text.hasSuffix(">") { self = .dictionary; return }
        let bare = text.hasPrefix("Swift.") ? String(text.dropFirst(6)) : text
        switch bare {
        case "String", "Substring": self = .string
        case "Bool": self = .bool
        case _ where Self.integerNames.contains(bare): self = .integer
        case _ where Self.floatingPointNames.contains(bare): self = .floatingPoint
        default: self = .other
        }
    }

    /// The obvious empty value used when the spec gives no default, if there is one.
    var emptyValue: String? {
        switch self {
        case .optional: "nil"
        case .string: "\"\""
        case .integer, .floatingPoint: "0"
        case .bool: "false"
        case .array, .set: "[]"
        case .dictionary: "[:]"
        case .other: nil
        }
    }

    /// What a literal of this type looks like, for messages ("a string literal such as \"\"").
    var expectation: String {
        switch self {
        case .optional(let wrapped): "nil or \(wrapped.expectation)"
        case .string: "a string literal such as \"\\\"text\\\"\""
        case .integer: "an integer literal such as 0"
        case .floatingPoint: "a number such as 0 or 1.5"
        case .bool: "true or false"
        case .array, .set: "an array literal such as \"[]\""
        case .dictionary: "a dictionary literal such as \"[:]\""
        case .other: "a Swift expression"
        }
    }

    /// Whether `text` contains a `:` outside nested brackets, parentheses and string literals.
    static func hasTopLevelColon(_ text: Substring) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
        }
        return false
    }
}
