/// Generated files that belong to the package rather than to one feature — the app's
/// composition root (``AppRootUpdate``) and the shared runtime (``CoreUpdate``) — planned with
/// the ``SyncPlanner``'s per-file decisions and recorded as the text of each file's last
/// rendering, `.scaffold/base/<owner>/<path>`, with no index of hashes: git merges the bases of
/// two branches like the files themselves, and the merged base is the base of the next merge.
public protocol StoredBaseUpdate: Sendable {
    /// One action per generated file: `create`, `update`, `merge-clean`, `keep-edits`,
    /// `conflict`, `restore` (a missing file is written again: the package does not build
    /// without it), `unchanged`, or for a file no longer generated `delete` / `keep-orphan`.
    var actions: [SyncFileAction] { get }
    /// The record after the update: the stored bases (relative path → text).
    var recordFiles: [String: String] { get }
    /// The record files on disk now (relative path → text).
    var currentRecordFiles: [String: String] { get }
}

extension StoredBaseUpdate {
    /// The files scaffold has something new for: what `check` reports. A user's edit to a file
    /// whose rendering has not changed is not drift (`check` passes, `sync` keeps it).
    public var driftFiles: [SyncFileAction] { actions.filter(\.isDrift) }

    /// The files whose edits and new rendering conflict (or that hold conflict markers).
    public var conflicts: [SyncFileAction] { actions.filter { $0.kind == .conflict } }

    /// The record files the update writes or deletes, sorted by path (what `--dry-run` lists).
    public var recordChanges: [(path: String, deleted: Bool)] {
        StoredRecord.changes(from: currentRecordFiles, to: recordFiles)
    }

    /// Whether applying the update changes the files or the record.
    public var changesAnything: Bool {
        actions.contains(where: \.writes) || !StoredRecord.changes(from: currentRecordFiles, to: recordFiles).isEmpty
    }

    /// Adds the files and the record to `plan`: new contents guarded by the text they replace,
    /// deletions by the text they must still have. A conflicting file left alone
    /// (``SyncPlanner/ConflictStyle/leave``) is not added: it is never overwritten, even with
    /// `--force`; the commands stop on it (``conflicts``) and their dry runs name it.
    /// - Throws: ``GenerationPlanError`` for a path the plan already holds.
    public func add(to plan: inout GenerationPlan) throws(GenerationPlanError) {
        for action in actions {
            if action.kind == .delete, let current = action.current {
                try plan.delete(action.path, expecting: current)
            } else if let result = action.result, result != action.current {
                if let current = action.current {
                    try plan.add(action.path, text: result, replacing: current)
                } else {
                    try plan.add(action.path, text: result)
                }
            }
        }
        try StoredRecord.replace(currentRecordFiles, with: recordFiles, in: &plan)
    }
}

/// The record of a ``StoredBaseUpdate`` and the planning its files share.
enum StoredBases {
    /// Where the text of `path`'s last rendering is stored for `owner` (`App`, `Core`: names no
    /// feature can take), relative to the package root.
    static func basePath(owner: String, for path: String) -> String {
        OwnershipRecord.basePath(forFeature: owner, file: path)
    }

    /// The record for `rendered`: each file's text as its next merge base, and nothing else.
    static func recordFiles(owner: String, for rendered: [(path: String, contents: String)]) -> [String: String] {
        var files: [String: String] = [:]
        for file in rendered { files[basePath(owner: owner, for: file.path)] = file.contents }
        return files
    }

    /// The stored bases of `owner` on disk (relative path → text).
    static func current(owner: String, in workspace: PackageWorkspace) -> [String: String] {
        var files: [String: String] = [:]
        for relative in workspace.filesBelow(".scaffold/base/" + owner) {
            if let text = try? workspace.fileSystem.readText(workspace.path(relative)) { files[relative] = text }
        }
        return files
    }

    /// The first record file (by path) that holds merge conflict markers, with its first marker
    /// line (1-based).
    static func firstConflictMarkers(in files: [String: String]) -> (path: String, line: Int)? {
        for (path, text) in files.sorted(by: { $0.key < $1.key }) where ThreeWayMerge.containsConflictMarkers(text) {
            let lines = LineEndings.normalized(text).split(separator: "\n", omittingEmptySubsequences: false)
            let line = lines.firstIndex { ThreeWayMerge.containsConflictMarkers(String($0) + "\n") } ?? 0
            return (path, line + 1)
        }
        return nil
    }

    /// One action per file of `rendered` (base: its stored text in `stored` — or, when
    /// `rebuilding`, the new rendering itself — else `fallback`'s), then one per stored base whose
    /// file is no longer rendered (`delete` when untouched, `keep-orphan` when edited, nothing
    /// when already gone). Without a base, a file that differs from the new rendering is a
    /// conflict, never a guess: one whose last rendering is unknown (`unknownBase`: the owner
    /// always had it), or one scaffold did not write (a file it never recorded: `create` when
    /// missing).
    static func actions(
        owner: String, rendered: [RenderedFile], stored: [String: String], rebuilding: Bool, planner: SyncPlanner,
        unknownBase: Bool = true, fallback: (RenderedFile) -> String? = { _ in nil }
    ) -> [SyncFileAction] {
        var actions = rendered.map { file -> SyncFileAction in
            // Merged with LF (the stored base of a CRLF checkout is CRLF too).
            let base =
                rebuilding
                ? file.contents : (stored[basePath(owner: owner, for: file.path)] ?? fallback(file)).map(LineEndings.normalized)
            let recorded = OwnershipRecord.File(
                path: file.path, template: file.template, templateHash: file.templateHash,
                baseHash: base.map { ContentHash.of($0) } ?? "unknown")
            return planner.planFile(path: file.path, recorded: base == nil && !unknownBase ? nil : recorded, rendered: file) {
                _ in base
            }
        }
        guard !rebuilding else { return actions }
        let prefix = basePath(owner: owner, for: "")
        let renderedPaths = Set(rendered.map(\.path))
        for (recordPath, stored) in stored.sorted(by: { $0.key < $1.key }) where recordPath.hasPrefix(prefix) {
            let base = LineEndings.normalized(stored)
            let path = String(recordPath.dropFirst(prefix.count))
            guard !renderedPaths.contains(path) else { continue }
            let recorded = OwnershipRecord.File(path: path, template: "", templateHash: "", baseHash: ContentHash.of(base))
            let action = planner.planFile(path: path, recorded: recorded, rendered: nil) { _ in base }
            if action.kind != .keepDeleted { actions.append(action) }
        }
        return actions
    }
}
