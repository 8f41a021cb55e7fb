import Foundation

/// Which manifest SwiftPM loads in a package that has version-specific manifests
/// (`Package@swift-5.9.swift` beside `Package.swift`), and the tools version a manifest declares.
///
/// The rule follows SwiftPM's documentation ("Packaging based on the version of Swift",
/// swift-package-manager `Documentation.docc/SwiftVersionSpecificPackaging.md`): a manifest
/// named for the toolchain's exact `MAJOR.MINOR.PATCH`, then `MAJOR.MINOR`, then `MAJOR` wins;
/// otherwise the version-specific manifest with the newest tools version the toolchain supports
/// is loaded when that tools version is newer than `Package.swift`'s, else `Package.swift`.
public enum ManifestSelection {
    /// A version as `major.minor.patch` (missing parts are 0).
    public struct Version: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The components.
        public var major: Int, minor: Int, patch: Int

        /// Creates a version.
        public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        /// Parses `5`, `5.9` or `5.9.1`; `nil` for anything else.
        public init?(parsing text: some StringProtocol) {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            let numbers = parts.compactMap { Int($0) }.filter { $0 >= 0 }
            guard (1...3).contains(parts.count), numbers.count == parts.count else { return nil }
            self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
        }

        /// `major.minor.patch`.
        public var description: String { "\(major).\(minor).\(patch)" }

        /// Orders by major, minor, patch.
        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }

        /// The `-swift-version` SwiftPM compiles a manifest of this tools version with: 6 from
        /// tools 6.0, 5 for 5.x, 4.2 for 4.2, else 4.
        public var manifestLanguageMode: String {
            if major >= 6 { return "6" }
            if major == 5 { return "5" }
            if major == 4, minor >= 2 { return "4.2" }
            return "4"
        }
    }

    /// The tools version a manifest declares on its first line (`// swift-tools-version:5.9`,
    /// spaces allowed), or `nil` when it declares none.
    public static func toolsVersion(of manifest: String) -> Version? {
        guard let firstLine = manifest.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first else {
            return nil
        }
        let line = firstLine.trimmingCharacters(in: .whitespacesAndNewlines)
        guard line.hasPrefix("//") else { return nil }
        let comment = line.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard comment.lowercased().hasPrefix("swift-tools-version") else { return nil }
        var rest = comment.dropFirst("swift-tools-version".count).drop { $0 == " " || $0 == "\t" }
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        let versionText = rest.prefix { $0.isNumber || $0 == "." }
        return Version(parsing: versionText)
    }

    /// The version in a version-specific manifest's file name (`Package@swift-5.9.swift` →
    /// 5.9), or `nil` for any other name.
    public static func versionSpecificVersion(fileName: String) -> Version? {
        guard fileName.hasPrefix("Package@swift-"), fileName.hasSuffix(".swift") else { return nil }
        return Version(parsing: fileName.dropFirst("Package@swift-".count).dropLast(".swift".count))
    }

    /// The manifest file the toolchain loads.
    /// - Parameters:
    ///   - fileNames: the names in the package directory.
    ///   - toolchain: the toolchain's Swift version.
    ///   - toolsVersion: the tools version a manifest file (by name) declares.
    /// - Returns: the file name, `Package.swift` when no version-specific manifest applies.
    public static func loadedManifest(
        fileNames: [String], toolchain: Version, toolsVersion: (String) -> Version?
    ) -> String {
        let specific = fileNames.filter { versionSpecificVersion(fileName: $0) != nil }
        guard !specific.isEmpty else { return "Package.swift" }
        let keys = [
            "\(toolchain.major).\(toolchain.minor).\(toolchain.patch)", "\(toolchain.major).\(toolchain.minor)",
            "\(toolchain.major)",
        ]
        for key in keys where specific.contains("Package@swift-\(key).swift") {
            return "Package@swift-\(key).swift"
        }
        let regular = toolsVersion("Package.swift") ?? Version(3, 1)
        var best: (name: String, version: Version)?
        for name in specific {
            guard let version = toolsVersion(name), version <= toolchain else { continue }
            if let current = best, current.version >= version { continue }
            best = (name, version)
        }
        if let best, best.version > regular { return best.name }
        return "Package.swift"
    }
}
