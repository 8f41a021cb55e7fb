import Foundation
import Testing

@testable import ScaffoldKit

/// `scaffold rename` carries the user's edits over: the merge base (the last rendering) is
/// renamed exactly like the user's file, so an edit that does not mention the old name is not a
/// conflict; a real conflict names its lines. A new-user trial found `rename Things Stuff`
/// refusing after `return []` replaced one `throw ThingsNotImplementedError(…)` line.
@Suite struct RenameEditsTests {
    static func package(style: String) throws -> SyncTestPackage {
        let package = try SyncTestPackage.make(specs: [])
        // The project's style is the default spec's.
        let config = try #require(try package.read(ProjectConfig.relativePath))
        try package.write(
            ProjectConfig.relativePath, config.replacingOccurrences(of: "\"style\": \"feature\"", with: "\"style\": \"\(style)\"")
        )
        let created = package.feature(["Things"])
        guard created.status == ExitCode.success else { throw TestFailure("feature Things: \(created.stderr)") }
        return package
    }

    /// Replaces the first line of `path` that contains `marker` with `replacement`.
    static func replaceLine(in package: SyncTestPackage, _ path: String, containing marker: String, with replacement: String)
        throws
    {
        let text = try #require(try package.read(path))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.contains(marker) }, "\(path) has no line with \(marker)")
        lines[index] = replacement
        try package.write(path, lines.joined(separator: "\n"))
    }

    @Test(arguments: ["feature", "mvvm", "mvi"])
    func editsThatDoNotMentionTheOldNameCarryOver(style: String) throws {
        let package = try Self.package(style: style)
        let dependency = style == "mvvm" ? "Repository" : "Client"
        let client = "Features/Things/Sources/Things\(dependency).swift"
        try Self.replaceLine(
            in: package, client, containing: "throw NotImplementedError(\"Things\(dependency).searchItems",
            with: "        return []")
        // A comment of the user's in another generated file.
        let models = "Features/Things/Sources/ThingsModels.swift"
        let importLine = try #require(try package.read(models)?.split(separator: "\n").first { $0.contains("import Foundation") })
        try Self.replaceLine(in: package, models, containing: "import Foundation", with: importLine + "  // models: ours")
        let renamed = package.rename(["Things", "Stuff"])
        #expect(renamed.status == ExitCode.success, "\(renamed.stdout)\(renamed.stderr)")
        let newClient = try #require(try package.read("Features/Stuff/Sources/Stuff\(dependency).swift"))
        #expect(newClient.contains("        return []\n"))
        #expect(newClient.contains("throw NotImplementedError(\"Stuff\(dependency).fetchItem(id:)\")"))
        #expect(!newClient.contains("Things"))
        #expect(
            try package.read("Features/Stuff/Sources/StuffModels.swift")?.contains(
                importLine.replacingOccurrences(of: "Things", with: "Stuff") + "  // models: ours") == true)
        #expect(renamed.stdout.contains("kept your edits in"))
        // The spec's names derived from the feature's follow it, as the sources do.
        let spec = try #require(try package.read("Features/Stuff/Stuff.feature.json"))
        #expect(spec.contains("\"StuffItem\"") && !spec.contains("Things"), "\(spec)")
        #expect(package.check().status == ExitCode.success, "\(package.check().stdout)")
    }

    @Test func aRealConflictNamesItsLines() throws {
        let package = try Self.package(style: "feature")
        let client = "Features/Things/Sources/ThingsClient.swift"
        // The saved spec renames a method since the last rendering, and the user edited the
        // line that declares it: the new rendering and the edit change the same line.
        let spec = "Features/Things/Things.feature.json"
        try package.write(
            spec, try #require(try package.read(spec)).replacingOccurrences(of: "\"searchItems\"", with: "\"findItems\""))
        let signature = try #require(
            try package.read(client)?.split(separator: "\n").first { $0.contains("public func searchItems(") })
        try Self.replaceLine(in: package, client, containing: "public func searchItems(", with: signature + "  // reviewed")
        let renamed = package.rename(["Things", "Stuff"])
        #expect(renamed.status == ExitCode.failure)
        #expect(renamed.stderr.contains("Features/Stuff/Sources/StuffClient.swift: "), "\(renamed.stderr)")
        #expect(renamed.stderr.contains("(merged lines "), "\(renamed.stderr)")
        #expect(renamed.stderr.contains("nothing was written"))
    }
}
