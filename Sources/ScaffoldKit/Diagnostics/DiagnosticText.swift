/// Makes text from the user's input safe to put in a one-line diagnostic: control and invisible
/// characters are escaped (a newline in a name must not start what looks like another
/// `file:1:1: error:` line) and long values are shortened (a 1 MB name must not become a 1 MB
/// message).
public enum DiagnosticText {
    /// The longest value quoted in a message, in characters, before it is shortened.
    public static let maximumQuotedLength = 80
    /// The longest message printed, in characters; longer ones keep their start and end.
    public static let maximumMessageLength = 2_000

    /// `value` with control and invisible characters escaped (`\n`, `\t`, `\u{202E}` …) and, when
    /// longer than `limit`, shortened to its start, `…` and the total length.
    /// - Parameters:
    ///   - value: text from the user's input.
    ///   - limit: the longest result before shortening, in characters.
    /// - Returns: one line of printable text.
    public static func quoted(_ value: String, limit: Int = maximumQuotedLength) -> String {
        var result = ""
        var count = 0
        var scalars = value.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if count >= limit {
                var total = count
                while scalars.next() != nil { total += 1 }
                return result + "… (\(total + 1) characters)"
            }
            result += escaped(scalar)
            count += 1
        }
        return result
    }

    /// `noun` after the indefinite article its spoken form takes: "an Int", "a String",
    /// "an [Item]" (read "an Item array"), "a UUID", "a UInt", "an HTTPClient".
    ///
    /// The article follows the first letter of the first word: an initialism (two capitals, such
    /// as `UUID` or `HTTP`) by the name of its first letter, any other word by its vowel, with
    /// `u` words that start with a "you" sound (`User`, `unique`) taking "a".
    /// - Parameter noun: a type name or word used in a message.
    /// - Returns: `"a <noun>"` or `"an <noun>"`.
    public static func withArticle(_ noun: String) -> String {
        article(for: noun) + " " + noun
    }

    /// `name` in the possessive: "Journal's", "Recipes'" (a name ending in "s" takes only the
    /// apostrophe, as plural nouns do: "Recipes's" reads wrong). For a quoted name write "the
    /// types of 'Recipes'" instead: a quote followed by "'s" reads as a typo.
    /// - Parameter name: a feature, app or type name used in a message or generated comment.
    /// - Returns: the possessive form.
    public static func possessive(_ name: String) -> String {
        name.hasSuffix("s") || name.hasSuffix("S") ? name + "'" : name + "'s"
    }

    /// "a" or "an" for ``withArticle(_:)``.
    /// - Parameter noun: a type name or word used in a message.
    /// - Returns: `"a"` or `"an"`.
    public static func article(for noun: String) -> String {
        let word = Array(noun.drop { !$0.isLetter && !$0.isNumber }.prefix { $0.isLetter || $0.isNumber })
        guard let first = word.first else { return "a" }
        if first.isNumber { return ["8", "11", "18"].contains { String(word).hasPrefix($0) } ? "an" : "a" }
        let isInitialism = word.count >= 2 && first.isUppercase && word[1].isUppercase
        if isInitialism { return "AEFHILMNORSX".contains(first) ? "an" : "a" }
        let lower = String(word).lowercased()
        if lower.hasPrefix("u") {
            let youSound = ["uni", "use", "usu", "uti", "ura", "ure", "uro", "uku"].contains { lower.hasPrefix($0) }
            return youSound || lower == "u" ? "a" : "an"
        }
        return "aeio".contains(lower.first ?? "x") ? "an" : "a"
    }

    /// `message` on one line: control and invisible characters escaped, and shortened to
    /// ``maximumMessageLength`` characters by eliding its middle.
    /// - Parameter message: a diagnostic message.
    /// - Returns: the message, safe to print as one line.
    public static func oneLine(_ message: String) -> String {
        let needsEscaping = message.unicodeScalars.contains(where: isUnsafe)
        let scalars = Array(message.unicodeScalars)
        if !needsEscaping && scalars.count <= maximumMessageLength { return message }
        var result = ""
        let keep = maximumMessageLength / 2
        if scalars.count > maximumMessageLength {
            for scalar in scalars[..<keep] { result += escaped(scalar) }
            result += " … (\(scalars.count - 2 * keep) characters left out) … "
            for scalar in scalars[(scalars.count - keep)...] { result += escaped(scalar) }
        } else {
            for scalar in scalars { result += escaped(scalar) }
        }
        return result
    }

    /// Whether a scalar must not appear in a one-line message: C0 and C1 controls, DEL, line
    /// and paragraph separators, and format characters (bidirectional overrides, zero-width).
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
            || scalar.properties.generalCategory == .format
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        guard isUnsafe(scalar) else { return String(Character(scalar)) }
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
