@testable import ScaffoldKit

/// Computes the location of the first occurrence of `needle` in `text` (1-based line, column in
/// Unicode scalars), so tests assert positions without hand-typed numbers.
func location(of needle: String, in text: String, file: String, occurrence: Int = 1) -> SourceLocation? {
    var searchStart = text.startIndex
    var found: Range<String.Index>?
    for _ in 0..<occurrence {
        guard let range = text.range(of: needle, range: searchStart..<text.endIndex) else { return nil }
        found = range
        searchStart = range.upperBound
    }
    guard let found else { return nil }
    // Count in Unicode scalars: "\r\n" is one Character but two scalars.
    var line = 1
    var column = 1
    for scalar in text.unicodeScalars[..<found.lowerBound] {
        if scalar == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }
    return SourceLocation(file: file, line: line, column: column)
}

/// A canonical text form of a template value (object keys sorted) for comparisons.
func canonical(_ value: TemplateValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let bool): return "\(bool)"
    case .int(let int): return "int(\(int))"
    case .double(let double): return "double(\(double))"
    case .string(let string): return "\"\(string)\""
    case .list(let items): return "[" + items.map(canonical).joined(separator: ",") + "]"
    case .object(let members):
        return "{" + members.keys.sorted().map { "\($0):\(canonical(members[$0] ?? .null))" }.joined(separator: ",") + "}"
    case .lambda: return "lambda"
    }
}
