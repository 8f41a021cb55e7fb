/// What `scaffold sync` does with one generated file, and why.
///
/// Three versions of a file meet here: `base`, what scaffold last rendered (from the
/// ``OwnershipRecord``); `current`, the file on disk now; and `rendered`, the new rendering
/// from the spec and templates. `result` is what the file becomes: new contents to write,
/// `nil` with ``Kind/delete`` to delete it, or `nil` otherwise to leave the disk alone.
public struct SyncFileAction: Hashable, Sendable {
    /// The kinds of action.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A newly generated file (for example the client file after the first client was added).
        case create
        /// The file is as scaffold left it; it is replaced by the new rendering.
        case update
        /// The user edited the file; the new rendering merged cleanly with the edits.
        case merge = "merge-clean"
        /// The user's edits and the new rendering change the same lines (or the file has
        /// unresolved conflict markers, or an unrecorded file is in the way). Left as it is,
        /// or written with conflict markers under ``SyncPlanner/ConflictStyle/markers``.
        case conflict
        /// No longer generated and untouched since scaffold left it: deleted.
        case delete
        /// No longer generated but edited by the user: kept, and no longer tracked.
        case keepOrphan = "keep-orphan"
        /// Deleted by the user: stays deleted (the record remembers).
        case keepDeleted = "keep-deleted"
        /// Deleted by the user and written again because of `--restore`.
        case restore
        /// The user edited the file since the last sync but the rendering did not change: the
        /// file is kept as it is and the record notes the edits.
        case keepEdits = "keep-edits"
        /// Nothing to do.
        case unchanged
    }

    /// Path relative to the package root.
    public var path: String
    /// What happens.
    public var kind: Kind
    /// Why, in a few words.
    public var reason: String
    /// What scaffold last rendered (`nil` for a file the record does not know).
    public var base: String?
    /// The file on disk now (`nil` when it does not exist).
    public var current: String?
    /// The new rendering (`nil` when the file is no longer generated).
    public var rendered: String?
    /// What the file becomes when the plan is applied: new contents, or `nil` (deleted for
    /// ``Kind/delete``, left alone otherwise).
    public var result: String?
    /// For conflicts, 1-based line ranges of the conflict blocks in the merged text.
    public var conflictLines: [ClosedRange<Int>]
    /// For conflicts, the merge with diff3 markers (what `--conflicts markers` writes).
    public var markedText: String?
    /// Whether the action changes the package or the record (`check` reports these).
    public var isDrift: Bool

    /// Creates an action.
    public init(
        path: String, kind: Kind, reason: String, base: String? = nil, current: String? = nil, rendered: String? = nil,
        result: String? = nil, conflictLines: [ClosedRange<Int>] = [], markedText: String? = nil, isDrift: Bool
    ) {
        self.path = path
        self.kind = kind
        self.reason = reason
        self.base = base
        self.current = current
        self.rendered = rendered
        self.result = result
        self.conflictLines = conflictLines
        self.markedText = markedText
        self.isDrift = isDrift
    }

    /// Whether applying the plan writes the file.
    public var writes: Bool { result != nil && result != current }

    /// A unified diff of what the action does to the disk (for a conflict: from the file to the
    /// merge with markers; for kept edits: from the last rendering to the file); empty when it
    /// changes nothing visible.
    public var diff: String {
        switch kind {
        case .delete:
            return UnifiedDiff(old: current ?? "", new: "").rendered(oldPath: path, newPath: nil)
        case .conflict:
            guard let markedText else { return "" }
            return UnifiedDiff.render(old: current, new: markedText, path: path)
        case .keepEdits, .keepOrphan:
            return UnifiedDiff.render(old: base, new: current ?? "", path: path)
        case .keepDeleted:
            return isDrift ? UnifiedDiff(old: base ?? "", new: "").rendered(oldPath: path, newPath: nil) : ""
        case .create, .update, .merge, .restore, .unchanged:
            guard let result, result != current else { return "" }
            return UnifiedDiff.render(old: current, new: result, path: path)
        }
    }
}
