import Foundation

/// The templates of one style and where their output goes: a style renders one file per entry,
/// skipping entries whose condition is false for the spec. The styles are `feature` (screen +
/// feature model + clients), `mvvm` (route view + screen + view model + repositories) and `mvi`
/// (state + events + store + screen + pure view); each renders with
/// ``FeatureContext/value(forStyle:)``.
///
/// Sources come from ``BuiltinTemplates`` unless the project overrides them: a file at the same
/// relative path under `<package>/.scaffold/templates/` (for example
/// `.scaffold/templates/feature/Sources/Route.swift.mustache`) wins. Partials live in
/// `<style>/partials/` or, when several styles use them, `shared/partials/`, and are included
/// by path (`{{>shared/partials/operation-tests}}`).
public struct TemplateSet: Sendable {
    /// One output file.
    public struct Entry: Hashable, Sendable {
        /// The template, relative to `Templates/` (for example `feature/Sources/Route.swift.mustache`).
        public var template: String
        /// The output path relative to the package root; `{name}`, `{sources}` and `{tests}` are
        /// replaced by the feature name and the layout's folders.
        public var output: String
        /// A boolean key of the render context that must be true for the file to be generated;
        /// `nil` means always.
        public var condition: String?

        /// Creates an entry.
        public init(template: String, output: String, condition: String? = nil) {
            self.template = template
            self.output = output
            self.condition = condition
        }
    }

    /// The style's name (`feature`, `mvvm` or `mvi`).
    public let style: String
    /// The files the style generates, in output order.
    public let entries: [Entry]
    /// Template path → source, for this style's templates and partials (overrides applied).
    public private(set) var sources: [String: String]
    /// Template paths whose source comes from the project's `.scaffold/templates/`.
    public private(set) var overridden: Set<String> = []
    /// Template paths the project's `.scaffold/templates/` holds with exactly the built-in
    /// source (as `scaffold templates export` wrote them): they render as the built-in
    /// templates, headers included, so exporting changes no generated file.
    public private(set) var unchangedOverrides: Set<String> = []
    /// Every template and partial parsed, when ``compiled()`` was called (rendering many
    /// features then parses each template once).
    private var parsed: [String: Template]?
    /// Every template's ``ContentHash``, when ``compiled()`` was called.
    private var templateHashes: [String: String]?

    /// Where a template's source lives, as shown in diagnostics: `.scaffold/templates/<path>`
    /// for a project override, `<path> (built-in)` otherwise.
    public func displayPath(of template: String) -> String {
        overridden.contains(template) ? Self.overrideFolder + "/" + template : template + " (built-in)"
    }

    /// The folder, relative to the package root, whose templates override the built-in ones.
    public static let overrideFolder = ".scaffold/templates"

    /// The folder of templates and partials every style may use (for example
    /// `shared/partials/operation-methods.mustache`, included as
    /// `{{>shared/partials/operation-methods}}`); a project overrides them under
    /// `.scaffold/templates/shared/` like any other template.
    public static let sharedFolder = "shared"

    /// The styles with a built-in template set.
    public static let builtinStyles = ["feature", "mvvm", "mvi"]

    /// The built-in template set for `style`, or `nil` when there is none.
    /// - Parameter style: A style name such as `feature`.
    public static func builtin(style: String) -> TemplateSet? {
        guard let entries = builtinEntries[style] else { return nil }
        let prefixes = [style + "/", sharedFolder + "/"]
        return TemplateSet(
            style: style, entries: entries,
            sources: BuiltinTemplates.files.filter { file in prefixes.contains { file.key.hasPrefix($0) } })
    }

    /// This set with `overrides` (template path → source) replacing or adding templates. An
    /// override whose source is the built-in one, byte for byte, is not an override: it is listed
    /// in ``unchangedOverrides`` and the built-in template (and header) is used.
    /// - Parameter overrides: Sources keyed by path relative to the templates folder.
    public func overriding(with overrides: [String: String]) -> TemplateSet {
        var copy = self
        for (path, source) in overrides where path.hasPrefix(style + "/") || path.hasPrefix(Self.sharedFolder + "/") {
            if BuiltinTemplates.files[path] == source {
                copy.unchangedOverrides.insert(path)
                if copy.overridden.remove(path) != nil {
                    copy.parsed = nil
                    copy.templateHashes = nil
                    copy.sources[path] = source
                }
                continue
            }
            copy.unchangedOverrides.remove(path)
            copy.parsed = nil
            copy.templateHashes = nil
            copy.sources[path] = source
            copy.overridden.insert(path)
        }
        return copy
    }

