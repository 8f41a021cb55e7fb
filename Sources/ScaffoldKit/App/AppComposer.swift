import Foundation

/// Renders the app's composition root and root navigation from every feature's spec: the files
/// of the `App` target that scaffold owns and regenerates (``files``), beside the user's own
/// `App.swift` that it never touches.
///
/// - `Sources/App/AppComposition.swift` (compiles everywhere): `AppFeature`, the features the
///   root shows in order with their titles and SF Symbols, `AppDependencies`, every
///   feature's live clients and stores (`live()`) or, in debug builds, its preview clients and
///   stores (`preview()`, from the feature's `<Name>PreviewClients.swift`), each a property a
///   test or preview in the App target may replace, the process's one live set every window
///   shares (`shared()`, through `SharedAppDependencies`), and
///   `AppFeatureModels`, each root feature's model (feature model, view model or store) made
///   from the dependencies on its first show and kept for as long as the root lives.
/// - `Sources/App/AppRootView.swift` (SwiftUI): `AppRootView` (a sidebar listing the root
///   features where the width is regular, one tab per root feature where it is compact; each
///   feature owning its navigation stack, hosted over the model `AppFeatureModels` keeps, so its
///   screen state survives a sidebar switch and a size-class change), `AppLaunchView` (opens the
///   dependencies it is given, by default the shared live set, then shows the root) and the views that host each feature or embed it
///   in another feature's stack (over a fresh model) to follow a cross-feature route (`opens`),
///   plus a `#Preview`.
/// - `Tests/AppTests/SharedAppDependenciesTests.swift`: that the shared set is opened once for
///   every caller, and opened again after a failure; `Tests/AppTests/AppSceneStateTests.swift`:
///   that a window's saved state (`AppSceneState`, the selection and each feature's path, saved
///   in scene storage) comes back, and falls back to the root where it no longer decodes;
///   `Tests/AppTests/AppLinkTests.swift`: that a deep link naming a feature selects it
///   (`AppFeatureModels.open(_:)`, which hands the rest of the link to the feature's routes'
///   `init?(link:)`), and one naming no feature or route changes nothing.
/// - `Sources/App/Resources/Localizable.xcstrings` (``catalogPath``): the App target's String
///   Catalog, one key per user-visible string of the two files above (the features' tab and
///   sidebar titles, the launch and empty states), extracted like a feature's catalog
///   (``LocalizedStringExtractor``), so a translator localizes the app's own text there.
///
/// Pure: reads and writes nothing. Validation of what only the whole package can check (a route
/// opening a feature or route that does not exist, parameters that do not fit, dependency
/// cycles) is ``validate(_:)``.
public struct AppComposer: Sendable {
    /// One feature as the composer sees it.
    public struct Feature: Sendable {
        /// The parts of the validated spec that the composition root reads (``SpecParts``), as
        /// a spec that has only them: client methods, state and storage versions are empty, and
        /// a model has only its `id` property. The same whether the spec was just validated or
        /// its parts were kept by ``CompositionRootCache``.
        public private(set) var spec: FeatureSpec
        /// Those parts.
        private(set) var parts: SpecParts
        /// The spec file's path relative to the package root (where errors point).
        public var specPath: String
        /// The spec file's text (to locate errors).
        public var specText: String

        /// Creates a feature entry from a validated spec (keeping the parts the composition
        /// root reads).
        public init(spec: FeatureSpec, specPath: String, specText: String) {
            let parts = SpecParts(spec)
            self.init(parts: parts, storage: spec.storage.kind, specPath: specPath, specText: specText)
        }

        /// Creates a feature entry from the parts of a validated spec; `nil` when they name no
        /// storage kind (parts written by another version).
        init?(parts: SpecParts, specPath: String, specText: String) {
            guard let storage = parts.storage else { return nil }
            self.init(parts: parts, storage: storage, specPath: specPath, specText: specText)
        }

