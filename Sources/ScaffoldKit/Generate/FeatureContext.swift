import Foundation

/// The render context of the `feature` template set: a ``FeatureSpec`` with every derived name,
/// Swift fragment, test fixture and boolean the templates need already computed.
///
/// Every name with a description is in ``TemplateNames`` (`scaffold templates names`,
/// `docs/template-names.md`), checked against this context by a test.
///
/// Templates are rendered in strict mode, so every key below exists on every object of its kind;
/// lists carry `isFirst`/`isLast`, and optional parts are switched by explicit `hasX`/`isX`
/// booleans. Identifiers that come from the spec are backtick-escaped where they are declared or
/// referenced (`name`); `rawName` is the unescaped spelling used to build longer names.
///
/// Top-level keys: `name` and `featureName` (the same; the second is not shadowed inside
/// sections), `displayName` and `featureDisplayName`, `routeType`, `featureType`, `modelVariable`,
/// `makeModel` and `doubleErrorType` (what shared templates call the model and its test helpers), `screenType`,
/// `loadStateType`, `notImplementedErrorType`, `routeConformances`, `routes` (each with `opensFeature`: a cross-feature route), `hasFeatureRoutes`, `presentedRoutes` (`name`, `presentation`), `hasPresentedRoutes`, `hasPushedRoutes`, `state`, `models`,
/// `clients`, `operations`, `rootTasks`, `rootButtons`, `rootSections`, `rootLoads` (zero-argument
/// queries and storage list loads: `stateName`, `call`), `unreachableOperations`,
/// `testableRoutes` and the booleans `hasRoutes`, `hasTestableRoutes`, `hasState`,
/// `hasModels`, `hasClients`, `hasOperations`, `hasRootControls`, `hasRootTasks`, `hasRootLoads`,
/// `hasUnreachableOperations`, `routesAreCodable` (every route parameter type is known to be
/// `Codable`: see ``CodableTypes``), `hasLoadStates` (operations or storage: the model keeps an
/// `OperationRuns`); the storage keys are listed on ``StorageContext``.
///
/// Each operation is a query or a command (``FeatureSpec/Method/Kind``; `isQuery`,
/// `isCommand`), run by the runtime's `OperationRuns` (`Templates/core/FeatureCore`): a later
/// query run cancels the earlier one and only the latest publishes; no command run is cancelled,
/// and the last one to finish publishes the first failure of the overlapping runs, else the
/// latest success. The screen shows a command's success as
/// `successMessage`, and a query's value as rows, a display-safe property or "Loaded"
/// (``DisplayRules``); an operation whose arguments the screen cannot supply gets no section.
///
/// Each operation (one per client method, across all clients) has a feature-unique
/// `operationName`: the method's base name, plus its argument labels when two methods share a
/// base name, plus the client's name when that is still ambiguous. The feature model's members
/// (`<operationName>State`, or `<operationName>States` per destination) and the test double's members
/// (`<operationName>Calls`, `…Handler`) are derived from it, so overloads never collide. The
/// feature model's method (`featureMethodName`) reuses the client method's name unless two
/// clients share that exact selector; then it is the operation name.
public struct FeatureContext: Sendable {
    /// The spec the context was built from.
    public let spec: FeatureSpec
    /// The context the templates are rendered with.
    public let value: TemplateValue

    /// Builds the context for `spec`.
    /// - Parameter spec: A validated feature spec.
    public init(_ spec: FeatureSpec) {
        self.spec = spec
        self.value = FeatureContextBuilder(spec: spec).build()
    }

    /// The context's `routes` for `spec`, exactly as `FeatureContext(spec).value["routes"]`
    /// holds them, computed from the operations and routes alone (a whole context costs about
    /// twice as much: for callers that read only the routes, such as the composition root's
    /// view of a saved spec).
    /// - Parameter spec: A validated feature spec.
    public static func routes(of spec: FeatureSpec) -> [TemplateValue] {
        FeatureContextBuilder(spec: spec).routes()
    }
}

/// Computes a ``FeatureContext``'s value; kept apart so the public type stays a plain value.
private struct FeatureContextBuilder {
    let spec: FeatureSpec
    let featureName: String
    let fixtures: FixtureCatalog
    let codable: CodableTypes
    let wiring: FeatureWiring

    init(spec: FeatureSpec) {
        self.spec = spec
        self.wiring = FeatureWiring(spec)
        self.featureName = FeatureNaming.typeName(spec.name)
        self.codable = CodableTypes(spec: spec)
        self.fixtures = FixtureCatalog(
            models: spec.models,
            identifiedModels: spec.storage.kind == .none
                ? []
                : spec.storage.models.map(\.shownModel))
    }

    /// The models the feature declares itself (not the shared ones it names).
    private var declaredModels: [FeatureSpec.Model] { spec.models.filter { !$0.isShared } }

    /// What ``build()`` keeps under `routes`.
    func routes() -> [TemplateValue] {
        let operations = makeOperations()
        let related = relatedLists()
        return Self.marked(spec.routes.map { route in makeRoute(route, operations: operations, related: related) })
    }

