/// Names a spec may not use because the generated code already uses them. Keep every such
/// list here, in one place.
///
/// The templates define these members on the feature model (`<Name>Feature`, the view model
/// `<Name>ViewModel` in the `mvvm` style, the store and state in the `mvi` style). When a template adds a member, add its name here so a spec that would
/// clash gets a located error instead of generated code that does not compile.
public enum ReservedNames {
    /// Members the templates add to the feature model: `path` (navigation stack), `loadState`,
    /// `load()`, `reload()`, `select(_:)`, the stored `task`, and the initializer/deinitializer.
    static let featureModelMembers: Set<String> = [
        "path", "loadState", "load", "reload", "select", "task", "init", "deinit",
    ]

    /// The feature model's stored property for a client: `<clientMember>Client`
    /// (the client `Forecast` is stored as `forecastClient`).
    /// - Parameter client: the client's name as written in the spec.
    static func clientPropertyName(_ client: String) -> String {
        SwiftName(client).memberName + "Client"
    }

    /// The client protocol's type name: `<Client>Client` (`Forecast` → `ForecastClient`).
    static func clientTypeName(_ client: String) -> String {
        SwiftName(client).typeName + "Client"
    }

    /// The stored property of a client in the model of `style`: `<client>Client`, or
    /// `<client>Repository` in the `mvvm` style (where clients are repositories).
    static func clientPropertyName(_ client: String, style: String) -> String {
        SwiftName(client).memberName + (style == "mvvm" ? "Repository" : "Client")
    }

    /// A client's protocol in `style`: `<Client>Client`, or `<Client>Repository` in `mvvm`.
    static func clientTypeName(_ client: String, style: String) -> String {
        SwiftName(client).typeName + (style == "mvvm" ? "Repository" : "Client")
    }

    /// Names in scope where the screen of `style` binds route parameters: ``routeParameters``
    /// plus the view model (`mvvm`) or the state, the event closure and the store (`mvi`).
    public static func routeParameters(style: String) -> Set<String> {
        switch style {
        case "mvvm": routeParameters.union(["viewModel"])
        case "mvi": routeParameters.union(["state", "onEvent", "store"])
        default: routeParameters
        }
    }

    /// Event cases the `mvi` templates declare for `spec` besides one per operation:
    /// navigation (`navigate`, `pathChanged`) and a setter per state item (`set<Item>`), each
    /// with what it is. An operation must not take one of these names.
    public static func mviEventCases(for spec: FeatureSpec) -> [String: String] {
        var cases: [String: String] = [
            "navigate": "the navigation event 'navigate(to:)'", "pathChanged": "the navigation event 'pathChanged(_:)'",
        ]
        for item in spec.state {
            cases[MVIContext.eventName(forStateItem: item.name)] = "the event that sets the state item '\(item.name)'"
        }
        return cases
    }

    /// Suffixes of the types the templates generate for a feature (`<Name>Route`,
    /// `<Name>Feature` …); a model must not take one of these names.
    static let generatedTypeSuffixes = [
        "Route", "Feature", "Screen", "View", "ViewModel", "State", "Event", "Store", "Storage", "Models", "Tests",
    ]

    /// Types the storage templates generate for feature `feature` (already UpperCamelCase):
    /// the store protocol, its implementations, its error, the migration plan, the container
    /// factory and the test helpers.
    static func storageTypeNames(feature: String) -> [String] {
        [
            feature + "Store", "InMemory\(feature)Store", "SwiftData\(feature)Store", feature + "StoreError",
            feature + "MigrationPlan", feature + "Persistence", "Failing\(feature)Store", "StoreDoubleError",
            feature + "MigrationValues",
        ]
    }

    /// Suffixes of the types generated per storage model `M`: `MQuery`, `MFilter`, `MSortKey`,
    /// `MRecord`, `MQueryCase` (and `MSort`, generated before the shared runtime's `StoreSort`).
    static let storageModelSuffixes = ["Query", "Sort", "SortKey", "Record", "Filter", "QueryCase"]

