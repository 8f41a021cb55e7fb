/// What `scaffold rename <Old> <New>` would do, as one all-or-nothing ``GenerationPlan``.
public struct FeatureRenamePlan: Sendable {
    /// The old and new names.
    public var old: String, new: String
    /// Files written under the new name and deleted under the old one, the moved spec and
    /// record, and the manifest edit.
    public var plan: GenerationPlan
    /// What happens to each file of the feature under its new path (the same actions as
    /// `scaffold sync`: `update` for untouched files, `merge-clean`/`keep-edits` for edited ones).
    public var actions: [SyncFileAction]
    /// Files the user added in the feature's folders, moved (with the name renamed inside).
    public var movedUserFiles: [(from: String, to: String)]
    /// Files outside the feature that mention the old module (`import Old`); not changed.
    public var referencesOutside: [String]
    /// Other features whose routes open the renamed one (`opens`), with their edited specs:
    /// the specs and what those features generate from them are in ``plan``.
    public var updatedSpecs: [AppComposer.Feature] = []
    /// Files (new paths) that differed from the last rendering only by the package's
    /// formatting (`--format`): formatted again under the new name, not the user's edits.
    public var formattedOnly: Set<String> = []
}

extension PackageWorkspace {
    /// Plans `scaffold rename`: renders the feature's saved spec under the new name and carries
    /// the user's edits over with the same three-way merge as `scaffold sync`. The merge base is
    /// the last rendering and the user's file, both with the name renamed by
    /// ``FeatureRenaming``; the other side is the new rendering, so generated lines come out
    /// exactly as the templates make them and the user's own lines keep their changes.
    /// - Parameters:
    ///   - old: the feature to rename (scaffold must have generated it).
    ///   - new: the new name, validated like a new feature's name.
    ///   - existingTargets: the manifest's target names.
    ///   - formatting: the package's formatter. When the feature's files differ from the last
    ///     rendering only by that formatting (`--format`), the renamed files are formatted
    ///     again and merged against formatted renderings, as `sync --format` merges.
    /// - Returns: the plan, including the other features whose routes open this one: their
    ///   specs' `opens` renamed and those features synced through the same planner.
    /// - Throws: ``CommandFailure`` for an unknown feature or invalid name (exit 64), an invalid
    ///   spec or template (exit 65), conflicting edits, or targets other than `App` depending on
    ///   the feature (exit 1).
    public func renamePlan(
        from old: String, to new: String, existingTargets: Set<String>, formatting: SourceFormatter? = nil
    ) throws(CommandFailure) -> FeatureRenamePlan {
        guard old != new else { throw CommandFailure("the feature is already named '\(new)'", exitCode: ExitCode.usage) }
        let record = try requireRecord(for: old)
        if old.lowercased() == new.lowercased() {
            throw CommandFailure(
                "'\(new)' differs from '\(old)' only in case: on case-insensitive file systems (the default on macOS and Windows) the old and new files are the same files, so the rename would delete them; rename to another name first, then to '\(new)'",
                exitCode: ExitCode.usage)
        }
        if try self.record(for: new) != nil {
            throw CommandFailure("a feature named '\(new)' already exists", exitCode: ExitCode.usage)
        }
        let oldTargets: Set<String> = [old, old + "Tests"]
        try FeatureCommand.checkFeatureName(new, existingTargets: existingTargets.subtracting(oldTargets))
        let saved = try loadSavedSpec(for: old)
        let newSpecPath = FeatureGenerator.specPath(for: new, layout: config.layout)
        let newSpecText: String
        let spec: FeatureSpec
        do {
            newSpecText = try FeatureRenaming.renamingSpec(saved.text, to: new, file: saved.path)
            // Errors point at the saved spec, the file that exists (only its name will change).
            spec = try FeatureSpecLoader.load(
                bytes: Array(newSpecText.utf8), file: saved.path, existingTargets: existingTargets.subtracting(oldTargets),
                dependableTargets: dependableTargets?.subtracting(oldTargets), shared: shared)
        } catch let error as Diagnostic {
            throw CommandFailure(DiagnosticList([error]))
        } catch let error as DiagnosticList {
            throw CommandFailure(error)
        } catch {
            throw CommandFailure("\(error)")
        }
        let output: FeatureGenerator.Output
        let templates = try templateSet(style: spec.style)
        do {
            output = try FeatureGenerator(templates: templates, layout: config.layout).generate(spec, specText: newSpecText)
        } catch {
            throw CommandFailure(DiagnosticList([Diagnostic(error)]))
        }
        // The user's files and the last rendering are renamed by the rules the spec is (the
        // storage schema's names kept), so the new rendering is the last one renamed.
        let keptNames = FeatureRenaming.storedNames(inSpec: saved.text, renaming: old)
        func renamed(_ text: String) -> String { FeatureRenaming.rename(text, from: old, to: new, keeping: keptNames) }
        func read(_ relative: String) throws(CommandFailure) -> String? {
            guard fileSystem.exists(path(relative)), !fileSystem.isDirectory(path(relative)) else { return nil }
            do { return try fileSystem.readText(path(relative)) } catch {
                throw CommandFailure("cannot read \(relative): \(error)")
            }
        }

        // The user's files under their new paths, in a scratch file system the sync planner
        // reads, each with its last rendering (the merge base), renamed.
        var newPathByTemplate: [String: String] = [:]
        for file in output.files { newPathByTemplate[file.template] = file.path }
        func newPath(_ file: OwnershipRecord.File) -> String { newPathByTemplate[file.template] ?? renamed(file.path) }
        var currentTexts: [String: String] = [:]
        for file in record.files { currentTexts[file.path] = try read(file.path) }
        let oldBases = lastRenderings(feature: old, record: record, current: currentTexts)
        // Files `--format` formatted are formatted again under the new name, and the planner
        // compares formatted renderings, as `sync --format` does.
        let extra =
            record.files.compactMap { file in oldBases[file.path].map { (path: newPath(file), text: renamed($0)) } }
            + output.files.map { (path: $0.path, text: $0.contents) }
        let formatted = formattingOnly(current: currentTexts, bases: oldBases, extra: extra, formatting: formatting)
        let scratch = InMemoryFileSystem()
        var plan = GenerationPlan(root: root)
        var carried: [OwnershipRecord.File] = []
        var bases: [String: String] = [:]
        var known = Set<String>()
        var formattedOnly = Set<String>()
        do {
            for var file in record.files {
                let oldPath = file.path
                known.insert(oldPath)
                let lastBase = oldBases[oldPath].map(renamed)
                file.path = newPath(file)
                if let base = lastBase {
                    file.baseHash = ContentHash.of(base)
                    bases[file.path] = base
                }
                carried.append(file)
                guard let current = currentTexts[oldPath] else { continue }
                var text = renamed(current)
                if formatted.paths.contains(oldPath), let format = formatted.formatter, let lastBase {
                    text = format(file.path, lastBase)
                    formattedOnly.insert(file.path)
                }
                let scratchPath = PathComponents.join(root, file.path)
                try scratch.createDirectory(PathComponents.parent(of: scratchPath), withIntermediates: true)
                try scratch.writeText(scratchPath, text)
                try plan.delete(oldPath, expecting: current)
            }
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure("\(error)")
        }
        let base = StoredRecord(
            record: OwnershipRecord(feature: new, style: record.style, specHash: record.specHash, files: carried), files: [:],
            storedBases: bases, specCopy: nil, isLegacy: false)
        var planner = SyncPlanner(fileSystem: scratch, root: root)
        planner.formatter = formatted.formatter
        let featurePlan = planner.plan(output, stored: base, specText: newSpecText)
        if featurePlan.hasConflicts {
            let lines = featurePlan.conflicts.map { conflict in
                let ranges = conflict.conflictLines.map {
                    $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)"
                }
                return "\(conflict.path): \(conflict.reason)"
                    + (ranges.isEmpty ? "" : " (merged lines \(ranges.joined(separator: ", ")))")
            }.joined(separator: "; ")
            throw CommandFailure(
                "your edits cannot be carried over to the new name (\(lines)); nothing was written. "
                    + "Change the lines of '\(old)' named above so they match what scaffold generates (see 'scaffold sync --dry-run \(old)'), then rename again"
            )
        }
        var moved: [(from: String, to: String)] = []
        do {
            for action in featurePlan.actions {
                guard let text = action.result ?? action.current else { continue }
                try plan.add(action.path, text: text)
            }
            // The spec and the record move with the feature.
            try plan.add(newSpecPath, text: newSpecText)
            if fileSystem.exists(path(saved.path)) { try plan.delete(saved.path, expecting: saved.text) }
            known.insert(saved.path)
            try StoredRecord.replace([:], with: featurePlan.recordFiles, in: &plan)
            for (recordPath, text) in recordFiles(for: old).sorted(by: { $0.key < $1.key }) {
                try plan.delete(recordPath, expecting: text)
                known.insert(recordPath)
            }
            // Files the user added beside the generated ones move too.
            for userFile in filesInFeatureFolders(old) where !known.contains(userFile) {
                guard let text = try read(userFile) else { continue }
                let target = renamed(userFile)
                try plan.add(target, text: renamed(text))
                try plan.delete(userFile, expecting: text)
                moved.append((userFile, target))
            }
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure("\(error)")
        }

