/// The render context of a style: the ``FeatureContext`` every style shares, plus the keys and
/// names only that style's templates use (``MVVMContext``, ``MVIContext``).
///
/// The styles generate from the same spec keys; a style adds keys and renames what it declares
/// differently (the `mvvm` style calls clients repositories), so the shared builder stays the
/// single place that derives names, fragments and fixtures.
///
/// Every style runs operations the same way, through the runtime's `OperationRuns` (see
/// ``FeatureContext``): the latest query run wins; a command (`isCommand`) is never cancelled by
/// a later run and never loses a failure; both load from `.loading(previous:)` and restore the
/// previous state when cancelled. Every
/// style's view shows an operation's content through the shared display keys (`showsSuccess`
/// with `successMessage`, `showsLoaded`, `hasValueTitle`, `hasRows`, `hasRowLinks`:
/// ``DisplayRules``), never `String(describing:)`, and offers "Try again" after a failure.
extension FeatureContext {
    /// The context the templates of `style` render with.
    /// - Parameter style: A style name (`feature`, `mvvm`, `mvi`).
    /// - Returns: ``value`` with the style's keys (none for `feature`) and the preview keys
    ///   (``PreviewContext``) added.
    public func value(forStyle style: String) -> TemplateValue {
        let styled =
            switch style {
            case "mvvm": MVVMContext(spec: spec).adding(to: value)
            case "mvi": MVIContext(spec: spec).adding(to: value)
            default: value
            }
        return PreviewContext(spec: spec, style: style).adding(to: styled)
    }
}

/// Tree edits shared by the style contexts.
enum StyleContextEditing {
    /// `value` with `transform` applied to every object in it, innermost first.
    static func rewritingObjects(_ value: TemplateValue, _ transform: (inout TemplateObject) -> Void) -> TemplateValue {
        switch value {
        case .list(let items):
            return .list(items.map { rewritingObjects($0, transform) })
        case .object(var copy):
            // Only lists and objects can hold objects: other members are left as they are.
            copy.replaceValues { member in
                switch member {
                case .list, .object: rewritingObjects(member, transform)
                default: nil
                }
            }
            transform(&copy)
            return .object(copy)
        default:
            return value
        }
    }

    /// The string member `key` of `object`, or `""`.
    static func string(_ object: TemplateObject, _ key: String) -> String {
        if case .string(let text)? = object[key] { return text }
        return ""
    }

    /// `text` with every `feature.` reference (how the shared context spells an argument read
    /// from the feature model) reading from `owner` instead.
    static func reading(_ text: String, from owner: String) -> String {
        text.replacing("feature.", with: owner + ".")
    }

    /// Whether a state item gets a control (text field, secure field, toggle, the search field)
    /// on the screen.
    static func isControl(_ item: TemplateValue) -> Bool {
        ["isTextField", "isSecureField", "isToggle", "isSearch"].contains { item[$0]?.isTruthy == true }
    }

    /// Whether any state item of the context gets a control.
    static func hasControls(_ values: TemplateObject) -> Bool {
        guard case .list(let items)? = values["state"] else { return false }
        return items.contains(where: isControl)
    }

    /// Adds `isFirst`/`isLast` to each object of a list.
    static func marked(_ values: [TemplateValue]) -> [TemplateValue] {
        values.enumerated().map { index, value in
            guard case .object(var members) = value else { return value }
            members["isFirst"] = .bool(index == 0)
            members["isLast"] = .bool(index == values.count - 1)
            return .object(members)
        }
    }
}

/// The `mvvm` style's context: a `<Name>RouteView` owning a `<Name>ViewModel` with `@State`,
/// a `<Name>Screen` receiving it as `let`, and one repository per spec client
/// (`<Client>Repository`, an actor `Live<Client>Repository`, `<Client>RepositoryDouble`).
///
/// Added top-level keys: `viewModelType`, `routeViewType`, `destinationScreenType`,
/// `hasControls` (a state item gets a text field or toggle, so the screen needs `@Bindable`). Renamed for
/// repositories: each client's `protocolName`, `liveName`, `doubleName` and `propertyName`, and
/// each operation's `clientProtocol`, `clientProperty` and its reloaded queries' `queryClientProperty`;
/// operations' `triggerArguments` read
/// from `viewModel.` instead of `feature.`.
struct MVVMContext {
    let spec: FeatureSpec

    /// The stored property of client `client`'s repository in the view model.
    static func repositoryPropertyName(_ client: String) -> String {
        FeatureNaming.memberName(client) + "Repository"
    }