    /// The shared runtime's storage types (FeatureCore, FeatureCoreTesting), which every feature
    /// with storage sees unqualified: a model or storage type of a spec must not take them.
    public static let runtimeStorageTypeNames: Set<String> = [
        "StoreFilter", "StoreSortKey", "StoreSort", "StoreQuery", "StoreOrder", "StoreError", "StoreTable",
        "StoreQueryCase",
    ]

    /// Members the feature model declares for storage model `model` (UpperCamelCase), each with
    /// what it is: the list load (`loadMList`, `mListState`, …) and the writes (`insertM`,
    /// `updateM`, `deleteM`, `mWriteState`, …).
    static func storageFeatureMembers(model: String, toMany: [String] = []) -> [String: String] {
        let type = SwiftName(model).typeName
        let member = SwiftName(model).memberName
        var pages: [String: String] = [
            "observeStoreChanges": "the loop reloading lists on store changes",
            "reloadLists": "the reload of the lists a store change reaches",
        ]
        for relationship in toMany {
            let name = SwiftName(relationship).typeName
            pages["load\(type)\(name)"] = "the load of the '\(relationship)' of a '\(type)' page"
            pages[member + name + "States"] = "the per-page states of the '\(relationship)' of '\(type)'"
        }
        return pages.merging([
            "load\(type)List": "the list load of '\(type)'",
            member + "ListState": "the list state of '\(type)'",
            member + "ListRequest": "the in-flight list load of '\(type)'",
            member + "ListGeneration": "the list request counter of '\(type)'",
            member + "ListQuery": "the query of the latest list load of '\(type)'",
            "insert\(type)": "the insert of '\(type)'",
            "update\(type)": "the update of '\(type)'",
            "delete\(type)": "the delete of '\(type)'",
            member + "WriteState": "the write state of '\(type)'",
            member + "WriteInFlight": "the count of writes in flight of '\(type)'",
            member + "WritePending": "the pending write outcome of '\(type)'",
            member + "WriteReloading": "whether a write of '\(type)' is reloading its list",
            member + "ListHasMore": "whether the paged list of '\(type)' may have more",
            member + "MoreState": "the state of the next page of '\(type)'",
            "loadMore\(type)List": "the next page load of '\(type)'",
        ]) { first, _ in first }
    }

    /// The shared runtime's module and target names (``CoreModule/all``, and the shared spec's
    /// `Shared` and `SharedTesting`) and its folder (`Core`, also the name of its record,
    /// `.scaffold/base/Core/`): no feature can take them.
    public static let coreNames: Set<String> = Set(
        (CoreModule.all + [CoreModule.shared, CoreModule.sharedTesting]).map(\.name)
    ).union([CoreModule.folder])

    /// Members every SwiftData model has (`PersistentModel`'s `modelContext`, `persistentModelID`,
    /// `hasChanges`, `isDeleted`, `persistentBackingData`, `schemaMetadata`, and `description`):
    /// a stored property or relationship of that name would redeclare one in the generated
    /// `@Model` class.
    public static let persistentModelMembers: Set<String> = [
        "description", "isDeleted", "hasChanges", "modelContext", "persistentModelID", "persistentBackingData",
        "schemaMetadata",
    ]

    /// Standard library, Foundation, Observation and SwiftUI types that a feature or model name
    /// must not shadow: generated code (and code using the module) refers to them unqualified.
    static let standardTypeNames: Set<String> = [
        // Modules a feature module must not be named after (its own name would hide them)
        "Swift", "Foundation", "FoundationEssentials", "Observation", "SwiftUI", "SwiftData", "Combine", "Dispatch",
        "Testing", "XCTest", "UIKit", "AppKit", "CoreData", "os", "Darwin", "Glibc", "PackageDescription",
        // Swift standard library
        "Any", "AnyObject", "Array", "Bool", "Character", "Codable", "Dictionary", "Double", "Equatable",
        "Error", "Float", "Hashable", "Identifiable", "Int", "Never", "Optional", "Range", "Result",
        "Sendable", "Sequence", "Set", "String", "Substring", "Task", "UInt", "Void",
        // Foundation
        "Calendar", "Data", "Date", "Decimal", "Locale", "Measurement", "Notification", "Operation",
        "Progress", "Timer", "TimeZone", "URL", "URLRequest", "URLSession", "UUID",
        // Observation, SwiftData
        "Observable", "Model", "ModelContainer", "ModelContext", "Query", "Schema",
        // SwiftUI
        "Alert", "Animation", "App", "AsyncImage", "Binding", "Bindable", "Button", "Color", "Environment",
        "Font", "ForEach", "Form", "Grid", "Group", "HStack", "Image", "Label", "Link", "List", "Menu",
        "NavigationLink", "NavigationPath", "NavigationStack", "Picker", "ProgressView", "Scene", "ScrollView",
        "Section", "Shape", "Spacer", "State", "Stepper", "Table", "Text", "TextField", "Toggle", "View",
        "VStack", "ZStack",
    ]