        // Other features that open this one or depend on it follow it: their specs' `opens`,
        // `dependencies` and `externalTypes` are renamed and those features synced, in the
        // same plan.
        let updatedSpecs = try planOpenersFollowing(old, to: new, into: &plan)
        let followers = Set(updatedSpecs.map(\.spec.name))

        // Package.swift: the old entries out, the new ones in, dependents kept.
        let manifest = try manifestText()
        do {
            let removal = try ManifestEditor(source: manifest).removingFeature(
                FeatureRegistration(name: old, layout: config.layout))
            // Features whose specs follow the rename depend on the new name (below).
            try Self.refuseOtherDependents(removal.dependents.filter { !followers.contains($0) }, of: old)
            // The shared runtime is never added here: a package without it keeps building (its
            // features do not import it yet) until `sync` brings it.
            let registration = registersCore ? output.registration : output.registration.withoutCoreDependencies
            var edited = try ManifestEditor(source: removal.text).registering(registration).text
            for dependency in registration.dependencies {
                edited = try ManifestEditor(source: edited).addingDependency(dependency, toTarget: new).text
            }
            for dependent in removal.dependents {
                edited = try ManifestEditor(source: edited).addingDependency(new, toTarget: dependent).text
            }
            if edited != manifest { plan.manifestEdit = GenerationPlan.ManifestEdit(original: manifest, edited: edited) }
        } catch let error as CommandFailure {
            throw error
        } catch let error as ManifestEditError {
            throw CommandFailure(
                "Package.swift cannot be edited safely (\(error.description)); rename the entries by hand, or nothing was written"
            )
        } catch {
            throw CommandFailure("\(error)")
        }