    func adding(to base: TemplateValue) -> TemplateValue {
        let name = FeatureNaming.typeName(spec.name)
        let rewritten = StyleContextEditing.rewritingObjects(base) { object in
            if object["liveName"] != nil, object["propertyName"] != nil {  // a client
                let typeName = StyleContextEditing.string(object, "name")
                object["protocolName"] = .string(typeName + "Repository")
                object["liveName"] = .string("Live" + typeName + "Repository")
                object["doubleName"] = .string(typeName + "RepositoryDouble")
                let property = StyleContextEditing.string(object, "propertyName")
                object["propertyName"] = .string(String(property.dropLast("Client".count)) + "Repository")
            }
            if object["operationName"] != nil {  // an operation
                let property = StyleContextEditing.string(object, "clientProperty")
                object["clientProperty"] = .string(String(property.dropLast("Client".count)) + "Repository")
                let protocolName = StyleContextEditing.string(object, "clientProtocol")
                object["clientProtocol"] = .string(String(protocolName.dropLast("Client".count)) + "Repository")
                object["triggerArguments"] = .string(
                    StyleContextEditing.reading(StyleContextEditing.string(object, "triggerArguments"), from: "viewModel"))
                object["rowFilter"] = .string(
                    StyleContextEditing.reading(StyleContextEditing.string(object, "rowFilter"), from: "viewModel"))
                object["missingInputs"] = .string(
                    StyleContextEditing.reading(StyleContextEditing.string(object, "missingInputs"), from: "viewModel"))
            }
            if object["submitAction"] != nil {  // the last text field: Return runs a root button's operation
                for key in ["submitAction", "submitEnabled"] {
                    object[key] = .string(StyleContextEditing.reading(StyleContextEditing.string(object, key), from: "viewModel"))
                }
            }
            if object["linkValue"] != nil {  // a root link, its parameters read from state
                object["linkValue"] = .string(
                    StyleContextEditing.reading(StyleContextEditing.string(object, "linkValue"), from: "viewModel"))
            }
            if object["storedRetry"] != nil {  // a route: its looked-up value is the view model's
                object["storedOwner"] = "viewModel."
                object["storedRetry"] = .string(
                    StyleContextEditing.string(object, "storedRetry").replacing("await feature.", with: "await viewModel."))
            }
            if object["call"] != nil, object["stateName"] != nil {  // a load the refresh runs
                object["call"] = .string(StyleContextEditing.string(object, "call").replacing("feature.", with: "viewModel."))
            }
            if object["queryClientProperty"] != nil {  // a query a command reloads
                let property = StyleContextEditing.string(object, "queryClientProperty")
                object["queryClientProperty"] = .string(String(property.dropLast("Client".count)) + "Repository")
            }
        }
        guard case .object(var values) = rewritten else { return rewritten }
        values["viewModelType"] = .string(name + "ViewModel")
        values["modelVariable"] = "viewModel"
        values["modelType"] = .string(name + "ViewModel")
        values["makeModel"] = "makeViewModel"
        values["routeViewType"] = .string(name + "RouteView")
        values["destinationScreenType"] = .string(name + "DestinationScreen")
        values["hasControls"] = .bool(StyleContextEditing.hasControls(values))
        return .object(values)
    }
}

/// The `mvi` style's context: an immutable `<Name>State`, a `<Name>Event` enum, a
/// `<Name>Store` with a single `send(_:)`, a `<Name>Screen` wiring the store, and a pure
/// `<Name>View` / `<Name>DestinationView` emitting events through a closure.
///
/// Added top-level keys: `stateType`, `eventType`, `storeType`, `viewType`,
/// `destinationViewType`, `controlState` (the state items the view edits through bindings,
/// with `hasControls`) and `hasDestinationOperations` (a destination loads when it appears).
/// Per state item: `eventName` (`setQuery`), `fixture`, `hasFixture`, `isControl`. Per
/// operation: `operationIdentifier` (the operation name, escaped where it is a keyword),
/// `eventDeclaration` (`searchCities(matching: String)`), `eventPattern`
/// (`.searchCities(let query)`), `eventValue` (built from the parameters), `testEvent` (from
/// fixtures), `triggerEvent` (from the
/// screen's trigger arguments; `screenTriggerEvent` reads them from `store.state` for the screen), `storeDestinationArgument` (`, for: destination` when the
/// operation's state is per destination: its event carries the route). Per route: `appearPattern`, the route's pattern binding only the
/// parameters its destination operations use.
struct MVIContext {
    let spec: FeatureSpec

    /// The event case that sets state item `item`: `set<Item>`.
    static func eventName(forStateItem item: String) -> String {
        "set" + FeatureNaming.typeName(item)
    }

    /// Event cases every `mvi` feature declares besides the state setters and operations.
    static let navigationEvents: Set<String> = ["navigate", "pathChanged"]

