import Foundation

/// `scaffold list [--package DIR] [--json]`: the features scaffold generated in the package,
/// with their style, storage and whether they are in sync.
enum ListCommand: PackageCommand {
    static let name = "list"

    /// The command's options: value options (`--name value`) and flags (`--help` aside). The
    /// parser and the shell completions (``CompletionsCommand/options``) both read them.
    static let optionNames: (values: [String], flags: [String]) = (["package"], ["json", "names"])

    static let help = """
        Usage: scaffold list [--package DIR] [--json | --names]

        Lists the features scaffold generated in the package (those with a record in
        .scaffold/features/): name, style, storage kind, and whether 'scaffold check' would pass
        for it ("in sync", "out of sync: N files", or the problem that stops checking it); then
        the shared runtime the features import (Core) and the app's composition root
        (Sources/App), when the package has one, with the same verdict.

        Options:
          --package DIR   the host package (default: the nearest folder upward with Package.swift)
          --json          print the list as JSON: {"command", "ok", "exitCode", "features":
                          [{"name", "style", "storage", "inSync", "drift", "problem"?, "spec"}]}
          --names         print only the names, one per line, without checking anything
                          (used by the shell completions)

        """

    /// One listed feature.
    struct Row: Encodable {
        var name: String
        var style: String
        var storage: String
        var inSync: Bool
        /// Files (and the record or manifest) that a sync would change.
        var drift: Int
        var problem: String?
        var spec: String
    }

    static func run(parsed: ParsedArguments, _ context: CommandLineTool.Context, fileSystem: any FileSystem)
        throws(CommandFailure) -> Int32
    {
        guard parsed.positionals.isEmpty else {
            throw CommandFailure("list takes no names (see 'scaffold list --help')", exitCode: ExitCode.usage)
        }
        let workspace = try PackageWorkspace.open(
            package: parsed.options["package"].map(context.absolutePath), from: context.currentDirectory, fileSystem: fileSystem,
            notices: context.stderr)
        context.keepUntilExit?(workspace)  // a package of many features: not freed piece by piece
        if parsed.flags.contains("names") {
            context.stdout.write(workspace.generatedFeatures().map { $0 + "\n" }.joined())
            return ExitCode.success
        }
        let rows = workspace.generatedFeatures().map { row(for: $0, in: workspace) }
        if parsed.flags.contains("json") {
            struct Form: Encodable { var features: [Row] }
            context.stdout.write(JSONEnvelope.text(command: "list", exitCode: ExitCode.success, Form(features: rows)))
            return ExitCode.success
        }
        guard !rows.isEmpty else {
            context.stdout.write("No features in \(workspace.root) (add one with 'scaffold feature <Name>').\n")
            return ExitCode.success
        }
        let width = max(4, rows.map(\.name.count).max() ?? 0) + 2
        var out = ""
        for row in rows {
            let state: String
            if let problem = row.problem {
                state = "cannot check: \(problem)"
            } else if row.inSync {
                state = "in sync"
            } else {
                state = "out of sync (\(row.drift) change\(row.drift == 1 ? "" : "s"); see 'scaffold check \(row.name)')"
            }
            out +=
                row.name.padding(toLength: width, withPad: " ", startingAt: 0)
                + row.style.padding(toLength: 9, withPad: " ", startingAt: 0)
                + ("storage " + row.storage).padding(toLength: 19, withPad: " ", startingAt: 0) + state + "\n"
        }
        // The shared runtime: the same verdict as 'scaffold check' gives its files and targets.
        if workspace.needsCore {
            let state: String
            do {
                let drift = try workspace.coreUpdate().driftFiles.count + (workspace.coreRegistrationIsComplete ? 0 : 1)
                state =
                    drift == 0
                    ? "in sync" : "out of sync (\(drift) change\(drift == 1 ? "" : "s"); see 'scaffold check')"
            } catch {
                state = "cannot check: " + (error.diagnostics.diagnostics.first.map(\.description) ?? "\(error)")
            }
            out +=
                CoreModule.folder.padding(toLength: width, withPad: " ", startingAt: 0)
                + "shared runtime (\(CoreModule.featureCore.name)…)".padding(toLength: 32, withPad: " ", startingAt: 0) + state
                + "\n"
        }
        // The app's composition root: the same verdict as 'scaffold check' gives it.
        if workspace.hasAppTarget {
            let state: String
            do {
                let drift = try workspace.appRootUpdate()?.driftFiles.count ?? 0
                state =
                    drift == 0
                    ? "in sync" : "out of sync (\(drift) change\(drift == 1 ? "" : "s"); see 'scaffold check')"
            } catch {
                // One line: the first problem, located ('scaffold check' prints them all).
                let first = error.diagnostics.diagnostics.first.map(\.description) ?? "the composition root cannot be rendered"
                let more = error.diagnostics.diagnostics.count - 1
                state = "cannot check: \(first)" + (more > 0 ? " (and \(more) more; see 'scaffold check')" : "")
            }
            out += "App".padding(toLength: width, withPad: " ", startingAt: 0) + "composition root (Sources/App)  " + state + "\n"
        }
        context.stdout.write(out)
        return ExitCode.success
    }

    /// The row of one feature; a feature whose spec or record does not load is listed with the
    /// problem instead of failing the whole list.
    static func row(for name: String, in workspace: PackageWorkspace) -> Row {
        let specPath = FeatureGenerator.specPath(for: name, layout: workspace.config.layout)
        var row = Row(name: name, style: "?", storage: "?", inSync: false, drift: 0, problem: nil, spec: specPath)
        do {
            if let record = try workspace.record(for: name) { row.style = record.style }
            let saved = try workspace.loadSavedSpec(for: name)
            row.style = saved.spec.style
            row.storage = saved.spec.storage.kind.rawValue
            let planner = SyncPlanner(fileSystem: workspace.fileSystem, root: workspace.root)
            let plan = try workspace.syncPlan(features: [name], planner: planner)
            // The same verdict and count as 'scaffold check <Name>': one source of truth.
            let report = DriftReport(plan: plan)
            row.inSync = report.isInSync
            row.drift = report.items.count
        } catch {
            row.problem = error.diagnostics.diagnostics.map(\.message).joined(separator: "; ")
        }
        return row
    }
}