    func build() -> TemplateValue {
        let operations = makeOperations()
        // Computed once: every route's page looks its related lists up in it.
        let related = relatedLists()
        let routes = spec.routes.map { route in makeRoute(route, operations: operations, related: related) }
        let testableRoutes = zip(spec.routes, routes).filter { isTestable($0.0) }.map(\.1)
        let state = spec.state.map(makeStateItem)
        let rootTasks = operations.filter(\.trigger.isRootTask)
        let search = spec.state.first(where: \.isSearch)
        let searchRead = search.map { "feature.\(FeatureNaming.escaped($0.name))" }
        // Queries the search text feeds run when it changes (and on refresh), not from a button.
        let searchLoads = operations.filter { operation in
            guard let searchRead, case .rootButton(let arguments) = operation.trigger else { return false }
            return operation.value["isQuery"]?.isTruthy == true && arguments.contains(searchRead)
        }
        let searchLoadNames = Set(searchLoads.map { Self.text($0.value["operationName"]) })
        let rootButtons = operations.filter {
            $0.trigger.isRootButton && !searchLoadNames.contains(Self.text($0.value["operationName"]))
        }
        let rootSections = operations.filter { $0.trigger.isRootTask || $0.trigger.isRootButton }
        let unreachable = operations.filter { $0.trigger == .none }
        let routesAreCodable =
            !spec.routes.isEmpty && spec.routes.allSatisfy { $0.parameters.allSatisfy { codable.contains($0.type) } }
        let hasControls = spec.state.contains { StateControl($0) != .none && !$0.isSearch }
        let parameterlessRoutes = spec.routes.filter(\.parameters.isEmpty)
        let rootLinks = zip(spec.routes, wiring.links).compactMap { route, link -> TemplateValue? in
            guard case .root(let items) = link else { return nil }
            return .object([
                "name": .string(FeatureNaming.escaped(route.name)),
                "displayName": .string(FeatureNaming.displayName(route.name)),
                "linkValue": .string(
                    routeValue(route, values: items.map { "feature.\(FeatureNaming.escaped($0))" })),
            ])
        }
        let hasRootControls = hasControls || !rootButtons.isEmpty || !rootLinks.isEmpty
        let chainedState = chainedTextInputs(state, rootButtons: rootButtons)
        let clients = spec.clients.enumerated().map { index, client in
            makeClient(client, operations: operations.filter { $0.clientIndex == index }, isLast: index == spec.clients.count - 1)
        }
        var values: [String: TemplateValue] = [
            "name": .string(featureName),
            "featureName": .string(featureName),
            "displayName": .string(FeatureNaming.displayName(spec.name)),
            "featureDisplayName": .string(FeatureNaming.displayName(spec.name)),
            // The root screen's title is the tab or sidebar title, so the two never disagree.
            "screenTitleLiteral": .string(AppComposer.stringLiteral(spec.app.title ?? FeatureNaming.displayName(spec.name))),
            "routeType": .string(featureName + "Route"),
            "featureType": .string(featureName + "Feature"),
            // How shared templates (`Templates/shared/`) name the model the views and tests use.
            "modelVariable": "feature",
            "modelType": .string(featureName + "Feature"),
            "makeModel": "makeFeature",
            "doubleErrorType": "DoubleError",
            "screenType": .string(featureName + "Screen"),
            "loadStateType": "LoadState",
            "notImplementedErrorType": "NotImplementedError",
            "routes": .list(Self.marked(routes)),
            "hasRoutes": .bool(!routes.isEmpty),
            "hasFeatureRoutes": .bool(spec.routes.contains { $0.opens != nil }),
            // Routes presented over the stack (a sheet, a cover): the screen tells the host how.
            "presentedRoutes": .list(
                Self.marked(
                    spec.routes.filter { $0.presentation != .push }.map { route in
                        [
                            "name": .string(FeatureNaming.escaped(route.name)),
                            "presentation": .string(route.presentation.rawValue),
                        ]
                    })),
            "hasPresentedRoutes": .bool(spec.routes.contains { $0.presentation != .push }),
            "hasPushedRoutes": .bool(spec.routes.contains { $0.presentation == .push }),
            "testableRoutes": .list(Self.marked(testableRoutes)),
            "hasTestableRoutes": .bool(!testableRoutes.isEmpty),
            "parameterlessRoutes": .list(
                Self.marked(
                    parameterlessRoutes.map { route in
                        routes[spec.routes.firstIndex(of: route) ?? 0]
                    })),
            "rootLinks": .list(Self.marked(rootLinks)),
            "state": .list(Self.marked(chainedState)),
            "hasTextInputs": .bool(chainedState.contains { $0["inputRole"] != nil }),
            "hasState": .bool(!state.isEmpty),
            "models": .list(Self.marked(declaredModels.map(makeModel))),
            "hasModels": .bool(!declaredModels.isEmpty),
            "outcomes": .list(Self.marked(outcomes())),
            "hasOutcomes": .bool(spec.clients.contains { $0.methods.contains { $0.kind == .command && $0.outcome != nil } }),
            "outcomeType": .string(featureName + "Outcome"),
            "hasExternalTypes": .bool(!spec.externalTypes.isEmpty || spec.usesShared),
            "usesShared": .bool(spec.usesShared),
            "usesSharedClients": .bool(spec.usesSharedClients),
            "sharedModels": .list(spec.models.filter(\.isShared).map { .object(["name": .string($0.name)]) }),
            "hasDeclaredClients": .bool(spec.clients.contains { !$0.isShared }),
            "isSharedModule": false,
            "doubleAccess": "",
            "clientsOwner": .string("of the \(featureName) feature"),
            "externalModules": .list(
                Array(Set(spec.externalTypes.map(\.module))).sorted().map { .object(["module": .string($0)]) }),
            "externalTypes": .list(
                spec.externalTypes.map { .object(["name": .string($0.name), "module": .string($0.module)]) }),
            "clients": .list(clients),
            "hasClients": .bool(!spec.clients.isEmpty),
            "operations": .list(Self.marked(operations.map(\.value))),
            "hasOperations": .bool(!operations.isEmpty),
            "hasPagedMethods": .bool(operations.contains { $0.value["isPaged"]?.isTruthy == true }),
            "rootTasks": .list(Self.marked(rootTasks.map(\.value))),
            "hasRootTasks": .bool(!rootTasks.isEmpty),
            "rootButtons": .list(Self.marked(rootButtons.map(\.value))),
            "rootSections": .list(
                Self.marked(
                    rootSections.map { operation in
                        // The controls' section is headed by the feature's name: a result section
                        // of the same title (`searchRecipes` in Recipes) takes its method's words.
                        guard hasRootControls, case .object(var value) = operation.value,
                            Self.text(value["sectionTitle"]) == FeatureNaming.displayName(spec.name)
                        else { return operation.value }
                        let full = FeatureNaming.displayName(operation.methodName)
                        value["sectionTitle"] = .string(full.prefix(1).uppercased() + full.dropFirst())
                        return .object(value)
                    })),
            "unreachableOperations": .list(Self.marked(unreachable.map(\.value))),
            "hasUnreachableOperations": .bool(!unreachable.isEmpty),
            "routesAreCodable": .bool(routesAreCodable),
            "routeConformances": .string(routesAreCodable ? "Hashable, Sendable, Codable" : "Hashable, Sendable"),
            "hasRootControls": .bool(hasRootControls),
            "hasSearch": .bool(search != nil),
            "hasBindings": .bool(spec.state.contains { StateControl($0) != .none }),
            "searchName": .string(search.map { FeatureNaming.escaped($0.name) } ?? ""),
            "searchRawName": .string(search?.name ?? ""),
            "searchDisplayName": .string(search.map { FeatureNaming.displayName($0.name) } ?? ""),
            "hasSearchDebounce": .bool(search?.debounceMilliseconds != nil && !searchLoads.isEmpty),
            "searchDebounceMilliseconds": .string(search?.debounceMilliseconds.map(String.init) ?? ""),
            "searchPolicyValue": .string(
                search?.debounceMilliseconds.map { ".debounced(by: .milliseconds(\($0)), on: clock)" } ?? ".unlessShown"),
            "searchLoads": .list(Self.marked(searchLoads.map(\.value))),
            "hasSearchLoads": .bool(!searchLoads.isEmpty),
            "displayedModels": .list(Self.marked(displayedModels(operations: operations).map(makeDisplayedModel))),
            "loadedModels": .list(Self.marked(loadedModelValues(operations: operations))),
            "hasKeyedOperations": .bool(operations.contains { $0.value["isKeyed"]?.isTruthy == true }),
            "keyedStateOwner": "",
        ]
        values.merge(StorageContext(spec: spec).values()) { first, _ in first }
        let forms = FormContext(spec: spec, wiring: wiring)
        let formModelNames = Set(forms.formModels.map { FeatureNaming.typeName($0.name) })
        if case .list(let models)? = values["storageModels"] {
            values["storageModels"] = .list(
                models.map { model in
                    guard case .object(var object) = addingChildLists(addingStoredRow(model), related) else { return model }
                    object["hasForm"] = .bool(formModelNames.contains(Self.text(object["name"])))
                    return .object(object)
                })
        }
        let formModels = forms.models
        values["formModels"] = .list(formModels)
        values["hasFormModels"] = .bool(!formModels.isEmpty)
        let rootFormLinks = forms.rootLinks
        values["rootFormLinks"] = .list(Self.marked(rootFormLinks))
        values["hasRootFormLinks"] = .bool(!rootFormLinks.isEmpty)
        values["hasForms"] = .bool(spec.routes.contains { $0.form != nil })
        values["formDrafts"] = .list(Self.marked(forms.drafts))
        values["formTests"] = .list(Self.marked(forms.tests(fixtures: fixtures)))
        values["formRouteCases"] = .string(
            spec.routes.filter { $0.form != nil }.map { "." + FeatureNaming.escaped($0.name) }.joined(separator: ", "))
        values["otherRouteCases"] = .string(
            spec.routes.filter { $0.form == nil }.map { "." + FeatureNaming.escaped($0.name) }.joined(separator: ", "))
        values["hasOtherRoutes"] = .bool(spec.routes.contains { $0.form == nil })
        values["relationshipPages"] = .list(Self.marked(related.map(\.value)))
        values.merge(
            PublicImports(spec: spec).values(lookedUp: loadedModels(operations: operations).map { "\($0.model).ID" })
        ) { first, _ in first }
        values["hasLoadStates"] = .bool(!operations.isEmpty || values["hasStorage"]?.isTruthy == true)
        let storageLoads: [TemplateValue] =
            spec.storage.kind == .none
            ? []
            : spec.storage.models.map { model in
                let member = FeatureNaming.memberName(model.name)
                return .object([
                    "stateName": .string(member + "ListState"),
                    "call": .string("feature.load\(FeatureNaming.typeName(model.name))List()"),
                ])
            }
        let rootLoads =
            rootTasks.map { operation -> TemplateValue in
                .object([
                    "stateName": operation.value["stateName"] ?? .string(""),
                    "call": .string("feature.\(Self.text(operation.value["featureMethodName"]))()"),
                ])
            } + storageLoads
        values["rootLoads"] = .list(Self.marked(rootLoads))
        values["hasRootLoads"] = .bool(!rootLoads.isEmpty)
        let refreshLoads =
            rootLoads
            + searchLoads.map { operation -> TemplateValue in
                .object([
                    "stateName": operation.value["stateName"] ?? .string(""),
                    "call": .string(
                        "feature.\(Self.text(operation.value["featureMethodName"]))(\(Self.text(operation.value["triggerArguments"])))"
                    ),
                ])
            }
        values["refreshLoads"] = .list(Self.marked(refreshLoads))
        values["refreshesConcurrently"] = .bool(refreshLoads.count > 1)
        // One query shows that a model's teardown cancels its requests (the first testable one).
        let teardown = operations.first { $0.value["isQuery"]?.isTruthy == true && $0.value["isTestable"]?.isTruthy == true }
        values["teardownQueries"] = .list(teardown.map { [$0.value] } ?? [])
        values["hasRefreshLoads"] = .bool(!refreshLoads.isEmpty)
        values.merge(LinkContext(spec: spec).values) { current, _ in current }
        return .object(values)
    }

    // MARK: Routes

    private func isTestable(_ route: FeatureSpec.Route) -> Bool {
        route.parameters.allSatisfy { fixtures.fixture(for: $0.type, nameHint: $0.name) != nil }
    }

    private func makeRoute(_ route: FeatureSpec.Route, operations: [Operation], related: [RelatedList]) -> TemplateValue {
        let routeType = featureName + "Route"
        let caseName = FeatureNaming.escaped(route.name)
        let associated = route.parameters.map { parameter in
            FeatureContext.routeLabel(parameter).map { "\($0): \(parameter.type)" } ?? parameter.type
        }
        let fixtureArguments = route.parameters.map { parameter in
            let fixture = fixtures.fixture(for: parameter.type, nameHint: parameter.name) ?? ""
            return FeatureContext.routeLabel(parameter).map { "\($0): \(fixture)" } ?? fixture
        }
        let hasParameters = !route.parameters.isEmpty
        let destinationOperations = operations.filter {
            if case .destination(let name, _, false) = $0.trigger { return name == route.name }
            return false
        }
        let destinationButtons = operations.filter {
            if case .destination(let name, _, true) = $0.trigger { return name == route.name }
            return false
        }
        let shown = route.parameters.map(displayValue)
        let stored = listedValue(for: route, operations: operations)
        let showsStored = stored != nil
        let usedByPage = route.parameters.enumerated().map { index, parameter in
            shown[index] != nil || showsStored
                || (destinationOperations + destinationButtons).contains { operation in
                    if case .destination(_, let arguments, _) = operation.trigger {
                        return arguments.contains(FeatureNaming.escaped(parameter.name))
                    }
                    return false
                }
        }
        let forms = FormContext(spec: spec, wiring: wiring)
        let formLinks = forms.pageLinks(route)
        let used = zip(route.parameters, usedByPage).map { parameter, isUsed in
            isUsed || formLinks.usedParameters.contains(parameter.name)
        }
        let hasContent = used.contains(true)
        let title = pageTitle(route, stored: stored, queries: destinationOperations)
        var values: [String: TemplateValue] = [
            "formLinks": .list(Self.marked(formLinks.links)),
            "hasFormLinks": .bool(!formLinks.links.isEmpty),
        ]
        values.merge(forms.routeValues(route, lookupState: stored?.lookupState, find: stored?.find)) { _, form in form }
        let page: [String: TemplateValue] = [
            "name": .string(caseName),
            "rawName": .string(route.name),
            "titleLiteral": .string(AppComposer.stringLiteral(title.fixed)),
            "hasParameterTitle": .bool(hasContent && title.parameter != nil),
            "parameterTitle": .string(title.parameter ?? ""),
            "hasStoredTitle": .bool(hasContent && title.parameter == nil && title.stored != nil),
            "storedTitle": .string(title.stored?.member ?? ""),
            "storedTitleSource": .string(title.stored?.source ?? ""),
            "hasFixedTitle": .bool(!hasContent || (title.parameter == nil && title.stored == nil)),
            "displayName": .string(FeatureNaming.displayName(route.name)),
            "declaration": .string(hasParameters ? "\(caseName)(\(associated.joined(separator: ", ")))" : caseName),
            "opensFeature": .bool(route.opens != nil),
            "pattern": .string(
                hasContent && route.opens == nil
                    ? ".\(caseName)("
                        + zip(route.parameters, used).map { $1 ? "let \(FeatureNaming.escaped($0.name))" : "_" }.joined(
                            separator: ", ") + ")"
                    : ".\(caseName)"),
            "fixture": .string(
                hasParameters
                    ? "\(routeType).\(caseName)(\(fixtureArguments.joined(separator: ", ")))" : "\(routeType).\(caseName)"),
            "hasParameters": .bool(hasParameters),
            "hasContent": .bool(hasContent),
            // A page that shows nothing gets no previews (the spec's warning says what to add).
            "isPreviewed": .bool(hasContent && route.opens == nil),
            "previewsEveryState": true,
            "parameters": .list(
                Self.marked(
                    route.parameters.map { parameter in
                        .object([
                            "name": .string(FeatureNaming.escaped(parameter.name)),
                            "displayName": .string(FeatureNaming.displayName(parameter.name)),
                            "type": .string(parameter.type),
                        ])
                    })),
            "shownParameters": .list(
                Self.marked(
                    zip(route.parameters, shown).compactMap { parameter, value in
                        value.map { value in
                            let model = spec.models.first { $0.name == parameter.type.trimmingHorizontalWhitespace() }
                            return .object([
                                "name": .string(FeatureNaming.escaped(parameter.name)),
                                "displayName": .string(FeatureNaming.displayName(parameter.name)),
                                "value": .string(value),
                                "isModel": .bool(model != nil),
                                "fieldsType": .string(model.map { $0.name + "Fields" } ?? ""),
                            ])
                        }
                    })),
            "destinationOperations": .list(Self.marked(destinationOperations.map(\.value))),
            "destinationButtons": .list(Self.marked(destinationButtons.map(\.value))),
            "hasStoredValue": .bool(showsStored),
            "relatedSections": .list(Self.marked(related.filter { $0.route.name == route.name }.map(\.value))),
            "storedLookup": .string(stored?.lookup ?? ""),
            "storedFieldsType": .string(stored.map { $0.model + "Fields" } ?? ""),
            "storedLookupState": .string(stored?.lookupState ?? ""),
            "storedDisplayName": .string(stored.map { FeatureNaming.displayName($0.model) } ?? ""),
            "hasStoredFind": .bool(stored?.find != nil),
            "storedFind": .string(stored?.find ?? ""),
            "storedOwner": "feature.",
            "storedRetry": .string(stored?.find.map { "await feature.\($0)" } ?? ""),
        ]
        return .object(page.merging(values) { _, form in form })
    }

