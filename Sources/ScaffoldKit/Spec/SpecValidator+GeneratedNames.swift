extension SpecValidator {
    /// Rejects spec names that clash with what the `feature` templates declare for this very
    /// spec (see ``ReservedNames``): per-operation members of the feature model, locals of the
    /// generated operation methods, names the screen binds next to route parameters, and the
    /// types the module and its tests declare.
    ///
    /// Runs only on a spec none of whose routes, state items, models, clients or methods was
    /// rejected (``DraftPlacement/placedEverything``), so `spec` and `draft` correspond element
    /// by element; other errors (storage, wiring, …) may have been reported.
    mutating func checkClashesWithGeneratedNames(_ spec: FeatureSpec, _ draft: SpecDraft) {
        let members = ReservedNames.featureMembers(for: spec)
        // The storage members are checked with the storage (`checkFeatureMembers`), once.
        var storageMembers: Set<String> = []
        if spec.storage.kind != .none {
            storageMembers.insert("store")
            for model in spec.storage.models {
                storageMembers.formUnion(
                    ReservedNames.storageFeatureMembers(
                        model: model.name, toMany: model.relationships.filter(\.isToMany).map(\.name)
                    ).keys)
            }
        }
        for (item, located) in zip(spec.state, draft.state) where !storageMembers.contains(item.name) {
            guard let name = located.name, let owner = members[item.name] else { continue }
            error(
                name, "'\(name.value)' clashes with '\(item.name)', \(owner) in the generated feature model; choose another name")
        }
        let clientProperties = Set(spec.clients.map { ReservedNames.clientPropertyName($0.name, style: spec.style) })
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
        let routeParameters = ReservedNames.routeParameters(style: spec.style)
        for (route, routeDraft) in zip(spec.routes, draft.routes) {
            for (parameter, parameterDraft) in zip(route.parameters, routeDraft.parameters) {
                guard let name = parameterDraft.name, routeParameters.contains(parameter.name) else { continue }
                error(
                    name,
                    "'\(name.value)' clashes with a name the generated screen uses next to route parameters (\(routeParameters.sorted().joined(separator: ", "))); choose another parameter name"
                )
            }
        }
        checkClashesWithLookups(spec, draft)
        if spec.style == "mvi" { checkClashesWithEventCases(spec, draft) }
        let types = ReservedNames.typeNames(for: spec)
        for (model, modelDraft) in zip(spec.models, draft.models) {
            guard let name = modelDraft.name, types.contains(model.name) else { continue }
            error(
                name,
                "'\(name.value)' clashes with the type '\(model.name)' that the generated module declares; choose another model name"
            )
        }
    }

    /// A route identifying a model (`note(noteID: Note.ID)`) may give the model owner
    /// `loadedNote(id:)`, `loadedNoteState(id:)` and `findNote(id:)` (an mvi event case too): a
    /// client method or state item of one of those names would clash with it.
    private mutating func checkClashesWithLookups(_ spec: FeatureSpec, _ draft: SpecDraft) {
        var reserved: [String: String] = [:]
        for route in spec.routes where route.parameters.count == 1 {
            guard let model = TypeSyntax.identifiedModel(route.parameters[0].type) else { continue }
            let type = FeatureNaming.typeName(model)
            for name in ["loaded\(type)", "loaded\(type)State", "find\(type)"] {
                reserved[name] = "the lookup of '\(model)' that route '\(route.name)' shows"
            }
        }
        guard !reserved.isEmpty else { return }
        for (client, clientDraft) in zip(spec.clients, draft.clients) {
            for (method, methodDraft) in zip(client.methods, clientDraft.methods) {
                guard let owner = reserved[method.name], let name = methodDraft.name else { continue }
                error(name, "'\(method.name)' clashes with \(owner) in the generated feature model; choose another method name")
            }
        }
        for (item, located) in zip(spec.state, draft.state) {
            guard let owner = reserved[item.name], let name = located.name else { continue }
            error(name, "'\(name.value)' clashes with \(owner) in the generated feature model; choose another name")
        }
    }

    /// In the `mvi` style every operation is an event case named after its operation name;
    /// it must not take the name of a navigation or state-setting event.
    private mutating func checkClashesWithEventCases(_ spec: FeatureSpec, _ draft: SpecDraft) {
        let cases = ReservedNames.mviEventCases(for: spec)
        let methods = spec.clients.flatMap { client in client.methods.map { (client.name, $0) } }
        let names = OperationNamer.names(for: methods)
        let drafts = draft.clients.flatMap(\.methods)
        for (index, (_, method)) in methods.enumerated() where index < drafts.count {
            guard let owner = cases[names[index]], let name = drafts[index].name else { continue }
            error(
                name,
                "'\(method.name)' clashes with \(owner) of the generated '\(FeatureNaming.typeName(spec.name))Event'; choose another method name"
            )
        }
    }
}
