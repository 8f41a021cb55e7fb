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
    /// - Returns: the plan, manifest edit included.
    /// - Throws: ``CommandFailure`` for an unknown feature (exit 64), an invalid spec or template,
    ///   a spec change that would rename a generated public name or rewrite a generated schema
    ///   version (exit 65), or an unreadable
    ///   record (naming the file and the command that rebuilds it) or manifest.
    public func syncPlan(
        features names: [String], planner: SyncPlanner, rebuildRecords: Set<String> = [], amendableSchemas: Set<String> = []
    )
        throws(CommandFailure) -> SyncPlan
    {
        let known = generatedFeatures()
        let selected = names.isEmpty ? known : names
        var plans: [FeatureSyncPlan] = []
        var seen = Set<String>()
        var generators: [String: FeatureGenerator] = [:]
        for name in selected where seen.insert(name).inserted {
            let rebuild = rebuildRecords.contains(name)
            let stored: StoredRecord?
            if rebuild {
                stored = nil
            } else {
                stored = try storedRecord(for: name)
            }
            guard rebuild || stored != nil else {
                var message = "'\(name)' is not a feature scaffold generated here (no \(OwnershipRecord.path(forFeature: name)))"
                if let suggestion = NearestName.find(name, among: known) { message += "; did you mean '\(suggestion)'?" }
                throw CommandFailure(message, exitCode: ExitCode.usage)
            }
            let saved = try loadSavedSpec(for: name)
            guard saved.spec.name == name else {
                throw CommandFailure(
                    "\(saved.path) names the feature '\(saved.spec.name)', not '\(name)'; renaming a feature is not a sync: put the name back, or generate '\(saved.spec.name)' with 'scaffold feature'",
                    exitCode: ExitCode.dataError)
            }
            let generator = try compiledGenerator(style: saved.spec.style, cache: &generators)
            let output: FeatureGenerator.Output
            do {
                output = try generator.generate(saved.spec, specText: saved.text)
            } catch {
                throw CommandFailure(DiagnosticList([Diagnostic(error)]))
            }
            let record = stored ?? rebuiltRecord(name: name, output: output, specText: saved.text)
            if let copy = record.specCopy, copy != saved.text {
                try StableNames.check(previousSpecText: copy, spec: saved.spec, specText: saved.text, path: saved.path)
                try SchemaHistory.check(
                    previousSpecText: copy, spec: saved.spec, specText: saved.text, path: saved.path, amendable: amendableSchemas)
            }
            let specCopy = record.specCopy
            let layout = config.layout
            let workspace = self
            plans.append(
                planner.plan(output, stored: record, specText: saved.text) {
                    // The spec as last generated, rendered again: recovers bases not stored.
                    guard let specCopy,
                        let spec = try? FeatureSpecLoader.load(
                            bytes: Array(specCopy.utf8), file: saved.path, dependableTargets: workspace.dependableTargets),
                        let templates = try? workspace.templateSet(style: spec.style),
                        let rendered = try? FeatureGenerator(templates: templates, layout: layout).generate(
                            spec, specText: specCopy)
                    else { return nil }
                    var bases: [String: String] = [:]
                    for file in rendered.files { bases[file.path] = file.contents }
                    return bases
                })
        }
        return SyncPlan(root: root, features: plans, manifest: try manifestText(), manifestPath: manifestPath)
    }

    /// The generator for `style`, its templates parsed once per command.
    private func compiledGenerator(style: String, cache: inout [String: FeatureGenerator]) throws(CommandFailure)
        -> FeatureGenerator
    {
        if let cached = cache[style] { return cached }
        let templates = try templateSet(style: style)
        do {
            let generator = try FeatureGenerator(templates: templates, layout: config.layout).compiled()
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
