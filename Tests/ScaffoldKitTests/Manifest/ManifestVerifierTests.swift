import Foundation
import Testing

@testable import ScaffoldKit

@Suite struct ManifestVerifierTests {
    @Test func passesWhenDumpPackageSucceeds() throws {
        let calls = CallLog()
        let verifier = ManifestVerifier(swiftExecutable: "/toolchain/swift") { executable, arguments, directory in
            calls.append("\(executable) \(arguments.joined(separator: " ")) in \(directory)")
            return .init(status: 0, standardOutput: "{\"name\": \"P\"}", standardError: "")
        }
        #expect(try verifier.verify(packageDirectory: "/pkg") == "{\"name\": \"P\"}")
        #expect(calls.entries == ["/toolchain/swift package dump-package in /pkg"])
    }

    @Test func failureCarriesTheToolsErrorLines() {
        let verifier = ManifestVerifier(swiftExecutable: "/swift") { _, _, _ in
            .init(
                status: 1, standardOutput: "",
                standardError:
                    "/pkg/Package.swift:7:9: error: extra argument 'bogus' in call\n        bogus: 1\n        ^\nerror: invalid manifest\n"
            )
        }
        #expect {
            try verifier.verify(packageDirectory: "/pkg")
        } throws: { error in
            (error as? ManifestVerificationError)?.message
                == "the edited Package.swift does not evaluate ('swift package dump-package' exited with 1): /pkg/Package.swift:7:9: error: extra argument 'bogus' in call"
        }
    }

    @Test func missingSwiftIsReported() {
        let verifier = ManifestVerifier(environment: ["PATH": "/nonexistent-dir"]) { _, _, _ in
            Issue.record("must not run")
            return .init(status: 0, standardOutput: "", standardError: "")
        }
        #expect(throws: ManifestVerificationError(message: "cannot verify Package.swift: 'swift' was not found on PATH")) {
            try verifier.verify(packageDirectory: "/pkg")
        }
    }

    @Test func findsExecutablesOnPath() {
        #expect(ManifestVerifier.findExecutable("sh", path: "/nonexistent:/bin:/usr/bin") != nil)
        #expect(ManifestVerifier.findExecutable("no-such-tool-xyz", path: "/bin") == nil)
    }

    /// A broken manifest fails with the tool's message (every fixture shape is loaded for real
    /// in `ManifestShapesEndToEndTests`).
    @Test func realDumpPackageReportsTheManifestError() throws {
        guard ManifestVerifier.findExecutable("swift", path: BoundedSwift.path) != nil else { return }
        let temp = try TemporaryDirectory()
        let manifest = PathComponents.join(temp.path, "Package.swift")
        let verifier = ManifestVerifier()
        try "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"X\", bogus: 1)\n".write(
            toFile: manifest, atomically: true, encoding: .utf8)
        #expect {
            try verifier.verify(packageDirectory: temp.path)
        } throws: { error in
            String(describing: error).contains("Package.swift:3:")
                && String(describing: error).contains("error: extra argument 'bogus' in call")
        }
        #expect {
            try verifier.typecheck(manifestPath: manifest, toolsVersion: .init(6))
        } throws: { error in
            String(describing: error).contains("does not type-check") && String(describing: error).contains("bogus")
        }
    }
}

/// A thread-safe list of strings recorded by an injected runner.
final class CallLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    func append(_ entry: String) {
        lock.lock()
        storage.append(entry)
        lock.unlock()
    }
    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
