/// `scaffold remove <Name> [--package DIR] [--dry-run] [--force]`: deletes a generated feature
/// and its registration, all or nothing.
enum RemoveCommand: PackageCommand {
    static let name = "remove"

    /// The command's options: value options (`--name value`) and flags (`--help` aside). The
    /// parser and the shell completions (``CompletionsCommand/options``) both read them.
    static let optionNames: (values: [String], flags: [String]) = (["package", "conflicts"], ["dry-run", "force"])

    static let help = """
        Usage: scaffold remove <Name> [--package DIR] [--dry-run] [--force] [--conflicts markers]

        Removes a feature scaffold generated: its generated sources and tests, its saved spec,
        its record in .scaffold/features/, and from Package.swift its target, test target,
        library product and the App target's dependency on it. Everything is removed in one
        step or nothing is (Package.swift must still load afterwards).

        Refuses, writing nothing, when generated files or the spec have your edits (even edits
        'scaffold sync' merged) or you added files in the feature's folders: --force deletes the
        edited files anyway and keeps your own files. Formatting '--format' applied is not an
        edit. Refuses always when a target other than App depends on the feature, or a route
        of another feature opens it ('opens'; each is named at its spec's file:line:column):
        remove those routes first.

        Options:
          --package DIR   the host package (default: the nearest folder upward with Package.swift)
          --dry-run       show every file that would be deleted, with diffs; write nothing
          --force         delete generated files even when you edited them
          --conflicts markers
                          where your edits to the App's composition root and its new rendering
                          change the same lines, write both with conflict markers (default:
                          stop, name the lines and write nothing)

        """

    static func run(parsed: ParsedArguments, _ context: CommandLineTool.Context, fileSystem: any FileSystem)
        throws(CommandFailure) -> Int32
    {
        guard parsed.positionals.count == 1, let name = parsed.positionals.first else {
            throw CommandFailure("remove takes one feature name, e.g. 'scaffold remove Weather'", exitCode: ExitCode.usage)
        }
        let workspace = try PackageWorkspace.open(
            package: parsed.options["package"].map(context.absolutePath), from: context.currentDirectory, fileSystem: fileSystem,
            notices: context.stderr)
        context.keepUntilExit?(workspace)  // a package of many features: not freed piece by piece
        let force = parsed.flags.contains("force")
        let removal = try workspace.removalPlan(
            feature: name, force: force, formatting: SourceFormatting.recognizer(workspace: workspace, context: context))
        if !removal.edited.isEmpty || !removal.userFiles.isEmpty, !force {
            for path in removal.edited { context.stdout.write("edited       \(path)\n") }
            for path in removal.userFiles { context.stdout.write("yours        \(path)\n") }
            var reasons: [String] = []
            if !removal.edited.isEmpty { reasons.append("\(removal.edited.count) generated file(s) have your edits") }
            if !removal.userFiles.isEmpty { reasons.append("\(removal.userFiles.count) file(s) in its folders are yours") }
            throw CommandFailure(
                reasons.joined(separator: " and ")
                    + "; nothing was written. Use --force to delete the edited files anyway (your own files are kept)")
        }
        if let problem = removal.manifestProblem, !force {
            throw CommandFailure(
                "Package.swift cannot be edited safely: \(problem)\nRemove the entries by hand and run 'scaffold remove \(name)' again, or pass --force to remove the files and leave Package.swift alone; nothing was written"
            )
        }
        let dryRun = parsed.flags.contains("dry-run")
        let conflictStyle = try FeatureCommand.appConflictStyle(parsed, command: "remove")
        var plan = removal.plan
        // The app's composition root no longer builds the feature (a route of another feature
        // into it is a located error, and nothing is written).
        let update: AppRootUpdate?
        do {
            update = try workspace.appRootUpdate(excluding: [name], conflictStyle: conflictStyle)
            if !dryRun {
                try FeatureCommand.stopOnAppConflicts(
                    update, style: conflictStyle, rerun: "scaffold remove \(name)", context)
            }
            try update?.add(to: &plan)
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure("\(error)")
        }
        let report = try workspace.write(plan, mode: dryRun ? .dryRun : .apply) { report in
            CommandFailure(
                "the package changed while removing (\(report.conflicts.map(\.path).joined(separator: ", "))); nothing was written, run 'scaffold remove \(name)' again"
            )
        }.report
        if !dryRun { workspace.keepCache(of: update) }
        context.stdout.write(report.rendered(includeDiffs: dryRun))
        for change in removal.manifestChanges { context.stdout.write("removed      Package.swift \(change)\n") }
        if !removal.userFiles.isEmpty {
            context.stderr.write(
                "warning: kept \(removal.userFiles.count) file\(removal.userFiles.count == 1 ? "" : "s") scaffold did not generate: "
                    + removal.userFiles.joined(separator: ", ") + "\n")
        }
        if let problem = removal.manifestProblem {
            context.stderr.write("warning: Package.swift was not changed (--force): \(problem)\n")
        }
        if dryRun {
            context.stdout.write("dry run: nothing was written\n")
            try FeatureCommand.finishAppConflicts(
                update, style: conflictStyle, rerun: "scaffold remove \(name)", dryRun: true, done: "", context)
            return ExitCode.success
        }
        workspace.removeEmptyFolders(removal.folders)
        context.stdout.write("Removed feature '\(name)' (\(report.summary)).\n")
        try FeatureCommand.finishAppConflicts(
            update, style: conflictStyle, rerun: "scaffold remove \(name)", dryRun: false,
            done: "removed feature '\(name)'", context)
        return ExitCode.success
    }
}
