/// Writes a ``GenerationPlan`` to a package: all or nothing, never overwriting without consent.
///
/// For every planned file the writer compares the bytes on disk with the plan and decides a
/// ``WriteReport/Status``. A file the plan replaces knowingly (``GenerationPlan/originals``) or
/// deletes (``GenerationPlan/deletions``) is changed only while it still has the bytes the plan
/// was computed from; otherwise it is a conflict. Then, by ``Mode``:
/// - ``Mode/apply``: with any conflict, writes nothing and throws
///   ``PlanWriteError/conflicts(_:)``; a path leading out of the package or a read-only file to
///   replace throws ``PlanWriteError/outsidePackage(path:reason:)`` or
///   ``PlanWriteError/readOnly(path:permissions:)``, also before writing anything. Otherwise,
///   holding the package lock: stages every new file and a backup of every replaced or deleted
///   file in `<root>/.scaffold/.staging-<random>` (same file system, so the final moves are
///   renames), flushed; puts the ``WriteJournal`` in place by one rename; replaces each file by
///   one atomic rename (or removes it); flushes the changed directories; runs the optional
///   verification; commits by removing the journal; removes the staging directory. Any failure
///   rolls back through the journal (backups renamed back, created files and directories
///   removed), so the package is exactly as before; if the process dies instead, the next
///   command does the same (``WriteRecovery``). See `Generate/README.md`, "The write protocol".
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
        // Applying holds the package lock from evaluation to commit, so another scaffold
        // process neither changes what was evaluated nor mistakes this write for a dead one.
        var lock: FileSystemLock?
        defer { lock?.unlock() }
        if mode == .apply, fileSystem.isDirectory(plan.root) {
            do {
                lock = try fileSystem.lockExclusively(plan.root)
            } catch {
                throw .writeFailed(error, rollbackProblems: [], stagingDirectory: nil)
            }
        }
        let evaluated = try evaluate(plan, mode: mode)
        var report = WriteReport(root: plan.root, mode: mode, entries: evaluated.map(\.entry), applied: false)
        guard mode == .apply else { return report }
        if report.hasConflicts { throw .conflicts(report) }
        let changes = evaluated.filter { $0.entry.status == .create || $0.entry.status == .update || $0.entry.status == .delete }
        if !changes.isEmpty {
            try checkBoundary([PathComponents.join(Self.scaffoldDirectory, "journal")], root: plan.root)
            for change in changes where change.entry.status != .create {
                let absolute = PathComponents.join(plan.root, change.target)
                if let mode = fileSystem.permissions(absolute), mode & 0o200 == 0 {
                    throw .readOnly(path: change.target, permissions: mode)
                }
            }
            try apply(changes, root: plan.root, verify: verify, holdingLock: lock != nil)
        }
        report.applied = true
        return report
    }

    // MARK: - Evaluation

    /// A planned file with its status and the bytes to write.
    private struct Evaluated {
        var entry: WriteReport.Entry
        var bytes: [UInt8]
        /// The path actually written, relative to the root: the entry's path, or for a
        /// manifest that is a symbolic link, the file it points to inside the package.
        var target: String

        init(entry: WriteReport.Entry, bytes: [UInt8], target: String? = nil) {
            self.entry = entry
            self.bytes = bytes
            self.target = target ?? entry.path
        }
    }

    private func evaluate(_ plan: GenerationPlan, mode: Mode) throws(PlanWriteError) -> [Evaluated] {
        try checkBoundary(plan.paths + plan.deletedPaths, root: plan.root)
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
            result.append(try evaluateManifest(edit, root: plan.root, diffs: diffs))
        }
        return result
    }

    // MARK: - The package boundary

    /// Throws when a path would be written, replaced or deleted outside the package: one of its
    /// directories is a symbolic link leading out of the root, or the path itself is a link.
    private func checkBoundary(_ paths: [String], root: String) throws(PlanWriteError) {
        let realRoot = fileSystem.resolvingSymbolicLinks(root)
        for path in paths {
            if let problem = PathComponents.problemWithRelativePath(path) {
                throw .outsidePackage(path: path, reason: problem)
            }
            var relative = ""
            for component in path.split(separator: "/") {
                relative = PathComponents.join(relative, String(component))
                let absolute = PathComponents.join(root, relative)
                guard fileSystem.isSymbolicLink(absolute) else { continue }
                let resolved = fileSystem.resolvingSymbolicLinks(absolute)
                if relative == path {
                    throw .outsidePackage(
                        path: path,
                        reason: "is a symbolic link (to \(resolved)); scaffold neither writes through nor replaces links")
                }
                if !PathComponents.isInside(resolved, root: realRoot) {
                    throw .outsidePackage(
                        path: path, reason: "'\(relative)' is a symbolic link to \(resolved), outside the package")
                }
            }
            let parent = fileSystem.resolvingSymbolicLinks(PathComponents.parent(of: PathComponents.join(root, path)))
            if !PathComponents.isInside(parent, root: realRoot) {
                throw .outsidePackage(path: path, reason: "its directory resolves to \(parent), outside the package")
            }
        }
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
    private func evaluateReplacement(_ path: String, _ bytes: [UInt8], original: [UInt8], root: String, diffs: Bool)
        -> Evaluated
    {
        let absolute = PathComponents.join(root, path)
        guard fileSystem.exists(absolute), !fileSystem.isDirectory(absolute), let existing = try? fileSystem.readBytes(absolute)
        else {
            return Evaluated(
                entry: .init(
                    path: path, status: .conflict,
                    reason: "was removed or replaced since the plan was made; run the command again",
                    changedSincePlanned: true), bytes: bytes)
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
                    path: path, status: .conflict, reason: "changed since the plan was made; run the command again", diff: diff,
                    changedSincePlanned: true),
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
                entry: .init(
                    path: path, status: .conflict, reason: "changed since the plan was made; not deleted",
                    changedSincePlanned: true), bytes: [])
        }
        let diff =
            (diffs ? String(validating: existing, as: UTF8.self) : nil).map {
                UnifiedDiff(old: $0, new: "").rendered(oldPath: path, newPath: nil)
            } ?? ""
        return Evaluated(entry: .init(path: path, status: .delete, diff: diff), bytes: [])
    }

    /// The manifest: a symbolic link to a file inside the package is edited at that file; one
    /// leading outside is refused.
    private func evaluateManifest(_ edit: GenerationPlan.ManifestEdit, root: String, diffs: Bool) throws(PlanWriteError)
        -> Evaluated
    {
        var target = edit.path
        if fileSystem.isSymbolicLink(PathComponents.join(root, edit.path)) {
            let realRoot = fileSystem.resolvingSymbolicLinks(root)
            let resolved = fileSystem.resolvingSymbolicLinks(PathComponents.join(root, edit.path))
            guard PathComponents.isInside(resolved, root: realRoot), resolved != realRoot else {
                throw .outsidePackage(
                    path: edit.path,
                    reason:
                        "is a symbolic link to \(resolved), outside the package; edit that file by hand or use --no-register"
                )
            }
            target = String(resolved.dropFirst(realRoot == "/" ? 1 : realRoot.count + 1))
        }
        try checkBoundary([target], root: root)
        let absolute = PathComponents.join(root, target)
        let bytes = Array(edit.edited.utf8)
        func conflict(_ reason: String, diff: String = "", changedSincePlanned: Bool = false) -> Evaluated {
            Evaluated(
                entry: .init(
                    path: edit.path, status: .conflict, isManifest: true, reason: reason, diff: diff,
                    changedSincePlanned: changedSincePlanned), bytes: bytes,
                target: target)
        }
        let current: String
        do {
            current = try fileSystem.readText(absolute)
        } catch {
            return conflict(error.reason == .notFound ? "the manifest is missing" : "cannot be read (\(error))")
        }
        if current == edit.edited {
            return Evaluated(entry: .init(path: edit.path, status: .unchanged, isManifest: true), bytes: bytes, target: target)
        }
        let diff = diffs ? UnifiedDiff.render(old: current, new: edit.edited, path: edit.path) : ""
        if current != edit.original {
            return conflict("changed since the edit was planned; run the command again", diff: diff, changedSincePlanned: true)
        }
        return Evaluated(
            entry: .init(path: edit.path, status: .update, isManifest: true, diff: diff), bytes: bytes, target: target)
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

    /// Applies the changes with the journal protocol (see the type's documentation).
    private func apply(
        _ changes: [Evaluated], root: String, verify: ((String) throws -> Void)?, holdingLock: Bool
    ) throws(PlanWriteError) {
        let scaffold = PathComponents.join(root, Self.scaffoldDirectory)
        var createdOutside: [String] = []  // the root's missing ancestors and the root
        var createdBefore: [String] = []  // root-relative, for the journal
        var staging: String?
        var lock: FileSystemLock?
        defer { lock?.unlock() }

        // 1. Stage: new contents and backups, each flushed; nothing in the package changes.
        let journal: WriteJournal
        do {
            let rootExisted = fileSystem.isDirectory(root)
            try ensureDirectory(root, created: &createdOutside)
            if !rootExisted { createdBefore.append(".") }
            if !holdingLock { lock = try fileSystem.lockExclusively(root) }
            if !fileSystem.isDirectory(scaffold) {
                try fileSystem.createDirectory(scaffold, withIntermediates: false)
                createdBefore.append(Self.scaffoldDirectory)
            }
            let stagingDirectory = try fileSystem.createUniqueDirectory(in: scaffold, prefix: Self.stagingPrefix)
            staging = stagingDirectory
            var entries: [WriteJournal.Change] = []
            for (index, change) in changes.enumerated() {
                let target = PathComponents.join(root, change.target)
                let mode = fileSystem.permissions(target)
                if change.entry.status != .delete {
                    let staged = PathComponents.join(stagingDirectory, "new-\(index)")
                    try fileSystem.writeFile(staged, bytes: change.bytes)
                    if change.entry.status == .update, let mode { try fileSystem.setPermissions(staged, mode) }
                    try fileSystem.synchronize(staged)
                }
                if change.entry.status == .update || change.entry.status == .delete {
                    let backup = PathComponents.join(stagingDirectory, "backup-\(index)")
                    try fileSystem.writeFile(backup, bytes: try fileSystem.readBytes(target))
                    if let mode { try fileSystem.setPermissions(backup, mode) }
                    try fileSystem.synchronize(backup)
                }
                switch change.entry.status {
                case .create:
                    entries.append(
                        .create(path: change.target, staged: "new-\(index)", hash: ContentHash.of(bytes: change.bytes)))
                case .update:
                    entries.append(.replace(path: change.target, staged: "new-\(index)", backup: "backup-\(index)"))
                default:
                    entries.append(.delete(path: change.target, backup: "backup-\(index)"))
                }
            }
            journal = WriteJournal(
                staging: PathComponents.lastComponent(of: stagingDirectory), createdBefore: createdBefore,
                directories: missingDirectories(for: changes.filter { $0.entry.status != .delete }.map(\.target), root: root),
                changes: entries)
            let staged = PathComponents.join(stagingDirectory, "journal")
            try fileSystem.writeFile(staged, bytes: Array(journal.encoded().utf8))
            try fileSystem.synchronize(staged)
            try fileSystem.synchronize(stagingDirectory)
            // 2. The journal appears in one rename; from here on an interruption is undone.
            try fileSystem.replaceItem(at: PathComponents.join(root, WriteJournal.path), withItemAt: staged)
            try fileSystem.synchronize(scaffold)
        } catch {
            // The journal may exist if only the flush after its rename failed.
            let problems = abandon(
                root: root, staging: staging, createdBefore: createdBefore, createdOutside: createdOutside)
            throw .writeFailed(error, rollbackProblems: problems, stagingDirectory: problems.isEmpty ? nil : staging)
        }

        // 3. Change the package: directories, then one rename or removal per file; flush every
        //    directory whose entries changed.
        do {
            for directory in journal.directories {
                try fileSystem.createDirectory(PathComponents.join(root, directory), withIntermediates: false)
            }
            let stagingDirectory = PathComponents.join(scaffold, journal.staging)
            for change in journal.changes {
                let target = PathComponents.join(root, change.path)
                switch change {
                case .create(_, let staged, _):
                    try fileSystem.moveItem(from: PathComponents.join(stagingDirectory, staged), to: target)
                case .replace(_, let staged, _):
                    try fileSystem.replaceItem(at: target, withItemAt: PathComponents.join(stagingDirectory, staged))
                case .delete:
                    try fileSystem.removeItem(target)
                }
            }
            var changedDirectories = Set(journal.changes.map { PathComponents.parent(of: PathComponents.join(root, $0.path)) })
            for directory in journal.directories {
                changedDirectories.insert(PathComponents.parent(of: PathComponents.join(root, directory)))
            }
            for directory in changedDirectories.sorted() {
                try fileSystem.synchronize(directory)
            }
        } catch {
            let problems = undo(journal, root: root, createdOutside: createdOutside)
            throw .writeFailed(error, rollbackProblems: problems, stagingDirectory: problems.isEmpty ? nil : staging)
        }

        // 4. Verify the result as a whole.
        if let verify {
            do {
                try verify(root)
            } catch {
                let problems = undo(journal, root: root, createdOutside: createdOutside)
                throw .verificationFailed(
                    String(describing: error), rollbackProblems: problems, stagingDirectory: problems.isEmpty ? nil : staging)
            }
        }

        // 5. Commit: removing the journal. Then clean up (an interruption now leaves only the
        //    staging directory, which the next command removes).
        do {
            try fileSystem.removeItem(PathComponents.join(root, WriteJournal.path))
            try fileSystem.synchronize(scaffold)
        } catch {
            let problems = undo(journal, root: root, createdOutside: createdOutside)
            throw .writeFailed(error, rollbackProblems: problems, stagingDirectory: problems.isEmpty ? nil : staging)
        }
        if let staging { try? fileSystem.removeItem(staging) }
        if createdBefore.contains(Self.scaffoldDirectory), fileSystem.isEmptyDirectory(scaffold) {
            try? fileSystem.removeItem(scaffold)
        }
    }

    /// The directories (root-relative, parents first) that must be created for `paths`.
    private func missingDirectories(for paths: [String], root: String) -> [String] {
        var result: [String] = []
        var seen = Set<String>()
        for path in paths {
            var relative = ""
            for component in path.split(separator: "/").dropLast() {
                relative = PathComponents.join(relative, String(component))
                if seen.contains(relative) { continue }
                if !fileSystem.exists(PathComponents.join(root, relative)) {
                    seen.insert(relative)
                    result.append(relative)
                }
            }
        }
        return result
    }

    /// Creates `path` and any missing parents, recording each directory created.
    private func ensureDirectory(_ path: String, created: inout [String]) throws(FileSystemError) {
        if fileSystem.isDirectory(path) { return }
        if fileSystem.exists(path) { throw FileSystemError(path: path, reason: .notADirectory) }
        let parent = PathComponents.parent(of: path)
        if !parent.isEmpty, parent != path {
            try ensureDirectory(parent, created: &created)
        }
        try fileSystem.createDirectory(path, withIntermediates: false)
        created.append(path)
    }

    /// Undoes a write whose journal may not be in place: through the journal when it exists,
    /// else by removing the staging directory and the directories created for it.
    private func abandon(root: String, staging: String?, createdBefore: [String], createdOutside: [String]) -> [FileSystemError] {
        let journalPath = PathComponents.join(root, WriteJournal.path)
        if fileSystem.exists(journalPath), let text = try? fileSystem.readText(journalPath),
            let journal = try? WriteJournal.decode(text)
        {
            return undo(journal, root: root, createdOutside: createdOutside)
        }
        if let staging, fileSystem.exists(staging) {
            do { try fileSystem.removeItem(staging) } catch { return [error] }
        }
        let scaffold = PathComponents.join(root, Self.scaffoldDirectory)
        if createdBefore.contains(Self.scaffoldDirectory), fileSystem.isEmptyDirectory(scaffold) {
            do { try fileSystem.removeItem(scaffold) } catch { return [error] }
        }
        return removeEmpty(createdOutside)
    }

    /// Rolls the journal back, then removes the root's created ancestors when empty.
    private func undo(_ journal: WriteJournal, root: String, createdOutside: [String]) -> [FileSystemError] {
        let problems = journal.rollBack(root: root, fileSystem: fileSystem)
        return problems.isEmpty ? removeEmpty(createdOutside) : problems
    }

    private func removeEmpty(_ directories: [String]) -> [FileSystemError] {
        var problems: [FileSystemError] = []
        for directory in directories.reversed() where fileSystem.isEmptyDirectory(directory) {
            do { try fileSystem.removeItem(directory) } catch { problems.append(error) }
        }
        return problems
    }
}
