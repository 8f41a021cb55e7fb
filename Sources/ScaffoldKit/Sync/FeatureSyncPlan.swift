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
    /// The new record's text.
    public var recordText: String
    /// The record's text on disk when the plan was made (`nil` when missing).
    public var currentRecordText: String?
    /// Why the record changes even where no file does (for example "the spec changed since the
    /// last sync"), for reports.
    public var recordNotes: [String]
    /// The feature's manifest entries.
    public var registration: FeatureRegistration

    /// Creates a plan.
    public init(
        feature: String, actions: [SyncFileAction], record: OwnershipRecord, recordPath: String, recordText: String,
        currentRecordText: String?, recordNotes: [String], registration: FeatureRegistration
    ) {
        self.feature = feature
        self.actions = actions
        self.record = record
        self.recordPath = recordPath
        self.recordText = recordText
        self.currentRecordText = currentRecordText
        self.recordNotes = recordNotes
        self.registration = registration
    }

    /// The conflicting files.
    public var conflicts: [SyncFileAction] { actions.filter { $0.kind == .conflict } }

    /// Whether any file conflicts.
    public var hasConflicts: Bool { actions.contains { $0.kind == .conflict } }

    /// Whether the record on disk differs from the new one.
    public var recordChanges: Bool { currentRecordText != recordText }

    /// The actions that change something (everything `check` reports about files).
    public var drift: [SyncFileAction] { actions.filter(\.isDrift) }

    /// Whether syncing would change nothing: no file action, no record change, no conflict.
    public var isInSync: Bool { !recordChanges && !actions.contains { $0.isDrift || $0.kind == .conflict } }
}
