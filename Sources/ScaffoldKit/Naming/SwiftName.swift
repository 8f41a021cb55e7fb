/// A name split into words once, from which every casing form is derived.
///
/// STUB: the word splitting and keyword escaping are refined by the Naming work (acronyms kept
/// whole, keywords escaped with backticks, "valid Swift identifier" as the last step).
public struct SwiftName: Hashable, Sendable {
    /// The words, as written (case preserved).
    public let words: [String]

    /// Splits `raw` into words at case changes, digits-to-letters boundaries, `_`, `-` and spaces.
    public init(_ raw: String) {
        var words: [String] = []
        var current = ""
        for character in raw {
            if character == "_" || character == "-" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let last = current.last, last.isLowercase {
                words.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        self.words = words
    }

    /// UpperCamelCase, for types (`weather forecast` → `WeatherForecast`).
    public var typeName: String {
        words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// lowerCamelCase, for members (`WeatherForecast` → `weatherForecast`).
    public var memberName: String {
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
