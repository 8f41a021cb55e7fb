/// Writes a ``GenerationPlan`` to a package: all or nothing, never overwriting without consent.
///
/// For every planned file the writer compares the bytes on disk with the plan and decides a
/// ``WriteReport/Status``. A file the plan replaces knowingly (``GenerationPlan/originals``) or
/// deletes (``GenerationPlan/deletions``) is changed only while it still has the bytes the plan
/// was computed from; otherwise it is a conflict. Then, by ``Mode``:
/// - ``Mode/apply``: with any conflict, writes nothing and throws
///   ``PlanWriteError/conflicts(_:)``. Otherwise stages every new file in
///   `<root>/.scaffold/.staging-<random>` (same file system, so the final moves are renames),
///   moves each replaced file aside as a backup, renames the staged files into place, runs the
///   optional verification, and removes the staging directory (with the backups of replaced and
///   deleted files). Any failure undoes every step
///   in reverse (restoring backups, removing created files and directories), so the package is
///   exactly as before.
/// - ``Mode/dryRun``: reports every file with its status and a unified diff; writes nothing.
/// - ``Mode/check``: compares the plan with the disk as if overwriting were allowed; writes
///   nothing. ``WriteReport/isUpToDate`` tells whether anything drifted.
///
/// Unchanged files are never touched, so their modification times survive.
public struct PlanWriter: Sendable {
    /// What the writer does with the plan.
    public enum Mode: String, Hashable, Sendable {
        /// Write the changes.
        case apply
        /// Report what would change, with diffs; write nothing.
        case dryRun
        /// Compare with the disk; write nothing.
        case check
    }

    /// The directory, relative to the package root, that holds scaffold's own files.
    public static let scaffoldDirectory = ".scaffold"
    /// The name prefix of staging directories inside ``scaffoldDirectory``.
    public static let stagingPrefix = ".staging-"

    /// The file system written to.
    public var fileSystem: any FileSystem
    /// Whether existing files with different contents may be replaced (`--force`).
    public var allowOverwrite: Bool

    /// Creates a writer.
    /// - Parameters:
    ///   - fileSystem: the file system to read and write.
    ///   - allowOverwrite: replace existing files whose contents differ (`--force`).
    public init(fileSystem: any FileSystem, allowOverwrite: Bool = false) {
        self.fileSystem = fileSystem
        self.allowOverwrite = allowOverwrite
    }

    /// Runs the plan in `mode`.
    /// - Parameters:
    ///   - plan: the files and manifest edit to write.
    ///   - mode: apply, dry-run or check.
    ///   - verify: for ``Mode/apply`` only, called with the package root after every file is in
    ///     place; throwing undoes the whole write (used to run `swift package dump-package`).
    /// - Returns: the per-file report.
    /// - Throws: ``PlanWriteError`` when applying finds conflicts, a write fails or verification
    ///   fails; the package is restored in every case.
    @discardableResult
    public func write(
        _ plan: GenerationPlan,
        mode: Mode,
        verify: ((String) throws -> Void)? = nil
    ) throws(PlanWriteError) -> WriteReport {
        let evaluated = evaluate(plan, mode: mode)
        var report = WriteReport(root: plan.root, mode: mode, entries: evaluated.map(\.entry), applied: false)
        guard mode == .apply else { return report }
        if report.hasConflicts { throw .conflicts(report) }
        let changes = evaluated.filter { $0.entry.status == .create || $0.entry.status == .update || $0.entry.status == .delete }
        if !changes.isEmpty {
            try apply(changes, root: plan.root, verify: verify)
        }
        report.applied = true
        return report
    }

    // MARK: - Evaluation

    /// A planned file with its status and the bytes to write.
    private struct Evaluated {
        var entry: WriteReport.Entry
        var bytes: [UInt8]
    }

    private func evaluate(_ plan: GenerationPlan, mode: Mode) -> [Evaluated] {
        let overwrite = allowOverwrite || mode == .check
        // Applying shows no diffs, so it computes none (a diff of a large file is the costliest
        // part of a write).
        let diffs = mode != .apply
        var result: [Evaluated] = []
        for path in plan.paths {
            let bytes = plan.files[path] ?? []
            if let original = plan.originals[path] {
                result.append(evaluateReplacement(path, bytes, original: original, root: plan.root, diffs: diffs))
            } else {
                result.append(evaluateFile(path, bytes, root: plan.root, overwrite: overwrite, diffs: diffs))
            }
        }
        for path in plan.deletedPaths {
            result.append(evaluateDeletion(path, original: plan.deletions[path] ?? [], root: plan.root, diffs: diffs))
        }
        result.sort { $0.entry.path < $1.entry.path }
        if let edit = plan.manifestEdit {
            result.append(evaluateManifest(edit, root: plan.root, diffs: diffs))
        }
        return result
    }