    func adding(to base: TemplateValue) -> TemplateValue {
        let name = FeatureNaming.typeName(spec.name)
        let fixtures = FixtureCatalog(models: spec.models)
        let methods = spec.clients.flatMap(\.methods)
        var operationEvents: [String: [String: TemplateValue]] = [:]
        if case .list(let operations)? = base["operations"] {
            for (operation, method) in zip(operations, methods) {
                guard case .object(let object) = operation else { continue }
                operationEvents[StyleContextEditing.string(object, "operationName")] = events(for: object, method: method)
            }
        }
        let stateItems = spec.state.map(\.name)
        let rewritten = StyleContextEditing.rewritingObjects(base) { object in
            let operationName = StyleContextEditing.string(object, "operationName")
            if let extra = operationEvents[operationName] {
                for (key, value) in extra { object[key] = value }
                // The view reads the search text through its binding.
                object["rowFilter"] = .string(StyleContextEditing.string(object, "rowFilter").replacing("feature.", with: ""))
                object["triggerArguments"] = .string(
                    StyleContextEditing.reading(StyleContextEditing.string(object, "triggerArguments"), from: "state"))
                object["missingInputs"] = .string(
                    StyleContextEditing.reading(StyleContextEditing.string(object, "missingInputs"), from: "state"))
                object["triggerEvent"] = .string(
                    Self.eventValue(
                        operationName,
                        StyleContextEditing.string(object, "triggerArguments")
                            + Self.eventDestination(StyleContextEditing.string(object, "destinationArgument")), object))
                // The screen reads the arguments from the store's state.
                object["screenTriggerEvent"] = .string(
                    StyleContextEditing.string(object, "triggerEvent").replacing("(state.", with: "(store.state.")
                        .replacing(": state.", with: ": store.state.").replacing(", state.", with: ", store.state."))
                // As the search text changes the screen sends it under the store's policy.
                let screenEvent = StyleContextEditing.string(object, "screenTriggerEvent")
                object["screenSearchEvent"] = .string(
                    screenEvent.hasSuffix(")") ? screenEvent.dropLast() + ", policy: store.searchPolicy)" : screenEvent)
            }
            if object["linkValue"] != nil {  // a root link, its parameters read from state
                object["linkValue"] = .string(
                    StyleContextEditing.reading(StyleContextEditing.string(object, "linkValue"), from: "state"))
            }
            if object["submitEnabled"] != nil {  // the last text field: the view reads the state it was given
                object["submitEnabled"] = .string(
                    StyleContextEditing.reading(StyleContextEditing.string(object, "submitEnabled"), from: "state"))
            }
            if object["defaultValue"] != nil, object["isToggle"] != nil {  // a state item
                let raw = StyleContextEditing.string(object, "rawName")
                guard stateItems.contains(raw) else { return }
                let type = StyleContextEditing.string(object, "type")
                let fixture = fixtures.fixture(for: type, nameHint: raw)
                object["eventName"] = .string(Self.eventName(forStateItem: raw))
                object["fixture"] = .string(fixture ?? "")
                object["hasFixture"] = .bool(fixture != nil)
                object["isControl"] = .bool(StyleContextEditing.isControl(.object(object)))
            }
            if object["queryReloadArguments"] != nil {  // a query a command reloads: its state is the store's
                object["queryReloadArguments"] = .string(
                    StyleContextEditing.string(object, "queryReloadArguments").replacing("self.", with: "self.state."))
            }
            if object["destinationOperations"] != nil, object["pattern"] != nil {  // a route
                object["appearPattern"] = .string(Self.appearPattern(object))
                // The view reads the looked-up value from the state; retrying sends the find event.
                let find = StyleContextEditing.string(object, "storedFind")
                object["storedOwner"] = "state."
                object["storedRetry"] = .string(find.isEmpty ? "" : "onEvent(.\(find))")
                object["hasAppearWork"] = .bool(
                    object["destinationOperations"]?.isTruthy == true || object["hasStoredFind"]?.isTruthy == true)
            }
        }
        guard case .object(var values) = rewritten else { return rewritten }
        values["stateType"] = .string(name + "State")
        values["keyedStateOwner"] = "state."  // the per-destination states live in the store's state
        values["eventType"] = .string(name + "Event")
        values["storeType"] = .string(name + "Store")
        values["viewType"] = .string(name + "View")
        values["destinationViewType"] = .string(name + "DestinationView")
        Self.sendingSubmitEvents(&values)
        var controls: [TemplateValue] = []
        if case .list(let items)? = values["state"] {
            controls = items.filter { $0["isControl"]?.isTruthy == true }
        }
        values["controlState"] = .list(StyleContextEditing.marked(controls))
        values["hasControls"] = .bool(!controls.isEmpty)
        var hasDestinationOperations = false
        if case .list(let routes)? = values["routes"] {
            hasDestinationOperations = routes.contains { $0["hasAppearWork"]?.isTruthy == true }
        }
        values["hasDestinationOperations"] = .bool(hasDestinationOperations)
        return .object(values)
    }

