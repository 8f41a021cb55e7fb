import Foundation

extension PackageWorkspace {
    /// Plans `scaffold sync` (or `scaffold check`) for features of this package: reads each
    /// feature's record and saved spec, renders it with the current templates (each style's
    /// templates are parsed once) and lets `planner` compare the three versions of every file.
    /// - Parameters:
    ///   - names: the features; empty means every feature scaffold generated here.
    ///   - planner: the planner (its root and file system should be this workspace's).
    ///   - rebuildRecords: features whose record is rebuilt from the saved spec and current
    ///     templates instead of read (`sync --rebuild-record`): every file then counts as
    ///     generated from them, and where it differs, as the user's edits.
    ///   - amendableSchemas: schema versions the user declared unreleased (`--amend-schema`),
    ///     whose models may change (see ``SchemaHistory``).
    ///   - reportOnly: keep file texts only for drift (for `check`, which writes nothing).
    ///   - specTexts: spec texts to plan from instead of the saved ones, by feature (a rename
    ///     edits other features' `opens` before anything is written).
    ///   - keepUntouchedContents: keep the texts of files the plan leaves as they are (`false`:
    ///     ``FeatureSyncPlan/droppingUntouchedContents()``, for a plan only written or shown).
    /// - Returns: the plan, manifest edit included (the features' registrations, and the shared
    ///   runtime's when the package needs it: ``PackageWorkspace/coreRegistration``).
    /// - Throws: ``CommandFailure`` for an unknown feature (exit 64), an invalid spec or template,
    ///   a spec change that would rename a generated public name or rewrite a generated schema
    ///   version (exit 65), or an unreadable
    ///   record (naming the file and the command that rebuilds it) or manifest.
    public func syncPlan(
        features names: [String], planner: SyncPlanner, rebuildRecords: Set<String> = [], amendableSchemas: Set<String> = [],
        reportOnly: Bool = false, keepUntouchedContents: Bool = true, specTexts: [String: String] = [:]
    )
        throws(CommandFailure) -> SyncPlan
    {
        let known = generatedFeatures()
        let selected = names.isEmpty ? known : names
        var seen = Set<String>()
        let unique = selected.filter { seen.insert($0).inserted }
        // Reading and validating each feature's record and spec, then rendering and planning
        // it, are independent per feature: every core shares them. Failures are reported for
        // the first feature in order, as a sequential run would.
        let workspace = self
        let loaded = ParallelMap.map(unique) { name -> Result<Loaded, CommandFailure> in
            do throws(CommandFailure) {
                let rebuild = rebuildRecords.contains(name)
                let stored = rebuild ? nil : try workspace.storedRecord(for: name)
                guard rebuild || stored != nil else {
                    var message =
                        "'\(name)' is not a feature scaffold generated here (no \(OwnershipRecord.path(forFeature: name)))"
                    if let suggestion = NearestName.find(name, among: known) { message += "; did you mean '\(suggestion)'?" }
                    throw CommandFailure(message, exitCode: ExitCode.usage)
                }
                let saved: (spec: FeatureSpec, text: String, path: String)
                if let text = specTexts[name] {
                    saved = try workspace.loadSpec(text, for: name)
                } else {
                    saved = try workspace.loadSavedSpec(for: name)
                }
                guard saved.spec.name == name else {
                    // Located at the spec's `name`.
                    let document = try? JSONDocument.parse(saved.text, file: saved.path)
                    let location = document.flatMap { document in document.root["name"].map { document.location(of: $0) } }
                    throw CommandFailure(
                        DiagnosticList([
                            Diagnostic(
                                at: location ?? SourceLocation(file: saved.path, line: 1, column: 1),
                                "name: the spec names the feature '\(saved.spec.name)', not '\(name)' (its folder and record); renaming a feature is not a sync: put the name back, or generate '\(saved.spec.name)' with 'scaffold feature'"
                            )
                        ]), exitCode: ExitCode.dataError)
                }
                return .success(Loaded(name: name, stored: stored, spec: saved.spec, specText: saved.text, specPath: saved.path))
            } catch {
                return .failure(error)
            }
        }
        var jobs: [Job] = []
        var generators: [String: FeatureGenerator] = [:]
        // Every feature that does not load is reported, not only the first.
        var failures: [CommandFailure] = []
        for result in loaded {
            let feature: Loaded
            switch result {
            case .success(let loaded): feature = loaded
            case .failure(let failure):
                failures.append(failure)
                continue
            }
            let generator = try compiledGenerator(style: feature.spec.style, cache: &generators)
            jobs.append(
                Job(
                    name: feature.name, stored: feature.stored, spec: feature.spec, specText: feature.specText,
                    specPath: feature.specPath, generator: generator))
        }
        if let first = failures.first {
            throw CommandFailure(DiagnosticList(failures.flatMap(\.diagnostics.diagnostics)), exitCode: first.exitCode)
        }
        let results = ParallelMap.map(jobs) { job -> Result<FeatureSyncPlan, CommandFailure> in
            var result = workspace.plan(job, planner: planner, amendableSchemas: amendableSchemas)
            if reportOnly, case .success(let plan) = result { result = .success(plan.droppingUnreportedContents()) }
            if !keepUntouchedContents, case .success(let plan) = result { result = .success(plan.droppingUntouchedContents()) }
            return result
        }
        var plans: [FeatureSyncPlan] = []
        for result in results { plans.append(try result.get()) }
        return SyncPlan(
            root: root, features: plans, manifest: try manifestText(), manifestPath: manifestPath, core: coreRegistration,
            form: config.manifest)
    }

