/// What a ``PlanWriter`` did, or would do, to each file of a ``GenerationPlan``.
public struct WriteReport: Hashable, Sendable {
    /// What happens (or happened) to one file.
    public enum Status: String, Hashable, Sendable, CaseIterable {
        /// The file does not exist and is created.
        case create
        /// The file exists with different contents and is replaced (overwrite allowed, or the
        /// manifest edit).
        case update
        /// The file already has exactly the planned bytes and is not touched.
        case unchanged
        /// The file is deleted (it still has the bytes the plan expects).
        case delete
        /// The file cannot be written without losing the user's work: it exists and differs and
        /// overwriting was not allowed, or something is in the way.
        case conflict
    }

    /// One file's line in the report.
    public struct Entry: Hashable, Sendable {
        /// Path relative to the package root.
        public var path: String
        /// What happens to the file.
        public var status: Status
        /// Whether this entry is the manifest edit.
        public var isManifest: Bool
        /// For conflicts, why (for example "exists with different contents").
        public var reason: String?
        /// A unified diff from the disk to the plan for `create`, `update`, `delete` and `conflict`
        /// (empty when unchanged or when either side is not UTF-8 text).
        public var diff: String
        /// For conflicts: the file had the bytes the plan was made from when it was read, and
        /// has others now (another run changed it between this run's read and its write).
        public var changedSincePlanned: Bool

        /// Creates an entry.
        public init(
            path: String, status: Status, isManifest: Bool = false, reason: String? = nil, diff: String = "",
            changedSincePlanned: Bool = false
        ) {
            self.path = path
            self.status = status
            self.isManifest = isManifest
            self.reason = reason
            self.diff = diff
            self.changedSincePlanned = changedSincePlanned
        }
    }

    /// The package root the paths are relative to.
    public var root: String
    /// The mode the report was produced in.
    public var mode: PlanWriter.Mode
    /// One entry per planned file or deletion, sorted by path, then the manifest edit (if any).
    public var entries: [Entry]
    /// Whether files were written (only ever true in ``PlanWriter/Mode/apply`` without conflicts).
    public var applied: Bool

    /// Creates a report.
    public init(root: String, mode: PlanWriter.Mode, entries: [Entry], applied: Bool) {
        self.root = root
        self.mode = mode
        self.entries = entries
        self.applied = applied
    }

    /// The entries that are conflicts.
    public var conflicts: [Entry] { entries.filter { $0.status == .conflict } }

    /// Whether any entry is a conflict.
    public var hasConflicts: Bool { entries.contains { $0.status == .conflict } }

    /// Whether every conflict is a file changed since the plan was made (another run wrote it
    /// meanwhile), so running again works.
    public var isChangedMeanwhile: Bool { hasConflicts && conflicts.allSatisfy(\.changedSincePlanned) }

    /// Whether the disk already matches the plan exactly (every entry unchanged); `check`
    /// reports drift when this is false.
    public var isUpToDate: Bool { entries.allSatisfy { $0.status == .unchanged } }

    /// How many entries have `status`.
    public func count(_ status: Status) -> Int { entries.filter { $0.status == status }.count }

    /// The report as text for the CLI: one line per file (`create  path`), the diffs when
    /// `includeDiffs` is true, then a one-line summary.
    /// - Parameter includeDiffs: append each create/update/conflict diff (dry runs and checks).
    /// - Returns: text ending in a newline.
    public func rendered(includeDiffs: Bool) -> String {
        var out = ""
        for entry in entries {
            var line = entry.status.rawValue.padding(toLength: 10) + entry.path
            if let reason = entry.reason { line += ": " + reason }
            out += line + "\n"
        }
        if includeDiffs {
            // scaffold's own records under `.scaffold/features/` hold every generated file on one
            // JSON line each; their diffs say nothing the other diffs do not.
            for entry in entries where !entry.diff.isEmpty && !entry.path.hasPrefix(".scaffold/features/") {
                out += "\n" + entry.diff
            }
            if entries.contains(where: { !$0.diff.isEmpty }) { out += "\n" }
        }
        out += summary + "\n"
        return out
    }

    /// One line counting the entries by status.
    public var summary: String {
        let deletions = count(.delete) > 0 ? ", \(count(.delete)) to delete" : ""
        let counts =
            "\(count(.create)) to create, \(count(.update)) to update\(deletions), \(count(.unchanged)) unchanged, \(count(.conflict)) conflict\(count(.conflict) == 1 ? "" : "s")"
        switch mode {
        case .dryRun:
            return "dry run: \(counts); nothing was written"
        case .check:
            return isUpToDate
                ? "up to date: \(entries.count) file\(entries.count == 1 ? "" : "s") match" : "out of date: \(counts)"
        case .apply:
            if applied {
                let deleted = count(.delete) > 0 ? ", deleted \(count(.delete))" : ""
                return "created \(count(.create)), updated \(count(.update))\(deleted), unchanged \(count(.unchanged))"
            }
            return "nothing was written: \(counts)"
        }
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
