/// A validated feature specification: what `scaffold feature` generates and `scaffold sync`
/// keeps in step with.
///
/// A spec is read from JSON (`Features/<Name>/<Name>.feature.json`) by ``FeatureSpecLoader``
/// (`SpecDecoder`, then `SpecValidator`) and is valid by construction: every name has passed the
/// validator and every default has been resolved to a Swift expression. Arrays keep the order
/// written in the spec, so generation is deterministic.
///
/// Names are stored in their canonical ``SwiftName`` casing and never in backticks (a route
/// written `show_detail` is `showDetail`, a state item `default` stays `default`); templates
/// emit them through ``SwiftName/escaped(_:)`` where a keyword may need backticks.
public struct FeatureSpec: Hashable, Sendable {
    /// The feature's name as written, an UpperCamelCase identifier (for example `Weather`).
    public var name: String
    /// The template set used to generate the feature (`feature`, `mvvm`, `mvi`).
    public var style: String
    /// Navigation destinations, one enum case each.
    public var routes: [Route]
    /// Stored properties of the feature model.
    public var state: [StateItem]
    /// Domain value types.
    public var models: [Model]
    /// Side-effect boundaries, one `Sendable` protocol each.
    public var clients: [Client]
    /// Persistence requested for the feature.
    public var storage: Storage
    /// Library targets of the package that the feature's target depends on (for example a
    /// shared `Networking` module its live clients use); `scaffold sync` keeps `Package.swift`
    /// in step with this list.
    public var dependencies: [String] = []
    /// Types the spec's types may name that come from one of ``dependencies`` (spec key
    /// `externalTypes`); the generated module declares a public `typealias` for each, so every
    /// generated file and test can use the bare name.
    public var externalTypes: [ExternalType] = []
    /// How the app's root navigation shows the feature (`app` in the spec).
    public var app = AppEntry()

    /// Whether the feature uses a shared model or client (its target depends on `Shared`).
    public var usesShared: Bool { models.contains(where: \.isShared) || clients.contains(where: \.isShared) }
    /// Whether the feature uses a shared client (its test target depends on `SharedTesting`).
    public var usesSharedClients: Bool { clients.contains(where: \.isShared) }

    /// How the app's root navigation shows a feature.
    public struct AppEntry: Hashable, Sendable {
        /// The tab or sidebar title; `nil` means the feature's display name (`"Weather"`).
        public var title: String?
        /// The SF Symbol name shown beside the title; `nil` means ``defaultSystemImage``.
        public var systemImage: String?
        /// Whether the root shows the feature (`false` keeps it reachable only through routes of
        /// other features: removing a feature from the app is this one change).
        public var isInRoot: Bool = true
        /// Whether the root shows this feature alone, before the others, until the feature
        /// emits an outcome (`app.gate`: a sign-in); a gate is never a tab.
        public var isGate: Bool = false

        /// The SF Symbol used when the spec names none.
        public static let defaultSystemImage = "square.stack"

        /// Creates an entry with the defaults.
        public init(title: String? = nil, systemImage: String? = nil, isInRoot: Bool = true) {
            self.title = title
            self.systemImage = systemImage
            self.isInRoot = isInRoot
        }
    }

    /// Creates a spec from already validated parts.
    public init(
        name: String,
        style: String = "feature",
        routes: [Route] = [],
        state: [StateItem] = [],
        models: [Model] = [],
        clients: [Client] = [],
        storage: Storage = Storage()
    ) {
        self.name = name
        self.style = style
        self.routes = routes
        self.state = state
        self.models = models
        self.clients = clients
        self.storage = storage
    }

    /// A type from a dependency: `public typealias <name> = <module>.<name>` in the generated
    /// module.
    public struct ExternalType: Hashable, Sendable {
        /// The type's name, UpperCamelCase, as the module declares it.
        public var name: String
        /// The module (a library target in ``FeatureSpec/dependencies``) that declares it.
        public var module: String

