import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a non-Apple toolchain (Swift on Linux) needs to type-check against an Apple SDK, prepared
/// once per toolchain and SDK in a cache folder and reused:
///
/// 1. A copy of the SDK (symbolic links to the original, with edited copies of the Swift
///    interfaces listed below): Swift 6.3 rejects interfaces whose module flags say
///    `-library-level api`, so the copies drop the flag; SwiftUI's copy drops one `os_log`
///    interpolation in an inlinable body that Swift 6 compilers reject, re-exports Observation
///    (as later SDKs do), declares `View` `@MainActor @preconcurrency` and the `#Preview` body
///    `@MainActor` (as the iOS 18 SDK and
///    Apple's documentation do) and adds the parameter-pack `ViewBuilder.buildBlock` documented
///    as back-deployed to iOS 13; UIKit's and AppKit's view-controller `#Preview` macros are
///    left out (in the iOS 18 SDK they take a result builder; this SDK's plain closures make a
///    SwiftUI preview with a statement before its view ambiguous).
/// 2. A resource folder with the toolchain's `shims` and `clang` headers and `apinotes/os.apinotes`
///    (as Apple's toolchains ship it), keeping the toolchain's Linux module maps off the path.
/// 3. The macro stand-ins (`StandIns/Macros`) built as plugin libraries against the toolchain's
///    swift-syntax (`usr/lib/swift/host`).
/// 4. A `FoundationEssentials` module per SDK that re-exports Foundation: the toolchain's
///    `#Predicate` plugin writes `FoundationEssentials.Predicate`.
/// 5. A module cache (`-module-cache-path`): the first check builds the standard library,
///    Foundation, UIKit and SwiftUI from their interfaces (minutes), later ones reuse them.
///
/// On a Mac, Xcode's compiler and SDK need none of this (``SDKTypeCheck`` passes only the module
/// cache there).
public struct SDKPreparation: Sendable {
    /// A prepared toolchain + SDK pair.
    public struct Prepared: Hashable, Sendable {
        /// The SDK as the user named it.
        public var sdk: AppleSDK
        /// The SDK folder to pass to `-sdk` (the edited copy on Linux).
        public var sdkPath: String
        /// Extra compiler flags (resource folder, plugins, the `FoundationEssentials` search path).
        public var flags: [String]
        /// Flags for a module whose files use `#Predicate` (imports `FoundationEssentials` implicitly).
        public var predicateFlags: [String]
        /// The module cache.
        public var moduleCache: String
    }

    /// Why preparation failed.
    public struct PreparationError: Error, CustomStringConvertible, Sendable {
        /// One line, then the tool output when there is one.
        public var description: String
    }

    /// Changes whenever what preparation writes changes, so old caches are not reused.
    static let formatVersion = "3"

    /// Runs `swiftc`.
    public var swiftc: ToolProcess
    /// The folder holding prepared copies (one subfolder per toolchain + SDK).
    public var cacheRoot: String
    /// Whether the toolchain is Apple's (no edited copy, no stand-in plugins needed).
    public var appleToolchain: Bool

    /// Creates a preparation step; `appleToolchain` defaults to whether this is macOS.
    public init(swiftc: ToolProcess, cacheRoot: String, appleToolchain: Bool = SDKPreparation.hostIsApple) {
        self.swiftc = swiftc
        self.cacheRoot = cacheRoot
        self.appleToolchain = appleToolchain
    }

    /// Whether scaffold runs on macOS (where `swiftc` is Apple's).
    public static var hostIsApple: Bool {
        #if os(macOS)
            return true
        #else
            return false
        #endif
    }

    /// The cache folder verify uses in a package: `.build/scaffold-sdk`, or `SCAFFOLD_SDK_CACHE`
    /// when set (tests share one there).
    public static func cacheRoot(packageRoot: String, environment: [String: String]) -> String {
        if let value = environment["SCAFFOLD_SDK_CACHE"], !value.isEmpty { return value }
        return (packageRoot as NSString).appendingPathComponent(".build/scaffold-sdk")
    }