    /// One feature's record and saved spec, read and validated.
    private struct Loaded: Sendable {
        var name: String
        var stored: StoredRecord?
        var spec: FeatureSpec
        var specText: String
        var specPath: String
    }

    /// One feature to plan: its record, saved spec and generator.
    private struct Job: Sendable {
        var name: String
        var stored: StoredRecord?
        var spec: FeatureSpec
        var specText: String
        var specPath: String
        var generator: FeatureGenerator
    }

    /// Renders and plans one feature.
    private func plan(_ job: Job, planner: SyncPlanner, amendableSchemas: Set<String>) -> Result<FeatureSyncPlan, CommandFailure>
    {
        let output: FeatureGenerator.Output
        do {
            output = try job.generator.generate(job.spec, specText: job.specText)
        } catch {
            return .failure(CommandFailure(DiagnosticList([Diagnostic(error)])))
        }
        let record = job.stored ?? rebuiltRecord(name: job.name, output: output, specText: job.specText)
        if let copy = record.specCopy, copy != job.specText {
            do {
                try StableNames.check(
                    previousSpecText: copy, spec: job.spec, specText: job.specText, path: job.specPath, shared: shared)
                try SchemaHistory.check(
                    previousSpecText: copy, spec: job.spec, specText: job.specText, path: job.specPath,
                    amendable: amendableSchemas, shared: shared)
            } catch {
                return .failure(error)
            }
        }
        let specCopy = record.specCopy
        let layout = config.layout
        let dependable = dependableTargets
        let shared = self.shared
        let specPath = job.specPath
        var plan =
            planner.plan(output, stored: record, specText: job.specText) {
                // The spec as last generated, rendered again: recovers bases not stored.
                guard let specCopy,
                    let spec = try? FeatureSpecLoader.load(
                        bytes: Array(specCopy.utf8), file: specPath, dependableTargets: dependable, shared: shared),
                    let templates = try? self.templateSet(style: spec.style),
                    let rendered = try? FeatureGenerator(templates: templates, layout: layout).generate(spec, specText: specCopy)
                else { return nil }
                var bases: [String: String] = [:]
                for file in rendered.files { bases[file.path] = file.contents }
                return bases
            }
        if let stored = job.stored { plan.trackedPaths = stored.record.files.map(\.path) }
        return .success(plan)
    }

    /// The generator for `style`, its templates parsed once per command.
    private func compiledGenerator(style: String, cache: inout [String: FeatureGenerator]) throws(CommandFailure)
        -> FeatureGenerator
    {
        if let cached = cache[style] { return cached }
        let templates = try templateSet(style: style)
        do {
            var generator = try FeatureGenerator(templates: templates, layout: config.layout).compiled()
            // Planning compares texts: no line maps (those are for `verify`).
            generator.recordsLineMaps = false
            cache[style] = generator
            return generator
        } catch {
            throw CommandFailure(DiagnosticList([Diagnostic(error)]))
        }
    }

    /// A record rebuilt from the current rendering (`sync --rebuild-record`): every record file
    /// found on disk for the feature is replaced.
    private func rebuiltRecord(name: String, output: FeatureGenerator.Output, specText: String) -> StoredRecord {
        StoredRecord(
            record: output.record, files: recordFiles(for: name), storedBases: [:], specCopy: specText, isLegacy: false)
    }

    /// Every file below `relative` (a directory relative to the root), as relative paths.
    func filesBelow(_ relative: String) -> [String] {
        let absolute = path(relative)
        guard fileSystem.isDirectory(absolute), let names = try? fileSystem.contentsOfDirectory(absolute) else { return [] }
        return names.flatMap { name -> [String] in
            let child = relative + "/" + name
            return fileSystem.isDirectory(path(child)) ? filesBelow(child) : [child]
        }
    }
}
