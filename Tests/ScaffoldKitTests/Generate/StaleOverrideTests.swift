import Foundation
import Testing

@testable import ScaffoldKit

/// Issue 27: a team's override exported from an older built-in template is marked by
/// `templates list`, and `feature` and `check` warn naming the override and the built-in
/// template it shadows. Overrides exported from the current templates are not.
@Suite struct StaleOverrideTests {
    static let screen = "feature/Sources/Screen.swift.mustache"

    /// A package whose `Screen` override was edited after an export from an older scaffold
    /// (its recorded hash is not the current built-in template's).
    static func packageWithStaleOverride() throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        #expect(runTool(["init", "Demo"], in: directory.path).status == 0)
        let package = directory.path + "/Demo"
        let export = runTool(["templates", "export", "--style", "feature"], in: package)
        #expect(export.status == 0, "\(export.stderr)")
        let recordPath = package + "/" + TemplateExportRecord.path
        var record = TemplateExportRecord(parsing: try String(contentsOfFile: recordPath, encoding: .utf8))
        #expect(record.hashes[screen] == ContentHash.of(BuiltinTemplates.files[screen] ?? ""))
        let override = package + "/" + TemplateSet.overrideFolder + "/" + screen
        try (try String(contentsOfFile: override, encoding: .utf8) + "{{! the team's edit }}\n").write(
            toFile: override, atomically: true, encoding: .utf8)
        // An older built-in, as far as the record knows; and an unchanged copy recorded as
        // older, which is no override at all.
        record.hashes[screen] = "fnv1a64:0000000000000000"
        record.hashes["feature/Sources/Feature.swift.mustache"] = "fnv1a64:0000000000000000"
        try record.encoded.write(toFile: recordPath, atomically: true, encoding: .utf8)
        return (directory, package)
    }

    @Test func listMarksItAndFeatureAndCheckWarnNamingBoth() throws {
        let (directory, package) = try Self.packageWithStaleOverride()
        defer { withExtendedLifetime(directory) {} }
        let list = runTool(["templates", "list", "--style", "feature"], in: package)
        let line = list.stdout.split(separator: "\n").first { $0.contains(Self.screen + " ->") }.map(String.init) ?? ""
        #expect(line.contains("[overridden: .scaffold/templates/\(Self.screen)]"), "\(line)")
        #expect(line.contains("[older than the built-in template"), "\(line)")
        #expect(list.stdout.components(separatedBy: "[older than the built-in template").count == 2, "\(list.stdout)")

        let warning =
            "warning: .scaffold/templates/\(Self.screen) overrides the built-in template \(Self.screen), which has changed since it was exported"
        let feature = runTool(["feature", "Notes"], in: package)
        #expect(feature.status == 0, "\(feature.stderr)")
        #expect(feature.stderr.contains(warning), "\(feature.stderr)")
        #expect(feature.stderr.components(separatedBy: "warning: .scaffold/templates/").count == 2, "\(feature.stderr)")
        let check = runTool(["check"], in: package)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.contains(warning), "\(check.stderr)")
    }

    @Test func overridesExportedFromTheCurrentTemplatesAreNotStale() throws {
        let directory = try TemporaryDirectory()
        #expect(runTool(["init", "Demo"], in: directory.path).status == 0)
        let package = directory.path + "/Demo"
        #expect(runTool(["templates", "export", "--style", "feature"], in: package).status == 0)
        let override = package + "/" + TemplateSet.overrideFolder + "/" + Self.screen
        try (try String(contentsOfFile: override, encoding: .utf8) + "{{! the team's edit }}\n").write(
            toFile: override, atomically: true, encoding: .utf8)
        let feature = runTool(["feature", "Notes"], in: package)
        #expect(feature.status == 0, "\(feature.stderr)")
        #expect(!feature.stderr.contains("warning: .scaffold/templates/"), "\(feature.stderr)")
        #expect(!runTool(["templates", "list"], in: package).stdout.contains("older than the built-in"))
    }
}
