/// What feeds each client method's arguments and each route's parameters in a validated
/// ``FeatureSpec``, and what is left unwired: the one place the generated screen's bindings are
/// decided (``FeatureContext`` renders them; ``SpecValidator`` rejects explicit wiring that does
/// not resolve; `scaffold feature`, `sync` and `check` report ``unwired``).
///
/// A parameter's `from` (``FeatureSpec/Parameter/source``) says what feeds it. Without it the
/// documented default applies, which matches names and types together, never a type alone:
/// - a method argument is fed by the state item of the same name and type (the root screen runs
///   the method: a button, with its result below) when every argument has one; otherwise by the
///   parameters of the same name and type of the first route that has one for every argument
///   (that route's destination runs it);
/// - a route parameter is fed by a property of the same name and type of the selected row of a
///   model (`id: Note.ID` ← `row.Note.id`), a property named after the model and property
///   (`noteID: Note.ID` ← `row.Note.id`) or the row itself named after its model
///   (`city: City` ← `row.City`); otherwise by the state item of the same name and type (the root
///   screen links to the route). A route without parameters is linked from the root screen when
///   it opens another feature (`opens`); otherwise its page would show nothing, so nothing links
///   to it and it is reported as unwired.
///
/// Explicit sources of one method (or route) never mix kinds: an operation runs either at the
/// root (state) or on one destination (that route's parameters); a route is opened either from
/// the root (state) or from the rows of one model. Parameters without `from` beside explicit ones
/// take the default of the same kind and place. Explicit wiring wins over the default: a route
/// whose parameters come from a model's rows explicitly is the one those rows link to, and a
/// route wired by default takes another model's rows or state instead.
public struct FeatureWiring: Sendable {
    /// Where the value of one operation argument comes from.
    public enum Argument: Hashable, Sendable {
        /// The feature model's state item of that name.
        case state(String)
        /// The destination's route parameter of that name.
        case routeParameter(String)
    }

    /// Where the generated screen runs an operation.
    public enum Run: Hashable, Sendable {
        /// A query without arguments: loads when the root screen first appears.
        case rootTask
        /// The root screen runs it from a button, its arguments read from state.
        case rootButton([Argument])
        /// The destination of `route` runs it (a query when it appears, a command from a
        /// button), its arguments read from the route's parameters.
        case destination(route: String, arguments: [Argument])
        /// Nothing runs it: an argument has no source.
        case none
    }

    /// How the generated screen navigates to a route.
    public enum Link: Hashable, Sendable {
        /// A link on the root screen; the values of the parameters are read from these state items
        /// (empty for a route without parameters).
        case root(state: [String])
        /// Each row of `model` links to the route; per parameter, the row's property (`nil`: the
        /// row itself).
        case rows(model: String, properties: [String?])
        /// A form's route (`form`): linked from the root screen's toolbar (`onRoot`, a create form
        /// without parameters) and from the toolbar of each page in `pages`, which has the
        /// parameters the form needs.
        case form(onRoot: Bool, pages: [FormLinkPage])
        /// Nothing feeds the parameters.
        case none
    }

    /// Something the spec declares that the generated screen never uses.
    public enum Unwired: Hashable, Sendable {
        /// A state item no operation argument or route parameter reads (index in `state`).
        case state(index: Int)
        /// A route nothing navigates to (index in `routes`).
        case route(index: Int)
        /// A client method no screen runs (client and method indexes).
        case operation(client: Int, method: Int)
        /// The insert and update of a stored model (index in `storage.models`): the screen lists
        /// its values and deletes them (a swipe on a row) but cannot make up a new or edited value.
        case storageWrites(model: Int)
    }

    /// Per client method, in spec order (clients, then methods).
    public let runs: [Run]
    /// Per route, in spec order.
    public let links: [Link]
    /// Per model name: the route its rows link to (the one wired to them explicitly, else the
    /// first one wired to them by default).
    public let rowRoutes: [String: String]
    /// What is left unwired, in spec order: state, routes, operations, storage writes.
    public let unwired: [Unwired]