    private func evaluateFile(_ path: String, _ bytes: [UInt8], root: String, overwrite: Bool, diffs: Bool) -> Evaluated {
        let absolute = PathComponents.join(root, path)
        let newText = String(validating: bytes, as: UTF8.self)
        if let blocker = blockingAncestor(of: path, root: root) {
            return Evaluated(
                entry: .init(path: path, status: .conflict, reason: "'\(blocker)' is a file, not a directory"), bytes: bytes)
        }
        guard fileSystem.exists(absolute) else {
            let diff = diffs ? newText.map { UnifiedDiff.render(old: nil, new: $0, path: path) } ?? "" : ""
            return Evaluated(entry: .init(path: path, status: .create, diff: diff), bytes: bytes)
        }
        if fileSystem.isDirectory(absolute) {
            return Evaluated(entry: .init(path: path, status: .conflict, reason: "a directory is in the way"), bytes: bytes)
        }
        let existing: [UInt8]
        do {
            existing = try fileSystem.readBytes(absolute)
        } catch {
            return Evaluated(entry: .init(path: path, status: .conflict, reason: "cannot be read (\(error))"), bytes: bytes)
        }
        if existing == bytes {
            return Evaluated(entry: .init(path: path, status: .unchanged), bytes: bytes)
        }
        var diff = ""
        if diffs, let newText, let oldText = String(validating: existing, as: UTF8.self) {
            diff = UnifiedDiff.render(old: oldText, new: newText, path: path)
        }
        if overwrite {
            return Evaluated(entry: .init(path: path, status: .update, diff: diff), bytes: bytes)
        }
        return Evaluated(
            entry: .init(
                path: path, status: .conflict, reason: "exists with different contents (use --force to overwrite)", diff: diff),
            bytes: bytes
        )
    }

    /// A knowing replacement: allowed while the disk still has `original`.
    private func evaluateReplacement(_ path: String, _ bytes: [UInt8], original: [UInt8], root: String, diffs: Bool) -> Evaluated
    {
        let absolute = PathComponents.join(root, path)
        guard fileSystem.exists(absolute), !fileSystem.isDirectory(absolute), let existing = try? fileSystem.readBytes(absolute)
        else {
            return Evaluated(
                entry: .init(
                    path: path, status: .conflict,
                    reason: "was removed or replaced since the plan was made; run the command again"), bytes: bytes)
        }
        if existing == bytes {
            return Evaluated(entry: .init(path: path, status: .unchanged), bytes: bytes)
        }
        var diff = ""
        if diffs, let newText = String(validating: bytes, as: UTF8.self),
            let oldText = String(validating: existing, as: UTF8.self)
        {
            diff = UnifiedDiff.render(old: oldText, new: newText, path: path)
        }
        guard existing == original else {
            return Evaluated(
                entry: .init(
                    path: path, status: .conflict, reason: "changed since the plan was made; run the command again", diff: diff),
                bytes: bytes)
        }
        return Evaluated(entry: .init(path: path, status: .update, diff: diff), bytes: bytes)
    }

    /// A deletion: allowed while the disk still has `original`; already gone is unchanged.
    private func evaluateDeletion(_ path: String, original: [UInt8], root: String, diffs: Bool) -> Evaluated {
        let absolute = PathComponents.join(root, path)
        guard fileSystem.exists(absolute) else {
            return Evaluated(entry: .init(path: path, status: .unchanged), bytes: [])
        }
        guard !fileSystem.isDirectory(absolute), let existing = try? fileSystem.readBytes(absolute), existing == original else {
            return Evaluated(
                entry: .init(path: path, status: .conflict, reason: "changed since the plan was made; not deleted"), bytes: [])
        }
        let diff =
            (diffs ? String(validating: existing, as: UTF8.self) : nil).map {
                UnifiedDiff(old: $0, new: "").rendered(oldPath: path, newPath: nil)
            } ?? ""
        return Evaluated(entry: .init(path: path, status: .delete, diff: diff), bytes: [])
    }

    private func evaluateManifest(_ edit: GenerationPlan.ManifestEdit, root: String, diffs: Bool) -> Evaluated {
        let absolute = PathComponents.join(root, edit.path)
        let bytes = Array(edit.edited.utf8)
        func conflict(_ reason: String, diff: String = "") -> Evaluated {
            Evaluated(
                entry: .init(path: edit.path, status: .conflict, isManifest: true, reason: reason, diff: diff), bytes: bytes)
        }
        let current: String
        do {
            current = try fileSystem.readText(absolute)
        } catch {
            return conflict(error.reason == .notFound ? "the manifest is missing" : "cannot be read (\(error))")
        }
        if current == edit.edited {
            return Evaluated(entry: .init(path: edit.path, status: .unchanged, isManifest: true), bytes: bytes)
        }
        let diff = diffs ? UnifiedDiff.render(old: current, new: edit.edited, path: edit.path) : ""
        if current != edit.original {
            return conflict("changed since the edit was planned; run the command again", diff: diff)
        }
        return Evaluated(entry: .init(path: edit.path, status: .update, isManifest: true, diff: diff), bytes: bytes)
    }

