import Foundation
import Testing

@testable import ScaffoldKit

/// Spec values cannot inject code, and hostile input costs bounded work and bounded messages
/// (issue 15, deliverables 4 and 5).
@Suite struct SpecInjectionTests {
    typealias Support = SpecTestSupport

    static func stateSpec(type: String, defaultJSON: String) -> String {
        Support.spec(#""state": [{"name": "value", "type": "\#(type)", "default": \#(defaultJSON)}]"#)
    }

    @Test(arguments: [
        // The regression cases of issue 15.
        (
            "Int", #""0 }""#,
            "contains '}' (at character 3): closures and blocks are not allowed in a default, which is one expression; write '0'"
        ),
        (
            "Int", #""0 // start at zero""#,
            "contains a comment ('//…' at character 3), which would comment out the generated code after it; write '0'"
        ),
        // More ways out of `var value: T = <default>`.
        ("Int", #""0 /* x */""#, "contains a comment"),
        ("Int", #""0; exit(1)""#, "contains ';'"),
        ("Int", #""{ 0 }()""#, "closures and blocks are not allowed"),
        ("Int", #""(0""#, "has an unclosed '(' at character 1"),
        ("Int", #""0)""#, "has ')' at character 2 that closes nothing"),
        ("[Int]", #""[0)""#, "where ']' closing the '[' at character 1 was expected"),
        ("Int", ##""#warning(\"x\")""##, "compiler directives and macros are not allowed"),
        ("Int", #""@MainActor 0""#, "contains an attribute"),
        ("Int", #""0\n}""#, "single-line"),
        ("Int", #""let x = 0""#, "contains the keyword 'let'"),
        ("Int", #""return 0""#, "contains the keyword 'return'"),
        ("Int", #""0 } ; func f() {""#, "contains '}'"),
        ("String", #""\"open""#, "unterminated string literal"),
        ("String", #""\"a\\(1 + \"""#, "unterminated string literal"),
        ("String", ##""#\"raw\"""##, "unterminated string literal"),
        ("String", #""\"\"\"""#, "multi-line string literal"),
        ("Int", #""`x""#, "unclosed '`'"),
        // Found by FuzzEndToEndTests: two operands side by side are two statements.
        ("String", #""\"a \\\"quoted\\\" word\"Void""#, "has two expressions side by side"),
        ("Int", #""0 1""#, "has two expressions side by side"),
        ("Int", #""x y""#, "has two expressions side by side"),
        ("Int", #""-""#, "is incomplete: it ends with '-'"),
        ("Int", #""1 +""#, "is incomplete"),
        // Found by FuzzEndToEndTests: a malformed number literal does not parse.
        ("Float", #""0x""#, "has '0x' (at character 1), which is not a Swift number literal"),
        ("Double", #""1e""#, "has '1e' (at character 1), which is not a Swift number literal"),
        ("Double", #""2 * 1.5e+""#, "has '1.5e+' (at character 5), which is not a Swift number literal"),
        ("Int", #""0b102""#, "has '0b102'"),
        ("Double", #"".5""#, "Swift needs a digit before it, as in '0.5'"),
        // Found by FuzzEndToEndTests: `var x: Data? = 1,2` does not parse, and `0, y = 1` would
        // declare a second variable.
        ("Data?", #""1,2""#, "contains ',' (at character 2) outside brackets"),
        ("Int", #""0, y = 1""#, "contains ',' (at character 2) outside brackets"),
        ("String", #""\"a\", \"b\"""#, "contains ','"),
    ])
    func defaultsThatCouldBreakOutAreRejected(type: String, defaultJSON: String, fragment: String) {
        let json = Self.stateSpec(type: type, defaultJSON: defaultJSON)
        expectSingleError(json, at: defaultJSON, contains: "state[0].default: ")
        expectSingleError(json, at: defaultJSON, contains: fragment)
    }

    @Test(arguments: [
        ("String", #""\"a // not a comment; { } ( [\"""#, #""a // not a comment; { } ( [""#),
        ("String", #""\"total: \\(1 + (2 * 3))\"""#, #""total: \(1 + (2 * 3))""#),
        ("String", ##""#\"raw \"quoted\" \\n\"#""##, ##"#"raw "quoted" \n"#"##),
        ("String", ##""#\"a\\#(1)b\"#""##, ##"#"a\#(1)b"#"##),
        ("Int", #""Swift.min(10, [1, 2].count)""#, "Swift.min(10, [1, 2].count)"),
        ("Int", #""Int(\"4\") ?? 0""#, #"Int("4") ?? 0"#),
        ("Bool", #"".init()""#, ".init()"),
        ("String", #""String(repeating: \"}\", count: 2)""#, #"String(repeating: "}", count: 2)"#),
        ("[String: Int]", #""[\"a\": 1, \"b\": 2]""#, #"["a": 1, "b": 2]"#),
        // Operands joined by operators, keywords that are operators, postfix `!` and `?`.
        ("Double", #""1e-5 + 0x1F + 1_000.5""#, "1e-5 + 0x1F + 1_000.5"),
        ("Int", #""Int(\"1\")! * -2""#, #"Int("1")! * -2"#),
        (
            "Bool", #""true ? false : [1].first?.isMultiple(of: 2) ?? true""#,
            "true ? false : [1].first?.isMultiple(of: 2) ?? true"
        ),
        ("Int?", #""try? Int(\"1\")""#, #"try? Int("1")"#),
        ("Double", #""1 as Double""#, "1 as Double"),
        ("Double", #""0o17 + 0b1_0 + 1E3 + 2.5e-3 + 1.description.count""#, "0o17 + 0b1_0 + 1E3 + 2.5e-3 + 1.description.count"),
    ])
    func containedExpressionsAreKeptAsWritten(type: String, defaultJSON: String, expected: String) throws {
        let spec = try Support.load(Self.stateSpec(type: type, defaultJSON: defaultJSON)).get()
        #expect(spec.state.first?.defaultValue == expected)
    }

    @Test func storedPropertyDefaultsAreCheckedToo() {
        let json = Support.spec(
            #""storage": {"kind": "memory", "models": [{"name": "Note", "properties": [{"name": "id", "type": "UUID"}, {"name": "count", "type": "Int", "default": "0 // zero"}]}]}"#
        )
        expectSingleError(
            json, at: "\"0 // zero\"", contains: "storage.models[0].properties[1].default: '0 // zero' contains a comment")
    }

    // MARK: Bounded work and messages

    /// Issue 15: a 1 MB name is rejected quickly with a short message, not a 3 MB line.
    @Test func aHugeNameGetsAShortMessage() {
        let name = String(repeating: "a", count: 1_000_000)
        let diagnostics = Support.diagnostics(#"{"name": "\#(name)"}"#)
        #expect(diagnostics.count == 1)
        let printed = DiagnosticPrinter().format(DiagnosticList(diagnostics))
        #expect(printed.contains("is 1000000 characters long; names are at most 128 characters"), "\(printed.prefix(300))")
        #expect(printed.utf8.count < 1_000, "\(printed.utf8.count) bytes")
        let key = Support.diagnostics(#"{"name": "Weather", "\#(name)": 1}"#)
        #expect(key.count == 1)
        #expect((key.first?.description.utf8.count ?? .max) < 1_000)
    }

    @Test(arguments: ["routes", "state", "models", "clients"])
    func longNamesAreRejectedEverywhere(section: String) {
        let name = String(repeating: "x", count: 129)
        let element = section == "state" ? #"{"name": "\#(name)", "type": "Int"}"# : #"{"name": "\#(name)"}"#
        expectSingleError(
            Support.spec("\"\(section)\": [\(element)]"), at: "\"\(name)\"", contains: "names are at most 128 characters")
        let fits = String(repeating: "x", count: 128)
        let fitting = section == "state" ? #"{"name": "\#(fits)", "type": "Int"}"# : #"{"name": "\#(fits)"}"#
        #expect(
            !Support.diagnostics(Support.spec("\"\(section)\": [\(fitting)]")).contains { $0.message.contains("at most 128") })
    }

    @Test func anOversizedSpecIsRejectedBeforeParsing() {
        let padding = String(repeating: " ", count: FeatureSpecLoader.maximumSpecBytes)
        let diagnostics = Support.diagnostics(#"{"name": "Weather"\#(padding)}"#)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location == SourceLocation(file: Support.file, line: 1, column: 1))
        #expect(diagnostics.first?.message.contains("a feature spec is at most 1048576 bytes") == true)
    }

    @Test func deeplyNestedJSONIsALocatedError() {
        let json =
            #"{"name": "Weather", "routes": "# + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "}"
        let diagnostics = Support.diagnostics(json)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location != nil)
        #expect(diagnostics.first?.message.contains("32") == true, "\(diagnostics)")
    }

    /// A name containing a newline cannot print as two diagnostics.
    @Test func controlCharactersInNamesAreEscapedInMessages() {
        let json = #"{"name": "Weather\nWeather.feature.json:1:1: error: fake"}"#
        let printed = DiagnosticPrinter().format(DiagnosticList(Support.diagnostics(json)))
        #expect(printed.split(separator: "\n").count == 1, "\(printed)")
        #expect(printed.contains(#"Weather\nWeather.feature.json:1:1"#))
    }
}
