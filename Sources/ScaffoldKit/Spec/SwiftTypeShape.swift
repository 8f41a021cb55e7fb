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
        // Unwrap optionals in a loop (never recursively: a type of a million `?` must not
        // exhaust the stack); `T??` is as optional as `T?` for choosing a default.
        // A Substring shrunk with removeFirst/removeLast, so each step is O(1).
        var text = Substring(type.trimmingWhitespaceAndLineBreaks())
        var isOptional = false
        while let last = text.last {
            if last == "?" || last == "!" {
                text.removeLast()
            } else if last == ">", text.hasPrefix("Optional<") {
                text.removeFirst("Optional<".count)
                text.removeLast()
            } else {
                break
            }
            while let first = text.first, first.isWhitespace { text.removeFirst() }
            while let last = text.last, last.isWhitespace { text.removeLast() }
            isOptional = true
        }
        let shape = Self.nonOptionalShape(String(text))
        self = isOptional ? .optional(shape) : shape
    }

    private static func nonOptionalShape(_ text: String) -> SwiftTypeShape {
        if text.hasPrefix("["), text.hasSuffix("]") {
            return hasTopLevelColon(text.dropFirst().dropLast()) ? .dictionary : .array
        }
        if text.hasPrefix("Array<") && text.hasSuffix(">") { return .array }
        if text.hasPrefix("Set<") && text.hasSuffix(">") { return .set }
        if text.hasPrefix("Dictionary<") && text.hasSuffix(">") { return .dictionary }
        let bare = text.hasPrefix("Swift.") ? String(text.dropFirst(6)) : text
        switch bare {
        case "String", "Substring": return .string
        case "Bool": return .bool
        case _ where integerNames.contains(bare): return .integer
        case _ where floatingPointNames.contains(bare): return .floatingPoint
        default: return .other
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
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
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