    /// The first ancestor of `path` (relative, inside `root`) that exists but is not a directory.
    private func blockingAncestor(of path: String, root: String) -> String? {
        let components = path.split(separator: "/").dropLast()
        var relative = ""
        for component in components {
            relative = PathComponents.join(relative, String(component))
            let absolute = PathComponents.join(root, relative)
            if !fileSystem.exists(absolute) { return nil }
            if !fileSystem.isDirectory(absolute) { return relative }
        }
        return nil
    }

    // MARK: - Applying

    /// One undoable step, recorded as it succeeds.
    private enum Step {
        case createdDirectory(String)
        case movedAside(original: String, backup: String)
        case placed(String)
    }

    private func apply(_ changes: [Evaluated], root: String, verify: ((String) throws -> Void)?) throws(PlanWriteError) {
        var journal: [Step] = []
        var staging: String?
        do {
            try ensureDirectory(root, journal: &journal)
            let scaffold = PathComponents.join(root, Self.scaffoldDirectory)
            try ensureDirectory(scaffold, journal: &journal)
            let stagingDirectory = try fileSystem.createUniqueDirectory(in: scaffold, prefix: Self.stagingPrefix)
            staging = stagingDirectory

            // 1. Stage every new file; nothing in the package has been touched yet.
            for (index, change) in changes.enumerated() where change.entry.status != .delete {
                try fileSystem.writeFile(PathComponents.join(stagingDirectory, "new-\(index)"), bytes: change.bytes)
            }
            // 2. Move replaced files aside and rename staged files into place.
            for (index, change) in changes.enumerated() {
                let destination = PathComponents.join(root, change.entry.path)
                if change.entry.status == .delete {
                    let backup = PathComponents.join(stagingDirectory, "backup-\(index)")
                    try fileSystem.moveItem(from: destination, to: backup)
                    journal.append(.movedAside(original: destination, backup: backup))
                    continue
                }
                try ensureDirectory(PathComponents.parent(of: destination), journal: &journal)
                if change.entry.status == .update {
                    let backup = PathComponents.join(stagingDirectory, "backup-\(index)")
                    try fileSystem.moveItem(from: destination, to: backup)
                    journal.append(.movedAside(original: destination, backup: backup))
                }
                try fileSystem.moveItem(from: PathComponents.join(stagingDirectory, "new-\(index)"), to: destination)
                journal.append(.placed(destination))
            }
        } catch {
            let problems = rollBack(journal, staging: staging)
            throw .writeFailed(error, rollbackProblems: problems, stagingDirectory: problems.isEmpty ? nil : staging)
        }

        // 3. Verify the result as a whole.
        if let verify {
            do {
                try verify(root)
            } catch {
                let problems = rollBack(journal, staging: staging)
                throw .verificationFailed(
                    String(describing: error), rollbackProblems: problems, stagingDirectory: problems.isEmpty ? nil : staging)
            }
        }

        // 4. Clean up: the staging directory, and `.scaffold` if it was created only for staging.
        if let staging {
            try? fileSystem.removeItem(staging)
        }
        for step in journal.reversed() {
            if case .createdDirectory(let path) = step, fileSystem.isEmptyDirectory(path) {
                try? fileSystem.removeItem(path)
            }
        }
    }

    /// Creates `path` and any missing parents, recording each directory created.
    private func ensureDirectory(_ path: String, journal: inout [Step]) throws(FileSystemError) {
        if fileSystem.isDirectory(path) { return }
        if fileSystem.exists(path) { throw FileSystemError(path: path, reason: .notADirectory) }
        let parent = PathComponents.parent(of: path)
        if !parent.isEmpty, parent != path {
            try ensureDirectory(parent, journal: &journal)
        }
        try fileSystem.createDirectory(path, withIntermediates: false)
        journal.append(.createdDirectory(path))
    }

    /// Undoes the journal in reverse; returns the operations that failed.
    private func rollBack(_ journal: [Step], staging: String?) -> [FileSystemError] {
        var problems: [FileSystemError] = []
        for step in journal.reversed() {
            do {
                switch step {
                case .placed(let path):
                    try fileSystem.removeItem(path)
                case .movedAside(let original, let backup):
                    try fileSystem.moveItem(from: backup, to: original)
                case .createdDirectory(let path):
                    if let staging, staging.hasPrefix(path + "/"), fileSystem.exists(staging) {
                        // Holds the staging directory; keep it (and the backups in it) if
                        // anything could not be restored.
                        guard problems.isEmpty else { continue }
                        try fileSystem.removeItem(staging)
                    }
                    if fileSystem.isEmptyDirectory(path) {
                        try fileSystem.removeItem(path)
                    } else if fileSystem.exists(path) {
                        problems.append(FileSystemError(path: path, reason: .other("directory is not empty; left in place")))
                    }
                }
            } catch {
                problems.append(error)
            }
        }
        if problems.isEmpty, let staging, fileSystem.exists(staging) {
            do { try fileSystem.removeItem(staging) } catch { problems.append(error) }
        }
        return problems
    }
}
