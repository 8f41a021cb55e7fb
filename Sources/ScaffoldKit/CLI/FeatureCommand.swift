import Foundation

/// `scaffold feature <Name> [--spec FILE] [--package DIR] [--dry-run] [--force] [--conflicts markers] [--no-register] [--verify]`:
/// generates a feature module into the host package and registers it in `Package.swift`.
enum FeatureCommand: PackageCommand {
    static let name = "feature"

    /// The command's options: value options (`--name value`) and flags (`--help` aside). The
    /// parser and the shell completions (``CompletionsCommand/options``) both read them.
    static let optionNames: (values: [String], flags: [String]) = (
        ["spec", "package", "conflicts", "style"],
        [
            "dry-run", "json", "force", "no-register", "dump-package", "verify", "verbose", "format", "raise-platforms",
            "add-default-localization",
        ]
    )

    static let help = """
        Usage: scaffold feature <Name> [--style feature|mvvm|mvi] [--package DIR] [--dry-run [--json]] [--force] [--conflicts markers]
                                [--no-register]
                                [--dump-package] [--verify] [--verbose] [--format]
                                [--raise-platforms] [--add-default-localization]
               scaffold feature [<Name>] --spec FILE [options]

        Generates the feature module <Name> (sources and Swift Testing tests) into the package,
        registers its target, test target and library product in Package.swift, and saves the
        spec as the feature's source of truth (Features/<Name>/<Name>.feature.json). A package
        without the shared runtime the features import (Core: FeatureCore, FeatureCoreUI,
        FeatureCoreTesting) gets it, registered, in the same write.

        Without --spec: the feature's saved spec if it exists, otherwise a default spec (a
        searchable list of <Name>Item rows loaded by searchItems(matching:), each opening a
        detail route that loads fetchItem(id:) and shows the item's fields).

        Options:
          --spec FILE     the feature spec (JSON; see 'scaffold schema')
          --style STYLE   the default spec's style: feature, mvvm or mvi (default: "style" in
                          .scaffold/config.json); saved in the feature's spec, so sync keeps it.
                          A spec file sets its own "style"
          --package DIR   the host package (default: the nearest folder upward with Package.swift)
          --dry-run       show every file as create/update/unchanged/conflict with diffs; write nothing
          --json          with --dry-run: print that as JSON (files[]: path, action, reason, diff;
                          manifest; conflicts), for editors and scripts
          --force         overwrite the feature's files that differ from what would be generated
                          (never the App target's or the shared runtime's: those are merged,
                          see --conflicts)
          --conflicts markers  the App target's composition root (Sources/App) and the shared
                          runtime (Core) are merged three ways with your edits, as by 'scaffold
                          sync'; where your edits and the new rendering change the same lines,
                          write them with <<<<<<< ||||||| ======= >>>>>>> markers instead of stopping
          --no-register   leave Package.swift alone
          --dump-package  prove the edited manifest with 'swift package dump-package' (compile, link,
                          run) instead of type-checking it against the toolchain's PackageDescription
          --verify        then build the feature and run its tests (see 'scaffold verify')
        \(SourceFormatting.optionHelp)
          --verbose       with --verify: stream the compiler's and test runner's output
          --raise-platforms  add or raise Package.swift's platforms to iOS 17 / macOS 14 (without
                          it, a package below them is an error naming the line and the fix)
          --add-default-localization  add 'defaultLocalization: "en"' to Package.swift (features
                          ship a String Catalog; without it, a package lacking one is an error
                          naming the line and the fix)

        Exit codes: 0 done, 1 failure, 64 usage, 65 invalid spec or template, 73 files written but
        Package.swift could not be edited safely (the entries to add by hand are printed).

        """

