import Testing

@testable import ScaffoldKit

/// Renders `source` with `data`; partials come from `partials`.
func render(
    _ source: String,
    _ data: TemplateValue = [:],
    partials: [String: String] = [:],
    escaping: TemplateRenderer.Escaping = .none,
    strict: Bool = false
) throws -> String {
    let library = try TemplateLibrary(sources: partials)
    let renderer = TemplateRenderer(escaping: escaping, isStrict: strict, partials: library)
    return try renderer.render(try Template.parse(source, name: "test.mustache"), with: data)
}

@Suite struct TemplateRendererTests {
    @Test func escapingIsChosenPerRender() throws {
        let data: TemplateValue = ["code": "a < b && c > \"d\""]
        #expect(try render("{{code}}", data) == "a < b && c > \"d\"")
        #expect(try render("{{code}}", data, escaping: .html) == "a &lt; b &amp;&amp; c &gt; &quot;d&quot;")
        #expect(try render("{{{code}}}|{{&code}}", data, escaping: .html) == "a < b && c > \"d\"|a < b && c > \"d\"")
    }

    @Test func valuesPassThroughUntouchedWithoutEscaping() throws {
        let value = "let s = \"\\(x)\" <T> & more\nsecond line"
        #expect(try render("{{v}}", ["v": .string(value)]) == value)
    }

    @Test func numbersAndBooleansInterpolate() throws {
        #expect(try render("{{i}} {{d}} {{b}} [{{n}}]", ["i": 42, "d": 1.5, "b": true, "n": nil]) == "42 1.5 true []")
    }

    @Test func dottedNamesResolveTheFirstPartThroughTheStackOnly() throws {
        let data: TemplateValue = ["a": ["b": [:]], "b": ["c": "outer"]]
        #expect(try render("{{#a}}[{{b.c}}]{{/a}}", data) == "[]")
        #expect(try render("{{b.c}}", data) == "outer")
    }

    @Test func implicitIteratorRendersEachItem() throws {
        #expect(try render("{{#xs}}<{{.}}>{{/xs}}", ["xs": ["a", "b", 3]]) == "<a><b><3>")
    }

    @Test func sectionsIterateListsPushObjectsAndTestBooleans() throws {
        let data: TemplateValue = ["people": [["name": "A"], ["name": "B"]], "me": ["name": "C"], "yes": true, "no": false]
        #expect(try render("{{#people}}{{name}},{{/people}}", data) == "A,B,")
        #expect(try render("{{#me}}{{name}}{{/me}}", data) == "C")
        #expect(try render("{{#yes}}y{{/yes}}{{#no}}n{{/no}}{{^no}}!{{/no}}", data) == "y!")
    }

    @Test func standaloneTagsLeaveNoBlankLines() throws {
        let template = "begin\n  {{#items}}\n  - {{.}}\n  {{/items}}\n  {{^items}}\n  none\n  {{/items}}\n  {{! comment }}\nend\n"
        #expect(try render(template, ["items": ["x", "y"]]) == "begin\n  - x\n  - y\nend\n")
        #expect(try render(template, ["items": []]) == "begin\n  none\nend\n")
    }

    @Test func emptyListRendersNothingAtAll() throws {
        #expect(try render("a\n{{#xs}}\n{{.}}\n{{/xs}}\nb\n", ["xs": []]) == "a\nb\n")
    }

    @Test func setDelimitersChangeTagSyntax() throws {
        #expect(try render("{{=<% %>=}}<% x %> {{x}} <%={{ }}=%>{{x}}", ["x": "1"]) == "1 {{x}} 1")
    }

    @Test func standalonePartialIsIndentedOnEveryLineIncludingNestedPartials() throws {
        let partials = ["outer": "struct A {\n  {{>inner}}\n}\n", "inner": "let a = 1\nlet b = 2\n"]
        #expect(try render("  {{>outer}}\n", partials: partials) == "  struct A {\n    let a = 1\n    let b = 2\n  }\n")
    }

