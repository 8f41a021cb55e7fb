/// What `scaffold sync` would do to one feature: an action per file, the new ownership record,
/// and the registration the manifest needs. Produced by ``SyncPlanner``; reads nothing itself.
public struct FeatureSyncPlan: Hashable, Sendable {
    /// The feature's name.
    public var feature: String
    /// One action per file that is generated now or was recorded, sorted by path.
    public var actions: [SyncFileAction]
    /// The record to save after applying the plan.
    public var record: OwnershipRecord
    /// Where the record is saved, relative to the package root.
    public var recordPath: String
    /// The new record's files (index, spec copy, stored bases), relative path → text.
    public var recordFiles: [String: String]
    /// The record's files on disk when the plan was made (legacy JSON record included).
    public var currentRecordFiles: [String: String]
    /// Why the record changes even where no file does (for example "the spec changed since the
    /// last sync"), for reports.
    public var recordNotes: [String]
    /// The feature's manifest entries.
    public var registration: FeatureRegistration
    /// The public symbols the new rendering adds, removes or renames (`renamed func fetchAll ->
    /// invoicesFetchAll`), compared with the last rendering.
    public var symbolChanges: [String]
    /// Generated files the user deleted that the remaining generated files use.
    public var neededDeletions: [NeededDeletion]
    /// The paths the record on disk tracked when the plan was made (empty for a rebuilt
    /// record): what ``CheckCache`` stamps for a clean feature, without reading the record again.
    public var trackedPaths: [String] = []

    /// A deleted generated file that others need.
    public struct NeededDeletion: Hashable, Sendable {
        /// The deleted file.
        public var path: String
        /// The types it declared that are used elsewhere.
        public var types: [String]
        /// The generated files that use them.
        public var usedBy: [String]
    }

    /// Creates a plan.
    public init(
        feature: String, actions: [SyncFileAction], record: OwnershipRecord, recordPath: String,
        recordFiles: [String: String], currentRecordFiles: [String: String], recordNotes: [String],
        registration: FeatureRegistration, symbolChanges: [String] = [], neededDeletions: [NeededDeletion] = []
    ) {
        self.feature = feature
        self.actions = actions
        self.record = record
        self.recordPath = recordPath
        self.recordFiles = recordFiles
        self.currentRecordFiles = currentRecordFiles
        self.recordNotes = recordNotes
        self.registration = registration
        self.symbolChanges = symbolChanges
        self.neededDeletions = neededDeletions
    }

    /// The conflicting files.
    public var conflicts: [SyncFileAction] { actions.filter { $0.kind == .conflict } }

    /// Whether any file conflicts.
    public var hasConflicts: Bool { actions.contains { $0.kind == .conflict } }

    /// Whether the record on disk differs from the new one (sync rewrites it; `check` does not
    /// fail for that alone).
    public var recordChanges: Bool { !StoredRecord.changes(from: currentRecordFiles, to: recordFiles).isEmpty }

    /// The record files a sync writes or deletes (index, spec copy, stored bases), sorted by
    /// path: what `--dry-run` lists.
    public var recordFileChanges: [(path: String, deleted: Bool)] {
        StoredRecord.changes(from: currentRecordFiles, to: recordFiles)
    }

    /// What `check` reports: the current spec and templates generate something other than
    /// what is recorded, a sync would conflict, or conflict markers are left.
    public var drift: [SyncFileAction] { actions.filter(\.isDrift) }

    /// Whether `check` passes for this feature: what the spec and templates generate now is
    /// what was recorded as generated, and nothing conflicts. The user's own edits and
    /// deletions do not count.
    public var isInSync: Bool { !actions.contains { $0.isDrift || $0.kind == .conflict } }

    /// This plan without the texts of files that are not drift (what `check` keeps: the report
    /// needs only the findings' texts, and 1000 features' texts would be most of its memory).
    public func droppingUnreportedContents() -> FeatureSyncPlan {
        var plan = self
        plan.actions = actions.map { action in
            guard !action.isDrift, action.kind != .conflict else { return action }
            var kept = action
            kept.base = nil
            kept.current = nil
            kept.rendered = nil
            kept.result = nil
            kept.markedText = nil
            return kept
        }
        return plan
    }

    /// This plan without the texts of files it leaves exactly as they are (`unchanged`, nothing
    /// to write, not drift): what `sync` keeps, since it writes and shows only the others (the
    /// texts of 1000 unchanged features are most of its memory).
    public func droppingUntouchedContents() -> FeatureSyncPlan {
        var plan = self
        plan.actions = actions.map { action in
            guard action.kind == .unchanged, !action.writes, !action.isDrift else { return action }
            var kept = action
            kept.base = nil
            kept.current = nil
            kept.rendered = nil
            kept.result = nil
            kept.markedText = nil
            return kept
        }
        return plan
    }
}