    // MARK: Names the `feature` templates declare

    /// Locals of every generated operation method; not allowed as method parameter names.
    public static let operationLocals: Set<String> = ["generation", "request", "outcome", "published"]

    /// Names in scope where the screen binds route parameters; not allowed as route parameters.
    public static let routeParameters: Set<String> = ["feature", "route", "item", "value"]

    /// Member names of `<Name>Feature` that come from the template rather than a state item,
    /// each with what declares it (for the error message).
    /// - Parameter spec: The spec being validated (names derive from its clients and methods).
    /// - Returns: member name → description, for example `"searchCitiesState"` →
    ///   `"the load state of ForecastClient.searchCities(matching:)"`.
    public static func featureMembers(for spec: FeatureSpec) -> [String: String] {
        var members: [String: String] = [
            "path": "the navigation path",
            "runs": "the OperationRuns that runs the operations",
            "inFlightRequests": "the requests in flight, cancelled on teardown (RunsRequests)",
            "searchPolicy": "how the searches run as the search text changes",
            "clock": "the clock the search debounce is measured on",
        ]
        for client in spec.clients {
            let property = clientPropertyName(client.name, style: spec.style)
            members[property] = "the injected \(clientTypeName(client.name, style: spec.style))"
        }
        if spec.style == "mvi" {
            members["state"] = "the store's current state"
            members["send"] = "the store's event entry point"
            // The pure view takes one input per state item next to its own `body`.
            members["body"] = "the SwiftUI view's body, next to the view's inputs"
        }
        if spec.storage.kind != .none {
            members["store"] = "the injected \(FeatureNaming.typeName(spec.name))Store"
            for model in spec.storage.models {
                members.merge(
                    storageFeatureMembers(model: model.name, toMany: model.relationships.filter(\.isToMany).map(\.name))
                ) { first, _ in first }
            }
        }
        let methods = spec.clients.flatMap { client in client.methods.map { (client.name, $0) } }
        let names = OperationNamer.names(for: methods)
        let shared = OperationNamer.sharedSelectors(for: methods.map(\.1))
        for (index, (client, method)) in methods.enumerated() {
            let operation = names[index]
            let requirement = "\(FeatureNaming.typeName(client))Client.\(OperationNamer.selector(method))"
            members[shared[index] ? operation : method.name] = "the operation method for \(requirement)"
            members[operation + "State"] = "the load state of \(requirement)"
            switch method.kind {
            case .query:
                members[operation + "Request"] = "the in-flight task of \(requirement)"
                members[operation + "Generation"] = "the request counter of \(requirement)"
                if method.cursor != nil {
                    members[operation + "HasMore"] = "whether \(requirement) has a next page"
                    members[operation + "MoreState"] = "the load state of \(requirement)'s next page"
                    members["loadMore" + FeatureNaming.typeName(operation)] = "the method that loads \(requirement)'s next page"
                }
            case .command:
                members[operation + "InFlight"] = "the count of runs in flight of \(requirement)"
                members[operation + "Pending"] = "the pending outcome of \(requirement)"
            }
        }
        return members
    }

