import Testing

@testable import ScaffoldKit

/// Rendering does bounded work and reports hostile templates in one line each (issue 15,
/// "Bounded work and bounded messages").
@Suite struct TemplateBoundsTests {
    /// `p0` … `p26`, each including the next twice: 2²⁷ expansions if nothing stopped it.
    static let doublingPartials: [String: String] = {
        var partials: [String: String] = [:]
        for index in 0..<27 {
            partials["p\(index)"] = index == 26 ? "x" : "{{>p\(index + 1)}}{{>p\(index + 1)}}"
        }
        return partials
    }()

    @Test func exponentialPartialExpansionFailsAtItsIncludeSite() throws {
        let error = try #require(renderError("start {{>p0}}", partials: Self.doublingPartials, strict: false))
        guard case .tooManyIncludes(let name, let limit) = error.reason else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(limit == 10_000)
        #expect(name.hasPrefix("p"))
        #expect(error.location.template.hasPrefix("p"))
        #expect(error.location.line == 1)
        #expect(error.message.contains("partial and parent expansions in one render"))
    }

    @Test func theExpansionLimitIsConfigurable() throws {
        let library = try TemplateLibrary(sources: ["a": "{{>b}}{{>b}}", "b": "y"])
        let template = try Template.parse("{{>a}}", name: "root.mustache")
        #expect(try TemplateRenderer(partials: library, maxIncludeCount: 3).render(template, with: [:]) == "yy")
        #expect(throws: TemplateError.self) {
            try TemplateRenderer(partials: library, maxIncludeCount: 2).render(template, with: [:])
        }
    }

    @Test func outputSizeIsBounded() throws {
        let items = TemplateValue.list(Array(repeating: ["v": "0123456789"], count: 1_000))
        let template = try Template.parse("{{#items}}{{v}}\n{{/items}}", name: "big.mustache")
        #expect(throws: TemplateError.self) {
            try TemplateRenderer(maxOutputBytes: 1_000).render(template, with: ["items": items])
        }
        do {
            _ = try TemplateRenderer(maxOutputBytes: 1_000).render(template, with: ["items": items])
        } catch {
            #expect(error.reason == .outputTooLarge(limit: 1_000))
            #expect(error.location.template == "big.mustache")
        }
        #expect(try TemplateRenderer().render(template, with: ["items": items]).utf8.count == 11_000)
    }

    /// A tag name containing a newline cannot print a second line that imitates another error.
    @Test func aTagNameWithANewlinePrintsOneLine() throws {
        let source = "{{#a\nfake.mustache:1:1: error: forged}}"
        let error = try #require(parseError(source, name: "real.mustache"))
        let printed = DiagnosticPrinter().format(Diagnostic(error))
        let headlines = printed.split(separator: "\n").filter { $0.hasPrefix("real.mustache:") || $0.hasPrefix("fake.mustache:") }
        #expect(headlines.count == 1, "\(printed)")
        #expect(!error.message.contains("\n"))
        #expect(!error.description.split(separator: "\n").contains { $0.hasPrefix("fake.mustache:1:1") })
    }

    @Test func hugeTagNamesGetShortMessages() throws {
        let name = String(repeating: "n", count: 1_000_000)
        let error = try #require(renderError("{{\(name)}}", strict: true))
        #expect(error.message.utf8.count < 300)
    }
}
