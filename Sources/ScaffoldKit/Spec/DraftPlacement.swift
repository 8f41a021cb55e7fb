/// Where each element of a ``SpecDraft`` ended up in the ``FeatureSpec`` that ``SpecValidator``
/// builds: an index into the validated array, or `nil` when the element was rejected (its error
/// is already reported).
///
/// Checks that relate elements to each other (the wiring of `from`, clashes with generated
/// names) use it to run on every element that passed, whatever else in the spec failed, and to
/// stay silent about a reference to a rejected element (its own error says what is wrong; a
/// second error there would only repeat it).
struct DraftPlacement {
    /// For each draft route, its index in ``FeatureSpec/routes``.
    var routes: [Int?] = []
    /// For each draft route, for each of its draft parameters, the index among the validated
    /// route's parameters.
    var routeParameters: [[Int?]] = []
    /// For each draft state item, its index in ``FeatureSpec/state``.
    var state: [Int?] = []
    /// For each draft model, its index in ``FeatureSpec/models``.
    var models: [Int?] = []
    /// Whether every property of every draft model passed.
    var everyModelPropertyPlaced = true
    /// For each draft client, its index in ``FeatureSpec/clients``.
    var clients: [Int?] = []
    /// For each draft client, for each of its draft methods, the index among the validated
    /// client's methods (a method passes only with every parameter, in draft order).
    var methods: [[Int?]] = []
    /// For each draft client, for each of its draft methods, the method as checked on its own
    /// (name, parameters, result, kind), also when the method is a duplicate or its client was
    /// rejected: checks of its other keys (`navigatesTo`) still run on it.
    var checkedMethods: [[FeatureSpec.Method?]] = []
    /// For each draft client, for each of its draft methods, its validated parameters when every
    /// one passed, whatever else about the method or its client failed: each `from` is checked.
    var checkedMethodParameters: [[[FeatureSpec.Parameter]?]] = []

    /// Whether no route, route parameter, state item, model, model property, client or method
    /// was rejected: the spec then lists the draft's elements one for one, in order.
    var placedEverything: Bool {
        routes.allSatisfy { $0 != nil } && routeParameters.allSatisfy { $0.allSatisfy { $0 != nil } }
            && state.allSatisfy { $0 != nil } && models.allSatisfy { $0 != nil } && everyModelPropertyPlaced
            && clients.allSatisfy { $0 != nil } && methods.allSatisfy { $0.allSatisfy { $0 != nil } }
    }
}

/// What a draft declares that did not pass validation, by canonical Swift name: wiring that
/// names one of them is not reported (the declaration's own error is the one to fix).
struct RejectedDeclarations {
    /// Names of one kind of declaration; a rejected declaration whose name cannot be read (not a
    /// Swift name) may be the one any reference meant, so then it contains every name.
    struct Names {
        private var names: Set<String> = []
        private var hasUnreadableName = false

        func contains(_ name: String) -> Bool { hasUnreadableName || names.contains(name) }

        mutating func insert(_ name: String?) {
            if let name { names.insert(name) } else { hasUnreadableName = true }
        }
    }

    /// Rejected state items.
    var state = Names()
    /// Rejected routes.
    var routes = Names()
    /// Rejected route parameters, as `route.parameter` and as `parameter` alone; every
    /// parameter of a rejected route is here.
    var routeParameters = Names()
    /// Models (feature or storage) that were rejected or whose `id` was: their rows, or their
    /// `Model.ID`, are not known.
    var models = Names()
    /// Models with a rejected property (a default row match may have named it).
    var modelsWithRejectedProperties = Names()
    /// Rejected model properties, as `Model.property` and as `property` alone; every property of
    /// a rejected model is here.
    var properties = Names()
    /// Client methods that were rejected (by name as written), or any name when a list of
    /// clients or methods could not be read.
    var methods = Names()

    init(_ draft: SpecDraft, _ spec: FeatureSpec, _ placement: DraftPlacement) {
        func canonical(_ located: Located<String>?, _ role: IdentifierRole) -> String? {
            guard let located, SwiftName.spellingProblem(in: located.value) == nil else { return nil }
            return SwiftName(located.value).canonical(as: role)
        }
        // A list that could not be read whole may have declared any name.
        for path in draft.unreadable {
            if path == "state" { state.insert(nil) }
            if path == "routes" { routes.insert(nil) }
            if path.hasPrefix("routes") { routeParameters.insert(nil) }
            if path.hasPrefix("models") || path.hasPrefix("storage") {
                models.insert(nil)
                properties.insert(nil)
                modelsWithRejectedProperties.insert(nil)
            }
            if path.hasPrefix("clients") { methods.insert(nil) }
        }
        for (clientIndex, client) in draft.clients.enumerated() {
            for (methodIndex, method) in client.methods.enumerated()
            where placement.clients[clientIndex] == nil || placement.methods[clientIndex][methodIndex] == nil {
                methods.insert(method.name?.value)
            }
        }
        for (item, placed) in zip(draft.state, placement.state) where placed == nil {
            state.insert(canonical(item.name, .member))
        }
        for (index, route) in draft.routes.enumerated() {
            let name = canonical(route.name, .enumCase)
            if placement.routes[index] == nil { routes.insert(name) }
            for (parameter, placed) in zip(route.parameters, placement.routeParameters[index])
            where placed == nil || placement.routes[index] == nil {
                let parameterName = canonical(parameter.name, .parameter)
                routeParameters.insert(parameterName)
                routeParameters.insert(name.flatMap { name in parameterName.map { name + "." + $0 } })
            }
        }
        let rowModels = Dictionary(
            FeatureWiring.rowModels(spec).map { ($0.name, Set($0.properties.map(\.name))) },
            uniquingKeysWith: { first, _ in first })
        var declared: [(name: Located<String>?, properties: [Located<String>?])] = draft.models.map {
            ($0.name, $0.properties.map(\.name))
        }
        declared += (draft.storage?.models ?? []).map { ($0.name, $0.properties.map(\.name)) }
        for model in declared {
            let name = canonical(model.name, .type)
            let validated = name.flatMap { rowModels[$0] }
            if validated == nil { models.insert(name) }
            for property in model.properties.map({ canonical($0, .member) })
            where property.map({ validated?.contains($0) }) != true {
                properties.insert(property)
                properties.insert(name.flatMap { name in property.map { name + "." + $0 } })
                modelsWithRejectedProperties.insert(name)
                if property == "id" || property == nil { models.insert(name) }
            }
        }
    }

    /// Whether `first` or `second` names a model in ``models`` (`Model`, `Model.ID`, `[Model]` …),
    /// so that a type mismatch between them may only repeat that model's error.
    func involvesUncertainModel(_ first: String, _ second: String) -> Bool {
        (TypeSyntax.identifiers(in: first) + TypeSyntax.identifiers(in: second)).contains(where: models.contains)
    }
}
