import Foundation
import Testing

@testable import ScaffoldKit

/// The one slow test: `scaffold init` for real, then a feature registered through the manifest
/// editor and plan writer (verified by `swift package dump-package`), then `swift build` and
/// `swift test` in the new package.
@Suite struct PackageBootstrapEndToEndTests {
    @Test(.timeLimit(.minutes(10)))
    func initialisedPackageBuildsAndTestsAfterAddingAFeature() throws {
        guard let swift = ManifestVerifier.findExecutable("swift", path: BoundedSwift.path) else {
            return
        }
        let scratch = try TemporaryDirectory()

        // 1. scaffold init, in-process, on the real disk.
        let out = BufferedOutput(), err = BufferedOutput()
        let status = CommandLineTool.run(
            arguments: ["init", "Demo"], environment: [:], currentDirectory: scratch.path, stdout: out, stderr: err
        )
        #expect(status == ExitCode.success, "\(err.text)")
        let root = PathComponents.join(scratch.path, "Demo")

        // 2. A feature: files plus the manifest edit, applied all-or-nothing with verification.
        let fs = LocalFileSystem()
        let manifest = try fs.readText(PathComponents.join(root, "Package.swift"))
        let config = try ProjectConfig.load(packageRoot: root, fileSystem: fs)
        let registration = FeatureRegistration(name: "Weather", layout: config.layout)
        let registered = try ManifestEditor(source: manifest).registering(registration)
        let edited = try ManifestEditor(source: registered.text).addingDependency("Weather", toTarget: "App")
        var plan = GenerationPlan(root: root, manifestEdit: .init(original: manifest, edited: edited.text))
        try plan.add(
            "Features/Weather/Sources/Weather.swift",
            text: "public struct Weather: Sendable {\n    public init() {}\n    public var summary: String { \"sunny\" }\n}\n")
        // A registered feature target processes its `Resources` folder (the String Catalog).
        try plan.add(
            "Features/Weather/Sources/Resources/Localizable.xcstrings",
            text: "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n")
        try plan.add(
            "Features/Weather/Tests/WeatherTests.swift",
            text:
                "import Testing\n@testable import Weather\n\n@Suite struct WeatherTests {\n    @Test func summary() {\n        #expect(Weather().summary == \"sunny\")\n    }\n}\n"
        )
        let verifier = ManifestVerifier(swiftExecutable: swift)
        let report = try PlanWriter(fileSystem: fs).write(plan, mode: .apply) { directory in
            try verifier.verify(packageDirectory: directory)
        }
        #expect(report.applied)
        #expect(!fs.exists(PathComponents.join(root, ".scaffold/.staging-")))
        #expect(
            try fs.contentsOfDirectory(PathComponents.join(root, ".scaffold")).sorted() == ["base", "config.json"])

        // 3. The package builds and its tests (App's and the feature's) pass.
        let build = try ManifestVerifier.runProcess(swift, ["build"], root)
        #expect(build.status == 0, "swift build failed:\n\(build.standardOutput)\n\(build.standardError)")
        let test = try ManifestVerifier.runProcess(swift, ["test"], root)
        #expect(test.status == 0, "swift test failed:\n\(test.standardOutput)\n\(test.standardError)")
        #expect((test.standardOutput + test.standardError).contains("appNameIsThePackageName"))
        // The shared runtime `init` writes builds, and its tests pass.
        #expect((test.standardOutput + test.standardError).contains("Suite OperationRunsTests passed"))
    }
}
