/// Explicit wiring (`from` on a parameter): each source must exist, have the parameter's type
/// and be unambiguous, and the sources of one method or route must fit together (see
/// ``FeatureWiring``). Every problem is located at the `from` (or the parameter that cannot
/// follow it), with a "did you mean" where a source of that kind is close.
extension SpecValidator {
    /// Resolves every `from` into ``FeatureSpec/Parameter/source`` and checks that the sources
    /// of each method and route fit together. Runs on every route and method that passed
    /// validation, whatever else in the spec failed (``placement`` says where each draft element
    /// went), so one run reports every wiring mistake; a `from` naming something that was
    /// itself rejected, and the consistency of a route or method with a rejected part or a
    /// failing `from`, are not reported (they would repeat an error already reported).
    mutating func validateWiring(_ spec: inout FeatureSpec, _ draft: SpecDraft) {
        let types = TypeMatcher(spec)
        let rejected = RejectedDeclarations(draft, spec, placement)
        var resolvedRoutes: [(draft: Int, spec: Int)] = []
        for (routeIndex, route) in draft.routes.enumerated() {
            guard let specRoute = placement.routes[routeIndex] else { continue }
            var resolved = true
            for (index, parameter) in route.parameters.enumerated() {
                guard let specParameter = placement.routeParameters[routeIndex][index] else {
                    resolved = false
                    continue
                }
                guard let from = parameter.from else { continue }
                let validated = spec.routes[specRoute].parameters[specParameter]
                let source = resolveRouteSource(from, for: validated, spec: spec, types: types, rejected: rejected)
                spec.routes[specRoute].parameters[specParameter].source = source
                if source == nil { resolved = false }
            }
            if resolved { resolvedRoutes.append((routeIndex, specRoute)) }
        }
        var resolvedMethods: [(draft: SpecDraft.Method, spec: FeatureSpec.Method)] = []
        for (clientIndex, client) in draft.clients.enumerated() {
            for (methodIndex, method) in client.methods.enumerated() {
                // A placed method has every parameter of its draft, in order.
                guard let specClient = placement.clients[clientIndex],
                    let specMethod = placement.methods[clientIndex][methodIndex]
                else {
                    // Rejected for another reason (its result, kind, name or client): each `from`
                    // of its parameters is still checked on its own.
                    guard let parameters = placement.checkedMethodParameters[clientIndex][methodIndex] else { continue }
                    for (parameter, validated) in zip(method.parameters, parameters) {
                        guard let from = parameter.from else { continue }
                        _ = resolveArgumentSource(from, for: validated, spec: spec, types: types, rejected: rejected)
                    }
                    continue
                }
                var resolved = true
                for (index, parameter) in method.parameters.enumerated() {
                    guard let from = parameter.from else { continue }
                    let validated = spec.clients[specClient].methods[specMethod].parameters[index]
                    let source = resolveArgumentSource(from, for: validated, spec: spec, types: types, rejected: rejected)
                    spec.clients[specClient].methods[specMethod].parameters[index].source = source
                    if source == nil { resolved = false }
                }
                if resolved { resolvedMethods.append((method, spec.clients[specClient].methods[specMethod])) }
            }
        }
        checkMethodWiring(resolvedMethods, spec: spec, rejected: rejected)
        checkRouteWiring(
            resolvedRoutes.map { (draft.routes[$0.draft], spec.routes[$0.spec]) }, spec: spec, types: types, rejected: rejected)
    }

    // MARK: Sources

