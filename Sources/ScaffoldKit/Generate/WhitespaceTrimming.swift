import Foundation

extension StringProtocol {
    /// `trimmingCharacters(in: .whitespaces)`, answered without Foundation when nothing needs
    /// trimming (the first and last characters are ASCII and neither a space nor a tab), which
    /// is nearly always the case for the type names generation trims thousands of times.
    func trimmingWhitespaces() -> String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return "" }
        func isPlainASCII(_ scalar: Unicode.Scalar) -> Bool { scalar.isASCII && scalar != " " && scalar != "\t" }
        if isPlainASCII(first), isPlainASCII(last) { return String(self) }
        return trimmingCharacters(in: .whitespaces)
    }
}
