/// Renders the shared runtime (``CoreModule/all``) from the templates under `Templates/core/`:
/// `core/<Module>/Sources/<file>.mustache` becomes `<module folder>/<file>` (see
/// ``CoreModule/path(in:)``), `core/FeatureCore/Tests/<file>.mustache` the runtime's test
/// target, and each module with resources gets its String Catalog, extracted from its rendered
/// sources exactly as a feature's is (``TemplateSet``'s `stringCatalog`).
///
/// The runtime's templates render with ``context`` plus `generatedFrom` (the template each
/// file's header names: built-in, or the project's copy under `.scaffold/templates/`). A package
/// with a shared spec (``SharedSpec``) also gets ``CoreModule/shared`` and
/// ``CoreModule/sharedTesting``, rendered from the features' own model, client, preview and
/// double templates with the shared spec's feature context (`isSharedModule`).
public struct CoreRuntime: Sendable {
    /// Where the modules go.
    public var layout: ProjectLayout
    /// What the runtime's templates render with, besides `generatedFrom`.
    public var context: [String: TemplateValue]
    /// The package's shared spec, if it has one.
    public var shared: SharedSpec?

    /// Creates a renderer.
    /// - Parameters:
    ///   - layout: the project's layout.
    ///   - context: the render context's members (`generatedFrom` is set per file).
    ///   - shared: the package's shared spec; `nil` renders the runtime alone.
    public init(layout: ProjectLayout, context: [String: TemplateValue] = [:], shared: SharedSpec? = nil) {
        self.layout = layout
        self.context = context
        self.shared = shared
    }

    /// The built-in templates of the runtime (paths relative to `Templates/`, sorted): every
    /// template in a module's ``CoreModule/templateFolder``; the shared modules' templates are
    /// the features' (see ``CoreModule/sharedTemplates``).
    public static let templates: [String] = BuiltinTemplates.files.keys.filter { module(of: $0) != nil }.sorted()

    /// The runtime module (not a shared one) whose folder holds `template`, if any.
    static func module(of template: String) -> CoreModule? {
        CoreModule.all.first { template.hasPrefix($0.templateFolder + "/") && template.hasSuffix(".mustache") }
    }

    /// The modules rendered: the runtime's, then the shared spec's.
    public var modules: [CoreModule] { CoreModule.modules(for: shared) }

    /// Where `template` renders to, relative to the package root: the module's folder and the
    /// template's path inside its template folder, without `.mustache`; `nil` for a template that
    /// is not the runtime's.
    public func outputPath(of template: String) -> String? {
        guard let module = Self.module(of: template) else { return nil }
        return outputPath(of: template, in: module)
    }

    private func outputPath(of template: String, in module: CoreModule) -> String {
        let relative = template.dropFirst(module.templateFolder.count + 1).dropLast(".mustache".count)
        return module.path(in: layout) + "/" + relative
    }

    /// Every template with the file it renders to, in module order (a shared module's file
    /// only renders when its condition holds; see ``render()``).
    public var files: [(template: String, path: String)] {
        modules.flatMap { module in
            templates(of: module).map { ($0.template, outputPath(of: $0.template, in: module)) }
        }
    }

    /// A module's templates and the context key each needs (`nil`: none).
    private func templates(of module: CoreModule) -> [(template: String, condition: String?)] {
        if let shared = module.sharedTemplates { return shared.map { ($0.template, $0.condition) } }
        return Self.templates.filter { Self.module(of: $0) == module }.map { ($0, nil) }
    }

    /// The shared spec's feature context, as the shared modules render with it.
    private var sharedContext: TemplateValue? {
        guard let shared else { return nil }
        guard case .object(var members) = FeatureContext(shared.spec).value(forStyle: "feature") else { return nil }
        members["isSharedModule"] = true
        members["doubleAccess"] = "public "
        members["clientsOwner"] = "the features share"
        return .object(members)
    }

    /// Renders every file from the built-in templates (see
    /// ``render(templates:overridden:lineMaps:)``).
    /// - Throws: ``TemplateError`` when a template does not render.
    public func render() throws(TemplateError) -> [RenderedFile] {
        try render(templates: BuiltinTemplates.files)
    }

    /// Renders every file: each module's templates in path order, then its String Catalog when it
    /// has resources; modules in dependency order.
    /// - Parameters:
    ///   - templates: template path → source (the built-in ones with the project's overrides).
    ///   - overridden: the templates that are the project's copies: their headers and errors name
    ///     `.scaffold/templates/<template>`.
    ///   - lineMaps: whether each file records the template position of every line (for
    ///     `verify`'s errors; `false`: empty maps).
    /// - Returns: the files, each LF-only with one final newline.
    /// - Throws: ``TemplateError`` when a template does not parse or uses a name the context lacks
    ///   (rendering is strict).
    func render(templates: [String: String], overridden: Set<String> = [], lineMaps: Bool = false) throws(TemplateError)
        -> [RenderedFile]
    {
        let sharedContext = self.sharedContext
        var result: [RenderedFile] = []
        for module in modules {
            var base = TemplateValue.object(context)
            if module.sharedTemplates != nil, let sharedContext { base = sharedContext }
            let renderer = TemplateRenderer(escaping: .none, isStrict: true)
            var rendered: [RenderedFile] = []
            for (template, condition) in self.templates(of: module) {
                if let condition, base[condition]?.isTruthy != true { continue }
                let source = templates[template] ?? ""
                let name = overridden.contains(template) ? TemplateSet.overrideFolder + "/" + template : template
                guard case .object(var members) = base else { continue }
                members[TemplateNames.generatedFrom] = .string(name)
                let parsed = try TemplateCache.template(source, name: name)
                let (text, lineMap) =
                    lineMaps
                    ? try renderer.renderWithLineMap(parsed, with: .object(members))
                    : (try renderer.render(parsed, with: .object(members)), [])
                rendered.append(
                    RenderedFile(
                        path: outputPath(of: template, in: module), contents: TemplateSet.normalized(text), template: template,
                        templateHash: ContentHash.of(source), lineMap: lineMap))
            }
            if module.hasResources {
                rendered.append(TemplateSet.stringCatalog(of: rendered, sourcesPath: module.path(in: layout)))
            }
            result += rendered
        }
        return result
    }
}