    /// A method argument's source: a state item or a route parameter.
    private mutating func resolveArgumentSource(
        _ from: Located<String>, for parameter: FeatureSpec.Parameter, spec: FeatureSpec, types: TypeMatcher,
        rejected: RejectedDeclarations
    ) -> FeatureSpec.Source? {
        let candidates =
            spec.state.map { "state.\($0.name)" }
            + spec.routes.flatMap { route in route.parameters.map { "route.\(route.name).\($0.name)" } }
        guard
            let parts = sourceParts(from, kinds: ["state", "route"], candidates: candidates, what: "a client method's argument")
        else { return nil }
        switch parts.kind {
        case "state":
            return stateSource(
                from, parts.names, for: parameter, spec: spec, types: types, candidates: candidates, rejected: rejected)
        case "row":
            error(
                from,
                "a client method's argument cannot come from a row; wire the row to a route's parameter (\"from\": \"row.<Model>.<property>\") and this argument to that parameter (\"from\": \"route.<route>.<parameter>\")"
            )
            return nil
        default:
            var matches: [(FeatureSpec.Route, FeatureSpec.Parameter)] = []
            if parts.names.count == 2 {
                let routeName = SwiftName(parts.names[0]).canonical(as: .enumCase)
                let parameterName = SwiftName(parts.names[1]).memberName
                guard let route = spec.routes.first(where: { $0.name == routeName }) else {
                    if rejected.routes.contains(routeName) { return nil }
                    error(
                        from,
                        "no route '\(parts.names[0])'\(suggestion(from.value, candidates))\(known(spec.routes.map(\.name), "routes"))"
                    )
                    return nil
                }
                matches = route.parameters.filter { $0.name == parameterName }.map { (route, $0) }
            } else {
                let parameterName = SwiftName(parts.names[0]).memberName
                for route in spec.routes {
                    matches += route.parameters.filter { $0.name == parameterName }.map { (route, $0) }
                }
            }
            guard let match = matches.first else {
                if rejected.routeParameters.contains(
                    parts.names.count == 2
                        ? SwiftName(parts.names[0]).canonical(as: .enumCase) + "." + SwiftName(parts.names[1]).memberName
                        : SwiftName(parts.names[0]).memberName)
                {
                    return nil
                }
                error(
                    from,
                    "no route parameter '\(parts.names.joined(separator: "."))'\(suggestion(from.value, candidates))\(known(candidates.filter { $0.hasPrefix("route.") }, "route parameters"))"
                )
                return nil
            }
            if matches.count > 1 {
                error(
                    from,
                    "'\(from.value)' is ambiguous: \(matches.map { "'route.\($0.0.name).\($0.1.name)'" }.joined(separator: ", ")) all match; name the route"
                )
                return nil
            }
            let source = FeatureSpec.Source.routeParameter(route: match.0.name, parameter: match.1.name)
            guard types.same(match.1.type, parameter.type) else {
                if rejected.involvesUncertainModel(match.1.type, parameter.type) { return nil }
                error(
                    from,
                    "'\(source.text)' is \(DiagnosticText.withArticle(match.1.type)), but '\(parameter.name)' is \(DiagnosticText.withArticle(parameter.type)); wire a value of type \(parameter.type)"
                )
                return nil
            }
            return source
        }
    }

    /// A route parameter's source: a state item or a property of the selected row (or the row).
    private mutating func resolveRouteSource(
        _ from: Located<String>, for parameter: FeatureSpec.Parameter, spec: FeatureSpec, types: TypeMatcher,
        rejected: RejectedDeclarations
    ) -> FeatureSpec.Source? {
        let candidates =
            spec.state.map { "state.\($0.name)" }
            + FeatureWiring.rowModels(spec).flatMap { model in
                ["row.\(model.name)"] + model.properties.map { "row.\(model.name).\($0.name)" }
            }
        guard let parts = sourceParts(from, kinds: ["state", "row"], candidates: candidates, what: "a route's parameter")
        else { return nil }
        switch parts.kind {
        case "state":
            return stateSource(
                from, parts.names, for: parameter, spec: spec, types: types, candidates: candidates, rejected: rejected)
        case "route":
            error(
                from,
                "a route's parameter comes from a state item (\"state.<item>\") or from the selected row (\"row.<Model>.<property>\"), not from another route"
            )
            return nil
        default:
            var matches: [(FeatureSpec.Model, FeatureSpec.Property?)] = []
            let first = SwiftName(parts.names[0]).typeName
            if let model = FeatureWiring.rowModels(spec).first(where: { $0.name == first }) {
                if parts.names.count == 1 {
                    matches = [(model, nil)]
                } else {
                    let property = SwiftName(parts.names[1]).memberName
                    matches = model.properties.filter { $0.name == property }.map { (model, $0) }
                }
            } else if parts.names.count == 1 {
                let property = SwiftName(parts.names[0]).memberName
                for model in FeatureWiring.rowModels(spec) {
                    matches += model.properties.filter { $0.name == property }.map { (model, $0) }
                }
            }
            guard let match = matches.first else {
                let property = SwiftName(parts.names[parts.names.count - 1]).memberName
                if rejected.models.contains(first)
                    || rejected.properties.contains(parts.names.count == 2 ? first + "." + property : property)
                {
                    return nil
                }
                let models = FeatureWiring.rowModels(spec).map(\.name)
                error(
                    from,
                    "no model row or row property '\(parts.names.joined(separator: "."))'\(suggestion(from.value, candidates))"
                        + (models.isEmpty ? " (this feature has no models)" : known(models, "models"))
                )
                return nil
            }
            if matches.count > 1 {
                error(
                    from,
                    "'\(from.value)' is ambiguous: \(matches.map { "'row.\($0.0.name).\($0.1?.name ?? "")'" }.joined(separator: ", ")) all match; name the model"
                )
                return nil
            }
            let source = FeatureSpec.Source.row(model: match.0.name, property: match.1?.name)
            let type = match.1?.type ?? match.0.name
            guard types.same(type, parameter.type) else {
                if rejected.involvesUncertainModel(type, parameter.type) { return nil }
                error(
                    from,
                    "'\(source.text)' is \(DiagnosticText.withArticle(type)), but '\(parameter.name)' is \(DiagnosticText.withArticle(parameter.type)); wire a value of type \(parameter.type)"
                )
                return nil
            }
            return source
        }
    }

