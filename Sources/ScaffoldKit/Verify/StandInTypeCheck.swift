import Foundation

/// Type-checks Swift modules that import SwiftUI or SwiftData on a platform without them, against
/// the stand-in modules compiled into scaffold (`StandIns/` in the repository, embedded as
/// ``StandInSources``).
///
/// Steps: the stand-in sources are written to a scratch folder and compiled once per platform
/// surface (`swiftc -emit-module`, Swift 6 mode, warnings as errors); then each module's files are
/// rewritten by ``StandInRewriter`` (macros expanded, platform conditions made selectable) and
/// checked with one whole-module `swiftc -typecheck -swift-version 6 -warnings-as-errors` per
/// module, so every file's errors are printed (twice
/// when a file has `os(iOS)`/`os(macOS)` conditions: once per platform surface). Compiler
/// messages name the original files.
///
/// What passing proves: the code is well-typed, with the concurrency checking of Swift 6, against
/// the declarations the stand-ins transcribe from Apple's documentation (including their
/// isolation and `Sendable` attributes). What it cannot prove: runtime behaviour, availability
/// annotations, layout, Apple's full overload sets, real macro expansion.
public struct StandInTypeCheck: Sendable {
    /// A source file to check.
    public struct SourceFile: Hashable, Sendable {
        /// The path messages should name (usually where the file lives).
        public var path: String
        /// The file's text.
        public var contents: String

        /// Creates a source file.
        public init(path: String, contents: String) {
            self.path = path
            self.contents = contents
        }
    }

    /// One Swift module to type-check.
    public struct Module: Hashable, Sendable {
        /// The module name (the feature's target name, so its types resolve as in the package).
        public var name: String
        /// All of the module's Swift files.
        public var files: [SourceFile]
        /// Extra `-I` folders with modules it imports (for example a package's build folder).
        public var searchPaths: [String]
        /// Whether to also emit the module (per platform surface checked), so that modules checked
        /// later can import it: an app's composition root imports its features, a feature's tests
        /// import it with `@testable` (so it is emitted with `-enable-testing`).
        public var emitsModule: Bool
        /// Whether the target has resources (a feature's String Catalog), so that SwiftPM
        /// synthesizes `Bundle.module` for it; the check then adds the same declaration
        /// (``resourceBundleAccessor``).
        public var hasResources: Bool
        /// Extra compiler flags for this module's check, after the stand-ins' language flags (for
        /// example `-default-isolation MainActor` and `-enable-upcoming-feature` flags, to check
        /// the guarded files under the build settings a user's package may turn on).
        public var extraFlags: [String]

        /// Creates a module description.
        public init(
            name: String, files: [SourceFile], searchPaths: [String] = [], emitsModule: Bool = false, hasResources: Bool = false,
            extraFlags: [String] = []
        ) {
            self.name = name
            self.files = files
            self.searchPaths = searchPaths
            self.emitsModule = emitsModule
            self.hasResources = hasResources
            self.extraFlags = extraFlags
        }

        /// Whether any file uses platform conditions (then both platform surfaces are checked).
        public var usesPlatformConditions: Bool {
            files.contains { $0.contents.contains("os(iOS)") || $0.contents.contains("os(macOS)") }
        }
    }

    /// The declaration SwiftPM generates for a target with resources
    /// (`DerivedSources/resource_bundle_accessor.swift`, as SwiftPM 6.3 writes it on Linux: an
    /// internal `static let module: Bundle` in an extension of `Foundation.Bundle`), with the
    /// bundle lookup replaced by `Bundle.main`: only its type and isolation matter to a type check.
    public static let resourceBundleAccessor = """
        import Foundation

        extension Foundation.Bundle {
            static let module: Bundle = Bundle.main
        }

        """

    /// The outcome for one module.
    public struct Result: Sendable {
        /// The module's name.
        public var module: String
        /// The platform surfaces it was checked against.
        public var platforms: [StandInRewriter.Platform]
        /// Whether it type-checked without errors or warnings on every surface.
        public var succeeded: Bool
        /// Errors and warnings, naming the original files.
        public var messages: [CompilerMessage]
        /// The compiler's raw output (paths of rewritten files replaced by the originals).
        public var output: String
        /// Wall time of the type-check invocations, in seconds.
        public var seconds: Double
    }

