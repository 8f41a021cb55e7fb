import Foundation

@testable import ScaffoldKit

/// Runs the system's `git` in one folder for tests that drive real branches and merges, as a
/// team: a fixed author, no line-ending conversion, output and errors together.
struct GitRunner {
    /// The `git` executable.
    let executable: String
    /// The working tree the commands run in.
    let directory: String

    /// A runner in `directory`, or `nil` when `git` is not on `PATH`.
    init?(in directory: String) {
        guard let git = ManifestVerifier.findExecutable("git", path: ProcessInfo.processInfo.environment["PATH"]) else {
            return nil
        }
        executable = git
        self.directory = directory
    }

    /// Runs `git <arguments>` and returns its output.
    /// - Throws: ``TestFailure`` with the output when git exits nonzero.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            ["-c", "user.name=Team", "-c", "user.email=team@example.com", "-c", "core.autocrlf=false"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw TestFailure("git \(arguments.joined(separator: " ")): \(output)") }
        return output
    }
}