    private mutating func stateSource(
        _ from: Located<String>, _ names: [String], for parameter: FeatureSpec.Parameter, spec: FeatureSpec,
        types: TypeMatcher, candidates: [String], rejected: RejectedDeclarations
    ) -> FeatureSpec.Source? {
        guard names.count == 1 else {
            error(from, "a state source is 'state.<item>'\(suggestion(from.value, candidates))")
            return nil
        }
        let name = SwiftName(names[0]).memberName
        guard let item = spec.state.first(where: { $0.name == name }) else {
            if rejected.state.contains(name) { return nil }
            error(
                from,
                "no state item '\(names[0])'\(suggestion(from.value, candidates))"
                    + (spec.state.isEmpty ? " (this feature has no state)" : known(spec.state.map(\.name), "state items"))
            )
            return nil
        }
        guard types.same(item.type, parameter.type) else {
            if rejected.involvesUncertainModel(item.type, parameter.type) { return nil }
            error(
                from,
                "'state.\(item.name)' is \(DiagnosticText.withArticle(item.type)), but '\(parameter.name)' is \(DiagnosticText.withArticle(parameter.type)); wire a value of type \(parameter.type)"
            )
            return nil
        }
        return .state(item.name)
    }

    /// Splits `kind.name[.name]`; reports a malformed source (with a did-you-mean among
    /// `candidates`).
    private mutating func sourceParts(
        _ from: Located<String>, kinds: [String], candidates: [String], what: String
    ) -> (kind: String, names: [String])? {
        let parts = from.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let valid =
            parts.count >= 2 && parts.count <= 3 && ["state", "route", "row"].contains(parts[0])
            && parts.dropFirst().allSatisfy { SwiftName.spellingProblem(in: $0) == nil && !$0.contains(" ") }
        guard valid else {
            let forms = kinds.map { kind in
                switch kind {
                case "state": "'state.<item>'"
                case "route": "'route.<route>.<parameter>'"
                default: "'row.<Model>.<property>' or 'row.<Model>'"
                }
            }
            // A bare name is most likely the last part of a source ("searchQuery" → "state.searchQuery").
            let bare = candidates.first { $0.hasSuffix("." + from.value) }
            let hint = bare.map { "; did you mean '\($0)'?" } ?? suggestion(from.value, candidates)
            error(
                from,
                "'\(DiagnosticText.quoted(from.value))' is not a source\(hint); \(what) comes from \(forms.joined(separator: " or "))"
            )
            return nil
        }
        return (parts[0], Array(parts.dropFirst()))
    }

    private func known(_ names: [String], _ what: String) -> String {
        names.isEmpty ? "" : " (\(what): \(names.joined(separator: ", ")))"
    }

    // MARK: Consistency

