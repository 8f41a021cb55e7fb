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
        /// What a type check of the edit needs to see (``ManifestEditResult/proofText``), when
        /// the editor provided it.
        public var proofText: String?

        /// Creates a manifest edit.
        /// - Parameters:
        ///   - path: the manifest's path relative to the package root.
        ///   - original: the text the edit was computed from.
        ///   - edited: the text after the edit.
        ///   - proofText: what a type check of the edit needs to see, if known.
        public init(path: String = "Package.swift", original: String, edited: String, proofText: String? = nil) {
            self.path = path
            self.original = original
            self.edited = edited
            self.proofText = proofText
        }
    }

    /// The package root every path is relative to (absolute).
    public var root: String
    /// Relative path → file contents.
    public private(set) var files: [String: [UInt8]]
    /// The manifest edit, if the run registers something in `Package.swift`.
    public var manifestEdit: ManifestEdit?
    /// For planned files that replace existing contents (`scaffold sync`): the bytes the plan
    /// was computed from. The writer replaces such a file only while it still has exactly these
    /// bytes, without needing `allowOverwrite`; otherwise it is a conflict.
    public private(set) var originals: [String: [UInt8]] = [:]
    /// Files to delete: relative path → the bytes the file must still have. A file that
    /// changed since the plan was made is a conflict, never deleted.
    public private(set) var deletions: [String: [UInt8]] = [:]

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

    /// The paths planned for deletion, sorted.
    public var deletedPaths: [String] { deletions.keys.sorted() }

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

    /// Adds a file that replaces existing contents, but only while the file still has
    /// `original` (so an edit made after planning is never overwritten).
    /// - Parameters:
    ///   - path: a clean path relative to the root.
    ///   - text: the new contents.
    ///   - original: the contents the plan was computed from.
    /// - Throws: ``GenerationPlanError`` when the path is not a clean relative path.
    public mutating func add(_ path: String, text: String, replacing original: String) throws(GenerationPlanError) {
        try add(path, bytes: Array(text.utf8))
        originals[path] = Array(original.utf8)
        deletions[path] = nil
    }

    /// Plans the deletion of a file that must still have `original` when the plan is applied.
    /// - Parameters:
    ///   - path: a clean path relative to the root.
    ///   - original: the contents the file had when the plan was made.
    /// - Throws: ``GenerationPlanError`` when the path is not a clean relative path or the plan
    ///   also writes it.
    public mutating func delete(_ path: String, expecting original: String) throws(GenerationPlanError) {
        if let problem = PathComponents.problemWithRelativePath(path) {
            throw GenerationPlanError(path: path, message: problem)
        }
        if files[path] != nil {
            throw GenerationPlanError(path: path, message: "is both written and deleted by the plan")
        }
        deletions[path] = Array(original.utf8)
    }
}