    /// How the destination shows a route parameter (a Swift `String` expression), or `nil` when
    /// it is not shown (see ``DisplayRules``): a model through its `<Model>Fields` view (when it
    /// has display-safe fields), numbers and dates formatted, flags as they are, a `String`
    /// unless its name looks sensitive; identifiers (`id`, `…ID`, `UUID`, `Model.ID`) never.
    private func displayValue(_ parameter: FeatureSpec.Parameter) -> String? {
        let name = FeatureNaming.escaped(parameter.name)
        let type = parameter.type.trimmingHorizontalWhitespace()
        if DisplayRules.isSensitive(parameter.name) || DisplayRules.isIdentifier(name: parameter.name, type: type) {
            return nil
        }
        if type == "String" { return name }
        if ["Int", "Double", "Decimal", "Date"].contains(type) { return "\(name).formatted()" }
        if DisplayRules.plainScalarTypes.contains(type) { return "String(describing: \(name))" }
        if let model = spec.models.first(where: { $0.name == type }),
            !DisplayRules.displayFields(of: model.properties).isEmpty
        {
            return name
        }
        return nil
    }

    /// What titles a route's page: `parameter`, the title read from a model it is given
    /// (`product.name`); else `stored`, the title `member` of the value `source` reads once
    /// loaded — the looked-up value (`loadedNote(id: noteID)`) or what the page's own query
    /// for the model loaded (`productStates[route].settled.value`) —, with `fixed` until then;
    /// else `fixed` alone: the route's `title`, else the shown model's name, else the route's
    /// name in words.
    private func pageTitle(_ route: FeatureSpec.Route, stored: ListedValue?, queries: [Operation]) -> (
        fixed: String, parameter: String?, stored: (source: String, member: String)?
    ) {
        let shown = route.parameters.compactMap { parameter -> (FeatureSpec.Parameter, FeatureSpec.Model, isValue: Bool)? in
            let type = parameter.type.trimmingHorizontalWhitespace()
            if let model = allModels.first(where: { $0.name == type }) { return (parameter, model, true) }
            if let name = TypeSyntax.identifiedModel(type), let model = allModels.first(where: { $0.name == name }) {
                return (parameter, model, false)
            }
            return nil
        }
        guard shown.count == 1, let (parameter, model, isValue) = shown.first else {
            return (route.title ?? FeatureNaming.displayName(route.name), nil, nil)
        }
        let fixed = route.title ?? FeatureNaming.displayName(model.name)
        let field =
            route.titleProperty.flatMap { name in DisplayRules.displayFields(of: model.properties).first { $0.name == name } }
            ?? (route.title == nil ? DisplayRules.titleField(of: model) : nil)
        guard let field else { return (fixed, nil, nil) }
        let member = FeatureNaming.escaped(field.name) + field.accessor
        if isValue, displayValue(parameter) != nil {
            return (fixed, "\(FeatureNaming.escaped(parameter.name)).\(member)", nil)
        }
        if !isValue, let stored, stored.model == model.name { return (fixed, nil, (stored.lookup, member)) }
        // The page's own query for the model (`product(id:)`), read while it reloads too.
        for query in queries {
            let result = Self.text(query.value["resultType"]).trimmingHorizontalWhitespace()
            let wrapped = TypeSyntax.optionalWrapped(result)
            guard (wrapped ?? result).trimmingHorizontalWhitespace() == model.name else { continue }
            let source = Self.text(query.value["stateRead"]) + ".settled.value" + (wrapped == nil ? "" : ".flatMap { $0 }")
            return (fixed, nil, (source, member))
        }
        return (fixed, nil, nil)
    }

    /// The question a destructive command's button asks before it runs: "Delete this note?" when
    /// it takes the identity of a model (`Note.ID`), else "Delete?" in the method's words.
    private func confirmationQuestion(_ method: FeatureSpec.Method) -> String {
        let action = FeatureNaming.displayName(method.name)
        let models = Set(spec.models.map(\.name) + spec.storage.models.map(\.name))
        let subject = method.parameters.lazy.compactMap { parameter -> String? in
            let parts = parameter.type.split(separator: ".")
            guard parts.count == 2, parts[1] == "ID", models.contains(String(parts[0])) else { return nil }
            return FeatureNaming.displayName(String(parts[0])).lowercased()
        }.first
        return subject.map { "\(action) this \($0)?" } ?? "\(action)?"
    }

    // MARK: Outcomes

    /// The cases of `<Name>Outcome`, once each: `caseName`, `declaration` (`signedIn(Session)`)
    /// and `emittedBy` (the commands that emit it, as selectors).
    private func outcomes() -> [TemplateValue] {
        var order: [String] = []
        var payloads: [String: String?] = [:]
        var emitters: [String: [String]] = [:]
        for method in spec.clients.flatMap(\.methods) where method.kind == .command {
            guard let outcome = method.outcome else { continue }
            if payloads[outcome] == nil {
                order.append(outcome)
                payloads[outcome] = method.returnsVoid ? String?.none : method.returns
            }
            emitters[outcome, default: []].append("`\(OperationNamer.selector(method))`")
        }
        return order.map { outcome in
            let name = FeatureNaming.escaped(outcome)
            let payload = payloads[outcome] ?? nil
            return .object([
                "caseName": .string(name),
                "declaration": .string(payload.map { "\(name)(\($0))" } ?? name),
                "emittedBy": .string((emitters[outcome] ?? []).joined(separator: ", ")),
            ])
        }
    }

    // MARK: State

    /// What keeps a root button disabled besides a run in flight: ` || feature.<item>.isEmpty`
    /// for each text the person has to type (a `String` state item other than the search
    /// text) among the button's arguments, `values`.
    private func missingInputs(_ values: [String]) -> String {
        let typed = Set(
            spec.state.filter { $0.type == "String" && !$0.isSearch }.map { "feature." + FeatureNaming.escaped($0.name) })
        var seen = Set<String>()
        return values.filter { typed.contains($0) && seen.insert($0).inserted }.map { " || \($0).isEmpty" }.joined()
    }

    /// The text fields of the root screen's controls in order, each with what its Return key
    /// does: move to the next field, or, on the last one, run the first root button that takes
    /// a typed value (`submitOperation`; `submitAction` runs it when `submitEnabled` holds).
    private func chainedTextInputs(_ items: [TemplateValue], rootButtons: [Operation]) -> [TemplateValue] {
        let fields = items.indices.filter { index in
            items[index]["isTextField"]?.isTruthy == true || items[index]["isSecureField"]?.isTruthy == true
        }
        let reads = Set(fields.map { "feature." + Self.text(items[$0]["name"]) })
        let submit = rootButtons.first { button in
            guard case .rootButton(let values) = button.trigger else { return false }
            return values.contains(where: reads.contains)
        }
        let signsIn = spec.state.contains { TextInputRules.isPassword($0.name) && StateControl($0) == .secureField }
        var chained = items
        for (position, index) in fields.enumerated() {
            guard case .object(var item) = items[index] else { continue }
            item["inputRole"] = .string(TextInputRules.role(forStateNamed: Self.text(item["rawName"]), signsIn: signsIn))
            let next = position + 1 < fields.count ? items[fields[position + 1]]["rawName"] : nil
            item["nextInput"] = next ?? ""
            item["hasNextInput"] = .bool(next != nil)
            let submits = next == nil && submit != nil
            item["submits"] = .bool(submits)
            item["returnKey"] = .string(next != nil ? "next" : submits ? "go" : "done")
            if let submit, submits {
                let method = Self.text(submit.value["featureMethodName"])
                item["submitOperation"] = submit.value["operationName"] ?? ""
                item["submitAction"] = .string(
                    "Task { await feature.\(method)(\(Self.text(submit.value["triggerArguments"]))) }")
                item["submitEnabled"] = .string(
                    "!feature.\(Self.text(submit.value["stateRead"])).isLoading"
                        + Self.text(submit.value["missingInputs"]).replacing(" || ", with: " && !"))
            }
            chained[index] = .object(item)
        }
        return chained
    }

    private func makeStateItem(_ item: FeatureSpec.StateItem) -> TemplateValue {
        let control = StateControl(item)
        return .object([
            "name": .string(FeatureNaming.escaped(item.name)),
            "rawName": .string(item.name),
            "displayName": .string(FeatureNaming.displayName(item.name)),
            "type": .string(item.type),
            "defaultValue": .string(item.defaultValue),
            "isTextField": .bool(control == .textField && !item.isSearch),
            "isSearch": .bool(item.isSearch),
            "isSecureField": .bool(control == .secureField),
            "isToggle": .bool(control == .toggle),
        ])
    }

    // MARK: Models

    private func makeModel(_ model: FeatureSpec.Model) -> TemplateValue {
        let fixture = fixtures.modelFixtureArguments(model)
        let secrets = model.properties.map(\.name).filter(SecretNames.isSecret)
        return .object([
            "name": .string(model.name),
            "isIdentifiable": .bool(model.isIdentifiable),
            "conformances": .string(
                "Hashable, Sendable, Codable" + (model.isIdentifiable ? ", Identifiable" : "")),
            "initParameters": .string(
                model.properties.map { "\(FeatureNaming.escaped($0.name)): \($0.type)" }.joined(separator: ", ")),
            "hasFixture": .bool(fixture != nil),
            "hasSecrets": .bool(!secrets.isEmpty),
            "secretNames": .string(secrets.map { "`\($0)`" }.joined(separator: ", ")),
            "mirrorChildren": .string(
                model.properties.filter { !SecretNames.isSecret($0.name) }
                    .map { "(label: \"\($0.name)\", value: \(FeatureNaming.escaped($0.name)))" }.joined(separator: ", ")),
            "properties": .list(
                Self.marked(
                    model.properties.enumerated().map { index, property in
                        .object([
                            "name": .string(FeatureNaming.escaped(property.name)),
                            "rawName": .string(property.name),
                            "label": .string(FeatureNaming.argumentLabel(property.name)),
                            "type": .string(property.type),
                            "fixture": .string(fixture?[index] ?? ""),
                            "isSecret": .bool(SecretNames.isSecret(property.name)),
                        ])
                    })),
        ])
    }

    // MARK: Display