    /// This set with the project's overrides from `<packageRoot>/.scaffold/templates/<style>/`.
    /// - Parameter packageRoot: The root folder of the package being generated into.
    /// - Throws: The file system's error when an override exists but cannot be read.
    public func overriding(fromPackageAt packageRoot: URL) throws -> TemplateSet {
        let root = packageRoot.appendingPathComponent(".scaffold/templates", isDirectory: true)
        let rootPath = root.standardizedFileURL.path
        var overrides: [String: String] = [:]
        for folder in [style, Self.sharedFolder] {
            let folderURL = root.appendingPathComponent(folder, isDirectory: true)
            guard let enumerator = FileManager.default.enumerator(at: folderURL, includingPropertiesForKeys: nil) else {
                continue
            }
            while let url = enumerator.nextObject() as? URL {
                guard url.pathExtension == "mustache" else { continue }
                let relative = String(url.standardizedFileURL.path.dropFirst(rootPath.count + 1))
                overrides[relative] = try String(contentsOf: url, encoding: .utf8)
            }
        }
        return overriding(with: overrides)
    }

    /// Renders every entry whose condition holds.
    /// - Parameters:
    ///   - context: The feature's render context.
    ///   - layout: Where the files go.
    ///   - lineMaps: Whether each file records the template position of every output line
    ///     (``RenderedFile/lineMap``; `false`: empty maps, a faster render).
    /// - Returns: The files, sorted by path, the feature's String Catalog included
    ///   (``StringCatalog``); each uses LF line endings and ends with exactly one newline.
    /// - Throws: ``TemplateError`` when a template does not parse or uses a name the context
    ///   lacks (rendering is strict), or a template file is missing from the set.
    public func render(_ context: FeatureContext, layout: ProjectLayout = .features, lineMaps: Bool = true)
        throws(TemplateError) -> [RenderedFile]
    {
        let partials: [String: Template]
        if let parsed { partials = parsed } else { partials = try parseAll() }
        let renderer = TemplateRenderer(escaping: .none, isStrict: true, partials: TemplateLibrary(templates: partials))
        let name = FeatureNaming.typeName(context.spec.name)
        let value = context.value(forStyle: style)
        // One copy of the context's members for every file: each file sets its header's template
        // in place (a copy per file copied every member of the context per file).
        var members: TemplateObject?
        if case .object(let object) = value { members = object }
        var files: [RenderedFile] = []
        for entry in entries {
            if let condition = entry.condition, value[condition]?.isTruthy != true { continue }
            guard let template = partials[String(entry.template.dropLast(".mustache".count))] else {
                throw TemplateError(
                    .unknownPartial(name: entry.template, searched: "the \(style) template set"),
                    at: TemplateLocation(template: entry.template, line: 1, column: 1))
            }
            // The header names the template actually used: built-in, or the project's override.
            var fileValue = value
            if members != nil {
                members?[TemplateNames.generatedFrom] = .string(
                    overridden.contains(entry.template) ? Self.overrideFolder + "/" + entry.template : entry.template)
                if let members { fileValue = .object(members) }
            }
            let (text, lineMap) =
                lineMaps
                ? try renderer.renderWithLineMap(template, with: fileValue) : (try renderer.render(template, with: fileValue), [])
            let path = Self.outputPath(
                entry.output, sources: layout.sourcesPath(for: name), tests: layout.testsPath(for: name), name: name)
            files.append(
                RenderedFile(
                    path: path, contents: Self.normalized(text), template: entry.template,
                    templateHash: templateHashes?[entry.template] ?? ContentHash.of(sources[entry.template] ?? ""),
                    lineMap: lineMap))
        }
        files.append(Self.stringCatalog(of: files, sourcesPath: layout.sourcesPath(for: name)))
        return files.sorted { $0.path < $1.path }
    }

    /// The feature's String Catalog (`<sources>/Resources/Localizable.xcstrings`): one key per
    /// user-visible string the rendered sources show (``LocalizedStringExtractor``), so the
    /// catalog always matches what the templates emit.
    static func stringCatalog(of files: [RenderedFile], sourcesPath: String) -> RenderedFile {
        let sources = files.filter { $0.path.hasPrefix(sourcesPath + "/") && $0.path.hasSuffix(".swift") }
        let extraction = LocalizedStringExtractor.extract(
            from: sources.map { LocalizedStringExtractor.SourceFile(path: $0.path, text: $0.contents) })
        return RenderedFile(
            path: StringCatalog.path(inSources: sourcesPath),
            contents: StringCatalog(keys: extraction.keys, comments: extraction.comments).text,
            template: StringCatalog.recordTemplate, templateHash: StringCatalog.formatHash)
    }

