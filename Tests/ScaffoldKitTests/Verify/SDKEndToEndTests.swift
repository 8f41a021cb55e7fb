import Foundation
import Testing

@testable import ScaffoldKit

/// Generated code against Apple's real iOS 17.0 SDK (and the macOS 14.0 SDK where `os(macOS)`
/// code appears), through ``SDKTypeCheck``: the path `scaffold verify --sdk` takes on any machine
/// and, with Xcode's SDK, on a Mac. Skipped, saying so, when `../shared/sdk` is absent.
@Suite(.serialized, .enabled(if: SDKHarness.extractScript != nil, SDKHarness.skipReason))
struct SDKEndToEndTests {
    /// Every `Examples/*/expected` and style golden feature type-checks against the SDK.
    @Test func everyExampleAndGoldenTypeChecksAgainstTheSDK() throws {
        let harness = try SDKHarness.shared.get()
        let folders = StandInHarness.repositorySourcesFolders()
        #expect(folders.count >= 19)
        var macOS = 0
        for folder in folders {
            let result = try harness.check(sourcesFolder: Golden.repositoryRoot.path + "/" + folder)
            if result.sdks.count > 1 { macOS += 1 }
            print(
                "SDK type-check \(folder) against \(result.sdks.map(\.name)): \(result.succeeded ? "ok" : "FAILED") (\(String(format: "%.1f", result.seconds)) s)"
            )
            if !result.succeeded { Issue.record("\(folder) does not type-check against the SDK:\n\(result.output)") }
        }
        // The `os(macOS)` code lives in the runtime (FeatureCoreUI), checked against both SDKs.
        #expect(macOS > 0 || harness.runtimeSDKs.count > 1, "nothing was checked against the macOS SDK")
    }

    /// Seeded random specs (`SCAFFOLD_SPEC_SEED`, default 2), rendered by `scaffold feature`,
    /// type-check against the SDK.
    @Test func generatedSpecsTypeCheckAgainstTheSDK() throws {
        let harness = try SDKHarness.shared.get()
        let seed = SeededGenerator.seed(from: "SCAFFOLD_SPEC_SEED", default: 2)
        print(
            "SDK type-check of generated specs: seed \(seed); reproduce with SCAFFOLD_SPEC_SEED=\(seed) swift test --filter SDKEndToEndTests"
        )
        var generator = RandomSpecGenerator(seed: seed)
        let directory = try TemporaryDirectory()
        let root = directory.path + "/Generated"
        try #require(runTool(["init", "Generated", "--path", root], in: directory.path).status == 0)
        for index in 0..<6 {
            let name = "Gen\(index)"
            let path = try directory.write("specs/\(name).feature.json", generator.spec(name: name, index: index).text() + "\n")
            let rendered = runTool(["feature", "--spec", path], in: root)
            try #require(rendered.status == 0, "\(rendered.stderr)")
            let result = try harness.check(sourcesFolder: root + "/Features/\(name)/Sources")
            if !result.succeeded {
                Issue.record("spec \(name) (seed \(seed)) does not type-check against the SDK:\n\(result.output.suffix(3000))")
            }
        }
    }

    static let selfTests = Golden.repositoryRoot.appendingPathComponent("StandIns/SelfTests").path

    /// Where the iOS 17.0 / macOS 14.0 SDKs of `../shared/sdk` differ from the Xcode 16 SDKs a
    /// Swift 6 package is built with (beyond what ``SDKPreparation`` edits), so a self-test's
    /// result there is not evidence against the stand-ins: (file, message part, why).
    static let sdkVersionDifferences: [(file: String, message: String, reason: String)] = [
        ("AcceptedSwiftUI.swift", "unknown attribute 'Previewable'", "@Previewable arrived with Xcode 16's SDKs"),
        (
            "AcceptedSwiftUI.swift", "have '_:systemImage:_:'",
            "Button(_:systemImage:action:) is missing from this beta-era interface (see ../shared/sdk/README.md)"
        ),
        (
            "AcceptedSwiftUI.swift", "to expected argument type 'ButtonRole'",
            "the same Button(_:systemImage:action:) call, resolved against the role overload"
        ),
        (
            "NonSendableFunctionAsButtonAction.swift", "",
            "Button's action is a plain () -> Void in the iOS 17.0 SDK and @MainActor in Xcode 16's"
        ),
    ]

    static func knownDifference(_ file: String, _ message: CompilerMessage?) -> String? {
        sdkVersionDifferences.first { difference in
            difference.file == file && (message.map { $0.message.contains(difference.message) } ?? difference.message.isEmpty)
        }?.reason
    }

    /// What the stand-ins accept compiles against the real SDK (errors from the SDKs' known
    /// differences listed in ``sdkVersionDifferences`` are printed, not failures).
    @Test(arguments: ["AcceptedSwiftUI.swift", "AcceptedSwiftData.swift"])
    func standInAcceptedSnippetsTypeCheckAgainstTheSDK(_ file: String) throws {
        let result = try SDKHarness.shared.get().check(module: "SelfTest", paths: [Self.selfTests + "/" + file])
        var unexplained: [CompilerMessage] = []
        for message in result.messages {
            if let reason = Self.knownDifference(file, message) {
                print("SDK self-test \(file):\(message.line): \(message.message) — known SDK difference: \(reason)")
            } else {
                unexplained.append(message)
            }
        }
        if !unexplained.isEmpty || (!result.succeeded && result.messages.isEmpty) {
            Issue.record("\(file) is accepted by the stand-ins but not by the SDK:\n\(result.output)")
        }
    }

