/// The warnings for what a valid spec leaves unwired (see
/// ``FeatureSpecLoader/wiringWarnings(bytes:file:openedRoutes:)``), each at the element's
/// location with the `from` that would wire it (a value of the right type when the spec has
/// one). An element marked `"intentionallyUnwired": true` gets none, and neither does a route
/// another feature of the package opens (`openedRoutes`) or a deep link opens (`link`).
struct WiringWarnings {
    let spec: FeatureSpec
    let draft: SpecDraft
    /// The names of this feature's routes that another feature's `opens` targets: they are
    /// navigated to, from the other feature.
    var openedRoutes: Set<String> = []
    /// Whether a route of another feature opens this feature (its root or a route), when known
    /// (the package has an App target): a feature left out of the root (`"app": {"root":
    /// false}`) that nothing opens is never shown. `nil`: not known, no warning.
    var isOpenedByAnotherFeature: Bool? = nil

    var diagnostics: [Diagnostic] { unreachableWarnings + unopenedLinkWarnings + wiringDiagnostics }

    /// The links of a feature the root does not show (left out, or the gate): the root opens
    /// links of its own features only.
    private var unopenedLinkWarnings: [Diagnostic] {
        guard !spec.app.isInRoot else { return [] }
        return zip(draft.routes, spec.routes).compactMap { written, route -> Diagnostic? in
            guard let link = written.link, route.link != nil, written.intentionallyUnwired?.value != true else { return nil }
            let why = spec.app.isGate ? "is the app's gate" : "is left out of the app's root"
            return Diagnostic(
                .warning, at: link.location,
                "\(link.path): '\(spec.name)' \(why), and the root opens links of the features it shows only, so nothing opens link '\(link.value)'; remove it, or add \"intentionallyUnwired\": true to the route if your own code opens it"
            )
        }
    }

    /// A feature left out of the root that no other feature opens.
    private var unreachableWarnings: [Diagnostic] {
        guard isOpenedByAnotherFeature == false, !spec.app.isInRoot, !spec.app.isGate, let app = draft.app,
            app.intentionallyUnwired?.value != true
        else { return [] }
        return [
            Diagnostic(
                .warning, at: app.root?.location ?? app.location,
                "app.root: '\(spec.name)' is left out of the app's root and no other feature's route opens it, so the app never shows it; open it from another feature (a route with \"opens\": {\"feature\": \"\(spec.name)\"}), remove \"root\": false, or add \"intentionallyUnwired\": true to \"app\" if your own code shows it"
            )
        ]
    }

    private var wiringDiagnostics: [Diagnostic] {
        let wiring = FeatureWiring(spec)
        let types = TypeMatcher(spec)
        return wiring.unwired.compactMap { unwired -> Diagnostic? in
            switch unwired {
            case .state(let index):
                guard index < draft.state.count, draft.state[index].intentionallyUnwired?.value != true else { return nil }
                let item = spec.state[index]
                return Diagnostic(
                    .warning, at: draft.state[index].location,
                    "\(draft.state[index].path): nothing reads state item '\(item.name)': no client method's argument or route's parameter comes from it; wire one with \"from\": \"state.\(item.name)\""
                )
            case .route(let index):
                guard index < draft.routes.count, draft.routes[index].intentionallyUnwired?.value != true,
                    !openedRoutes.contains(spec.routes[index].name), spec.routes[index].link == nil
                else { return nil }
                return Diagnostic(
                    .warning, at: draft.routes[index].location,
                    "\(draft.routes[index].path): nothing in this feature navigates to route '\(spec.routes[index].name)': \(routeReason(index, wiring: wiring, types: types))"
                )
            case .operation(let client, let method):
                // A feature may use part of a shared client: its other methods are no warning here.
                guard client < draft.clients.count, method < draft.clients[client].methods.count,
                    draft.clients[client].shared?.value != true || draft.clients[client].selectsSharedMethods,
                    draft.clients[client].methods[method].intentionallyUnwired?.value != true
                else { return nil }
                let located = draft.clients[client].methods[method]
                return Diagnostic(
                    .warning, at: located.location,
                    "\(located.path): no screen runs '\(spec.clients[client].methods[method].name)': \(operationReason(spec.clients[client].methods[method], path: located.path))"
                )
            case .storageWrites(let index):
                guard let storage = draft.storage, index < storage.models.count, index < spec.storage.models.count,
                    storage.models[index].intentionallyUnwired?.value != true
                else { return nil }
                let type = SwiftName(spec.storage.models[index].name).typeName
                return Diagnostic(
                    .warning, at: storage.models[index].location,
                    "\(storage.models[index].path): no screen inserts or updates '\(type)' values (the root list shows them and a swipe deletes one): call insert\(type)(_:) and update\(type)(_:) from your own views, e.g. a form"
                )
            }
        }
    }

