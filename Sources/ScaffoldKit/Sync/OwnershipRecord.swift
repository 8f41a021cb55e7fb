/// What scaffold last generated for one feature: a small line-oriented index checked in at
/// `.scaffold/features/<Name>.record`, plus — under `.scaffold/base/<Name>/`, mirroring the
/// package tree — the spec as last generated and the last rendering of every file that differed
/// from it on disk when scaffold last wrote (the merge bases that cannot be recovered otherwise).
///
/// Index format (UTF-8, LF, one fact per line so git merges and reviews it line by line):
///
/// ```
/// scaffold-record 2
/// feature Weather
/// style feature
/// spec fnv1a64:…
/// file<TAB>Features/Weather/Sources/WeatherRoute.swift<TAB>feature/Sources/Route.swift.mustache<TAB>fnv1a64:…<TAB>fnv1a64:…
/// ```
///
/// A `file` line holds the path, the template, the template's hash and the ``ContentHash`` of
/// the last rendering (the merge base). The base's text is the file on disk when that hash
/// matches, else the stored copy under `.scaffold/base/`, else the saved copy of the spec
/// rendered again with the current templates when that reproduces the hash (see
/// ``RecordStore``).
public struct OwnershipRecord: Hashable, Sendable {
    /// The index format this scaffold writes.
    public static let format = 2
    /// The feature's name.
    public var feature: String
    /// The template style used.
    public var style: String
    /// Hash of the spec file's text when it was last generated from.
    public var specHash: String
    /// Every generated file, sorted by path.
    public var files: [File]

    /// One generated file.
    public struct File: Hashable, Sendable {
        /// Path relative to the package root.
        public var path: String
        /// Template path relative to the template root (for example `feature/Sources/Route.swift.mustache`).
        public var template: String
        /// Hash of the template source used.
        public var templateHash: String
        /// ``ContentHash`` of the last rendering: the base of the next three-way merge.
        public var baseHash: String

        /// Creates a file entry.
        public init(path: String, template: String, templateHash: String, baseHash: String) {
            self.path = path
            self.template = template
            self.templateHash = templateHash
            self.baseHash = baseHash
        }
    }

    /// Creates a record.
    public init(feature: String, style: String, specHash: String, files: [File]) {
        self.feature = feature
        self.style = style
        self.specHash = specHash
        self.files = files.sorted { $0.path < $1.path }
    }

    /// The index's path relative to the package root.
    public static func path(forFeature name: String) -> String {
        ".scaffold/features/\(name).record"
    }

    /// Where the previous format (one JSON file holding every file's content) lived; read once
    /// and migrated by the next `sync`.
    public static func legacyPath(forFeature name: String) -> String {
        ".scaffold/features/\(name).json"
    }

    /// Where the stored base of `path` (a path relative to the package root) lives.
    public static func basePath(forFeature name: String, file path: String) -> String {
        ".scaffold/base/\(name)/\(path)"
    }

    /// The entry for `path`, if scaffold generated it.
    public func file(at path: String) -> File? {
        files.first { $0.path == path }
    }

    /// The index text (see the type's documentation); ends with a newline.
    public func encoded() -> String {
        var out = "scaffold-record \(Self.format)\nfeature \(feature)\nstyle \(style)\nspec \(specHash)\n"
        for file in files {
            out += "file\t\(file.path)\t\(file.template)\t\(file.templateHash)\t\(file.baseHash)\n"
        }
        return out
    }

    /// Decodes an index.
    /// - Parameters:
    ///   - text: the index's text.
    ///   - path: its path (for diagnostics), relative to the package root.
    /// - Throws: ``Diagnostic`` at the offending line: merge conflict markers (naming the
    ///   recovery command), an unknown format, or a malformed line.
    public static func decode(_ text: String, path: String) throws(Diagnostic) -> OwnershipRecord {
        let feature = Self.featureName(fromIndexPath: path)
        // Split on bytes (a record is read per feature by every check and sync): `\n` and tab
        // are always single-byte, whole characters in UTF-8, so this equals a Character split.
        let normalized = LineEndings.normalized(text)
        var lines = normalized.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
        if lines.last?.isEmpty == true { lines.removeLast() }
        // The whole text first (one pass, no copies); the line only when there is one.
        if ThreeWayMerge.containsConflictMarkers(text),
            let markerLine = lines.firstIndex(where: { ThreeWayMerge.containsConflictMarkers(String($0) + "\n") })
        {
            throw Diagnostic(
                at: SourceLocation(file: path, line: markerLine + 1, column: 1),
                "the record has merge conflict markers (two branches changed what scaffold generated); rebuild it from the saved spec and templates with 'scaffold sync --rebuild-record \(feature)' (your files are kept: differences from the new rendering count as your edits)"
            )
        }
        func fail(_ line: Int, _ message: String) -> Diagnostic {
            Diagnostic(
                at: SourceLocation(file: path, line: line, column: 1),
                "not a valid scaffold record: \(message); rebuild it with 'scaffold sync --rebuild-record \(feature)'")
        }
        guard let header = lines.first, header.hasPrefix("scaffold-record ") else {
            throw fail(1, "expected 'scaffold-record \(format)' on the first line")
        }
        guard Int(header.dropFirst("scaffold-record ".count)) == format else {
            throw fail(
                1,
                "record format '\(header.dropFirst("scaffold-record ".count))' is not one this scaffold understands (\(format))")
        }
        var name: String?, style: String?, spec: String?
        var files: [File] = []
        for (offset, line) in lines.enumerated().dropFirst() {
            if line.utf8.starts(with: "file\t".utf8) {
                let fields = line.utf8.split(separator: 0x09, omittingEmptySubsequences: false).map { Substring($0) }
                guard fields.count == 5, fields.dropFirst().allSatisfy({ !$0.isEmpty }) else {
                    throw fail(
                        offset + 1, "a 'file' line has a path, a template, a template hash and a base hash, separated by tabs")
                }
                files.append(
                    File(
                        path: String(fields[1]), template: String(fields[2]), templateHash: String(fields[3]),
                        baseHash: String(fields[4])))
                continue
            }
            guard let space = line.firstIndex(of: " ") else { throw fail(offset + 1, "unexpected line '\(line)'") }
            let value = String(line[line.index(after: space)...])
            switch line[..<space] {
            case "feature": name = value
            case "style": style = value
            case "spec": spec = value
            default: throw fail(offset + 1, "unexpected line '\(line)'")
            }
        }
        guard let name, let style, let spec else { throw fail(1, "'feature', 'style' and 'spec' lines are required") }
        return OwnershipRecord(feature: name, style: style, specHash: spec, files: files)
    }

    /// `Weather` for `.scaffold/features/Weather.record`.
    static func featureName(fromIndexPath path: String) -> String {
        var name = Substring(path.split(separator: "/").last ?? Substring(path))
        for suffix in [".record", ".json"] where name.hasSuffix(suffix) { name = name.dropLast(suffix.count) }
        return String(name)
    }
}
