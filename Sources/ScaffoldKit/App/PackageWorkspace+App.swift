import Foundation

/// The app's composition root as `feature`, `sync` and `check` keep it: rendered from every
/// feature's saved spec (with the spec being generated in place of its saved one), written into
/// the `App` target beside the user's own files, and merged three ways with the user's edits
/// exactly like a feature's generated files (``SyncPlanner``): an edit survives a regeneration,
/// and edits and a new rendering that change the same lines are a conflict.
///
/// The record: `.scaffold/base/App/<path>` holds the text of each file's last rendering (the
/// merge base; `App` is never a feature's name), with no index (``StoredBaseUpdate``).
public struct AppRootUpdate: StoredBaseUpdate {
    /// One action per generated file of the `App` target, in the order of
    /// ``AppComposer/files``, then its String Catalog (``AppComposer/catalogPath``), then the
    /// Xcode scheme when the package has the project (``AppComposer/schemePath(appName:)``): `create`, `update`, `merge-clean`, `keep-edits`, `conflict`,
    /// `restore` (a missing file is written again: the app does not build without it) or
    /// `unchanged`.
    public var actions: [SyncFileAction]
    /// The record after the update: the stored bases (relative path → text).
    public var recordFiles: [String: String]
    /// The record files on disk now (relative path → text).
    public var currentRecordFiles: [String: String]
    /// What the routes of the features it was rendered from open (``AppComposer/openings(of:)``):
    /// the package as the command leaves it.
    public var openings: (routes: [String: Set<String>], features: Set<String>) = ([:], [])
    /// The composition root's cache of the saved specs' parts after this update, when it
    /// changed (``PackageWorkspace/keepCache(of:)`` writes it once the command succeeded).
    var cache: CompositionRootCache? = nil

    /// Where earlier versions kept an index of the bases' hashes (which conflicted whenever two
    /// branches added a feature); the next update deletes it.
    public static let legacyRecordPath = ".scaffold/app.json"

    /// Where the text of a file's last rendering is stored, relative to the package root.
    public static func basePath(for path: String) -> String {
        StoredBases.basePath(owner: "App", for: path)
    }

    /// The record for `rendered` (relative path → text): each file's text as its next merge
    /// base. Nothing else: no index of hashes that two branches would both change.
    public static func recordFiles(for rendered: [(path: String, contents: String)]) -> [String: String] {
        StoredBases.recordFiles(owner: "App", for: rendered)
    }

    /// The hashes in an index of the earlier format (`{"files": {"<path>": "<hash>"}}`), path →
    /// hash; empty when there is none or it cannot be read.
    static func legacyHashes(in text: String?) -> [String: String] {
        guard let text, let document = try? JSONDocument.parse(text, file: legacyRecordPath),
            let members = document.root["files"]?.objectMembers
        else { return [:] }
        var result: [String: String] = [:]
        for member in members { result[member.key] = member.value.stringValue }
        return result
    }

    /// The diagnostic for merge conflict markers in a record file: its first marker line, and
    /// what to do (`scaffold sync --rebuild-record App`; the files in `Sources/App` are kept).
    static func conflictMarkersDiagnostic(path: String, line: Int) -> Diagnostic {
        let what =
            path == legacyRecordPath
            ? "the app's record has merge conflict markers (scaffold no longer needs this file: the bases in .scaffold/base/App are the record)"
            : "the app's record has merge conflict markers (two branches changed the same lines of what scaffold generated)"
        return Diagnostic(
            at: SourceLocation(file: path, line: line, column: 1),
            "\(what); rebuild it from the features' specs with 'scaffold sync --rebuild-record App' (your files in Sources/App are kept: differences from the new rendering count as your edits)"
        )
    }
}