    private func routeReason(_ index: Int, wiring: FeatureWiring, types: TypeMatcher) -> String {
        let route = spec.routes[index]
        switch wiring.links[index] {
        case .rows(let model, _):
            if let owner = wiring.rowRoutes[model], owner != route.name {
                return
                    "rows of '\(model)' link to route '\(owner)'; wire this route's parameters from state (\"from\": \"state.<item>\") or from another model's rows"
            }
            return
                "its parameters come from rows of '\(model)', but no operation the screen runs shows a list of '\(model)' (a query returning [\(model)])"
        case .form:
            let needs = route.parameters.map { "'\($0.name)' (\($0.type))" }.joined(separator: ", ")
            return
                "it is a form no page links to: no other page has the parameters it needs (\(needs)); give a page those parameters, or open the form from your own views"
        default:
            guard let parameter = route.parameters.first else {
                return
                    "its page would show nothing (no parameter to show, no operation runs on it), so the root screen does not link to it; give it a parameter an operation reads (\"from\": \"route.\(route.name).<parameter>\" on a client method's parameter), make it open another feature's screen (\"opens\"), or remove it"
            }
            let path = "\(draft.routes[index].path).parameters[0]"
            let rowCandidates = FeatureWiring.rowModels(spec).flatMap { model in
                (model.name == parameter.type ? ["row.\(model.name)"] : [])
                    + model.properties.filter { types.same($0.type, parameter.type) }.map { "row.\(model.name).\($0.name)" }
            }
            let candidates = spec.state.filter { types.same($0.type, parameter.type) }.map { "state.\($0.name)" } + rowCandidates
            return
                "nothing feeds its parameter '\(parameter.name)' (\(parameter.type)) by name and type; wire it with \"from\" at \(path)\(Self.values(candidates, parameter.type, forms: "\"state.<item>\" or \"row.<Model>.<property>\""))"
        }
    }

    private func operationReason(_ method: FeatureSpec.Method, path: String) -> String {
        let types = TypeMatcher(spec)
        let index =
            method.parameters.firstIndex { parameter in
                !spec.state.contains { $0.name == parameter.name && $0.type == parameter.type }
            } ?? 0
        guard index < method.parameters.count else { return "its arguments cannot be supplied" }
        let parameter = method.parameters[index]
        let candidates =
            spec.state.filter { types.same($0.type, parameter.type) }.map { "state.\($0.name)" }
            + spec.routes.flatMap { route in
                route.parameters.filter { types.same($0.type, parameter.type) }.map { "route.\(route.name).\($0.name)" }
            }
        return
            "its argument '\(parameter.name)' (\(parameter.type)) matches no state item or route parameter by name and type; wire it with \"from\" at \(path).parameters[\(index)]\(Self.values(candidates, parameter.type, forms: "\"state.<item>\" or \"route.<route>.<parameter>\""))"
    }

    /// ` (values of type T: a, b)`, or the accepted forms when the spec has no value of that type.
    private static func values(_ candidates: [String], _ type: String, forms: String) -> String {
        candidates.isEmpty
            ? " (\(forms); no state item or model property of this feature is \(DiagnosticText.withArticle(type)))"
            : " (values of type \(type): \(candidates.joined(separator: ", ")))"
    }
}