        return FeatureRenamePlan(
            old: old, new: new, plan: plan, actions: featurePlan.actions, movedUserFiles: moved,
            referencesOutside: filesImporting(old, excluding: Set(filesInFeatureFolders(old))), updatedSpecs: updatedSpecs,
            formattedOnly: formattedOnly)
    }

    /// Adds to `plan` the other features whose routes open `old`: each spec with its `opens`
    /// renamed to `new`, and that feature synced from the edited spec (its generated files and
    /// record), as `scaffold sync` would after the edit.
    /// - Returns: the edited specs, for the app's composition root.
    /// - Throws: ``CommandFailure`` when an edited spec is invalid or the sync would conflict.
    private func planOpenersFollowing(_ old: String, to new: String, into plan: inout GenerationPlan) throws(CommandFailure)
        -> [AppComposer.Feature]
    {
        let openers = specsReferring(to: old)
        guard !openers.isEmpty else { return [] }
        var texts: [String: String] = [:]
        var updated: [AppComposer.Feature] = []
        for opener in openers {
            do {
                texts[opener.feature] = try FeatureRenaming.renamingReferences(opener.text, from: old, to: new, file: opener.path)
            } catch {
                throw CommandFailure(DiagnosticList([error]))
            }
        }
        // Their specs are validated as after the rename: the new name is the library target.
        var following = self
        following.dependableTargets = dependableTargets.map { $0.subtracting([old]).union([new]) }
        let synced = try following.syncPlan(
            features: openers.map(\.feature), planner: SyncPlanner(fileSystem: fileSystem, root: root), specTexts: texts)
        if !synced.conflicts.isEmpty {
            throw CommandFailure(
                "\(openers.map(\.feature).joined(separator: ", ")) open\(openers.count == 1 ? "s" : "") '\(old)', and syncing "
                    + "\(openers.count == 1 ? "it" : "them") for the new name conflicts (\(synced.conflicts.map(\.path).joined(separator: ", "))); "
                    + "run 'scaffold sync' and resolve that first; nothing was written")
        }
        do {
            let followed = try synced.generationPlan()
            for path in followed.deletedPaths {
                try plan.delete(path, expecting: String(decoding: followed.deletions[path] ?? [], as: UTF8.self))
            }
            for path in followed.paths {
                let text = String(decoding: followed.files[path] ?? [], as: UTF8.self)
                if let original = followed.originals[path] {
                    try plan.add(path, text: text, replacing: String(decoding: original, as: UTF8.self))
                } else {
                    try plan.add(path, text: text)
                }
            }
            for opener in openers {
                let text = texts[opener.feature] ?? opener.text
                try plan.add(opener.path, text: text, replacing: opener.text)
                let loaded = try following.loadSpec(text, for: opener.feature)
                updated.append(AppComposer.Feature(spec: loaded.spec, specPath: loaded.path, specText: text))
            }
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure("\(error)")
        }
        return updated
    }

    /// The other features' saved specs that name `name`: routes opening it, `dependencies`
    /// or `externalTypes` modules (``FeatureRenaming/references(to:in:)``), sorted by feature.
    /// Specs that cannot be read or parsed are skipped (sync reports them).
    func specsReferring(to name: String) -> [(feature: String, path: String, text: String)] {
        var result: [(feature: String, path: String, text: String)] = []
        for feature in generatedFeatures().sorted() where feature != name {
            let relative = FeatureGenerator.specPath(for: feature, layout: config.layout)
            guard let text = try? fileSystem.readText(path(relative)),
                let document = try? JSONDocument.parse(text, file: relative),
                !FeatureRenaming.references(to: name, in: document).isEmpty
            else { continue }
            result.append((feature, relative, text))
        }
        return result
    }

    /// Swift files of the package outside `excluded` (and `.build`, `.scaffold`) that contain
    /// `import <module>`.
    func filesImporting(_ module: String, excluding excluded: Set<String>) -> [String] {
        var result: [String] = []
        func walk(_ relative: String) {
            let absolute = relative.isEmpty ? root : path(relative)
            guard let names = try? fileSystem.contentsOfDirectory(absolute) else { return }
            for child in names where !child.hasPrefix(".") {
                let childPath = relative.isEmpty ? child : PathComponents.join(relative, child)
                if fileSystem.isDirectory(path(childPath)) {
                    walk(childPath)
                } else if child.hasSuffix(".swift"), !excluded.contains(childPath),
                    let text = try? fileSystem.readText(path(childPath)),
                    text.contains("import \(module)\n") || text.contains("import \(module) ")
                {
                    result.append(childPath)
                }
            }
        }
        walk("")
        return result.sorted()
    }
}
