import Foundation
import Testing

@testable import ScaffoldKit

/// Generated tests need a debug build (the features' fixtures are `#if DEBUG`): `verify` asked
/// for a release build says so in one line, exits with the usage code, and builds nothing.
@Suite struct VerifyConfigurationTests {
    static func run(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
        let out = BufferedOutput(), err = BufferedOutput()
        let context = CommandLineTool.Context(
            environment: [:], currentDirectory: "/nowhere", stdout: out, stderr: err, useColor: false, stdinIsTerminal: false)
        let status = VerifyCommand.run(arguments, context)
        return (status, out.text, err.text)
    }

    @Test func aReleaseConfigurationIsRefusedWithTheReason() {
        let result = Self.run(["--configuration", "release"])
        #expect(result.status == ExitCode.usage)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(result.stderr.contains("verify runs in the debug configuration only; the generated tests need a debug build"))
        #expect(result.stderr.contains("<Name>Fixtures.swift"))
        #expect(result.stderr.contains("'swift build -c release'"))
    }

    @Test func anUnknownConfigurationIsRefused() {
        let result = Self.run(["--configuration", "profile"])
        #expect(result.status == ExitCode.usage)
        #expect(result.stderr.contains("unknown configuration 'profile': verify runs 'debug' only"), "\(result.stderr)")
    }

    @Test func theHelpSaysTestsNeedADebugBuild() {
        #expect(VerifyCommand.help.contains("--configuration debug"))
        #expect(VerifyCommand.help.contains("the generated tests need a debug"))
    }
}
