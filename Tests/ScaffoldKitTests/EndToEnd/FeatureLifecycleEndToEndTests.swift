import Foundation
import Testing

@testable import ScaffoldKit

/// `rename` and `remove` on disk, each followed by a real build with warnings as errors and the
/// package's tests (generated and the user's own): what the in-memory lifecycle tests cannot
/// prove is that the result still compiles.
@Suite(.serialized) struct FeatureLifecycleEndToEndTests {
    @Test(.timeLimit(.minutes(20)))
    func packageBuildsAfterRenameAndAfterRemove() throws {
        guard let swift = ManifestVerifier.findExecutable("swift", path: BoundedSwift.path) else {
            return
        }
        let scratch = try TemporaryDirectory()
        let root = PathComponents.join(scratch.path, "Demo")
        func scaffold(_ arguments: [String], in directory: String? = nil) -> (status: Int32, stdout: String, stderr: String) {
            let out = BufferedOutput(), err = BufferedOutput()
            let status = CommandLineTool.run(
                arguments: arguments, environment: BoundedSwift.environment, currentDirectory: directory ?? root,
                stdout: out, stderr: err)
            return (status, out.text, err.text)
        }
        #expect(scaffold(["init", "Demo"], in: scratch.path).status == ExitCode.success)
        let specPath = Golden.repositoryRoot.appendingPathComponent("Examples/Weather/Weather.feature.json").path
        try #require(scaffold(["feature", "Weather", "--spec", specPath]).status == ExitCode.success)
        try #require(
            scaffold([
                "feature", "Notes", "--spec",
                Golden.repositoryRoot.appendingPathComponent("Examples/Notes/Notes.feature.json").path,
            ]).status == ExitCode.success)

        // The user's edit in a generated file and a test file of their own.
        let package = SyncTestPackage(fileSystem: LocalFileSystem(), root: root)
        try package.edit(
            "Features/Weather/Sources/WeatherRoute.swift", replacing: "import Foundation",
            with: "import Foundation\n\n/// How many weather routes the app shows at once.\npublic let weatherRouteLimit = 3")
        try package.write(
            "Features/Weather/Tests/WeatherLimitTests.swift",
            "import Testing\n\n@testable import Weather\n\n@Test func weatherRouteLimitIsThree() {\n    #expect(weatherRouteLimit == 3)\n}\n"
        )

