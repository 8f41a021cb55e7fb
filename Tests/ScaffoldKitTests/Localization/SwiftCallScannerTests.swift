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
            let index = DeclaredTypes.index(of: text)
            for name in names {
                #expect(
                    declarations.declaredType(of: name) == declarations.scannedDeclaredType(of: name),
                    "\(text.debugDescription) \(name)")
                // The search for one name finds what the index of every name records.
                #expect(
                    declarations.declaredType(of: name) == (index[Array(name.utf8)] ?? nil), "\(text.debugDescription) \(name)")
            }
        }
    }

    /// Random texts of calls (qualified, members, methods on values, optional chains, names
    /// that are not ASCII): dropping callees by the last part of their names keeps exactly the
    /// calls the extractor's inclusion keeps.
    @Test func theCalleeFilterKeepsWhatTheInclusionKeeps() {
        var random = SeededGenerator(seed: SeededGenerator.seed(from: "SCAFFOLD_SCANNER_SEED", default: 14))
        let keyProperties: [String: Set<String>] = ["RowLabel": ["title"], "Badge": ["text"]]
        let pieces = [
            "Text(", "SwiftUI.Text(", "String(", "x.Text(", "a?.Text(", ".Text(", "Button(", ".navigationTitle(", "row.help(",
            " .help(", "RowLabel(", "Badge(", "MyText(", "Textual(", "é.Text(", "Tëxt(", "f(", "(", ")", "\"s\"", ", ", "title: ",
            "\n", "{ ", " }", "[", "]", "1", ".", "_Text(", "Text (", "String.init(",
        ]
        let callees = SwiftCallScanner.CalleeNames(
            ["Text", "String"] + LocalizedStringExtractor.titleViews.sorted() + LocalizedStringExtractor.titleModifiers.sorted()
                + keyProperties.keys.sorted())
        #expect(callees != nil)
        #expect(SwiftCallScanner.CalleeNames(["Text", "Café"]) == nil, "a name that is not ASCII makes no filter")
        let inspected: (String, Bool) -> Bool = { name, isMember in
            LocalizedStringExtractor.isInspected(name: name, isMember: isMember, keyProperties: keyProperties)
        }
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 1...24, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
                .joined()
            let scanner = SwiftCallScanner(text: text)
            #expect(
                scanner.calls(including: inspected, callees: callees) == scanner.calls(including: inspected),
                "\(text.debugDescription)")
        }
    }
}
