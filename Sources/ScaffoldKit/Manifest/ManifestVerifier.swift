import Foundation

/// Checks an edited manifest with the toolchain: runs `swift package dump-package` in the
/// package directory and fails with the tool's own error message when the manifest does not
/// evaluate.
///
/// The process runner is injectable so tests can simulate the toolchain. Pass ``verify(packageDirectory:)``
/// as the `verify` hook of ``PlanWriter/write(_:mode:verify:)`` to undo the whole write when the
/// manifest is broken.
public struct ManifestVerifier: Sendable {
    /// How an edited manifest was proved to load.
    public enum Proof: String, Hashable, Sendable {
        /// `swiftc -typecheck` against the toolchain's `PackageDescription` interface.
        case typecheck = "type-checked against the toolchain's PackageDescription"
        /// `swift package dump-package`, with the new targets found in what SwiftPM loaded.
        case dumpPackage = "loaded by 'swift package dump-package'"
    }

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
            let detail = Self.errorLines(result.standardError).joined(separator: "; ")
            throw ManifestVerificationError(
                message: "the edited Package.swift does not evaluate ('swift package dump-package' exited with \(result.status))"
                    + (detail.isEmpty ? "" : ": " + detail)
            )
        }
        return result.standardOutput
    }

    /// Evaluates the manifest in `packageDirectory` with `swift package dump-package` and
    /// confirms that SwiftPM sees every target in `expectedTargets` (the manifest it loads may
    /// be another file, such as a version-specific `Package@swift-X.swift`).
    /// - Parameters:
    ///   - packageDirectory: the directory containing the manifests.
    ///   - expectedTargets: target names the loaded manifest must declare.
    /// - Returns: the JSON printed by `dump-package`.
    /// - Throws: ``ManifestVerificationError`` when the manifest does not evaluate, or a target
    ///   is missing from what SwiftPM loaded (naming them).
    @discardableResult
    public func verify(packageDirectory: String, expectingTargets expectedTargets: [String]) throws(ManifestVerificationError)
        -> String
    {
        let json = try verify(packageDirectory: packageDirectory)
        guard !expectedTargets.isEmpty else { return json }
        let loaded = Self.targetNames(inDumpPackageJSON: json)
        let missing = expectedTargets.filter { !loaded.contains($0) }
        guard missing.isEmpty else {
            throw ManifestVerificationError(
                message:
                    "SwiftPM loads the manifest but does not see the new target\(missing.count == 1 ? "" : "s") "
                    + missing.map { "'\($0)'" }.joined(separator: ", ")
                    + " ('swift package dump-package' lists \(loaded.count) targets); is another manifest (Package@swift-X.swift) the one this toolchain loads?"
            )
        }
        return json
    }

    /// The `targets[].name` values of `swift package dump-package` JSON.
    static func targetNames(inDumpPackageJSON json: String) -> Set<String> {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let targets = object["targets"] as? [[String: Any]]
        else { return [] }
        return Set(targets.compactMap { $0["name"] as? String })
    }

    /// Type-checks a manifest against the toolchain's `PackageDescription` module interface
    /// (`swiftc -typecheck -I <toolchain>/lib/swift/pm/ManifestAPI -swift-version …
    /// -package-description-version …`): the compile step of what SwiftPM does to load a
    /// manifest, without linking or running it. Catches every syntax and type error (wrong
    /// labels, missing commas, unknown members); not what only running finds (duplicate names,
    /// a crash in manifest code).
    /// - Parameters:
    ///   - manifestPath: the manifest file.
    ///   - toolsVersion: the tools version it declares (picks the API version and language mode).
    /// - Returns: `false` when the toolchain has no `ManifestAPI` directory or `swiftc` (the
    ///   caller then runs ``verify(packageDirectory:expectingTargets:)`` instead).
    /// - Throws: ``ManifestVerificationError`` with the compiler's error lines when the manifest
    ///   does not type-check.
    public func typecheck(manifestPath: String, toolsVersion: ManifestSelection.Version) throws(ManifestVerificationError)
        -> Bool
    {
        guard let swiftc = compilerExecutable(), let api = Self.manifestAPIDirectory(swiftc: swiftc) else { return false }
        let arguments = [
            "-typecheck", "-I", api, "-swift-version", toolsVersion.manifestLanguageMode,
            "-package-description-version", toolsVersion.description, manifestPath,
        ]
        let result: ProcessResult
        do {
            result = try runner(swiftc, arguments, PathComponents.parent(of: manifestPath))
        } catch {
            return false
        }
        guard result.status == 0 else {
            let detail = Self.errorLines(result.standardError).joined(separator: "; ")
            throw ManifestVerificationError(
                message:
                    "the edited manifest does not type-check against the toolchain's PackageDescription (swiftc exited with \(result.status))"
                    + (detail.isEmpty ? "" : ": " + detail)
            )
        }
        return true
    }

    /// The toolchain's Swift version (`swiftc --version`), or `nil` when it cannot be read.
    public func toolchainVersion() -> ManifestSelection.Version? {
        guard let swiftc = compilerExecutable(), let result = try? runner(swiftc, ["--version"], "/"), result.status == 0
        else { return nil }
        let text = result.standardOutput + result.standardError
        guard let range = text.range(of: "Swift version ") else { return nil }
        let version = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        return ManifestSelection.Version(parsing: version)
    }

    /// `swiftc` beside the configured `swift`, else on `PATH`.
    private func compilerExecutable() -> String? {
        if let swiftExecutable {
            let sibling = PathComponents.join(PathComponents.parent(of: swiftExecutable), "swiftc")
            if FileManager.default.isExecutableFile(atPath: sibling) { return sibling }
        }
        return Self.findExecutable("swiftc", path: environment["PATH"])
    }

    /// `<toolchain>/usr/lib/swift/pm/ManifestAPI` for a `swiftc` in `<toolchain>/usr/bin`, when it
    /// holds the `PackageDescription` module.
    static func manifestAPIDirectory(swiftc: String) -> String? {
        let binary = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        let api = binary.deletingLastPathComponent().appendingPathComponent("lib/swift/pm/ManifestAPI").path
        guard FileManager.default.fileExists(atPath: PathComponents.join(api, "PackageDescription.swiftmodule")) else {
            return nil
        }
        return api
    }

    /// The most useful lines of the tool's error output: compiler diagnostics pointing into the
    /// manifest when there are any (the tool's own summary lines repeat the whole compiler
    /// command line), else its `error:` lines, else its last lines; at most five, no repeats.
    static func errorLines(_ standardError: String) -> [String] {
        let lines = standardError.split(separator: "\n").map { String($0) }
        let located = lines.filter {
            $0.range(of: #"Package(@swift-[0-9.]+)?\.swift:\d+:\d+: error:"#, options: .regularExpression) != nil
        }
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
