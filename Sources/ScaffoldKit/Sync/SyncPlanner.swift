/// Decides, for each file of a feature, what `scaffold sync` does: pure logic over a
/// ``FileSystem`` (it reads the package, never writes).
///
/// For every path that is generated now or is in the feature's ``OwnershipRecord`` the planner
/// compares three versions: the last rendering (the record's `content`, the merge base), the
/// file on disk and the new rendering:
///
/// | on disk                         | still generated                    | no longer generated |
/// |---------------------------------|------------------------------------|---------------------|
/// | as last rendered                | `update` (or `unchanged`)          | `delete`            |
/// | edited                          | `merge-clean`, `keep-edits` or `conflict` | `keep-orphan` |
/// | missing                         | `keep-deleted` (`restore` with `--restore`) | dropped from the record |
/// | has conflict markers            | `conflict` (left as it is)         | `conflict`          |
/// | not in the record               | `create`; same bytes: adopted; else `conflict` | —       |
///
/// The new record keeps, per file, the new rendering as the next merge base and how the file
/// stands after the sync (`userContentHash` for merged edits, `deletedByUser`), so a second
/// sync changes nothing and `check` passes right after a sync.
public struct SyncPlanner: Sendable {
    /// What to do with files whose merge conflicts.
    public enum ConflictStyle: String, Hashable, Sendable, CaseIterable {
        /// Leave them as they are and report them (`sync` then writes nothing at all).
        case leave
        /// Write them with diff3 markers (`<<<<<<<`, `|||||||`, `=======`, `>>>>>>>`).
        case markers
    }

    /// The file system read from.
    public var fileSystem: any FileSystem
    /// The package root (absolute).
    public var root: String
    /// What to do with conflicting files.
    public var conflictStyle: ConflictStyle
    /// Whether files the user deleted are written again (`--restore`).
    public var restoreDeleted: Bool
    /// How the package formats generated files (`sync --format`): applied to the last and the
    /// new rendering before they are compared and merged with the file on disk, so formatting
    /// never reads as a change. The record keeps the unformatted rendering as the merge base.
    /// `nil`: compare the renderings as they are.
    public var formatter: (@Sendable (_ path: String, _ text: String) -> String)? = nil
    /// Where a merge base that was neither stored nor reproducible is looked for last: the
    /// package's git history (``CommittedBases``); `nil` looks nowhere else.
    public var committedBases: CommittedBases? = nil

    /// Creates a planner.
    /// - Parameters:
    ///   - fileSystem: where the package is read from.
    ///   - root: the package root (absolute).
    ///   - conflictStyle: leave conflicting files alone, or write markers.
    ///   - restoreDeleted: write files the user deleted again.
    public init(fileSystem: any FileSystem, root: String, conflictStyle: ConflictStyle = .leave, restoreDeleted: Bool = false) {
        self.fileSystem = fileSystem
        self.root = PathComponents.normalize(root)
        self.conflictStyle = conflictStyle
        self.restoreDeleted = restoreDeleted
    }

    /// The reason given for a file that still holds conflict markers.
    public static let unresolvedMarkers = "has unresolved conflict markers; resolve them first"

    /// The labels written after conflict markers.
    public static let labels = ThreeWayMerge.Labels(ours: "yours", base: "last generated", theirs: "generated now")

