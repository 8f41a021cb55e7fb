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
            "Text(", "f(", ".help(", "ab(", ")",
            "名", "\u{00A0}", "\u{2003}", "e\u{0301}", ".", "(", ")", "[a, b]", "{ $0 }", "\"%\"", "🙂",
        ]
        for _ in 0..<400 {
            let arguments = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                (0..<Int.random(in: 1...5, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            }
            let text = "Text(" + arguments.joined(separator: ",") + ")"
            let scanner = SwiftCallScanner(text: text)
            #expect(scanner.calls() == scanner.calls(generalReading: true), "\(text.debugDescription)")
            // Reading only some calls gives those calls, as filtering all of them does.
            let wanted: (String, Bool) -> Bool = { name, isMember in !isMember && name.count % 2 == 1 }
            #expect(scanner.calls(including: wanted) == scanner.calls().filter { wanted($0.name, $0.isMember) })
        }
    }

    /// Random texts of declarations (letters outside ASCII, optionals, generics, members, `$`):
    /// the index of first declarations, built from the text's bytes, answers like a scan of
    /// its scalars.
    @Test func theDeclarationIndexAgreesWithAScanOfTheScalars() {
        var random = SeededGenerator(seed: SeededGenerator.seed(from: "SCAFFOLD_SCANNER_SEED", default: 14))
        let names = ["title", "count", "é", "名前", "x1", "_y", "café", "Ünï"]
        let pieces =
            names + [
                " ", ": ", ":", " : ", "String", "Int", "Swift.Int", "Double?", "Array<Int>", "lower", ".", "$", "\n", "🙂", "É",
                "e\u{0301}", "let ", "var ", "\u{00A0}",
            ]
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 1...30, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
                .joined()
            let declarations = DeclaredTypes(text: text)
            for name in names {
                #expect(
                    declarations.declaredType(of: name) == declarations.scannedDeclaredType(of: name),
                    "\(text.debugDescription) \(name)")
            }
        }
    }
}
