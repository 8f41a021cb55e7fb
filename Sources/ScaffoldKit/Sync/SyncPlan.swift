/// What `scaffold sync` would do to a package: one ``FeatureSyncPlan`` per feature and the
/// manifest edit their registrations need. Turned into one all-or-nothing ``GenerationPlan``
/// by ``generationPlan()``.
public struct SyncPlan: Hashable, Sendable {
    /// The package root (absolute).
    public var root: String
    /// The features, in the order asked for.
    public var features: [FeatureSyncPlan]
    /// The manifest edit (`nil` when `Package.swift` already registers every feature).
    public var manifestEdit: GenerationPlan.ManifestEdit?
    /// Why the manifest could not be edited, with the entries to add by hand (`nil` when it
    /// could).
    public var manifestProblem: String?
    /// The features the manifest edit registers (their targets were missing), in plan order.
    public var registeredFeatures: [String] = []

    /// The form the manifest edit migrates `Package.swift` to (``ManifestForm``), or `nil`.
    public var migratedForm: ManifestForm?

    /// Why the manifest changes, for the plan's `update` line: a migration to another form, the
    /// features it registers (a count when there are many), else the runtime's or the features'
    /// dependencies.
    public var manifestReason: String {
        if let migratedForm {
            return migratedForm == .table
                ? "moves the features into a feature table (manifest form 'table')"
                : "writes the feature table's features out as targets (manifest form 'targets')"
        }
        return switch registeredFeatures.count {
        case 0: "registers the features' targets and dependencies"
        case 1...3: "registers " + registeredFeatures.joined(separator: ", ")
        default: "registers \(registeredFeatures.count) features"
        }
    }

    /// Creates a plan.
    public init(
        root: String, features: [FeatureSyncPlan], manifestEdit: GenerationPlan.ManifestEdit? = nil,
        manifestProblem: String? = nil
    ) {
        self.root = root
        self.features = features
        self.manifestEdit = manifestEdit
        self.manifestProblem = manifestProblem
    }

    /// Plans the manifest: registers every feature in `manifest`, and the shared runtime.
    /// - Parameters:
    ///   - root: the package root.
    ///   - features: the feature plans.
    ///   - manifest: the manifest's text.
    ///   - manifestPath: the manifest's path relative to the root (a version-specific manifest
    ///     when that is the one the toolchain loads).
    ///   - core: the shared runtime's targets (``CoreRegistration``), or `nil` to leave them alone.
    ///   - form: the manifest form the project config asks for (``ManifestForm``): a manifest in the
    ///     other form is migrated; `nil` keeps the manifest's own.
    public init(
        root: String, features: [FeatureSyncPlan], manifest: String, manifestPath: String = "Package.swift",
        core: CoreRegistration? = nil, form: ManifestForm? = nil
    ) {
        self.init(root: root, features: features)
        do {
            let edited = try ManifestEditor.registeringFeaturesWithProof(
                features.map(\.registration), in: manifest, path: manifestPath, core: core, form: form)
            if edited.text != manifest {
                manifestEdit = GenerationPlan.ManifestEdit(
                    path: manifestPath, original: manifest, edited: edited.text, proofText: edited.proofText)
                if let form, let current = try? ManifestEditor(source: manifest, path: manifestPath).form(), current != form {
                    migratedForm = form
                }
                let before = Set((try? ManifestEditor(source: manifest, path: manifestPath).registeredNames().targets) ?? [])
                registeredFeatures = features.map(\.feature).filter { !before.contains($0) }
            }
        } catch {
            manifestProblem = error.description + "\n" + error.instructions
        }
    }

    /// Every conflicting file, across features.
    public var conflicts: [SyncFileAction] { features.flatMap(\.conflicts) }

    /// Whether any file conflicts.
    public var hasConflicts: Bool { features.contains(where: \.hasConflicts) }

    /// Whether `check` passes: every feature generates what its record says and the manifest
    /// registers every feature.
    public var isInSync: Bool { manifestEdit == nil && features.allSatisfy(\.isInSync) }

    /// Whether a sync would write nothing at all (files, records, manifest).
    public var writesNothing: Bool {
        manifestEdit == nil && features.allSatisfy { !$0.recordChanges && !$0.actions.contains(where: \.writes) }
    }

    /// The plan as files to write and delete, for ``PlanWriter``: every written file is guarded
    /// by the contents it was planned from, every deletion by the contents it must still have,
    /// and the records are written in the same all-or-nothing step.
    /// - Throws: ``GenerationPlanError`` for a path that is not a clean relative path.
    public func generationPlan() throws(GenerationPlanError) -> GenerationPlan {
        var plan = GenerationPlan(root: root, manifestEdit: manifestEdit)
        for feature in features {
            for action in feature.actions {
                if action.kind == .delete, let current = action.current {
                    try plan.delete(action.path, expecting: current)
                } else if let result = action.result, result != action.current {
                    if let current = action.current {
                        try plan.add(action.path, text: result, replacing: current)
                    } else {
                        try plan.add(action.path, text: result)
                    }
                }
            }
            try StoredRecord.replace(feature.currentRecordFiles, with: feature.recordFiles, in: &plan)
        }
        return plan
    }
}