    /// Stand-in modules compiled and ready to be imported.
    public struct Prepared: Sendable {
        /// For each platform surface, the folder holding `SwiftUI.swiftmodule` and `SwiftData.swiftmodule`.
        public var moduleFolders: [StandInRewriter.Platform: String]
        /// Wall time spent compiling the stand-ins, in seconds (0 when every surface was cached).
        public var seconds: Double
        /// Whether every surface came from the cache (``prepare(for:cache:)``), compiled earlier.
        public var isCached = false
    }

    /// Why the stand-ins could not be prepared.
    public struct PreparationError: Error, CustomStringConvertible, Sendable {
        /// The compiler output.
        public var output: String
        /// One line naming the problem.
        public var description: String { "the stand-in modules do not compile:\n\(output)" }
    }

    /// Runs `swiftc`.
    public var swiftc: ToolProcess
    /// A folder this check owns (created when missing; files in it are overwritten).
    public var scratch: String

    /// Creates a check that works in `scratch` with `swiftc`.
    public init(swiftc: ToolProcess, scratch: String) {
        self.swiftc = swiftc
        self.scratch = scratch
    }

    private func path(_ components: String...) -> String {
        components.reduce(scratch) { ($0 as NSString).appendingPathComponent($1) }
    }

    /// Swift 6 mode, warnings as errors, and `DEBUG` defined as in a debug build (SwiftPM's and
    /// Xcode's), so debug-only code (previews, fixtures) is checked too.
    private static let languageFlags = ["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-D", "DEBUG"]