extension PackageWorkspace {
    /// Whether the package has the `App` composition-root target `scaffold init` creates
    /// (`Sources/App` and a target named `App`); without it there is no composition root to keep.
    public var hasAppTarget: Bool {
        guard fileSystem.isDirectory(path("Sources/App")), let manifest = try? manifestText(),
            let targets = try? ManifestEditor(source: manifest).registeredNames().targets
        else { return false }
        return targets.contains("App")
    }

    /// The package's name as `Package(name:)` writes it, else the folder's name.
    public var packageName: String {
        guard let manifest = try? manifestText() else { return (root as NSString).lastPathComponent }
        // The manifest's syntax (parsed once per command), else a search of its text.
        if let syntax = try? ManifestSyntax.parsed(manifest), let argument = syntax.packageArgument("name"),
            argument.valueStart == argument.valueEnd, let name = syntax.plainString(argument.valueStart)
        {
            return name
        }
        if let range = manifest.range(of: #"Package\(\s*name:\s*"[^"]+""#, options: .regularExpression) {
            let match = manifest[range]
            if let open = match.firstIndex(of: "\"") {
                return String(match[match.index(after: open)...].dropLast())
            }
        }
        return (root as NSString).lastPathComponent
    }

    /// Renders the composition root for every generated feature, with `replacing` used in place
    /// of the saved spec of the feature it names (or added, for a new feature), and validates
    /// what spans features (see ``AppComposer/validate(_:)``).
    /// - Parameters:
    ///   - replacing: the feature being generated now, not yet saved.
    ///   - excluding: features being removed (left out of the composition root).
    ///   - overriding: other features whose specs are being changed too, used in place of
    ///     their saved specs (a rename edits the routes that open the renamed feature).
    ///   - conflictStyle: what a conflicting file becomes (`sync --conflicts markers`).
    ///   - order: the root's order in place of the config's `features` (a rename's, with the
    ///     new name where the old one was).
    ///   - rebuildingRecord: whether the stored bases are replaced by the new rendering instead
    ///     of read (`sync --rebuild-record App`): every difference on disk then counts as the
    ///     user's edit.
    /// - Returns: `nil` when the package has no `App` target.
    /// - Throws: ``CommandFailure`` with located diagnostics when a spec is invalid or the
    ///   features do not fit together, or (unless rebuilding) naming the line of a record file
    ///   that holds merge conflict markers.
    public func appRootUpdate(
        replacing: AppComposer.Feature? = nil, excluding: Set<String> = [], overriding: [AppComposer.Feature] = [],
        conflictStyle: SyncPlanner.ConflictStyle = .leave, rebuildingRecord: Bool = false, order: [String]? = nil
    ) throws(CommandFailure) -> AppRootUpdate? {
        guard hasAppTarget else { return nil }
        var features: [AppComposer.Feature] = []
        let replaced = Set(([replacing].compactMap { $0 } + overriding).map(\.spec.name))
        let names = generatedFeatures().filter { !replaced.contains($0) && !excluding.contains($0) }
        // Every feature's saved spec, on every core: the parts the cache kept when its text is
        // the one they were validated from, else read and validated now.
        let workspace = self
        let cache = compositionRootCache()
        let loaded = ParallelMap.map(names) { name -> Result<CachedFeature, CommandFailure> in
            do throws(CommandFailure) {
                return .success(try workspace.compositionRootFeature(name, cache: cache))
            } catch {
                return .failure(error)
            }
        }
        var updatedCache = CompositionRootCache(binary: CheckCache.binaryIdentity)
        let kept = Set(names).union(replaced).subtracting(excluding)
        for (name, entry) in cache?.entries ?? [:] where kept.contains(name) { updatedCache.entries[name] = entry }
        // Every saved spec that does not load is reported, not only the first.
        var problems: [Diagnostic] = []
        var exitCode = ExitCode.dataError
        for (name, result) in zip(names, loaded) {
            switch result {
            case .success(let loaded):
                features.append(loaded.feature)
                updatedCache.entries[name] = loaded.entry
            case .failure(let failure):
                problems += failure.diagnostics.diagnostics
                exitCode = failure.exitCode
            }
        }
        if !problems.isEmpty { throw CommandFailure(DiagnosticList(problems), exitCode: exitCode) }
        features += overriding.filter { !excluding.contains($0.spec.name) }
        if let replacing { features.append(replacing) }
        let crossFeatureProblems = AppComposer.validate(features, changing: replaced)
        if !crossFeatureProblems.isEmpty { throw CommandFailure(DiagnosticList(crossFeatureProblems)) }
        let appName = packageName
        let hasXcodeProject = fileSystem.exists(path(AppComposer.projectPath(appName: appName)))
        let composer = AppComposer(
            appName: appName, features: features, order: order ?? config.features, hasXcodeProject: hasXcodeProject)
        let rendered: [RenderedFile]
        let overrides = try appTemplateOverrides()
        do {
            rendered = try composer.render(
                templates: BuiltinTemplates.files.merging(overrides) { _, override in override },
                overridden: Set(overrides.keys))
        } catch {
            throw CommandFailure("cannot render the app's composition root: \(error)")
        }
        var currentRecordFiles = StoredBases.current(owner: "App", in: self)
        if let text = try? fileSystem.readText(path(AppRootUpdate.legacyRecordPath)) {
            currentRecordFiles[AppRootUpdate.legacyRecordPath] = text
        }
        // A record git could not merge: located, with the command that rebuilds it.
        if !rebuildingRecord, let marked = StoredBases.firstConflictMarkers(in: currentRecordFiles) {
            throw CommandFailure(DiagnosticList([AppRootUpdate.conflictMarkersDiagnostic(path: marked.path, line: marked.line)]))
        }
        let planner = SyncPlanner(fileSystem: fileSystem, root: root, conflictStyle: conflictStyle, restoreDeleted: true)
        let legacyHashes = AppRootUpdate.legacyHashes(in: currentRecordFiles[AppRootUpdate.legacyRecordPath])
        // A scheme that `scaffold init` wrote before scaffold kept it (no stored base): its base
        // is that scheme, listing no test targets, so a user's edit to it survives the merge.
        var legacyBases: [String: String] = [:]
        let schemePath = AppComposer.schemePath(appName: appName)
        if hasXcodeProject, currentRecordFiles[AppRootUpdate.basePath(for: schemePath)] == nil,
            let legacy = try? composer.renderScheme(templates: BuiltinTemplates.files, testTargets: [])
        {
            legacyBases[legacy.path] = legacy.contents
        }
        // The base is the stored text of the last rendering (git merges it like the file: two
        // branches' additions give the rendering of both); rebuilt, the new rendering. Without a
        // stored base: a file that holds the new rendering is in step (sync only stores the
        // base); for a record from before the bases were stored, the file itself when the old
        // index's hash says it is the last rendering; for a scheme an older `init` wrote, that.
        // These files are always scaffold's: without a base, the last rendering is unknown (a
        // conflict where the file differs from the new one, never a guess).
        var actions = StoredBases.actions(
            owner: "App", rendered: rendered, stored: currentRecordFiles, rebuilding: rebuildingRecord, planner: planner
        ) { file in
            if let text = (try? fileSystem.readText(path(file.path))).map(LineEndings.normalized),
                text == file.contents || legacyHashes[file.path] == ContentHash.of(text)
            {
                return text
            }
            return legacyBases[file.path]
        }
        let templates = Dictionary(rendered.map { ($0.path, $0.template) }, uniquingKeysWith: { first, _ in first })
        for index in actions.indices {
            switch actions[index].kind {
            case .restore
            where !currentRecordFiles.isEmpty && currentRecordFiles[AppRootUpdate.basePath(for: actions[index].path)] == nil:
                // A file the record has never had: new in this release of scaffold, not deleted.
                actions[index].kind = .create
                actions[index].reason = "new in the app's composition root"
            case .restore: actions[index].reason = "missing; written again (the app does not build without it)"
            case .update, .create:
                actions[index].reason =
                    templates[actions[index].path] == AppComposer.schemeTemplate
                    ? "the Xcode scheme tests every feature" : "the app's composition root follows the features' specs"
            default: break
            }
        }
        return AppRootUpdate(
            actions: actions, recordFiles: AppRootUpdate.recordFiles(for: rendered.map { ($0.path, $0.contents) }),
            currentRecordFiles: currentRecordFiles, openings: AppComposer.openings(of: features),
            cache: updatedCache == cache ? nil : updatedCache)
    }