    /// Computes the wiring of a validated spec.
    public init(_ spec: FeatureSpec) {
        let types = TypeMatcher(spec)
        var runs: [Run] = []
        for client in spec.clients {
            for method in client.methods { runs.append(Self.run(for: method, spec: spec, types: types)) }
        }
        // Explicit row wiring claims a model's rows first (the validator rejects two explicit
        // claims of one model); a default name match never takes rows claimed explicitly.
        var rowRoutes: [String: String] = [:]
        for route in spec.routes {
            if let model = Self.explicitRowModel(route), rowRoutes[model] == nil { rowRoutes[model] = route.name }
        }
        let claimed = Set(rowRoutes.keys)
        let links = spec.routes.map { route in
            route.form == nil
                ? Self.link(for: route, spec: spec, types: types, claimed: claimed)
                : Self.formLink(for: route, spec: spec, types: types, claimed: claimed)
        }
        for (route, link) in zip(spec.routes, links) {
            if case .rows(let model, _) = link, rowRoutes[model] == nil { rowRoutes[model] = route.name }
        }
        // A route is navigated to when it is linked from the root, or when its rows are shown by
        // an operation the screen runs and they link to it.
        let methods = spec.clients.flatMap(\.methods)
        var shownRows = Set<String>()
        for (method, run) in zip(methods, runs) where run != .none {
            if let returns = method.returns, let element = Self.arrayElement(returns) { shownRows.insert(element) }
        }
        // The root screen lists every stored model.
        if spec.storage.kind != .none { shownRows.formUnion(spec.storage.models.map(\.name)) }
        var unwired: [Unwired] = []
        var readState = Set<String>()
        for run in runs {
            if case .rootButton(let arguments) = run {
                for case .state(let item) in arguments { readState.insert(item) }
            }
        }
        for link in links {
            if case .root(let items) = link { readState.formUnion(items) }
        }
        // The search text is bound to the screen's search field (`.searchable`).
        readState.formUnion(spec.state.filter(\.isSearch).map(\.name))
        for (index, item) in spec.state.enumerated() where !readState.contains(item.name) {
            unwired.append(.state(index: index))
        }
        // A command the screen runs may open a route after it succeeds (`navigatesTo`).
        let navigated = Set(zip(methods, runs).compactMap { method, run in run == .none ? nil : method.navigatesTo?.route })
        for (index, (route, link)) in zip(spec.routes, links).enumerated() {
            if navigated.contains(route.name) { continue }
            switch link {
            case .root: continue
            case .form(let onRoot, let pages) where onRoot || !pages.isEmpty: continue
            case .rows(let model, _) where rowRoutes[model] == route.name && shownRows.contains(model): continue
            default: unwired.append(.route(index: index))
            }
        }
        var flat = 0
        for (clientIndex, client) in spec.clients.enumerated() {
            for methodIndex in client.methods.indices {
                if runs[flat] == .none { unwired.append(.operation(client: clientIndex, method: methodIndex)) }
                flat += 1
            }
        }
        if spec.storage.kind != .none {
            // A model with a create form is inserted (and, with an edit form, updated) by it.
            let created = Set(
                zip(spec.routes, links).compactMap { route, link -> String? in
                    guard let model = route.form,
                        !route.parameters.contains(where: { TypeSyntax.identifiedModel($0.type) == model })
                    else { return nil }
                    if case .form(let onRoot, let pages) = link, onRoot || !pages.isEmpty { return model }
                    return nil
                })
            unwired += spec.storage.models.indices.filter { !created.contains(spec.storage.models[$0].name) }.map {
                .storageWrites(model: $0)
            }
        }
        self.runs = runs
        self.links = links
        self.rowRoutes = rowRoutes
        self.unwired = unwired
    }

    // MARK: Operations