    static func run(parsed: ParsedArguments, _ context: CommandLineTool.Context, fileSystem: any FileSystem)
        throws(CommandFailure) -> Int32
    {
        guard parsed.positionals.count <= 1, parsed.positionals.count == 1 || parsed.options["spec"] != nil else {
            throw CommandFailure(
                "feature takes one feature name, e.g. 'scaffold feature Weather' (see 'scaffold feature --help')",
                exitCode: ExitCode.usage)
        }
        let conflictStyle = try Self.appConflictStyle(parsed, command: "feature")
        let json = parsed.flags.contains("json")
        if json, !parsed.flags.contains("dry-run") || parsed.flags.contains("verify") {
            throw CommandFailure("--json goes with --dry-run (and not --verify)", exitCode: ExitCode.usage)
        }
        let workspace = try PackageWorkspace.open(
            package: parsed.options["package"].map(context.absolutePath), from: context.currentDirectory, fileSystem: fileSystem,
            notices: context.stderr)
        context.keepUntilExit?(workspace)  // a package of many features: not freed piece by piece
        workspace.warnAboutStaleTemplateOverrides(on: context.stderr)
        let manifest = try workspace.manifestText()
        // Generated features need iOS 17 / macOS 14: raise them with consent, else stop here.
        // Both are reported at once when both are missing.
        var registrationBase = manifest
        var manifestProblems: [Diagnostic] = []
        // What the edits made with consent change, for the messages when registering fails.
        var consentedEdits: [String] = []
        // Older tools cannot even express the platforms (raising them would not compile).
        if let problem = ManifestEditor(source: manifest, path: workspace.path("Package.swift")).toolsVersionProblem() {
            throw CommandFailure(DiagnosticList([problem]))
        }
        if let problem = ManifestEditor(source: manifest, path: workspace.path("Package.swift")).platformProblem() {
            if parsed.flags.contains("raise-platforms"), let raised = problem.raised {
                registrationBase = raised
                consentedEdits.append("raised platforms: to \(PlatformRequirement().entries)")
            } else {
                manifestProblems.append(Diagnostic(at: problem.location, problem.message))
            }
        }
        // Their String Catalogs need the package's development language: add it with consent.
        if let problem = ManifestEditor(source: registrationBase, path: workspace.path("Package.swift"))
            .defaultLocalizationProblem()
        {
            if parsed.flags.contains("add-default-localization"), let added = problem.added {
                registrationBase = added
                consentedEdits.append("added defaultLocalization: \"\(DefaultLocalizationProblem.language)\"")
            } else {
                manifestProblems.append(Diagnostic(at: problem.location, problem.message))
            }
        }
        if !manifestProblems.isEmpty { throw CommandFailure(DiagnosticList(manifestProblems)) }
        // Products too: a feature adds a library product of its name.
        let registered = try? ManifestEditor(source: manifest).registeredNames()
        let existingTargets = Set((registered?.targets ?? []) + (registered?.products ?? []))

        let (spec, specText) = try resolveSpec(parsed, workspace: workspace, existingTargets: existingTargets, context: context)
        if try workspace.record(for: spec.name) == nil {
            try checkDependencyTargets(of: spec, manifest: manifest, workspace: workspace, context: context)
        }

        // Render everything before touching the disk.
        let generator = FeatureGenerator(templates: try workspace.templateSet(style: spec.style), layout: workspace.config.layout)
        let output: FeatureGenerator.Output
        do {
            output = try generator.generate(spec, specText: specText)
        } catch {
            throw CommandFailure(DiagnosticList([Diagnostic(error)]))
        }
        // The manifest edit, unless it cannot be made safely; its type check starts now, on a
        // thread of its own, while the rest of the write is planned.
        var manualEntries: String?
        var manifestEdit: GenerationPlan.ManifestEdit?
        if registrationBase != manifest {
            manifestEdit = GenerationPlan.ManifestEdit(path: workspace.manifestPath, original: manifest, edited: registrationBase)
        }
        if !parsed.flags.contains("no-register") {
            do {
                let edited = try ManifestEditor.registeringFeaturesWithProof(
                    [output.registration], in: registrationBase, path: workspace.manifestPath,
                    core: workspace.registrationOfCore)
                if edited.text != manifest {
                    manifestEdit = GenerationPlan.ManifestEdit(
                        path: workspace.manifestPath, original: manifest, edited: edited.text, proofText: edited.proofText)
                }
            } catch {
                manualEntries = error.description + "\n" + error.instructions
            }
        }
        let dryRun = parsed.flags.contains("dry-run")
        let manifestProof =
            dryRun ? nil : manifestEdit.flatMap { workspace.startManifestProof($0, full: parsed.flags.contains("dump-package")) }
        // Whatever happens next, the type check is not left running (nor its scratch folder).
        defer { _ = try? manifestProof?.outcome() }
        // The app's composition root follows the features (unless the feature is not registered,
        // so the App target could not import it).
        let appUpdate =
            parsed.flags.contains("no-register")
            ? nil
            : try workspace.appRootUpdate(
                replacing: AppComposer.Feature(
                    spec: spec, specPath: parsed.options["spec"] ?? output.specPath, specText: specText),
                conflictStyle: conflictStyle)
        // The shared runtime the feature imports: created in a package that lacks it, brought up
        // to date with the templates otherwise (registered with the feature, unless --no-register).
        let coreUpdate = try workspace.coreUpdate(conflictStyle: conflictStyle)
        // The App target's and the runtime's files are merged, never overwritten: where the user's
        // edits and the new rendering change the same lines, stop (even with --force) unless
        // markers were asked for.
        let appConflicts = conflictStyle == .leave ? (appUpdate?.conflicts ?? []) + coreUpdate.conflicts : []
        if !appConflicts.isEmpty, !parsed.flags.contains("dry-run") {
            context.stdout.write(SyncCommand.conflictDetails(appConflicts))
            throw CommandFailure("nothing was written: " + Self.appConflictHint(appConflicts, feature: spec.name))
        }
        var plan = GenerationPlan(root: workspace.root)
        do {
            for file in output.files { try plan.add(file.path, text: file.contents) }
            try coreUpdate.add(to: &plan)
            try appUpdate?.add(to: &plan)
            // A package scaffold did not create gets its project config on first use.
            if !workspace.fileSystem.exists(workspace.path(ProjectConfig.relativePath)) {
                try plan.add(ProjectConfig.relativePath, text: workspace.config.json)
            }
            try plan.add(output.specPath, text: specText)
            // The record is scaffold's own: its files are replaced whenever they are still what
            // scaffold last wrote, never a conflict for the user to resolve.
            try StoredRecord.replace(
                workspace.recordFiles(for: spec.name),
                with: StoredRecord.files(record: output.record, specPath: output.specPath, specText: specText, bases: [:]),
                in: &plan)
        } catch {
            throw CommandFailure("\(error)")
        }
        plan.manifestEdit = manifestEdit

        let (report, proof) = try workspace.write(
            plan, mode: dryRun ? .dryRun : .apply, allowOverwrite: parsed.flags.contains("force"),
            fullManifestProof: parsed.flags.contains("dump-package"), manifestProof: manifestProof
        ) { report in
            context.stdout.write(report.rendered(includeDiffs: false))
            return CommandFailure(
                "\(report.conflicts.count) file(s) differ from what would be generated; nothing was written. \(Self.conflictHint(spec.name, workspace: workspace, specArgument: parsed.options["spec"], specText: specText))"
            )
        }
        if !dryRun { workspace.keepCache(of: appUpdate) }
        // What the spec leaves unwired: warnings located in the spec (the saved one without --spec).
        let warningFile = parsed.options["spec"] ?? output.specPath
        // Without a composition root to render (--no-register), the cache is still kept.
        let openings = appUpdate?.openings ?? (dryRun ? workspace.openings() : workspace.openingsKeepingCache())
        let warnings = FeatureSpecLoader.wiringWarnings(
            bytes: Array(specText.utf8), file: warningFile, openedRoutes: openings.routes[spec.name] ?? [],
            isOpenedByAnotherFeature: workspace.hasAppTarget ? openings.features.contains(spec.name) : nil,
            shared: workspace.shared)
        for warning in warnings {
            context.stderr.write(warning.description + "\n")
        }
        if json {
            let exitCode = report.hasConflicts ? ExitCode.failure : ExitCode.success
            context.stdout.write(
                DryRunJSON.feature(
                    spec.name, report: report, manifestNote: manualEntries,
                    warnings: warnings.map { DriftReport.Item.unwired(feature: spec.name, $0) }, exitCode: exitCode))
            return exitCode
        }
        context.stdout.write(report.rendered(includeDiffs: dryRun))
        // Exactly what happened to the manifest when the entries could not be added.
        let manifestState =
            consentedEdits.isEmpty || manifestEdit == nil
            ? "\(workspace.manifestPath) was not changed"
            : "\(workspace.manifestPath) was changed only as asked (\(consentedEdits.joined(separator: "; "))); the feature's entries were not added"
        if let manualEntries {
            context.stderr.write("error: \(manifestState): \(manualEntries)")
        }
        if plan.manifestEdit != nil, !workspace.otherManifests.isEmpty {
            context.stderr.write(
                "note: edited \(workspace.manifestPath), the manifest this toolchain loads; not edited: "
                    + workspace.otherManifests.joined(separator: ", ") + " (add the same entries there for other toolchains)\n")
        }
        if dryRun {
            try Self.finishAppConflicts(
                appUpdate, core: coreUpdate, style: conflictStyle, rerun: "scaffold feature \(spec.name)", dryRun: true,
                done: "", context)
            if report.hasConflicts {
                throw CommandFailure(
                    "\(report.conflicts.count) file(s) differ from what would be generated; applying would write nothing. \(Self.conflictHint(spec.name, workspace: workspace, specArgument: parsed.options["spec"], specText: specText))"
                )
            }
            guard parsed.flags.contains("verify") else {
                return manualEntries == nil ? ExitCode.success : ExitCode.manifestNotEdited
            }
            return try verifyInThrowawayCopy(
                plan, features: [(spec.name, output)], workspace: workspace, parsed: parsed, context: context)
        }
        // A formatting failure comes after a complete write: the feature is reported as
        // generated, then the failure, with its own exit code.
        var formatFailure: CommandFailure?
        if parsed.flags.contains("format") {
            do {
                try SourceFormatting.format(
                    output.files.map(\.path), features: [spec.name], workspace: workspace, context: context,
                    fileSystem: fileSystem)
            } catch {
                formatFailure = error
            }
        }
        if let manualEntries, !manualEntries.isEmpty {
            context.stdout.write(
                "Generated feature '\(spec.name)' (\(report.summary)), but it is not registered: \(manifestState); add the entries printed above by hand, then run 'scaffold check'.\n"
            )
            if let formatFailure { _ = context.fail(formatFailure) }
            return ExitCode.manifestNotEdited
        }
        let proofNote = proof.map { "; \(workspace.manifestPath) \($0.rawValue)" } ?? ""
        context.stdout.write("Generated feature '\(spec.name)' (\(report.summary)\(proofNote)).\n")
        try Self.finishAppConflicts(
            appUpdate, core: coreUpdate, style: conflictStyle, rerun: "scaffold feature \(spec.name)", dryRun: false,
            done: "generated feature '\(spec.name)'", context)
        if let formatFailure { return context.fail(formatFailure) }

        if parsed.flags.contains("verify") {
            return VerifyCommand.verify(
                features: [(spec.name, output)], workspace: workspace, verbose: parsed.flags.contains("verbose"), context: context
            )
        }
        return ExitCode.success
    }