    /// Type names the generated module and its tests declare.
    /// - Parameter spec: The spec being validated.
    /// - Returns: The feature's own types (`<Name>Route`, `<Name>Feature`, `<Name>LoadState`,
    ///   `<Name>Screen`, `<Name>NotImplementedError`, `<Name>FeatureTests`, `<Name>ModelLifetime`),
    ///   per model (and stored model) the screen's `<Model>Row` and `<Model>Fields`, per client
    ///   `<Client>Client`, `Live<Client>Client` and `<Client>ClientDouble`, the helpers
    ///   `ClientDoubleError`, `TestGate`, `LoadStateSection`, `RouteLink` and
    ///   `EmbeddedDestinations` (the screens' links and embedded navigation), the runtime's
    ///   `ManualClock`, `RunPolicy`, `InFlightRequests` and `RunsRequests`, and with storage the store
    ///   types, the storage enums and per storage model its value, query, sort and record types.
    public static func typeNames(for spec: FeatureSpec) -> Set<String> {
        let name = FeatureNaming.typeName(spec.name)
        var names: Set<String> = [
            "ClientDoubleError", "TestGate", "LoadStateSection", "RouteLink", "EmbeddedDestinations",
            "ManualClock", "RunPolicy", "InFlightRequests", "RunsRequests",
        ]
        for suffix in [
            "Route", "Outcome", "Feature", "LoadState", "Screen", "NotImplementedError", "FeatureTests", "ModelLifetime",
        ] {
            names.insert(name + suffix)
        }
        // The screen's row and fields views of every model it may show.
        let shownModels = spec.models.map(\.name) + (spec.storage.kind == .none ? [] : spec.storage.models.map(\.name))
        for model in shownModels { names.formUnion([model + "Row", model + "Fields"]) }
        for client in spec.clients {
            let client = FeatureNaming.typeName(client.name)
            names.formUnion([client + "Client", "Live\(client)Client", client + "ClientDouble"])
            if spec.style == "mvvm" {
                names.formUnion([client + "Repository", "Live\(client)Repository", client + "RepositoryDouble"])
            }
        }
        switch spec.style {
        case "mvvm":
            names.insert("RepositoryDoubleError")
            for suffix in ["ViewModel", "RouteView", "DestinationScreen", "ViewModelTests"] { names.insert(name + suffix) }
        case "mvi":
            for suffix in ["State", "Event", "Store", "View", "DestinationView", "StoreTests"] { names.insert(name + suffix) }
        default:
            break
        }
        if spec.storage.kind != .none {
            names.formUnion(runtimeStorageTypeNames)
            names.formUnion(storageTypeNames(feature: name))
            for model in spec.storage.models {
                names.insert(model.name)
                names.formUnion(storageModelSuffixes.map { model.name + $0 })
            }
            names.formUnion(spec.storage.enums.map(\.name))
        }
        return names
    }
}

extension ReservedNames {
    /// A top-level public type the generated module declares: what every module importing the
    /// feature (the App target, a feature depending on it) sees beside the feature's module name.
    public struct PublicType: Hashable, Sendable {
        /// What declares a public type (for messages, spelled out only when one is needed).
        public enum Origin: Hashable, Sendable {
            /// A type generated for the feature (named after it).
            case feature(String)
            /// A model of the spec.
            case model
            /// A type generated for the client of this name.
            case client(String)
            /// The typealias of an external type of this module.
            case externalType(module: String)
            /// A storage enum.
            case storageEnum
            /// A stored model.
            case storedModel
            /// A type generated for the stored model of this name.
            case storedModelType(String)
            /// A storage type generated for the feature (named after it).
            case storageType(feature: String)
        }

        /// The spec key a name comes from (an index into the list it names).
        public enum Key: Hashable, Sendable {
            /// The feature's `name`.
            case name
            /// `models[i].name`.
            case model(Int)
            /// `clients[i].name`.
            case client(Int)
            /// `externalTypes[i].name`.
            case externalType(Int)
            /// `storage.enums[i].name`.
            case storageEnum(Int)
            /// `storage.models[i].name`.
            case storedModel(Int)
        }

        /// The type's name.
        public var name: String
        /// What declares it.
        public var origin: Origin
        /// The spec key the name comes from.
        public var key: Key

        /// The JSON path of the spec key the name comes from (`["storage", "models", "0",
        /// "name"]`; an array index as its decimal digits), or `["name"]` for a type named after
        /// the feature.
        public var specKey: [String] {
            switch key {
            case .name: ["name"]
            case .model(let index): ["models", String(index), "name"]
            case .client(let index): ["clients", String(index), "name"]
            case .externalType(let index): ["externalTypes", String(index), "name"]
            case .storageEnum(let index): ["storage", "enums", String(index), "name"]
            case .storedModel(let index): ["storage", "models", String(index), "name"]
            }
        }

