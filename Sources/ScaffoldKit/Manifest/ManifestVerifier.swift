import Foundation

/// Checks an edited manifest with the toolchain: runs `swift package dump-package` in the
/// package directory and fails with the tool's own error message when the manifest does not
/// evaluate.
///
/// The process runner is injectable so tests can simulate the toolchain. Pass ``verify(packageDirectory:)``
/// as the `verify` hook of ``PlanWriter/write(_:mode:verify:)`` to undo the whole write when the
/// manifest is broken.
public struct ManifestVerifier: Sendable {
    /// The result of running a process.
    public struct ProcessResult: Hashable, Sendable {
        /// The exit status.
        public var status: Int32
        /// Everything written to standard output.
        public var standardOutput: String
        /// Everything written to standard error.
        public var standardError: String

        /// Creates a result.
        public init(status: Int32, standardOutput: String, standardError: String) {
            self.status = status
            self.standardOutput = standardOutput
            self.standardError = standardError
        }
    }

    /// Runs an executable with arguments in a working directory.
    public typealias Runner = @Sendable (_ executable: String, _ arguments: [String], _ directory: String) throws -> ProcessResult

    /// Set (to any value) by the SwiftPM command plugin in scaffold's environment.
    public static let pluginEnvironmentKey = "SCAFFOLD_RUN_BY_PLUGIN"

    /// Runs the command.
    public var runner: Runner
    /// The `swift` executable, or `nil` to search `PATH` when verifying.
    public var swiftExecutable: String?
    /// Environment used to search `PATH`.
    public var environment: [String: String]

    /// Creates a verifier.
    /// - Parameters:
    ///   - swiftExecutable: the `swift` executable; `nil` searches `PATH`.
    ///   - environment: the environment whose `PATH` is searched.
    ///   - runner: runs a process (defaults to ``runProcess(_:_:_:)`` with Foundation's `Process`).
    public init(
        swiftExecutable: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        runner: @escaping Runner = ManifestVerifier.runProcess
    ) {
        self.swiftExecutable = swiftExecutable
        self.environment = environment
        self.runner = runner
    }

    /// Evaluates the manifest in `packageDirectory`.
    /// - Parameter packageDirectory: the directory containing `Package.swift`.
    /// - Returns: the JSON printed by `dump-package`.
    /// - Throws: ``ManifestVerificationError`` when `swift` cannot be found or run, or the
    ///   manifest fails to evaluate (with the tool's error lines).
    @discardableResult
    public func verify(packageDirectory: String) throws(ManifestVerificationError) -> String {
        guard let swift = swiftExecutable ?? Self.findExecutable("swift", path: environment["PATH"]) else {
            throw ManifestVerificationError(message: "cannot verify Package.swift: 'swift' was not found on PATH")
        }
        let result: ProcessResult
        do {
            // Under the SwiftPM command plugin, the `swift package` that runs scaffold holds the
            // package's `.build` lock; a scratch folder of its own keeps this one from waiting
            // on it forever.
            if environment[Self.pluginEnvironmentKey] != nil {
                let scratch = NSTemporaryDirectory() + "scaffold-dump-package-" + UUID().uuidString
                defer { try? FileManager.default.removeItem(atPath: scratch) }
                result = try runner(swift, ["package", "--scratch-path", scratch, "dump-package"], packageDirectory)
            } else {
                result = try runner(swift, ["package", "dump-package"], packageDirectory)
            }
        } catch {
            throw ManifestVerificationError(message: "cannot verify Package.swift: running \(swift) failed: \(error)")
        }
        guard result.status == 0 else {
            let detail = Self.errorLines(result.standardError).joined(separator: "\n")
            throw ManifestVerificationError(
                message: "the edited Package.swift does not evaluate ('swift package dump-package' exited with \(result.status))"
                    + (detail.isEmpty ? "" : ":\n" + detail)
            )
        }
        return result.standardOutput
    }

    /// The most useful lines of the tool's error output: compiler diagnostics pointing into the
    /// manifest when there are any (the tool's own summary lines repeat the whole compiler
    /// command line), else its `error:` lines, else its last lines; at most five, no repeats.
    static func errorLines(_ standardError: String) -> [String] {
        let lines = standardError.split(separator: "\n").map { String($0) }
        let located = lines.filter { $0.range(of: #"Package\.swift:\d+:\d+: error:"#, options: .regularExpression) != nil }
        let errors = lines.filter { $0.contains("error:") }
        var chosen = !located.isEmpty ? located : (!errors.isEmpty ? errors : Array(lines.suffix(3)))
        var seen = Set<String>()
        chosen = chosen.filter { seen.insert($0).inserted }
        return Array(chosen.prefix(5))
    }

    /// Finds an executable by name in a `PATH`-style list of directories.
    /// - Parameters:
    ///   - name: the executable's name.
    ///   - path: colon-separated directories.
    /// - Returns: the first executable match, or `nil`.
    public static func findExecutable(_ name: String, path: String?) -> String? {
        for directory in (path ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = PathComponents.join(String(directory), name)
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs a process with Foundation's `Process`, collecting both output streams.
    /// - Parameters:
    ///   - executable: absolute path of the executable.
    ///   - arguments: its arguments.
    ///   - directory: the working directory.
    /// - Returns: the exit status and output.
    /// - Throws: when the process cannot be launched.
    @Sendable public static func runProcess(_ executable: String, _ arguments: [String], _ directory: String) throws
        -> ProcessResult
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Drain stderr on another thread so neither pipe can fill up and block the child.
        let errorData = OutputCollector()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData.set(error.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.get(), as: UTF8.self)
        )
    }
}

/// Data written by one thread and read by another after a barrier.
private final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ value: Data) {
        lock.lock()
        data = value
        lock.unlock()
    }

    func get() -> Data {
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}