    /// The spec to generate from: `--spec FILE`, else the feature's saved spec when scaffold
    /// generated it before, else the default spec in the project's style. Validated, with the
    /// package's existing targets unless the feature is being regenerated.
    private static func resolveSpec(
        _ parsed: ParsedArguments, workspace: PackageWorkspace, existingTargets: Set<String>, context: CommandLineTool.Context
    ) throws(CommandFailure) -> (spec: FeatureSpec, text: String) {
        let requestedName = parsed.positionals.first
        let style = try requestedStyle(parsed, workspace: workspace)
        if let specArgument = parsed.options["spec"] {
            let specPath = context.absolutePath(specArgument)
            let bytes: [UInt8]
            do {
                bytes = try workspace.fileSystem.readBytes(specPath)
            } catch {
                let reason = workspace.fileSystem.exists(specPath) ? "\(error)" : "no such file"
                throw CommandFailure("cannot read spec '\(specArgument)': \(reason)", exitCode: ExitCode.dataError)
            }
            let name = FeatureSpecLoader.peekName(bytes)
            let isRegenerating = try name.map { name throws(CommandFailure) in try workspace.record(for: name) != nil } ?? false
            let spec: FeatureSpec
            do {
                spec = try FeatureSpecLoader.load(
                    bytes: bytes, file: specArgument, existingTargets: isRegenerating ? [] : existingTargets,
                    dependableTargets: workspace.dependableTargets, shared: workspace.shared)
            } catch {
                throw CommandFailure(error)
            }
            if let requestedName, requestedName != spec.name {
                throw CommandFailure(
                    "the spec names the feature '\(spec.name)', not '\(requestedName)'; drop the name or fix the spec",
                    exitCode: ExitCode.usage)
            }
            return (spec, String(decoding: bytes, as: UTF8.self))
        } else if let requestedName, try workspace.record(for: requestedName) != nil {
            let saved = try workspace.loadSavedSpec(for: requestedName)
            return (saved.spec, saved.text)
        } else {
            let name = requestedName ?? ""
            try checkFeatureName(name, existingTargets: existingTargets)
            var defaultSpec = FeatureSpec.defaultSpec(named: name)
            defaultSpec.style = style ?? workspace.config.style
            let text = defaultSpec.jsonText
            do {
                let spec = try FeatureSpecLoader.load(
                    bytes: Array(text.utf8), file: "default spec for '\(name)'", existingTargets: existingTargets)
                return (spec, text)
            } catch {
                throw CommandFailure(error)
            }
        }
    }

