/// The shared runtime as `feature`, `sync` and `check` keep it: rendered from `Templates/core/`
/// (with the project's overrides under `.scaffold/templates/core/`), written into the package's
/// ``CoreModule`` folders, and merged three ways with the user's edits exactly like the app's
/// composition root (``StoredBaseUpdate``): an edit survives a new template set, an edit on the
/// same lines is a conflict, a missing file is written again.
///
/// The record: `.scaffold/base/Core/<path>` holds the text of each file's last rendering (the
/// merge base; `Core` is never a feature's name), with no index.
public struct CoreUpdate: StoredBaseUpdate {
    /// One action per file of the runtime (in ``CoreRuntime/render(templates:overridden:)``'s
    /// order), then one per file no longer rendered.
    public var actions: [SyncFileAction]
    /// The record after the update: the stored bases (relative path → text).
    public var recordFiles: [String: String]
    /// The record files on disk now (relative path → text).
    public var currentRecordFiles: [String: String]

    /// Where the text of a file's last rendering is stored, relative to the package root.
    public static func basePath(for path: String) -> String {
        StoredBases.basePath(owner: CoreModule.folder, for: path)
    }
}

extension PackageWorkspace {
    /// Whether the package needs the shared runtime: it has generated features (they import
    /// it), the `App` composition root `scaffold init` creates, or a record of the runtime.
    public var needsCore: Bool {
        !generatedFeatures().isEmpty || hasAppTarget
            || fileSystem.isDirectory(path(".scaffold/base/" + CoreModule.folder))
    }

    /// The shared runtime's registration when the package needs it (``needsCore``), else `nil`.
    public var coreRegistration: CoreRegistration? {
        needsCore ? registrationOfCore : nil
    }

    /// The registration of the runtime and of the shared spec's modules, if any.
    var registrationOfCore: CoreRegistration {
        CoreRegistration(layout: config.layout, modules: CoreModule.modules(for: shared))
    }

    /// Whether the manifest registers the runtime's first module (`FeatureCore`): features may
    /// depend on it.
    public var registersCore: Bool {
        guard let manifest = try? manifestText(),
            let targets = try? ManifestEditor(source: manifest).registeredNames().targets
        else { return false }
        return targets.contains(CoreModule.featureCore.name)
    }

    /// Whether the manifest registers every target of the runtime with its dependencies and
    /// resources (what ``CoreRegistration`` inserts); `false` when it cannot be read or edited.
    public var coreRegistrationIsComplete: Bool {
        guard let manifest = try? manifestText(),
            let edited = try? ManifestEditor(source: manifest, path: manifestPath).registering(
                [], addingToApp: false, core: registrationOfCore)
        else { return false }
        return edited.text == manifest
    }

    /// Renders the shared runtime with the project's template overrides.
    /// - Parameter lineMaps: whether the files record their template lines (`verify`).
    /// - Throws: ``CommandFailure`` naming an override that cannot be read, or the template
    ///   error (located in the template) when one does not render.
    public func renderedCore(lineMaps: Bool = false) throws(CommandFailure) -> [RenderedFile] {
        let overrides = try coreTemplateOverrides()
        do {
            return try CoreRuntime(layout: config.layout, shared: shared).render(
                templates: BuiltinTemplates.files.merging(overrides) { _, override in override },
                overridden: Set(overrides.keys), lineMaps: lineMaps)
        } catch {
            throw CommandFailure(DiagnosticList([Diagnostic(error)]))
        }
    }

    /// Plans the shared runtime for this package: every file rendered now against the text of
    /// its last rendering (``SyncPlanner``'s per-file decisions, a missing file written again).
    /// - Parameters:
    ///   - conflictStyle: what a conflicting file becomes (`--conflicts markers`).
    ///   - rebuildingRecord: whether the stored bases are replaced by the new rendering instead
    ///     of read (`sync --rebuild-record Core`): every difference on disk then counts as the
    ///     user's edit.
    /// - Returns: the update (all `create` in a package that has no runtime yet).
    /// - Throws: ``CommandFailure`` when a template does not render, or (unless rebuilding)
    ///   naming the line of a record file that holds merge conflict markers.
    public func coreUpdate(conflictStyle: SyncPlanner.ConflictStyle = .leave, rebuildingRecord: Bool = false)
        throws(CommandFailure) -> CoreUpdate
    {
        let rendered = try renderedCore()
        let current = StoredBases.current(owner: CoreModule.folder, in: self)
        if !rebuildingRecord, let marked = StoredBases.firstConflictMarkers(in: current) {
            throw CommandFailure(
                DiagnosticList([
                    Diagnostic(
                        at: SourceLocation(file: marked.path, line: marked.line, column: 1),
                        "the shared runtime's record has merge conflict markers (two branches changed the same lines of what scaffold generated); rebuild it from the templates with 'scaffold sync --rebuild-record \(CoreModule.folder)' (your files in \(CoreModule.folder) are kept: differences from the new rendering count as your edits)"
                    )
                ]))
        }
        let planner = SyncPlanner(fileSystem: fileSystem, root: root, conflictStyle: conflictStyle, restoreDeleted: true)
        // A file without a stored base: in step when it holds the new rendering (the next sync
        // stores the base); else new to the record: created when missing, a conflict when it
        // holds anything else (scaffold did not write it).
        var actions = StoredBases.actions(
            owner: CoreModule.folder, rendered: rendered, stored: current, rebuilding: rebuildingRecord, planner: planner,
            unknownBase: false
        ) { file in
            let text = (try? fileSystem.readText(path(file.path))).map(LineEndings.normalized)
            return text == file.contents ? text : nil
        }
        for index in actions.indices {
            switch actions[index].kind {
            case .restore: actions[index].reason = "missing; written again (the features do not build without it)"
            case .create: actions[index].reason = "the shared runtime the features import"
            case .update:
                let sharedFolders = [CoreModule.shared, CoreModule.sharedTesting].map { $0.path(in: config.layout) + "/" }
                actions[index].reason =
                    sharedFolders.contains { actions[index].path.hasPrefix($0) }
                    ? "the shared models and clients follow the shared spec and the templates"
                    : "the shared runtime follows the templates"
            default: break
            }
        }
        return CoreUpdate(
            actions: actions,
            recordFiles: StoredBases.recordFiles(owner: CoreModule.folder, for: rendered.map { ($0.path, $0.contents) }),
            currentRecordFiles: current)
    }

    /// ``coreUpdate(conflictStyle:rebuildingRecord:)`` when the package needs the runtime
    /// (``needsCore``), else `nil`.
    public func coreUpdateIfNeeded(conflictStyle: SyncPlanner.ConflictStyle = .leave, rebuildingRecord: Bool = false)
        throws(CommandFailure) -> CoreUpdate?
    {
        needsCore ? try coreUpdate(conflictStyle: conflictStyle, rebuildingRecord: rebuildingRecord) : nil
    }

    /// The project's copies of the runtime's templates (``CoreRuntime/templates``) under
    /// `.scaffold/templates/core/` that differ from the built-in ones (template path → source),
    /// as `scaffold templates export` writes them: a team customizes the runtime there.
    /// - Throws: ``CommandFailure`` naming a copy that exists but cannot be read.
    func coreTemplateOverrides() throws(CommandFailure) -> [String: String] {
        try templateOverrides(
            CoreRuntime.templates
                + (shared == nil
                    ? []
                    : CoreModule.modules(for: shared).flatMap { module in
                        (module.sharedTemplates ?? []).map(\.template)
                    }))
    }
}
