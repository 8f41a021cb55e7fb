import Foundation

/// `scaffold check [<Name> ...] [--package DIR] [--json]`: compares generated features with
/// what `scaffold sync` would leave, by content; exit 0 in sync, 1 with diffs otherwise.
enum CheckCommand: PackageCommand {
    static let name = "check"

    /// The command's options: value options (`--name value`) and flags (`--help` aside). The
    /// parser and the shell completions (``CompletionsCommand/options``) both read them.
    static let optionNames: (values: [String], flags: [String]) = (["package"], ["json"])

    static let help = """
        Usage: scaffold check [<Name> ...] [--package DIR] [--json]

        A CI gate. Exits 1 with unified diffs exactly when:
          - the current specs and templates generate something other than what the records say
            was generated (a sync would bring new generated content, or would conflict),
          - a generated file still holds conflict markers,
          - the shared runtime the features import (Core) is missing, or differs from what the
            templates generate (your edits aside),
          - Package.swift does not register a feature as its spec requires, or the shared
            runtime's targets (or a feature's dependency on them),
          - a record is unreadable (for example merge conflict markers: see
            'scaffold sync --rebuild-record').
        Your edits to generated files never fail it, nor do deletions; a deleted file that other
        generated files use is a warning. Files are compared by content (line endings aside).
        Without names, checks every feature scaffold generated. Exit 0 when in sync.

        Options:
          --package DIR   the host package (default: the nearest folder upward with Package.swift)
          --json          print the report as JSON (command, ok, exitCode, inSync, features, files,
                          drift[], warnings[])

        """

    static func run(parsed: ParsedArguments, _ context: CommandLineTool.Context, fileSystem: any FileSystem)
        throws(CommandFailure) -> Int32
    {
        let workspace = try PackageWorkspace.open(
            package: parsed.options["package"].map(context.absolutePath), from: context.currentDirectory, fileSystem: fileSystem,
            notices: context.stderr)
        context.keepUntilExit?(workspace)  // a package of many features: not freed piece by piece
        workspace.warnAboutStaleTemplateOverrides(on: context.stderr)
        var planner = SyncPlanner(fileSystem: fileSystem, root: workspace.root)
        planner.committedBases = CommittedBases.at(workspace.root, environment: context.environment)
        // The wiring warnings and the app's composition root only read the package: they are
        // found while the check's cache is stamped and written (results used in the same order).
        let found = AlongsideResults()
        var report = try check(features: parsed.positionals, workspace: workspace, planner: planner) { features in
            // Unwired parts of the specs are warnings of every feature, cached or not; they never
            // keep a feature out of the cache (they come from the spec alone, read again each time).
            found.unwired = workspace.wiringWarnings(for: features).map {
                DriftReport.Item.unwired(feature: $0.feature, $0.warning)
            }
            do throws(CommandFailure) {
                found.core = .success(try workspace.coreUpdateIfNeeded())
            } catch {
                found.core = .failure(error)
            }
            do throws(CommandFailure) {
                found.appRoot = .success(try workspace.appRootUpdate())
            } catch {
                found.appRoot = .failure(error)
            }
        }
        let unwired = found.unwired
        report.warnings += unwired
        // One verdict: the runtime's and the app's stale files are findings like the features'
        // (summary included).
        let coreUpdate = try found.core.get()
        let appUpdate = try found.appRoot.get()
        workspace.keepCache(of: appUpdate)
        report.addCore(coreUpdate?.driftFiles ?? [])
        report.addAppRoot(appUpdate?.driftFiles ?? [])
        if parsed.flags.contains("json") {
            context.stdout.write(report.json())
        } else {
            // Unwired parts of a spec are about the spec, not about drift: one line each on stderr.
            for item in unwired { context.stderr.write("\(item.path): warning: \(item.message)\n") }
            context.stdout.write(report.rendered())
            if let note = report.manifestNote {
                context.stderr.write("warning: cannot check Package.swift: \(note)\n")
            }
        }
        return report.isInSync ? ExitCode.success : ExitCode.failure
    }