    /// Prepares `sdk` (or reuses the cached preparation).
    /// - Parameter progress: told what is being prepared when work is done (not when cached).
    /// - Returns: the flags to type-check with.
    /// - Throws: ``PreparationError`` when a plugin or shim does not compile; file-system errors.
    public func prepare(_ sdk: AppleSDK, progress: (String) -> Void = { _ in }) throws -> Prepared {
        let version = try swiftc.run(["--version"], in: cacheRoot.isEmpty ? "/" : existingFolder(cacheRoot))
        let key = Self.fnv1a([Self.formatVersion, swiftc.executable, version.output, sdk.path].joined(separator: "\n"))
        let folder = (cacheRoot as NSString).appendingPathComponent("\(sdk.name)-\(key)")
        let moduleCache = (folder as NSString).appendingPathComponent("module-cache")
        if appleToolchain {
            try FileManager.default.createDirectory(atPath: moduleCache, withIntermediateDirectories: true)
            return Prepared(sdk: sdk, sdkPath: sdk.path, flags: [], predicateFlags: [], moduleCache: moduleCache)
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let lock = try Self.lock((folder as NSString).appendingPathComponent(".lock"))
        defer { Self.unlock(lock) }
        // The plugins have a folder of their own, keyed by their sources: changing a macro
        // stand-in rebuilds them, not the SDK's module cache.
        let macroSources = StandInSources.files.filter { $0.key.hasPrefix("Macros/") }.sorted { $0.key < $1.key }
        let pluginKey = Self.fnv1a(([swiftc.executable, version.output] + macroSources.map(\.value)).joined(separator: "\n"))
        let plugins = (cacheRoot as NSString).appendingPathComponent("plugins-\(pluginKey)")
        let layout = Layout(folder: folder, sdk: sdk, plugins: plugins)
        let host = Self.toolchainLibrary(swiftc: swiftc.executable)
        if !FileManager.default.fileExists(atPath: layout.complete) {
            progress("prepare \(sdk.name) for this toolchain (once, cached in \(folder))")
            try? FileManager.default.removeItem(atPath: layout.sdkCopy)
            try SDKInterfacePatches.mirror(sdk.path, into: layout.sdkCopy)
            try writeResourceFolder(layout, toolchainLibrary: host)
            try buildShim(layout, moduleCache: moduleCache)
            try Data().write(to: URL(fileURLWithPath: layout.complete))
        }
        let pluginsComplete = (plugins as NSString).appendingPathComponent(".complete")
        try FileManager.default.createDirectory(atPath: plugins, withIntermediateDirectories: true)
        let pluginsLock = try Self.lock((plugins as NSString).appendingPathComponent(".lock"))
        defer { Self.unlock(pluginsLock) }
        if !FileManager.default.fileExists(atPath: pluginsComplete) {
            progress("build the macro stand-ins (StandIns/Macros) as compiler plugins (once, cached in \(plugins))")
            try buildPlugins(layout, toolchainLibrary: host)
            try Data().write(to: URL(fileURLWithPath: pluginsComplete))
        }
        let hostFolder = (host as NSString).appendingPathComponent("host")
        let flags =
            ["-resource-dir", layout.resources, "-I", layout.shim]
            + Self.pluginModules.flatMap { ["-load-plugin-library", layout.plugin($0)] }
            + ["-plugin-path", (hostFolder as NSString).appendingPathComponent("plugins")]
        return Prepared(
            sdk: sdk, sdkPath: layout.sdkCopy, flags: flags,
            predicateFlags: ["-Xfrontend", "-import-module", "-Xfrontend", "FoundationEssentials"], moduleCache: moduleCache)
    }

    /// The plugin libraries built from `StandIns/Macros` (module names Apple's macro declarations name).
    static let pluginModules = ["ObservationMacros", "PreviewsMacros", "SwiftDataMacros"]

    struct Layout {
        var folder: String
        var sdk: AppleSDK
        var plugins: String
        func path(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }
        var complete: String { path(".complete") }
        /// The copy's folder name: clang wants a macOS SDK's named `MacOSX*.sdk`.
        var sdkCopy: String {
            guard sdk.platform == .macOS, !sdk.name.hasPrefix("MacOSX") else { return path(sdk.name) }
            return path("MacOSX" + sdk.name.drop { !$0.isNumber })
        }
        var resources: String { path("resources") }
        var shim: String { path("shim") }
        func plugin(_ module: String) -> String { (plugins as NSString).appendingPathComponent("lib\(module).so") }
    }

    private func existingFolder(_ path: String) throws -> String {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// `<toolchain>/usr/lib/swift` for the `swiftc` at `swiftc` (symbolic links resolved).
    static func toolchainLibrary(swiftc: String) -> String {
        let resolved = (swiftc as NSString).resolvingSymlinksInPath
        let usr = ((resolved as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        return (usr as NSString).appendingPathComponent("lib/swift")
    }

    private func writeResourceFolder(_ layout: Layout, toolchainLibrary: String) throws {
        let manager = FileManager.default
        try? manager.removeItem(atPath: layout.resources)
        try manager.createDirectory(atPath: layout.resources + "/apinotes", withIntermediateDirectories: true)
        for name in ["shims", "clang"] {
            try manager.createSymbolicLink(
                atPath: (layout.resources as NSString).appendingPathComponent(name),
                withDestinationPath: (toolchainLibrary as NSString).appendingPathComponent(name))
        }
        try SDKInterfacePatches.osAPINotes.write(
            toFile: layout.resources + "/apinotes/os.apinotes", atomically: true, encoding: .utf8)
    }

    private func buildPlugins(_ layout: Layout, toolchainLibrary: String) throws {
        let sources = (layout.plugins as NSString).appendingPathComponent("sources")
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        func write(_ name: String) throws -> String {
            guard let text = StandInSources.files["Macros/\(name).swift"] else {
                throw PreparationError(description: "the macro stand-in Macros/\(name).swift is not compiled into scaffold")
            }
            let file = (sources as NSString).appendingPathComponent("\(name).swift")
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            return file
        }
        let shared = try write("StandInSyntax")
        let host = (toolchainLibrary as NSString).appendingPathComponent("host")
        for module in Self.pluginModules {
            let arguments =
                [
                    "-emit-library", "-parse-as-library", "-module-name", module, "-o", layout.plugin(module), try write(module),
                    shared,
                ]
                + ["-I", host, "-L", host, "-lSwiftSyntax", "-lSwiftSyntaxMacros", "-lSwiftSyntaxBuilder"]
                + ["-Xlinker", "-rpath", "-Xlinker", host]
            let result = try swiftc.run(arguments, in: sources)
            guard result.status == 0 else {
                throw PreparationError(description: "the macro stand-in \(module) does not build:\n\(result.output)")
            }
        }
    }

    private func buildShim(_ layout: Layout, moduleCache: String) throws {
        try FileManager.default.createDirectory(atPath: layout.shim, withIntermediateDirectories: true)
        let source = (layout.shim as NSString).appendingPathComponent("FoundationEssentials.swift")
        try "@_exported import Foundation\n".write(toFile: source, atomically: true, encoding: .utf8)
        let arguments = [
            "-emit-module", "-parse-as-library", "-module-name", "FoundationEssentials", "-target", layout.sdk.target,
            "-sdk", layout.sdkCopy, "-resource-dir", layout.resources, "-module-cache-path", moduleCache,
            "-emit-module-path", (layout.shim as NSString).appendingPathComponent("FoundationEssentials.swiftmodule"), source,
        ]
        let result = try swiftc.run(arguments, in: layout.shim)
        guard result.status == 0 else {
            throw PreparationError(
                description: "Foundation does not load from \(layout.sdk.name) with this toolchain:\n\(result.output)")
        }
    }

    /// A 64-bit FNV-1a hash in hexadecimal (a stable cache key; not for security).
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// Takes an exclusive lock on `path` (other scaffold processes preparing the same SDK wait).
    static func lock(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { throw PreparationError(description: "cannot open the lock file \(path)") }
        _ = flock(descriptor, LOCK_EX)
        return descriptor
    }

    static func unlock(_ descriptor: Int32) {
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