        /// Creates an external type.
        public init(name: String, module: String) {
            self.name = name
            self.module = module
        }
    }

    /// A navigation destination: `case <name>(<parameters>)` in `<Name>Route`.
    public struct Route: Hashable, Sendable {
        /// The case name, lowerCamelCase.
        public var name: String
        /// Associated values, in order.
        public var parameters: [Parameter]
        /// The other feature this route shows, when it is a cross-feature route (`opens`).
        public var opens: Opening?
        /// The page's navigation title (`title`, English, the String Catalog key); `nil` means the
        /// default: the shown model's title field, else its name, else the route's name in words.
        public var title: String?
        /// The property of the model the page shows whose value is its navigation title
        /// (`titleProperty`), with ``title`` (or the model's name) until the value is loaded.
        public var titleProperty: String?
        /// How the page appears (`presentation`): pushed onto the stack unless told.
        public var presentation: Presentation = .push
        /// The stored model the page is a form for (`form`): a new value when the route has no
        /// parameter of its `Model.ID`, else the value with that identity; `nil` for other pages.
        public var form: String?
        /// The deep link that opens the page (`link`), as written: path segments after the
        /// feature's own, each a literal or a `{parameter}` (``LinkPattern``); `nil` for none.
        public var link: String?

        /// Creates a route.
        public init(name: String, parameters: [Parameter] = [], opens: Opening? = nil) {
            self.name = name
            self.parameters = parameters
            self.opens = opens
        }
    }

    /// How a route's page appears; the runtime's `RoutePresentation` has the same cases.
    public enum Presentation: String, CaseIterable, Hashable, Sendable {
        /// Pushed onto the navigation stack.
        case push
        /// In a sheet over the stack.
        case sheet
        /// Over the whole screen on iOS (a sheet on macOS).
        case fullScreenCover
    }

    /// A cross-feature route's target: another feature's root screen, or one of its routes
    /// whose parameters are filled from this route's parameters of the same name. The app's
    /// composition root connects the two; the features never import each other.
    public struct Opening: Hashable, Sendable {
        /// The target feature's name.
        public var feature: String
        /// The target feature's route (canonical case name); `nil` means its root screen.
        public var route: String?

        /// Creates a target.
        public init(feature: String, route: String? = nil) {
            self.feature = feature
            self.route = route
        }
    }

    /// A labelled, typed value: a route's associated value or a client method's argument.
    public struct Parameter: Hashable, Sendable {
        /// The internal name.
        public var name: String
        /// A Swift type expression (for example `String`, `[Recipe]`, `Recipe.ID`).
        public var type: String
        /// The argument label: `nil` means "same as name", `_` means unlabelled.
        public var label: String?
        /// What feeds the value (spec key `from`); `nil` means the documented default, name
        /// matching (see ``FeatureWiring``).
        public var source: Source?

        /// Creates a parameter.
        public init(name: String, type: String, label: String? = nil, source: Source? = nil) {
            self.name = name
            self.type = type
            self.label = label
            self.source = source
        }
    }

    /// What feeds an operation argument or a route parameter (a parameter's `from`), with
    /// canonical names. Written in a spec as `"state.<item>"`, `"route.<route>.<parameter>"`,
    /// `"row.<Model>.<property>"` or `"row.<Model>"` (the selected row itself).
    public enum Source: Hashable, Sendable {
        /// A state item of the feature model (operation arguments and route parameters).
        case state(String)
        /// A parameter of the route whose destination runs the operation (operation arguments).
        case routeParameter(route: String, parameter: String)
        /// A property of the model row the user selected, or the row itself when `property` is
        /// `nil` (route parameters: the row links to the route).
        case row(model: String, property: String?)

