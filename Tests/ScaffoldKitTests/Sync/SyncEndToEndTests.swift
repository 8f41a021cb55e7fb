import Foundation
import Testing

@testable import ScaffoldKit

/// The one slow sync test: proof (a) for real. `scaffold init` and `scaffold feature` on disk,
/// then a route and a client method added to the spec, a hand edit in the client, a test file
/// of the user's own; `scaffold sync`; then the package builds with warnings as errors and its
/// tests (generated and hand-written) pass.
@Suite struct SyncEndToEndTests {
    @Test(.timeLimit(.minutes(15)))
    func syncedPackageBuildsAndItsTestsPass() throws {
        guard let swift = ManifestVerifier.findExecutable("swift", path: BoundedSwift.path) else {
            return
        }
        let scratch = try TemporaryDirectory()
        let root = PathComponents.join(scratch.path, "Demo")
        func scaffold(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
            let out = BufferedOutput(), err = BufferedOutput()
            let status = CommandLineTool.run(
                arguments: arguments, environment: BoundedSwift.environment, currentDirectory: root, stdout: out,
                stderr: err)
            return (status, out.text, err.text)
        }
        let initialised = CommandLineTool.run(
            arguments: ["init", "Demo"], environment: [:], currentDirectory: scratch.path, stdout: BufferedOutput(),
            stderr: BufferedOutput())
        #expect(initialised == ExitCode.success)
        let specPath = Golden.repositoryRoot.appendingPathComponent("Examples/Weather/Weather.feature.json").path
        let generated = scaffold(["feature", "Weather", "--spec", specPath])
        try #require(generated.status == ExitCode.success, "\(generated.stderr)")

        let package = SyncTestPackage(fileSystem: LocalFileSystem(), root: root)
        try package.edit(SyncCommandTests.client, replacing: SyncCommandTests.liveDoc, with: SyncCommandTests.userDoc)
        try package.write(SyncCommandTests.userTests, SyncCommandTests.userTestFile)
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        #expect(scaffold(["check"]).status == ExitCode.failure)

        let synced = scaffold(["sync"])
        #expect(synced.status == ExitCode.success, "\(synced.stdout)\n\(synced.stderr)")
        #expect(try package.read(SyncCommandTests.client)?.contains(SyncCommandTests.userDoc) == true)
        #expect(try package.read(SyncCommandTests.client)?.contains("func alerts(for city: City)") == true)
        #expect(try package.read(SyncCommandTests.userTests) == SyncCommandTests.userTestFile)
        #expect(scaffold(["check"]).status == ExitCode.success)
        #expect(!FileManager.default.fileExists(atPath: PathComponents.join(root, ".scaffold/.staging-")))

        let build = try ManifestVerifier.runProcess(swift, ["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], root)
        #expect(build.status == 0, "swift build failed:\n\(build.standardOutput)\n\(build.standardError)")
        let test = try ManifestVerifier.runProcess(swift, ["test", "--skip-build"], root)
        let output = test.standardOutput + test.standardError
        #expect(test.status == 0, "swift test failed:\n\(output)")
        for name in [
            "everyRouteIsADistinctValueThatRoundTripsThroughCodable", "alertsPublishesTheClientsAnswer", "doubleRecordsCalls",
        ] {
            #expect(output.contains(name), "test \(name) did not run")
        }
    }
}
