/// Checks a decoded spec and builds the ``FeatureSpec``: names, types, defaults, duplicates,
/// reserved and shadowing names, and collisions with existing targets. Every problem is
/// collected, located and named by its JSON path.
///
/// Names are stored in the spec in their canonical casing without backticks (``SwiftName``:
/// ``SwiftName/typeName`` for models and clients, ``SwiftName/memberName`` for routes, state,
/// properties, methods and parameters), so two names are duplicates exactly when they would
/// declare the same Swift identifier: `user_id`, `userId` and `userID` all become `userID`.
struct SpecValidator {
    /// Targets already in the host package; a feature whose targets would collide is rejected.
    let existingTargets: Set<String>
    /// Targets `dependencies` may name; `nil` when the manifest was not consulted.
    let dependableTargets: Set<String>?
    private(set) var diagnostics: [Diagnostic] = []
    /// Where each draft element ended up in the validated spec; checks that relate elements
    /// (wiring, clashes with generated names) use it to run on what passed, whatever else failed.
    private(set) var placement = DraftPlacement()
    /// What spec types may name; filled from the draft before any type is checked.
    var typeChecker = SpecTypeChecker()
    /// The spec's validated style (what a method's `cursor` is checked against).
    var style = "feature"

    /// Creates a validator.
    init(existingTargets: Set<String>, dependableTargets: Set<String>? = nil) {
        self.existingTargets = existingTargets
        self.dependableTargets = dependableTargets
    }

    /// Validates a draft; problems are collected in ``diagnostics``.
    /// - Returns: the spec built from the parts that passed (meaningful only when
    ///   ``diagnostics`` is empty).
    mutating func validate(_ draft: SpecDraft) -> FeatureSpec {
        let clientNames = draft.clients.compactMap { $0.name?.value }
        let featureName = validateFeatureName(draft.name)
        var spec = FeatureSpec(name: featureName ?? draft.name?.value ?? "")
        spec.style = validateStyle(draft.style)
        style = spec.style
        spec.dependencies = validateDependencies(draft.dependencies, featureName: featureName)
        spec.externalTypes = validateExternalTypes(draft, dependencies: spec.dependencies, featureName: featureName)
        typeChecker = Self.typeChecker(for: draft, externalTypes: spec.externalTypes)
        spec.routes = validateRoutes(draft.routes)
        spec.state = validateState(draft.state, clientNames: clientNames)
        spec.models = validateModels(draft.models, featureName: featureName, clientNames: clientNames)
        spec.clients = validateClients(draft.clients)
        spec.storage = validateStorage(draft.storage, spec: spec, draft: draft)
        spec.app = validateApp(draft.app)
        validateOpenings(draft.routes, spec: spec)
        validateRouteTitles(&spec, draft)
        validateForms(&spec, draft)
        validateWiring(&spec, draft)
        validateNavigation(&spec, draft)
        validateRouteSecrets(spec, draft)
        validateLinks(&spec, draft)
        validateOutcomes(spec, draft)
        validateInvalidations(draft, spec: spec)
        validatePopsBack(draft, spec: spec)
        // The generated names depend on every operation and route: checked only when no element
        // was rejected (a rejected overload can change the names of the others), so that a clash
        // reported is a clash of the spec as written.
        let styleValid = draft.style.map { SpecKeys.styles.contains($0.value) } ?? true
        if placement.placedEverything, featureName != nil, styleValid { checkClashesWithGeneratedNames(spec, draft) }
        return spec
    }

    // MARK: - Feature

    private mutating func validateFeatureName(_ name: Located<String>?) -> String? {
        guard let name, let typeName = checkName(name, role: .type) else { return nil }
        guard name.value == typeName, name.value.unicodeScalars.first.map({ ("A"..."Z").contains($0) }) == true
        else {
            error(name, "'\(name.value)' must be UpperCamelCase, as in '\(typeName)'")
            return nil
        }
        if ReservedNames.standardTypeNames.contains(typeName) {
            error(
                name,
                "'\(typeName)' would shadow the standard, Foundation or SwiftUI type or module '\(typeName)'; choose a more specific feature name"
            )
            return nil
        }
        if ReservedNames.coreNames.contains(typeName) {
            error(
                name,
                "'\(typeName)' is a name of the shared runtime scaffold generates for the features (Core: FeatureCore, FeatureCoreUI, FeatureCoreTesting, FeatureCoreTests, Shared, SharedTesting); choose another feature name"
            )
            return nil
        }
        let swiftName = SwiftName(typeName)
        for target in [swiftName.targetName, swiftName.testTargetName] where existingTargets.contains(target) {
            error(name, "the package already has a target named '\(target)'; choose another feature name")
            return nil
        }
        // Case-insensitive file systems (macOS's and Windows' defaults) put 'Notes' and 'NOTES'
        // in one folder, and the App target's enum would get the same case twice.
        for target in [swiftName.targetName, swiftName.testTargetName] {
            if let existing = existingTargets.sorted().first(where: { $0.lowercased() == target.lowercased() }) {
                error(
                    name,
                    "the package already has a target named '\(existing)', which differs from '\(target)' only in case: on case-insensitive file systems (the default on macOS and Windows) their folders and files would be the same, and the App target would declare the same feature twice; choose another feature name"
                )
                return nil
            }
        }
        return typeName
    }

