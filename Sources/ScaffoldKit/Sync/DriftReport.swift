import Foundation

/// What `scaffold check` found, by content, with unified diffs.
///
/// A package is in sync exactly when the current specs and templates generate what the records
/// say was generated (a sync would bring no new generated content and no conflict), no tracked
/// file holds conflict markers, and `Package.swift` registers every feature. The user's own
/// edits and deletions of generated files never fail it; deletions that other generated files
/// depend on are warnings.
public struct DriftReport: Hashable, Sendable {
    /// The kinds of drift.
    public enum State: String, Hashable, Sendable, Codable, CaseIterable {
        /// A generated file differs from what the spec and templates produce now (sync
        /// updates, creates, deletes or merges it).
        case outOfDate = "out-of-date"
        /// A generated file the user edited. Not reported by this version (the user's edits
        /// alone never fail `check`); kept so JSON consumers keep decoding.
        case edited
        /// A generated file the user deleted that other generated files use (a warning).
        case deleted
        /// Sync would conflict: the user's edits and the new rendering change the same lines,
        /// or a file scaffold did not write is in the way.
        case conflict
        /// A file still holds conflict markers.
        case conflictMarkers = "conflict-markers"
        /// The record does not know a file that already has its generated contents, or is in
        /// the old format (a warning).
        case record
        /// `Package.swift` lacks a feature's registration.
        case manifest
        /// The feature's spec leaves something unwired: a state item nothing reads, a route
        /// nothing navigates to, a client method no screen runs (a warning; the message is
        /// located in the spec and names the `from` that would wire it).
        case unwired
    }

    /// One finding.
    public struct Item: Hashable, Sendable, Codable {
        /// The feature (empty for the manifest and the app's composition root, `Core` for the
        /// shared runtime).
        public var feature: String
        /// The file, relative to the package root.
        public var path: String
        /// What kind of drift.
        public var state: State
        /// One line for people.
        public var message: String
        /// A unified diff of what `sync` would change (or of the user's edits, for `edited`).
        public var diff: String

        /// Creates an item.
        public init(feature: String, path: String, state: State, message: String, diff: String) {
            self.feature = feature
            self.path = path
            self.state = state
            self.message = message
            self.diff = diff
        }

        /// A spec's wiring warning (``FeatureSpecLoader/wiringWarnings(bytes:file:openedRoutes:)``) as a
        /// ``State/unwired`` item: its `path` is the location in the spec (`file:line:column`).
        public static func unwired(feature: String, _ warning: Diagnostic) -> Item {
            Item(
                feature: feature, path: warning.location.map { "\($0)" } ?? "", state: .unwired, message: warning.message,
                diff: "")
        }
    }

    /// The findings, by feature then path, the manifest last.
    public var items: [Item]
    /// The features checked.
    public var features: [String]
    /// How many tracked files were compared.
    public var fileCount: Int
    /// How many of ``features`` were skipped because their files are unchanged since a clean
    /// check (see ``CheckCache``).
    public var cachedFeatures: Int = 0
    /// A note about the manifest that is not drift (it could not be read safely).
    public var manifestNote: String?

    /// Whether nothing drifted.
    public var isInSync: Bool { items.isEmpty }

    /// Things worth knowing that do not fail the check: generated files the user deleted that
    /// other generated files use (with how to restore them), records in the old format, and
    /// (added by `scaffold check`) what a spec leaves unwired (``State/unwired``, its `path` the
    /// location in the spec; not in ``rendered()``, which `check` prints on stdout, since
    /// `check` prints them on stderr).
    public var warnings: [Item]