    /// The spec's models and, with storage, the stored models' value types, as name and
    /// properties.
    private var allModels: [FeatureSpec.Model] {
        spec.models
            + (spec.storage.kind == .none
                ? []
                : spec.storage.models.map(\.shownModel))
    }

    /// The models the screen shows, each with the views it uses: rows for `[Model]` results and
    /// stored lists, fields for `Model` results, model route parameters and stored values shown
    /// on a destination (a form's page shows its editor instead).
    private func displayedModels(operations: [Operation]) -> [(model: FeatureSpec.Model, row: Bool, fields: Bool)] {
        var rows: Set<String> = []
        var fields: Set<String> = []
        for method in spec.clients.flatMap(\.methods) where method.kind == .query && !DisplayRules.isSensitive(method.name) {
            guard let returns = method.returns else { continue }
            let type = (TypeSyntax.optionalWrapped(returns) ?? returns).trimmingHorizontalWhitespace()
            if let element = TypeSyntax.arrayElement(type) { rows.insert(element) } else { fields.insert(type) }
        }
        for route in spec.routes where route.form == nil {
            for parameter in route.parameters where displayValue(parameter) != nil {
                fields.insert(parameter.type.trimmingHorizontalWhitespace())
            }
            if let listed = listedValue(for: route, operations: operations) { fields.insert(listed.model) }
        }
        if spec.storage.kind != .none { rows.formUnion(spec.storage.models.map(\.name)) }
        return allModels.compactMap { model in
            let row = rows.contains(model.name)
            let field = fields.contains(model.name)
            return row || field ? (model, row, field) : nil
        }
    }

    /// For a route with one parameter identifying a model (`Note.ID`) whose values some
    /// operation or stored list loads: the model and the call, read from the model owner
    /// (`feature.`, `viewModel.`, `state.`), that finds the value among every loaded one
    /// (`loadedNote(id: noteID)`: see ``loadedModels(operations:)``), so a detail opened from any
    /// list (the root's, search results, another destination's rows) shows its row. A route whose
    /// page runs queries of its own shows their results instead and is not given one.
    private func listedValue(for route: FeatureSpec.Route, operations: [Operation]) -> ListedValue? {
        guard route.parameters.count == 1,
            let model = TypeSyntax.identifiedModel(route.parameters[0].type.trimmingHorizontalWhitespace())
        else { return nil }
        let ownOperations = operations.contains { operation in
            if case .destination(let name, _, false) = operation.trigger { return name == route.name }
            return false
        }
        guard !ownOperations, let loaded = loadedModels(operations: operations).first(where: { $0.model == model }) else {
            return nil
        }
        let name = FeatureNaming.escaped(route.parameters[0].name)
        return ListedValue(
            model: model, lookup: "\(loaded.lookupName)(id: \(name))", lookupState: "\(loaded.lookupName)State(id: \(name))",
            find: loaded.finds.isEmpty ? nil : "\(loaded.findName)(id: \(name))")
    }

    /// What a destination showing a looked-up value calls (see ``listedValue(for:operations:)``).
    struct ListedValue {
        let model: String
        /// `loadedNote(id: noteID)`: the value, or `nil`.
        let lookup: String
        /// `loadedNoteState(id: noteID)`: found, loading, failed, not loaded yet, or not found.
        let lookupState: String
        /// `findNote(id: noteID)`: loads the lists that can hold it; `nil` when the model cannot
        /// load any by itself (only destinations load the model).
        let find: String?
    }

    /// Where a loaded value of an identifiable model can be found: every stored list of it and
    /// every query (at the root or on a destination, any arguments) returning `[Model]`,
    /// `Model` or an optional of either. Only models some route identifies (`Model.ID`) get one.
    struct LoadedModel {
        let model: String
        /// `loaded<Model>`: the lookup method the model owner declares.
        let lookupName: String
        /// `find<Model>`: the model owner's method loading the lists that can hold a value.
        var findName: String { "find" + FeatureNaming.typeName(model) }
        /// One Swift statement per source, each returning the value with the identity `id` when
        /// the source holds it.
        let statements: [String]
        /// The queries among the sources (for the generated tests).
        let sources: [Operation]
        /// The sources the model can load by itself (the stored list, the root's queries with
        /// their arguments read from state), in the order `find<Model>(id:)` runs them.
        let finds: [FindSource]
    }

    /// A list `find<Model>(id:)` loads when it has not loaded: its load state and the call that
    /// loads it with the arguments the root screen would pass (read from the model's state).
    struct FindSource {
        /// The load state property: `notesState`, `cartItemListState`.
        let stateName: String
        /// The model's method: `notes`, `loadCartItemList`.
        let methodName: String
        /// The method as an identifier (the mvi store's private method).
        let identifier: String
        /// The arguments, read from state: `matching: self.query` (rewritten to `self.state.`
        /// by the mvi style).
        let arguments: String
        /// The query (for the generated tests), or `nil` for a stored list.
        let operation: Operation?
    }

    /// The ``LoadedModel`` of each identifiable model that a route without queries of its own
    /// identifies by `Model.ID` and that something loads, in the spec's model order.
    private func loadedModels(operations: [Operation]) -> [LoadedModel] {
        // Models a route identifies and whose page runs no query of its own (it would show that).
        let identified = Set(
            spec.routes.compactMap { route -> String? in
                let ownQueries = operations.contains { operation in
                    if case .destination(let name, _, false) = operation.trigger { return name == route.name }
                    return false
                }
                guard route.parameters.count == 1, !ownQueries else { return nil }
                return TypeSyntax.identifiedModel(route.parameters[0].type.trimmingHorizontalWhitespace())
            })
        return allModels.compactMap { model -> LoadedModel? in
            guard model.isIdentifiable, identified.contains(model.name) else { return nil }
            var statements: [String] = []
            var sources: [Operation] = []
            var finds: [FindSource] = []
            if spec.storage.kind != .none, spec.storage.models.contains(where: { $0.name == model.name }) {
                let list = "\(FeatureNaming.memberName(model.name))ListState"
                statements.append("if let found = \(list).settled.value?.first(where: { $0.id == id }) { return found }")
                let load = "load\(FeatureNaming.typeName(model.name))List"
                finds.append(
                    FindSource(
                        stateName: list, methodName: load, identifier: load,
                        arguments: "self.\(FeatureNaming.memberName(model.name))ListQuery", operation: nil))
            }
            let methods = spec.clients.flatMap(\.methods)
            for (index, operation) in operations.enumerated()
            where operation.value["isQuery"]?.isTruthy == true && operation.trigger != .none {
                let result = Self.text(operation.value["resultType"]).replacing(" ", with: "")
                let isOptional = TypeSyntax.optionalWrapped(result) != nil
                let unwrapped = TypeSyntax.optionalWrapped(result) ?? result
                let isArray = unwrapped == "[\(model.name)]"
                guard isArray || unwrapped == model.name else { continue }
                let storage = Self.text(operation.value["stateStorage"])
                let isKeyed = operation.value["isKeyed"]?.isTruthy == true
                // The loaded value, or `nil`: `state.settled.value` (flattened for an optional result).
                func read(_ state: String) -> String {
                    isOptional ? "(\(state).settled.value ?? nil)" : "\(state).settled.value"
                }
                let statement: String
                switch (isKeyed, isArray) {
                case (false, true):
                    statement = "if let found = \(read(storage))?.first(where: { $0.id == id }) { return found }"
                case (false, false):
                    statement = "if let found = \(read(storage)), found.id == id { return found }"
                case (true, true):
                    statement =
                        "if let found = \(storage).values.lazy.compactMap({ \(read("$0"))?.first(where: { $0.id == id }) }).first { return found }"
                case (true, false):
                    statement =
                        "if let found = \(storage).values.lazy.compactMap({ \(read("$0")) }).first(where: { $0.id == id }) { return found }"
                }
                statements.append(statement)
                sources.append(operation)
                if let arguments = findArguments(methods[index], run: wiring.runs[index]) {
                    finds.append(
                        FindSource(
                            stateName: Self.text(operation.value["stateName"]),
                            methodName: Self.text(operation.value["featureMethodName"]),
                            identifier: FeatureNaming.escaped(Self.text(operation.value["operationName"])),
                            arguments: arguments, operation: operation))
                }
            }
            guard !statements.isEmpty else { return nil }
            return LoadedModel(
                model: model.name, lookupName: "loaded\(FeatureNaming.typeName(model.name))", statements: statements,
                sources: sources, finds: finds)
        }
    }

    /// The arguments a query that the root screen runs is called with from the model's current
    /// state (`matching: self.query`; `""` without parameters), or `nil` when the root does not
    /// run it or an argument is not read from state: a destination's query needs its route.
    private func findArguments(_ method: FeatureSpec.Method, run: FeatureWiring.Run) -> String? {
        switch run {
        case .rootTask:
            return ""
        case .rootButton(let arguments):
            let items = arguments.compactMap { argument -> String? in
                if case .state(let item) = argument { return item }
                return nil
            }
            guard items.count == arguments.count, items.count == method.parameters.count else { return nil }
            return zip(method.parameters, items).map { parameter, item in
                let value = "self." + FeatureNaming.escaped(item)
                return parameter.label == "_"
                    ? value : "\(FeatureNaming.argumentLabel(parameter.label ?? parameter.name)): \(value)"
            }.joined(separator: ", ")
        case .destination, .none:
            return nil
        }
    }

    /// The `loadedModels` key: per ``LoadedModel``, `name`, `lookupName`, `idType`,
    /// `lookupStatements` (each `statement`) and `lookupSources` (each source query's keys plus
    /// `lookupName`, `elementFixture` and `loadedTestName`; only testable queries of a model with
    /// a fixture).
    private func loadedModelValues(operations: [Operation]) -> [TemplateValue] {
        loadedModels(operations: operations).map { loaded in
            let fixture = fixtures.fixture(for: loaded.model, nameHint: loaded.model)
            let sources = loaded.sources.compactMap { operation -> TemplateValue? in
                guard let fixture, operation.value["isTestable"]?.isTruthy == true,
                    case .object(var value) = operation.value
                else { return nil }
                value["lookupName"] = .string(loaded.lookupName)
                value["elementFixture"] = .string(fixture)
                value["loadedTestName"] = .string(
                    "\(loaded.lookupName)FindsWhat\(FeatureNaming.typeName(Self.text(operation.value["operationName"])))Loaded")
                return .object(value)
            }
            let finds = loaded.finds
            let findValues = finds.map { find -> TemplateValue in
                .object([
                    "sourceState": .string(find.stateName),
                    "queryMethodName": .string(find.methodName),
                    "queryIdentifier": .string(find.identifier),
                    "queryReloadArguments": .string(find.arguments),
                ])
            }
            // The generated tests stub every list the find loads: only when each is a testable
            // client query (a stored list is tested by the store's own tests).
            let stubs = finds.compactMap { find -> TemplateValue? in
                guard let operation = find.operation, operation.value["isTestable"]?.isTruthy == true,
                    case .object(var value) = operation.value
                else { return nil }
                value["findName"] = .string(loaded.findName)
                return .object(value)
            }
            var findTests: [TemplateValue] = []
            if let fixture, !finds.isEmpty, stubs.count == finds.count {
                let unknown = fixtures.otherFixture(for: "\(loaded.model).ID", nameHint: loaded.model)
                findTests.append(
                    .object([
                        "findName": .string(loaded.findName),
                        "lookupStateName": .string(loaded.lookupName + "State"),
                        "elementFixture": .string(fixture),
                        "unknownID": .string(unknown ?? ""),
                        "hasUnknownID": .bool(unknown != nil),
                        "sourceStubs": .list(Self.marked(stubs)),
                        "firstSource": .list(Self.marked(Array(stubs.prefix(1)))),
                        "modelDisplayName": .string(FeatureNaming.displayName(loaded.model)),
                    ]))
            }
            return .object([
                "name": .string(loaded.model),
                "lookupName": .string(loaded.lookupName),
                "lookupStateName": .string(loaded.lookupName + "State"),
                "findName": .string(loaded.findName),
                "hasFinds": .bool(!finds.isEmpty),
                "finds": .list(Self.marked(findValues)),
                "findsProgress": .string(finds.map { "\($0.stateName).progress" }.joined(separator: ", ")),
                "findTests": .list(Self.marked(findTests)),
                "idType": .string("\(loaded.model).ID"),
                "lookupStatements": .list(Self.marked(loaded.statements.map { .object(["statement": .string($0)]) })),
                "lookupSources": .list(Self.marked(sources)),
            ])
        }
    }

