/// `scaffold sync [<Name> ...] [--package DIR] [--dry-run] [--conflicts markers] [--restore]
/// [--verify]`: re-renders features from their saved specs and the current templates, merging
/// the user's edits three ways; all or nothing.
enum SyncCommand: PackageCommand {
    static let name = "sync"

    /// The command's options: value options (`--name value`) and flags (`--help` aside). The
    /// parser and the shell completions (``CompletionsCommand/options``) both read them.
    static let optionNames: (values: [String], flags: [String]) = (
        ["package", "conflicts", "amend-schema"],
        ["dry-run", "json", "restore", "rebuild-record", "dump-package", "verify", "verbose", "format"]
    )

    static let help = """
        Usage: scaffold sync [<Name> ...] [--package DIR] [--dry-run [--json]] [--conflicts markers]
                             [--restore] [--rebuild-record] [--amend-schema VERSION]
                             [--dump-package] [--verify] [--verbose] [--format]

        Brings generated features in step with their specs (Features/<Name>/<Name>.feature.json)
        and the current templates. Without names, syncs every feature scaffold generated. The
        shared runtime the features import (Core) and the app's composition root (Sources/App)
        are synced too, the same way; a package without the runtime gets it.

        Per file: untouched since scaffold wrote it -> updated; edited by you -> merged three ways
        (base: what scaffold last wrote, yours, the new rendering); no longer generated -> deleted
        if untouched, else kept and reported; deleted by you -> stays deleted. Package.swift gets
        any missing registration. Everything is written in one step, records included, or
        nothing is: with a conflict, nothing is written and the exit code is 1.

        Options:
          --package DIR        the host package (default: the nearest folder upward with Package.swift)
          --dry-run            show every file's action with diffs; write nothing
          --json               with --dry-run: print that as JSON (files[]: feature, path, action,
                               reason, diff; manifest; conflicts), for editors and scripts
          --conflicts markers  write conflicting files with <<<<<<< ||||||| ======= >>>>>>> markers
                               (all three versions kept) and write everything else; exit 1
          --restore            write again the generated files you deleted
          --rebuild-record     rebuild the named features' records (.scaffold/features/<Name>.record,
                               .scaffold/base/<Name>/) from the saved spec and current templates,
                               e.g. after a git merge left conflict markers in one; files that
                               differ from the new rendering then count as your edits;
                               'App' rebuilds the app's composition-root record (.scaffold/base/App/),
                               'Core' the shared runtime's (.scaffold/base/Core/)
          --amend-schema VERSION
                               allow changing the models of a schema version scaffold already
                               generated, for a version that was never released (stores written
                               with the old models would no longer open)
          --dump-package       prove an edited manifest with 'swift package dump-package' instead of
                               type-checking it against the toolchain's PackageDescription
          --verify             then build the features and run their tests (see 'scaffold verify')
          --format             then run 'swift format' (the toolchain's, with the package's
                               .swift-format) on the files written; recorded like your edits
          --verbose            with --verify: stream the compiler's and test runner's output

        """

