import Foundation

/// The strictest build settings a user's package may turn on (issue 9, "strict settings
/// matrix"), applied to a generated host package's manifest.
///
/// All of them can be enabled together per target, so one build proves them all: every target
/// gets the upcoming features below, and an extra `Host` target (tools 6.2) uses
/// `.defaultIsolation(MainActor.self)` and imports the features.
enum StrictSettings {
    /// Upcoming features every target of the host package builds with.
    static let upcomingFeatures = [
        "InternalImportsByDefault", "ExistentialAny", "MemberImportVisibility", "NonisolatedNonsendingByDefault",
        "InferIsolatedConformances",
    ]

    /// Rewrites `Package.swift` in `root`: tools 6.2, the upcoming features on every target, and
    /// a `Host` target (sources at `Sources/Host`, written by the caller) depending on
    /// `features` with main-actor default isolation.
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
                "        .target(name: \"Host\", dependencies: [\(dependencies)], path: \"Sources/Host\", swiftSettings: [.defaultIsolation(MainActor.self)]),\n",
            at: range.upperBound)
        let settings = upcomingFeatures.map { ".enableUpcomingFeature(\"\($0)\")" }.joined(separator: ", ")
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
