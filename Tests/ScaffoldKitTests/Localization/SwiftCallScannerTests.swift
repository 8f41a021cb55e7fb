import Testing

@testable import ScaffoldKit

/// The call scanner reads most arguments from their bytes (issue 14: the String Catalog's
/// extractor is a large part of `check`); the general, `Character`-based reading stays the
/// reference.
@Suite struct SwiftCallScannerTests {
    @Test func argumentsKeepTheirLabelsTextsOffsetsAndLiterals() {
        let calls = SwiftCallScanner(text: #"Button("Save", action: save); Text(verbatim : title )"#).calls()
        let button = calls.first { $0.name == "Button" }
        #expect(button?.arguments.map(\.label) == [nil, "action"])
        #expect(button?.arguments.map(\.text) == [#""Save""#, "save"])
        #expect(button?.arguments.first?.literal?.segments == [.text("Save")])
        #expect(button?.arguments.map(\.offset) == [7, 23])
        let text = calls.first { $0.name == "Text" }
        #expect(text?.arguments.map(\.label) == ["verbatim"])
        #expect(text?.arguments.map(\.text) == ["title"])
    }

    @Test func argumentsThatAreNotASCIIAtTheirEdgesAreReadTheGeneralWay() {
        let calls = SwiftCallScanner(text: "f(\u{00A0}café: \"é\", 名前: x, \u{2003}y)").calls()
        let arguments = calls.first?.arguments ?? []
        #expect(arguments.map(\.label) == ["café", "名前", nil])
        #expect(arguments.map(\.text) == ["\"é\"", "x", "y"])
        #expect(calls == SwiftCallScanner(text: "f(\u{00A0}café: \"é\", 名前: x, \u{2003}y)").calls(generalReading: true))
    }

    /// Random argument lists made of labels, spaces, newlines, literals, digits, `::` and
    /// letters outside ASCII: the byte reading and the general reading agree.
    @Test func theByteReadingAgreesWithTheGeneralReading() {
        var random = SeededGenerator(seed: SeededGenerator.seed(from: "SCAFFOLD_SCANNER_SEED", default: 14))
        let pieces = [
            "title", "label", " ", "  ", "\n", "\t", ":", "::", "\"Hello\"", "\"\\(count) items\"", "1", "x1", "_y", "é",
            "名", "\u{00A0}", "\u{2003}", "e\u{0301}", ".", "(", ")", "[a, b]", "{ $0 }", "\"%\"", "🙂",
        ]
        for _ in 0..<400 {
            let arguments = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                (0..<Int.random(in: 1...5, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            }
            let text = "Text(" + arguments.joined(separator: ",") + ")"
            let scanner = SwiftCallScanner(text: text)
            #expect(scanner.calls() == scanner.calls(generalReading: true), "\(text.debugDescription)")
        }
    }
}