    /// `.filter { … }` keeping the elements of `model` whose title contains the screen's search
    /// text (all of them while it is empty), or `""` without a search item or a title field.
    private func searchFilter(_ model: FeatureSpec.Model) -> String {
        guard let search = spec.state.first(where: \.isSearch) else { return "" }
        guard let title = DisplayRules.titleField(of: model) else { return "" }
        let text = "feature.\(FeatureNaming.escaped(search.name))"
        return
            ".filter { \(text).isEmpty || $0.\(FeatureNaming.escaped(title.name))\(title.accessor).localizedStandardContains(\(text)) }"
    }

    /// A to-many relationship shown on its parent's page: the page's route (the one route taking
    /// just the parent's `Model.ID`, preferring the one its rows link to) lists the related
    /// values the store selects by the inverse's identity (`PantryItemFilter(shelfID:)`).
    struct RelatedList {
        let route: FeatureSpec.Route
        let parent: String
        let child: String
        let value: TemplateValue
    }

    /// Every ``RelatedList`` of the stored models, in model and relationship order: `stateName`
    /// (`shelfItemsStates`, per page), `loadMethod` (`loadShelfItems(on:)`), `routeCase`,
    /// `routeFixture` (the page of the parent's fixture 1), `parent`, `child`, `childQuery`,
    /// `childFilter`, `childIDName`, `childInsert`, `relationship`, `displayName`, `rowView`,
    /// `hasRowLink` and `rowRoute`.
    private func relatedLists() -> [RelatedList] {
        guard spec.storage.kind != .none else { return [] }
        let storage = StorageContext(spec: spec)
        let routeType = featureName + "Route"
        return spec.storage.models.flatMap { model -> [RelatedList] in
            let pages = spec.routes.filter { route in
                route.opens == nil && route.parameters.count == 1
                    && TypeSyntax.identifiedModel(route.parameters[0].type.trimmingHorizontalWhitespace()) == model.name
            }
            guard let page = pages.first(where: { $0.name == wiring.rowRoutes[model.name] }) ?? pages.first else { return [] }
            return model.relationships.filter(\.isToMany).compactMap { relationship -> RelatedList? in
                guard let inverse = storage.inverseToOne(of: relationship, model: model),
                    let child = allModels.first(where: { $0.name == relationship.target })
                else { return nil }
                let parentType = FeatureNaming.typeName(model.name)
                let relationshipType = FeatureNaming.typeName(relationship.name)
                let link = rowLink(model: child, element: "value")
                let label = FeatureContext.routeLabel(page.parameters[0]).map { "\($0): " } ?? ""
                let value = TemplateValue.object([
                    "stateName": .string(FeatureNaming.memberName(model.name) + relationshipType + "States"),
                    "loadMethod": .string("load" + parentType + relationshipType),
                    "routeCase": .string(FeatureNaming.escaped(page.name)),
                    "routeFixture": .string(
                        "\(routeType).\(FeatureNaming.escaped(page.name))(\(label)\(model.name).fixture(1).id)"),
                    "parent": .string(model.name),
                    "child": .string(child.name),
                    "childQuery": .string(child.name + "Query"),
                    "childFilter": .string(child.name + "Filter"),
                    "childIDName": .string(FeatureNaming.memberName(inverse.name) + "ID"),
                    "childInsert": .string("insert" + FeatureNaming.typeName(child.name)),
                    "relationship": .string(relationship.name),
                    "displayName": .string(FeatureNaming.displayName(relationship.name)),
                    "rowView": .string("\(child.name)Row(item: value)"),
                    "hasRowLink": .bool(link != nil),
                    "rowRoute": .string(link ?? ""),
                ])
                return RelatedList(route: page, parent: model.name, child: child.name, value: value)
            }
        }
    }

    /// A stored model with `childLists`: the related lists it appears in, which its writes reload.
    private func addingChildLists(_ value: TemplateValue, _ related: [RelatedList]) -> TemplateValue {
        guard case .object(var object) = value, case .string(let name)? = object["name"] else { return value }
        let children = related.filter { $0.child == name }
        object["childLists"] = .list(Self.marked(children.map(\.value)))
        // A write reloads its own list and, at the same time, the other lists it reaches.
        object["reloadsConcurrently"] = .bool(!children.isEmpty || object["relatedLists"]?.isTruthy == true)
        return .object(object)
    }

    /// A stored model's list row: `rowView` (its `<Model>Row`), `hasRowLink` and `rowRoute` (the
    /// route taking one `Model.ID` or `Model`, when there is one).
    private func addingStoredRow(_ value: TemplateValue) -> TemplateValue {
        guard case .object(var object) = value, case .string(let name)? = object["name"],
            let model = allModels.first(where: { $0.name == name })
        else { return value }
        let link = rowLink(model: model, element: "value")
        object["rowView"] = .string("\(name)Row(item: value)")
        object["hasRowLink"] = .bool(link != nil)
        object["rowRoute"] = .string(link ?? "")
        object["rowFilter"] = .string(searchFilter(model))
        return .object(object)
    }

    /// A model as the screen shows it: `name`, `displayName`, `rowType` (`<Model>Row`: a list
    /// row of its title and subtitle), `fieldsType` (`<Model>Fields`: every display-safe field
    /// as a `LabeledContent`), `hasTitle` and `titleField`, `rowFields` (the subtitle, when
    /// there is one) and `fields` (``fieldValue(_:owner:)``). Identifiers, sensitive names and
    /// hidden properties are never among them (``DisplayRules``).
    private func makeDisplayedModel(_ entry: (model: FeatureSpec.Model, row: Bool, fields: Bool)) -> TemplateValue {
        let model = entry.model
        let fields = DisplayRules.displayFields(of: model.properties)
        let title = DisplayRules.rowTitleField(of: model)
        let subtitle = DisplayRules.subtitleField(of: model)
        return .object([
            "name": .string(model.name),
            "displayName": .string(FeatureNaming.displayName(model.name)),
            "rowType": .string(model.name + "Row"),
            "fieldsType": .string(model.name + "Fields"),
            "hasTitle": .bool(title != nil),
            "titleField": .string(title.map(Self.rowTitleArguments) ?? ""),
            "titleView": .string(title.map(Self.rowTitleView) ?? ""),
            "rowFields": .list(Self.marked(subtitle.map { [fieldValue($0, owner: "item")] } ?? [])),
            "fields": .list(Self.marked(fields.map { fieldValue($0, owner: "value") })),
            "hasFields": .bool(!fields.isEmpty),
            "showsRow": .bool(entry.row),
            "showsFields": .bool(entry.fields),
        ])
    }

    /// The arguments of the row title's `Text`: the text, or the value with its format.
    private static func rowTitleArguments(_ field: DisplayField) -> String {
        let value = field.shownValue("item.\(FeatureNaming.escaped(field.name))")
        switch field.kind {
        case .styled: return "\(value), format: \(field.formatStyle)"
        case .formatted: return "\(value).formatted()"
        case .text, .flag: return value
        }
    }

    /// The row title's view: `Text` with ``rowTitleArguments(_:)``, or for a date shown relative
    /// to now the runtime's `RelativeDateText`, which keeps it current.
    private static func rowTitleView(_ field: DisplayField) -> String {
        field.isRelative
            ? "RelativeDateText(\(field.shownValue("item.\(FeatureNaming.escaped(field.name))")))"
            : "Text(\(rowTitleArguments(field)))"
    }

    /// A shown field: `name`, `labelLiteral` (its label as a Swift string literal),
    /// `expression` (the value read inside `if let` for an optional, else `<owner>.<name>`,
    /// wrapped in a `Measurement` when it has a unit), `formatStyle`, and the kind booleans
    /// `isText`, `isStyled`, `isRelative` (a date kept relative to now), `isFormatted`, `isFlag`,
    /// `isOptional`.
    private func fieldValue(_ field: DisplayField, owner: String) -> TemplateValue {
        let member = FeatureNaming.escaped(field.name)
        return .object([
            "name": .string(member),
            "labelLiteral": .string(AppComposer.stringLiteral(field.label)),
            "expression": .string(field.shownValue(field.isOptional ? member : "\(owner).\(member)")),
            "formatStyle": .string(field.formatStyle),
            "isText": .bool(field.kind == .text),
            "isStyled": .bool(field.kind == .styled && !field.isRelative),
            "isRelative": .bool(field.isRelative),
            "isFormatted": .bool(field.kind == .formatted),
            "isFlag": .bool(field.kind == .flag),
            "isOptional": .bool(field.isOptional),
        ])
    }

    /// ``sectionTitle(_:)-swift.type.method`` unless another operation's section would have the
    /// same title (`fetchNotes` and `listNotes`); then the method's name in words, verb included
    /// ("Fetch notes"), so no two sections read the same. (A root section titled like the
    /// controls' section is retitled in ``build()``.)
    private func sectionTitle(_ method: FeatureSpec.Method) -> String {
        let short = Self.sectionTitle(method)
        let full = FeatureNaming.displayName(method.name)
        guard short != full else { return short }
        let others = spec.clients.flatMap(\.methods).filter { $0.name != method.name }.map(Self.sectionTitle)
        if others.contains(short) {
            return full.prefix(1).uppercased() + full.dropFirst()
        }
        return short
    }

    /// A section title in words: a query's result named by its method without the leading verb
    /// (`searchCities` → "Cities", `fetchNotes` → "Notes"), a command by its method
    /// (`deleteNote` → "Delete note").
    private static func sectionTitle(_ method: FeatureSpec.Method) -> String {
        let words = SwiftName(method.name).words
        let verbs: Set<String> = ["fetch", "load", "get", "list", "search", "find", "query", "retrieve", "read", "request"]
        guard method.kind == .query, words.count > 1, verbs.contains(words[0].lowercased()) else {
            return FeatureNaming.displayName(method.name)
        }
        let rest = words.dropFirst().joined()
        let title = FeatureNaming.displayName(rest)
        return title.prefix(1).uppercased() + title.dropFirst()
    }