    /// Plans the sync of one feature.
    /// - Parameters:
    ///   - output: the feature rendered from its current spec and templates.
    ///   - stored: the feature's record as found in the package.
    ///   - specText: the saved spec's text that `output` was rendered from.
    ///   - renderedBases: renders the spec copy saved with the record with the current templates
    ///     (by path), to recover a merge base that was not stored; called at most once, only when
    ///     a base is needed; a rendering whose hash differs from the record's is never used.
    /// - Returns: the plan.
    public func plan(
        _ output: FeatureGenerator.Output, stored: StoredRecord, specText: String,
        renderedBases: () -> [String: String]? = { nil }
    ) -> FeatureSyncPlan {
        let record = stored.record
        var renderedByPath: [String: RenderedFile] = [:]
        // Each rendering is hashed once (hashing every file several times was measurable): the
        // generator's hashes when it gave them for exactly these files.
        var renderedHashes: [String: String] = [:]
        let known = output.fileHashes.flatMap { $0.count == output.files.count ? $0 : nil }
        for (position, file) in output.files.enumerated() {
            renderedByPath[file.path] = file
            renderedHashes[file.path] = known?[position] ?? ContentHash.of(file.contents)
        }
        // Resolved once per feature, not once per file read.
        let realRoot = RealRoot(fileSystem.resolvingSymbolicLinks(root))
        var recordedByPath: [String: OwnershipRecord.File] = [:]
        for file in record.files { recordedByPath[file.path] = file }
        let paths = Set(renderedByPath.keys).union(recordedByPath.keys).sorted()

        var fallback: [String: String]?? = nil
        func base(_ file: OwnershipRecord.File) -> String? {
            if let text = stored.storedBases[file.path], ContentHash.of(text) == file.baseHash { return text }
            if fallback == nil { fallback = .some(renderedBases()) }
            if let text = fallback??[file.path], ContentHash.of(text) == file.baseHash { return text }
            return committedBases?.text(of: file.path, hash: file.baseHash)
        }

        var actions: [SyncFileAction] = []
        var entries: [OwnershipRecord.File] = []
        var storedBases: [String: String] = [:]
        var oldSymbols = Set<String>(), newSymbols = Set<String>()
        var anyRenderingChanged = false
        for path in paths {
            let recorded = recordedByPath[path], rendered = renderedByPath[path]
            let outcome = plan(
                path: path, recorded: recorded, rendered: rendered, renderedHash: renderedHashes[path], realRoot: realRoot,
                base: base)
            actions.append(outcome.action)
            if let entry = outcome.entry { entries.append(entry) }
            if let text = outcome.storeBase { storedBases[path] = text }
            if recorded?.baseHash != renderedHashes[path] { anyRenderingChanged = true }
        }
        // Public symbols: compared only when some rendering changed.
        if anyRenderingChanged {
            for path in paths where path.hasSuffix(".swift") && !Self.isTestPath(path) {
                let rendered = renderedByPath[path]
                if let rendered { newSymbols.formUnion(PublicSymbols.declared(in: rendered.contents)) }
                if let recorded = recordedByPath[path] {
                    if let rendered, renderedHashes[path] == recorded.baseHash {
                        oldSymbols.formUnion(PublicSymbols.declared(in: rendered.contents))
                    } else if let text = base(recorded) ?? currentTextIfBase(path, recorded, realRoot: realRoot) {
                        oldSymbols.formUnion(PublicSymbols.declared(in: text))
                    }
                }
            }
        }
        let newRecord = OwnershipRecord(
            feature: record.feature, style: output.record.style, specHash: output.record.specHash, files: entries)
        let newFiles = StoredRecord.files(record: newRecord, specPath: output.specPath, specText: specText, bases: storedBases)

        var notes: [String] = []
        if stored.isLegacy { notes.append("the record is in the old JSON format; sync rewrites it as an index and bases") }
        if record.specHash != output.record.specHash { notes.append("the spec changed since the last sync") }
        if record.style != output.record.style {
            notes.append("the style changed from '\(record.style)' to '\(output.record.style)'")
        }
        let changedTemplates = output.files.filter { file in
            recordedByPath[file.path].map { $0.template != file.template || $0.templateHash != file.templateHash } ?? false
        }
        if !changedTemplates.isEmpty {
            notes.append("templates changed: \(Set(changedTemplates.map(\.template)).sorted().joined(separator: ", "))")
        }
        return FeatureSyncPlan(
            feature: record.feature, actions: actions, record: newRecord,
            recordPath: OwnershipRecord.path(forFeature: record.feature), recordFiles: newFiles,
            currentRecordFiles: stored.files, recordNotes: notes, registration: output.registration,
            symbolChanges: PublicSymbols.changes(from: oldSymbols, to: newSymbols),
            neededDeletions: Self.neededDeletions(actions: actions, recordedByPath: recordedByPath, base: base))
    }

    /// Whether a generated path is a test file (its declarations are not public API).
    static func isTestPath(_ path: String) -> Bool {
        path.contains("/Tests/") || path.hasPrefix("Tests/")
    }

    /// The file on disk, when it is exactly the recorded base (normalized line endings).
    private func currentTextIfBase(_ path: String, _ recorded: OwnershipRecord.File, realRoot: RealRoot) -> String? {
        guard case .text(let raw) = read(path, realRoot: realRoot) else { return nil }
        let text = LineEndings.normalized(raw)
        return ContentHash.of(text) == recorded.baseHash ? text : nil
    }