    /// The report of a sync plan made with ``SyncPlanner/ConflictStyle/leave`` and without
    /// `--restore`.
    /// - Parameter plan: what a sync would do.
    public init(plan: SyncPlan) {
        var items: [Item] = []
        var warnings: [Item] = []
        var fileCount = 0
        for feature in plan.features {
            fileCount += feature.actions.count
            for action in feature.actions where action.isDrift || action.kind == .conflict {
                items.append(Self.item(feature.feature, action))
            }
            for needed in feature.neededDeletions {
                warnings.append(
                    Item(
                        feature: feature.feature, path: needed.path, state: .deleted,
                        message:
                            "deleted, but \(needed.usedBy.joined(separator: ", ")) use\(needed.usedBy.count == 1 ? "s" : "") \(needed.types.joined(separator: ", ")) from it; restore it with 'scaffold sync --restore \(feature.feature)'",
                        diff: ""))
            }
            if feature.currentRecordFiles[OwnershipRecord.legacyPath(forFeature: feature.feature)] != nil {
                warnings.append(
                    Item(
                        feature: feature.feature, path: OwnershipRecord.legacyPath(forFeature: feature.feature), state: .record,
                        message: "record in the old JSON format; the next 'scaffold sync' migrates it", diff: ""))
            }
        }
        if let edit = plan.manifestEdit {
            items.append(
                Item(
                    feature: "", path: edit.path, state: .manifest,
                    message:
                        "does not register every feature as its spec requires, or the shared runtime (Core) the features import (run 'scaffold sync')",
                    diff: UnifiedDiff.render(old: edit.original, new: edit.edited, path: edit.path)))
        }
        if let problem = plan.manifestProblem {
            // The manifest cannot be edited and does not declare every feature: not in sync.
            let firstLine = problem.split(separator: "\n").first.map(String.init) ?? problem
            items.append(
                Item(
                    feature: "", path: "Package.swift", state: .manifest,
                    message:
                        "does not register every feature, and scaffold cannot edit it (\(firstLine)); add the entries 'scaffold sync' prints by hand",
                    diff: ""))
        }
        self.items = items
        self.warnings = warnings
        self.features = plan.features.map(\.feature)
        self.fileCount = fileCount
        self.manifestNote = plan.manifestProblem
    }

    /// Adds the shared runtime's files that drifted (what `sync` would write or where it would
    /// conflict), as findings of `Core` (a name no feature can take).
    /// - Parameter actions: the runtime's drifting files (``CoreUpdate/driftFiles``).
    public mutating func addCore(_ actions: [SyncFileAction]) {
        add(actions, owner: CoreModule.folder, what: "the shared runtime (Core)")
    }

    /// Adds the app's composition-root files that drifted (what `sync` would write or where it
    /// would conflict), so the findings, the summary and ``isInSync`` all count them.
    /// - Parameter actions: the composition root's drifting files (``AppRootUpdate/driftFiles``).
    public mutating func addAppRoot(_ actions: [SyncFileAction]) {
        add(actions, owner: "", what: "the app's composition root")
    }

    private mutating func add(_ actions: [SyncFileAction], owner: String, what: String) {
        for action in actions {
            var item = Self.item(owner, action)
            item.message = what + ": " + item.message
            if item.diff.isEmpty {
                item.diff = UnifiedDiff.render(old: action.current ?? "", new: action.rendered ?? "", path: action.path)
            }
            items.append(item)
        }
    }

    private static func item(_ feature: String, _ action: SyncFileAction) -> Item {
        let state: State
        let message: String
        switch action.kind {
        case .create, .update, .delete, .restore:
            state = .outOfDate
            message = "out of date with the spec or templates: sync would \(action.kind.rawValue) it"
        case .merge:
            state = .outOfDate
            message = "out of date with the spec or templates: sync would merge the new rendering into your edits"
        case .keepOrphan:
            state = .outOfDate
            message = "no longer generated; has your edits, so sync would keep it and stop tracking it"
        case .conflict where action.reason == SyncPlanner.unresolvedMarkers:
            state = .conflictMarkers
            message =
                "has unresolved conflict markers at line\(action.conflictLines.count == 1 ? "" : "s") "
                + action.conflictLines.map { String($0.lowerBound) }.joined(separator: ", ")
        case .conflict:
            state = .conflict
            message = "out of date, and sync would conflict: \(action.reason) (see 'scaffold sync --dry-run')"
        case .keepEdits:
            state = .outOfDate
            message =
                "out of date with the spec or templates: your edits already include the new rendering (run 'scaffold sync' to record it)"
        case .keepDeleted:
            state = .outOfDate
            message =
                action.rendered == nil
                ? "no longer generated (already deleted): sync would drop it from the record"
                : "deleted by you, and its generated contents changed since (sync keeps it deleted; 'scaffold sync --restore' writes the new version)"
        case .unchanged:
            state = .record
            message = "\(action.reason); the record does not know it yet (run 'scaffold sync')"
        }
        return Item(feature: feature, path: action.path, state: state, message: message, diff: action.diff)
    }