    /// `--style`: one of the built-in styles, for the default spec only. With `--spec` the spec's
    /// own `"style"` decides, and a generated feature keeps its saved spec's style (changed there,
    /// then `scaffold sync`), so either is a usage error naming where the style is set.
    static func requestedStyle(_ parsed: ParsedArguments, workspace: PackageWorkspace) throws(CommandFailure) -> String? {
        guard let style = parsed.options["style"] else { return nil }
        guard ProjectConfig.knownStyles.contains(style) else {
            let suggestion = NearestName.find(style, among: ProjectConfig.knownStyles).map { "; did you mean '\($0)'?" } ?? ""
            throw CommandFailure(
                "--style takes feature, mvvm or mvi, not '\(DiagnosticText.quoted(style))'\(suggestion)", exitCode: ExitCode.usage
            )
        }
        if let spec = parsed.options["spec"] {
            throw CommandFailure(
                "--style sets the default spec's style; with --spec, set \"style\": \"\(style)\" in \(spec) instead",
                exitCode: ExitCode.usage)
        }
        if let name = parsed.positionals.first, try workspace.record(for: name) != nil {
            let saved = try workspace.loadSavedSpec(for: name)
            guard saved.spec.style == style else {
                throw CommandFailure(
                    "'\(name)' is already generated in style '\(saved.spec.style)'; to change it, set \"style\": \"\(style)\" in \(saved.path) and run 'scaffold sync \(name)'",
                    exitCode: ExitCode.usage)
            }
        }
        return style
    }