    /// Target or product names the feature's target depends on: plain identifiers, each once,
    /// never the feature itself.
    private mutating func validateDependencies(_ dependencies: [Located<String>], featureName: String?) -> [String] {
        var result: [String] = []
        var seen: [String: Located<String>] = [:]
        for dependency in dependencies {
            let name = dependency.value
            let isIdentifier =
                name.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
                && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            guard isIdentifier else {
                error(
                    dependency,
                    "'\(name)' is not a target or product name: use ASCII letters, digits and '_', not starting with a digit")
                continue
            }
            if name == featureName || name == (featureName ?? "") + "Tests" {
                error(dependency, "the feature cannot depend on its own target '\(name)'; remove it")
                continue
            }
            if let dependableTargets, !dependableTargets.contains(name) {
                let known = dependableTargets.sorted()
                if name == "App" {
                    error(dependency, "'App' is the composition root and depends on the features; a feature cannot depend on it")
                } else {
                    error(
                        dependency,
                        "'\(name)' is not a library target of this package\(suggestion(name, known)); "
                            + (known.isEmpty
                                ? "add the target to Package.swift first" : "known targets: \(known.joined(separator: ", "))"))
                }
                continue
            }
            if let first = seen[name] {
                diagnostics.append(
                    Diagnostic(
                        at: dependency.location, "\(dependency.path): duplicate dependency '\(name)'",
                        notes: [Diagnostic.Note(location: first.location, message: "'\(name)' first listed here")]))
                continue
            }
            seen[name] = dependency
            result.append(name)
        }
        return result
    }

    /// Types from dependencies: a type name once each, from a module the feature depends on,
    /// shadowing nothing the spec or the standard types declare.
    private mutating func validateExternalTypes(
        _ draft: SpecDraft, dependencies: [String], featureName: String?
    ) -> [FeatureSpec.ExternalType] {
        var result: [FeatureSpec.ExternalType] = []
        var seen = DuplicateTracker()
        let declared = Set(
            (draft.models.compactMap(\.name) + (draft.storage?.models.compactMap(\.name) ?? [])
                + (draft.storage?.enums.compactMap(\.name) ?? [])).map { SwiftName($0.value).typeName })
        for type in draft.externalTypes {
            let name = type.name.flatMap { checkName($0, role: .type) }
            var module: String?
            if let written = type.module {
                if dependencies.contains(written.value) {
                    module = written.value
                } else {
                    error(
                        written,
                        "'\(DiagnosticText.quoted(written.value))' is not one of the feature's \"dependencies\"\(suggestion(written.value, dependencies)); add it to \"dependencies\" (a library target of the package) or name the module the type comes from"
                    )
                }
            }
            guard let name, let located = type.name, let module, let moduleLocated = type.module else { continue }
            if name != located.value {
                error(
                    located,
                    "'\(DiagnosticText.quoted(located.value))' must be spelled as the type is declared, in UpperCamelCase, as in '\(name)'"
                )
                continue
            }
            if SwiftKeyword.reserved.contains(module) {
                error(
                    moduleLocated,
                    "'\(module)' is a Swift keyword, so no file can import a module of that name; rename the target")
                continue
            }
            if SwiftKeyword.reserved.contains(name) || SwiftKeyword.problematicContextual.contains(name) {
                error(located, "'\(name)' is a Swift keyword and cannot name an external type; rename it in '\(module)'")
                continue
            }
            if SpecTypeChecker.catalogue.contains(name) || ReservedNames.standardTypeNames.contains(name)
                || SpecTypeChecker.genericContainers[name] != nil || name == "Void"
            {
                error(
                    located,
                    "'\(name)' would be ambiguous with the standard type '\(name)'; use the standard type directly, or rename the type in '\(module)'"
                )
                continue
            }
            if declared.contains(name) {
                error(located, "'\(name)' is also declared by this spec (a model or storage enum); remove one of them")
                continue
            }
            if let featureName,
                name == featureName || ReservedNames.generatedTypeSuffixes.contains(where: { featureName + $0 == name })
            {
                error(
                    located,
                    "'\(name)' clashes with a type the templates generate for '\(featureName)'; it cannot be used unqualified here"
                )
                continue
            }
            if reportIfDuplicate(&seen, key: name, located, what: "external type") { continue }
            result.append(FeatureSpec.ExternalType(name: name, module: module))
        }
        return result
    }