    static func run(parsed: ParsedArguments, _ context: CommandLineTool.Context, fileSystem: any FileSystem)
        throws(CommandFailure) -> Int32
    {
        var conflictStyle = SyncPlanner.ConflictStyle.leave
        if let value = parsed.options["conflicts"] {
            guard value == "markers" else {
                throw CommandFailure(
                    "--conflicts takes 'markers', not '\(value)' (see 'scaffold sync --help')", exitCode: ExitCode.usage)
            }
            conflictStyle = .markers
        }
        let json = parsed.flags.contains("json")
        if json, !parsed.flags.contains("dry-run") || parsed.flags.contains("verify") {
            throw CommandFailure("--json goes with --dry-run (and not --verify)", exitCode: ExitCode.usage)
        }
        let workspace = try PackageWorkspace.open(
            package: parsed.options["package"].map(context.absolutePath), from: context.currentDirectory, fileSystem: fileSystem,
            notices: context.stderr)
        context.keepUntilExit?(workspace)  // a package of many features: not freed piece by piece
        guard !parsed.positionals.isEmpty || workspace.needsCore else {
            throw CommandFailure("no features to sync: scaffold has not generated any in \(workspace.root)")
        }
        var planner = SyncPlanner(
            fileSystem: fileSystem, root: workspace.root, conflictStyle: conflictStyle,
            restoreDeleted: parsed.flags.contains("restore"))
        planner.committedBases = CommittedBases.at(workspace.root, environment: context.environment)
        let rebuild = parsed.flags.contains("rebuild-record")
        if rebuild, parsed.positionals.isEmpty {
            throw CommandFailure(
                "--rebuild-record takes the features whose records to rebuild, e.g. 'scaffold sync --rebuild-record Weather'",
                exitCode: ExitCode.usage)
        }
        // `App` names the composition root's record (`.scaffold/base/App/`), `Core` the shared
        // runtime's (`.scaffold/base/Core/`): neither is a feature.
        let rebuildApp = rebuild && parsed.positionals.contains("App") && workspace.hasAppTarget
        let rebuildCore = rebuild && parsed.positionals.contains(CoreModule.folder)
        var parsed = parsed
        if rebuildApp { parsed.positionals.removeAll { $0 == "App" } }
        if rebuildCore { parsed.positionals.removeAll { $0 == CoreModule.folder } }
        let amendable = Set(parsed.options["amend-schema"].map { [$0] } ?? [])
        // The texts of untouched files are needed only with --format (to learn the formatting
        // and to format every generated file afterwards).
        var plan = try workspace.syncPlan(
            features: parsed.positionals, planner: planner,
            rebuildRecords: rebuild ? Set(parsed.positionals) : [],
            amendableSchemas: amendable, keepUntouchedContents: parsed.flags.contains("format"))
        if parsed.flags.contains("format") {
            // Compare and merge formatted renderings, so the formatting is never a change.
            let texts = plan.features.flatMap(\.actions).flatMap { action in
                [action.base, action.rendered].compactMap { $0 }.map { (path: action.path, text: $0) }
            }
            planner.formatter = try SourceFormatting.formatter(for: texts, workspace: workspace, context: context)
            plan = try workspace.syncPlan(
                features: parsed.positionals, planner: planner,
                rebuildRecords: rebuild ? Set(parsed.positionals) : [],
                amendableSchemas: amendable, keepUntouchedContents: true)
        }

        let warnings = workspace.wiringWarnings(for: plan.features.map(\.feature))
        for item in warnings {
            context.stderr.write(item.warning.description + "\n")
        }
        let appUpdate = try workspace.appRootUpdate(conflictStyle: conflictStyle, rebuildingRecord: rebuildApp)
        let coreUpdate = try workspace.coreUpdateIfNeeded(conflictStyle: conflictStyle, rebuildingRecord: rebuildCore)
        let dryRun = parsed.flags.contains("dry-run")
        if json {
            let conflicts = plan.conflicts.count + (appUpdate?.conflicts.count ?? 0) + (coreUpdate?.conflicts.count ?? 0)
            // Markers written are not a finished job either: the real run exits 1.
            let exitCode = conflicts == 0 ? ExitCode.success : ExitCode.failure
            context.stdout.write(
                DryRunJSON.sync(
                    plan, app: appUpdate, core: coreUpdate,
                    warnings: warnings.map { DriftReport.Item.unwired(feature: $0.feature, $0.warning) },
                    exitCode: exitCode))
            return exitCode
        }
        let conflicts = plan.conflicts + (coreUpdate?.conflicts ?? []) + (appUpdate?.conflicts ?? [])
        let unresolved = conflicts.filter { $0.reason == SyncPlanner.unresolvedMarkers }
        if !dryRun, !unresolved.isEmpty || (!conflicts.isEmpty && conflictStyle == .leave) {
            // Nothing is written: say so first, then only the conflicts and how to resolve them.
            let listed = unresolved.isEmpty ? conflicts : unresolved
            context.stdout.write(
                "sync: nothing was written: \(listed.count) file\(listed.count == 1 ? "" : "s") conflict\(listed.count == 1 ? "s" : "")\n"
            )
            context.stdout.write(Self.conflictDetails(listed))
            if unresolved.isEmpty {
                throw CommandFailure(
                    "nothing was written because of conflicts; see both versions with 'scaffold sync --dry-run', "
                        + "then edit the files so your changes and the new rendering agree, or run 'scaffold sync --conflicts markers' to write them with markers"
                )
            }
            throw CommandFailure(
                "nothing was written because conflict markers are left in \(unresolved.map(\.path).joined(separator: ", ")); resolve them, then run 'scaffold sync' again"
            )
        }
        context.stdout.write(Self.rendered(plan, includeDiffs: dryRun))
        if let coreUpdate { context.stdout.write(Self.rendered(coreUpdate, includeDiffs: dryRun)) }
        if let appUpdate { context.stdout.write(Self.rendered(appUpdate, includeDiffs: dryRun)) }
        if let problem = plan.manifestProblem {
            context.stderr.write("error: \(workspace.manifestPath) was not changed: \(problem)")
        }
        Self.warnAboutNeededDeletions(plan, context: context)
        if let manifest = plan.manifestEdit?.edited ?? (try? workspace.manifestText()),
            let problem = ManifestEditor(source: manifest, path: workspace.path(workspace.manifestPath))
                .defaultLocalizationProblem()
        {
            context.stderr.write(
                "\(problem.location): warning: the package declares no defaultLocalization, which the features' String Catalogs need; add 'defaultLocalization: \"en\",' after 'name:'\n"
            )
        }
        if dryRun {
            context.stdout.write("dry run: nothing was written\n")
            if !conflicts.isEmpty { return ExitCode.failure }
            return plan.manifestProblem == nil ? ExitCode.success : ExitCode.manifestNotEdited
        }

        var generationPlan: GenerationPlan
        do {
            generationPlan = try plan.generationPlan()
            try coreUpdate?.add(to: &generationPlan)
            try appUpdate?.add(to: &generationPlan)
        } catch {
            throw CommandFailure("\(error)")
        }
        let (report, proof) = try workspace.write(
            generationPlan, mode: .apply, fullManifestProof: parsed.flags.contains("dump-package")
        ) { report in
            CommandFailure(
                "the package changed while syncing (\(report.conflicts.map(\.path).joined(separator: ", "))); nothing was written, run 'scaffold sync' again"
            )
        }
        workspace.keepCache(of: appUpdate)
        let names = plan.features.map(\.feature)
        // What the messages name: the features, and the runtime when it changed (or is all).
        var shown = names
        if let coreUpdate, names.isEmpty || coreUpdate.changesAnything { shown.append(CoreModule.folder) }
        if !conflicts.isEmpty {
            // Markers were written (and everything else): the run is not finished until the
            // user resolves them, so it does not say "Synced" and exits 1.
            context.stdout.write(
                "sync: written with conflict markers in \(conflicts.map(\.path).joined(separator: ", ")); everything else is synced. Resolve the markers, then run 'scaffold check'\n"
            )
            return ExitCode.failure
        }
        // A bulk sync names a few features and counts the rest.
        let named =
            shown.count <= 8
            ? shown.joined(separator: ", ") : shown.prefix(5).joined(separator: ", ") + " and \(shown.count - 5) more"
        if report.entries.allSatisfy({ $0.status == .unchanged }) {
            context.stdout.write("Synced \(named): already in sync, nothing written.\n")
        } else {
            // Count by what happened to each generated file, not by the write (which only
            // carries the files that change), the app's composition root included.
            let actions = plan.features.flatMap(\.actions) + (coreUpdate?.actions ?? []) + (appUpdate?.actions ?? [])
            func count(_ kinds: SyncFileAction.Kind...) -> Int { actions.filter { kinds.contains($0.kind) }.count }
            let summary =
                "created \(count(.create, .restore)), updated \(count(.update)), merged \(count(.merge)), "
                + "deleted \(count(.delete)), unchanged \(count(.unchanged, .keepEdits, .keepDeleted, .keepOrphan))"
            let manifestNote =
                plan.manifestEdit.map { edit in
                    "; \(edit.path) \(plan.manifestReason)"
                        + (proof.map { ", \($0.rawValue)" } ?? "")
                } ?? ""
            context.stdout.write("Synced \(named) (\(summary)\(manifestNote)).\n")
        }
        var formatFailure: CommandFailure?
        if parsed.flags.contains("format") {
            let written = plan.features.flatMap(\.actions).filter { $0.result != nil }.map(\.path)
            do {
                try SourceFormatting.format(
                    written, features: names, workspace: workspace, context: context, fileSystem: fileSystem)
            } catch {
                // After a complete write: said once, with its own exit code (below).
                formatFailure = error
            }
        }
        let orphans = plan.features.flatMap(\.actions).filter { $0.kind == .keepOrphan }.map(\.path)
        if !orphans.isEmpty, !parsed.flags.contains("verify") {
            context.stderr.write(
                "warning: kept \(orphans.count) edited file\(orphans.count == 1 ? "" : "s") that scaffold no longer generates ("
                    + orphans.joined(separator: ", ")
                    + "); they are yours now and may use code that was removed: run 'scaffold verify'\n")
        }
        if plan.manifestProblem != nil {
            context.stderr.write(
                "error: \(workspace.manifestPath) was not changed, so not every feature is registered; add the entries printed above by hand, then run 'scaffold check'\n"
            )
            if let formatFailure { _ = context.fail(formatFailure) }
            return ExitCode.manifestNotEdited
        }
        if let formatFailure { return context.fail(formatFailure) }
        if parsed.flags.contains("verify") {
            var features: [(String, FeatureGenerator.Output)] = []
            for name in names {
                let saved = try workspace.loadSavedSpec(for: name)
                let generator = FeatureGenerator(
                    templates: try workspace.templateSet(style: saved.spec.style), layout: workspace.config.layout)
                do {
                    features.append((name, try generator.generate(saved.spec, specText: saved.text)))
                } catch {
                    throw CommandFailure(DiagnosticList([Diagnostic(error)]))
                }
            }
            return VerifyCommand.verify(
                features: features, workspace: workspace, verbose: parsed.flags.contains("verbose"),
                coreTests: parsed.positionals.isEmpty, context: context)
        }
        return ExitCode.success
    }

