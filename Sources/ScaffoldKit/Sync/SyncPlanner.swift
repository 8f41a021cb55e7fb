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
    ///   - record: the feature's record as saved.
    ///   - recordText: the record file's text as saved (compared with the new record).
    /// - Returns: the plan.
    public func plan(_ output: FeatureGenerator.Output, record: OwnershipRecord, recordText: String?) -> FeatureSyncPlan {
        var renderedByPath: [String: RenderedFile] = [:]
        for file in output.files { renderedByPath[file.path] = file }
        var recordedByPath: [String: OwnershipRecord.File] = [:]
        for file in record.files { recordedByPath[file.path] = file }
        let paths = Set(renderedByPath.keys).union(recordedByPath.keys).sorted()

        var actions: [SyncFileAction] = []
        var entries: [OwnershipRecord.File] = []
        for path in paths {
            let (action, entry) = plan(path: path, recorded: recordedByPath[path], rendered: renderedByPath[path])
            actions.append(action)
            if let entry { entries.append(entry) }
        }
        let newRecord = OwnershipRecord(
            feature: record.feature, style: output.record.style, specHash: output.record.specHash, files: entries)
        // Encoding a record cannot fail (it is written by hand); an empty text would only make
        // the record look changed.
        let newText = (try? newRecord.encoded()) ?? ""

        var notes: [String] = []
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
            recordPath: OwnershipRecord.path(forFeature: record.feature), recordText: newText,
            currentRecordText: recordText, recordNotes: notes, registration: output.registration)
    }

    // MARK: - One file

    /// What is on disk at a path.
    private enum Disk {
        case missing
        case text(String)
        case unreadable(String)
    }

    private func read(_ path: String) -> Disk {
        let absolute = PathComponents.join(root, path)
        guard fileSystem.exists(absolute) else { return .missing }
        if fileSystem.isDirectory(absolute) { return .unreadable("a directory is in the way") }
        do {
            let bytes = try fileSystem.readBytes(absolute)
            guard let text = String(validating: bytes, as: UTF8.self) else { return .unreadable("is not UTF-8 text") }
            return .text(text)
        } catch {
            return .unreadable("cannot be read (\(error))")
        }
    }

    /// The action for one path and the record entry to keep for it (`nil`: no longer tracked).
    private func plan(path: String, recorded: OwnershipRecord.File?, rendered: RenderedFile?) -> (
        SyncFileAction, OwnershipRecord.File?
    ) {
        let new = rendered.map { formatter?(path, $0.contents) ?? $0.contents }
        func entry(final: String?) -> OwnershipRecord.File? {
            guard let rendered else { return nil }
            return OwnershipRecord.File(
                path: path, template: rendered.template, templateHash: rendered.templateHash, content: rendered.contents,
                userContentHash: final.flatMap { $0 == rendered.contents ? nil : ContentHash.of($0) },
                deletedByUser: final == nil)
        }

        let current: String?
        switch read(path) {
        case .unreadable(let reason):
            let action = SyncFileAction(
                path: path, kind: .conflict, reason: reason, base: recorded?.content, rendered: new, isDrift: true)
            return (action, recorded)
        case .missing:
            current = nil
        case .text(let text):
            current = text
        }

        guard let recorded else {
            // A path the record does not know: a newly generated file.
            guard let new else {
                return (SyncFileAction(path: path, kind: .unchanged, reason: "not generated", isDrift: false), nil)
            }
            guard let current else {
                return (
                    SyncFileAction(
                        path: path, kind: .create, reason: "newly generated", rendered: new, result: new, isDrift: true),
                    entry(final: new)
                )
            }
            if current == new {
                return (
                    SyncFileAction(
                        path: path, kind: .unchanged, reason: "already has the generated contents; now tracked", current: current,
                        rendered: new, isDrift: true), entry(final: new)
                )
            }
            return conflict(
                path: path, base: "", current: current, rendered: new, reason: "exists but scaffold did not write it", keep: nil,
                entry: entry)
        }

        let base = formatter?(path, recorded.content) ?? recorded.content
        guard let current else {
            guard let new else {
                return (
                    SyncFileAction(
                        path: path, kind: .keepDeleted, reason: "no longer generated (already deleted)", base: base, isDrift: true
                    ), nil
                )
            }
            if restoreDeleted {
                return (
                    SyncFileAction(
                        path: path, kind: .restore, reason: "deleted by you; restored (--restore)", base: base, rendered: new,
                        result: new, isDrift: true), entry(final: new)
                )
            }
            let known = recorded.isDeletedByUser
            let reason =
                known
                ? "deleted by you; stays deleted (--restore writes it again)"
                : "deleted by you since the last sync; stays deleted (--restore writes it again)"
            return (
                SyncFileAction(path: path, kind: .keepDeleted, reason: reason, base: base, rendered: new, isDrift: !known),
                entry(final: nil)
            )
        }

        if ThreeWayMerge.containsConflictMarkers(current), !ThreeWayMerge.containsConflictMarkers(new ?? "") {
            let markerLines = ThreeWayMerge.lines(current).enumerated()
                .filter { ThreeWayMerge.containsConflictMarkers(String($0.element)) }.map { ($0.offset + 1)...($0.offset + 1) }
            let action = SyncFileAction(
                path: path, kind: .conflict, reason: Self.unresolvedMarkers, base: base, current: current,
                rendered: new, conflictLines: markerLines, isDrift: true)
            return (action, recorded)
        }

        guard let new else {
            if current == base {
                return (
                    SyncFileAction(
                        path: path, kind: .delete, reason: "no longer generated", base: base, current: current, isDrift: true),
                    nil
                )
            }
            return (
                SyncFileAction(
                    path: path, kind: .keepOrphan,
                    reason: "no longer generated, but has your edits: kept, and now yours (delete it if unneeded)",
                    base: base, current: current, isDrift: true), nil
            )
        }

        if current == base {
            if current == new {
                let drift = recorded.userContentHash != nil || recorded.isDeletedByUser
                return (
                    SyncFileAction(
                        path: path, kind: .unchanged, reason: "up to date", base: base, current: current, rendered: new,
                        isDrift: drift), entry(final: current)
                )
            }
            return (
                SyncFileAction(
                    path: path, kind: .update, reason: "regenerated", base: base, current: current, rendered: new, result: new,
                    isDrift: true), entry(final: new)
            )
        }

        // Edited by the user: merge three ways.
        let merged = ThreeWayMerge.merge(base: base, ours: current, theirs: new, labels: Self.labels)
        if merged.hasConflicts {
            return conflict(
                path: path, base: base, current: current, rendered: new,
                reason: "your edits and the new rendering change the same lines", keep: recorded, entry: entry)
        }
        if merged.text == current {
            if recorded.isAsLastLeft(current), base == new {
                return (
                    SyncFileAction(
                        path: path, kind: .unchanged, reason: "up to date, with your edits", base: base, current: current,
                        rendered: new, isDrift: false), entry(final: current)
                )
            }
            let reason =
                base == new
                ? "edited since the last sync; your edits are recorded" : "your edits already include the new rendering; recorded"
            return (
                SyncFileAction(
                    path: path, kind: .keepEdits, reason: reason, base: base, current: current, rendered: new, isDrift: true),
                entry(final: current)
            )
        }
        return (
            SyncFileAction(
                path: path, kind: .merge, reason: "your edits merged with the new rendering", base: base, current: current,
                rendered: new,
                result: merged.text, isDrift: true), entry(final: merged.text)
        )
    }

    /// A conflict: markers written under ``ConflictStyle/markers``, else the file left alone.
    private func conflict(
        path: String, base: String, current: String, rendered: String, reason: String, keep: OwnershipRecord.File?,
        entry: (String?) -> OwnershipRecord.File?
    ) -> (SyncFileAction, OwnershipRecord.File?) {
        let merged = ThreeWayMerge.merge(base: base, ours: current, theirs: rendered, labels: Self.labels)
        let lines = merged.conflicts.isEmpty ? [1...max(1, ThreeWayMerge.lines(merged.text).count)] : merged.conflicts
        switch conflictStyle {
        case .leave:
            let action = SyncFileAction(
                path: path, kind: .conflict, reason: reason, base: base, current: current, rendered: rendered,
                conflictLines: lines, markedText: merged.text, isDrift: true)
            return (action, keep)
        case .markers:
            let action = SyncFileAction(
                path: path, kind: .conflict, reason: reason + "; written with conflict markers", base: base, current: current,
                rendered: rendered, result: merged.text, conflictLines: lines, markedText: merged.text, isDrift: true)
            return (action, entry(merged.text))
        }
    }
}
