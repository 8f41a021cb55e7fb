import Foundation

/// Remembers which features `scaffold check` found clean, keyed by the stamps (`stat`: size,
/// times, inode) of every file their verdict depended on, so the next check skips them without
/// reading, rendering or hashing anything.
///
/// Machine-local, never committed or merged: kept at `.scaffold/cache/check` next to a
/// `.gitignore` of `*` (git ignores the folder, the `.gitignore` included).
///
/// What is trusted: a feature is skipped only when every file its verdict depends on — its spec,
/// record index, legacy record, spec copy, stored bases and generated files (a missing file counts
/// as "missing", so a deletion or a new file is a change), plus the project's config,
/// `Package.swift`, the shared spec and every template override — has the same size, modification time (ns),
/// status-change time (ns) and inode as when it was found clean, the scaffold binary is the same
/// (``binaryIdentity``: version, template-set version, and the executable's own stamp), and none
/// of those stamps is within ``racyWindow`` of the start of the check that wrote the cache (a file
/// changed while it was read could keep a stamp from before). A file edited to the same size with
/// its modification time put back still has a new status-change time (`ctime`, which only the
/// kernel sets), so it is a change. Any other difference means a full check of that feature: no
/// content is hashed to rescue a stamp.
///
/// Never trusted blindly: a cache whose header, version or binary differ, or whose closing
/// checksum does not match its text (truncated, corrupted, half-written), is no cache and is
/// rebuilt; it is written to a temporary file and renamed over the old one, so a crash leaves the
/// old cache or the new one, never a mix.
public struct CheckCache: Sendable {
    /// The cache's path, relative to the package root.
    public static let path = ".scaffold/cache/check"
    /// The format written in the header (an older or newer format is not read).
    public static let formatVersion = "2"
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
    /// The binary that wrote it (``binaryIdentity``).
    public var binary: String
    /// Clean features by name.
    public var entries: [String: Entry]

    /// Creates a cache.
    public init(written: Int64 = 0, binary: String = "", entries: [String: Entry] = [:]) {
        self.written = written
        self.binary = binary
        self.entries = entries
    }

    /// The running scaffold: its version, its template-set version and the stamp of its
    /// executable (a rebuilt binary of the same version is another binary).
    public static let binaryIdentity: String = {
        let executable = Bundle.main.executablePath ?? "/proc/self/exe"
        let stamp = LocalFileSystem().stamp(executable)?.token ?? "-"
        return "scaffold \(CommandLineTool.version) templates \(TemplateSetVersion.current) exe \(stamp)"
    }()

    /// The cache's text: a header with the format and the time, the binary, one tab-separated
    /// line per feature, and a closing line with the ``ContentHash`` of everything before it.
    public func encoded() -> String {
        var out = "scaffold-check-cache \(Self.formatVersion) \(written)\n"
        out += "binary\t" + binary.replacingOccurrences(of: "\n", with: " ") + "\n"
        for (name, entry) in entries.sorted(by: { $0.key < $1.key }) {
            out += ([name, entry.key, String(entry.fileCount)] + entry.paths).joined(separator: "\t") + "\n"
        }
        return out + "end\t" + ContentHash.of(out) + "\n"
    }

    /// Reads a cache's text; `nil` when it is not a whole cache of this format written by
    /// `binary` (any doubt: no cache).
    public static func decode(_ text: String, binary: String) -> CheckCache? {
        guard text.hasSuffix("\n"), let endRange = text.range(of: "end\t", options: .backwards) else { return nil }
        let body = String(text[..<endRange.lowerBound])
        guard body.isEmpty || body.hasSuffix("\n"),
            text[endRange.upperBound...].dropLast() == ContentHash.of(body)[...]
        else { return nil }
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard let header = lines.first?.split(separator: " "), header.count == 3, header[0] == "scaffold-check-cache",
            header[1] == Substring(formatVersion), let written = Int64(header[2])
        else { return nil }
        lines.removeFirst()
        guard let binaryLine = lines.first, binaryLine == Substring("binary\t" + binary) else { return nil }
        lines.removeFirst()
        var entries: [String: Entry] = [:]
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3, let count = Int(fields[2]) else { return nil }
            entries[fields[0]] = Entry(key: fields[1], fileCount: count, paths: Array(fields.dropFirst(3)))
        }
        return CheckCache(written: written, binary: binary, entries: entries)
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
            guard isSettled(stamp, notAfter: notAfter) else { return nil }
            text += stamp.token
        }
        return ContentHash.of(text)
    }

    /// What every feature's verdict depends on besides the binary: the config, `Package.swift`,
    /// the shared spec (``SharedSpec``) and every template override (paths and stamps); `nil` when any stamp is at or after
    /// `notAfter` (ns), too recent to trust.
    public static func globalStamps(
        workspace: PackageWorkspace, stamping: any FileStamping, notAfter: Int64 = Int64.max
    ) -> String? {
        var parts: [String] = []
        let shared = SharedSpec.path(in: workspace.config.layout)
        for path in [ProjectConfig.relativePath, "Package.swift", shared] + workspace.filesBelow(".scaffold/templates") {
            guard let stamp = stamping.stamp(workspace.path(path)) else {
                parts.append(path + " -")
                continue
            }
            guard isSettled(stamp, notAfter: notAfter) else { return nil }
            parts.append(path + " " + stamp.token)
        }
        return parts.joined(separator: "\n")
    }

    /// Whether `stamp` is older than `notAfter` (ns), widened to ``coarseRacyWindow`` for time
    /// stamps in whole seconds.
    static func isSettled(_ stamp: FileStamp, notAfter: Int64) -> Bool {
        let coarse = stamp.modified % 1_000_000_000 == 0 && stamp.changed % 1_000_000_000 == 0
        let limit = coarse ? notAfter &- (coarseRacyWindow - racyWindow) : notAfter
        return stamp.modified < limit && stamp.changed < limit
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