    /// The arguments of one method come from one place: state (the root runs it) or one route's
    /// parameters (its destination runs it); arguments without `from` beside explicit ones must
    /// match that place by name and type.
    private mutating func checkMethodWiring(
        _ methods: [(draft: SpecDraft.Method, spec: FeatureSpec.Method)], spec: FeatureSpec, rejected: RejectedDeclarations
    ) {
        for (draftMethod, method) in methods {
            let sources = method.parameters.compactMap(\.source)
            guard let first = sources.first else { continue }
            let firstIndex = method.parameters.firstIndex { $0.source != nil } ?? 0
            let place: String
            switch first {
            case .state: place = "state"
            case .routeParameter(let route, _): place = "route '\(route)'"
            case .row: continue
            }
            for (index, parameter) in method.parameters.enumerated() {
                let draftParameter = draftMethod.parameters[index]
                if let source = parameter.source, let from = draftParameter.from {
                    let fits: Bool
                    switch (first, source) {
                    case (.state, .state): fits = true
                    case (.routeParameter(let route, _), .routeParameter(let other, _)): fits = route == other
                    default: fits = false
                    }
                    if !fits {
                        error(
                            from,
                            "'\(method.name)' runs in one place, and its argument '\(method.parameters[firstIndex].name)' comes from \(place); wire '\(parameter.name)' from \(place) too, or split the method"
                        )
                    }
                    continue
                }
                let matches: Bool
                switch first {
                case .state:
                    matches =
                        spec.state.contains { $0.name == parameter.name && $0.type == parameter.type }
                        || rejected.state.contains(parameter.name)
                case .routeParameter(let routeName, _):
                    matches =
                        spec.routes.first { $0.name == routeName }?.parameters.contains {
                            $0.name == parameter.name && $0.type == parameter.type
                        } == true || rejected.routeParameters.contains(routeName + "." + parameter.name)
                case .row: matches = true
                }
                if !matches {
                    error(
                        at: draftParameter.location, draftParameter.path,
                        "'\(parameter.name)' has no \"from\", and \(place) has nothing named '\(parameter.name)' of type \(parameter.type), where '\(method.parameters[firstIndex].name)' comes from; add \"from\""
                    )
                }
            }
        }
    }

    /// The parameters of one route come from one place: state (the root links to it) or the rows
    /// of one model (each row links to it); the rows of a model link to one route only.
    private mutating func checkRouteWiring(
        _ routes: [(draft: SpecDraft.Route, spec: FeatureSpec.Route)], spec: FeatureSpec, types: TypeMatcher,
        rejected: RejectedDeclarations
    ) {
        var rowOwners: [String: (route: String, location: Located<String>)] = [:]
        for (draftRoute, route) in routes {
            let sources = route.parameters.compactMap(\.source)
            guard let first = sources.first else { continue }
            let firstIndex = route.parameters.firstIndex { $0.source != nil } ?? 0
            let place: String
            var model: FeatureSpec.Model?
            switch first {
            case .state: place = "state"
            case .row(let name, _):
                place = "a row of '\(name)'"
                model = FeatureWiring.rowModels(spec).first { $0.name == name }
            case .routeParameter: continue
            }
            var fitsAll = true
            for (index, parameter) in route.parameters.enumerated() {
                let draftParameter = draftRoute.parameters[index]
                if let source = parameter.source, let from = draftParameter.from {
                    let fits: Bool
                    switch (first, source) {
                    case (.state, .state): fits = true
                    case (.row(let name, _), .row(let other, _)): fits = name == other
                    default: fits = false
                    }
                    if !fits {
                        fitsAll = false
                        error(
                            from,
                            "route '\(route.name)' is opened from one place, and its parameter '\(route.parameters[firstIndex].name)' comes from \(place); wire '\(parameter.name)' from \(place) too"
                        )
                    }
                    continue
                }
                let matches: Bool
                if let model {
                    matches =
                        FeatureWiring.defaultRowSource(parameter, model: model, types: types) != nil
                        || rejected.modelsWithRejectedProperties.contains(model.name)
                } else {
                    matches =
                        spec.state.contains { $0.name == parameter.name && $0.type == parameter.type }
                        || rejected.state.contains(parameter.name)
                }
                if !matches {
                    fitsAll = false
                    error(
                        at: draftParameter.location, draftParameter.path,
                        "'\(parameter.name)' has no \"from\", and \(place) has nothing named '\(parameter.name)' of type \(parameter.type), where '\(route.parameters[firstIndex].name)' comes from; add \"from\""
                    )
                }
            }
            if fitsAll, let model, let from = draftRoute.parameters[firstIndex].from {
                if let owner = rowOwners[model.name] {
                    error(
                        from,
                        "rows of '\(model.name)' already open route '\(owner.route)' (\(owner.location.path)); a row links to one route, so wiring '\(route.name)' to them too is ambiguous"
                    )
                } else {
                    rowOwners[model.name] = (route.name, from)
                }
            }
        }
    }
}