    // MARK: Clients and operations

    private func makeClient(_ client: FeatureSpec.Client, operations: [Operation], isLast: Bool) -> TemplateValue {
        let typeName = FeatureNaming.typeName(client.name)
        return .object([
            "name": .string(typeName),
            "protocolName": .string(typeName + "Client"),
            "liveName": .string("Live" + typeName + "Client"),
            "doubleName": .string(typeName + "ClientDouble"),
            "isShared": .bool(client.isShared),
            "sharedProtocolName": .string(typeName + "Client"),
            "sharedPreviewName": .string("Preview" + typeName + "Client"),
            "sharedDoubleName": .string(typeName + "ClientDouble"),
            "propertyName": .string(FeatureNaming.memberName(client.name) + "Client"),
            "methods": .list(Self.marked(operations.map(\.value))),
            "isLast": .bool(isLast),
        ])
    }

    private func makeOperations() -> [Operation] {
        let methods = spec.clients.enumerated().flatMap { clientIndex, client in
            client.methods.map { (clientIndex, client, $0) }
        }
        let names = OperationNamer.names(for: methods.map { ($0.1.name, $0.2) })
        let shared = OperationNamer.sharedSelectors(for: methods.map(\.2))
        let operations = methods.indices.map { index in
            let (clientIndex, client, method) = methods[index]
            return makeOperation(
                clientIndex: clientIndex, client: client, method: method, run: wiring.runs[index], operationName: names[index],
                featureMethodName: shared[index] ? names[index] : FeatureNaming.escaped(method.name))
        }
        let candidates = methods.indices.map { (methods[$0].2, operations[$0], wiring.runs[$0]) }
        return zip(methods, operations).map { entry, operation in
            addingRefresh(to: operation, method: entry.2, among: candidates)
        }
    }

    /// What a command updates after it succeeds: `invalidatedQueries` (the queries it reloads:
    /// those the root screen runs, without parameters or with every argument read from state,
    /// by default all of them; each with `queryMethodName`, `queryIdentifier`, `querySelector`,
    /// `queryClientProperty`, `queryCallsName`, `queryReloadArguments` (the call's arguments read
    /// from the model's current state: `matching: self.searchText`), `queryStateSettings` (per
    /// state argument: `stateName`, `rawName`, `fixture`, for a test that sets it first) and
    /// `queryArgumentChecks` (per argument whose type is compared by value: `callRead`, the
    /// recorded call's value, and `expected`, the fixture)), `reloadStateSettings` (the state
    /// settings of all of them, each state item once), `popsBack` (it pops the destination
    /// it ran on: only a destination's command can) and `hasRefresh` (either). A query gets none.
    private func addingRefresh(
        to operation: Operation, method: FeatureSpec.Method,
        among all: [(FeatureSpec.Method, Operation, FeatureWiring.Run)]
    ) -> Operation {
        guard case .object(var value) = operation.value else { return operation }
        var queries: [TemplateValue] = []
        var settings: [TemplateValue] = []
        if method.kind == .command {
            for (other, candidate, run) in all where other.kind == .query {
                let stateArguments: [String]
                switch run {
                case .rootTask: stateArguments = []
                case .rootButton(let arguments):
                    stateArguments = arguments.compactMap {
                        if case .state(let item) = $0 { return item }
                        return nil
                    }
                    guard stateArguments.count == arguments.count else { continue }
                default: continue
                }
                guard method.invalidates?.contains(other.name) ?? true else { continue }
                let query = reloadedQuery(other, candidate, stateArguments: stateArguments)
                queries.append(query)
                if case .list(let items)? = query["queryStateSettings"] {
                    for item in items {
                        let name = Self.text(item["rawName"])
                        if !settings.contains(where: { Self.text($0["rawName"]) == name }) { settings.append(item) }
                    }
                }
            }
        }
        let popsBack = method.kind == .command && method.popsBack && operation.trigger.isDestination
        value["invalidatedQueries"] = .list(Self.marked(queries))
        value["reloadStateSettings"] = .list(Self.marked(settings))
        value["popsBack"] = .bool(popsBack)
        value["hasRefresh"] = .bool(popsBack || !queries.isEmpty)
        value["hasInvalidatedQueries"] = .bool(!queries.isEmpty)
        value["reloadsConcurrently"] = .bool(queries.count > 1)
        // A secret typed on the root screen (a secure field's text) is forgotten once the command
        // that took it succeeds.
        var secrets: [TemplateValue] = []
        if method.kind == .command, case .rootButton(let values) = operation.trigger {
            for item in spec.state where StateControl(item) == .secureField {
                let name = FeatureNaming.escaped(item.name)
                guard values.contains("feature." + name) else { continue }
                secrets.append(
                    .object(["name": .string(name), "eventName": .string(MVIContext.eventName(forStateItem: item.name))]))
            }
        }
        value["clearedSecrets"] = .list(Self.marked(secrets))
        value["clearsSecrets"] = .bool(!secrets.isEmpty)
        value["followsUp"] = .bool(
            popsBack || !queries.isEmpty || value["navigates"]?.isTruthy == true || !secrets.isEmpty
                || value["emitsOutcome"]?.isTruthy == true)
        return Operation(
            clientIndex: operation.clientIndex, trigger: operation.trigger, value: .object(value),
            methodName: operation.methodName)
    }

    /// The template keys of one query a command reloads, its arguments read from state items
    /// `stateArguments` (in parameter order).
    private func reloadedQuery(_ query: FeatureSpec.Method, _ candidate: Operation, stateArguments: [String])
        -> TemplateValue
    {
        let parameters = query.parameters
        let reload = zip(parameters, stateArguments).map { parameter, item in
            let value = "self." + FeatureNaming.escaped(item)
            return parameter.label == "_" ? value : "\(FeatureNaming.argumentLabel(parameter.label ?? parameter.name)): \(value)"
        }
        var settings: [TemplateValue] = []
        var fixtureByItem: [String: String] = [:]
        for itemName in stateArguments where fixtureByItem[itemName] == nil {
            guard let item = spec.state.first(where: { $0.name == itemName }),
                let fixture = fixtures.fixture(for: item.type, nameHint: item.name)
            else { continue }
            fixtureByItem[itemName] = fixture
            settings.append(
                .object([
                    "stateName": .string(FeatureNaming.escaped(item.name)), "rawName": .string(item.name),
                    "fixture": .string(fixture), "eventName": .string(MVIContext.eventName(forStateItem: item.name)),
                ]))
        }
        // A recorded call is the argument itself (one parameter) or a tuple labelled by the
        // parameter names (a paged query's with its cursor too); only types known to be
        // Equatable are compared.
        let comparable: Set<String> = ["String", "Int", "Bool", "Double", "UUID", "Date"]
        var checks: [TemplateValue] = []
        for (parameter, item) in zip(parameters, stateArguments) {
            guard comparable.contains(parameter.type), let expected = fixtureByItem[item] else { continue }
            let callsName = Self.text(candidate.value["callsName"])
            let read =
                parameters.count == 1 && query.cursor == nil
                ? "\(callsName).last" : "\(callsName).last?.\(FeatureNaming.argumentLabel(parameter.name))"
            checks.append(.object(["callRead": .string(read), "expected": .string(expected)]))
        }
        return .object([
            "queryMethodName": candidate.value["featureMethodName"] ?? "",
            "queryIdentifier": .string(FeatureNaming.escaped(Self.text(candidate.value["operationName"]))),
            "querySelector": candidate.value["selector"] ?? "",
            "queryClientProperty": candidate.value["clientProperty"] ?? "",
            "queryCallsName": candidate.value["callsName"] ?? "",
            "queryReloadArguments": .string(reload.joined(separator: ", ")),
            "queryStateSettings": .list(Self.marked(settings)),
            "queryArgumentChecks": .list(Self.marked(checks)),
        ])
    }