        /// The canonical spelling, as `from` is written.
        public var text: String {
            switch self {
            case .state(let item): "state.\(item)"
            case .routeParameter(let route, let parameter): "route.\(route).\(parameter)"
            case .row(let model, let property?): "row.\(model).\(property)"
            case .row(let model, nil): "row.\(model)"
            }
        }
    }

    /// One stored property of the feature model.
    public struct StateItem: Hashable, Sendable {
        /// The property name, lowerCamelCase.
        public var name: String
        /// A Swift type expression.
        public var type: String
        /// The initial value as a Swift expression (already resolved: JSON literals are
        /// converted, optionals default to `nil`, obvious empty values are filled in).
        public var defaultValue: String
        /// Whether the item is the screen's search text (`state[i].search`, a `String` item; at
        /// most one per feature): the screen binds it with `.searchable(text:)` instead of a
        /// text field, and runs the operations it feeds when the search is submitted.
        public var isSearch: Bool
        /// How long the search text must stay unchanged before the operations it feeds run, in
        /// milliseconds (`state[i].debounceMilliseconds`, search text only; 1...``largestDebounce``),
        /// measured on the feature model's injected clock; `nil` runs them on every change.
        public var debounceMilliseconds: Int?

        /// The longest debounce the spec accepts, in milliseconds.
        public static let largestDebounce = 5000

