import Foundation

/// The strictest build settings a user's package may turn on (issue 9, "strict settings
/// matrix"), applied to a generated host package's manifest.
///
/// All of them can be enabled together per target, so one build proves them all: every target
/// (features, their tests, the App) gets the upcoming features below and
/// `.defaultIsolation(MainActor.self)` (tools 6.2), the isolation Xcode 26 gives new app targets
/// and that users turn on in their packages, and an extra `Host` target imports the features.
enum StrictSettings {
    /// Upcoming features every target of the host package builds with.
    static let upcomingFeatures = [
        "InternalImportsByDefault", "ExistentialAny", "MemberImportVisibility", "NonisolatedNonsendingByDefault",
        "InferIsolatedConformances",
    ]

    /// The same settings as `swiftc` flags, for the stand-in type-check of the guarded
    /// SwiftUI/SwiftData files of the feature whose sources are in `folder`.
    ///
    /// Known limit: a feature with a SwiftData store (`<Name>Storage+SwiftData.swift`) is
    /// checked without the main-actor default isolation. Under it, its `@Model` record classes
    /// become main-actor isolated and its `@ModelActor` store cannot read them; the fix is
    /// `nonisolated` on the record classes, which Swift 6.0 (the generated package's tools
    /// version) cannot parse. Its Linux-compiled files (store, previews, tests) do build with it.
    static func standInFlags(forSourcesFolder folder: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let usesSwiftData = files.contains { $0.hasSuffix("Storage+SwiftData.swift") }
        return upcomingFeatures.flatMap { ["-enable-upcoming-feature", $0] }
            + (usesSwiftData ? [] : ["-default-isolation", "MainActor"])
    }

    /// Rewrites `Package.swift` in `root`: tools 6.2, the upcoming features and main-actor
    /// default isolation on every target, and a `Host` target (sources at `Sources/Host`, written
    /// by the caller) depending on `features`.
    static func apply(toPackageAt root: String, hostDependingOn features: [String]) throws {
        let path = root + "/Package.swift"
        var manifest = try String(contentsOfFile: path, encoding: .utf8)
        guard manifest.hasPrefix("// swift-tools-version: 6.0") else {
            throw StrictSettingsError("the host manifest does not start with tools 6.0")
        }
        manifest = "// swift-tools-version: 6.2" + manifest.dropFirst("// swift-tools-version: 6.0".count)
        let anchor = "    targets: [\n"
        guard let range = manifest.range(of: anchor) else { throw StrictSettingsError("no targets: [ in the manifest") }
        let dependencies = features.map { "\"\($0)\"" }.joined(separator: ", ")
        manifest.insert(
            contentsOf:
                "        .target(name: \"Host\", dependencies: [\(dependencies)], path: \"Sources/Host\"),\n",
            at: range.upperBound)
        let settings = (upcomingFeatures.map { ".enableUpcomingFeature(\"\($0)\")" } + [".defaultIsolation(MainActor.self)"])
            .joined(separator: ", ")
        manifest += """

            for target in package.targets {
                target.swiftSettings = (target.swiftSettings ?? []) + [\(settings)]
            }

            """
        try manifest.write(toFile: path, atomically: true, encoding: .utf8)
    }
}

struct StrictSettingsError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