    private func makeOperation(
        clientIndex: Int, client: FeatureSpec.Client, method: FeatureSpec.Method, run: FeatureWiring.Run,
        operationName: String, featureMethodName: String
    ) -> Operation {
        let protocolName = FeatureNaming.typeName(client.name) + "Client"
        let parameters = method.parameters
        let baseName = FeatureNaming.escaped(method.name)
        let selector = OperationNamer.selector(method)
        let returnType = method.returns ?? "Void"
        let returnsVoid = method.returns == nil || returnType == "Void" || returnType == "()"
        let collection = CollectionKind(returnsVoid ? "" : returnType)
        let parameterFixtures = parameters.map { fixtures.fixture(for: $0.type, nameHint: $0.name) }
        let returnFixture = returnsVoid ? "()" : fixtures.fixture(for: returnType, nameHint: method.name)
        let isTestable = parameterFixtures.allSatisfy { $0 != nil } && returnFixture != nil
        let isCommand = method.kind == .command
        let trigger = trigger(run, isCommand: isCommand)

        func arguments(_ values: [String]) -> String {
            zip(parameters, values).map { parameter, value in
                parameter.label == "_" ? value : "\(FeatureNaming.argumentLabel(parameter.label ?? parameter.name)): \(value)"
            }.joined(separator: ", ")
        }
        let names = parameters.map { FeatureNaming.escaped($0.name) }
        let callType: String
        let callValue: String
        switch parameters.count {
        case 0: (callType, callValue) = ("Void", "()")
        case 1: (callType, callValue) = (parameters[0].type, names[0])
        default:
            callType =
                "(" + parameters.map { "\(FeatureNaming.argumentLabel($0.name)): \($0.type)" }.joined(separator: ", ") + ")"
            callValue =
                "(" + zip(parameters, names).map { "\(FeatureNaming.argumentLabel($0.name)): \($1)" }.joined(separator: ", ")
                + ")"
        }
        let ignored = Array(repeating: "_", count: parameters.count).joined(separator: ", ")
        // A query the search text feeds runs as the text changes, under the model's `searchPolicy`.
        var searchInput: String?
        if !isCommand, let search = spec.state.first(where: \.isSearch), case .rootButton(let arguments) = run,
            let index = arguments.firstIndex(of: .state(search.name)), index < names.count
        {
            searchInput = names[index]
        }
        var value: [String: TemplateValue] = [
            "isSearchLoad": .bool(searchInput != nil),
            "typeOperationName": .string(FeatureNaming.typeName(operationName)),
            "searchInput": .string(searchInput ?? ""),
            "clientProtocol": .string(protocolName),
            "clientProperty": .string(FeatureNaming.memberName(client.name) + "Client"),
            "name": .string(baseName),
            "operationName": .string(operationName),
            "featureMethodName": .string(featureMethodName),
            "displayName": .string(FeatureNaming.displayName(method.name)),
            "selector": .string(selector),
            "parameterDeclarations": .string(parameters.map(Self.declaration).joined(separator: ", ")),
            "callArguments": .string(arguments(names)),
            "testArguments": .string(arguments(parameterFixtures.map { $0 ?? "" })),
            "hasParameters": .bool(!parameters.isEmpty),
            "hasSingleParameter": .bool(parameters.count == 1),
            "firstParameterFixture": .string(parameterFixtures.first.flatMap { $0 } ?? ""),
            "resultType": .string(returnsVoid ? "Void" : returnType),
            "returnClause": .string(returnsVoid ? "" : " -> \(returnType)"),
            "returnsVoid": .bool(returnsVoid),
            "returnsCollection": .bool(collection != nil),
            "emptyFixture": .string(collection?.emptyLiteral ?? ""),
            "returnFixture": .string(returnFixture ?? ""),
            "isTestable": .bool(isTestable),
            "isCommand": .bool(isCommand),
            "isQuery": .bool(!isCommand),
            "kind": .string(method.kind.rawValue),
            "successMessage": .string(DisplayRules.successMessage(displayName: FeatureNaming.displayName(method.name))),
            "stateName": .string(operationName + "State"),
            "callsName": .string(operationName + "Calls"),
            "handlerName": .string(operationName + "Handler"),
            "callType": .string(callType),
            "callValue": .string(callValue),
            "handlerParameterTypes": .string("(" + parameters.map(\.type).joined(separator: ", ") + ")"),
            "handlerOpening": .string(parameters.isEmpty ? "{" : "{ \(ignored) in"),
            "handlerArguments": .string(names.joined(separator: ", ")),
            "triggerArguments": .string(""),
        ]
        value["missingInputs"] = ""
        switch trigger {
        case .rootButton(let values):
            value["triggerArguments"] = .string(arguments(values))
            value["missingInputs"] = .string(missingInputs(values))
        case .destination(_, let values, _):
            value["triggerArguments"] = .string(arguments(values))
        case .rootTask, .none:
            break
        }
        value.merge(
            destinationKeys(operationName: operationName, resultType: returnsVoid ? "Void" : returnType, trigger: trigger)
        ) {
            _, new in new
        }
        if case .destination(let routeName, _, _) = trigger, destinationFixture(routeName) == nil {
            value["isTestable"] = .bool(false)
        }
        value.merge(navigationKeys(method, returnFixture: returnFixture)) { _, new in new }
        let optionalWrapped = returnsVoid ? nil : TypeSyntax.optionalWrapped(returnType)
        let shown =
            isCommand || returnsVoid
            ? Shown.success
            : DisplayRules.isSensitive(method.name) ? Shown.loaded : shownResult(optionalWrapped ?? returnType)
        value["returnsOptional"] = .bool(optionalWrapped != nil)
        value["returnsEmptiable"] = .bool(collection != nil || optionalWrapped != nil)
        value["emptyWhen"] = .string(
            collection != nil ? #", emptyWhen: \.isEmpty"# : optionalWrapped != nil ? ", emptyWhen: { $0 == nil }" : "")
        if optionalWrapped != nil { value["emptyFixture"] = "nil" }
        value["isOptionalResult"] = .bool(optionalWrapped != nil && shown != .success && shown != .loaded)
        value["sectionTitle"] = .string(sectionTitle(method))
        value["showsFields"] = .bool(false)
        value["fieldsType"] = .string("")
        value["rowView"] = .string("")
        value["showsText"] = .bool(false)
        value["textArguments"] = .string("")
        value["isDestinationSection"] = .bool(trigger.isDestination)
        value["isDestructive"] = .bool(["delete", "remove"].contains { method.name.lowercased().hasPrefix($0) })
        value["confirmationQuestion"] = .string(confirmationQuestion(method))
        value["showsSuccess"] = .bool(shown == .success)
        value["showsLoaded"] = .bool(shown == .loaded)
        value["contentParameter"] = .string(shown == .success || shown == .loaded ? "_" : "value")
        value["hasRowLinks"] = .bool(false)
        value["hasRows"] = .bool(false)
        value["rowIdentity"] = .string("")
        value["rowRoute"] = .string("")
        value["rowFilter"] = .string("")
        switch shown {
        case .rows(let identity, let rowView, let route):
            value[route == nil ? "hasRows" : "hasRowLinks"] = .bool(true)
            value["rowIdentity"] = .string(identity)
            value["rowView"] = .string(rowView)
            let element = TypeSyntax.arrayElement((optionalWrapped ?? returnType).trimmingHorizontalWhitespace())
            // Results the search text already fed to the server (as ``FeatureWiring`` wires the
            // arguments: an explicit `from` or the default name match) are not filtered again.
            let searchItems = Set(spec.state.filter(\.isSearch).map(\.name))
            let fedBySearch: Bool
            if case .rootButton(let arguments) = run {
                fedBySearch = arguments.contains { argument in
                    if case .state(let item) = argument { return searchItems.contains(item) }
                    return false
                }
            } else {
                fedBySearch = false
            }
            if !trigger.isDestination, !fedBySearch, let model = allModels.first(where: { $0.name == element }) {
                value["rowFilter"] = .string(searchFilter(model))
            }
            value["rowRoute"] = .string(route ?? "")
        case .fields(let fieldsType):
            value["showsFields"] = .bool(true)
            value["fieldsType"] = .string(fieldsType)
        case .text(let arguments):
            value["showsText"] = .bool(true)
            value["textArguments"] = .string(arguments)
        case .success, .loaded:
            break
        }
        value.merge(
            requirementKeys(
                method, parameters: parameters, names: names, returnType: returnType, returnFixture: returnFixture,
                operationName: operationName, callType: callType, callValue: callValue)
        ) { _, new in new }
        return Operation(clientIndex: clientIndex, trigger: trigger, value: .object(value), methodName: method.name)
    }

    /// How the client requirement reads, which differs from the feature model's method only for
    /// a paged query (`cursor`): `requirementParameters` (the declaration's parameters, with
    /// `after cursor: <Cursor>?` appended), `requirementReturnClause` (` -> Page<Element,
    /// Cursor>`), `handlerResultType`, `handlerParameterTypes`, `handlerOpening`,
    /// `handlerArguments`, `callType`, `callValue` (the double's), `handlerReturnFixture` (what a
    /// test's handler returns: the fixture, as one page); with `isPaged`, `cursorType`,
    /// `hasMoreName`, `moreStateName`, `loadMoreMethod`, `pagedHandlerOpening` (the handler's
    /// opening naming the cursor) and `nextCursorFixture` (a cursor value for the tests).
    private func requirementKeys(
        _ method: FeatureSpec.Method, parameters: [FeatureSpec.Parameter], names: [String], returnType: String,
        returnFixture: String?, operationName: String, callType: String, callValue: String
    ) -> [String: TemplateValue] {
        let declarations = parameters.map(Self.declaration).joined(separator: ", ")
        let returnsVoid = method.returnsVoid
        guard let cursor = method.cursor, method.kind == .query, let element = TypeSyntax.arrayElement(returnType) else {
            return [
                "isPaged": false, "requirementParameters": .string(declarations),
                "requirementReturnClause": .string(returnsVoid ? "" : " -> \(returnType)"),
                "handlerResultType": .string(returnsVoid ? "Void" : returnType),
                "handlerReturnFixture": .string(returnFixture ?? ""),
            ]
        }
        let pageType = "Page<\(element), \(cursor)>"
        let types = parameters.map(\.type) + [cursor + "?"]
        let labels = parameters.map { FeatureNaming.argumentLabel($0.name) } + ["cursor"]
        let values = names + ["cursor"]
        let typeName = FeatureNaming.typeName(operationName)
        let nextCursor = ["String": "\"next\"", "Int": "1", "UUID": "UUID()"][cursor] ?? "nil"
        return [
            "isPaged": true, "cursorType": .string(cursor),
            "requirementParameters": .string(declarations + (parameters.isEmpty ? "" : ", ") + "after cursor: \(cursor)?"),
            "requirementReturnClause": .string(" -> \(pageType)"),
            "handlerResultType": .string(pageType),
            "handlerParameterTypes": .string("(" + types.joined(separator: ", ") + ")"),
            "handlerOpening": .string("{ " + Array(repeating: "_", count: types.count).joined(separator: ", ") + " in"),
            "pagedHandlerOpening": .string(
                "{ " + (Array(repeating: "_", count: parameters.count) + ["cursor"]).joined(separator: ", ") + " in"),
            "handlerArguments": .string(values.joined(separator: ", ")),
            // A recorded call is a tuple labelled by the parameter names, or the cursor alone.
            "callType": .string(
                parameters.isEmpty ? cursor + "?" : "(" + zip(labels, types).map { "\($0): \($1)" }.joined(separator: ", ") + ")"),
            "callValue": .string(
                parameters.isEmpty ? "cursor" : "(" + zip(labels, values).map { "\($0): \($1)" }.joined(separator: ", ") + ")"),
            "callCursorRead": .string(parameters.isEmpty ? "$0" : "$0.cursor"),
            "hasSingleParameter": false,
            "handlerReturnFixture": .string(returnFixture.map { "Page(values: \($0))" } ?? ""),
            "nextCursorFixture": .string(nextCursor),
            "hasMoreName": .string(operationName + "HasMore"),
            "moreStateName": .string(operationName + "MoreState"),
            "loadMoreMethod": .string("loadMore" + typeName),
            "pageCallArguments": .string(Self.pagedCall(parameters: parameters, names: names)),
        ]
    }

    /// The paged client call's arguments: the method's, then `after: cursor`.
    private static func pagedCall(parameters: [FeatureSpec.Parameter], names: [String]) -> String {
        let arguments = zip(parameters, names).map { parameter, name in
            parameter.label == "_" ? name : "\(FeatureNaming.argumentLabel(parameter.label ?? parameter.name)): \(name)"
        }
        return (arguments + ["after: cursor"]).joined(separator: ", ")
    }

    /// The keys that give a destination's operation one state per destination (keyed by the
    /// route value, so nothing run, shown or retried on one destination belongs to another):
    /// `isKeyed`, `stateStorage` and `stateDeclaration` (what follows the name: a `LoadState`, or
    /// the `DestinationStates` of a destination's operation), `destinationParameter` (appended to
    /// the method's parameters), `runDestination` (appended to the `OperationRuns` call),
    /// `destinationArgument` (appended to the screen's call, `route` being the destination's
    /// route), `stateRead` (how the screen reads the state), and for the tests `testDestination`,
    /// `testDestinationArgument` and `testStateRead`. A root operation gets the plain names and
    /// empty fragments.
    private func destinationKeys(operationName: String, resultType: String, trigger: Trigger) -> [String: TemplateValue] {
        let routeType = featureName + "Route"
        let state = operationName + "State"
        guard case .destination(let routeName, _, _) = trigger else {
            return [
                "isKeyed": false, "stateStorage": .string(state),
                "stateDeclaration": .string(": LoadState<\(resultType)> = .idle"),
                "stateStorageType": .string("LoadState<\(resultType)>"), "stateInitial": ".idle",
                "destinationParameter": "", "destinationArgument": "", "runDestination": "", "stateRead": .string(state),
                "testDestination": "", "testDestinationArgument": "", "testStateRead": .string(state),
            ]
        }
        let fixture = destinationFixture(routeName) ?? ""
        let states = operationName + "States"
        return [
            "isKeyed": true, "stateStorage": .string(states),
            "stateDeclaration": .string(" = DestinationStates<\(routeType), \(resultType)>()"),
            "stateStorageType": .string("DestinationStates<\(routeType), \(resultType)>"), "stateInitial": "DestinationStates()",
            "destinationParameter": .string(", for destination: \(routeType)"), "destinationArgument": ", for: route",
            "runDestination": ", for: destination",
            "stateRead": .string("\(states)[route]"),
            "testDestination": .string(fixture), "testDestinationArgument": .string(", for: \(fixture)"),
            "testStateRead": .string("\(states)[\(fixture)]"),
        ]
    }

    /// What a command does with its result on success: hands it to the app (``outcomeKeys``) or
    /// pushes a route with it (``routeKeys``).
    private func navigationKeys(_ method: FeatureSpec.Method, returnFixture: String?) -> [String: TemplateValue] {
        outcomeKeys(method, returnFixture: returnFixture).merging(routeKeys(method, returnFixture: returnFixture)) { _, new in
            new
        }
    }

    /// The keys of a command's `outcome`: `emitsOutcome`, `outcomeCase`, `outcomeValue` (the
    /// case built from the bound `value`), `hasOutcomePayload`, `testOutcomePattern` (matches the
    /// case, binding `emitted`) and `testOutcomeFixture`; `bindsResult` when the command's success
    /// value is bound (`let value`).
    private func outcomeKeys(_ method: FeatureSpec.Method, returnFixture: String?) -> [String: TemplateValue] {
        guard method.kind == .command, let outcome = method.outcome else {
            return [
                "emitsOutcome": false, "outcomeCase": "", "outcomeValue": "", "hasOutcomePayload": false,
                "testOutcomePattern": "", "testOutcomeFixture": "",
                "bindsResult": .bool(method.kind == .command && method.navigatesTo != nil),
            ]
        }
        let name = FeatureNaming.escaped(outcome)
        let type = featureName + "Outcome"
        let hasPayload = !method.returnsVoid
        return [
            "emitsOutcome": true,
            "outcomeCase": .string(outcome),
            "outcomeValue": .string(hasPayload ? "\(type).\(name)(value)" : "\(type).\(name)"),
            "hasOutcomePayload": .bool(hasPayload),
            "testOutcomePattern": .string(hasPayload ? ".\(name)(let emitted)?" : ".\(name)?"),
            "testOutcomeFixture": .string(returnFixture ?? ""),
            "bindsResult": .bool(hasPayload),
        ]
    }

    /// Navigation on success (``FeatureSpec/Method/navigatesTo``, resolved by the validator):
    /// `navigates`, `navigationRouteName`, `navigationRoute` (the route value pushed, built from
    /// the result `value`) and `testNavigationRoute` (the same built from the result's fixture).
    private func routeKeys(_ method: FeatureSpec.Method, returnFixture: String?) -> [String: TemplateValue] {
        guard method.kind == .command, let navigation = method.navigatesTo,
            let route = spec.routes.first(where: { $0.name == navigation.route })
        else {
            return ["navigates": false, "navigationRouteName": "", "navigationRoute": "", "testNavigationRoute": ""]
        }
        func bound(_ result: String) -> [String] {
            guard let written = navigation.value, route.parameters.count == 1 else { return [] }
            let property = written.split(separator: ".").dropFirst().first.map { ".\(FeatureNaming.escaped(String($0)))" }
            return [result + (property ?? "")]
        }
        return [
            "navigates": true,
            "navigationRouteName": .string(route.name),
            "navigationRoute": .string(routeValue(route, values: bound("value"))),
            "testNavigationRoute": .string(returnFixture.map { routeValue(route, values: bound($0)) } ?? ""),
        ]
    }

    /// The value of route `routeName` built from test fixtures; `nil` when a parameter has none.
    private func destinationFixture(_ routeName: String) -> String? {
        guard let route = spec.routes.first(where: { $0.name == routeName }), isTestable(route) else { return nil }
        return routeValue(route, values: route.parameters.map { fixtures.fixture(for: $0.type, nameHint: $0.name) ?? "" })
    }

    /// How the generated screen starts an operation, as ``FeatureWiring`` decides: zero-argument
    /// queries load when the screen first appears (and on pull to refresh); operations whose
    /// arguments come from state items get a button at the root; operations whose arguments come
    /// from a route's parameters run in that destination, queries when it appears and commands
    /// from a button. Anything else is left for the developer: the screen shows no section for it
    /// (it could never leave `.idle`), names it in its doc comment, and `scaffold feature`/`sync`
    /// warn about it.
    private func trigger(_ run: FeatureWiring.Run, isCommand: Bool) -> Trigger {
        func name(_ argument: FeatureWiring.Argument) -> String {
            switch argument {
            case .state(let item): "feature.\(FeatureNaming.escaped(item))"
            case .routeParameter(let parameter): FeatureNaming.escaped(parameter)
            }
        }
        switch run {
        case .rootTask: return .rootTask
        case .rootButton(let arguments): return .rootButton(arguments: arguments.map(name))
        case .destination(let route, let arguments):
            return .destination(route: route, arguments: arguments.map(name), isButton: isCommand)
        case .none: return .none
        }
    }

    /// `Route.name` or `Route.name(label: value, …)` with `values` in parameter order.
    private func routeValue(_ route: FeatureSpec.Route, values: [String]) -> String {
        let caseName = "\(featureName)Route.\(FeatureNaming.escaped(route.name))"
        guard !route.parameters.isEmpty else { return caseName }
        let arguments = zip(route.parameters, values).map { parameter, value in
            FeatureContext.routeLabel(parameter).map { "\($0): \(value)" } ?? value
        }
        return "\(caseName)(\(arguments.joined(separator: ", ")))"
    }

    /// How the screen shows a query's (unwrapped) result, never through `String(describing:)`,
    /// which would show every property of a value, secrets included: `[Model]` as one
    /// `<Model>Row` per element (linking to the route the model's rows are wired to, when there
    /// is one: ``FeatureWiring/rowRoutes``), a `Model` as its `<Model>Fields`, a `String`, `Int`,
    /// `Double`, `Decimal` or `Date` as text, `[String]` as one row per string; anything else as a
    /// neutral "Loaded".
    private func shownResult(_ type: String) -> Shown {
        let type = type.trimmingHorizontalWhitespace()
        if let element = TypeSyntax.arrayElement(type) {
            if let model = spec.models.first(where: { $0.name == element }) {
                let identity = model.isIdentifiable ? "" : ", id: \\.self"
                return .rows(identity: identity, rowView: model.name + "Row(item: item)", route: rowLink(model: model))
            }
            return element == "String" ? .rows(identity: ", id: \\.self", rowView: "Text(item)", route: nil) : .loaded
        }
        if spec.models.contains(where: { $0.name == type }) { return .fields(type + "Fields") }
        switch type {
        case "String": return .text("value")
        case "Int", "Double", "Decimal": return .text("value, format: .number")
        case "Date": return .text("value, format: .dateTime")
        default: return .loaded
        }
    }

    /// The route a row of `model` links to (``FeatureWiring/rowRoutes``), as a Swift expression
    /// of the row's `element`.
    private func rowLink(model: FeatureSpec.Model, element: String = "item") -> String? {
        guard let routeName = wiring.rowRoutes[model.name],
            let index = spec.routes.firstIndex(where: { $0.name == routeName }),
            case .rows(_, let properties) = wiring.links[index]
        else { return nil }
        return routeValue(
            spec.routes[index], values: properties.map { $0.map { "\(element).\(FeatureNaming.escaped($0))" } ?? element })
    }

    /// `matching query: String`, `id: Note.ID`, `_ value: Int`.
    private static func declaration(_ parameter: FeatureSpec.Parameter) -> String {
        let name = FeatureNaming.escaped(parameter.name)
        switch parameter.label {
        case let label? where label != parameter.name: return "\(FeatureNaming.argumentLabel(label)) \(name): \(parameter.type)"
        default: return "\(name): \(parameter.type)"
        }
    }

    /// The text of a string value; `""` for anything else.
    private static func text(_ value: TemplateValue?) -> String {
        if case .string(let text)? = value { return text }
        return ""
    }

    /// Adds `isFirst` and `isLast` to each object of a list.
    private static func marked(_ values: [TemplateValue]) -> [TemplateValue] {
        values.enumerated().map { index, value in
            guard case .object(var members) = value else { return value }
            members["isFirst"] = .bool(index == 0)
            members["isLast"] = .bool(index == values.count - 1)
            return .object(members)
        }
    }
}

/// One client method as the feature model exposes it.
private struct Operation {
    let clientIndex: Int
    let trigger: Trigger
    let value: TemplateValue
    /// The client method's name as the spec writes it.
    var methodName: String
}

/// What the generated screen shows for an operation's content.
private enum Shown: Equatable {
    /// A command's (or `Void` query's) neutral success message.
    case success
    /// Rows: `ForEach(value<identity>) { item in <rowView> }`, linking to `route`.
    case rows(identity: String, rowView: String, route: String?)
    /// A single model through its `<Model>Fields` view.
    case fields(String)
    /// A value shown as `Text(<arguments>)`.
    case text(String)
    /// "Loaded": nothing in the value is known to be safe to show.
    case loaded
}

/// Where the generated screen starts an operation.
private enum Trigger: Equatable {
    case rootTask
    case rootButton(arguments: [String])
    case destination(route: String, arguments: [String], isButton: Bool)
    case none