        private init(parts: SpecParts, storage: FeatureSpec.Storage.Kind, specPath: String, specText: String) {
            self.parts = parts
            self.spec = parts.spec(storage: storage)
            self.specPath = specPath
            self.specText = specText
        }
    }

    /// Template (relative to `Templates/`) → output path relative to the package root.
    public static let files: [(template: String, path: String)] = [
        ("app/AppComposition.swift.mustache", "Sources/App/AppComposition.swift"),
        ("app/AppRootView.swift.mustache", "Sources/App/AppRootView.swift"),
        ("app/SharedAppDependenciesTests.swift.mustache", "Tests/AppTests/SharedAppDependenciesTests.swift"),
        ("app/AppSceneStateTests.swift.mustache", "Tests/AppTests/AppSceneStateTests.swift"),
        ("app/AppLinkTests.swift.mustache", "Tests/AppTests/AppLinkTests.swift"),
    ]

    /// The App target's String Catalog, relative to the package root: rendered after ``files``
    /// from their rendered text, and merged three ways like them (a translator's localizations
    /// survive a regeneration).
    public static let catalogPath = StringCatalog.path(inSources: sourcesPath)

    /// The App target's sources folder, relative to the package root.
    public static let sourcesPath = "Sources/App"

    /// The Xcode project's shared scheme (`scaffold init` writes the project), relative to the
    /// package root: rendered after the catalog when ``hasXcodeProject`` is set. Its test action
    /// lists every test target of the package that scaffold owns (`AppTests` and each feature's
    /// `<Name>Tests`, by name), so Cmd-U in Xcode runs them; it follows the features like the
    /// composition root and is merged three ways like it.
    ///
    /// Each testable is the local package's test target, referenced as Xcode references a
    /// package target from a project beside it: `BlueprintIdentifier`, `BuildableName` and
    /// `BlueprintName` are the target's name and `ReferencedContainer` is `container:..`, the
    /// package folder relative to the folder holding the `.xcodeproj`
    /// (https://developer.apple.com/documentation/xcode/customizing-the-build-schemes-for-a-project).
    /// - Parameter appName: the package's name, which names the project and its scheme.
    public static func schemePath(appName: String) -> String {
        "Xcode/\(appName).xcodeproj/xcshareddata/xcschemes/\(appName).xcscheme"
    }

    /// The Xcode project file whose presence makes ``hasXcodeProject`` true for a package.
    public static func projectPath(appName: String) -> String {
        "Xcode/\(appName).xcodeproj/project.pbxproj"
    }

    /// The scheme's template (relative to `Templates/`).
    static let schemeTemplate = "app/scheme.xcscheme.mustache"

    /// The app's name (the package's name).
    public var appName: String
    /// Every feature scaffold generated in the package, in any order.
    public var features: [Feature]
    /// The configured order of the root (``ProjectConfig/features``).
    public var order: [String]
    /// Whether the package has the Xcode project `scaffold init` writes, whose scheme
    /// (``schemePath(appName:)``) is rendered too.
    public var hasXcodeProject: Bool

    /// Creates a composer.
    public init(appName: String, features: [Feature], order: [String], hasXcodeProject: Bool = false) {
        self.appName = appName
        self.features = features
        self.order = order
        self.hasXcodeProject = hasXcodeProject
    }