    /// This set with every template parsed once, for rendering many features.
    /// - Throws: ``TemplateError`` when a template does not parse.
    public func compiled() throws(TemplateError) -> TemplateSet {
        var copy = self
        copy.parsed = try parseAll()
        copy.templateHashes = sources.mapValues { ContentHash.of($0) }
        return copy
    }

    /// Every template and partial, keyed by path without `.mustache`.
    private func parseAll() throws(TemplateError) -> [String: Template] {
        var partials: [String: Template] = [:]
        for path in sources.keys.sorted() where path.hasSuffix(".mustache") {
            let name = String(path.dropLast(".mustache".count))
            partials[name] = try TemplateCache.template(sources[path] ?? "", name: displayPath(of: path))
        }
        return partials
    }

    /// `pattern` with every `{sources}`, `{tests}` and `{name}` replaced, in one pass (values
    /// are not scanned for placeholders: layout paths and feature names contain no braces).
    static func outputPath(_ pattern: String, sources: String, tests: String, name: String) -> String {
        var result = ""
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            rest = rest[open...]
            if rest.hasPrefix("{sources}") {
                result += sources
                rest = rest.dropFirst("{sources}".count)
            } else if rest.hasPrefix("{tests}") {
                result += tests
                rest = rest.dropFirst("{tests}".count)
            } else if rest.hasPrefix("{name}") {
                result += name
                rest = rest.dropFirst("{name}".count)
            } else {
                result += "{"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }

    /// LF line endings and exactly one trailing newline.
    static func normalized(_ text: String) -> String {
        var text = LineEndings.containsCarriageReturn(text) ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
        while text.hasSuffix("\n") { text.removeLast() }
        return text + "\n"
    }

    private static let builtinEntries: [String: [Entry]] = [
        "feature": [
            Entry(template: "shared/Sources/Route.swift.mustache", output: "{sources}/{name}Route.swift"),
            Entry(
                template: "shared/Sources/Links.swift.mustache", output: "{sources}/{name}Links.swift",
                condition: "hasDeepLinks"),
            Entry(
                template: "shared/Sources/Outcome.swift.mustache", output: "{sources}/{name}Outcome.swift",
                condition: "hasOutcomes"),
            Entry(template: "feature/Sources/Feature.swift.mustache", output: "{sources}/{name}Feature.swift"),
            Entry(
                template: "shared/Sources/Client.swift.mustache", output: "{sources}/{name}Client.swift",
                condition: "hasDeclaredClients"),
            Entry(
                template: "shared/Sources/ExternalTypes.swift.mustache", output: "{sources}/{name}ExternalTypes.swift",
                condition: "hasExternalTypes"),
            Entry(
                template: "shared/Sources/Models.swift.mustache", output: "{sources}/{name}Models.swift",
                condition: "hasModels"),
            Entry(
                template: "feature/Sources/Store.swift.mustache", output: "{sources}/{name}Store.swift",
                condition: "hasStorage"),
            Entry(
                template: "feature/Sources/Storage+SwiftData.swift.mustache",
                output: "{sources}/{name}Storage+SwiftData.swift", condition: "usesSwiftData"),
            Entry(template: "feature/Sources/Screen.swift.mustache", output: "{sources}/{name}Screen.swift"),
            Entry(
                template: "shared/Sources/Fixtures.swift.mustache", output: "{sources}/{name}Fixtures.swift",
                condition: "hasFixtures"),
            Entry(
                template: "shared/Sources/PreviewClients.swift.mustache", output: "{sources}/{name}PreviewClients.swift",
                condition: "hasPreviewClients"),
            Entry(template: "feature/Sources/Previews.swift.mustache", output: "{sources}/{name}Previews.swift"),
            Entry(template: "feature/Tests/FeatureTests.swift.mustache", output: "{tests}/{name}FeatureTests.swift"),
            Entry(
                template: "shared/Tests/LinkTests.swift.mustache", output: "{tests}/{name}LinkTests.swift",
                condition: "hasDeepLinks"),
            Entry(
                template: "shared/Tests/ClientDoubles.swift.mustache", output: "{tests}/{name}ClientDoubles.swift",
                condition: "hasClients"),
            Entry(
                template: "feature/Tests/StoreTests.swift.mustache", output: "{tests}/{name}StoreTests.swift",
                condition: "hasStorage"),
            Entry(
                template: "feature/Tests/StoreTestSupport.swift.mustache", output: "{tests}/{name}StoreTestSupport.swift",
                condition: "hasStorage"),
            Entry(
                template: "feature/Tests/SwiftDataTests.swift.mustache", output: "{tests}/{name}SwiftDataTests.swift",
                condition: "usesSwiftData"),
        ],
        "mvvm": [
            Entry(template: "shared/Sources/Route.swift.mustache", output: "{sources}/{name}Route.swift"),
            Entry(
                template: "shared/Sources/Links.swift.mustache", output: "{sources}/{name}Links.swift",
                condition: "hasDeepLinks"),
            Entry(
                template: "shared/Sources/Outcome.swift.mustache", output: "{sources}/{name}Outcome.swift",
                condition: "hasOutcomes"),
            Entry(template: "mvvm/Sources/ViewModel.swift.mustache", output: "{sources}/{name}ViewModel.swift"),
            Entry(
                template: "mvvm/Sources/Repository.swift.mustache", output: "{sources}/{name}Repository.swift",
                condition: "hasDeclaredClients"),
            Entry(
                template: "shared/Sources/ExternalTypes.swift.mustache", output: "{sources}/{name}ExternalTypes.swift",
                condition: "hasExternalTypes"),
            Entry(
                template: "shared/Sources/Models.swift.mustache", output: "{sources}/{name}Models.swift",
                condition: "hasModels"),
            Entry(template: "mvvm/Sources/RouteView.swift.mustache", output: "{sources}/{name}RouteView.swift"),
            Entry(template: "mvvm/Sources/Screen.swift.mustache", output: "{sources}/{name}Screen.swift"),
            Entry(
                template: "shared/Sources/Fixtures.swift.mustache", output: "{sources}/{name}Fixtures.swift",
                condition: "hasFixtures"),
            Entry(
                template: "shared/Sources/PreviewClients.swift.mustache", output: "{sources}/{name}PreviewRepositories.swift",
                condition: "hasPreviewClients"),
            Entry(template: "mvvm/Sources/Previews.swift.mustache", output: "{sources}/{name}Previews.swift"),
            Entry(template: "mvvm/Tests/ViewModelTests.swift.mustache", output: "{tests}/{name}ViewModelTests.swift"),
            Entry(
                template: "shared/Tests/LinkTests.swift.mustache", output: "{tests}/{name}LinkTests.swift",
                condition: "hasDeepLinks"),
            Entry(
                template: "shared/Tests/ClientDoubles.swift.mustache", output: "{tests}/{name}RepositoryDoubles.swift",
                condition: "hasClients"),
        ],
        "mvi": [
            Entry(template: "shared/Sources/Route.swift.mustache", output: "{sources}/{name}Route.swift"),
            Entry(
                template: "shared/Sources/Links.swift.mustache", output: "{sources}/{name}Links.swift",
                condition: "hasDeepLinks"),
            Entry(
                template: "shared/Sources/Outcome.swift.mustache", output: "{sources}/{name}Outcome.swift",
                condition: "hasOutcomes"),
            Entry(template: "mvi/Sources/State.swift.mustache", output: "{sources}/{name}State.swift"),
            Entry(template: "mvi/Sources/Event.swift.mustache", output: "{sources}/{name}Event.swift"),
            Entry(template: "mvi/Sources/Store.swift.mustache", output: "{sources}/{name}Store.swift"),
            Entry(
                template: "shared/Sources/Client.swift.mustache", output: "{sources}/{name}Client.swift",
                condition: "hasDeclaredClients"),
            Entry(
                template: "shared/Sources/ExternalTypes.swift.mustache", output: "{sources}/{name}ExternalTypes.swift",
                condition: "hasExternalTypes"),
            Entry(
                template: "shared/Sources/Models.swift.mustache", output: "{sources}/{name}Models.swift",
                condition: "hasModels"),
            Entry(template: "mvi/Sources/Screen.swift.mustache", output: "{sources}/{name}Screen.swift"),
            Entry(template: "mvi/Sources/View.swift.mustache", output: "{sources}/{name}View.swift"),
            Entry(
                template: "shared/Sources/Fixtures.swift.mustache", output: "{sources}/{name}Fixtures.swift",
                condition: "hasFixtures"),
            Entry(
                template: "shared/Sources/PreviewClients.swift.mustache", output: "{sources}/{name}PreviewClients.swift",
                condition: "hasPreviewClients"),
            Entry(template: "mvi/Sources/Previews.swift.mustache", output: "{sources}/{name}Previews.swift"),
            Entry(template: "mvi/Tests/StoreTests.swift.mustache", output: "{tests}/{name}StoreTests.swift"),
            Entry(
                template: "shared/Tests/LinkTests.swift.mustache", output: "{tests}/{name}LinkTests.swift",
                condition: "hasDeepLinks"),
            Entry(
                template: "shared/Tests/ClientDoubles.swift.mustache", output: "{tests}/{name}ClientDoubles.swift",
                condition: "hasClients"),
        ],
    ]
}
