import Foundation
import Testing

@testable import ScaffoldKit

@Suite struct RenderCommandTests {
    @Test func writesExactlyTheRenderedText() throws {
        let dir = try TemporaryDirectory()
        try dir.write("t.mustache", "{{#xs}}\n- {{.}}\n{{/xs}}\n{{>p}}")
        try dir.write("p.mustache", "<{{name}}>")
        try dir.write("d.json", #"{"xs": ["a", "b"], "name": "N & <M>"}"#)
        let result = runTool(["render", "t.mustache", "--data", "d.json"], in: dir.path)
        #expect(result.status == 0)
        #expect(result.stdout == "- a\n- b\n<N & <M>>")
        #expect(result.stderr.isEmpty)
        let html = runTool(["render", "t.mustache", "--data", "d.json", "--escape", "html"], in: dir.path)
        #expect(html.stdout == "- a\n- b\n<N &amp; &lt;M&gt;>")
    }

    @Test func partialsComeFromTheGivenDirectory() throws {
        let dir = try TemporaryDirectory()
        try dir.write("t.mustache", "{{>p}}")
        try dir.write("parts/p.mustache", "from parts")
        #expect(runTool(["render", "t.mustache", "--partials", "parts"], in: dir.path).stdout == "from parts")
    }

    @Test func templateErrorsPrintLocationSourceLineAndCaret() throws {
        let dir = try TemporaryDirectory()
        try dir.write("t.mustache", "first\n  {{#open}}\n")
        let result = runTool(["render", "t.mustache"], in: dir.path)
        #expect(result.status == ExitCode.dataError)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "t.mustache:2:3: error: unclosed section 'open': expected a closing tag '{{/open}}'\n  {{#open}}\n  ^\n")
    }

    @Test func strictMissingKeyIsAnErrorWithoutOutput() throws {
        let dir = try TemporaryDirectory()
        try dir.write("t.mustache", "a {{b}}")
        let result = runTool(["render", "t.mustache", "--strict"], in: dir.path)
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("t.mustache:1:3: error: 'b' is not defined"))
    }

    @Test func unknownPartialInStrictModeSaysWhereItLooked() throws {
        let dir = try TemporaryDirectory()
        try dir.write("t.mustache", "{{>nope}}")
        let result = runTool(["render", "t.mustache", "--strict"], in: dir.path)
        #expect(result.stderr.contains("unknown partial 'nope' (looked for \(dir.path)/nope.mustache)"))
    }