    /// The names spec types may use: the draft's models, storage models and enums (by their
    /// canonical names), and the validated external types.
    private static func typeChecker(for draft: SpecDraft, externalTypes: [FeatureSpec.ExternalType]) -> SpecTypeChecker {
        var checker = SpecTypeChecker()
        func canonical(_ located: Located<String>?) -> String? {
            guard let located, SwiftName.spellingProblem(in: located.value) == nil else { return nil }
            return SwiftName(located.value).typeName
        }
        func hasID(_ names: [Located<String>?]) -> Bool {
            names.contains {
                $0.map { SwiftName.spellingProblem(in: $0.value) == nil && SwiftName($0.value).memberName == "id" } == true
            }
        }
        for model in draft.models {
            guard let name = canonical(model.name) else { continue }
            checker.models[name] = (checker.models[name] ?? false) || hasID(model.properties.map(\.name))
        }
        let storage = draft.storage.flatMap { $0.kind?.value == "none" ? nil : $0 }
        for model in (storage?.models ?? []) + (storage?.versions.flatMap { $0.models ?? [] } ?? []) {
            guard let name = canonical(model.name) else { continue }
            checker.models[name] = (checker.models[name] ?? false) || hasID(model.properties.map(\.name))
        }
        for enumeration in storage?.enums ?? [] {
            if let name = canonical(enumeration.name) { checker.enums.insert(name) }
        }
        for type in externalTypes { checker.externalTypes[type.name] = type.module }
        let declaredNames =
            draft.models.map(\.name) + (storage?.models ?? []).map(\.name) + (storage?.enums ?? []).map(\.name)
            + (storage?.versions.flatMap { $0.models ?? [] } ?? []).map(\.name) + draft.externalTypes.map(\.name)
        checker.mayMissDeclarations =
            draft.unreadable.contains { $0.hasPrefix("models") || $0.hasPrefix("storage") || $0.hasPrefix("externalTypes") }
            || declaredNames.contains { canonical($0) == nil }
        return checker
    }

    private mutating func validateStyle(_ style: Located<String>?) -> String {
        let known = SpecKeys.styles
        guard let style else { return known[0] }
        guard known.contains(style.value) else {
            error(
                style,
                "unknown style '\(style.value)'\(suggestion(style.value, known)) (known styles: \(known.joined(separator: ", ")))"
            )
            return known[0]
        }
        return style.value
    }

    // MARK: - Routes

    private mutating func validateRoutes(_ routes: [SpecDraft.Route]) -> [FeatureSpec.Route] {
        var result: [FeatureSpec.Route] = []
        var seen = DuplicateTracker()
        for route in routes {
            let name = route.name.flatMap { checkName($0, role: .enumCase) }
            let (parameters, placed) = validateParameters(route.parameters, position: .routeParameter)
            let opens = route.opens.flatMap { validateOpens($0) }
            placement.routeParameters.append(placed)
            placement.routes.append(nil)
            if let name, let located = route.name {
                if reportIfDuplicate(&seen, key: name, located, what: "route") { continue }
                placement.routes[placement.routes.count - 1] = result.count
                var validated = FeatureSpec.Route(name: name, parameters: parameters, opens: opens)
                if let presentation = route.presentation.flatMap({ checkPresentation($0) }) {
                    validated.presentation = presentation
                }
                result.append(validated)
            }
        }
        return result
    }

    /// A route's `presentation`: one of ``FeatureSpec/Presentation``'s cases.
    private mutating func checkPresentation(_ text: Located<String>) -> FeatureSpec.Presentation? {
        if let presentation = FeatureSpec.Presentation(rawValue: text.value) { return presentation }
        let known = FeatureSpec.Presentation.allCases.map(\.rawValue)
        error(
            text,
            "unknown presentation '\(text.value)'\(suggestion(text.value, known)) (known: \(known.joined(separator: ", ")))"
        )
        return nil
    }