    /// Rejects a feature name given on the command line with the spec validator's reason, as one
    /// line about the name (not about a spec file the user never wrote).
    /// Refuses a new feature whose target or test target a dependency package declares (or one
    /// differing only in case): SwiftPM refuses the package graph then. Dependencies not resolved
    /// yet get a warning that their names were not checked.
    /// - Throws: ``CommandFailure`` naming the dependency and the target.
    static func checkDependencyTargets(
        of spec: FeatureSpec, manifest: String, workspace: PackageWorkspace, context: CommandLineTool.Context
    ) throws(CommandFailure) {
        let dependencies = DependencyTargets.read(manifest: manifest, root: workspace.root, fileSystem: workspace.fileSystem)
        for target in [spec.name, spec.name + "Tests"] {
            guard let (declared, dependency) = dependencies.declarer(of: target) else { continue }
            throw CommandFailure(
                "feature '\(spec.name)': the dependency '\(dependency)' declares a target named '\(declared)'; SwiftPM refuses two targets of one name (or of names differing only in case, on case-insensitive disks) in a package graph; choose another feature name"
            )
        }
        if !dependencies.unresolved.isEmpty {
            context.stderr.write(
                "warning: \(dependencies.unresolved.joined(separator: ", ")): their manifests could not be read (a path that does not exist, or a URL not resolved yet: no checkout under .build/checkouts), so the feature's target names were not checked against theirs; run 'swift package resolve' first to check them\n"
            )
        }
    }

