/// A target's Swift settings as SwiftPM evaluates them (`swift package dump-package`, so settings
/// a manifest adds in a loop are included), as `swiftc` flags for the stand-in type-check
/// (``StandInTypeCheck/Module/extraFlags``), so the guarded files are checked under the same
/// settings `swift build` uses for the target.
///
/// Applied: `defaultIsolation` (`-default-isolation`), `enableUpcomingFeature`
/// (`-enable-upcoming-feature`), `enableExperimentalFeature` (`-enable-experimental-feature`),
/// `define` (`-D`), `swiftLanguageMode` and the package's `swiftLanguageModes`
/// (`-swift-version`), and `unsafeFlags` made only of those same flags (or
/// `-strict-concurrency=…`, `-warnings-as-errors`). Settings with a platform condition and any
/// other kind or flag are not applied; they are listed in ``notApplied`` so verify can say so.
/// A `.debug`-only setting is applied (verify builds debug), a `.release`-only one is not.
public struct TargetSwiftSettings: Hashable, Sendable {
    /// The flags to add, in the manifest's order.
    public var flags: [String] = []
    /// What was applied, for the report (`defaultIsolation(MainActor)`, …).
    public var applied: [String] = []
    /// What was not applied, for the report (`interoperabilityMode(Cxx)`, `unsafeFlags(-Ounchecked)`).
    public var notApplied: [String] = []

    /// Creates empty settings.
    public init() {}

    /// The `unsafeFlags` the check applies: only flags that change what the compiler accepts or
    /// diagnoses, never where it reads or writes (`-strict-concurrency=…`, `-warnings-as-errors`,
    /// `-D<name>`, and `-enable-upcoming-feature`, `-enable-experimental-feature`,
    /// `-default-isolation`, `-swift-version` or `-D` each followed by its value).
    /// - Returns: the flags, or `nil` when one of them is anything else.
    static func safeFlags(_ flags: [String]) -> [String]? {
        let withValue: Set<String> = [
            "-enable-upcoming-feature", "-enable-experimental-feature", "-default-isolation", "-swift-version", "-D",
        ]
        var index = 0
        while index < flags.count {
            let flag = flags[index]
            if withValue.contains(flag) {
                guard index + 1 < flags.count, !flags[index + 1].hasPrefix("-") else { return nil }
                index += 2
            } else if flag.hasPrefix("-strict-concurrency=") || flag == "-warnings-as-errors"
                || (flag.hasPrefix("-D") && flag.count > 2)
            {
                index += 1
            } else {
                return nil
            }
        }
        return flags
    }

    /// Reads every target's settings from the output of `swift package dump-package` (a JSON
    /// document, possibly after warning lines).
    /// - Parameter output: the command's output.
    /// - Returns: target name → settings, or `nil` when the output holds no package description.
    public static func byTarget(dumpPackageOutput output: String) -> [String: TargetSwiftSettings]? {
        guard let start = output.hasPrefix("{") ? output.startIndex : output.range(of: "\n{")?.lowerBound,
            let document = try? JSONDocument.parse(String(output[start...]), file: "dump-package.json"),
            let targets = document.root["targets"]?.arrayValue
        else { return nil }
        // The package's language modes: SwiftPM uses the newest the toolchain supports.
        let modes =
            (document.root["swiftLanguageVersions"] ?? document.root["swiftLanguageModes"])?.arrayValue?
            .compactMap { $0.stringValue ?? $0["_0"]?.stringValue } ?? []
        let packageMode = modes.compactMap { mode in Int(mode.prefix { $0.isNumber }).map { ($0, mode) } }
            .filter { $0.0 <= 6 }.max { $0.0 < $1.0 }?.1
        var result: [String: TargetSwiftSettings] = [:]
        for target in targets {
            guard let name = target["name"]?.stringValue else { continue }
            var settings = TargetSwiftSettings()
            if let packageMode, packageMode != "6" {  // the check's own default is 6
                settings.flags += ["-swift-version", packageMode]
                settings.applied.append("swiftLanguageModes([\(packageMode)])")
            }
            for setting in target["settings"]?.arrayValue ?? [] where setting["tool"]?.stringValue == "swift" {
                settings.add(setting)
            }
            result[name] = settings
        }
        return result
    }

    /// Adds one `settings` element: `{"tool": "swift", "kind": {"<kind>": {"_0": …}}, "condition": …}`.
    mutating func add(_ setting: JSONNode) {
        guard let kind = setting["kind"]?.objectMembers?.first else { return }
        let value = kind.value["_0"]
        let strings = value?.arrayValue?.compactMap(\.stringValue) ?? value?.stringValue.map { [$0] } ?? []
        let described = "\(kind.key)(\(strings.joined(separator: ", ")))"
        if let condition = setting["condition"] {
            let platforms = condition["platformNames"]?.arrayValue ?? []
            let config = condition["config"]?.stringValue
            if !platforms.isEmpty || (config != nil && config != "debug") {
                notApplied.append(described + " (conditional)")
                return
            }
        }
        var added: [String]? = nil
        switch kind.key {
        case "defaultIsolation":
            if let isolation = strings.first { added = ["-default-isolation", isolation] }
        case "enableUpcomingFeature":
            if let feature = strings.first { added = ["-enable-upcoming-feature", feature] }
        case "enableExperimentalFeature":
            if let feature = strings.first { added = ["-enable-experimental-feature", feature] }
        case "define":
            if let name = strings.first { added = ["-D", name] }
        case "swiftLanguageMode", "swiftLanguageVersion":
            let mode = strings.first ?? value?["_0"]?.stringValue
            if let mode { added = ["-swift-version", mode] }
        case "unsafeFlags":
            added = Self.safeFlags(strings)
        default:
            break
        }
        if let added {
            flags += added
            applied.append(described)
        } else {
            notApplied.append(described)
        }
    }

    /// How the report says it: `with its Swift settings: defaultIsolation(MainActor), …; not
    /// applied: …`, or `nil` when the target has none.
    public var summary: String? {
        var parts: [String] = []
        if !applied.isEmpty { parts.append("with the target's Swift settings " + applied.joined(separator: ", ")) }
        if !notApplied.isEmpty { parts.append("not applied: " + notApplied.joined(separator: ", ")) }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
