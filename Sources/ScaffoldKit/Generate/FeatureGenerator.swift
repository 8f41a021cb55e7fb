/// Turns a validated spec into everything `scaffold feature` and `scaffold sync` write: the
/// rendered files, the saved spec, the ownership record and the manifest edit. Pure: reads and
/// writes nothing (the caller supplies the manifest text and the template set).
public struct FeatureGenerator: Sendable {
    /// The template set, with the project's overrides applied.
    public var templates: TemplateSet
    /// Where feature files go.
    public var layout: ProjectLayout
    /// Whether each rendered file records the template position of every line
    /// (``RenderedFile/lineMap``, for `scaffold verify`); `sync` and `check` only compare
    /// texts and turn it off.
    public var recordsLineMaps = true

    /// Creates a generator.
    public init(templates: TemplateSet, layout: ProjectLayout) {
        self.templates = templates
        self.layout = layout
    }

    /// What one feature generates.
    public struct Output: Sendable {
        /// The rendered source and test files, sorted by path.
        public var files: [RenderedFile] { didSet { fileHashes = nil } }
        /// Where the spec is saved, relative to the package root.
        public var specPath: String
        /// The record of what was generated, to be saved at ``OwnershipRecord/path(forFeature:)``.
        public var record: OwnershipRecord
        /// The manifest registration for the feature's targets and product.
        public var registration: FeatureRegistration
        /// The ``ContentHash`` of each file's contents, in the order of ``files``, as computed for
        /// ``record`` by ``FeatureGenerator/generate(_:specText:)`` (so ``SyncPlanner`` does not
        /// hash every rendering a second time); `nil` when unknown, and again once ``files``
        /// changes.
        var fileHashes: [String]? = nil
    }

    /// This generator with its templates parsed once (see ``TemplateSet/compiled()``), for
    /// rendering many features.
    /// - Throws: ``TemplateError`` when a template does not parse.
    public func compiled() throws(TemplateError) -> FeatureGenerator {
        var generator = FeatureGenerator(templates: try templates.compiled(), layout: layout)
        generator.recordsLineMaps = recordsLineMaps
        return generator
    }

    /// Where the spec of feature `name` is saved: `Features/<Name>/<Name>.feature.json` in the
    /// features layout, `.scaffold/features/<Name>.feature.json` in the SwiftPM layout (a JSON
    /// file inside a target's folder would be an unhandled resource).
    public static func specPath(for name: String, layout: ProjectLayout) -> String {
        switch layout {
        case .features: "Features/\(name)/\(name).feature.json"
        case .swiftpm: ".scaffold/features/\(name).feature.json"
        }
    }

    /// Renders a feature.
    /// - Parameters:
    ///   - spec: the validated spec.
    ///   - specText: the spec's JSON text as saved (its hash goes into the record).
    /// - Returns: the files, the record and the registration.
    /// - Throws: ``TemplateError`` when a template does not parse or uses a name the context lacks.
    public func generate(_ spec: FeatureSpec, specText: String) throws(TemplateError) -> Output {
        let files = try templates.render(FeatureContext(spec), layout: layout, lineMaps: recordsLineMaps)
        // Each rendering is hashed once: for the record here, and handed to the sync planner.
        let hashes = files.map { ContentHash.of($0.contents) }
        let record = OwnershipRecord(
            feature: spec.name,
            style: templates.style,
            // Line endings aside: a CRLF checkout of the spec is the same spec.
            specHash: ContentHash.of(LineEndings.normalized(specText)),
            files: zip(files, hashes).map { file, hash in
                OwnershipRecord.File(path: file.path, template: file.template, templateHash: file.templateHash, baseHash: hash)
            }
        )
        return Output(
            files: files,
            specPath: Self.specPath(for: spec.name, layout: layout),
            record: record,
            registration: FeatureRegistration.generated(
                name: spec.name, layout: layout, dependencies: spec.dependencies, usesShared: spec.usesShared,
                usesSharedClients: spec.usesSharedClients),
            fileHashes: hashes
        )
    }
}