    /// Writes the composition root's cache `update` brought up to date, if it changed
    /// (``CompositionRootCache``): what a command that did its job does (`check` whatever its
    /// verdict), so that the next command validates only the saved specs that changed. A dry run,
    /// or a command that stops on an error or a conflict, keeps nothing.
    public func keepCache(of update: AppRootUpdate?) {
        guard let cache = update?.cache else { return }
        writeCache(cache.encoded(), at: CompositionRootCache.path)
        validatedSpecs.remember(cache: cache)
    }

    /// A saved feature as the composition root reads it, with its cache entry.
    typealias CachedFeature = (feature: AppComposer.Feature, entry: CompositionRootCache.Entry?)

    /// Feature `name` from its saved spec: the parts `cache` kept when the spec's text is the
    /// one they were validated from (and its dependencies are still library targets), else the
    /// spec validated now (with the entry to keep for it).
    /// - Throws: ``CommandFailure`` when the spec cannot be read or does not validate.
    func compositionRootFeature(_ name: String, cache: CompositionRootCache?) throws(CommandFailure) -> CachedFeature {
        let saved = try savedSpecText(for: name)
        let absolute = path(saved.path)
        if let known = validatedSpecs.parts(path: absolute, text: saved.text),
            let feature = AppComposer.Feature(parts: known.parts, specPath: saved.path, specText: saved.text)
        {
            return (feature, known.entry)
        }
        // A spec that names shared declarations is validated against the shared spec too.
        let hash = shared.map { ContentHash.of(saved.text + "\n" + $0.textHash) } ?? ContentHash.of(saved.text)
        if let entry = cache?.entries[name], entry.specHash == hash,
            let parts = entry.decoded(dependableTargets: dependableTargets),
            let feature = AppComposer.Feature(parts: parts, specPath: saved.path, specText: saved.text)
        {
            validatedSpecs.remember(parts: parts, entry: entry, text: saved.text, at: absolute)
            return (feature, entry)
        }
        let validated = try validatedSpec(saved.text, for: name)
        let feature = AppComposer.Feature(spec: validated.spec, specPath: validated.path, specText: saved.text)
        let entry = CompositionRootCache.Entry(specHash: hash, parts: feature.parts)
        validatedSpecs.remember(parts: feature.parts, entry: entry, text: saved.text, at: absolute)
        return (feature, entry)
    }

    /// The composition root's cache (``CompositionRootCache``) as this command knows it: read
    /// once, or as it wrote it; `nil` when there is none or it cannot be trusted.
    func compositionRootCache() -> CompositionRootCache? {
        validatedSpecs.compositionRootCache {
            (try? fileSystem.readText(path(CompositionRootCache.path))).flatMap {
                CompositionRootCache.decode($0, binary: CheckCache.binaryIdentity)
            }
        }
    }

    /// The project's copies of the app templates (``AppComposer/files``) under
    /// `.scaffold/templates/app/` that differ from the built-in ones (template path → source),
    /// as `scaffold templates export` writes them: a team customizes the composition root there,
    /// and `feature`, `sync` and `check` render it from them.
    /// - Throws: ``CommandFailure`` naming a copy that exists but cannot be read.
    func appTemplateOverrides() throws(CommandFailure) -> [String: String] {
        try templateOverrides(AppComposer.files.map(\.template))
    }
}
