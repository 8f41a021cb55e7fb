import Foundation
import Testing

@testable import ScaffoldKit

/// Where verify finds an Apple SDK (`--sdk`, `SCAFFOLD_IOS_SDK`, `xcrun`) and how it drives
/// `xcodebuild`: the Mac-only tools are fake executables here that record their arguments.
@Suite struct SDKSelectionTests {
    /// A folder shaped like an SDK (what ``AppleSDK/at(_:expecting:)`` looks for).
    static func fakeSDK(_ name: String, in directory: TemporaryDirectory) throws -> String {
        _ = try directory.write("\(name)/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface", "")
        return directory.path + "/" + name
    }

    /// A fake tool that appends its arguments (one per line, then `--`) to `log` and prints `output`.
    static func fakeTool(_ name: String, printing output: String, in directory: TemporaryDirectory) throws -> (
        ToolProcess, String
    ) {
        let log = directory.path + "/\(name).log"
        let script = try directory.write(
            "bin/\(name)",
            "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\" >> '\(log)'; done\necho -- >> '\(log)'\nprintf '%s\\n' '\(output)'\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        return (ToolProcess(executable: script), log)
    }

    @Test func xcrunIsAskedForTheIOSSDKWhenNothingIsNamed() throws {
        let directory = try TemporaryDirectory()
        let sdk = try Self.fakeSDK("iPhoneOS18.0.sdk", in: directory)
        let (xcrun, log) = try Self.fakeTool("xcrun", printing: sdk, in: directory)
        let selection = try #require(
            try SDKSelection.locate(option: nil, environment: [:], xcrun: xcrun, directory: directory.path))
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "--sdk\niphoneos\n--show-sdk-path\n--\n")
        #expect(selection.iOS.path == sdk && selection.iOS.platform == .iOS && selection.source == "xcrun")
        #expect(selection.iOS.proofName == "iPhoneOS18.0.sdk (arm64-apple-ios17.0)")
        #expect(selection.macOS == nil)
    }

    @Test func optionThenEnvironmentWinOverXcrun() throws {
        let directory = try TemporaryDirectory()
        let named = try Self.fakeSDK("a/iPhoneOS17.0.sdk", in: directory)
        let fromEnvironment = try Self.fakeSDK("b/iPhoneOS17.2.sdk", in: directory)
        let macOS = try Self.fakeSDK("a/macOS14.0.sdk", in: directory)
        let (xcrun, log) = try Self.fakeTool("xcrun", printing: "/nowhere", in: directory)
        let environment = [AppleSDK.iOSEnvironmentKey: fromEnvironment]
        let byOption = try #require(
            try SDKSelection.locate(option: named, environment: environment, xcrun: xcrun, directory: directory.path))
        #expect(byOption.iOS.path == named && byOption.source == "--sdk")
        #expect(byOption.macOS?.path == macOS, "the macOS SDK beside the iOS one")
        let byEnvironment = try #require(
            try SDKSelection.locate(option: nil, environment: environment, xcrun: xcrun, directory: directory.path))
        #expect(byEnvironment.iOS.path == fromEnvironment && byEnvironment.source == "SCAFFOLD_IOS_SDK")
        #expect(!FileManager.default.fileExists(atPath: log), "xcrun was run although an SDK was named")
        #expect(try SDKSelection.locate(option: nil, environment: [:], xcrun: nil, directory: directory.path) == nil)
    }

    @Test func unusableSDKsAreOneLineErrors() throws {
        let directory = try TemporaryDirectory()
        let macOS = try Self.fakeSDK("MacOSX14.0.sdk", in: directory)
        #expect(throws: AppleSDK.LocationError.self) {
            try SDKSelection.locate(option: macOS, environment: [:], xcrun: nil, directory: "/")
        }
        #expect(throws: AppleSDK.LocationError.self) {
            try SDKSelection.locate(option: directory.path + "/none.sdk", environment: [:], xcrun: nil, directory: "/")
        }
        let (failing, _) = try Self.fakeTool("xcrun", printing: "", in: directory)
        #expect(throws: AppleSDK.LocationError.self) {
            try SDKSelection.locate(option: nil, environment: [:], xcrun: failing, directory: "/")
        }
    }

    @Test func xcodebuildBuildsTheProjectForAnIOSSimulatorAndMacOS() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write("Xcode/Demo.xcodeproj/project.pbxproj", "")
        _ = try directory.write("Xcode/DemoApp/DemoApp.swift", "")
        let (xcodebuild, log) = try Self.fakeTool("xcodebuild", printing: "** BUILD SUCCEEDED **", in: directory)
        let (tool, _) = try Self.fakeTool("swift", printing: "", in: directory)
        var verifier = FeatureVerifier(packageRoot: directory.path, swift: tool, swiftc: tool, progress: { _ in })
        verifier.xcodebuild = xcodebuild
        let entry = FeatureVerifier.GeneratedFile(path: "Xcode/DemoApp/DemoApp.swift", renderedContent: "", lineMap: [])
        verifier.app = .init(
            name: "App", sourcesPath: "Sources/App", files: [], entryPointPath: "Xcode/DemoApp", entryPointModule: "Demo",
            entryPointFiles: [entry])
        var report = FeatureVerifier.Report(succeeded: true, parsedOnly: [entry.path], problems: [], failingTests: [])
        try verifier.buildXcodeProject(into: &report)
        let derived = directory.path + "/.build/scaffold-xcode"
        let expected = ["generic/platform=iOS Simulator", "platform=macOS"].map { destination in
            [
                "-project", "Xcode/Demo.xcodeproj", "-scheme", "Demo", "-destination", destination, "-derivedDataPath", derived,
                "CODE_SIGNING_ALLOWED=NO", "build", "--",
            ].joined(separator: "\n") + "\n"
        }.joined()
        #expect(try String(contentsOfFile: log, encoding: .utf8) == expected)
        #expect(report.succeeded && report.parsedOnly.isEmpty)
        #expect(report.builtWithXcode.map(\.path) == [entry.path])
        #expect(
            FeatureVerifier.FileProof.builtWithXcode(["iOS Simulator", "macOS"]).description
                == "built by xcodebuild for iOS Simulator and macOS")
    }

    @Test func proofLinesSayWhichSDK() {
        let sdk = AppleSDK(path: "/x/iPhoneOS17.0.sdk", platform: .iOS)
        #expect(
            FeatureVerifier.FileProof.typeCheckedAgainstSDKs([sdk.proofName]).description
                == "type-checked against iPhoneOS17.0.sdk (arm64-apple-ios17.0)")
        #expect(
            VerifyCommand.sdkSummary([[sdk.proofName], [sdk.proofName, "macOS14.0.sdk (x86_64-apple-macos14.0)"]])
                == "2 SwiftUI/SwiftData files are type-checked against iPhoneOS17.0.sdk (arm64-apple-ios17.0), 1 of them also against macOS14.0.sdk (x86_64-apple-macos14.0), not built"
        )
    }
}