    static func checkFeatureName(_ name: String, existingTargets: Set<String>) throws(CommandFailure) {
        let minimal = "{\"name\": " + JSONStringLiteral.quoted(name) + "}"
        do {
            _ = try FeatureSpecLoader.load(bytes: Array(minimal.utf8), file: "<command line>", existingTargets: existingTargets)
        } catch {
            let reasons = error.diagnostics.map { diagnostic in
                diagnostic.message.hasPrefix("name: ") ? String(diagnostic.message.dropFirst("name: ".count)) : diagnostic.message
            }
            throw CommandFailure("invalid feature name '\(name)': " + reasons.joined(separator: "; "), exitCode: ExitCode.usage)
        }
    }

    /// `--dry-run --verify`: applies the plan to a copy of the package in a temporary directory
    /// (without `.build`, so it builds from scratch), verifies there, and deletes the copy. The
    /// user's package is never written.
    static func verifyInThrowawayCopy(
        _ plan: GenerationPlan, features: [(name: String, output: FeatureGenerator.Output)], workspace: PackageWorkspace,
        parsed: ParsedArguments, context: CommandLineTool.Context
    ) throws(CommandFailure) -> Int32 {
        // The copy sits one level down so SwiftPM's lock file beside it goes away with it.
        let scratch = NSTemporaryDirectory() + "scaffold-verify-" + UUID().uuidString
        let copyRoot = scratch + "/" + (workspace.root as NSString).lastPathComponent
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        do {
            try PackageCopy.copy(from: workspace.root, to: copyRoot)
        } catch {
            throw CommandFailure("cannot copy the package for --dry-run --verify: \(error)")
        }
        var copyPlan = plan
        copyPlan.root = copyRoot
        do {
            try PlanWriter(fileSystem: LocalFileSystem(), allowOverwrite: true).write(copyPlan, mode: .apply)
        } catch {
            throw CommandFailure("cannot apply the plan to the throwaway copy: \(error)")
        }
        context.stdout.write("verify: in a throwaway copy of the package (deleted afterwards); your package is untouched\n")
        var copy = PackageWorkspace(root: copyRoot, config: workspace.config, fileSystem: LocalFileSystem())
        copy.shared = workspace.shared
        return VerifyCommand.verify(
            features: features, workspace: copy, verbose: parsed.flags.contains("verbose"), context: context)
    }

    /// How to get past a conflict in the App target's composition root, which `feature` merges
    /// three ways exactly like `sync` (and never overwrites, even with `--force`).
    static func appConflictHint(_ conflicts: [SyncFileAction], feature: String) -> String {
        appConflictHint(conflicts, rerun: "scaffold feature \(feature)")
    }

    /// The hint for a conflict in the App's composition root, for the command line `rerun`
    /// (`scaffold remove Alpha`): where to see both versions and how to write markers.
    static func appConflictHint(_ conflicts: [SyncFileAction], rerun: String) -> String {
        "your edits to \(conflicts.map(\.path).joined(separator: ", ")) and the new rendering change the same lines; see both versions with '\(rerun) --dry-run', then edit the file so they agree, or run '\(rerun) --conflicts markers' to write it with markers"
    }

