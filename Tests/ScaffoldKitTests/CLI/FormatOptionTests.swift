import Foundation
import Testing

@testable import ScaffoldKit

/// `--format` runs the toolchain's `swift format` with the package's `.swift-format` and keeps
/// the merge base unformatted, so `check` passes and a later `sync` merges cleanly. Runs
/// `swift format` and `swift package dump-package` (seconds), no build.
@Suite(.serialized) struct FormatOptionTests {
    @Test func formattedFeatureFollowsTheTeamsConfigurationAndStaysInSync() throws {
        guard ManifestVerifier.findExecutable("swift", path: BoundedSwift.path) != nil else { return }
        let scratch = try TemporaryDirectory()
        let root = scratch.path + "/Demo"
        #expect(runTool(["init", "Demo"], in: scratch.path).status == 0)
        // The team wraps at 80 columns (the templates stay within 130).
        try #"{ "version": 1, "indentation": { "spaces": 4 }, "lineLength": 80 }"#.write(
            toFile: root + "/.swift-format", atomically: true, encoding: .utf8)
        let spec = Golden.repositoryRoot.appendingPathComponent("Examples/Weather/Weather.feature.json").path
        let generated = runTool(["feature", "Weather", "--spec", spec, "--format"], in: root)
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(generated.stdout.contains("with 'swift format'"))
        let client = try String(contentsOfFile: root + "/Features/Weather/Sources/WeatherClient.swift", encoding: .utf8)
        let long = client.split(separator: "\n").filter { $0.count > 80 && !$0.hasPrefix("//") && !$0.contains("///") }
        #expect(long.isEmpty, "lines over 80 columns left:\n\(long.joined(separator: "\n"))")

        // Recorded: check passes, sync changes nothing.
        let check = runTool(["check"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(runTool(["sync"], in: root).stdout.contains("already in sync"))

        // A spec change merges into the formatted files and is formatted again.
        let savedSpec = root + "/Features/Weather/Weather.feature.json"
        let text = try String(contentsOfFile: savedSpec, encoding: .utf8)
        try SyncTestPackage.weatherSpecWithRouteAndMethod.write(toFile: savedSpec, atomically: true, encoding: .utf8)
        #expect(text != SyncTestPackage.weatherSpecWithRouteAndMethod)
        let synced = runTool(["sync", "--format"], in: root)
        #expect(synced.status == 0, "\(synced.stdout)\(synced.stderr)")
        let merged = try String(contentsOfFile: root + "/Features/Weather/Sources/WeatherRoute.swift", encoding: .utf8)
        #expect(merged.contains("\n    case settings"))
        #expect(runTool(["check"], in: root).status == 0)

        // A second `sync --format` writes nothing at all, records included.
        let before = try Self.snapshot(root)
        let again = runTool(["sync", "--format"], in: root)
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        #expect(again.stdout.contains("already in sync, nothing written"), "\(again.stdout)")
        #expect(try Self.snapshot(root) == before)
        #expect(runTool(["check"], in: root).status == 0)

        // Rename and remove see the formatting as scaffold's, not as edits. A longer name
        // rewraps lines, which a plain rename would report as conflicting edits.
        let renamed = runTool(["rename", "Weather", "LongerWeatherForecastReport"], in: root)
        #expect(renamed.status == 0, "\(renamed.stdout)\(renamed.stderr)")
        #expect(!renamed.stdout.contains("kept your edits"), "\(renamed.stdout)")
        let renamedClient = try String(
            contentsOfFile: root + "/Features/LongerWeatherForecastReport/Sources/LongerWeatherForecastReportClient.swift",
            encoding: .utf8)
        let longAfterRename = renamedClient.split(separator: "\n").filter { $0.count > 80 && !$0.contains("//") }
        #expect(longAfterRename.isEmpty, "lines over 80 columns after rename:\n\(longAfterRename.joined(separator: "\n"))")
        #expect(runTool(["check"], in: root).status == 0)
        let removed = runTool(["remove", "LongerWeatherForecastReport"], in: root)
        #expect(removed.status == 0, "\(removed.stdout)\(removed.stderr)")
        #expect(runTool(["check"], in: root).status == 0)
    }

    /// A `.swift-format` that does not parse: everything is written and registered, the exit
    /// code says formatting failed, and the one line names the configuration file once.
    @Test func malformedConfigurationIsOneLineAfterACompleteWrite() throws {
        guard ManifestVerifier.findExecutable("swift", path: BoundedSwift.path) != nil else { return }
        let scratch = try TemporaryDirectory()
        let root = scratch.path + "/Demo"
        #expect(runTool(["init", "Demo"], in: scratch.path).status == 0)
        try #"{ "version": 1, "lineLength": "#.write(toFile: root + "/.swift-format", atomically: true, encoding: .utf8)
        let generated = runTool(["feature", "Notes", "--format"], in: root)
        #expect(generated.status == ExitCode.formattingFailed, "\(generated.stdout)\(generated.stderr)")
        #expect(generated.stdout.contains("Generated feature 'Notes'"), "\(generated.stdout)")
        let lines = generated.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(generated.stderr)")
        let line = String(lines.first ?? "")
        #expect(line.contains("/.swift-format: 'swift format' cannot use this configuration"), "\(line)")
        #expect(line.contains("written and registered unformatted"), "\(line)")
        #expect(line.count < 400, "\(line)")
        #expect(line.components(separatedBy: "Unable to read configuration").count <= 2, "\(line)")
        #expect(FileManager.default.fileExists(atPath: root + "/Features/Notes/Sources/NotesFeature.swift"))
        #expect(try String(contentsOfFile: root + "/Package.swift", encoding: .utf8).contains("\"Notes\""))
        let check = runTool(["check"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")

        let synced = runTool(["sync", "--format"], in: root)
        #expect(synced.status != 0)
        #expect(synced.stderr.split(separator: "\n").count == 1, "\(synced.stderr)")
    }

    /// Every file under `root` but `.build`, with its bytes.
    static func snapshot(_ root: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            if relative == ".build" || relative.hasPrefix(".build/") {
                enumerator?.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = FileManager.default.contents(atPath: root + "/" + relative)
            }
        }
        return result
    }
}
