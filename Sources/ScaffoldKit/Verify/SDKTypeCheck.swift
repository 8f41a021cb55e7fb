import Foundation

/// Type-checks Swift modules against a real Apple SDK: one
/// `swiftc -typecheck -target arm64-apple-ios17.0 -sdk <SDK> -swift-version 6 -warnings-as-errors
/// -wmo` per module and SDK (whole-module, so every file's errors are printed), over the files as
/// they are (no rewrite: compiler messages name the real files and lines). Modules with
/// `os(iOS)`/`os(macOS)` conditions are checked against the macOS SDK too when there is one.
///
/// What passing proves: the code is well-typed against Apple's own declarations of the SDK
/// (overloads, isolation, `Sendable`, availability against the deployment target). What it cannot
/// prove: SIL diagnostics (definite initialization, missing returns), linking, runtime
/// behaviour; on Linux, what Apple's closed-source macros would expand to (see `StandIns/Macros`).
public struct SDKTypeCheck: Sendable {
    /// The outcome for one module.
    public struct Result: Sendable {
        /// The module's name.
        public var module: String
        /// The SDKs it was checked against.
        public var sdks: [AppleSDK]
        /// Whether it type-checked without errors or warnings against every SDK.
        public var succeeded: Bool
        /// Errors and warnings.
        public var messages: [CompilerMessage]
        /// The compiler's raw output.
        public var output: String
        /// Wall time, in seconds.
        public var seconds: Double
    }

    /// Runs `swiftc`.
    public var swiftc: ToolProcess
    /// The prepared SDKs (iOS first).
    public var prepared: [SDKPreparation.Prepared]
    /// A folder this check owns, for emitted modules and the resource accessor.
    public var scratch: String

    /// Creates a check.
    public init(swiftc: ToolProcess, prepared: [SDKPreparation.Prepared], scratch: String) {
        self.swiftc = swiftc
        self.prepared = prepared
        self.scratch = scratch
    }

    /// Swift 6 mode, warnings as errors, `DEBUG` as in a debug build, whole-module.
    static let languageFlags = ["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-D", "DEBUG", "-wmo"]

    /// The `swiftc` arguments that check (or emit) `module` against `sdk`.
    func arguments(for module: StandInTypeCheck.Module, files: [String], sdk prepared: SDKPreparation.Prepared) -> [String] {
        let emitted = emittedFolder(prepared.sdk)
        let action =
            module.emitsModule
            ? [
                "-emit-module", "-enable-testing", "-emit-module-path",
                (emitted as NSString).appendingPathComponent("\(module.name).swiftmodule"),
            ]
            : ["-typecheck"]
        let usesPredicate = module.files.contains { $0.contents.contains("#Predicate") }
        return action + ["-module-name", module.name, "-target", prepared.sdk.target, "-sdk", prepared.sdkPath]
            + ["-module-cache-path", prepared.moduleCache] + prepared.flags + (usesPredicate ? prepared.predicateFlags : [])
            + Self.languageFlags + module.extraFlags + ["-I", emitted] + files
    }

    private func emittedFolder(_ sdk: AppleSDK) -> String {
        (scratch as NSString).appendingPathComponent("emitted-\(sdk.platform.rawValue)")
    }

    /// Type-checks `module` (its ``StandInTypeCheck/Module/searchPaths`` are host build folders
    /// and are not used: they hold modules built for this machine, not for the SDK's platform).
    /// - Returns: the result; `succeeded` is false when the compiler reported any error or warning.
    /// - Throws: when the resource accessor cannot be written or `swiftc` cannot start.
    /// - Parameter everySDK: check against every prepared SDK even without platform conditions
    ///   (the stand-ins' self-tests: an iOS-only call must fail against the macOS SDK).
    public func check(_ module: StandInTypeCheck.Module, everySDK: Bool = false) throws -> Result {
        var files = module.files.map(\.path)
        if module.hasResources {
            let folder = (scratch as NSString).appendingPathComponent("accessor-\(module.name)")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let accessor = (folder as NSString).appendingPathComponent("resource_bundle_accessor.swift")
            try StandInTypeCheck.resourceBundleAccessor.write(toFile: accessor, atomically: true, encoding: .utf8)
            files.append(accessor)
        }
        // A module others import is emitted for every SDK a dependent may be checked against.
        let wanted = module.usesPlatformConditions || everySDK || module.emitsModule ? prepared : Array(prepared.prefix(1))
        var messages: [CompilerMessage] = []
        var output = ""
        var seconds = 0.0
        var succeeded = true
        for sdk in wanted {
            try FileManager.default.createDirectory(atPath: emittedFolder(sdk.sdk), withIntermediateDirectories: true)
            let result = try swiftc.run(arguments(for: module, files: files, sdk: sdk), in: scratch)
            seconds += result.seconds
            let parsed = CompilerMessage.parse(result.output)
            if result.status != 0 || !parsed.isEmpty { succeeded = false }
            for message in parsed where !messages.contains(message) { messages.append(message) }
            output += wanted.count > 1 ? "[\(sdk.sdk.name)]\n" + result.output : result.output
        }
        return Result(
            module: module.name, sdks: wanted.map(\.sdk), succeeded: succeeded, messages: messages, output: output,
            seconds: seconds)
    }
}