    var isRootTask: Bool { self == .rootTask }
    var isRootButton: Bool {
        if case .rootButton = self { return true }
        return false
    }
    var isDestination: Bool {
        if case .destination = self { return true }
        return false
    }
}

/// The control the generated screen shows for a state item.
private enum StateControl {
    case textField, secureField, toggle, none

    init(_ item: FeatureSpec.StateItem) {
        switch item.type {
        case "String":
            self = SecretNames.isSecret(item.name) ? .secureField : .textField
        case "Bool": self = .toggle
        default: self = .none
        }
    }
}

/// A collection return type, published as `.empty` when it has no elements.
private enum CollectionKind {
    case array, set, dictionary

    init?(_ type: String) {
        let trimmed = type.trimmingHorizontalWhitespace()
        if trimmed.hasPrefix("Set<") && trimmed.hasSuffix(">") {
            self = .set
        } else if trimmed.hasPrefix("[") && trimmed.hasSuffix("]") {
            self = TypeSyntax.topLevelColon(in: String(trimmed.dropFirst().dropLast())) == nil ? .array : .dictionary
        } else {
            return nil
        }
    }

    var emptyLiteral: String { self == .dictionary ? "[:]" : "[]" }
}

extension FeatureContext {
    /// The label of a route's associated value, or `nil` when it is unlabelled.
    static func routeLabel(_ parameter: FeatureSpec.Parameter) -> String? {
        switch parameter.label {
        case "_": nil
        case let label?: FeatureNaming.argumentLabel(label)
        case nil: FeatureNaming.argumentLabel(parameter.name)
        }
    }
}