    /// Return in the last text field sends the event of the operation it submits (the view has
    /// no model to call).
    private static func sendingSubmitEvents(_ values: inout TemplateObject) {
        guard case .list(let items)? = values["state"], case .list(let operations)? = values["operations"] else { return }
        var events: [String: String] = [:]
        for case .object(let operation) in operations {
            events[StyleContextEditing.string(operation, "operationName")] = StyleContextEditing.string(operation, "triggerEvent")
        }
        values["state"] = .list(
            items.map { item in
                guard case .object(var object) = item, object["submitAction"] != nil else { return item }
                let event = events[StyleContextEditing.string(object, "submitOperation")] ?? ""
                object["submitAction"] = .string("onEvent(\(event))")
                return .object(object)
            })
    }

    private func events(for operation: TemplateObject, method: FeatureSpec.Method) -> [String: TemplateValue] {
        // The raw name builds longer names (`<name>State`); the bare case and method are escaped
        // (an operation may be named `repeat`).
        let operationName = FeatureNaming.escaped(StyleContextEditing.string(operation, "operationName"))
        var associated = method.parameters.map { parameter in
            parameter.label == "_"
                ? parameter.type : "\(FeatureNaming.argumentLabel(parameter.label ?? parameter.name)): \(parameter.type)"
        }
        var bindings = method.parameters.map { "let " + FeatureNaming.escaped($0.name) }
        let isKeyed = operation["isKeyed"]?.isTruthy == true
        if isKeyed {  // a destination's operation: the event names the destination it runs for
            associated.append("destination: " + FeatureNaming.typeName(spec.name) + "Route")
            bindings.append("let destination")
        }
        if operation["isSearchLoad"]?.isTruthy == true {  // the screen sends it with the store's `searchPolicy`
            associated.append("policy: RunPolicy = .always")
            bindings.append("let policy")
        }
        return [
            "eventDeclaration": .string(
                associated.isEmpty ? operationName : "\(operationName)(\(associated.joined(separator: ", ")))"),
            "eventPattern": .string(
                bindings.isEmpty ? ".\(operationName)" : ".\(operationName)(\(bindings.joined(separator: ", ")))"),
            "eventValue": .string(
                Self.eventValue(operationName, StyleContextEditing.string(operation, "callArguments"), operation)),
            "testEvent": .string(
                Self.eventValue(
                    operationName,
                    StyleContextEditing.string(operation, "testArguments")
                        + Self.eventDestination(StyleContextEditing.string(operation, "testDestinationArgument")),
                    operation)),
            "storeDestinationArgument": .string(isKeyed ? ", for: destination" : ""),
            "operationIdentifier": .string(operationName),
        ]
    }

    /// An event's case labels must differ (a method parameter may be labelled `for`), so the
    /// event labels the destination `destination:` where the model's method says `for:`.
    private static func eventDestination(_ argument: String) -> String {
        argument.isEmpty ? "" : ", destination: " + argument.dropFirst(", for: ".count)
    }

    /// `.name` or `.name(arguments)`.
    private static func eventValue(_ name: String, _ arguments: String, _ operation: TemplateObject) -> String {
        operation["hasParameters"]?.isTruthy == true ? ".\(name)(\(arguments))" : ".\(name)"
    }

    /// The route's pattern with `let` only for the parameters its destination operations read
    /// (`_` for the others), or the bare case when it has none.
    private static func appearPattern(_ route: TemplateObject) -> String {
        let caseName = StyleContextEditing.string(route, "name")
        // A page finding its looked-up value binds its one parameter, the identity.
        if route["hasStoredFind"]?.isTruthy == true, case .list(let parameters)? = route["parameters"],
            case .object(let parameter)? = parameters.first
        {
            return ".\(caseName)(let \(StyleContextEditing.string(parameter, "name")))"
        }
        guard case .list(let operations)? = route["destinationOperations"], !operations.isEmpty,
            case .list(let parameters)? = route["parameters"]
        else { return "." + caseName }
        var used: Set<String> = []
        for operation in operations {
            guard case .object(let object) = operation else { continue }
            let text = StyleContextEditing.string(object, "triggerArguments").replacing("`", with: "")
            used.formUnion(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        }
        let bindings = parameters.map { parameter -> String in
            guard case .object(let object) = parameter else { return "_" }
            let name = StyleContextEditing.string(object, "name")
            return used.contains(name.replacing("`", with: "")) ? "let " + name : "_"
        }
        return ".\(caseName)(\(bindings.joined(separator: ", ")))"
    }
}
