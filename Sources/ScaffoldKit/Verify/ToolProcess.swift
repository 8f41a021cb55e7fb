import Foundation

/// Runs a toolchain program (`swift`, `swiftc`) and collects its combined output, optionally
/// handing each line to a callback as it arrives (for `--verbose` streaming).
public struct ToolProcess: Sendable {
    /// The outcome of a run.
    public struct Result: Hashable, Sendable {
        /// The exit status (or the signal number for an uncaught signal).
        public var status: Int32
        /// Standard output and standard error, interleaved as they arrived.
        public var output: String
        /// Wall time in seconds.
        public var seconds: Double
    }

    /// The executable's absolute path.
    public var executable: String
    /// Environment for the child; `nil` inherits this process's.
    public var environment: [String: String]?

    /// Creates a runner for `executable`.
    public init(executable: String, environment: [String: String]? = nil) {
        self.executable = executable
        self.environment = environment
    }

    /// Finds `name` on `PATH` (or under `SWIFT_EXEC`-style overrides the caller passes).
    /// - Returns: a runner, or `nil` when the program is not on the path.
    public static func find(_ name: String, environment: [String: String]) -> ToolProcess? {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = (String(directory) as NSString).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return ToolProcess(executable: candidate)
            }
        }
        return nil
    }

    /// Runs the program to completion.
    /// - Parameters:
    ///   - arguments: command-line arguments.
    ///   - directory: working directory.
    ///   - onLine: called with each output line (without its newline) as it arrives.
    /// - Returns: status, output and duration.
    /// - Throws: when the program cannot be started.
    public func run(_ arguments: [String], in directory: String, onLine: (@Sendable (String) -> Void)? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        var collected = Data()
        var pending = Data()
        let handle = pipe.fileHandleForReading
        func take(_ chunk: Data) {
            collected.append(chunk)
            guard let onLine else { return }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                onLine(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            take(chunk)
        }
        // An empty read is normally the end of the output, but a read interrupted by a signal
        // (another child exiting, under load) can look the same: drain to the real end.
        take(handle.readDataToEndOfFile())
        if let onLine, !pending.isEmpty { onLine(String(decoding: pending, as: UTF8.self)) }
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Result(status: process.terminationStatus, output: String(decoding: collected, as: UTF8.self), seconds: seconds)
    }
}
