import Foundation

// The two ways scaffold trims text, in one place so each caller says which it means.

extension String {
    /// The text without leading and trailing white space of any kind: spaces, tabs and line
    /// breaks (Unicode's `White_Space` property). For values read from a spec, where a stray
    /// newline is as empty as a space.
    func trimmingWhitespaceAndLineBreaks() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (Foundation's
    /// `CharacterSet.whitespaces`), line breaks kept. Answered without Foundation when nothing
    /// needs trimming (the first and last characters are ASCII and neither a space nor a tab),
    /// which is nearly always the case for the type names generation trims thousands of times.
    func trimmingHorizontalWhitespace() -> String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return "" }
        func isPlainASCII(_ scalar: Unicode.Scalar) -> Bool { scalar.isASCII && scalar != " " && scalar != "\t" }
        if isPlainASCII(first), isPlainASCII(last) { return String(self) }
        return trimmingCharacters(in: .whitespaces)
    }
}