    private static func run(for method: FeatureSpec.Method, spec: FeatureSpec, types: TypeMatcher) -> Run {
        let parameters = method.parameters
        if parameters.isEmpty { return method.kind == .command ? .rootButton([]) : .rootTask }
        func stateArgument(_ parameter: FeatureSpec.Parameter) -> Argument? {
            if case .state(let item) = parameter.source { return .state(item) }
            guard parameter.source == nil,
                spec.state.contains(where: { $0.name == parameter.name && $0.type == parameter.type })
            else { return nil }
            return .state(parameter.name)
        }
        func routeArgument(_ parameter: FeatureSpec.Parameter, _ route: FeatureSpec.Route) -> Argument? {
            if case .routeParameter(route.name, let name) = parameter.source { return .routeParameter(name) }
            guard parameter.source == nil,
                route.parameters.contains(where: { $0.name == parameter.name && $0.type == parameter.type })
            else { return nil }
            return .routeParameter(parameter.name)
        }
        let explicitRoute = parameters.lazy.compactMap { parameter -> String? in
            if case .routeParameter(let route, _) = parameter.source { return route }
            return nil
        }.first
        if let explicitRoute {
            guard let route = spec.routes.first(where: { $0.name == explicitRoute }) else { return .none }
            let arguments = parameters.compactMap { routeArgument($0, route) }
            return arguments.count == parameters.count ? .destination(route: route.name, arguments: arguments) : .none
        }
        let fromState = parameters.compactMap(stateArgument)
        if fromState.count == parameters.count { return .rootButton(fromState) }
        if parameters.contains(where: { $0.source != nil }) { return .none }
        for route in spec.routes {
            let arguments = parameters.compactMap { routeArgument($0, route) }
            if arguments.count == parameters.count { return .destination(route: route.name, arguments: arguments) }
        }
        return .none
    }

    // MARK: Routes

    /// The link of a form's route: the root screen's toolbar for a create form without parameters;
    /// else the toolbar of every other page (not a form, not another feature's) that has a
    /// parameter for each of the form's — of the same name and type, or for an edit form's
    /// identity any parameter of that type; else, for an edit form no page links to, the rows of
    /// its model (when no route claims them).
    private static func formLink(for route: FeatureSpec.Route, spec: FeatureSpec, types: TypeMatcher, claimed: Set<String>)
        -> Link
    {
        guard let model = route.form else { return .none }
        if route.parameters.isEmpty { return .form(onRoot: true, pages: []) }
        let isEdit = route.parameters.count == 1 && TypeSyntax.identifiedModel(route.parameters[0].type) == model
        let pages = spec.routes.compactMap { page -> FormLinkPage? in
            guard page.form == nil, page.opens == nil else { return nil }
            let arguments = route.parameters.map { parameter -> String? in
                // Exactly the same type: `Shelf.ID` and `PantryItem.ID` may both be UUIDs.
                let type = parameter.type.trimmingHorizontalWhitespace()
                let sameName = page.parameters.first {
                    $0.name == parameter.name && $0.type.trimmingHorizontalWhitespace() == type
                }
                if let sameName { return sameName.name }
                guard isEdit else { return nil }
                let sameType = page.parameters.filter { $0.type.trimmingHorizontalWhitespace() == type }
                return sameType.count == 1 ? sameType[0].name : nil
            }
            guard arguments.allSatisfy({ $0 != nil }) else { return nil }
            return FormLinkPage(route: page.name, arguments: arguments.compactMap { $0 })
        }
        if !pages.isEmpty { return .form(onRoot: false, pages: pages) }
        if isEdit, !claimed.contains(model) { return .rows(model: model, properties: ["id"]) }
        return .form(onRoot: false, pages: [])
    }

    /// The model whose rows a route's explicit `from` names (`row.<Model>…`), if any.
    private static func explicitRowModel(_ route: FeatureSpec.Route) -> String? {
        route.parameters.lazy.compactMap { parameter -> String? in
            if case .row(let model, _) = parameter.source { return model }
            return nil
        }.first
    }

