/// The public names a generated Swift file declares (`func fetchAll`, `var fetchAllState`,
/// `class WeatherFeature`, route cases as `case forecast`), found by a line scan of scaffold's
/// own output; used to tell the user which public symbols a sync adds, removes or renames.
public enum PublicSymbols {
    static let keywords: Set<Substring> = ["class", "struct", "enum", "protocol", "actor", "func", "var", "let", "typealias"]

    /// The symbols `text` declares, as `"<keyword> <name>"`.
    public static func declared(in text: String) -> Set<String> {
        var symbols = Set<String>()
        for rawLine in text.split(separator: "\n") {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" || $0 == "{" })
            guard let first = words.first else { continue }
            if first == "case", line.last != ":", words.count > 1, let initial = words[1].first, initial.isLetter,
                words[1] != "let", words[1] != "var"
            {
                symbols.insert("case \(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" })")
                continue
            }
            guard let publicIndex = words.firstIndex(of: "public") else { continue }
            var index = publicIndex + 1
            while index < words.count, !keywords.contains(words[index]) {
                if words[index] == "=" { break }
                index += 1
            }
            guard index + 1 < words.count, keywords.contains(words[index]) else { continue }
            let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
            if !name.isEmpty { symbols.insert("\(words[index]) \(name)") }
        }
        return symbols
    }

    /// Lines describing how `old` became `new`: `renamed func fetchAll -> invoicesFetchAll`
    /// (a removed name that a new name of the same kind ends with), `added …`, `removed …`.
    public static func changes(from old: Set<String>, to new: Set<String>) -> [String] {
        var removed = old.subtracting(new).sorted()
        var added = new.subtracting(old).sorted()
        var lines: [String] = []
        for symbol in removed {
            let parts = symbol.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = parts[1].lowercased()
            if let match = added.firstIndex(where: {
                $0.hasPrefix(parts[0] + " ") && $0.lowercased().hasSuffix(name) && $0.count > symbol.count
            }) {
                lines.append("renamed \(symbol) -> \(added[match].dropFirst(parts[0].count + 1))")
                added.remove(at: match)
                removed.removeAll { $0 == symbol }
            }
        }
        lines += removed.map { "removed \($0)" }
        lines += added.map { "added \($0)" }
        return lines
    }
}

extension PublicSymbols {
    static let typeKeywords: Set<Substring> = ["class", "struct", "enum", "protocol", "actor"]

    /// The type names `text` declares (public or not): what other files may depend on.
    public static func declaredTypes(in text: String) -> Set<String> {
        var types = Set<String>()
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "<" || $0 == "{" })
            for (index, word) in words.enumerated().dropLast() where typeKeywords.contains(word) {
                let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if let first = name.first, first.isUppercase { types.insert(String(name)) }
                break
            }
        }
        return types
    }

    /// Every identifier-like word of `text`.
    public static func identifiers(in text: String) -> Set<String> {
        var words = Set<String>()
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.insert(current)
                current = ""
            }
        }
        if !current.isEmpty { words.insert(current) }
        return words
    }
}
