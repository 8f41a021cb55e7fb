import Foundation

/// The JSON that `feature --dry-run --json` and `sync --dry-run --json` print for editor
/// integrations: one object per file with its action and unified diff. Pretty-printed with
/// sorted keys, so output is stable.
///
/// ```json
/// { "command" : "sync", "exitCode" : 0, "ok" : true, "conflicts" : 0, "dryRun" : true, "warnings" : [],
///   "files" : [ { "action" : "merge-clean", "diff" : "--- a/…", "feature" : "Weather",
///                 "path" : "Features/Weather/Sources/WeatherRoute.swift", "reason" : "…" } ],
///   "manifest" : { "action" : "update", "diff" : "…", "path" : "Package.swift" } }
/// ```
/// `action` is `create`, `update`, `unchanged`, `delete` or `conflict` for `feature`, and any
/// ``SyncFileAction/Kind`` raw value (`merge-clean`, `keep-edits`, `keep-deleted`, …) plus
/// `record` for scaffold's record files for `sync`. `diff` is empty when nothing changes.
/// `warnings` lists what the specs leave unwired, in the shape of `check --json`'s warnings
/// (`feature`, `path` = `file:line:column` in the spec, `state` = `unwired`, `message`, `diff`).
/// `command`, `exitCode` and `ok` are the ``JSONEnvelope`` every `--json` document has.
enum DryRunJSON {
    struct File: Encodable {
        var feature: String
        var path: String
        var action: String
        var reason: String
        var diff: String
    }

    struct Manifest: Encodable {
        var path: String
        var action: String
        var reason: String
        var diff: String
    }

    struct Form: Encodable {
        var dryRun = true
        var files: [File]
        var manifest: Manifest?
        var conflicts: Int
        var manifestNote: String?
        var warnings: [DriftReport.WarningForm]
    }

    /// `scaffold feature --dry-run --json`, for a run that exits with `exitCode`.
    static func feature(
        _ name: String, report: WriteReport, manifestNote: String?, warnings: [DriftReport.Item], exitCode: Int32
    ) -> String {
        let files = report.entries.filter { !$0.isManifest }.map {
            File(feature: name, path: $0.path, action: $0.status.rawValue, reason: $0.reason ?? "", diff: $0.diff)
        }
        let manifest = report.entries.first(where: \.isManifest).map {
            Manifest(path: $0.path, action: $0.status.rawValue, reason: $0.reason ?? "registers the feature", diff: $0.diff)
        }
        return JSONEnvelope.text(
            command: "feature", exitCode: exitCode,
            Form(
                files: files, manifest: manifest, conflicts: report.conflicts.count,
                manifestNote: manifestNote, warnings: warnings.map(DriftReport.WarningForm.init)))
    }

    /// `scaffold sync --dry-run --json`: the features' files, then the shared runtime's
    /// (`"feature" : "Core"`) and the app's composition root (`"feature" : "App"`: names no
    /// feature can have) when the package has them; for a run that exits with `exitCode`.
    static func sync(
        _ plan: SyncPlan, app: AppRootUpdate? = nil, core: CoreUpdate? = nil, warnings: [DriftReport.Item] = [],
        exitCode: Int32 = ExitCode.success
    ) -> String {
        var files: [File] = []
        for feature in plan.features {
            for action in feature.actions {
                files.append(
                    File(
                        feature: feature.feature, path: action.path, action: action.kind.rawValue, reason: action.reason,
                        diff: action.diff))
            }
            if feature.recordChanges {
                files.append(
                    File(
                        feature: feature.feature, path: feature.recordPath, action: "record",
                        reason: feature.recordNotes.isEmpty
                            ? "scaffold's record of the feature changes" : feature.recordNotes.joined(separator: "; "),
                        diff: ""))
                for change in feature.recordFileChanges where change.path != feature.recordPath {
                    files.append(
                        File(
                            feature: feature.feature, path: change.path, action: change.deleted ? "delete" : "record",
                            reason: change.deleted
                                ? "scaffold no longer keeps this record file" : "scaffold's record of the feature changes",
                            diff: ""))
                }
            }
        }
        func add(_ update: (any StoredBaseUpdate)?, owner: String, record: String) {
            guard let update else { return }
            for action in update.actions {
                files.append(
                    File(
                        feature: owner, path: action.path, action: action.kind.rawValue, reason: action.reason, diff: action.diff)
                )
            }
            for change in update.recordChanges {
                files.append(
                    File(
                        feature: owner, path: change.path, action: change.deleted ? "delete" : "record",
                        reason: change.deleted ? "scaffold no longer keeps this record file" : record, diff: ""))
            }
        }
        add(core, owner: CoreModule.folder, record: "scaffold's record of the shared runtime changes")
        add(app, owner: "App", record: "scaffold's record of the app's composition root changes")
        let manifest = plan.manifestEdit.map {
            Manifest(
                path: $0.path, action: "update", reason: plan.manifestReason,
                diff: UnifiedDiff.render(old: $0.original, new: $0.edited, path: $0.path))
        }
        return JSONEnvelope.text(
            command: "sync", exitCode: exitCode,
            Form(
                files: files, manifest: manifest,
                conflicts: plan.conflicts.count + (app?.conflicts.count ?? 0) + (core?.conflicts.count ?? 0),
                manifestNote: plan.manifestProblem, warnings: warnings.map(DriftReport.WarningForm.init)))
    }
}
