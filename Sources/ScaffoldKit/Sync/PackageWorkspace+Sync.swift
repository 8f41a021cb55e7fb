extension PackageWorkspace {
    /// Plans `scaffold sync` (or `scaffold check`) for features of this package: reads each
    /// feature's record and saved spec, renders it with the current templates (each style's
    /// templates are parsed once) and lets `planner` compare the three versions of every file.
    /// - Parameters:
    ///   - names: the features; empty means every feature scaffold generated here.
    ///   - planner: the planner (its root and file system should be this workspace's).
    /// - Returns: the plan, manifest edit included.
    /// - Throws: ``CommandFailure`` for an unknown feature (exit 64), an invalid spec or template
    ///   (exit 65), or an unreadable record or manifest.
    public func syncPlan(features names: [String], planner: SyncPlanner) throws(CommandFailure) -> SyncPlan {
        let known = generatedFeatures()
        let selected = names.isEmpty ? known : names
        var generators: [String: FeatureGenerator] = [:]
        var plans: [FeatureSyncPlan] = []
        var seen = Set<String>()
        for name in selected where seen.insert(name).inserted {
            let recordPath = path(OwnershipRecord.path(forFeature: name))
            guard fileSystem.exists(recordPath) else {
                var message = "'\(name)' is not a feature scaffold generated here (no \(OwnershipRecord.path(forFeature: name)))"
                if let suggestion = NearestName.find(name, among: known) { message += "; did you mean '\(suggestion)'?" }
                throw CommandFailure(message, exitCode: ExitCode.usage)
            }
            let recordText: String
            let record: OwnershipRecord
            do {
                recordText = try fileSystem.readText(recordPath)
                record = try OwnershipRecord.decode(recordText, path: OwnershipRecord.path(forFeature: name))
            } catch let error as Diagnostic {
                throw CommandFailure(DiagnosticList([error]))
            } catch {
                throw CommandFailure("cannot read \(OwnershipRecord.path(forFeature: name)): \(error)")
            }
            let saved = try loadSavedSpec(for: name)
            guard saved.spec.name == name else {
                throw CommandFailure(
                    "\(saved.path) names the feature '\(saved.spec.name)', not '\(name)'; renaming a feature is not a sync: put the name back, or generate '\(saved.spec.name)' with 'scaffold feature'",
                    exitCode: ExitCode.dataError)
            }
            let generator: FeatureGenerator
            if let cached = generators[saved.spec.style] {
                generator = cached
            } else {
                let templates = try templateSet(style: saved.spec.style)
                do {
                    generator = try FeatureGenerator(templates: templates, layout: config.layout).compiled()
                } catch {
                    throw CommandFailure(DiagnosticList([Diagnostic(error)]))
                }
                generators[saved.spec.style] = generator
            }
            let output: FeatureGenerator.Output
            do {
                output = try generator.generate(saved.spec, specText: saved.text)
            } catch {
                throw CommandFailure(DiagnosticList([Diagnostic(error)]))
            }
            plans.append(planner.plan(output, record: record, recordText: recordText))
        }
        return SyncPlan(root: root, features: plans, manifest: try manifestText(), manifestPath: manifestPath)
    }
}
