extension AppComposer {
    /// The parts of a feature's validated spec that the composition root reads, and nothing
    /// else: what ``AppComposer/render()`` puts in the App target (name, style, app entry,
    /// clients' names, storage kind, routes and their `opens`) and what
    /// ``AppComposer/validate(_:changing:)`` checks across features (routes' parameters, the
    /// `id` types of models and stored models, the names of every public type the feature
    /// declares, `dependencies`, and which routes show only what destinations load).
    ///
    /// Small and `Codable`, so the composition root can keep them between commands
    /// (``CompositionRootCache``) instead of validating every saved spec again. Every
    /// ``Feature`` is made from its parts, whether they were just validated or read from the
    /// cache, so the composition root renders and validates the same in both cases
    /// (`AppSpecPartsTests` compares with the whole specs).
    struct SpecParts: Codable, Hashable, Sendable {
        /// A route parameter: name, type expression, argument label (`nil`: the name; `_`:
        /// none).
        struct Parameter: Codable, Hashable, Sendable {
            var name: String
            var type: String
            var label: String?
        }

        /// A route: its case name, parameters and, for a cross-feature route, what it opens.
        struct Route: Codable, Hashable, Sendable {
            var name: String
            var parameters: [Parameter]
            /// The opened feature (`opens.feature`), else `nil`.
            var opensFeature: String?
            /// The opened route (`opens.route`), `nil` for the root screen or no opening.
            var opensRoute: String?
            /// The deep-link pattern (``FeatureSpec/Route/link``), `nil` for none.
            var link: String?
        }

        /// A model or stored model: its name and the type of its `id` property, if any.
        struct Model: Codable, Hashable, Sendable {
            var name: String
            var idType: String?
        }

        /// An external type: its name and module.
        struct ExternalType: Codable, Hashable, Sendable {
            var name: String
            var module: String
        }

        var name: String
        var style: String
        var title: String?
        var systemImage: String?
        var isInRoot: Bool
        /// ``FeatureSpec/AppEntry/isGate``.
        var isGate: Bool
        var routes: [Route]
        var models: [Model]
        var clients: [String]
        /// The shared ones of ``clients`` (``SharedSpec``).
        var sharedClients: [String]
        var externalTypes: [ExternalType]
        /// ``FeatureSpec/Storage/Kind``'s raw value.
        var storageKind: String
        var storageEnums: [String]
        var storedModels: [Model]
        var dependencies: [String]
        /// The routes whose page shows a value only destinations' queries load
        /// (``AppComposer/routesShowingOnlyWhatDestinationsLoad(in:)``), sorted: another
        /// feature cannot open them.
        var destinationOnlyRoutes: [String]

        /// The parts of `spec`, a validated spec.
        init(_ spec: FeatureSpec) {
            name = spec.name
            style = spec.style
            title = spec.app.title
            systemImage = spec.app.systemImage
            isInRoot = spec.app.isInRoot
            isGate = spec.app.isGate
            routes = spec.routes.map { route in
                Route(
                    name: route.name,
                    parameters: route.parameters.map { Parameter(name: $0.name, type: $0.type, label: $0.label) },
                    opensFeature: route.opens?.feature, opensRoute: route.opens?.route, link: route.link)
            }
            models = spec.models.map { model in
                Model(name: model.name, idType: model.properties.first { $0.name == "id" }?.type)
            }
            clients = spec.clients.map(\.name)
            sharedClients = spec.clients.filter(\.isShared).map(\.name)
            externalTypes = spec.externalTypes.map { ExternalType(name: $0.name, module: $0.module) }
            storageKind = spec.storage.kind.rawValue
            storageEnums = spec.storage.enums.map(\.name)
            storedModels = spec.storage.models.map { model in
                Model(name: model.name, idType: model.properties.first { $0.name == "id" }?.type)
            }
            dependencies = spec.dependencies
            destinationOnlyRoutes = AppComposer.routesShowingOnlyWhatDestinationsLoad(in: spec).sorted()
        }

        /// The storage kind, `nil` when ``storageKind`` names none (a cache written by another
        /// version).
        var storage: FeatureSpec.Storage.Kind? { FeatureSpec.Storage.Kind(rawValue: storageKind) }

        /// The parts as a spec that has only them (client methods, state, storage versions and
        /// the rest are empty; a model has only its `id` property): what ``Feature/spec`` is.
        func spec(storage kind: FeatureSpec.Storage.Kind) -> FeatureSpec {
            func properties(_ model: Model) -> [FeatureSpec.Property] {
                model.idType.map { [FeatureSpec.Property(name: "id", type: $0)] } ?? []
            }
            var spec = FeatureSpec(
                name: name, style: style,
                routes: routes.map { route in
                    var validated = FeatureSpec.Route(
                        name: route.name,
                        parameters: route.parameters.map {
                            FeatureSpec.Parameter(name: $0.name, type: $0.type, label: $0.label)
                        },
                        opens: route.opensFeature.map { FeatureSpec.Opening(feature: $0, route: route.opensRoute) })
                    validated.link = route.link
                    return validated
                },
                models: models.map { FeatureSpec.Model(name: $0.name, properties: properties($0)) },
                clients: clients.map { name in
                    var client = FeatureSpec.Client(name: name, methods: [])
                    client.isShared = sharedClients.contains(name)
                    return client
                },
                storage: FeatureSpec.Storage(
                    kind: kind, enums: storageEnums.map { FeatureSpec.Storage.Enumeration(name: $0, cases: []) },
                    models: storedModels.map { model in
                        FeatureSpec.Storage.Model(
                            name: model.name,
                            properties: model.idType.map { [FeatureSpec.Storage.Property(name: "id", type: $0)] } ?? [])
                    }))
            spec.externalTypes = externalTypes.map { FeatureSpec.ExternalType(name: $0.name, module: $0.module) }
            spec.dependencies = dependencies
            spec.app = FeatureSpec.AppEntry(title: title, systemImage: systemImage, isInRoot: isInRoot)
            spec.app.isGate = isGate
            return spec
        }
    }
}