        /// The type and what declares it, for messages ("the stored model 'Entry'").
        public var what: String {
            switch origin {
            case .feature(let feature): "the type '\(name)' generated for the feature '\(feature)'"
            case .model: "the model '\(name)'"
            case .client(let client): "the type '\(name)' generated for the client '\(client)'"
            case .externalType(let module): "the typealias '\(name)' of the external type '\(module).\(name)'"
            case .storageEnum: "the storage enum '\(name)'"
            case .storedModel: "the stored model '\(name)'"
            case .storedModelType(let model): "the type '\(name)' generated for the stored model '\(model)'"
            case .storageType(let feature): "the storage type '\(name)' generated for the feature '\(feature)'"
            }
        }
    }

    /// Every top-level public type the generated sources of `spec` declare (tests excluded: a
    /// test target is imported by nobody): the feature's own types (`<Name>Route`,
    /// `<Name>Feature`, `<Name>Screen`, `<Name>LoadState`, `<Name>NotImplementedError`,
    /// `<Name>ModelLifetime`, `<Name>PreviewError`, `<Name>PreviewOutcome`, and per style the view
    /// model and route view, or the state, event, store and views), its models, per client the
    /// protocol and its live and preview implementations, the external types' typealiases and,
    /// with storage, the stored models with their query, filter and sort types, the storage
    /// enums and the store types.
    ///
    /// `ReservedNamesPublicTypeTests` renders every style and checks this list against the
    /// public declarations of the output, so a template that adds one must add it here.
    /// - Parameter spec: a validated spec.
    /// - Returns: the types, each once (the first declaration wins), in a stable order.
    public static func publicTypeNames(for spec: FeatureSpec) -> [PublicType] {
        var result: [PublicType] = []
        result.reserveCapacity(24)
        var seen = Set<String>(minimumCapacity: 32)
        func add(_ name: String, _ origin: PublicType.Origin, _ key: PublicType.Key) {
            if seen.insert(name).inserted { result.append(PublicType(name: name, origin: origin, key: key)) }
        }
        let feature = FeatureNaming.typeName(spec.name)
        var suffixes = [
            "Route", "Outcome", "Feature", "Screen", "LoadState", "NotImplementedError", "ModelLifetime", "PreviewError",
            "PreviewOutcome",
        ]
        switch spec.style {
        case "mvvm": suffixes += ["ViewModel", "RouteView"]
        case "mvi": suffixes += ["State", "Event", "Store", "View", "DestinationView"]
        default: break
        }
        for suffix in suffixes {
            add(feature + suffix, .feature(spec.name), .name)
        }
        for (index, model) in spec.models.enumerated() {
            add(model.name, .model, .model(index))
        }
        for (index, client) in spec.clients.enumerated() {
            let key = PublicType.Key.client(index)
            let type = FeatureNaming.typeName(client.name)
            let suffix = spec.style == "mvvm" ? "Repository" : "Client"
            for name in [type + suffix, "Live" + type + suffix, "Preview" + type + suffix] {
                add(name, .client(client.name), key)
            }
        }
        for (index, external) in spec.externalTypes.enumerated() {
            add(external.name, .externalType(module: external.module), .externalType(index))
        }
        if spec.storage.kind != .none {
            for (index, enumeration) in spec.storage.enums.enumerated() {
                add(enumeration.name, .storageEnum, .storageEnum(index))
            }
            for (index, model) in spec.storage.models.enumerated() {
                let key = PublicType.Key.storedModel(index)
                add(model.name, .storedModel, key)
                for suffix in ["Query", "Filter", "SortKey"] {
                    add(model.name + suffix, .storedModelType(model.name), key)
                }
            }
            let names = [
                feature + "Store", "InMemory" + feature + "Store", "SwiftData" + feature + "Store", feature + "Persistence",
                "Preview" + feature + "Store",
            ]
            for name in names { add(name, .storageType(feature: spec.name), .name) }
        }
        return result
    }
}