    private mutating func validateOpens(_ opens: SpecDraft.Opens) -> FeatureSpec.Opening? {
        guard let feature = opens.feature, let featureName = checkName(feature, role: .type) else { return nil }
        var route: String?
        if let located = opens.route {
            guard let name = checkName(located, role: .enumCase) else { return nil }
            route = name
        }
        return FeatureSpec.Opening(feature: featureName, route: route)
    }

    /// What a feature can check about its cross-feature routes on its own: the style supports
    /// them, the target is another feature, and the parameters it passes are not types of this
    /// feature (the target cannot see them). Whether the target exists is checked against the
    /// package by ``AppComposer/validate(_:)``.
    private mutating func validateOpenings(_ routes: [SpecDraft.Route], spec: FeatureSpec) {
        let ownTypes = Set(spec.models.map(\.name) + spec.storage.models.map(\.name) + spec.storage.enums.map(\.name))
        for route in routes {
            guard let opens = route.opens, let feature = opens.feature else { continue }
            if spec.style != "feature" {
                error(
                    feature,
                    "cross-feature routes are generated by style 'feature' only; use style 'feature' or remove 'opens'")
                continue
            }
            if feature.value == spec.name {
                error(feature, "a route cannot open its own feature; declare a plain route instead")
                continue
            }
            for parameter in route.parameters {
                guard let type = parameter.type?.value else { continue }
                let used = TypeSyntax.identifiers(in: type).filter { ownTypes.contains($0) }
                if let first = used.first, let located = parameter.type {
                    error(
                        located,
                        "'\(type)' uses '\(first)', a type of this feature that '\(feature.value)' cannot see; pass a standard type (String, UUID, Int, ...) such as its identity"
                    )
                }
            }
        }
    }

