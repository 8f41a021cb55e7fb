import Testing

@testable import ScaffoldKit

/// Type expressions and interpolated expressions are read from their bytes when ASCII (issue 14:
/// reading their characters was measurable in `check`); on seeded random ASCII texts the byte
/// reading answers as the character reading.
@Suite struct ASCIIReadingTests {
    static let pieces = [
        "City", ".", "ID", "Date", "[", "]", ":", " ", "?", "<", ">", ",", "_", "1", "x2", "Foundation", "UUID", "\t", "\r\n",
        "(", ")", "-", "$", "title", "count", "9a", "..",
    ]

    static func text(_ random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }

    @Test func typeExpressionsSplitAsTheirCharactersDo() {
        var random = SeededGenerator(seed: SeededGenerator.seed(from: "SCAFFOLD_ASCII_READING_SEED", default: 14))
        for _ in 0..<500 {
            let type = Self.text(&random)
            #expect(
                PublicImports.identifierPaths(in: type) == PublicImports.identifierPaths(in: type, byCharacters: true),
                "\(type.debugDescription)")
        }
        #expect(PublicImports.identifierPaths(in: "[City.ID: Date?]") == ["City.ID", "Date"])
    }

    @Test func expressionsFindTheirDeclaredTypesAsTheirCharactersDo() {
        var random = SeededGenerator(seed: SeededGenerator.seed(from: "SCAFFOLD_ASCII_READING_SEED", default: 14))
        let declarations = DeclaredTypes(text: "let title: String\nvar count: Int\nlet city: City.ID\nlet x2: Double\n")
        for _ in 0..<500 {
            let expression = Self.text(&random)
            #expect(
                declarations.type(ofExpression: expression)
                    == declarations.type(ofExpression: expression, byCharacters: true), "\(expression.debugDescription)")
        }
        #expect(declarations.type(ofExpression: " self.count ") == "Int")
        #expect(declarations.type(ofExpression: "x2") == "Double")
        #expect(declarations.type(ofExpression: "2x") == nil)
    }
}
