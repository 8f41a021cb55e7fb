import Foundation

/// Remembers which features `scaffold check` found clean, keyed by the stamps (`stat`: size,
/// times, inode) of every file their verdict depended on, so the next check skips them without
/// reading, rendering or hashing anything.
///
/// Kept at `.scaffold/cache/check` next to a `.gitignore` of `*` (never committed). A feature is
/// skipped only when its spec, record index, spec copy, stored bases and generated files, the
/// project's template overrides, config and `Package.swift`, and the scaffold executable all
/// have the stamps they had when it was found clean, and none of them changed within
/// ``racyWindow`` of the start of that check (a file changed while it was read could keep a
/// stamp from before).
/// Any doubt means a full check of that feature; a missing or unreadable cache is no cache.
public struct CheckCache: Sendable {
    /// The cache's path, relative to the package root.
    public static let path = ".scaffold/cache/check"
    /// Stamps this close to the start of the check that wrote the cache are not trusted (ns): a
    /// file changed while that check read it keeps a time stamp from the file system's coarse
    /// clock, up to a few ticks earlier. On a file system that keeps whole seconds only, the
    /// window is ``coarseRacyWindow``.
    public static let racyWindow: Int64 = 100_000_000
    /// The window for time stamps without a fraction of a second (ns).
    public static let coarseRacyWindow: Int64 = 2_000_000_000

    /// One clean feature.
    public struct Entry: Hashable, Sendable {
        /// The key: a hash of every path's stamp and the global stamps.
        public var key: String
        /// How many generated files it has (for the summary).
        public var fileCount: Int
        /// The files the verdict depended on, relative to the root.
        public var paths: [String]
    }

    /// When the cache was written (ns since 1970).
    public var written: Int64
    /// Clean features by name.
    public var entries: [String: Entry]

    /// Creates a cache.
    public init(written: Int64 = 0, entries: [String: Entry] = [:]) {
        self.written = written
        self.entries = entries
    }

    /// The cache's text: a header with the time, then one tab-separated line per feature.
    public func encoded() -> String {
        var out = "scaffold-check-cache 1 \(written)\n"
        for (name, entry) in entries.sorted(by: { $0.key < $1.key }) {
            out += ([name, entry.key, String(entry.fileCount)] + entry.paths).joined(separator: "\t") + "\n"
        }
        return out
    }

    /// Reads a cache's text; `nil` when it is not one.
    public static func decode(_ text: String) -> CheckCache? {
        var lines = text.split(separator: "\n")
        guard let header = lines.first?.split(separator: " "), header.count == 3, header[0] == "scaffold-check-cache",
            header[1] == "1", let written = Int64(header[2])
        else { return nil }
        lines.removeFirst()
        var entries: [String: Entry] = [:]
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3, let count = Int(fields[2]) else { return nil }
            entries[fields[0]] = Entry(key: fields[1], fileCount: count, paths: Array(fields.dropFirst(3)))
        }
        return CheckCache(written: written, entries: entries)
    }

    /// The key of a set of files: the global stamps and each path's stamp, hashed; `nil` when
    /// any stamp is too recent to trust.
    /// - Parameters:
    ///   - paths: files relative to `root`.
    ///   - global: the stamps every feature depends on (see ``globalStamps(workspace:)``).
    ///   - notAfter: stamps at or after this time (ns) are too recent.
    public static func key(
        paths: [String], root: String, global: String, stamping: any FileStamping, notAfter: Int64
    ) -> String? {
        var text = global
        for path in paths {
            text += "\n" + path + " "
            guard let stamp = stamping.stamp(PathComponents.join(root, path)) else {
                text += "-"
                continue
            }
            let coarse = stamp.modified % 1_000_000_000 == 0 && stamp.changed % 1_000_000_000 == 0
            let limit = coarse ? notAfter &- (coarseRacyWindow - racyWindow) : notAfter
            guard stamp.modified < limit, stamp.changed < limit else { return nil }
            text += stamp.token
        }
        return ContentHash.of(text)
    }

    /// What every feature's verdict depends on: the scaffold executable, the config,
    /// `Package.swift` and every template override (paths and stamps).
    public static func globalStamps(workspace: PackageWorkspace, stamping: any FileStamping) -> String {
        var parts: [String] = []
        let executable = Bundle.main.executablePath ?? "/proc/self/exe"
        parts.append("exe " + executable + " " + (stamping.stamp(executable)?.token ?? "-"))
        for path in [ProjectConfig.relativePath, "Package.swift"] + workspace.filesBelow(".scaffold/templates") {
            parts.append(path + " " + (stamping.stamp(workspace.path(path))?.token ?? "-"))
        }
        return parts.joined(separator: "\n")
    }

    /// The files a feature's check verdict depends on: its spec, record index, legacy record,
    /// spec copy, and every tracked file with its stored base.
    public static func paths(feature: String, specPath: String, tracked: [String]) -> [String] {
        var paths = [
            specPath, OwnershipRecord.path(forFeature: feature), OwnershipRecord.legacyPath(forFeature: feature),
            OwnershipRecord.basePath(forFeature: feature, file: specPath),
        ]
        for path in tracked {
            paths.append(path)
            paths.append(OwnershipRecord.basePath(forFeature: feature, file: path))
        }
        return paths
    }
}