    /// Compiles the embedded stand-ins for the given platform surfaces.
    /// - Returns: the module folders to import from.
    /// - Throws: ``PreparationError`` when a stand-in does not compile; a file-system or process
    ///   error when the scratch folder cannot be written or `swiftc` cannot start.
    /// - Parameters:
    ///   - platforms: The platform surfaces to compile (modules whose files use
    ///     `os(iOS)`/`os(macOS)` need both).
    ///   - cache: a folder that keeps the compiled modules between runs, keyed by the `swiftc`
    ///     executable, its `--version`, the flags and the stand-ins' sources (another toolchain or
    ///     scaffold version compiles afresh); `nil` compiles every time.
    public func prepare(for platforms: [StandInRewriter.Platform] = StandInRewriter.Platform.allCases, cache: String? = nil)
        throws -> Prepared
    {
        var folders: [StandInRewriter.Platform: String] = [:]
        var seconds = 0.0
        var allCached = true
        // The compiled modules of one toolchain and one version of the stand-ins, kept between runs.
        let cached = try cache.map { cache in
            let version = try swiftc.run(["--version"], in: NSTemporaryDirectory())
            let key = SDKPreparation.fnv1a(
                ([swiftc.executable, version.output] + Self.languageFlags
                    + StandInSources.files.sorted { $0.key < $1.key }.map(\.value))
                    .joined(separator: "\n"))
            return (cache as NSString).appendingPathComponent("standins-\(key)")
        }
        for platform in platforms {
            if let cached {
                let folder = (cached as NSString).appendingPathComponent("modules-\(platform.rawValue)")
                if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".complete")) {
                    folders[platform] = folder
                    continue
                }
            }
            allCached = false
            let folder = path("modules-\(platform.rawValue)")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for module in ["Accessibility", "SwiftData", "SwiftUI"] {
                let sourceFolder = path("standins", module)
                try FileManager.default.createDirectory(atPath: sourceFolder, withIntermediateDirectories: true)
                var files: [String] = []
                for (name, contents) in StandInSources.files.sorted(by: { $0.key < $1.key }) where name.hasPrefix(module + "/") {
                    let file = (sourceFolder as NSString).appendingPathComponent(String(name.dropFirst(module.count + 1)))
                    try StandInRewriter.rewrite(contents).write(toFile: file, atomically: true, encoding: .utf8)
                    files.append(file)
                }
                let arguments =
                    ["-emit-module", "-module-name", module] + Self.languageFlags
                    + [
                        "-D", platform.condition, "-emit-module-path",
                        (folder as NSString).appendingPathComponent("\(module).swiftmodule"),
                    ]
                    + files
                let result = try swiftc.run(arguments, in: scratch)
                seconds += result.seconds
                if result.status != 0 { throw PreparationError(output: result.output) }
            }
            folders[platform] = folder
            if let cached { Self.keep(folder, as: (cached as NSString).appendingPathComponent("modules-\(platform.rawValue)")) }
        }
        return Prepared(moduleFolders: folders, seconds: seconds, isCached: allCached)
    }

    /// Copies a compiled surface into the cache: into a folder of its own, marked complete, then
    /// renamed into place, so a run that stops half-way (or a parallel one) never leaves a partial
    /// module there. A cache that cannot be written is no cache (the next run compiles again).
    private static func keep(_ folder: String, as destination: String) {
        let manager = FileManager.default
        let parent = (destination as NSString).deletingLastPathComponent
        let staging = destination + ".partial-" + UUID().uuidString
        do {
            try manager.createDirectory(atPath: parent, withIntermediateDirectories: true)
            try manager.copyItem(atPath: folder, toPath: staging)
            try Data().write(to: URL(fileURLWithPath: (staging as NSString).appendingPathComponent(".complete")))
            try manager.moveItem(atPath: staging, toPath: destination)
        } catch {
            try? manager.removeItem(atPath: staging)
        }
    }

    /// Type-checks `module` against the prepared stand-ins.
    /// - Returns: the result; `succeeded` is false when the compiler reported any error or warning.
    /// - Throws: when the rewritten files cannot be written or `swiftc` cannot start.
    public func check(_ module: Module, with prepared: Prepared) throws -> Result {
        let folder = path("check", module.name)
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var originals: [String: String] = [:]
        var rewritten: [String] = []
        for (index, file) in module.files.enumerated() {
            let target = (folder as NSString).appendingPathComponent("\(index)-" + (file.path as NSString).lastPathComponent)
            try StandInRewriter.rewrite(file.contents).write(toFile: target, atomically: true, encoding: .utf8)
            originals[target] = file.path
            rewritten.append(target)
        }
        if module.hasResources {
            let accessor = (folder as NSString).appendingPathComponent("resource_bundle_accessor.swift")
            try Self.resourceBundleAccessor.write(toFile: accessor, atomically: true, encoding: .utf8)
            rewritten.append(accessor)
        }
        // A module others import is emitted on every surface a dependent may be checked on.
        let wanted: [StandInRewriter.Platform] =
            module.usesPlatformConditions || module.emitsModule ? [.iOS, .macOS] : [.macOS]
        let platforms = wanted.filter { prepared.moduleFolders[$0] != nil }
        var messages: [CompilerMessage] = []
        var output = ""
        var seconds = 0.0
        var succeeded = true
        for platform in platforms {
            guard let modules = prepared.moduleFolders[platform] else { continue }  // filtered above
            // Modules emitted earlier (``Module/emitsModule``) are importable, per platform surface.
            let emitted = path("emitted-\(platform.rawValue)")
            try FileManager.default.createDirectory(atPath: emitted, withIntermediateDirectories: true)
            let action =
                module.emitsModule
                ? [
                    "-emit-module", "-enable-testing", "-emit-module-path",
                    (emitted as NSString).appendingPathComponent("\(module.name).swiftmodule"),
                ]
                : ["-typecheck"]
            let arguments =
                // Whole-module (one frontend job): without it the driver type-checks file by file
                // and stops printing other files' errors once one job fails.
                action + ["-module-name", module.name, "-wmo"] + Self.languageFlags + module.extraFlags
                + ["-D", platform.condition, "-I", modules, "-I", emitted]
                + module.searchPaths.flatMap { ["-I", $0] } + rewritten
            let result = try swiftc.run(arguments, in: folder)
            seconds += result.seconds
            var text = result.output
            for (target, original) in originals { text = text.replacingOccurrences(of: target, with: original) }
            if result.status != 0 || !CompilerMessage.parse(text).isEmpty { succeeded = false }
            for message in CompilerMessage.parse(text) where !messages.contains(message) { messages.append(message) }
            output += platforms.count > 1 ? "[\(platform.rawValue) surface]\n" + text : text
        }
        if platforms.count < wanted.count { succeeded = false }  // a surface it needs was not prepared
        return Result(
            module: module.name, platforms: platforms, succeeded: succeeded, messages: messages, output: output, seconds: seconds)
    }
}
