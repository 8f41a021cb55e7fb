import Foundation
import Testing

@testable import ScaffoldKit

/// Seeded fuzzing of the spec type parser and the default-expression check: no input traps,
/// every rejection is one located diagnostic line, and whatever is accepted is contained.
/// Reproduce a run with `SCAFFOLD_FUZZ_SEED=<seed> swift test --filter SpecFuzzTests`
/// (`SeededGenerator` is the SplitMix64 of `RandomSpecGenerator`).
@Suite struct SpecFuzzTests {
    static let seed: UInt64 = ProcessInfo.processInfo.environment["SCAFFOLD_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_130
    static let cases = 2_000

    static let typeTokens = [
        "String", "Int", "City", "City.ID", "Endpoint", "Networking.", "Swift.", "Strng", "where", "Void", "?", "!", "[", "]",
        ":", ",", "<", ">", "(", ")", "->", "@escaping ", "@Sendable ", "some ", "any ", " ", "Optional<", "Dictionary<",
        "Set<", ".Type", "`", "async ", "throws ", "\\", "\"", "//", ";", "{", "}", "\u{202E}", "é",
    ]
    static let expressionTokens = [
        "0", "1.5", "\"", "\\(", "#", "\"#", ")", "(", "[", "]", "{", "}", "//", "/*", "*/", ";", ".", "init", "let", "x",
        "return", "`", " ", ",", ":", "+", "?", "@", "\\", "nil", "true", "\"a\"", "#\"r\"#", "if",
    ]

    static func randomText(_ tokens: [String], using generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 1...8, using: &generator)
        return (0..<count).map { _ in tokens.randomElement(using: &generator) ?? "" }.joined()
    }

    @Test func typeParserNeverTrapsAndEveryRejectionIsLocated() throws {
        var generator = SeededGenerator(seed: Self.seed)
        var accepted = 0
        for index in 0..<Self.cases {
            let type = Self.randomText(Self.typeTokens, using: &generator)
            let escaped = type.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\u{202E}", with: "\\u202E")
            let json = SpecTestSupport.spec(
                SpecTypeTests.declarations + #""state": [{"name": "v", "type": "\#(escaped)", "default": "nil"}]"#)
            switch SpecTestSupport.load(json) {
            case .success(let spec):
                accepted += 1
                // Accepted types are canonical and parse again to themselves.
                let canonical = try #require(spec.state.first?.type)
                #expect(
                    try SwiftTypeExpression.parse(canonical).description == canonical, "seed \(Self.seed) case \(index): \(type)")
                #expect(!canonical.contains { ";{}/\\\"@`".contains($0) }, "seed \(Self.seed) case \(index): \(type)")
            case .failure(let list):
                #expect(list.diagnostics.count == 1, "seed \(Self.seed) case \(index): \(type) → \(list)")
                for diagnostic in list.diagnostics {
                    #expect(diagnostic.location != nil, "seed \(Self.seed) case \(index): \(type)")
                    #expect(!diagnostic.description.contains("\n"), "seed \(Self.seed) case \(index): \(type)")
                }
            }
        }
        #expect(accepted > 0, "seed \(Self.seed): nothing accepted; the generator is too hostile to test acceptance")
    }

    @Test func defaultCheckNeverTrapsAndAcceptedDefaultsAreContained() {
        var generator = SeededGenerator(seed: Self.seed &+ 1)
        var accepted = 0
        for index in 0..<Self.cases {
            let expression = Self.randomText(Self.expressionTokens, using: &generator)
            guard SwiftExpressionCheck.problem(in: expression) == nil else { continue }
            accepted += 1
            // Raw strings and interpolations are beyond this simple oracle.
            if expression.contains("#") || expression.contains("\\(") { continue }
            // Outside string literals, nothing can end the declaration or comment out the rest.
            let code = Self.codeOutsideLiterals(expression)
            for forbidden in ["//", "/*", ";", "{", "}", "@", "\n"] {
                #expect(!code.contains(forbidden), "seed \(Self.seed) case \(index): \(expression)")
            }
            #expect(
                code.filter { $0 == "(" }.count == code.filter { $0 == ")" }.count,
                "seed \(Self.seed) case \(index): \(expression)")
            #expect(
                code.filter { $0 == "[" }.count == code.filter { $0 == "]" }.count,
                "seed \(Self.seed) case \(index): \(expression)")
        }
        #expect(accepted > 0, "seed \(Self.seed)")
    }

    /// The text with its plain string literals (no raw strings, no interpolations) removed.
    static func codeOutsideLiterals(_ text: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character == "\"" {
                inString = true
                continue
            }
            result.append(character)
        }
        return result
    }
}