    /// The features in the order the root shows them: those named in ``order`` first (in that
    /// order), then the rest by name.
    public var orderedFeatures: [Feature] {
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return features.sorted { lhs, rhs in
            switch (rank[lhs.spec.name], rank[rhs.spec.name]) {
            case (let left?, let right?): left < right
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): lhs.spec.name < rhs.spec.name
            }
        }
    }

    // MARK: - Validation

    /// Checks what no single spec can: every cross-feature route opens a feature of the package
    /// (and, when it names one, a route of that feature whose parameters this route supplies
    /// with the same names and types), and the features' `dependencies` form no cycle (SwiftPM
    /// cannot express one), and no module name clashes with a type the App target would see
    /// beside it (``nameClashes(_:changing:)``).
    /// - Parameters:
    ///   - features: every feature of the package.
    ///   - changing: the features being generated, synced or renamed now (where a clash
    ///     between one of them and a saved feature is reported).
    /// - Returns: located diagnostics, empty when the package is consistent.
    public static func validate(_ features: [Feature], changing: Set<String> = []) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let byName = Dictionary(features.map { ($0.spec.name, $0) }, uniquingKeysWith: { first, _ in first })
        // The gate already in the package keeps its place; the one being added or changed is blamed.
        let gates = features.filter(\.spec.app.isGate).map(\.spec.name).sorted {
            (changing.contains($0) ? 1 : 0, $0) < (changing.contains($1) ? 1 : 0, $1)
        }
        for extra in gates.dropFirst() {
            guard let feature = byName[extra] else { continue }
            diagnostics.append(
                Diagnostic(
                    at: SpecLocator(feature).location(ofAppKey: "gate"),
                    "app.gate: '\(gates[0])' is already the app's gate, and the root shows one gate before the others; remove \"gate\" here, or from '\(gates[0])'"
                ))
        }
        for feature in features.sorted(by: { $0.spec.name < $1.spec.name }) {
            // Parsed only for a diagnostic (most features have none).
            func locator() -> SpecLocator { SpecLocator(feature) }
            for (index, route) in feature.spec.routes.enumerated() {
                guard let opens = route.opens else { continue }
                let path = "routes[\(index)].opens"
                guard let target = byName[opens.feature] else {
                    let known = byName.keys.filter { $0 != feature.spec.name }.sorted()
                    var message = "\(path).feature: no feature '\(opens.feature)' in this package"
                    if let suggestion = NearestName.find(opens.feature, among: known) {
                        message += "; did you mean '\(suggestion)'?"
                    }
                    message +=
                        known.isEmpty
                        ? "; generate it first with 'scaffold feature \(opens.feature)'"
                        : " (features: \(known.joined(separator: ", ")))"
                    diagnostics.append(Diagnostic(at: locator().location(routeIndex: index, key: "feature"), message))
                    continue
                }
                guard let routeName = opens.route else { continue }
                guard target.spec.style == "feature" else {
                    diagnostics.append(
                        Diagnostic(
                            at: locator().location(routeIndex: index, key: "route"),
                            "\(path).route: '\(target.spec.name)' has style '\(target.spec.style)', whose screen cannot be opened at a route; remove 'route' to open its root screen"
                        ))
                    continue
                }
                guard let targetRoute = target.spec.routes.first(where: { $0.name == routeName }) else {
                    let known = target.spec.routes.map(\.name)
                    var message = "\(path).route: '\(target.spec.name)' has no route '\(routeName)'"
                    if let suggestion = NearestName.find(routeName, among: known) { message += "; did you mean '\(suggestion)'?" }
                    if !known.isEmpty { message += " (routes: \(known.joined(separator: ", ")))" }
                    diagnostics.append(Diagnostic(at: locator().location(routeIndex: index, key: "route"), message))
                    continue
                }
                if target.parts.destinationOnlyRoutes.contains(routeName) {
                    diagnostics.append(
                        Diagnostic(
                            at: locator().location(routeIndex: index, key: "route"),
                            "\(path).route: '\(target.spec.name).\(routeName)' shows a value it looks up among what '\(target.spec.name)' loaded, and only its destinations' queries load one, which the page cannot run when '\(feature.spec.name)' opens it: it would always say \"Not found\"; give route '\(routeName)' of '\(target.spec.name)' a query of its own (a client method taking its '\(targetRoute.parameters.first?.name ?? "")'), let '\(target.spec.name)''s root load that model, or open its root screen (remove 'route')"
                        ))
                    continue
                }
                for parameter in targetRoute.parameters {
                    let supplied = route.parameters.first { $0.name == parameter.name }.map { Self.compact($0.type) }
                    // `Book.ID` of the target's model `Book` is the type of its `id`: the other
                    // feature names that type instead (the same type, so the root passes it on).
                    let identity = Self.identityType(parameter.type, in: target.spec)
                    if supplied == Self.compact(parameter.type) || (identity != nil && supplied == identity.map(Self.compact)) {
                        continue
                    }
                    let fix: String
                    if let identity {
                        fix =
                            "give route '\(route.name)' the parameter '\(parameter.name): \(identity)' (\(parameter.type) is \(identity); '\(feature.spec.name)' cannot name the types of '\(target.spec.name)')"
                    } else if let owned = Self.ownType(in: parameter.type, of: target.spec) {
                        fix =
                            "its type uses '\(owned)', a type of '\(target.spec.name)' that '\(feature.spec.name)' cannot name; change that route's parameter to a type both features can name (such as String, Int or UUID), or open a route without it"
                    } else {
                        fix = "give route '\(route.name)' a parameter with that name and type"
                    }
                    diagnostics.append(
                        Diagnostic(
                            at: locator().location(routeIndex: index, key: "route"),
                            "\(path).route: '\(target.spec.name).\(routeName)' needs '\(parameter.name): \(parameter.type)'; \(fix)"
                        ))
                }
            }
        }
        diagnostics += dependencyCycles(features, byName: byName)
        diagnostics += nameClashes(features, changing: changing)
        return diagnostics
    }

    /// What `features`' routes open in other features: per feature, its routes that another
    /// feature opens, and the features that another feature opens (its root screen or a route).
    public static func openings(of features: [Feature]) -> (routes: [String: Set<String>], features: Set<String>) {
        var routes: [String: Set<String>] = [:]
        var opened = Set<String>()
        for feature in features {
            for route in feature.parts.routes {
                guard let target = route.opensFeature, target != feature.parts.name else { continue }
                opened.insert(target)
                if let route = route.opensRoute { routes[target, default: []].insert(route) }
            }
        }
        return (routes, opened)
    }

    /// A cycle among the features' `dependencies`, reported once at the dependency that closes it.
    private static func dependencyCycles(_ features: [Feature], byName: [String: Feature]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var reported = Set<String>()
        for feature in features.sorted(by: { $0.spec.name < $1.spec.name }) {
            // Depth-first search for a path back to `feature`.
            var stack: [(name: String, path: [String])] = [(feature.spec.name, [feature.spec.name])]
            var visited = Set<String>()
            while let (name, path) = stack.popLast() {
                for dependency in byName[name]?.spec.dependencies ?? [] {
                    if dependency == feature.spec.name {
                        let cycle = path + [dependency]
                        let key = Set(cycle).sorted().joined(separator: ",")
                        guard reported.insert(key).inserted else { continue }
                        let index = feature.spec.dependencies.firstIndex(of: cycle[1]) ?? 0
                        diagnostics.append(
                            Diagnostic(
                                at: SpecLocator(feature).location(ofDependency: index),
                                "dependencies[\(index)]: the features' dependencies form a cycle (\(cycle.joined(separator: " → "))), which Package.swift cannot express; let the app's composition root connect them with a route's 'opens' instead"
                            ))
                    } else if byName[dependency] != nil, visited.insert(dependency).inserted {
                        stack.append((dependency, path + [dependency]))
                    }
                }
            }
        }
        return diagnostics
    }

    /// The names of `spec`'s routes whose page shows a value it looks up among the loaded ones
    /// (`loaded<Model>(id:)`) that only destinations' queries load: opened by another feature,
    /// nothing it can run by itself loads it (`find<Model>(id:)` has no list to load).
    static func routesShowingOnlyWhatDestinationsLoad(in spec: FeatureSpec) -> Set<String> {
        guard spec.routes.contains(where: { $0.parameters.count == 1 }) else { return [] }
        // The routes' part of the feature's context only (not the whole context).
        return Set(
            FeatureContext.routes(of: spec).compactMap { route -> String? in
                guard case .string(let name)? = route["rawName"], route["hasStoredValue"]?.isTruthy == true,
                    route["hasStoredFind"]?.isTruthy != true
                else { return nil }
                return name
            })
    }

    /// `type` without whitespace, for comparing type expressions.
    static func compact(_ type: String) -> String { type.filter { !$0.isWhitespace } }

    /// For `<Model>.ID` where `<Model>` is one of `spec`'s models (or storage models) with an
    /// `id` property: the type of that `id` (`Identifiable`'s `ID` is it), else `nil`.
    static func identityType(_ type: String, in spec: FeatureSpec) -> String? {
        let compacted = compact(type)
        guard compacted.hasSuffix(".ID") else { return nil }
        let model = String(compacted.dropLast(3))
        if let found = spec.models.first(where: { $0.name == model }) {
            return found.properties.first { $0.name == "id" }?.type
        }
        if let found = spec.storage.models.first(where: { $0.name == model }) {
            return found.properties.first { $0.name == "id" }?.type
        }
        return nil
    }

    /// The first of `spec`'s own model names (models, storage models, storage enums) that
    /// `type` mentions as a whole identifier, else `nil`.
    static func ownType(in type: String, of spec: FeatureSpec) -> String? {
        let identifiers = Set(type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        let own = spec.models.map(\.name) + spec.storage.models.map(\.name) + spec.storage.enums.map(\.name)
        return own.first { identifiers.contains($0) }
    }

    // MARK: - Rendering

    /// Renders ``files``, then the App target's String Catalog (``catalogPath``) from them, then
    /// (with ``hasXcodeProject``) the Xcode scheme (``schemePath(appName:)``).
    /// - Returns: the rendered files, in the order of ``files``, then the catalog, then the scheme.
    /// - Throws: ``TemplateError`` when a template does not parse or render.
    public func render() throws -> [RenderedFile] {
        try render(templates: BuiltinTemplates.files)
    }

    /// Renders ``files`` from `templates` (template path → source), then the catalog.
    /// - Parameter overridden: the templates that are the project's copies: their errors name
    ///   `.scaffold/templates/<template>`.
    func render(templates: [String: String], overridden: Set<String> = []) throws -> [RenderedFile] {
        let context = self.context()
        let renderer = TemplateRenderer(escaping: .none, isStrict: true)
        // Each file on a core of its own: for a package of many features, both are long.
        let rendered = ParallelMap.map(Self.files, threshold: 1) { file -> Result<RenderedFile, TemplateError> in
            let source = templates[file.template] ?? ""
            let name = overridden.contains(file.template) ? TemplateSet.overrideFolder + "/" + file.template : file.template
            // The header names the template actually used: built-in, or the project's copy.
            var fileContext = context
            if case .object(var members) = context {
                members[TemplateNames.generatedFrom] = .string(name)
                fileContext = .object(members)
            }
            do throws(TemplateError) {
                let template = try TemplateCache.template(source, name: name)
                return .success(
                    RenderedFile(
                        path: file.path, contents: try renderer.render(template, with: fileContext),
                        template: file.template, templateHash: ContentHash.of(source)))
            } catch {
                return .failure(error)
            }
        }
        let sources = try rendered.map { try $0.get() }
        let catalog = TemplateSet.stringCatalog(of: sources, sourcesPath: Self.sourcesPath)
        guard hasXcodeProject else { return sources + [catalog] }
        return sources + [catalog, try renderScheme(templates: templates, testTargets: testTargetNames)]
    }

    /// The test targets the scheme runs: `AppTests`, then each feature's and the shared
    /// runtime's (`FeatureCoreTests`), by name.
    var testTargetNames: [String] {
        ["AppTests"] + (features.map { SwiftName($0.spec.name).testTargetName } + [CoreModule.featureCoreTests.name]).sorted()
    }

    /// The scheme listing `testTargets` (none: the scheme `scaffold init` wrote before it listed
    /// test targets, the merge base of a scheme no record knows).
    func renderScheme(templates: [String: String], testTargets: [String]) throws -> RenderedFile {
        let source = templates[Self.schemeTemplate] ?? ""
        let template = try TemplateCache.template(source, name: Self.schemeTemplate)
        let context = TemplateValue.object([
            "appName": .string(appName),
            "testTargets": .list(testTargets.map { .object(["name": .string($0)]) }),
            "hasTestTargets": .bool(!testTargets.isEmpty),
        ])
        return RenderedFile(
            path: Self.schemePath(appName: appName),
            contents: try TemplateRenderer(escaping: .none, isStrict: true).render(template, with: context),
            template: Self.schemeTemplate, templateHash: ContentHash.of(source))
    }

    /// The render context (documented on the templates in `Templates/app/`).
    func context() -> TemplateValue {
        let ordered = orderedFeatures
        let byName = Dictionary(features.map { ($0.spec.name, $0.spec) }, uniquingKeysWith: { first, _ in first })
        let values = ordered.map { featureValue($0.spec, byName: byName) }
        var arguments: [TemplateValue] = []
        for (feature, value) in zip(ordered, values) {
            guard case .object(let object) = value else { continue }
            if case .list(let clients) = object["clients"] {
                for client in clients {
                    guard case .object(let client) = client, case .string(let property) = client["property"],
                        case .string(let live) = client["live"], case .string(let preview) = client["preview"]
                    else { continue }
                    arguments.append(
                        .object(["property": .string(property), "live": .string(live), "preview": .string(preview)]))
                }
            }
            if feature.spec.storage.kind != .none, case .string(let property) = object["storeProperty"],
                case .string(let storeProtocol) = object["storeProtocol"], case .string(let module) = object["module"]
            {
                arguments.append(
                    .object([
                        "property": .string(property), "live": .string(property),
                        "preview": .string("\(module).Preview\(storeProtocol)()"),
                    ]))
            }
        }
        let sharedClients = Set(features.flatMap { $0.spec.clients.filter(\.isShared).map(\.name) }).sorted().map {
            name -> TemplateValue in
            let protocolName = FeatureNaming.typeName(name) + "Client"
            return .object([
                "protocolName": .string(protocolName),
                "property": .string(Self.sharedClientProperty(name)),
                "live": .string("\(SharedSpec.moduleName).Live\(protocolName)()"),
                "preview": .string("\(SharedSpec.moduleName).Preview\(protocolName)()"),
            ])
        }
        let rootValues = zip(ordered, values).filter { $0.0.spec.app.isInRoot }.map(\.1)
        // The first gate by name (``validate(_:changing:)`` refuses a second).
        let gate = zip(ordered, values).filter { $0.0.spec.app.isGate }.min { $0.0.spec.name < $1.0.spec.name }.map(\.1)
        return .object([
            "sharedClients": .list(sharedClients),
            "hasSharedClients": .bool(!sharedClients.isEmpty),
            "sharedArguments": .list(sharedClients),
            "appName": .string(appName),
            "appPossessive": .string(DiagnosticText.possessive(appName)),
            "features": .list(values),
            "rootFeatures": .list(rootValues),
            "hasRootFeatures": .bool(!rootValues.isEmpty),
            "gate": gate.map { .list([$0]) } ?? .list([]),
            "hasGate": .bool(gate != nil),
            "modelFeatures": .list(zip(ordered, values).filter { $0.0.spec.app.isInRoot || $0.0.spec.app.isGate }.map(\.1)),
            // The scheme the generated link tests use (any: `open(_:)` reads no scheme but the web's).
            "linkScheme": .string(Self.linkName(of: appName).filter { $0 != "-" }),
            "maximumLinkSegments": .string(String(LinkPattern.maximumSegments)),
            "arguments": .list(arguments),
        ])
    }

    /// The `AppDependencies` property of shared client `name`: `sharedSessionClient`.
    static func sharedClientProperty(_ name: String) -> String { "shared" + FeatureNaming.typeName(name) + "Client" }

    private func featureValue(_ spec: FeatureSpec, byName: [String: FeatureSpec]) -> TemplateValue {
        let typeName = FeatureNaming.typeName(spec.name)
        let caseName = FeatureNaming.memberName(spec.name)
        let module = SwiftName(spec.name).targetName
        let isMVVM = spec.style == "mvvm"
        let suffix = isMVVM ? "Repository" : "Client"
        // What the entry view and the model are made with: each client's own property, or the
        // one shared client's.
        let clientArguments: [TemplateValue] = spec.clients.map { client in
            let label = FeatureNaming.memberName(client.name) + suffix
            let property =
                client.isShared ? Self.sharedClientProperty(client.name) : caseName + FeatureNaming.typeName(client.name) + suffix
            return .object(["label": .string(label), "property": .string(property)])
        }
        let clients: [TemplateValue] = spec.clients.filter { !$0.isShared }.map { client in
            let clientType = FeatureNaming.typeName(client.name)
            return .object([
                "featureName": .string(typeName),
                "protocolName": .string(clientType + suffix),
                "property": .string(caseName + clientType + suffix),
                "label": .string(FeatureNaming.memberName(client.name) + suffix),
                "live": .string("\(module).Live\(clientType)\(suffix)()"),
                "preview": .string("\(module).Preview\(clientType)\(suffix)()"),
            ])
        }
        let title = spec.app.title ?? FeatureNaming.displayName(spec.name)
        // The state holder the style's entry view runs on, and the arguments that make it from
        // `AppDependencies` (the same ones the entry view's dependency initializer passes).
        let model: (type: String, label: String) =
            switch spec.style {
            case "mvvm": (typeName + "ViewModel", "viewModel")
            case "mvi": (typeName + "Store", "store")
            default: (typeName + "Feature", "feature")
            }
        var modelArguments = clientArguments.compactMap { argument -> String? in
            guard case .string(let label)? = argument["label"], case .string(let property)? = argument["property"] else {
                return nil
            }
            return "\(label): dependencies.\(property)"
        }
        if spec.storage.kind != .none { modelArguments.append("store: dependencies.\(caseName)Store") }
        let openings = spec.routes.filter { $0.opens != nil }.map { route in openingValue(route, byName: byName) }
        let codable = CodableTypes(spec: spec)
        let routesAreCodable =
            !spec.routes.isEmpty && spec.routes.allSatisfy { $0.parameters.allSatisfy { codable.contains($0.type) } }
        return .object([
            "name": .string(spec.name),
            "featureName": .string(typeName),
            "featurePossessive": .string(DiagnosticText.possessive(typeName)),
            "caseName": .string(caseName),
            "module": .string(module),
            "titleLiteral": .string(Self.stringLiteral(title)),
            "systemImage": .string(spec.app.systemImage ?? FeatureSpec.AppEntry.defaultSystemImage),
            "entryType": .string(typeName + (isMVVM ? "RouteView" : "Screen")),
            "modelType": .string(model.type),
            "modelLabel": .string(model.label),
            "modelProperty": .string(caseName + "Model"),
            "madeProperty": .string("made" + typeName),
            "modelArguments": .string(modelArguments.joined(separator: ", ")),
            "routeType": .string(typeName + "Route"),
            "isFeatureStyle": .bool(spec.style == "feature"),
            "clients": .list(clients),
            "clientArguments": .list(clientArguments),
            "hasStorage": .bool(spec.storage.kind != .none),
            "hasDependencies": .bool(!clients.isEmpty || spec.storage.kind != .none),
            "isSwiftData": .bool(spec.storage.kind == .swiftdata),
            "storeProperty": .string(caseName + "Store"),
            "storeProtocol": .string(typeName + "Store"),
            "inMemoryStore": .string("InMemory" + typeName + "Store"),
            "persistence": .string(typeName + "Persistence"),
            "openings": .list(openings),
            "hasOpenings": .bool(!openings.isEmpty),
            "hasOtherRoutes": .bool(spec.routes.contains { $0.opens == nil }),
            // The same test as the feature's routes' `Codable` conformance (`routesAreCodable`).
            "routesAreCodable": .bool(routesAreCodable),
            // The same test as the feature's `Links.swift` (`hasDeepLinks`).
            "hasDeepLinks": .bool(spec.routes.contains { $0.link != nil }),
            "linkName": .string(Self.linkName(of: typeName)),
        ])
    }

    /// `case <pattern>: AnyView(<target view>)` for one cross-feature route.
    private func openingValue(_ route: FeatureSpec.Route, byName: [String: FeatureSpec]) -> TemplateValue {
        guard let opens = route.opens else { return .object([:]) }
        let caseName = FeatureNaming.escaped(route.name)
        let targetCase = FeatureNaming.memberName(opens.feature)
        let targetRoute = opens.route.flatMap { name in byName[opens.feature]?.routes.first { $0.name == name } }
        guard let targetRoute else {
            return .object([
                "pattern": .string(".\(caseName)"),
                "targetCall": .string("\(targetCase)View(ownsNavigationStack: false)"),
            ])
        }
        let needed = Set(targetRoute.parameters.map(\.name))
        let bindings = route.parameters.map { needed.contains($0.name) ? "let \(FeatureNaming.escaped($0.name))" : "_" }
        let pattern =
            route.parameters.isEmpty || needed.isEmpty ? ".\(caseName)" : ".\(caseName)(\(bindings.joined(separator: ", ")))"
        let arguments = targetRoute.parameters.map { parameter -> String in
            let value = FeatureNaming.escaped(parameter.name)
            switch parameter.label {
            case "_": return value
            case let label?: return "\(label): \(value)"
            case nil: return "\(value): \(value)"
            }
        }
        let targetCaseName = FeatureNaming.escaped(targetRoute.name)
        let routeValue =
            targetRoute.parameters.isEmpty ? ".\(targetCaseName)" : ".\(targetCaseName)(\(arguments.joined(separator: ", ")))"
        return .object([
            "pattern": .string(pattern),
            "targetCall": .string("\(targetCase)View(ownsNavigationStack: false, route: \(routeValue))"),
        ])
    }

    /// `text` as a Swift string literal.
    /// A feature's ``AppFeature/linkName``: its type name in lowercase words joined by `-`
    /// (`ShoppingList` → `shopping-list`, `URLInbox` → `url-inbox`).
    static func linkName(of typeName: String) -> String {
        let characters = Array(typeName)
        var result = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord =
                character.isUppercase
                && (previous.map { $0.isLowercase || $0.isNumber } == true
                    || (previous?.isUppercase == true && next?.isLowercase == true))
            if startsWord { result.append("-") }
            result.append(contentsOf: character.lowercased())
        }
        return result
    }

    static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// Finds where a spec file writes a route's `opens` keys or a dependency, for located errors.
private struct SpecLocator {
    let feature: AppComposer.Feature
    let document: JSONDocument?

    init(_ feature: AppComposer.Feature) {
        self.feature = feature
        self.document = try? JSONDocument.parse(feature.specText, file: feature.specPath)
    }

    func location(routeIndex: Int, key: String) -> SourceLocation {
        guard let document, let routes = document.root["routes"]?.arrayValue, routes.indices.contains(routeIndex),
            let opens = routes[routeIndex]["opens"]
        else { return SourceLocation(file: feature.specPath, line: 1, column: 1) }
        return document.location(of: opens[key] ?? opens)
    }

    func location(ofAppKey key: String) -> SourceLocation {
        guard let document, let app = document.root["app"] else {
            return SourceLocation(file: feature.specPath, line: 1, column: 1)
        }
        return document.location(of: app[key] ?? app)
    }

    func location(ofDependency index: Int) -> SourceLocation {
        guard let document, let dependencies = document.root["dependencies"]?.arrayValue, dependencies.indices.contains(index)
        else { return SourceLocation(file: feature.specPath, line: 1, column: 1) }
        return document.location(of: dependencies[index])
    }
}
