/// Navigation on success (`navigatesTo` on a command): the route must be one of the feature's,
/// take at most one parameter, and that parameter must get a value of its type from the result
/// (`value`: `result` or `result.<property>`; by default the result when the types match, else
/// the result's property named like the parameter). Never bound by type alone: a parameter that
/// only some properties match by type is an error naming them. Every problem is located at the
/// `navigatesTo` member it concerns.
extension SpecValidator {
    /// Checks every `navigatesTo` of a method that passed validation (``placement`` says where
    /// each draft method went), whatever else failed, and writes the resolved `value` into
    /// `spec` (`result`, `result.<property>`, or `nil` for a route without parameters). A method
    /// rejected for another reason (its result, its client) still has what does not depend on
    /// that checked: the route exists and its parameter count; the result is bound only when
    /// the method's own checks passed.
    mutating func validateNavigation(_ spec: inout FeatureSpec, _ draft: SpecDraft) {
        // A rejected model or property would make a result look mistyped: reported already.
        let modelsKnown = placement.models.allSatisfy({ $0 != nil }) && placement.everyModelPropertyPlaced
        let types = TypeMatcher(spec)
        let draftRoutes = Set(draft.routes.compactMap { $0.name.map { SwiftName($0.value).canonical(as: .enumCase) } })
        let rejected = RejectedDeclarations(draft, spec, placement)
        for (clientIndex, client) in draft.clients.enumerated() {
            for (methodIndex, method) in client.methods.enumerated() {
                guard let navigation = method.navigatesTo, let route = navigation.route else { continue }
                let routeName = SwiftName(route.value).canonical(as: .enumCase)
                // A route that was itself rejected has its error already.
                if draftRoutes.contains(routeName) && !spec.routes.contains(where: { $0.name == routeName })
                    || rejected.routes.contains(routeName)
                {
                    continue
                }
                let checked = placement.checkedMethods[clientIndex][methodIndex]
                if let checked, checked.kind != .command { continue }  // reported with the method
                let name = checked?.name ?? method.name?.value ?? "the method"
                guard let checked, modelsKnown else {
                    _ = checkNavigationRoute(route: route, value: navigation.value, methodName: name, spec: spec)
                    continue
                }
                var resolved = resolveNavigationValue(
                    route: route, value: navigation.value, method: checked, spec: spec, types: types)
                // A route carries no secret (``validateRouteSecrets(_:_:)``), bound from a result either.
                if let bound = resolved?.value, bound.hasPrefix("result."), SecretNames.isSecret(String(bound.dropFirst(7))) {
                    error(
                        navigation.value ?? route,
                        "'\(checked.name)' would put its result's secret '\(bound.dropFirst(7))' in route '\(resolved?.route ?? route.value)', which the navigation path may save; bind an identifier instead, or emit the result as an outcome"
                    )
                    resolved = nil
                }
                if let resolved, let specClient = placement.clients[clientIndex],
                    let specMethod = placement.methods[clientIndex][methodIndex]
                {
                    spec.clients[specClient].methods[specMethod].navigatesTo = FeatureSpec.Method.Navigation(
                        route: resolved.route, value: resolved.value)
                }
            }
        }
    }

    /// The checks of a `navigatesTo` that need nothing of the method: the route exists, takes at
    /// most one parameter, and a `value` names a parameter it has. Returns the route when it
    /// takes one parameter (the value is bound by the caller), after reporting any problem.
    private mutating func checkNavigationRoute(
        route written: Located<String>, value: Located<String>?, methodName: String, spec: FeatureSpec
    ) -> (route: FeatureSpec.Route, complete: Bool)? {
        let routeName = SwiftName(written.value).canonical(as: .enumCase)
        let routeNames = spec.routes.map(\.name)
        guard let route = spec.routes.first(where: { $0.name == routeName }) else {
            let known = routeNames.isEmpty ? "this feature has none" : "known routes: " + routeNames.joined(separator: ", ")
            error(
                written,
                "'\(methodName)' navigates to no route '\(written.value)'\(suggestion(written.value, routeNames)) (\(known))")
            return nil
        }
        switch route.parameters.count {
        case 0:
            if let value {
                error(value, "route '\(route.name)' takes no parameter, so '\(methodName)' binds no value; remove \"value\"")
                return nil
            }
            return (route, true)
        case 1:
            return (route, false)
        default:
            error(
                written,
                "'\(methodName)' can navigate only to a route with at most one parameter; '\(route.name)' has \(route.parameters.count)"
            )
            return nil
        }
    }

