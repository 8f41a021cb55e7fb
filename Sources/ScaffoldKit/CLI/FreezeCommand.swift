/// `scaffold freeze <Feature> --next <version> [--package DIR] [--dry-run]`: keeps the models a
/// feature last shipped as a frozen schema version in its spec (``SchemaFreeze``).
enum FreezeCommand: PackageCommand {
    static let name = "freeze"

    /// The command's options: value options (`--name value`) and flags (`--help` aside). The
    /// parser and the shell completions (``CompletionsCommand/options``) both read them.
    static let optionNames: (values: [String], flags: [String]) = (["package", "next"], ["dry-run"])

    static let help = """
        Usage: scaffold freeze <Feature> --next <version> [--package DIR] [--dry-run]

        Keeps a SwiftData feature's released schema when its models change, so nobody retypes
        it: after you change "storage.models" in the feature's spec, freeze copies the models
        as they were at the last sync into "storage.versions" as the released version, and
        makes your changed models version <version>. Without "versions" yet, the released
        models become version 1.0.0. Nothing else in the spec changes.

        The edited spec is validated before anything is written: when the change is not
        additive, the error names the custom migration to add to "storage.migrations" (from
        the released version to <version>); add it and run freeze again. Then run
        'scaffold sync' to generate the new schema version and its migration stage.

        Options:
          --next VERSION  the new current version, later than the released one (such as 2.0.0)

        Exit codes: 0 done (or shown, with --dry-run); 64 usage (an unknown feature, a missing or
        bad --next); 65 the edited spec is invalid (such as a missing migration); 1 anything else
        (no record of its last sync).
          --package DIR   the host package (default: the nearest folder upward with Package.swift)
          --dry-run       show the spec's diff; write nothing

        """

    static func run(parsed: ParsedArguments, _ context: CommandLineTool.Context, fileSystem: any FileSystem)
        throws(CommandFailure) -> Int32
    {
        guard parsed.positionals.count == 1, let feature = parsed.positionals.first else {
            throw CommandFailure(
                "freeze takes one feature name, e.g. 'scaffold freeze Pantry --next 2.0.0'", exitCode: ExitCode.usage)
        }
        let dryRun = parsed.flags.contains("dry-run")
        let workspace = try PackageWorkspace.open(
            package: parsed.options["package"].map(context.absolutePath), from: context.currentDirectory, fileSystem: fileSystem,
            notices: context.stderr)
        guard (try? workspace.storedRecord(for: feature)) != nil else {
            var message =
                "'\(feature)' is not a feature scaffold generated here (no \(OwnershipRecord.path(forFeature: feature)))"
            if let suggestion = NearestName.find(feature, among: workspace.generatedFeatures()) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw CommandFailure(message, exitCode: ExitCode.usage)
        }
        let (path, text) = try workspace.savedSpecText(for: feature)
        let released = SchemaFreeze.releasedVersion(in: text) ?? "1.0.0"
        guard let next = parsed.options["next"] else {
            throw CommandFailure(
                "freeze needs the new current version (the released one is \(released)), e.g. 'scaffold freeze \(feature) --next \(SchemaFreeze.suggestedNext(after: released))'",
                exitCode: ExitCode.usage)
        }
        if let problem = SchemaFreeze.problem(withNext: next, after: released) {
            throw CommandFailure("--next: \(problem)", exitCode: ExitCode.usage)
        }
        let basePath = OwnershipRecord.basePath(forFeature: feature, file: path)
        guard let baseBytes = try? fileSystem.readBytes(workspace.path(basePath)) else {
            throw CommandFailure(
                "feature '\(feature)' has no record of the spec it was last synced from (\(basePath)); run 'scaffold sync \(feature)' before changing its models, then freeze"
            )
        }
        let edited: (text: String, frozen: String)
        do {
            edited = try SchemaFreeze.freezing(text, released: String(decoding: baseBytes, as: UTF8.self), as: next, file: path)
        } catch {
            throw CommandFailure(DiagnosticList([error]))
        }
        _ = try workspace.loadSpec(edited.text, for: feature)
        var plan = GenerationPlan(root: workspace.root)
        do {
            try plan.add(path, text: edited.text, replacing: text)
        } catch {
            throw CommandFailure("\(error)")
        }
        let report = try workspace.write(plan, mode: dryRun ? .dryRun : .apply) { report in
            CommandFailure("\(path) changed while freezing; nothing was written")
        }.report
        context.stdout.write(report.rendered(includeDiffs: dryRun))
        if dryRun { return ExitCode.success }
        context.stdout.write(
            "Froze version \(edited.frozen) of \(feature)'s models in \(path); the current models are version \(next). Run 'scaffold sync \(feature)' to generate it.\n"
        )
        return ExitCode.success
    }
}
