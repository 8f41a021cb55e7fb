import Foundation
import Testing

@testable import ScaffoldKit

/// The SwiftPM command plugin, the way a team uses it: a fresh package adds this repository as a
/// local-path dependency and runs `swift package --allow-writing-to-package-directory scaffold …`
/// (SwiftPM builds the scaffold executable from this repository and the plugin runs it).
@Suite(.serialized) struct ScaffoldPluginEndToEndTests {
    @Test(.timeLimit(.minutes(25)))
    func aDependentPackageRunsScaffoldThroughThePlugin() throws {
        guard let swift = ManifestVerifier.findExecutable("swift", path: BoundedSwift.path) else {
            return
        }
        let scratch = try TemporaryDirectory()
        let root = PathComponents.join(scratch.path, "Host")
        let initialised = CommandLineTool.run(
            arguments: ["init", "Host"], environment: [:], currentDirectory: scratch.path, stdout: BufferedOutput(),
            stderr: BufferedOutput())
        try #require(initialised == ExitCode.success)
        let manifestPath = PathComponents.join(root, "Package.swift")
        let manifest = try String(contentsOfFile: manifestPath, encoding: .utf8)
        let repository = Golden.repositoryRoot.path
        // `dependencies:` comes right before `targets:` in `Package(…)`.
        let withDependency = manifest.replacingOccurrences(
            of: "    targets: [", with: "    dependencies: [.package(path: \"\(repository)\")],\n    targets: [")
        try #require(withDependency != manifest)
        try withDependency.write(toFile: manifestPath, atomically: true, encoding: .utf8)

        func plugin(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let result = try ManifestVerifier.runProcess(
                swift, ["package", "--allow-writing-to-package-directory", "scaffold"] + arguments, root)
            return (result.status, result.standardOutput + result.standardError)
        }
        let feature = try plugin(["feature", "Weather"])
        try #require(feature.status == 0, "\(feature.output)")
        #expect(feature.output.contains("Generated feature 'Weather'"))
        #expect(FileManager.default.fileExists(atPath: PathComponents.join(root, "Features/Weather/Sources/WeatherRoute.swift")))
        let list = try plugin(["list"])
        #expect(list.status == 0, "\(list.output)")
        #expect(list.output.contains("Weather  feature  storage none       in sync"))
        let check = try plugin(["check"])
        #expect(check.status == 0, "\(check.output)")
        let sync = try plugin(["sync"])
        #expect(sync.status == 0, "\(sync.output)")
        // verify builds in a directory of its own: the outer `swift package` holds `.build`.
        let verify = try plugin(["verify", "Weather"])
        #expect(verify.status == 0, "\(verify.output)")
        #expect(verify.output.contains("--scratch-path \(FeatureVerifier.pluginScratchPath(packageRoot: root))"))
        #expect(verify.output.contains("verify: Weather builds without warnings and its tests pass"), "\(verify.output)")
        // (verify built the package with its tests, warnings as errors, and ran them: a second
        // `swift build` here would repeat that for about a minute of CI.)
        // A failure in scaffold is a failure of `swift package`.
        let unknown = try plugin(["remove", "Nope"])
        #expect(unknown.status != 0)
        #expect(unknown.output.contains("'Nope' is not a feature scaffold generated here"))
    }

}
