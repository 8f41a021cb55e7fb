import Foundation

/// Just enough Swift type syntax to derive fixtures and empty values from a spec's type
/// expressions (`String?`, `[City]`, `[String: Int]`, `Set<Tag>`, `City.ID`).
enum TypeSyntax {
    /// `T` for `T?` or `Optional<T>`, else `nil`.
    static func optionalWrapped(_ type: String) -> String? {
        let type = type.trimmingHorizontalWhitespace()
        if type.hasSuffix("?") { return String(type.dropLast()) }
        return generic("Optional", type)
    }

    /// `T` for `[T]` or `Array<T>`, else `nil`.
    static func arrayElement(_ type: String) -> String? {
        let type = type.trimmingHorizontalWhitespace()
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = String(type.dropFirst().dropLast())
            return topLevelColon(in: inner) == nil ? inner.trimmingHorizontalWhitespace() : nil
        }
        return generic("Array", type)
    }

    /// `(K, V)` for `[K: V]`, else `nil`.
    static func dictionaryParts(_ type: String) -> (key: String, value: String)? {
        let type = type.trimmingHorizontalWhitespace()
        guard type.hasPrefix("["), type.hasSuffix("]") else { return nil }
        let inner = String(type.dropFirst().dropLast())
        guard let colon = topLevelColon(in: inner) else { return nil }
        return (
            String(inner[..<colon]).trimmingHorizontalWhitespace(),
            String(inner[inner.index(after: colon)...]).trimmingHorizontalWhitespace()
        )
    }

    /// `T` for `Set<T>`, else `nil`.
    static func setElement(_ type: String) -> String? {
        generic("Set", type.trimmingHorizontalWhitespace())
    }

    /// `M` for `M.ID`, else `nil`.
    static func identifiedModel(_ type: String) -> String? {
        let type = type.trimmingHorizontalWhitespace()
        guard type.hasSuffix(".ID") else { return nil }
        return String(type.dropLast(3))
    }

    /// The index of the first `:` not nested in brackets, angle brackets or parentheses.
    static func topLevelColon(in text: String) -> String.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func generic(_ name: String, _ type: String) -> String? {
        guard type.hasPrefix(name + "<"), type.hasSuffix(">") else { return nil }
        return String(type.dropFirst(name.count + 1).dropLast()).trimmingHorizontalWhitespace()
    }
}

extension TypeSyntax {
    /// The identifiers a type expression mentions, in order (`[City.ID: Note]` → `City`, `ID`, `Note`).
    static func identifiers(in type: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else if !current.isEmpty {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
