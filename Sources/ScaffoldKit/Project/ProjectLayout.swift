/// Where a feature's sources and tests live in the host package (set in `.scaffold/config.json`).
public enum ProjectLayout: String, Hashable, Sendable, CaseIterable {
    /// `Features/<Name>/Sources` and `Features/<Name>/Tests`, registered with explicit `path:`.
    case features
    /// The plain SwiftPM layout: `Sources/<Name>` and `Tests/<Name>Tests`, registered without
    /// `path:` because those are SwiftPM's defaults.
    case swiftpm

    /// The sources directory of feature `name`, relative to the package root.
    public func sourcesPath(for name: String) -> String {
        switch self {
        case .features: "Features/\(name)/Sources"
        case .swiftpm: "Sources/\(name)"
        }
    }

    /// The tests directory of feature `name`, relative to the package root.
    public func testsPath(for name: String) -> String {
        switch self {
        case .features: "Features/\(name)/Tests"
        case .swiftpm: "Tests/\(name)Tests"
        }
    }
}