    private mutating func validateApp(_ app: SpecDraft.App?) -> FeatureSpec.AppEntry {
        var entry = FeatureSpec.AppEntry()
        guard let app else { return entry }
        if let title = app.title {
            if title.value.trimmingWhitespaceAndLineBreaks().isEmpty
                || title.value.unicodeScalars.contains(where: { $0.value < 0x20 })
            {
                error(title, "the title must be non-empty text on one line")
            } else {
                entry.title = title.value
            }
        }
        if let symbol = app.systemImage {
            let valid =
                !symbol.value.isEmpty
                && symbol.value.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "."
                }
            if valid {
                entry.systemImage = symbol.value
            } else {
                error(
                    symbol,
                    "'\(symbol.value)' is not an SF Symbol name: use lowercase letters, digits and dots, as in 'cart.fill'")
            }
        }
        if let root = app.root { entry.isInRoot = root.value }
        if let gate = app.gate, gate.value {
            if let root = app.root, root.value {
                error(root, "a gate is shown before the root, never as a tab; remove \"root\" or \"gate\"")
            }
            entry.isGate = true
            entry.isInRoot = false
        }
        return entry
    }

    /// - Returns: the parameters that passed, and for each draft parameter its index among them
    ///   (`nil`: rejected, with its error reported).
    private mutating func validateParameters(
        _ parameters: [SpecDraft.Parameter], position: SpecTypeChecker.Position
    ) -> (parameters: [FeatureSpec.Parameter], placed: [Int?]) {
        var result: [FeatureSpec.Parameter] = []
        var placed: [Int?] = []
        var seen = DuplicateTracker()
        for parameter in parameters {
            placed.append(nil)
            let name = parameter.name.flatMap { checkName($0, role: .parameter) }
            let type = parameter.type.flatMap { checkType($0, at: position) }
            var label: String?
            if let written = parameter.label {
                label = written.value == "_" ? "_" : checkName(written, role: .argumentLabel)
                if label == nil { continue }
            }
            guard let name, let type, let located = parameter.name else { continue }
            if reportIfDuplicate(&seen, key: name, located, what: "parameter") { continue }
            placed[placed.count - 1] = result.count
            result.append(FeatureSpec.Parameter(name: name, type: type, label: label))
        }
        return (result, placed)
    }

    // MARK: - State

    private mutating func validateState(_ items: [SpecDraft.StateItem], clientNames: [String]) -> [FeatureSpec.StateItem] {
        var result: [FeatureSpec.StateItem] = []
        var seen = DuplicateTracker()
        var searchItem: String?
        let clientProperties = Dictionary(
            clientNames.map { (ReservedNames.clientPropertyName($0), $0) }, uniquingKeysWith: { first, _ in first })
        for item in items {
            placement.state.append(nil)
            var name = item.name.flatMap { checkName($0, role: .member) }
            if let checked = name, let located = item.name, SwiftName.escaped(checked) != checked {
                // `@Observable` cannot track a backtick-escaped stored property (its macro
                // expansion declares `_<name>`), so Swift does not allow this one here.
                error(
                    located,
                    "'\(located.value)' is a Swift keyword, and a keyword cannot be an observable stored property; choose another name, such as '\(checked)Value'"
                )
                name = nil
            }
            let type = item.type.flatMap { checkType($0, at: .stateItem) }
            var defaultValue: String?
            if let type {
                switch StateDefault.resolve(type: type, value: item.defaultValue?.value) {
                case .success(let value):
                    defaultValue = value
                case .failure(let problem):
                    if problem.atDefault, let located = item.defaultValue {
                        error(at: located.location, located.path, problem.reason)
                    } else {
                        error(at: item.location, item.path, problem.reason)
                    }
                }
            }
            guard let name, let located = item.name else { continue }
            if ReservedNames.featureModelMembers.contains(name) {
                error(
                    located,
                    "'\(located.value)' clashes with the member '\(name)' that the generated feature model defines; choose another name"
                )
                continue
            }
            if let client = clientProperties[name] {
                error(
                    located,
                    "'\(located.value)' clashes with '\(name)', the feature model's property for the client '\(client)'; choose another name"
                )
                continue
            }
            if reportIfDuplicate(&seen, key: name, located, what: "state item") { continue }
            var isSearch = false
            if let search = item.search, search.value {
                if let type, type != "String" {
                    error(search, "only a String state item can be the screen's search text; '\(located.value)' is '\(type)'")
                } else if let earlier = searchItem {
                    error(search, "'\(earlier)' is already the screen's search text; only one state item can be")
                } else {
                    searchItem = located.value
                    isSearch = true
                }
            }
            var debounce: Int?
            if let located = item.debounceMilliseconds {
                if item.search?.value != true {
                    error(
                        located,
                        "only the screen's search text can be debounced; add \"search\": true to this item or remove 'debounceMilliseconds'"
                    )
                } else if !(1...FeatureSpec.StateItem.largestDebounce).contains(located.value) {
                    error(
                        located,
                        "a debounce lasts 1 to \(FeatureSpec.StateItem.largestDebounce) milliseconds, not \(located.value); write a whole number in that range, such as 300"
                    )
                } else {
                    debounce = located.value
                }
            }
            if let type, let defaultValue {
                placement.state[placement.state.count - 1] = result.count
                result.append(
                    FeatureSpec.StateItem(
                        name: name, type: type, defaultValue: defaultValue, isSearch: isSearch, debounceMilliseconds: debounce))
            }
        }
        return result
    }

    // MARK: - Models

    private mutating func validateModels(
        _ models: [SpecDraft.Model],
        featureName: String?,
        clientNames: [String]
    ) -> [FeatureSpec.Model] {
        var result: [FeatureSpec.Model] = []
        var seen = DuplicateTracker()
        var generated: [String: String] = [:]
        if let featureName {
            generated[featureName] = "the feature's module"
            for suffix in ReservedNames.generatedTypeSuffixes {
                generated[featureName + suffix] = "a type the templates generate"
            }
        }
        for client in clientNames {
            generated[ReservedNames.clientTypeName(client), default: ""] = "the protocol generated for the client '\(client)'"
        }
        for model in models {
            placement.models.append(nil)
            let name = model.name.flatMap { checkName($0, role: .type) }
            let properties = validateProperties(model.properties)
            let display = validateModelDisplay(
                model.display, model: model.name?.value ?? "", properties: properties.map { ($0.name, $0.type, $0.display) })
            placement.everyModelPropertyPlaced = placement.everyModelPropertyPlaced && properties.count == model.properties.count
            guard let name, let located = model.name else { continue }
            if ReservedNames.standardTypeNames.contains(name) {
                error(
                    located,
                    "'\(located.value)' would shadow the standard, Foundation or SwiftUI type '\(name)'; choose a more specific model name"
                )
                continue
            }
            if let owner = generated[name] {
                error(located, "'\(located.value)' clashes with '\(name)', \(owner); choose another model name")
                continue
            }
            if reportIfDuplicate(&seen, key: name, located, what: "model") { continue }
            placement.models[placement.models.count - 1] = result.count
            var validated = FeatureSpec.Model(name: name, properties: properties)
            validated.display = display
            result.append(validated)
        }
        return result
    }

    private mutating func validateProperties(_ properties: [SpecDraft.Property]) -> [FeatureSpec.Property] {
        var result: [FeatureSpec.Property] = []
        var seen = DuplicateTracker()
        for property in properties {
            let name = property.name.flatMap { checkName($0, role: .member) }
            let type = property.type.flatMap { checkType($0, at: .modelProperty) }
            guard let name, let type, let located = property.name else { continue }
            if reportIfDuplicate(&seen, key: name, located, what: "property") { continue }
            let display = validatePropertyDisplay(property.display, name: name, type: type)
            result.append(FeatureSpec.Property(name: name, type: type, display: display))
        }
        return result
    }

    // MARK: - Clients

    private mutating func validateClients(_ clients: [SpecDraft.Client]) -> [FeatureSpec.Client] {
        var result: [FeatureSpec.Client] = []
        var seen = DuplicateTracker()
        for client in clients {
            let name = client.name.flatMap { checkName($0, role: .type) }
            let (methods, placed) = validateMethods(client.methods)
            placement.methods.append(placed)
            placement.clients.append(nil)
            guard let name, let located = client.name else { continue }
            if reportIfDuplicate(&seen, key: name, located, what: "client") { continue }
            placement.clients[placement.clients.count - 1] = result.count
            result.append(FeatureSpec.Client(name: name, methods: methods))
        }
        return result
    }

    /// Each name a command `invalidates` must be a query the feature can reload with what it
    /// holds: one the root screen runs (``FeatureWiring/Run/rootTask`` or
    /// ``FeatureWiring/Run/rootButton(_:)``), without parameters or with every argument read from
    /// state (a search text, a wired state item), re-run with the state's current value. Runs
    /// after ``validateWiring(_:_:)``, whose sources decide where a query runs.
    private mutating func validateInvalidations(_ draft: SpecDraft, spec: FeatureSpec) {
        let wiring = FeatureWiring(spec)
        var reloadable: [String] = []
        for (method, run) in zip(spec.clients.flatMap(\.methods), wiring.runs) where method.kind == .query {
            switch run {
            case .rootTask, .rootButton: if !reloadable.contains(method.name) { reloadable.append(method.name) }
            case .destination, .none: continue
            }
        }
        // A rejected method's own error says what is wrong with it; naming it here is no second error.
        let rejected = RejectedDeclarations(draft, spec, placement).methods
        for method in draft.clients.flatMap(\.methods) {
            for written in method.invalidates ?? [] where !reloadable.contains(written.value) && !rejected.contains(written.value)
            {
                let known = reloadable.isEmpty ? "this feature has none" : "known: " + reloadable.joined(separator: ", ")
                error(
                    written,
                    "'\(written.value)' is not a query this feature can reload (one the root screen runs, without parameters or with every argument from state)\(suggestion(written.value, reloadable)) (\(known))"
                )
            }
        }
    }

    /// A command that pops back must run on a pushed page: on the root screen there is no page
    /// to pop, and the generated code would ignore the key. Where a command runs follows from its
    /// arguments' sources (``FeatureWiring``), so this is checked only when every route, route
    /// parameter and state item passed and each `from` of the method resolved (otherwise the
    /// place it runs is not known, and the error that hides it is already reported). Likewise a
    /// paged query (`cursor`) must run on the root screen, whose list loads more at its end.
    private mutating func validatePopsBack(_ draft: SpecDraft, spec: FeatureSpec) {
        guard placement.routes.allSatisfy({ $0 != nil }), placement.routeParameters.allSatisfy({ $0.allSatisfy { $0 != nil } }),
            placement.state.allSatisfy({ $0 != nil }), draft.unreadable.allSatisfy({ !$0.hasPrefix("routes") && $0 != "state" })
        else { return }
        let runs = FeatureWiring(spec).runs
        var flat = 0
        var runOf: [[FeatureWiring.Run?]] = spec.clients.map { _ in [] }
        for (index, client) in spec.clients.enumerated() {
            for _ in client.methods {
                runOf[index].append(flat < runs.count ? runs[flat] : nil)
                flat += 1
            }
        }
        for (clientIndex, client) in draft.clients.enumerated() {
            guard let specClient = placement.clients[clientIndex] else { continue }
            for (methodIndex, method) in client.methods.enumerated() {
                // A paged query loads more at the end of a root list; a page's query has no such list.
                if let written = method.cursor, let specMethod = placement.methods[clientIndex][methodIndex],
                    spec.clients[specClient].methods[specMethod].cursor != nil,
                    case .some(.destination(let route, _)) = runOf[specClient][specMethod]
                {
                    error(
                        written,
                        "a paged method lists on the root screen, but '\(spec.clients[specClient].methods[specMethod].name)' runs on the '\(route)' page (an argument comes from that route); remove 'cursor', or feed its arguments from state"
                    )
                }
                guard let written = method.popsBack, written.value, let specMethod = placement.methods[clientIndex][methodIndex]
                else { continue }
                let validated = spec.clients[specClient].methods[specMethod]
                guard validated.kind == .command,  // a query's popsBack is reported with the method
                    zip(method.parameters, validated.parameters).allSatisfy({ $0.from == nil || $1.source != nil })
                else { continue }
                switch runOf[specClient][specMethod] {
                case .some(.rootTask), .some(.rootButton):
                    let routes = spec.routes.filter { !$0.parameters.isEmpty }.map(\.name)
                    let hint =
                        routes.isEmpty
                        ? "remove \"popsBack\""
                        : "remove \"popsBack\", or feed an argument from a route's parameter (\"from\": \"route.\(routes[0]).<parameter>\") so that '\(validated.name)' runs on that route's page"
                    error(
                        written,
                        "'\(validated.name)' runs on the feature's root screen, which has no page to pop back from; \(hint)")
                default:
                    continue
                }
            }
        }
    }

    /// Methods are duplicates when base name and argument labels match: overloads with
    /// different labels are allowed.
    /// - Returns: the methods that passed (each with every parameter of its draft), and for each
    ///   draft method its index among them (`nil`: rejected, with its error reported).
    private mutating func validateMethods(_ methods: [SpecDraft.Method]) -> (methods: [FeatureSpec.Method], placed: [Int?]) {
        var result: [FeatureSpec.Method] = []
        var placed: [Int?] = []
        var checked: [FeatureSpec.Method?] = []
        var checkedParameters: [[FeatureSpec.Parameter]?] = []
        var seen = DuplicateTracker()
        for method in methods {
            placed.append(nil)
            checked.append(nil)
            // Every key is checked on its own, so one run reports each of them: a rejected
            // `returns` does not hide a wrong `kind`, and the keys that depend on the kind are
            // checked whenever it is known.
            let name = method.name.flatMap { checkName($0, role: .member) }
            let parameters = validateParameters(method.parameters, position: .methodParameter).parameters
            checkedParameters.append(parameters.count == method.parameters.count ? parameters : nil)
            let returns = method.returns.flatMap { checkType($0, at: .methodResult) }
            let returnsKnown = method.returns == nil || returns != nil
            var kind: FeatureSpec.Method.Kind?
            var kindKnown = true
            if let written = method.kind {
                kind = FeatureSpec.Method.Kind(rawValue: written.value)
                if kind == nil {
                    kindKnown = false
                    let known = SpecKeys.methodKinds
                    error(
                        written,
                        "unknown method kind '\(written.value)'\(suggestion(written.value, known)) (known kinds: \(known.joined(separator: ", ")))"
                    )
                }
            }
            // The kind follows from `returns` when it is not written.
            let resolvedKind: FeatureSpec.Method.Kind? =
                kind ?? (kindKnown && returnsKnown ? FeatureSpec.Method(name: name ?? "", returns: returns).kind : nil)
            if resolvedKind == .query {
                let display = name ?? method.name?.value ?? "the method"
                if let written = method.invalidates?.first {
                    error(written, "only a command invalidates queries; '\(display)' is a query")
                }
                if let written = method.popsBack {
                    error(written, "only a command pops back; '\(display)' is a query")
                }
                if let written = method.navigatesTo?.route {
                    error(written, "only a command navigates on success; '\(display)' is a query")
                }
                if let written = method.outcome {
                    error(written, "only a command emits an outcome; '\(display)' is a query")
                }
            }
            var cursor: String?
            if let written = method.cursor {
                let display = name ?? method.name?.value ?? "the method"
                let types = FeatureSpec.Method.cursorTypes
                if resolvedKind == .command {
                    error(written, "only a query is paged; '\(display)' is a command, so remove 'cursor'")
                } else if let returns, TypeSyntax.arrayElement(returns) == nil {
                    error(
                        written,
                        "a paged method returns an array, one page of its values; '\(display)' returns '\(returns)', so return '[\(returns)]' or remove 'cursor'"
                    )
                } else if method.returns == nil {
                    error(written, "a paged method returns an array, one page of its values; add \"returns\", such as \"[Item]\"")
                } else if !types.contains(written.value) {
                    error(
                        written,
                        "a cursor is one of \(types.joined(separator: ", ")), not '\(written.value)'\(suggestion(written.value, types))"
                    )
                } else if let clash = parameters.first(where: { $0.name == "cursor" || ($0.label ?? $0.name) == "after" }) {
                    error(
                        written,
                        "a paged method's client requirement adds 'after cursor: \(written.value)?'; rename its parameter '\(clash.name)' (or its label) so the two differ"
                    )
                } else if style != "feature" {
                    error(
                        written,
                        "paged methods are not available in style '\(style)' yet: only the 'feature' style loads more at the end of a list; remove 'cursor' or use style 'feature'"
                    )
                } else {
                    cursor = written.value
                }
            }
            guard let name, let located = method.name, parameters.count == method.parameters.count, returnsKnown, kindKnown
            else { continue }
            var validated = FeatureSpec.Method(
                name: name, parameters: parameters, returns: returns, kind: kind,
                invalidates: method.invalidates?.map(\.value), popsBack: method.popsBack?.value ?? false,
                navigatesTo: method.navigatesTo.flatMap { navigation in
                    navigation.route.map { FeatureSpec.Method.Navigation(route: $0.value, value: navigation.value?.value) }
                }, cursor: cursor)
            validated.outcome = method.outcome.map { SwiftName($0.value).canonical(as: .enumCase) }
            checked[checked.count - 1] = validated
            let signature = name + "(" + parameters.map { ($0.label ?? $0.name) + ":" }.joined() + ")"
            if reportIfDuplicate(&seen, key: signature, located, what: "method", display: signature) { continue }
            placed[placed.count - 1] = result.count
            result.append(validated)
        }
        placement.checkedMethods.append(checked)
        placement.checkedMethodParameters.append(checkedParameters)
        return (result, placed)
    }

    // MARK: - Building blocks

    /// Checks spelling and role; returns the canonical (cased, unescaped) name.
    mutating func checkName(_ name: Located<String>, role: IdentifierRole) -> String? {
        if let reason = SwiftName.spellingProblem(in: name.value) {
            error(name, "'\(DiagnosticText.quoted(name.value))' \(reason)")
            return nil
        }
        let swiftName = SwiftName(name.value)
        do {
            _ = try swiftName.identifier(as: role)
        } catch {
            self.error(name, "'\(name.value)' \(error.reason)")
            return nil
        }
        return swiftName.canonical(as: role)
    }

    /// Checks a type expression: non-empty printable ASCII, Swift type syntax, and names that
    /// ``typeChecker`` knows; returns its canonical spelling.
    mutating func checkType(_ type: Located<String>, at position: SpecTypeChecker.Position) -> String? {
        let text = type.value.trimmingWhitespaceAndLineBreaks()
        guard !text.isEmpty else {
            error(type, "the type is empty; write a Swift type such as 'String'")
            return nil
        }
        if let bad = text.unicodeScalars.first(where: { $0.value < 0x20 || $0.value >= 0x7F }) {
            let hex = String(bad.value, radix: 16, uppercase: true)
            error(
                type,
                "the type '\(DiagnosticText.quoted(text))' contains U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex); types must be printable ASCII"
            )
            return nil
        }
        switch typeChecker.check(text, at: position) {
        case .success(let canonical):
            return canonical
        case .failure(let problem):
            // A name a rejected declaration may have declared: that declaration's error says it.
            if !(problem.isUnknownName && typeChecker.mayMissDeclarations) { error(type, problem.message) }
            return nil
        }
    }

    /// Reports the second declaration of `key`, with a note at the first; returns whether it
    /// was a duplicate.
    mutating func reportIfDuplicate(
        _ tracker: inout DuplicateTracker,
        key: String,
        _ located: Located<String>,
        what: String,
        display: String? = nil
    ) -> Bool {
        guard let first = tracker.insert(key, located) else { return false }
        let sameSpelling = first.value == located.value
        let detail = sameSpelling ? "" : " ('\(located.value)' and '\(first.value)' are both the Swift name '\(key)')"
        diagnostics.append(
            Diagnostic(
                at: located.location,
                "\(located.path): duplicate \(what) '\(display ?? located.value)', already declared at \(first.path)\(detail)",
                notes: [Diagnostic.Note(location: first.location, message: "\(first.path): '\(first.value)' first declared here")]
            ))
        return true
    }

    func suggestion(_ value: String, _ known: [String]) -> String {
        NearestName.find(value, among: known).map { "; did you mean '\($0)'?" } ?? ""
    }

    mutating func error<Value>(_ located: Located<Value>, _ message: String) {
        error(at: located.location, located.path, message)
    }

    mutating func error(at location: SourceLocation, _ path: String, _ message: String) {
        diagnostics.append(Diagnostic(at: location, "\(path.isEmpty ? "spec" : path): \(message)"))
    }
}
