import Testing

@testable import ScaffoldKit

/// `verify` run by the SwiftPM command plugin builds in a directory of its own: the
/// `swift package` running the plugin holds the package's `.build` locked. (The plugin itself is
/// exercised in `ScaffoldPluginEndToEndTests`.)
@Suite struct VerifyScratchPathTests {
    static func verifier(scratchPath: String?) -> FeatureVerifier {
        var verifier = FeatureVerifier(
            packageRoot: "/pkg", swift: ToolProcess(executable: "/usr/bin/swift"),
            swiftc: ToolProcess(executable: "/usr/bin/swiftc"),
            progress: { _ in })
        verifier.scratchPath = scratchPath
        return verifier
    }

    @Test func fromThePluginVerifyBuildsUnderItsOwnScratchPath() {
        let scratch = VerifyCommand.scratchPath(for: "/pkg", environment: [ManifestVerifier.pluginEnvironmentKey: "1"])
        #expect(scratch == "/pkg/.build/scaffold-verify")
        let verifier = Self.verifier(scratchPath: scratch)
        #expect(
            verifier.buildArguments(testTarget: "WeatherTests")
                == [
                    "build", "--target", "WeatherTests", "--scratch-path", "/pkg/.build/scaffold-verify", "-Xswiftc",
                    "-warnings-as-errors",
                ])
        #expect(
            verifier.testArguments(filter: "^(WeatherTests)\\.")
                == [
                    "test", "--filter", "^(WeatherTests)\\.", "--scratch-path", "/pkg/.build/scaffold-verify", "-Xswiftc",
                    "-warnings-as-errors",
                ])
    }

    @Test func otherwiseVerifyUsesThePackagesBuildDirectory() {
        #expect(VerifyCommand.scratchPath(for: "/pkg", environment: ["PATH": "/usr/bin"]) == nil)
        let verifier = Self.verifier(scratchPath: nil)
        #expect(
            verifier.buildArguments(testTarget: "WeatherTests") == [
                "build", "--target", "WeatherTests", "-Xswiftc", "-warnings-as-errors",
            ])
    }
}
