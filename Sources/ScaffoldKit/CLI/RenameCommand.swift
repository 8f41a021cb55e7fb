/// `scaffold rename <Old> <New> [--package DIR] [--dry-run]`: renames a generated feature,
/// keeping the user's edits.
enum RenameCommand: PackageCommand {
    static let name = "rename"

    /// The command's options: value options (`--name value`) and flags (`--help` aside). The
    /// parser and the shell completions (``CompletionsCommand/options``) both read them.
    static let optionNames: (values: [String], flags: [String]) = (["package", "conflicts"], ["dry-run"])

    static let help = """
        Usage: scaffold rename <Old> <New> [--package DIR] [--dry-run] [--conflicts markers]

        Renames a feature scaffold generated: the module, its types, files and folders, its
        Package.swift entries (and every dependency on it), its record and its saved spec.
        The new name is checked like a new feature's name.

        The feature is rendered again under the new name from its saved spec; your edits to
        generated files are carried over by the same three-way merge 'scaffold sync' uses, with
        the old name renamed in your lines too. Files you added in the feature's folders move
        with it. If an edit cannot be carried over cleanly, nothing is written.
        Routes of other features that open it ('opens') are renamed in their specs, and those
        features synced, in the same write. A feature formatted with '--format' is formatted
        again under the new name.
        Code outside the feature that imports it is not changed; it is listed.

        Options:
          --package DIR   the host package (default: the nearest folder upward with Package.swift)
          --dry-run       show every file that would be written or deleted, with diffs; write nothing
          --conflicts markers
                          where your edits to the App's composition root and its new rendering
                          change the same lines, write both with conflict markers (default:
                          stop, name the lines and write nothing)

        """

    static func run(parsed: ParsedArguments, _ context: CommandLineTool.Context, fileSystem: any FileSystem)
        throws(CommandFailure) -> Int32
    {
        guard parsed.positionals.count == 2 else {
            throw CommandFailure("rename takes two names, e.g. 'scaffold rename Weather Climate'", exitCode: ExitCode.usage)
        }
        let (old, new) = (parsed.positionals[0], parsed.positionals[1])
        let workspace = try PackageWorkspace.open(
            package: parsed.options["package"].map(context.absolutePath), from: context.currentDirectory, fileSystem: fileSystem,
            notices: context.stderr)
        context.keepUntilExit?(workspace)  // a package of many features: not freed piece by piece
        let manifest = try workspace.manifestText()
        let existingTargets = Set((try? ManifestEditor(source: manifest).registeredNames().targets) ?? [])
        // SwiftPM refuses a target name a dependency package declares too.
        let dependencies = DependencyTargets.read(manifest: manifest, root: workspace.root, fileSystem: fileSystem)
        for target in [new, new + "Tests"] {
            if let (declared, dependency) = dependencies.declarer(of: target) {
                throw CommandFailure(
                    "rename to '\(new)': the dependency '\(dependency)' declares a target named '\(declared)'; SwiftPM refuses two targets of one name (or of names differing only in case, on case-insensitive disks) in a package graph; choose another name"
                )
            }
        }
        let rename = try workspace.renamePlan(
            from: old, to: new, existingTargets: existingTargets,
            formatting: SourceFormatting.recognizer(workspace: workspace, context: context))
        let dryRun = parsed.flags.contains("dry-run")
        let conflictStyle = try FeatureCommand.appConflictStyle(parsed, command: "rename")
        var plan = rename.plan
        var update: AppRootUpdate?
        // The app's composition root builds the feature under its new name.
        let newSpecPath = FeatureGenerator.specPath(for: new, layout: workspace.config.layout)
        if let bytes = plan.files[newSpecPath], workspace.hasAppTarget {
            let renamed: FeatureSpec
            do {
                renamed = try FeatureSpecLoader.load(bytes: bytes, file: newSpecPath, shared: workspace.shared)
            } catch {
                throw CommandFailure(error)
            }
            // The root's order (`features` in the config) keeps the feature where it was.
            var order: [String]?
            if workspace.config.features.contains(old) {
                var config = workspace.config
                config.features = config.features.map { $0 == old ? new : $0 }
                order = config.features
                if let current = try? fileSystem.readText(workspace.path(ProjectConfig.relativePath)) {
                    do {
                        try plan.add(ProjectConfig.relativePath, text: config.json, replacing: current)
                    } catch {
                        throw CommandFailure("\(error)")
                    }
                }
            }
            update = try workspace.appRootUpdate(
                replacing: AppComposer.Feature(
                    spec: renamed, specPath: newSpecPath, specText: String(decoding: bytes, as: UTF8.self)),
                excluding: [old], overriding: rename.updatedSpecs, conflictStyle: conflictStyle, order: order)
            if !dryRun {
                try FeatureCommand.stopOnAppConflicts(
                    update, style: conflictStyle, rerun: "scaffold rename \(old) \(new)", context)
            }
            do {
                try update?.add(to: &plan)
            } catch {
                throw CommandFailure("\(error)")
            }
        }
        let report = try workspace.write(plan, mode: dryRun ? .dryRun : .apply) { report in
            context.stdout.write(report.rendered(includeDiffs: false))
            return CommandFailure(
                "\(report.conflicts.count) file(s) are in the way or changed while renaming; nothing was written")
        }.report
        if !dryRun { workspace.keepCache(of: update) }
        context.stdout.write(report.rendered(includeDiffs: dryRun))
        let edited = rename.actions.filter {
            [.merge, .keepEdits, .keepOrphan].contains($0.kind) && !rename.formattedOnly.contains($0.path)
        }.map(\.path)
        if !edited.isEmpty { context.stdout.write("kept your edits in \(edited.joined(separator: ", "))\n") }
        for move in rename.movedUserFiles { context.stdout.write("moved        \(move.from) -> \(move.to)\n") }
        // Files the rename rewrites anyway (the app's composition root) are not the user's to fix.
        let outside = rename.referencesOutside.filter { plan.files[$0] == nil }
        if !outside.isEmpty {
            context.stderr.write(
                "warning: \(outside.joined(separator: ", ")) import\(outside.count == 1 ? "s" : "") '\(old)'; change \(outside.count == 1 ? "it" : "them") to '\(new)'\n"
            )
        }
        for opener in rename.updatedSpecs {
            context.stdout.write(
                "updated      \(opener.specPath): it refers to '\(new)' (routes, dependencies, external types)\n")
        }
        let rerun = "scaffold rename \(old) \(new)"
        if dryRun {
            context.stdout.write("dry run: nothing was written\n")
            try FeatureCommand.finishAppConflicts(update, style: conflictStyle, rerun: rerun, dryRun: true, done: "", context)
            return ExitCode.success
        }
        workspace.removeEmptyFolders(workspace.featureFolders(old))
        context.stdout.write("Renamed feature '\(old)' to '\(new)' (\(report.summary)).\n")
        try FeatureCommand.finishAppConflicts(
            update, style: conflictStyle, rerun: rerun, dryRun: false, done: "renamed feature '\(old)' to '\(new)'", context)
        return ExitCode.success
    }
}