    /// What the stand-ins reject fails against the real SDKs too (iOS and macOS: an iOS-only
    /// modifier must fail for macOS). The stand-ins' expected message is printed when the SDK
    /// words it differently.
    @Test(arguments: StandInEndToEndTests.rejectedFiles)
    func standInRejectedSnippetsFailAgainstTheSDK(_ file: String) throws {
        let path = Self.selfTests + "/Rejected/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let result = try SDKHarness.shared.get().check(module: "Rejected", paths: [path], everySDK: true)
        if result.succeeded, let reason = Self.knownDifference(file, nil) {
            print("SDK self-test \(file): type-checks against this SDK — known SDK difference: \(reason)")
            return
        }
        #expect(!result.succeeded, "\(file) is rejected by the stand-ins but type-checks against the SDK: the self-test is wrong")
        let expected = text.split(separator: "\n").compactMap { line in
            line.hasPrefix("// expect-error: ") ? String(line.dropFirst("// expect-error: ".count)) : nil
        }
        for error in expected where !result.succeeded && !result.messages.contains(where: { $0.message.contains(error) }) {
            print("SDK self-test \(file): rejected, worded differently from \"\(error)\": \(result.messages.map(\.message))")
        }
    }

    /// Planted mistakes the stand-ins cannot see fail against the SDK, naming the file and line.
    @Test(arguments: [
        // An argument label SwiftUI has no initializer for (the stand-in rewriter-free check of
        // Apple's overloads): `Toggle(_:isOn:)` is the real spelling.
        (
            "WrongToggleLabel.swift",
            "import SwiftUI\n\nstruct V: View {\n    @State private var on = false\n    var body: some View { Toggle(\"On\", value: $on) }\n}\n",
            5
        ),
        // iOS 18 API (`MeshGradient`) in an iOS 17 target without `#available`.
        (
            "IOS18Only.swift",
            "import SwiftUI\n\nstruct V: View {\n    var body: some View {\n        MeshGradient(width: 2, height: 2, points: [], colors: [])\n    }\n}\n",
            5
        ),
    ])
    func plantedMistakeFailsWithItsLine(_ file: String, _ text: String, _ line: Int) throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(file, text)
        let result = try SDKHarness.shared.get().check(module: "Planted", paths: [path])
        #expect(!result.succeeded)
        #expect(result.messages.contains { $0.severity == "error" && $0.path == path && $0.line == line }, "\(result.output)")
    }

    /// Through ``FeatureVerifier`` (the `verify --sdk` path; `swift` is a fake that succeeds): a
    /// wrong argument label and an iOS 18-only API in a generated screen fail, each error naming
    /// the template line that produced it, and both files' errors are reported.
    @Test func verifierMapsSDKErrorsToTemplateLines() throws {
        let harness = try SDKHarness.shared.get()
        let directory = try TemporaryDirectory()
        let fake = try directory.write("bin/swift", "#!/bin/sh\nexit 0\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
        let swiftc = try #require(ToolProcess.find("swiftc", environment: ProcessInfo.processInfo.environment))
        let screens = [
            "Features/Planted/Sources/PlantedScreen.swift":
                "#if canImport(SwiftUI)\nimport SwiftUI\n\nstruct PlantedScreen: View {\n    @State private var on = false\n    var body: some View { Toggle(\"On\", value: $on) }\n}\n#endif\n",
            "Features/Planted/Sources/PlantedBackground.swift":
                "#if canImport(SwiftUI)\nimport SwiftUI\n\nstruct PlantedBackground: View {\n    var body: some View {\n        MeshGradient(width: 2, height: 2, points: [], colors: [])\n    }\n}\n#endif\n",
        ]
        var files: [FeatureVerifier.GeneratedFile] = []
        for (path, text) in screens.sorted(by: { $0.key < $1.key }) {
            _ = try directory.write(path, text)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            let template = (path as NSString).lastPathComponent.replacingOccurrences(of: "Planted", with: "") + ".mustache"
            files.append(
                .init(
                    path: path, renderedContent: text,
                    lineMap: (1...lines).map { TemplateLocation(template: template, line: $0 + 100, column: 1) }))
        }
        var verifier = FeatureVerifier(
            packageRoot: directory.path, swift: ToolProcess(executable: fake), swiftc: swiftc,
            progress: { print($0, terminator: "") })
        verifier.sdk = harness.selection
        verifier.sdkCacheRoot = harness.cacheRoot
        let report = try verifier.verify([
            .init(name: "Planted", testTarget: "PlantedTests", files: files, sourcesPath: "Features/Planted/Sources")
        ])
        #expect(!report.succeeded)
        let errors = report.problems.filter { $0.message.severity == "error" }
        #expect(
            errors.contains {
                $0.message.path.hasSuffix("PlantedScreen.swift") && $0.message.line == 6
                    && $0.template?.template == "Screen.swift.mustache"
                    && $0.template?.line == 106
            }, "\(errors)")
        #expect(
            errors.contains {
                $0.message.path.hasSuffix("PlantedBackground.swift") && $0.message.line == 6
                    && $0.template?.template == "Background.swift.mustache" && $0.template?.line == 106
            }, "\(errors)")
    }
}