    /// Generated files the user deleted that the remaining generated files still use: for each,
    /// the type names it declared and the files that use them.
    static func neededDeletions(
        actions: [SyncFileAction], recordedByPath: [String: OwnershipRecord.File], base: (OwnershipRecord.File) -> String?
    ) -> [FeatureSyncPlan.NeededDeletion] {
        let deleted = actions.filter { $0.kind == .keepDeleted && $0.rendered != nil }
        guard !deleted.isEmpty else { return [] }
        let present = actions.filter { $0.current != nil && $0.rendered != nil }
        var result: [FeatureSyncPlan.NeededDeletion] = []
        for action in deleted {
            guard let text = action.rendered ?? recordedByPath[action.path].flatMap(base) else { continue }
            let types = PublicSymbols.declaredTypes(in: text)
            guard !types.isEmpty else { continue }
            var users: [String] = []
            var used = Set<String>()
            for other in present {
                let words = PublicSymbols.identifiers(in: other.current ?? "")
                let hits = types.intersection(words)
                if !hits.isEmpty {
                    users.append(other.path)
                    used.formUnion(hits)
                }
            }
            if !users.isEmpty {
                result.append(.init(path: action.path, types: used.sorted(), usedBy: users))
            }
        }
        return result
    }

    // MARK: - One file

    /// What is on disk at a path.
    private enum Disk {
        case missing
        case text(String)
        case unreadable(String)
    }