    /// The route's canonical name and the resolved value of its parameter, or `nil` after
    /// reporting why the command cannot navigate there.
    private mutating func resolveNavigationValue(
        route written: Located<String>, value: Located<String>?, method: FeatureSpec.Method, spec: FeatureSpec,
        types: TypeMatcher
    ) -> (route: String, value: String?)? {
        guard let (route, complete) = checkNavigationRoute(route: written, value: value, methodName: method.name, spec: spec)
        else { return nil }
        if complete { return (route.name, nil) }
        let parameter = route.parameters[0]
        let target = "route '\(route.name)' parameter '\(parameter.name): \(parameter.type)'"
        guard let result = method.returns, !method.returnsVoid else {
            error(
                value ?? written,
                "'\(method.name)' returns nothing, so \(target) gets no value; return a value or navigate to a route without parameters"
            )
            return nil
        }
        let model = FeatureWiring.rowModels(spec).first { $0.name == result.trimmingWhitespaceAndLineBreaks() }
        let properties = model?.properties ?? []
        if let value {
            let parts = value.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard parts.first == "result", parts.count <= 2, parts.allSatisfy({ !$0.isEmpty }) else {
                error(value, "'\(value.value)' is not a result source; write \"result\" or \"result.<property>\"")
                return nil
            }
            if parts.count == 1 {
                guard types.same(result, parameter.type) else {
                    error(value, "the result of '\(method.name)' is '\(result)', not the type of \(target)")
                    return nil
                }
                return (route.name, "result")
            }
            let name = SwiftName(parts[1]).memberName
            guard let property = properties.first(where: { $0.name == name }) else {
                let candidates = properties.map { "result.\($0.name)" }
                let known =
                    model == nil
                    ? " ('\(result)' is not a model of this feature)"
                    : " (properties: \(properties.map(\.name).joined(separator: ", ")))"
                error(value, "the result '\(result)' has no property '\(parts[1])'\(suggestion(value.value, candidates))\(known)")
                return nil
            }
            guard types.same(property.type, parameter.type) else {
                error(value, "'result.\(property.name)' is '\(property.type)', not the type of \(target)")
                return nil
            }
            return (route.name, "result.\(property.name)")
        }
        // The default: the result itself, else its property named like the parameter.
        if types.same(result, parameter.type) { return (route.name, "result") }
        if let property = properties.first(where: { $0.name == parameter.name }), types.same(property.type, parameter.type) {
            return (route.name, "result.\(property.name)")
        }
        // A secret is never suggested: a route must not carry it (Routes carry no secrets).
        let byType = properties.filter { types.same($0.type, parameter.type) && !SecretNames.isSecret($0.name) }
            .map { "result.\($0.name)" }
        switch byType.count {
        case 0:
            error(
                written,
                "the result of '\(method.name)' is '\(result)': neither it nor a property of it named '\(parameter.name)' has the type of \(target)"
            )
        case 1:
            error(
                written,
                "the result of '\(method.name)' is '\(result)', not the type of \(target); to pass '\(byType[0])' write \"value\": \"\(byType[0])\" (nothing is bound by type alone)"
            )
        default:
            error(
                written,
                "ambiguous: \(byType.joined(separator: " and ")) all have the type of \(target); say which with \"value\"")
        }
        return nil
    }
}