    /// Checks the features, skipping those the cache (``CheckCache``) proves unchanged since a
    /// clean check, and updates the cache.
    /// - Parameters:
    ///   - racyWindow: see ``CheckCache/racyWindow`` (tests pass 0).
    ///   - binary: the running binary (``CheckCache/binaryIdentity``; tests pass others).
    ///   - alongside: work that only reads the package, run once the features are checked
    ///     (with ``DriftReport/features``), on another thread while the cache is updated; done
    ///     when this returns. Not run when the check throws.
    static func check(
        features names: [String], workspace: PackageWorkspace, planner: SyncPlanner,
        racyWindow: Int64 = CheckCache.racyWindow, binary: String = CheckCache.binaryIdentity,
        alongside: (@Sendable (_ features: [String]) -> Void)? = nil
    ) throws(CommandFailure) -> DriftReport {
        let all = names.isEmpty ? workspace.generatedFeatures() : names
        guard let stamping = workspace.fileSystem as? any FileStamping else {
            let report = DriftReport(plan: try workspace.syncPlan(features: names, planner: planner))
            alongside?(report.features)
            return report
        }
        let cachePath = workspace.path(CheckCache.path)
        let cache =
            (try? workspace.fileSystem.readText(cachePath)).flatMap { CheckCache.decode($0, binary: binary) }
            ?? CheckCache(binary: binary)
        // The stamps every feature depends on, trusted only when settled before the last check.
        let trustedGlobal = CheckCache.globalStamps(
            workspace: workspace, stamping: stamping, notAfter: cache.written &- racyWindow)
        let global = trustedGlobal ?? CheckCache.globalStamps(workspace: workspace, stamping: stamping) ?? ""
        var skipped: [String: CheckCache.Entry] = [:]
        var toCheck: [String] = []
        var seen = Set<String>()
        let unique = all.filter { seen.insert($0).inserted }
        // Stamping every file of every feature: on every core.
        let root = workspace.root
        let fresh = ParallelMap.map(unique) { name -> CheckCache.Entry? in
            guard trustedGlobal != nil, let stamping = workspace.fileSystem as? any FileStamping,
                let entry = cache.entries[name],
                CheckCache.key(
                    paths: entry.paths, root: root, global: global, stamping: stamping, notAfter: cache.written - racyWindow)
                    == entry.key
            else { return nil }
            return entry
        }
        for (name, entry) in zip(unique, fresh) {
            if let entry {
                skipped[name] = entry
            } else {
                toCheck.append(name)
            }
        }
        let started = stamping.now()
        // With every feature unchanged, the manifest is still checked for the shared runtime.
        let plan =
            toCheck.isEmpty
            ? SyncPlan(
                root: workspace.root, features: [], manifest: try workspace.manifestText(),
                manifestPath: workspace.manifestPath, core: workspace.coreRegistration, form: workspace.config.manifest)
            : try workspace.syncPlan(features: toCheck, planner: planner, reportOnly: true)
        var report = DriftReport(plan: plan)
        // What each checked feature's record tracked (read once, by the plan).
        let tracked = Dictionary(plan.features.map { ($0.feature, $0.trackedPaths) }, uniquingKeysWith: { first, _ in first })
        // The report covers every feature asked for, in order.
        var listed = Set<String>()
        report.features = all.filter { listed.insert($0).inserted }
        report.fileCount += skipped.values.map(\.fileCount).reduce(0, +)
        report.cachedFeatures = skipped.count
        let group = DispatchGroup()
        if let alongside {
            let features = report.features
            DispatchQueue.global().async(group: group) { alongside(features) }
        }
        defer { group.wait() }

        // Remember the clean features (never those with findings or warnings).
        var updated = CheckCache(written: started, binary: binary, entries: skipped)
        let unclean = Set(report.items.map(\.feature) + report.warnings.map(\.feature))
        let manifestClean = !report.items.contains { $0.state == .manifest } && report.manifestNote == nil
        if manifestClean {
            let clean = toCheck.filter { !unclean.contains($0) }
            let entries = ParallelMap.map(clean) { name -> CheckCache.Entry? in
                guard let stamping = workspace.fileSystem as? any FileStamping, let files = tracked[name]
                else { return nil }
                let paths = CheckCache.paths(
                    feature: name, specPath: FeatureGenerator.specPath(for: name, layout: workspace.config.layout),
                    tracked: files)
                guard
                    let key = CheckCache.key(
                        paths: paths, root: workspace.root, global: global, stamping: stamping, notAfter: Int64.max)
                else { return nil }
                return CheckCache.Entry(key: key, fileCount: files.count, paths: paths)
            }
            for (name, entry) in zip(clean, entries) {
                if let entry { updated.entries[name] = entry }
            }
        }
        if updated.entries != cache.entries || updated.written - cache.written > racyWindow {
            workspace.writeCache(updated.encoded(), at: CheckCache.path)
        }
        return report
    }
}

/// What ``CheckCommand/run(parsed:_:fileSystem:)`` finds beside the check: written by one
/// thread, read after it finished (``CheckCommand/check(features:workspace:planner:racyWindow:binary:alongside:)``
/// waits for it).
private final class AlongsideResults: @unchecked Sendable {
    var unwired: [DriftReport.Item] = []
    var appRoot: Result<AppRootUpdate?, CommandFailure> = .success(nil)
    var core: Result<CoreUpdate?, CommandFailure> = .success(nil)
}