        /// Creates a state item.
        public init(
            name: String, type: String, defaultValue: String, isSearch: Bool = false, debounceMilliseconds: Int? = nil
        ) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.isSearch = isSearch
            self.debounceMilliseconds = debounceMilliseconds
        }
    }

    /// A domain value type: `struct <name>: Hashable, Sendable, Codable`.
    public struct Model: Hashable, Sendable {
        /// The type name, UpperCamelCase.
        public var name: String
        /// Stored properties, in order.
        public var properties: [Property]
        /// Whether the model is the package's shared one (``SharedSpec``): declared in the
        /// `Shared` module, which the feature names through a `typealias`.
        public var isShared = false
        /// Which properties title the model on screen (`titleProperty`, `subtitleProperty`).
        public var display = ModelDisplay()

        /// Creates a model.
        public init(name: String, properties: [Property]) {
            self.name = name
            self.properties = properties
        }

        /// Whether the model has an `id` property and so conforms to `Identifiable`.
        public var isIdentifiable: Bool { properties.contains { $0.name == "id" } }
    }

    /// A stored property of a domain model.
    public struct Property: Hashable, Sendable {
        /// The property name, lowerCamelCase.
        public var name: String
        /// A Swift type expression.
        public var type: String
        /// How the screen shows it (`label`, `format`, `hidden`).
        public var display = PropertyDisplay()

        /// Creates a property.
        public init(name: String, type: String, display: PropertyDisplay = PropertyDisplay()) {
            self.name = name
            self.type = type
            self.display = display
        }
    }

    /// A side-effect boundary: a `Sendable` protocol with `async throws` methods.
    public struct Client: Hashable, Sendable {
        /// The client's name, UpperCamelCase (for example `Forecast` → `ForecastClient`).
        public var name: String
        /// The protocol's requirements, in order.
        public var methods: [Method]
        /// Whether the client is the package's shared one (``SharedSpec``): declared in the
        /// `Shared` module and built once by the composition root for every feature using it.
        public var isShared = false

        /// Creates a client.
        public init(name: String, methods: [Method]) {
            self.name = name
            self.methods = methods
        }
    }

    /// One `async throws` requirement of a client.
    public struct Method: Hashable, Sendable {
        /// The base name, lowerCamelCase.
        public var name: String
        /// Arguments, in order.
        public var parameters: [Parameter]
        /// The return type; `nil` means `Void`.
        public var returns: String?
        /// Whether the method reads (a query) or changes (a command) data; this decides how the
        /// feature model runs overlapping calls.
        public var kind: Kind
        /// For a command: the names of the feature's queries that reload after it succeeds
        /// (`clients[i].methods[j].invalidates`): queries the root screen runs, without
        /// parameters or with every argument read from state (re-run with its current value);
        /// `nil` means the default, every such query (the feature's list queries).
        public var invalidates: [String]?
        /// For a command run on a destination: whether that destination is popped off the
        /// navigation path after it succeeds (`clients[i].methods[j].popsBack`).
        public var popsBack: Bool
        /// For a command: the route pushed onto the navigation path after it succeeds, with its
        /// parameter bound to the result (`clients[i].methods[j].navigatesTo`); `nil` navigates
        /// nowhere.
        public var navigatesTo: Navigation?
        /// For a command: the case of the feature's `<Name>Outcome` it emits on success, carrying
        /// its result (`clients[i].methods[j].outcome`): the feature hands the result to the app
        /// instead of keeping it (a signed-in session); `nil` emits nothing.
        public var outcome: String?
        /// For a query returning an array: the type of the cursor that pages it
        /// (`clients[i].methods[j].cursor`, one of ``cursorTypes``). The client method then takes
        /// `after cursor: <Cursor>?` (`nil` asks for the first page) and returns
        /// `Page<Element, <Cursor>>` (FeatureCore), and the list loads more at its end; `nil`: not paged.
        public var cursor: String?

        /// The cursor types a paged method can take: an opaque token, a page number or offset, an identity.
        public static let cursorTypes = ["String", "Int", "UUID"]

        /// Creates a method.
        /// - Parameters:
        ///   - kind: `nil` means ``defaultKind``: a query when the method returns a value, a
        ///     command when it returns `Void`.
        ///   - invalidates: `nil` means every parameterless query of the feature (commands only).
        ///   - popsBack: Whether a command run on a destination pops it after success.
        ///   - navigatesTo: The route a command pushes after success (commands only).
        public init(
            name: String, parameters: [Parameter] = [], returns: String? = nil, kind: Kind? = nil,
            invalidates: [String]? = nil, popsBack: Bool = false, navigatesTo: Navigation? = nil, cursor: String? = nil
        ) {
            self.cursor = cursor
            self.name = name
            self.parameters = parameters
            self.returns = returns
            self.kind = kind ?? Self.defaultKind(returns: returns)
            self.invalidates = invalidates
            self.popsBack = popsBack
            self.navigatesTo = navigatesTo
        }

        /// Whether the method returns nothing (no `returns`, `Void` or `()`).
        public var returnsVoid: Bool { Self.isVoid(returns) }

        /// The kind a method gets when the spec does not say: `query` when it returns a value,
        /// `command` when it returns `Void`.
        public var defaultKind: Kind { Self.defaultKind(returns: returns) }

        private static func defaultKind(returns: String?) -> Kind { isVoid(returns) ? .command : .query }

        private static func isVoid(_ type: String?) -> Bool {
            guard let type else { return true }
            return type == "Void" || type == "()"
        }

        /// Where a command navigates after it succeeds (`clients[i].methods[j].navigatesTo`).
        public struct Navigation: Hashable, Sendable {
            /// The route pushed, a route of this feature.
            public var route: String
            /// What the route's one parameter gets: `result` (the command's result) or
            /// `result.<property>` (a property of the model it returns); `nil` for a route
            /// without parameters, or to take the default: the result when its type is the
            /// parameter's, else the result's property with the parameter's name.
            public var value: String?

            /// Creates a navigation.
            public init(route: String, value: String? = nil) {
                self.route = route
                self.value = value
            }
        }

        /// How the feature model runs a client method (`clients[i].methods[j].kind`).
        public enum Kind: String, CaseIterable, Hashable, Sendable {
            /// Reads data: a later call cancels the earlier one still in flight, only the
            /// latest call publishes its outcome, and cancellation is not a failure.
            case query
            /// Changes data: a later call never cancels an earlier one, every call runs to
            /// completion, and a failure is never lost to a later success.
            case command
        }
    }
}
