import Testing

@testable import ScaffoldKit

@Suite struct JSONDocumentTests {
    let file = "test.json"

    private func parse(_ text: String) throws -> JSONDocument {
        try JSONDocument.parse(text, file: file)
    }

    private func syntaxError(_ text: String) -> Diagnostic? {
        do {
            _ = try JSONDocument.parse(text, file: file)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesScalarsAndContainers() throws {
        let document = try parse(#"{"a": [1, -2.5, true, false, null, "x"], "b": {}}"#)
        let members = try #require(document.root.objectMembers)
        #expect(members.map(\.key) == ["a", "b"])
        let elements = try #require(document.root["a"]?.arrayValue)
        #expect(elements.count == 6)
        #expect(elements[0].value == .number(JSONNumber(raw: "1", intValue: 1, doubleValue: 1)))
        #expect(elements[1].value == .number(JSONNumber(raw: "-2.5", intValue: nil, doubleValue: -2.5)))
        #expect(elements[2].value == .bool(true))
        #expect(elements[3].value == .bool(false))
        #expect(elements[4].value == .null)
        #expect(elements[5].stringValue == "x")
        #expect(document.root["b"]?.objectMembers?.isEmpty == true)
    }

    @Test(arguments: [
        ("0", 0), ("-0", 0), ("42", 42), ("-9223372036854775808", Int.min), ("9223372036854775807", Int.max),
    ])
    func integersKeepExactValue(raw: String, value: Int) throws {
        let number = try #require(numberNode(raw))
        #expect(number.intValue == value)
        #expect(number.raw == raw)
    }

    @Test(arguments: ["1.0", "1e3", "1E-3", "-0.5e+2", "9223372036854775808", "123456789012345678901234567890"])
    func nonIntegersAreDoubles(raw: String) throws {
        let number = try #require(numberNode(raw))
        #expect(number.intValue == nil)
        #expect(number.raw == raw)
        #expect(number.doubleValue == Double(raw))
    }

    private func numberNode(_ raw: String) -> JSONNumber? {
        guard case .number(let number)? = try? parse(raw).root.value else { return nil }
        return number
    }

    @Test func resolvesEscapesAndSurrogatePairs() throws {
        let document = try parse(#""\"\\\/\b\f\n\r\t\u00e9\u20AC\ud83d\ude00 plain é""#)
        #expect(document.root.stringValue == "\"\\/\u{8}\u{C}\n\r\t\u{E9}\u{20AC}\u{1F600} plain é")
    }

    @Test func keepsRepeatedKeysInOrder() throws {
        let document = try parse(#"{"a": 1, "a": 2}"#)
        #expect(document.root.objectMembers?.map(\.key) == ["a", "a"])
    }

    @Test func locatesValuesAndKeysInUnicodeScalars() throws {
        let text = "{\n  \"größe\": \"ü\",\n\t\"b\": [1,\r\n  true]\n}"
        let document = try parse(text)
        let members = try #require(document.root.objectMembers)
        #expect(document.location(ofKey: members[0]) == location(of: "\"größe\"", in: text, file: file))
        #expect(document.location(of: members[0].value) == location(of: "\"ü\"", in: text, file: file))
        #expect(document.location(ofKey: members[1]) == location(of: "\"b\"", in: text, file: file))
        let elements = try #require(members[1].value.arrayValue)
        #expect(document.location(of: elements[1]) == location(of: "true", in: text, file: file))
        #expect(document.location(of: document.root) == SourceLocation(file: file, line: 1, column: 1))
    }

    @Test func ignoresLeadingByteOrderMark() throws {
        let document = try JSONDocument.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8), file: file)
        #expect(document.root.arrayValue?.count == 1)
    }

    /// (input, the substring the error points at, a fragment of the message).
    @Test(arguments: [
        ("", "", "empty"),
        ("   ", "", "empty"),
        ("[1, 2,]", ",]", "trailing comma before ']'"),
        ("{\"a\": 1,\n }", ",\n", "trailing comma before '}'"),
        ("{\"a\" 1}", "1}", "expected ':' after the key \"a\""),
        ("{\"a\": 1 \"b\": 2}", "\"b\"", "expected ',' or '}'"),
        ("[1 2]", "2]", "expected ',' or ']'"),
        ("{a: 1}", "a:", "expected a key in double quotes"),
        ("['a']", "'a'", "double quotes"),
        ("[1] // note", "//", "unexpected character '/'"),
        ("{\"a\": x}", "x}", "unexpected character 'x'"),
        ("[tru]", "tru]", "did you mean 'true'"),
        ("[NaN]", "NaN", "unexpected character 'N'"),
        ("[\"abc", "\"abc", "unterminated string"),
        ("[\"ab\ncd\"]", "\ncd", "line break"),
        ("[\"a\\qb\"]", "\\q", "invalid escape '\\q'"),
        ("[\"\\u12G4\"]", "\\u12", "4 hexadecimal digits"),
        ("[\"\\ud800\"]", "\\ud800", "unpaired UTF-16 high surrogate"),
        ("[\"\\ud800\\u0041\"]", "\\ud800", "unpaired UTF-16 high surrogate"),
        ("[\"\\udc00\"]", "\\udc00", "unpaired UTF-16 low surrogate"),
        ("[01]", "01", "leading zeros"),
        ("[1.]", "]", "after the decimal point"),
        ("[1e]", "]", "exponent"),
        ("[-]", "]", "after '-'"),
        ("[+1]", "+1", "unexpected character '+'"),
        ("[.5]", ".5", "unexpected character '.'"),
        ("{\"a\": 1} {}", "{}", "after the JSON value"),
        ("[1,\n  2,\n  [3", "[3", "unterminated array"),
        ("{\"a\": [1]", "{", "unterminated object"),
        ("[\u{00A0}1]", "\u{00A0}", "U+00A0"),
        ("\"é\" ü", "ü", "U+00FC"),
    ])
    func reportsSyntaxErrorsAtTheirLocation(input: String, marker: String, fragment: String) throws {
        let diagnostic = try #require(syntaxError(input))
        #expect(diagnostic.message.contains(fragment), "\(diagnostic.message)")
        let expected =
            marker.isEmpty
            ? JSONDocument.location(ofOffset: input.utf8.count, in: Array(input.utf8), file: file)
            : location(of: marker, in: input, file: file)
        #expect(diagnostic.location == expected)
    }

    @Test func rejectsInvalidUTF8InStrings() throws {
        let bytes: [UInt8] = Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8)
        #expect(throws: Diagnostic.self) { try JSONDocument.parse(bytes: bytes, file: file) }
        let escaped: [UInt8] = Array("[\"\\n".utf8) + [0xC3] + Array("\"]".utf8)
        #expect(throws: Diagnostic.self) { try JSONDocument.parse(bytes: escaped, file: file) }
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let diagnostic = try #require(syntaxError(text))
        #expect(diagnostic.message.contains("nested more than 512 levels"))
        let objects = String(repeating: "{\"a\":", count: 100_000)
        #expect(syntaxError(objects)?.message.contains("nested") == true)
        #expect(throws: Diagnostic.self) { try JSONDocument.parseTemplateValue(bytes: Array(text.utf8), file: file) }
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try parse(text).root.arrayValue?.count == 1)
    }

    @Test func convertsToTemplateValues() throws {
        let text =
            #"{"n": null, "t": true, "i": 3, "d": 2.5, "e": 1e2, "s": "x", "l": [1, "y"], "o": {"k": false}, "k": 1, "k": 2}"#
        let converted = try parse(text).templateValue()
        #expect(
            canonical(converted)
                == #"{d:double(2.5),e:double(100.0),i:int(3),k:int(2),l:[int(1),"y"],n:null,o:{k:false},s:"x",t:true}"#)
        let direct = try JSONDocument.parseTemplateValue(bytes: Array(text.utf8), file: file)
        #expect(canonical(direct) == canonical(converted))
    }
}