    /// Issue 12: partial names that leave `--partials DIR` are a located error, and nothing
    /// outside the directory is read (non-strict mode included).
    @Test(arguments: [
        ("{{>../outside/secret}}", "partial name '../outside/secret' leaves the partials directory"),
        ("x{{>/OUTSIDE/secret}}", "partial name '/OUTSIDE/secret' leaves the partials directory"),
        ("{{>link/secret}}", "partial 'link/secret' resolves to /OUTSIDE/secret.mustache, outside the partials directory"),
        ("{{>*name}}", "partial name '../outside/secret' leaves the partials directory"),
    ])
    func partialNamesCannotLeaveThePartialsDirectory(template: String, message: String) throws {
        let dir = try TemporaryDirectory()
        let outside = dir.path + "/outside"
        try dir.write("outside/secret.mustache", "SECRET")
        try dir.write("parts/ok.mustache", "ok")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/parts/link", withDestinationPath: outside)
        let text = template.replacingOccurrences(of: "/OUTSIDE", with: outside)
        try dir.write("t.mustache", text)
        try dir.write("d.json", #"{"name": "../outside/secret"}"#)
        for strict in [false, true] {
            let result = runTool(
                ["render", "t.mustache", "--partials", "parts", "--data", "d.json"] + (strict ? ["--strict"] : []), in: dir.path)
            #expect(result.status != 0)
            #expect(result.stdout.isEmpty)
            let column = text.hasPrefix("x") ? 2 : 1
            let expected = message.replacingOccurrences(of: "/OUTSIDE", with: outside)
            #expect(result.stderr.hasPrefix("t.mustache:1:\(column): error: \(expected)"), "\(result.stderr)")
            #expect(!result.stderr.contains("SECRET"))
        }
        #expect(runTool(["render", "t.mustache", "--partials", "parts"], in: dir.path).stdout.contains("SECRET") == false)
    }

    @Test func partialsInSubdirectoriesOfThePartialsDirectoryWork() throws {
        let dir = try TemporaryDirectory()
        try dir.write("t.mustache", "{{>shared/p}}")
        try dir.write("parts/shared/p.mustache", "nested")
        #expect(runTool(["render", "t.mustache", "--partials", "parts"], in: dir.path).stdout == "nested")
    }

    @Test func usageErrorsAreOneLine() throws {
        let dir = try TemporaryDirectory()
        for arguments in [["render"], ["render", "a", "b"], ["render", "t", "--escape", "xml"], ["render", "t", "--bogus"]] {
            let result = runTool(arguments, in: dir.path)
            #expect(result.status == ExitCode.usage)
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
        #expect(runTool(["rendr"], in: dir.path).stderr.contains("did you mean 'render'?"))
    }

    @Test func missingFilesAreReportedNotTrapped() throws {
        let dir = try TemporaryDirectory()
        #expect(runTool(["render", "missing.mustache"], in: dir.path).status == ExitCode.dataError)
        try dir.write("t.mustache", "x")
        #expect(runTool(["render", "t.mustache", "--data", "nope.json"], in: dir.path).status == ExitCode.dataError)
    }
}

@Suite struct StrictModeSuggestionTests {
    @Test func aMisspeltNameSuggestsTheNearestVisibleOne() throws {
        let dir = try TemporaryDirectory()
        try dir.write("t.mustache", "{{#items}}\n  {{nmae}}\n{{/items}}")
        try dir.write("d.json", #"{"featureName": "A", "items": [{"name": "x"}]}"#)
        let result = runTool(["render", "t.mustache", "--data", "d.json", "--strict"], in: dir.path)
        #expect(
            result.stderr.hasPrefix("t.mustache:2:3: error: 'nmae' is not defined in the render context; did you mean 'name'?"))
    }

    @Test func aMisspeltDottedPartSuggestsAMemberOfThatObject() throws {
        let dir = try TemporaryDirectory()
        try dir.write("t.mustache", "{{feature.nmae}}")
        try dir.write("d.json", #"{"feature": {"name": "A"}}"#)
        let result = runTool(["render", "t.mustache", "--data", "d.json", "--strict"], in: dir.path)
        #expect(result.stderr.contains("('nmae' was not found); did you mean 'name'?"))
    }
}

@Suite struct DiagnosticExcerptTests {
    @Test func longLinesAreCutToAWindowAroundTheCaret() {
        let line = String(repeating: "a", count: 500) + "^HERE" + String(repeating: "b", count: 500)
        let printer = DiagnosticPrinter { _ in line }
        let text = printer.format(Diagnostic(at: SourceLocation(file: "f", line: 1, column: 501), "boom"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1].count <= DiagnosticPrinter.excerptWidth + 2)
        #expect(lines[1].hasPrefix("…") && lines[1].hasSuffix("…"))
        let caret = lines[2].count - 1
        #expect(Array(lines[1])[caret] == "^")
    }
}

@Suite struct IncludeChainOutputTests {
    @Test func aRunawayRecursionPrintsTheFirstAndLastIncludeSitesOnly() throws {
        let dir = try TemporaryDirectory()
        try dir.write("t.mustache", "{{>loop}}")
        try dir.write("loop.mustache", "x{{>loop}}")
        let result = runTool(["render", "t.mustache"], in: dir.path)
        #expect(result.status == ExitCode.dataError)
        #expect(result.stderr.components(separatedBy: "note: included from here").count - 1 == 10)
        #expect(result.stderr.contains("note: … 90 more include sites"))
    }
}