    /// The report for people: one line per finding, the diffs, then a summary line.
    /// - Returns: text ending in a newline.
    public func rendered() -> String {
        var out = ""
        for item in warnings where item.state != .unwired {
            out += "warning: " + item.path + ": " + item.message + "\n"
        }
        for item in items {
            out +=
                item.state.rawValue.padding(toLength: 17, withPad: " ", startingAt: 0) + " " + item.path + ": " + item.message
                + "\n"
        }
        let diffs = items.map(\.diff).filter { !$0.isEmpty }
        if !diffs.isEmpty { out += "\n" + diffs.joined(separator: "\n") + "\n" }
        out += summary + "\n"
        return out
    }

    /// One line: in sync, or how many features drifted.
    public var summary: String {
        let featureWord = features.count == 1 ? "feature" : "features"
        if isInSync {
            return
                "check: in sync: \(features.count) \(featureWord)\(cachedFeatures > 0 ? " (\(cachedFeatures) unchanged since the last check)" : ""), \(fileCount) generated file\(fileCount == 1 ? "" : "s") match their specs and templates"
        }
        let drifting = Set(items.map(\.feature).filter { !$0.isEmpty && $0 != CoreModule.folder }).count
        var beyond: [String] = []
        if items.contains(where: { $0.feature == CoreModule.folder }) { beyond.append("the shared runtime (Core)") }
        if items.contains(where: { $0.feature.isEmpty && $0.state != .manifest }) { beyond.append("the app's composition root") }
        if items.contains(where: { $0.state == .manifest }) { beyond.append("Package.swift") }
        return
            "check: out of sync: \(items.count) finding\(items.count == 1 ? "" : "s") in \(drifting) of \(features.count) \(featureWord)\(beyond.map { " and " + $0 }.joined())"
    }

    private struct JSONForm: Encodable {
        var inSync: Bool
        var features: [String]
        var files: Int
        var drift: [Item]
        var warnings: [WarningForm]
        var manifestNote: String?
    }

    /// A warning as JSON (`check --json`, and `feature`/`sync --dry-run --json` in the same
    /// shape): an item without `diff` when it has none (a spec's unwired part).
    struct WarningForm: Encodable {
        var feature: String
        var path: String
        var state: State
        var message: String
        var diff: String?

        init(_ item: Item) {
            feature = item.feature
            path = item.path
            state = item.state
            message = item.message
            diff = item.diff.isEmpty ? nil : item.diff
        }
    }

    /// The report as the `scaffold check --json` document: the ``JSONEnvelope`` (`command` =
    /// `check`, `exitCode` 0 in sync or 1, `ok`) with `{"inSync", "features", "files", "drift":
    /// [{"feature", "path", "state", "message", "diff"}], "warnings": [same shape, "diff" only when
    /// there is one], "manifestNote"}`, keys sorted. `drift` lists every finding that fails the
    /// check; `warnings` never fail it.
    public func json() -> String {
        let form = JSONForm(
            inSync: isInSync, features: features, files: fileCount, drift: items, warnings: warnings.map(WarningForm.init),
            manifestNote: manifestNote)
        return JSONEnvelope.text(command: "check", exitCode: isInSync ? ExitCode.success : ExitCode.failure, form)
    }
}