    /// - Parameter realRoot: the root with symbolic links resolved.
    private func read(_ path: String, realRoot: RealRoot) -> Disk {
        // Paths come from records, which are files a user (or a merge) can edit: only clean
        // relative paths that stay inside the package, links included, are read.
        if let problem = PathComponents.problemWithRelativePath(path) {
            return .unreadable("is not a path inside the package (\(problem))")
        }
        let absolute = PathComponents.join(root, path)
        if !resolvesInside(path, realRoot: realRoot) {
            return .unreadable("resolves outside the package through a symbolic link")
        }
        // One read, no existence checks first: its error says what is there.
        let bytes: [UInt8]
        do throws(FileSystemError) {
            bytes = try fileSystem.readBytes(absolute)
        } catch {
            switch error.reason {
            case .notFound, .notADirectory: return .missing
            case .isADirectory: return .unreadable("a directory is in the way")
            default: return .unreadable("cannot be read (\(error))")
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .unreadable("is not UTF-8 text") }
        return .text(text)
    }

    /// The root with symbolic links resolved, and the directories below it (relative paths)
    /// already found to hold no symbolic link on the way, for one plan.
    private final class RealRoot {
        let path: String
        var linkFree: Set<String> = []
        init(_ path: String) { self.path = path }
    }

    /// Whether the clean relative `path` stays inside the package, symbolic links included: a
    /// path with no symbolic link among its components does (it has no `.` or `..`); otherwise
    /// it is resolved. One `lstat` per component not yet seen instead of a `realpath` per file.
    private func resolvesInside(_ path: String, realRoot: RealRoot) -> Bool {
        let components = path.utf8.split(separator: UInt8(ascii: "/"))
        var prefix = ""
        for (index, component) in components.enumerated() {
            prefix += (index == 0 ? "" : "/") + String(decoding: component, as: UTF8.self)
            let isDirectory = index < components.count - 1
            if isDirectory, realRoot.linkFree.contains(prefix) { continue }
            if fileSystem.isSymbolicLink(PathComponents.join(root, prefix)) {
                return PathComponents.isInside(
                    fileSystem.resolvingSymbolicLinks(PathComponents.join(root, path)), root: realRoot.path)
            }
            if isDirectory { realRoot.linkFree.insert(prefix) }
        }
        return true
    }

    /// What planning one path decided.
    private struct Outcome {
        var action: SyncFileAction
        /// The record entry to keep (`nil`: no longer tracked).
        var entry: OwnershipRecord.File?
        /// The base to store beside the record (the file on disk will differ from it).
        var storeBase: String?
    }

    /// The action for one generated file outside a feature's record (the app's composition
    /// root, the shared runtime): the same decisions as for a feature's files.
    /// - Parameters:
    ///   - path: the file's path relative to the package root.
    ///   - recorded: what the record says scaffold last rendered there (`nil`: not recorded).
    ///   - rendered: the new rendering (`nil`: no longer generated).
    ///   - base: the text of the last rendering, when it is known (its hash is checked against
    ///     `recorded`'s by the caller).
    /// - Returns: the action.
    func planFile(
        path: String, recorded: OwnershipRecord.File?, rendered: RenderedFile?, base: (OwnershipRecord.File) -> String?
    ) -> SyncFileAction {
        plan(
            path: path, recorded: recorded, rendered: rendered, renderedHash: rendered.map { ContentHash.of($0.contents) },
            realRoot: RealRoot(fileSystem.resolvingSymbolicLinks(root)), base: base
        ).action
    }

    /// The action for one path, the record entry to keep for it and the base to store. Works
    /// on the file with LF line endings and gives the result the file's own style.
    private func plan(
        path: String, recorded: OwnershipRecord.File?, rendered: RenderedFile?, renderedHash: String?, realRoot: RealRoot,
        base: (OwnershipRecord.File) -> String?
    ) -> Outcome {
        let raw: String?
        switch read(path, realRoot: realRoot) {
        case .unreadable(let reason):
            let action = SyncFileAction(
                path: path, kind: .conflict, reason: reason, base: recorded.flatMap(base), rendered: rendered?.contents,
                isDrift: true)
            return Outcome(action: action, entry: recorded, storeBase: recorded.flatMap(base))
        case .missing:
            raw = nil
        case .text(let text):
            raw = text
        }
        let style = raw.map(LineEndings.of) ?? .lf
        var outcome = plan(
            path: path, recorded: recorded, rendered: rendered, renderedHash: renderedHash,
            current: raw.map(LineEndings.normalized), base: base)
        if let raw, style == .crlf {
            outcome.action.current = raw
            outcome.action.result = outcome.action.result.map(style.applied)
            outcome.action.markedText = outcome.action.markedText.map(style.applied)
        }
        return outcome
    }

    private func plan(
        path: String, recorded: OwnershipRecord.File?, rendered: RenderedFile?, renderedHash: String?, current: String?,
        base resolve: (OwnershipRecord.File) -> String?
    ) -> Outcome {
        let new = rendered?.contents
        let newHash = new.map { renderedHash ?? ContentHash.of($0) }
        func entry() -> OwnershipRecord.File? {
            guard let rendered, let newHash else { return nil }
            return OwnershipRecord.File(
                path: path, template: rendered.template, templateHash: rendered.templateHash, baseHash: newHash)
        }
        /// The new entry, storing the new rendering as base when the file will differ from it.
        func tracked(final: String?) -> (OwnershipRecord.File?, String?) {
            (entry(), final.flatMap { $0 == new ? nil : new })
        }

        guard let recorded else {
            // A path the record does not know: a newly generated file.
            guard let new else {
                return Outcome(
                    action: SyncFileAction(path: path, kind: .unchanged, reason: "not generated", isDrift: false), entry: nil)
            }
            guard let current else {
                return Outcome(
                    action: SyncFileAction(
                        path: path, kind: .create, reason: "newly generated", rendered: new, result: new, isDrift: true),
                    entry: entry())
            }
            if current == new {
                return Outcome(
                    action: SyncFileAction(
                        path: path, kind: .unchanged, reason: "already has the generated contents; now tracked", current: current,
                        rendered: new, isDrift: true), entry: entry())
            }
            return conflict(
                path: path, base: "", current: current, rendered: new, reason: "exists but scaffold did not write it", keep: nil,
                keepBase: nil, tracked: tracked)
        }

        let renderingChanged = newHash != recorded.baseHash
        guard let current else {
            guard let new else {
                return Outcome(
                    action: SyncFileAction(
                        path: path, kind: .keepDeleted, reason: "no longer generated (already deleted)", isDrift: true),
                    entry: nil)
            }
            if restoreDeleted {
                return Outcome(
                    action: SyncFileAction(
                        path: path, kind: .restore, reason: "deleted by you; restored (--restore)", rendered: new,
                        result: new, isDrift: true), entry: entry())
            }
            let reason =
                renderingChanged
                ? "deleted by you; stays deleted, though its generated contents changed (--restore writes it again)"
                : "deleted by you; stays deleted (--restore writes it again)"
            return Outcome(
                action: SyncFileAction(
                    path: path, kind: .keepDeleted, reason: reason, rendered: new, isDrift: renderingChanged),
                entry: entry())
        }

        // A file that is exactly the rendering has the rendering's hash (no second pass over it).
        let currentIsNew = current == new
        let currentHash = currentIsNew ? newHash ?? ContentHash.of(current) : ContentHash.of(current)
        let currentIsBase = currentHash == recorded.baseHash
        // A file that is exactly the rendering holds markers only where the rendering does: no scan.
        if !currentIsNew, ThreeWayMerge.containsConflictMarkers(current), !ThreeWayMerge.containsConflictMarkers(new ?? "") {
            let markerLines = ThreeWayMerge.lines(current).enumerated()
                .filter { ThreeWayMerge.containsConflictMarkers(String($0.element)) }.map { ($0.offset + 1)...($0.offset + 1) }
            let action = SyncFileAction(
                path: path, kind: .conflict, reason: Self.unresolvedMarkers, current: current,
                rendered: new, conflictLines: markerLines, isDrift: true)
            return Outcome(action: action, entry: recorded, storeBase: resolve(recorded))
        }

        guard let new else {
            if currentIsBase {
                return Outcome(
                    action: SyncFileAction(
                        path: path, kind: .delete, reason: "no longer generated", base: current, current: current, isDrift: true),
                    entry: nil)
            }
            return Outcome(
                action: SyncFileAction(
                    path: path, kind: .keepOrphan,
                    reason: "no longer generated, but has your edits: kept, and now yours (delete it if unneeded)",
                    base: resolve(recorded), current: current, isDrift: true), entry: nil)
        }

        // What the file should hold: the rendering, formatted the package's way under `--format`.
        let shown = formatter?(path, new) ?? new
        if current == shown {
            let reason = renderingChanged ? "already has the new generated contents" : "up to date"
            return Outcome(
                action: SyncFileAction(
                    path: path, kind: .unchanged, reason: reason, current: current, rendered: new, isDrift: renderingChanged),
                entry: entry(), storeBase: current == new ? nil : new)
        }
        if currentIsBase {
            return Outcome(
                action: SyncFileAction(
                    path: path, kind: .update, reason: "regenerated", base: current, current: current, rendered: new,
                    result: shown,
                    isDrift: true), entry: entry(), storeBase: shown == new ? nil : new)
        }
        if !renderingChanged {
            // Edited by the user, and the rendering is what it was: the edits are theirs.
            return Outcome(
                action: SyncFileAction(
                    path: path, kind: .keepEdits, reason: "your edits are kept", base: new, current: current, rendered: new,
                    isDrift: false), entry: entry(), storeBase: new)
        }

        // Edited by the user, and the rendering changed: merge three ways.
        guard let base = resolve(recorded) else {
            return conflict(
                path: path, base: "", current: current, rendered: new,
                reason:
                    "has your edits, and the version scaffold last generated is not known (not stored under .scaffold/base, not reproducible with these templates, not committed in git)",
                keep: recorded, keepBase: nil, tracked: tracked)
        }
        let merged = ThreeWayMerge.merge(
            base: formatter?(path, base) ?? base, ours: current, theirs: shown, labels: Self.labels)
        if merged.hasConflicts {
            return conflict(
                path: path, base: base, current: current, rendered: new,
                reason: "your edits and the new rendering change the same lines", keep: recorded, keepBase: base,
                tracked: tracked)
        }
        if merged.text == current {
            return Outcome(
                action: SyncFileAction(
                    path: path, kind: .keepEdits, reason: "your edits already include the new rendering; recorded", base: base,
                    current: current, rendered: new, isDrift: true), entry: entry(), storeBase: new)
        }
        return Outcome(
            action: SyncFileAction(
                path: path, kind: .merge, reason: "your edits merged with the new rendering", base: base, current: current,
                rendered: new, result: merged.text, isDrift: true),
            entry: entry(), storeBase: merged.text == new ? nil : new)
    }

    /// A conflict: markers written under ``ConflictStyle/markers``, else the file left alone.
    private func conflict(
        path: String, base: String, current: String, rendered: String, reason: String, keep: OwnershipRecord.File?,
        keepBase: String?, tracked: (String?) -> (OwnershipRecord.File?, String?)
    ) -> Outcome {
        let merged = ThreeWayMerge.merge(base: base, ours: current, theirs: rendered, labels: Self.labels)
        let lines = merged.conflicts.isEmpty ? [1...max(1, ThreeWayMerge.lines(merged.text).count)] : merged.conflicts
        switch conflictStyle {
        case .leave:
            let action = SyncFileAction(
                path: path, kind: .conflict, reason: reason, base: base, current: current, rendered: rendered,
                conflictLines: lines, markedText: merged.text, isDrift: true)
            return Outcome(action: action, entry: keep, storeBase: keepBase)
        case .markers:
            let action = SyncFileAction(
                path: path, kind: .conflict, reason: reason + "; written with conflict markers", base: base, current: current,
                rendered: rendered, result: merged.text, conflictLines: lines, markedText: merged.text, isDrift: true)
            let (entry, storeBase) = tracked(merged.text)
            return Outcome(action: action, entry: entry, storeBase: storeBase)
        }
    }
}
