/// Everything one generation run wants on disk, as a plain value: relative path → contents for
/// one package root, plus an optional edit of the package manifest.
///
/// A plan is computed purely (no I/O) and handed to ``PlanWriter``, which can apply it, show it
/// as a dry run, or compare it with the disk. Paths are kept sorted so reports and diffs are
/// deterministic.
public struct GenerationPlan: Hashable, Sendable {
    /// A planned change to the manifest: the text it was computed from and the text it becomes.
    ///
    /// Recording the original lets the writer notice that the manifest changed after the plan
    /// was made (a conflict) instead of overwriting the user's edit.
    public struct ManifestEdit: Hashable, Sendable {
        /// The manifest's path relative to the package root (normally `Package.swift`).
        public var path: String
        /// The manifest text the edit was computed from.
        public var original: String
        /// The manifest text after the edit.
        public var edited: String

        /// Creates a manifest edit.
        /// - Parameters:
        ///   - path: the manifest's path relative to the package root.
        ///   - original: the text the edit was computed from.
        ///   - edited: the text after the edit.
        public init(path: String = "Package.swift", original: String, edited: String) {
            self.path = path
            self.original = original
            self.edited = edited
        }
    }

    /// The package root every path is relative to (absolute).
    public var root: String
    /// Relative path → file contents.
    public private(set) var files: [String: [UInt8]]
    /// The manifest edit, if the run registers something in `Package.swift`.
    public var manifestEdit: ManifestEdit?

    /// Creates an empty plan.
    /// - Parameters:
    ///   - root: the absolute path of the package root.
    ///   - manifestEdit: an optional manifest edit.
    public init(root: String, manifestEdit: ManifestEdit? = nil) {
        self.root = PathComponents.normalize(root)
        self.files = [:]
        self.manifestEdit = manifestEdit
    }

    /// The planned paths, sorted.
    public var paths: [String] { files.keys.sorted() }

    /// Adds (or replaces) a file.
    /// - Parameters:
    ///   - path: a clean path relative to the root (no `..`, not absolute).
    ///   - bytes: the contents.
    /// - Throws: ``GenerationPlanError`` when the path is not a clean relative path.
    public mutating func add(_ path: String, bytes: [UInt8]) throws(GenerationPlanError) {
        if let problem = PathComponents.problemWithRelativePath(path) {
            throw GenerationPlanError(path: path, message: problem)
        }
        files[path] = bytes
    }

    /// Adds (or replaces) a text file, stored as UTF-8.
    /// - Parameters:
    ///   - path: a clean path relative to the root.
    ///   - text: the contents.
    /// - Throws: ``GenerationPlanError`` when the path is not a clean relative path.
    public mutating func add(_ path: String, text: String) throws(GenerationPlanError) {
        try add(path, bytes: Array(text.utf8))
    }
}
