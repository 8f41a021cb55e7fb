/// Renders the shared runtime (``CoreModule/all``) from the templates under `Templates/core/`:
/// `core/<Module>/Sources/<file>.mustache` becomes `<module folder>/<file>` (see
/// ``CoreModule/path(in:)``), `core/FeatureCore/Tests/<file>.mustache` the runtime's test
/// target, and each module with resources gets its String Catalog, extracted from its rendered
/// sources exactly as a feature's is (``TemplateSet``'s `stringCatalog`).
///
/// The templates render with ``context`` plus `generatedFrom` (the template each file's header
/// names: built-in, or the project's copy under `.scaffold/templates/core/`). Today the runtime
/// is the same for every package; the context is where package-wide inputs (shared models and
/// clients) go.
public struct CoreRuntime: Sendable {
    /// Where the modules go.
    public var layout: ProjectLayout
    /// What the templates render with, besides `generatedFrom`.
    public var context: [String: TemplateValue]

    /// Creates a renderer.
    /// - Parameters:
    ///   - layout: the project's layout.
    ///   - context: the render context's members (`generatedFrom` is set per file).
    public init(layout: ProjectLayout, context: [String: TemplateValue] = [:]) {
        self.layout = layout
        self.context = context
    }

    /// The built-in templates of the runtime (paths relative to `Templates/`, sorted): every
    /// template in a module's ``CoreModule/templateFolder``.
    public static let templates: [String] = BuiltinTemplates.files.keys.filter { module(of: $0) != nil }.sorted()

    /// The module whose folder holds `template`, if any.
    static func module(of template: String) -> CoreModule? {
        CoreModule.all.first { template.hasPrefix($0.templateFolder + "/") && template.hasSuffix(".mustache") }
    }

    /// Where `template` renders to, relative to the package root: the module's folder and the
    /// template's path inside its template folder, without `.mustache`; `nil` for a template that
    /// is not the runtime's.
    public func outputPath(of template: String) -> String? {
        guard let module = Self.module(of: template) else { return nil }
        let relative = template.dropFirst(module.templateFolder.count + 1).dropLast(".mustache".count)
        return module.path(in: layout) + "/" + relative
    }

    /// Every template (``templates``) with the file it renders to, in module order.
    public var files: [(template: String, path: String)] {
        CoreModule.all.flatMap { module in
            Self.templates.filter { Self.module(of: $0) == module }.compactMap { template in
                outputPath(of: template).map { (template, $0) }
            }
        }
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
    /// - Throws: ``TemplateError`` when a template does not parse or uses a name the context
    ///   lacks (rendering is strict).
    func render(templates: [String: String], overridden: Set<String> = [], lineMaps: Bool = false) throws(TemplateError)
        -> [RenderedFile]
    {
        let renderer = TemplateRenderer(escaping: .none, isStrict: true)
        var result: [RenderedFile] = []
        for module in CoreModule.all {
            var rendered: [RenderedFile] = []
            for file in files where Self.module(of: file.template) == module {
                let source = templates[file.template] ?? ""
                let name = overridden.contains(file.template) ? TemplateSet.overrideFolder + "/" + file.template : file.template
                var members = context
                members[TemplateNames.generatedFrom] = .string(name)
                let template = try Template.parse(source, name: name)
                let (text, lineMap) =
                    lineMaps
                    ? try renderer.renderWithLineMap(template, with: .object(members))
                    : (try renderer.render(template, with: .object(members)), [])
                rendered.append(
                    RenderedFile(
                        path: file.path, contents: TemplateSet.normalized(text), template: file.template,
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