    /// `--conflicts markers` of `feature`, `remove` and `rename`: how the App's composition root
    /// is written where the user's edits and the new rendering change the same lines.
    /// - Throws: a usage error for any other value.
    static func appConflictStyle(_ parsed: ParsedArguments, command: String) throws(CommandFailure)
        -> SyncPlanner.ConflictStyle
    {
        guard let value = parsed.options["conflicts"] else { return .leave }
        guard value == "markers" else {
            throw CommandFailure(
                "--conflicts takes 'markers', not '\(value)' (see 'scaffold \(command) --help')", exitCode: ExitCode.usage)
        }
        return .markers
    }

    /// Stops, writing nothing, when the App's composition root `update` has true conflicts and
    /// markers were not asked for: names each conflicting region on stdout, as `sync` does.
    static func stopOnAppConflicts(
        _ update: AppRootUpdate?, style: SyncPlanner.ConflictStyle, rerun: String, _ context: CommandLineTool.Context
    ) throws(CommandFailure) {
        let conflicts = style == .leave ? update?.conflicts ?? [] : []
        guard !conflicts.isEmpty else { return }
        context.stdout.write(SyncCommand.conflictDetails(conflicts))
        throw CommandFailure("nothing was written: " + appConflictHint(conflicts, rerun: rerun))
    }

    /// The end of `feature`, `remove` or `rename` for the App's composition root (and, for
    /// `feature`, the shared runtime `core`), written or not: exit 1 (as `sync` does) when the
    /// run stops or stopped on conflicts, or wrote conflict markers; nothing otherwise. A dry run
    /// predicts the real run's exit code and message.
    /// - Parameters:
    ///   - done: what the real run did, for the message after markers were written ("removed
    ///     feature 'Pantry'").
    /// - Throws: ``CommandFailure`` (exit 1) naming the files and what to do.
    static func finishAppConflicts(
        _ update: AppRootUpdate?, core: CoreUpdate? = nil, style: SyncPlanner.ConflictStyle, rerun: String, dryRun: Bool,
        done: String, _ context: CommandLineTool.Context
    ) throws(CommandFailure) {
        let conflicts = (update?.conflicts ?? []) + (core?.conflicts ?? [])
        guard !conflicts.isEmpty else { return }
        context.stdout.write(SyncCommand.conflictDetails(conflicts))
        let paths = conflicts.map(\.path).joined(separator: ", ")
        switch (style, dryRun) {
        case (.leave, true):
            throw CommandFailure("applying would write nothing: " + appConflictHint(conflicts, rerun: rerun))
        case (.leave, false):
            throw CommandFailure("nothing was written: " + appConflictHint(conflicts, rerun: rerun))
        case (.markers, true):
            throw CommandFailure(
                "applying would write conflict markers in \(paths) and exit 1 until you resolve them, then run 'scaffold check'")
        case (.markers, false):
            throw CommandFailure(
                "\(done), but with conflict markers in \(paths): resolve them, then run 'scaffold check'")
        }
    }

    /// How to get past files that differ from what `feature` would generate: a feature
    /// scaffold already generated is merged by `sync`; for a new one, `sync` has nothing to
    /// merge with (no record), so the files are moved away or overwritten.
    /// How to go on when generated files differ from the new rendering: `sync` merges three ways
    /// from the saved spec, so a different `--spec` must become the saved spec first.
    /// - Parameters:
    ///   - specArgument: `--spec` as given, or `nil` (the saved or default spec was used).
    ///   - specText: the text of the spec being generated.
    static func conflictHint(
        _ name: String, workspace: PackageWorkspace, specArgument: String? = nil, specText: String? = nil
    ) -> String {
        if (try? workspace.record(for: name)) != nil {
            let savedPath = FeatureGenerator.specPath(for: name, layout: workspace.config.layout)
            let saved = try? workspace.fileSystem.readText(workspace.path(savedPath))
            if let specArgument, let specText, saved != specText {
                return
                    "To merge your edits with it, copy \(specArgument) to \(savedPath) (the spec 'scaffold sync' reads) and run 'scaffold sync \(name)'; or pass --force to overwrite"
            }
            return "Use 'scaffold sync \(name)' to merge, or --force to overwrite"
        }
        return
            "'\(name)' is not generated yet, so there is nothing to merge with: move those files away, or pass --force to overwrite them"
    }
}