    /// The link of `route`: its explicit `from`, else the default — rows of the first model that
    /// matches and that no route claims explicitly (`claimed`), else state, else (so the warning
    /// can name the owner) rows of a claimed model.
    private static func link(for route: FeatureSpec.Route, spec: FeatureSpec, types: TypeMatcher, claimed: Set<String>)
        -> Link
    {
        let parameters = route.parameters
        // A route without parameters that opens no other feature shows nothing: nothing links to
        // it (it is reported as unwired, with what would give it content).
        if parameters.isEmpty { return route.opens == nil ? .none : .root(state: []) }
        let explicitModel = explicitRowModel(route)
        let hasExplicitState = parameters.contains {
            if case .state = $0.source { return true }
            return false
        }
        func rows(_ model: FeatureSpec.Model) -> Link? {
            let properties = parameters.map { parameter -> String?? in
                if case .row(model.name, let property) = parameter.source { return .some(property) }
                guard parameter.source == nil else { return nil }
                return defaultRowSource(parameter, model: model, types: types)
            }
            guard properties.allSatisfy({ $0 != nil }) else { return nil }
            return .rows(model: model.name, properties: properties.map { $0 ?? nil })
        }
        func state() -> Link? {
            let items = parameters.compactMap { parameter -> String? in
                if case .state(let item) = parameter.source { return item }
                guard parameter.source == nil,
                    spec.state.contains(where: { $0.name == parameter.name && $0.type == parameter.type })
                else { return nil }
                return parameter.name
            }
            return items.count == parameters.count ? .root(state: items) : nil
        }
        if let explicitModel {
            return rowModels(spec).first { $0.name == explicitModel }.flatMap(rows) ?? .none
        }
        if hasExplicitState { return state() ?? .none }
        for model in rowModels(spec) where !claimed.contains(model.name) {
            if let link = rows(model) { return link }
        }
        if let link = state() { return link }
        for model in rowModels(spec) where claimed.contains(model.name) {
            if let link = rows(model) { return link }
        }
        return .none
    }

    /// The models whose rows the screen may show: the spec's models and, with storage, the
    /// stored models (their value types have the same properties).
    static func rowModels(_ spec: FeatureSpec) -> [FeatureSpec.Model] {
        spec.models
            + (spec.storage.kind == .none
                ? []
                : spec.storage.models.map(\.shownModel))
    }

    /// The default row source of a route parameter in rows of `model`: `.some(nil)` for the row
    /// itself, `.some(property)` for a property, `nil` when nothing matches by name and type.
    static func defaultRowSource(_ parameter: FeatureSpec.Parameter, model: FeatureSpec.Model, types: TypeMatcher)
        -> String??
    {
        let modelMember = SwiftName(model.name).memberName
        if parameter.type == model.name {
            return parameter.name == modelMember ? .some(nil) : nil
        }
        for property in model.properties where types.same(property.type, parameter.type) {
            if parameter.name == property.name || parameter.name == SwiftName(model.name + "_" + property.name).memberName {
                return .some(property.name)
            }
        }
        return nil
    }

    /// `T` for `[T]` or `Array<T>`.
    static func arrayElement(_ type: String) -> String? {
        let text = type.trimmingWhitespaceAndLineBreaks()
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
            return String(text.dropFirst().dropLast()).trimmingWhitespaceAndLineBreaks()
        }
        if text.hasPrefix("Array<"), text.hasSuffix(">") {
            return String(text.dropFirst("Array<".count).dropLast()).trimmingWhitespaceAndLineBreaks()
        }
        return nil
    }
}

/// Compares canonical spec types, reading `Model.ID` as the type of the model's `id` property
/// (the generated `Identifiable` conformance makes them the same type).
struct TypeMatcher: Sendable {
    private let identities: [String: String]

    init(_ spec: FeatureSpec) {
        var identities: [String: String] = [:]
        for model in FeatureWiring.rowModels(spec) {
            if let id = model.properties.first(where: { $0.name == "id" }) { identities[model.name + ".ID"] = id.type }
        }
        self.identities = identities
    }

    /// Whether `first` and `second` name the same type.
    func same(_ first: String, _ second: String) -> Bool {
        first == second || resolved(first) == resolved(second)
    }

    /// `type` with every `Model.ID` replaced by the model's `id` type.
    func resolved(_ type: String) -> String {
        guard !identities.isEmpty, type.contains(".ID") else { return type }
        var result = ""
        var word = ""
        func flush() {
            result += identities[word] ?? word
            word = ""
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}

/// A page whose toolbar links to a form (``FeatureWiring/Link/form(onRoot:pages:)``).
public struct FormLinkPage: Hashable, Sendable {
    /// The page's route.
    public var route: String
    /// Per form parameter, the page's parameter that supplies it.
    public var arguments: [String]
}
