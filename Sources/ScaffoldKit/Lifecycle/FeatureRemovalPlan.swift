/// What `scaffold remove <Name>` would do: the deletions and manifest edit as one
/// all-or-nothing ``GenerationPlan``, plus what stands in the way.
public struct FeatureRemovalPlan: Sendable {
    /// The feature being removed.
    public var feature: String
    /// The files to delete (generated files, the saved spec, scaffold's record of the feature)
    /// and the manifest edit.
    public var plan: GenerationPlan
    /// Generated files (and the saved spec) that differ from what scaffold last left: the
    /// user's edits. Removal refuses them unless forced; when forced they are in ``plan``.
    public var edited: [String]
    /// Files in the feature's folders that scaffold did not generate: never deleted; removal
    /// refuses them unless forced, then keeps them.
    public var userFiles: [String]
    /// Entries removed from `Package.swift`, for the report.
    public var manifestChanges: [String]
    /// Why `Package.swift` cannot be edited, with the entries to remove by hand (`nil` when it
    /// can).
    public var manifestProblem: String?
    /// Folders that may be left empty after the deletions (deepest first); removed when empty.
    public var folders: [String]
}

extension PackageWorkspace {
    /// The record of `name`, or a usage error naming the generated features.
    func requireRecord(for name: String) throws(CommandFailure) -> OwnershipRecord {
        if let record = try record(for: name) { return record }
        var message = "'\(name)' is not a feature scaffold generated here (no record of it in \(root))"
        if let suggestion = NearestName.find(name, among: generatedFeatures()) { message += "; did you mean '\(suggestion)'?" }
        throw CommandFailure(message, exitCode: ExitCode.usage)
    }

    /// Every file under the feature's folders (relative paths, sorted).
    func filesInFeatureFolders(_ name: String) -> [String] {
        var result: [String] = []
        func walk(_ relative: String) {
            let absolute = path(relative)
            guard fileSystem.isDirectory(absolute), let names = try? fileSystem.contentsOfDirectory(absolute) else { return }
            for child in names {
                let childPath = PathComponents.join(relative, child)
                if fileSystem.isDirectory(path(childPath)) { walk(childPath) } else { result.append(childPath) }
            }
        }
        switch config.layout {
        case .features: walk("Features/\(name)")
        case .swiftpm:
            walk(config.layout.sourcesPath(for: name))
            walk(config.layout.testsPath(for: name))
        }
        return result.sorted()
    }

    /// The folders a feature's files live in, deepest first.
    func featureFolders(_ name: String) -> [String] {
        switch config.layout {
        case .features:
            [
                "Features/\(name)/Sources/\(StringCatalog.resourcesFolder)", "Features/\(name)/Sources", "Features/\(name)/Tests",
                "Features/\(name)",
            ]
        case .swiftpm:
            [
                config.layout.sourcesPath(for: name) + "/" + StringCatalog.resourcesFolder, config.layout.sourcesPath(for: name),
                config.layout.testsPath(for: name),
            ]
        }
    }

    /// Plans `scaffold remove`: deletes the feature's generated files, its saved spec and its
    /// record, and removes its target, test target, product and every dependency on it from
    /// `Package.swift`. A generated file counts as edited when it differs from scaffold's last
    /// rendering (even when sync already merged the edits); the saved spec when it changed since the last generation.
    /// - Parameters:
    ///   - name: the feature.
    ///   - force: delete edited files too.
    ///   - formatting: the package's formatter: a file that differs from the last rendering
    ///     only by that formatting (`--format`) is not an edit.
    /// - Returns: the plan.
    /// - Throws: ``CommandFailure`` for an unknown feature (exit 64), an unreadable record or
    ///   file, a target other than `App` that depends on the feature, or another feature's
    ///   route that opens it (each named at its spec's file:line:column).
    public func removalPlan(feature name: String, force: Bool, formatting: SourceFormatter? = nil) throws(CommandFailure)
        -> FeatureRemovalPlan
    {
        let record = try requireRecord(for: name)
        try refuseRoutesOpening(name)
        var plan = GenerationPlan(root: root)
        var edited: [String] = []
        var planned = Set<String>()
        func read(_ relative: String) throws(CommandFailure) -> String? {
            guard fileSystem.exists(path(relative)) else { return nil }
            do { return try fileSystem.readText(path(relative)) } catch {
                throw CommandFailure("cannot read \(relative): \(error)")
            }
        }
        func delete(_ relative: String, _ text: String) throws(CommandFailure) {
            do { try plan.delete(relative, expecting: text) } catch { throw CommandFailure("\(error)") }
            planned.insert(relative)
        }
        var current: [String: String] = [:]
        for file in record.files { current[file.path] = try read(file.path) }
        let formatted = formattingOnly(
            current: current, bases: lastRenderings(feature: name, record: record, current: current), formatting: formatting
        ).paths
        for file in record.files {
            guard let text = current[file.path] else { continue }
            // Any difference from the last rendering is the user's work, merged by sync or
            // not; only the package's formatting (`--format`) is scaffold's.
            if ContentHash.of(LineEndings.normalized(text)) == file.baseHash || formatted.contains(file.path) {
                try delete(file.path, text)
            } else {
                edited.append(file.path)
                if force { try delete(file.path, text) } else { planned.insert(file.path) }
            }
        }
        let specPath = FeatureGenerator.specPath(for: name, layout: config.layout)
        if let text = try read(specPath) {
            if ContentHash.of(LineEndings.normalized(text)) != record.specHash {
                edited.append(specPath)
                if force { try delete(specPath, text) } else { planned.insert(specPath) }
            } else {
                try delete(specPath, text)
            }
        }
        for (recordPath, text) in recordFiles(for: name).sorted(by: { $0.key < $1.key }) { try delete(recordPath, text) }
        let userFiles = filesInFeatureFolders(name).filter { !planned.contains($0) }

        var manifestChanges: [String] = []
        var manifestProblem: String?
        let manifest = try manifestText()
        let registration = FeatureRegistration(name: name, layout: config.layout)
        var removal: ManifestEditor.Removal?
        do {
            removal = try ManifestEditor(source: manifest).removingFeature(registration)
        } catch {
            manifestProblem = error.description + "\n" + error.instructions
        }
        if let removal {
            try Self.refuseOtherDependents(removal.dependents, of: name)
            manifestChanges = removal.removed
            if removal.text != manifest {
                plan.manifestEdit = GenerationPlan.ManifestEdit(original: manifest, edited: removal.text)
            }
        }
        return FeatureRemovalPlan(
            feature: name, plan: plan, edited: edited, userFiles: userFiles, manifestChanges: manifestChanges,
            manifestProblem: manifestProblem, folders: featureFolders(name))
    }

    /// Refuses when targets other than `App` depend on the feature: they would no longer build.
    static func refuseOtherDependents(_ dependents: [String], of name: String) throws(CommandFailure) {
        let others = dependents.filter { $0 != "App" }
        guard !others.isEmpty else { return }
        throw CommandFailure(
            "\(others.map { "'\($0)'" }.joined(separator: ", ")) depend\(others.count == 1 ? "s" : "") on '\(name)'; "
                + "remove that dependency (and the spec's 'dependencies' entry) first; nothing was written")
    }

    /// Removes `folders` (relative, deepest first) that are empty; best effort.
    func removeEmptyFolders(_ folders: [String]) {
        for folder in folders where fileSystem.isEmptyDirectory(path(folder)) {
            try? fileSystem.removeItem(path(folder))
        }
    }
}