    @Test func indentationIsNotAddedToInterpolatedNewlines() throws {
        #expect(try render("  {{>p}}\n", ["v": "x\ny"], partials: ["p": "{{v}}\n"]) == "  x\ny\n")
    }

    @Test func blankPartialLinesGetNoTrailingWhitespace() throws {
        #expect(try render("    {{>p}}\n", partials: ["p": "a\n\nb\n"]) == "    a\n\n    b\n")
    }

    @Test func blocksOverriddenThroughAParentAreReindented() throws {
        let partials = ["base": "enum E {\n    {{$cases}}\n    case none\n    {{/cases}}\n}\n"]
        let template = "{{<base}}\n{{$cases}}\ncase a\ncase b\n{{/cases}}\n{{/base}}\n"
        #expect(try render(template, partials: partials) == "enum E {\n    case a\n    case b\n}\n")
        #expect(try render("{{<base}}{{/base}}\n", partials: partials) == "enum E {\n    case none\n}\n")
    }

    @Test func dynamicPartialNamesResolveInTheContext() throws {
        #expect(try render("{{>*kind}}", ["kind": "swift", "x": "1"], partials: ["swift": "let x = {{x}}"]) == "let x = 1")
    }

    @Test func crlfLineEndingsArePreserved() throws {
        #expect(try render("a\r\n{{#t}}\r\nb\r\n{{/t}}\r\nc\r\n", ["t": true]) == "a\r\nb\r\nc\r\n")
    }

    @Test(arguments: ["x", "x\n", "x\n\n", "{{#t}}\nx\n{{/t}}", "{{#t}}\nx\n{{/t}}\n"])
    func finalNewlineIsKeptExactlyAsWritten(template: String) throws {
        let expected = template.replacingOccurrences(of: "{{#t}}\n", with: "").replacingOccurrences(of: "{{/t}}\n", with: "")
            .replacingOccurrences(of: "{{/t}}", with: "")
        #expect(try render(template, ["t": true]) == expected)
    }

    @Test func lambdasRenderTheirResultAsATemplate() throws {
        let data: TemplateValue = [
            "name": "World",
            "greet": .lambda(TemplateLambda { _ in "Hello, {{name}}" }),
            "shout": .lambda(TemplateLambda { text in text + "!" }),
        ]
        #expect(try render("{{greet}}! {{#shout}}hi {{name}}{{/shout}}", data) == "Hello, World! hi World!")
    }

    @Test func lambdaSectionsReceiveTheRawText() throws {
        let data: TemplateValue = [
            "raw": .lambda(TemplateLambda { text in "[" + text.replacingOccurrences(of: "{{", with: "<") + "]" })
        ]
        #expect(try render("{{#raw}}{{x}}{{/raw}}", data) == "[<x}}]")
    }

    @Test func parsedTemplatesRenderConcurrently() async throws {
        let template = try Template.parse("{{#xs}}{{.}}{{/xs}}", name: "t")
        let renderer = TemplateRenderer()
        let results = await withTaskGroup(of: String.self) { group in
            for index in 0..<8 {
                group.addTask { (try? renderer.render(template, with: ["xs": [.int(index), .int(index)]])) ?? "" }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(results) == Set((0..<8).map { "\($0)\($0)" }))
    }
}

@Suite struct TemplateLineMapTests {
    @Test func everyOutputLineMapsToTheTemplateLineThatProducedIt() throws {
        let library = try TemplateLibrary(sources: ["route": "case {{name}}\n"])
        let source = "enum R {\n    {{#routes}}\n    {{>route}}\n    {{/routes}}\n    {{{doc}}}\n}\n"
        let template = try Template.parse(source, name: "main")
        let (text, map) = try TemplateRenderer(partials: library).renderWithLineMap(
            template, with: ["routes": [["name": "a"], ["name": "b"]], "doc": "// one\n// two"])
        #expect(text == "enum R {\n    case a\n    case b\n    // one\n// two\n}\n")
        #expect(map.map(\.description) == ["main:1:1", "route:1:1", "route:1:1", "main:5:1", "main:5:1", "main:6:1"])
    }
}
