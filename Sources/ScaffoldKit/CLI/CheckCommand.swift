/// `scaffold check [<Name> ...] [--package DIR] [--json]`: compares generated features with
/// what `scaffold sync` would leave, by content; exit 0 in sync, 1 with diffs otherwise.
enum CheckCommand {
    static let help = """
        Usage: scaffold check [<Name> ...] [--package DIR] [--json]

        A CI gate. Exits 1 with unified diffs exactly when:
          - the current specs and templates generate something other than what the records say
            was generated (a sync would bring new generated content, or would conflict),
          - a generated file still holds conflict markers,
          - Package.swift does not register a feature as its spec requires,
          - a record is unreadable (for example merge conflict markers: see
            'scaffold sync --rebuild-record').
        Your edits to generated files never fail it, nor do deletions; a deleted file that other
        generated files use is a warning. Files are compared by content (line endings aside).
        Without names, checks every feature scaffold generated. Exit 0 when in sync.

        Options:
          --package DIR   the host package (default: the nearest folder upward with Package.swift)
          --json          print the report as JSON (inSync, features, files, drift[], warnings[])

        """

    static func run(_ arguments: [String], _ context: CommandLineTool.Context) -> Int32 {
        do {
            return try run(arguments, context, fileSystem: LocalFileSystem())
        } catch {
            return context.fail(error)
        }
    }

    static func run(_ arguments: [String], _ context: CommandLineTool.Context, fileSystem: any FileSystem) throws(CommandFailure)
        -> Int32
    {
        let parsed = try context.parse(arguments, values: ["package"], flags: ["json"])
        if parsed.flags.contains("help") {
            context.stdout.write(help)
            return ExitCode.success
        }
        let workspace = try PackageWorkspace.open(
            package: parsed.options["package"].map(context.absolutePath), from: context.currentDirectory, fileSystem: fileSystem,
            notices: context.stderr)
        let planner = SyncPlanner(fileSystem: fileSystem, root: workspace.root)
        let plan = try workspace.syncPlan(features: parsed.positionals, planner: planner)
        let report = DriftReport(plan: plan)
        let staleApp = try workspace.appRootUpdate()?.staleFiles ?? []
        if parsed.flags.contains("json") {
            context.stdout.write(report.json())
        } else {
            context.stdout.write(report.rendered())
            if let note = report.manifestNote {
                context.stderr.write("warning: cannot check Package.swift: \(note)\n")
            }
        }
        for file in staleApp {
            // On stderr with --json, so the JSON on stdout stays one document.
            let line =
                "stale: \(file.path): the app's composition root does not match the features' specs; run 'scaffold sync'\n"
            if parsed.flags.contains("json") {
                context.stderr.write(line)
            } else {
                context.stdout.write(line + UnifiedDiff.render(old: file.current ?? "", new: file.contents, path: file.path))
            }
        }
        return report.isInSync && staleApp.isEmpty ? ExitCode.success : ExitCode.failure
    }
}
