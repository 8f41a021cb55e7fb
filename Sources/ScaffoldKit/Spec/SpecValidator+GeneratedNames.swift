extension SpecValidator {
    /// Rejects spec names that clash with what the `feature` templates declare for this very
    /// spec (see ``ReservedNames``): per-operation members of the feature model, locals of the
    /// generated operation methods, names the screen binds next to route parameters, and the
    /// types the module and its tests declare.
    ///
    /// Runs only on a spec that passed every other check, so `spec` and `draft` correspond
    /// element by element.
    mutating func checkClashesWithGeneratedNames(_ spec: FeatureSpec, _ draft: SpecDraft) {
        let members = ReservedNames.featureMembers(for: spec)
        for (item, located) in zip(spec.state, draft.state) {
            guard let name = located.name, let owner = members[item.name] else { continue }
            error(
                name, "'\(name.value)' clashes with '\(item.name)', \(owner) in the generated feature model; choose another name")
        }
        let clientProperties = Set(spec.clients.map { FeatureNaming.memberName($0.name) + "Client" })
        for (client, clientDraft) in zip(spec.clients, draft.clients) {
            for (method, methodDraft) in zip(client.methods, clientDraft.methods) {
                for (parameter, parameterDraft) in zip(method.parameters, methodDraft.parameters) {
                    guard let name = parameterDraft.name else { continue }
                    if ReservedNames.operationLocals.contains(parameter.name) || clientProperties.contains(parameter.name) {
                        error(
                            name,
                            "'\(name.value)' clashes with a name the generated operation method '\(method.name)' uses itself; choose another parameter name"
                        )
                    }
                }
            }
        }
        for (route, routeDraft) in zip(spec.routes, draft.routes) {
            for (parameter, parameterDraft) in zip(route.parameters, routeDraft.parameters) {
                guard let name = parameterDraft.name, ReservedNames.routeParameters.contains(parameter.name) else { continue }
                error(
                    name,
                    "'\(name.value)' clashes with a name the generated screen uses next to route parameters (\(ReservedNames.routeParameters.sorted().joined(separator: ", "))); choose another parameter name"
                )
            }
        }
        let types = ReservedNames.typeNames(for: spec)
        for (model, modelDraft) in zip(spec.models, draft.models) {
            guard let name = modelDraft.name, types.contains(model.name) else { continue }
            error(
                name,
                "'\(name.value)' clashes with the type '\(model.name)' that the generated module declares; choose another model name"
            )
        }
    }
}