        let renamed = scaffold(["rename", "Weather", "Climate"])
        try #require(renamed.status == ExitCode.success, "\(renamed.stdout)\n\(renamed.stderr)")
        #expect(scaffold(["check"]).status == ExitCode.success)
        var build = try ManifestVerifier.runProcess(swift, ["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], root)
        #expect(build.status == 0, "swift build after rename failed:\n\(build.standardOutput)\n\(build.standardError)")
        let test = try ManifestVerifier.runProcess(swift, ["test", "--skip-build", "--filter", "ClimateTests"], root)
        let output = test.standardOutput + test.standardError
        #expect(test.status == 0, "swift test after rename failed:\n\(output)")
        #expect(output.contains("climateRouteLimitIsThree"))

        let removed = scaffold(["remove", "Climate", "--force"])
        try #require(removed.status == ExitCode.success, "\(removed.stdout)\n\(removed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: PathComponents.join(root, "Features/Climate/Sources")))
        #expect(scaffold(["list", "--names"]).stdout == "Notes\n")
        build = try ManifestVerifier.runProcess(swift, ["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], root)
        #expect(build.status == 0, "swift build after remove failed:\n\(build.standardOutput)\n\(build.standardError)")
    }

    /// A package in the table form (`init --manifest table`): features generated, renamed and
    /// removed as lines of the feature table, the package building with warnings as errors and
    /// its tests passing, and `sync` migrating the manifest to the targets form and back to the
    /// same table when the config's `manifest` changes.
    @Test(.timeLimit(.minutes(20)))
    func aTablePackageBuildsThroughTheLifecycleAndMigratesBothWays() throws {
        guard let swift = ManifestVerifier.findExecutable("swift", path: BoundedSwift.path) else {
            return
        }
        let scratch = try TemporaryDirectory()
        let root = PathComponents.join(scratch.path, "Big")
        func scaffold(_ arguments: [String], in directory: String? = nil) -> (status: Int32, stdout: String, stderr: String) {
            let out = BufferedOutput(), err = BufferedOutput()
            let status = CommandLineTool.run(
                arguments: arguments, environment: BoundedSwift.environment, currentDirectory: directory ?? root,
                stdout: out, stderr: err)
            return (status, out.text, err.text)
        }
        func manifest() throws -> String { try String(contentsOfFile: root + "/Package.swift", encoding: .utf8) }
        func setForm(_ form: String) throws {
            let path = root + "/.scaffold/config.json"
            let config = try String(contentsOfFile: path, encoding: .utf8)
            try config.replacingOccurrences(
                of: #""manifest": "\w+""#, with: "\"manifest\": \"\(form)\"", options: .regularExpression
            )
            .write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(scaffold(["init", "Big", "--manifest", "table"], in: scratch.path).status == ExitCode.success)
        #expect(try String(contentsOfFile: root + "/.scaffold/config.json", encoding: .utf8).contains(#""manifest": "table""#))
        for name in ["Weather", "Notes", "Pantry"] {
            let spec = Golden.repositoryRoot.appendingPathComponent("Examples/\(name)/\(name).feature.json").path
            let generated = scaffold(["feature", name, "--spec", spec])
            try #require(generated.status == ExitCode.success, "\(generated.stdout)\n\(generated.stderr)")
            #expect(generated.stdout.contains("type-checked"))
        }
        #expect(try manifest().contains("    Weather: FeatureCore FeatureCoreUI | FeatureCoreTesting\n"))
        #expect(!(try manifest().contains(".target(name: \"Weather\"")))
        let renamed = scaffold(["rename", "Weather", "Climate"])
        try #require(renamed.status == ExitCode.success, "\(renamed.stdout)\n\(renamed.stderr)")
        #expect(try manifest().contains("    Climate: "))
        #expect(!(try manifest().contains("Weather")))
        let removed = scaffold(["remove", "Pantry", "--force"])
        try #require(removed.status == ExitCode.success, "\(removed.stdout)\n\(removed.stderr)")
        #expect(!(try manifest().contains("Pantry")))
        #expect(scaffold(["check"]).status == ExitCode.success)
        let build = try ManifestVerifier.runProcess(swift, ["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], root)
        #expect(build.status == 0, "swift build of the table form failed:\n\(build.standardOutput)\n\(build.standardError)")
        let test = try ManifestVerifier.runProcess(swift, ["test", "--skip-build", "-Xswiftc", "-warnings-as-errors"], root)
        #expect(test.status == 0, "swift test of the table form failed:\n\(test.standardOutput)\n\(test.standardError)")
        #expect((test.standardOutput + test.standardError).contains("ClimateFeatureTests"))

        // The config asks for the other form: check reports it, sync migrates, and back.
        let table = try manifest()
        try setForm("targets")
        #expect(scaffold(["check"]).status != ExitCode.success)
        let expanded = scaffold(["sync"])
        try #require(expanded.status == ExitCode.success, "\(expanded.stdout)\n\(expanded.stderr)")
        #expect(expanded.stdout.contains("manifest form 'targets'"))
        #expect(try manifest().contains(".target(name: \"Climate\""))
        #expect(!(try manifest().contains("FeatureTable")))
        #expect(scaffold(["check"]).status == ExitCode.success)
        try setForm("table")
        try #require(scaffold(["sync"]).status == ExitCode.success)
        #expect(try manifest() == table)
        #expect(scaffold(["check"]).status == ExitCode.success)
    }
}