    /// One line per file that is not unchanged (`merge-clean  path: reason`), the diffs when
    /// asked, and the manifest.
    static func rendered(_ plan: SyncPlan, includeDiffs: Bool) -> String {
        var out = ""
        var diffs: [String] = []
        for feature in plan.features {
            let actions = feature.actions.filter { ($0.kind != .unchanged && $0.kind != .keepEdits) || $0.isDrift }
            for action in actions {
                out +=
                    action.kind.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0) + " " + action.path + ": "
                    + action.reason + "\n"
                if includeDiffs, !action.diff.isEmpty { diffs.append(action.diff) }
            }
            if feature.recordChanges {
                let why =
                    feature.currentRecordFiles[OwnershipRecord.legacyPath(forFeature: feature.feature)] != nil
                    ? ": migrated from the old JSON format" : ""
                out += "record".padding(toLength: 13, withPad: " ", startingAt: 0) + " " + feature.recordPath + why + "\n"
                for change in feature.recordFileChanges where change.path != feature.recordPath {
                    out += recordLine(change)
                }
            }
            for change in feature.symbolChanges {
                out += "public".padding(toLength: 13, withPad: " ", startingAt: 0) + " \(feature.feature): \(change)\n"
            }
        }
        if let edit = plan.manifestEdit {
            out +=
                "update".padding(toLength: 13, withPad: " ", startingAt: 0) + " " + edit.path + ": " + plan.manifestReason + "\n"
            if includeDiffs { diffs.append(UnifiedDiff.render(old: edit.original, new: edit.edited, path: edit.path)) }
        }
        if !diffs.isEmpty { out += "\n" + diffs.joined(separator: "\n") + "\n" }
        return out
    }

    /// One line per file of the app's composition root or the shared runtime that is not
    /// unchanged (as for a feature's files), with diffs when asked.
    static func rendered(_ update: some StoredBaseUpdate, includeDiffs: Bool) -> String {
        var out = ""
        var diffs: [String] = []
        for action in update.actions where (action.kind != .unchanged && action.kind != .keepEdits) || action.isDrift {
            out +=
                action.kind.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0) + " " + action.path + ": " + action.reason
                + "\n"
            if includeDiffs, !action.diff.isEmpty { diffs.append(action.diff) }
        }
        for change in update.recordChanges { out += recordLine(change) }
        if !diffs.isEmpty { out += "\n" + diffs.joined(separator: "\n") + "\n" }
        return out
    }

    /// One line for a record file a sync writes (`record`) or deletes (`delete`).
    static func recordLine(_ change: (path: String, deleted: Bool)) -> String {
        (change.deleted ? "delete" : "record").padding(toLength: 13, withPad: " ", startingAt: 0) + " " + change.path
            + (change.deleted ? ": scaffold no longer keeps this record file" : "") + "\n"
    }

    /// Warns about deleted generated files that other generated files use.
    static func warnAboutNeededDeletions(_ plan: SyncPlan, context: CommandLineTool.Context) {
        for feature in plan.features {
            for needed in feature.neededDeletions {
                context.stderr.write(
                    "warning: \(needed.path) was deleted, but \(needed.usedBy.joined(separator: ", ")) use\(needed.usedBy.count == 1 ? "s" : "") \(needed.types.joined(separator: ", ")) from it; restore it with 'scaffold sync --restore \(feature.feature)'\n"
                )
            }
        }
    }

    /// Where each conflict is and how to see both versions.
    static func conflictDetails(_ conflicts: [SyncFileAction]) -> String {
        var out = ""
        for conflict in conflicts {
            let lines = conflict.conflictLines.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }
                .joined(separator: ", ")
            let location = conflict.reason == SyncPlanner.unresolvedMarkers ? "marker lines" : "merged lines"
            out += "conflict: \(conflict.path): \(conflict.reason)\(lines.isEmpty ? "" : " (\(location) \(lines))")\n"
        }
        return out
    }
}
