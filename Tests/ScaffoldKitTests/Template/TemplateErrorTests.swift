import Testing

@testable import ScaffoldKit

/// The 1-based line and column where `marker` first occurs in `text`.
func position(of marker: String, in text: String) -> (line: Int, column: Int) {
    guard let range = text.range(of: marker) else { return (0, 0) }
    let before = text[..<range.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    return (line, before[lineStart...].unicodeScalars.count + 1)
}

func parseError(_ source: String, name: String = "t.mustache") -> TemplateError? {
    do {
        _ = try Template.parse(source, name: name)
        return nil
    } catch {
        return error
    }
}

func renderError(_ source: String, _ data: TemplateValue = [:], partials: [String: String] = [:], strict: Bool = true)
    -> TemplateError?
{
    do {
        _ = try render(source, data, partials: partials, strict: strict)
        return nil
    } catch let error as TemplateError {
        return error
    } catch {
        return nil
    }
}

@Suite struct TemplateErrorTests {
    @Test func unclosedSectionReportsWhereItOpened() throws {
        let source = "line one\n  {{#items}}\n{{name}}\n"
        let error = try #require(parseError(source))
        let expected = position(of: "{{#items}}", in: source)
        #expect(error.reason == .unclosedSection(name: "items"))
        #expect(error.location == TemplateLocation(template: "t.mustache", line: expected.line, column: expected.column))
    }

    @Test func mismatchedClosingTagNamesBothTags() throws {
        let source = "{{#a}}\n{{#b}}\n{{/a}}\n"
        let error = try #require(parseError(source))
        #expect(error.reason == .mismatchedClosingTag(expected: "b", found: "a"))
        #expect(error.location.line == position(of: "{{/a}}", in: source).line)
        #expect(error.openedAt?.line == position(of: "{{#b}}", in: source).line)
        #expect(error.description.contains("note: section opened here"))
    }

    @Test func closingTagWithoutSectionIsAnError() throws {
        #expect(parseError("x {{/nope}}")?.reason == .unexpectedClosingTag(name: "nope"))
    }

    @Test(arguments: ["{{=<% %>}}", "{{= a =}}", "{{=a b c=}}", "{{=a= b=}}"])
    func malformedSetDelimiterIsAnError(source: String) throws {
        let error = try #require(parseError(source))
        guard case .malformedSetDelimiter = error.reason else {
            Issue.record("expected malformedSetDelimiter, got \(error.reason)")
            return
        }
    }

    @Test func unclosedTagPointsAtItsOpening() throws {
        let source = "ok\nthen {{name and more"
        let error = try #require(parseError(source))
        let expected = position(of: "{{name", in: source)
        #expect(error.reason == .unclosedTag(expectedDelimiter: "}}"))
        #expect((error.location.line, error.location.column) == (expected.line, expected.column))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let source = "héllo wörld {{#x}}"
        let error = try #require(parseError(source))
        #expect(error.location.column == position(of: "{{#x}}", in: source).column)
    }

    @Test func strictModeNamesTheMissingKeyAndWhereItIsUsed() throws {
        let source = "struct {{name}} {\n  let {{property.nmae}}: Int\n}\n"
        let error = try #require(renderError(source, ["name": "A", "property": ["name": "b"]]))
        #expect(error.reason == .unresolvedName(name: "property.nmae", missing: "nmae"))
        #expect(error.location.line == 2)
        #expect(error.location.column == position(of: "{{property", in: source).column)
    }

    @Test func strictModeRejectsMissingSectionNames() throws {
        #expect(renderError("{{#missing}}x{{/missing}}")?.reason == .unresolvedName(name: "missing", missing: "missing"))
        #expect(renderError("{{^missing}}x{{/missing}}")?.reason == .unresolvedName(name: "missing", missing: "missing"))
    }

    @Test func nonStrictModeRendersMissingNamesAsEmpty() throws {
        #expect(try render("[{{missing}}]{{#gone}}x{{/gone}}{{>nopartial}}", strict: false) == "[]")
    }

    @Test func strictModeRejectsInterpolatingAList() throws {
        #expect(renderError("{{xs}}", ["xs": [1]])?.reason == .notInterpolatable(name: "xs", kind: "a list"))
    }

    @Test func unknownPartialNamesThePartialAndWhereItWasSought() throws {
        let error = try #require(renderError("\n  {{>route}}", partials: ["other": ""]))
        #expect(error.reason == .unknownPartial(name: "route", searched: "'route' among 1 templates"))
        #expect(error.location.line == 2)
    }

    @Test func errorsInsidePartialsCarryTheIncludeChain() throws {
        let partials = ["outer": "a\n{{>inner}}", "inner": "b\n\n{{missing}}"]
        let error = try #require(renderError("top\n{{>outer}}\n", partials: partials))
        #expect(error.location == TemplateLocation(template: "inner", line: 3, column: 1))
        #expect(
            error.includeStack == [
                TemplateLocation(template: "outer", line: 2, column: 1),
                TemplateLocation(template: "test.mustache", line: 2, column: 1),
            ])
    }

    @Test func parseErrorsInsidePartialsCarryTheIncludeSite() throws {
        let library = TemplateLibrary(templates: [:])
        _ = library
        let partials = DirectoryPartialResolverStub(sources: ["bad": "{{#open}}"])
        let renderer = TemplateRenderer(isStrict: true, partials: partials)
        do {
            _ = try renderer.render(try Template.parse("x\n{{>bad}}", name: "main"), with: [:])
            Issue.record("expected an error")
        } catch {
            #expect(error.location.template == "bad")
            #expect(error.includeStack == [TemplateLocation(template: "main", line: 2, column: 1)])
        }
    }

    @Test func recursivePartialsStopAtTheDepthLimit() throws {
        let error = try #require(renderError("{{>loop}}", partials: ["loop": "x{{>loop}}"], strict: false))
        #expect(error.reason == .includeTooDeep(name: "loop", limit: 100))
        #expect(error.includeStack.count == 100)
    }

    @Test func recursiveParentsStopAtTheDepthLimit() throws {
        let error = try #require(renderError("{{<p}}{{/p}}", partials: ["p": "{{<p}}{{/p}}"], strict: false))
        #expect(error.reason == .includeTooDeep(name: "p", limit: 100))
    }

    @Test func deeplyNestedSectionsAreAnErrorNotACrash() throws {
        let source = String(repeating: "{{#a}}", count: 10_000) + String(repeating: "{{/a}}", count: 10_000)
        #expect(parseError(source)?.reason == .nestingTooDeep(limit: 512))
    }

    @Test func malformedInputNeverTraps() throws {
        // A deterministic stream of template fragments, including every sigil and broken tags.
        let pieces = [
            "{{", "}}", "{{{", "}}}", "{{#a}}", "{{/a}}", "{{^a}}", "{{>a}}", "{{<a}}", "{{$a}}", "{{=", "=}}",
            "{{!", "{{&", "{{*", "{{>*", "\n", "\r\n", " ", "a", ".", "é", "{{.}}", "{{a.b}}", "{{= | | =}}", "|",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3000 {
            var source = ""
            for _ in 0..<Int(state % 12) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                source += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for strict in [false, true] {
                _ = try? render(source, ["a": ["b": "c"]], partials: ["a": "{{>a}}"], strict: strict)
            }
        }
    }
}

/// Partials from memory that are parsed on demand, like `DirectoryPartialResolver`.
struct DirectoryPartialResolverStub: PartialResolver {
    let sources: [String: String]
    func partial(named name: String) throws(TemplateError) -> Template? {
        guard let source = sources[name] else { return nil }
        return try Template.parse(source, name: name)
    }
    func searchDescription(for name: String) -> String { name }
}
