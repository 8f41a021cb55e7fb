extension ManifestSyntax {
    /// A feature table line that does not read as `Name: … | …`, at a byte offset.
    struct TableLineProblem: Error, Hashable {
        var offset: Int
        var text: String
    }

    /// The manifest's feature table: the single top-level `let features = FeatureTable(…, """ … """)`.
    /// - Returns: the table, or `nil` when the manifest has none.
    /// - Throws: ``TableLineProblem`` for a line that is not `Name: dependencies | test dependencies`.
    func featureTable() throws(TableLineProblem) -> FeatureTable? {
        let declarations = topLevelDeclarations(of: FeatureTable.variable)
        guard declarations.count == 1, let value = declarations.first?.value, isText(value, FeatureTable.typeName),
            isPunctuation(value + 1, "("), let close = matching[value + 1], close - 1 > value + 1,
            tokens[close - 1].kind == .string
        else { return nil }
        let literal = close - 1
        let start = tokens[literal].start, end = tokens[literal].end
        guard end - start >= 6, bytes[start..<(start + 3)].elementsEqual("\"\"\"".utf8),
            let firstBreak = bytes[start..<end].firstIndex(of: UInt8(ascii: "\n"))
        else { return nil }
        let closingQuotes = end - 3
        let closingLineStart = Self.lineStartOffset(closingQuotes, in: bytes)
        let indentation = String(decoding: bytes[closingLineStart..<closingQuotes], as: UTF8.self)
        var lines: [FeatureTable.Line] = []
        var lineStarts: [Int] = []
        var cursor = firstBreak + 1
        while cursor < closingLineStart {
            let lineEnd = bytes[cursor..<closingLineStart].firstIndex(of: UInt8(ascii: "\n")) ?? closingLineStart
            var text = String(decoding: bytes[cursor..<lineEnd], as: UTF8.self)
            if text.hasSuffix("\r") { text.removeLast() }
            if !text.allSatisfy({ $0 == " " || $0 == "\t" }) {
                guard let line = FeatureTable.line(Substring(text)) else {
                    throw TableLineProblem(offset: cursor, text: text.trimmingLeadingBlanks)
                }
                lines.append(line)
                lineStarts.append(cursor)
            }
            cursor = lineEnd + 1
        }
        return FeatureTable(
            lines: lines, literalToken: literal, lineStarts: lineStarts, closingLineStart: closingLineStart,
            indentation: indentation)
    }

    private static func lineStartOffset(_ offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }
}

extension String {
    /// The text without its leading spaces and tabs.
    fileprivate var trimmingLeadingBlanks: String {
        String(drop { $0 == " " || $0 == "\t" })
    }
}
