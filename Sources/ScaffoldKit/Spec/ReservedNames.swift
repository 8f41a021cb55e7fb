/// Names the generated `feature` code declares itself, so the spec validator can reject spec
/// names that would clash with them.
///
/// The feature model (`<Name>Feature`) declares `path`, one `<client>Client` property per client
/// and, per client method (see ``FeatureContext`` for the operation name), the method itself and
/// `<operation>State`, `<operation>Request` and `<operation>Generation`. A state item must not
/// use any of these names. Method bodies declare the locals in ``operationLocals``, so a client
/// method parameter must not use them (nor a `<client>Client` name). The screen binds route
/// parameters next to `feature` and `route`, so a route parameter must not use those. Models
/// must not take the type names in ``typeNames(for:)``.
public enum ReservedNames {
    /// Locals of every generated operation method; not allowed as method parameter names.
    public static let operationLocals: Set<String> = ["generation", "request", "outcome"]

    /// Names in scope where the screen binds route parameters; not allowed as route parameters.
    public static let routeParameters: Set<String> = ["feature", "route", "item", "value"]

    /// Member names of `<Name>Feature` that come from the template rather than a state item,
    /// each with what declares it (for the error message).
    /// - Parameter spec: The spec being validated (names derive from its clients and methods).
    /// - Returns: member name → description, for example `"searchCitiesState"` →
    ///   `"the load state of ForecastClient.searchCities(matching:)"`.
    public static func featureMembers(for spec: FeatureSpec) -> [String: String] {
        var members: [String: String] = ["path": "the navigation path"]
        for client in spec.clients {
            let property = FeatureNaming.memberName(client.name) + "Client"
            members[property] = "the injected \(FeatureNaming.typeName(client.name))Client"
        }
        let methods = spec.clients.flatMap { client in client.methods.map { (client.name, $0) } }
        let names = OperationNamer.names(for: methods)
        let shared = OperationNamer.sharedSelectors(for: methods.map(\.1))
        for (index, (client, method)) in methods.enumerated() {
            let operation = names[index]
            let requirement = "\(FeatureNaming.typeName(client))Client.\(OperationNamer.selector(method))"
            members[shared[index] ? operation : method.name] = "the operation method for \(requirement)"
            members[operation + "State"] = "the load state of \(requirement)"
            members[operation + "Request"] = "the in-flight task of \(requirement)"
            members[operation + "Generation"] = "the request counter of \(requirement)"
        }
        return members
    }

    /// Type names the generated module and its tests declare.
    /// - Parameter spec: The spec being validated.
    /// - Returns: The feature's own types (`<Name>Route`, `<Name>Feature`, `<Name>LoadState`,
    ///   `<Name>Screen`, `<Name>NotImplementedError`, `<Name>FeatureTests`), per client
    ///   `<Client>Client`, `Live<Client>Client` and `<Client>ClientDouble`, and the helpers
    ///   `ClientDoubleError`, `TestGate` and `LoadStateSection`.
    public static func typeNames(for spec: FeatureSpec) -> Set<String> {
        let name = FeatureNaming.typeName(spec.name)
        var names: Set<String> = ["ClientDoubleError", "TestGate", "LoadStateSection"]
        for suffix in ["Route", "Feature", "LoadState", "Screen", "NotImplementedError", "FeatureTests"] {
            names.insert(name + suffix)
        }
        for client in spec.clients {
            let client = FeatureNaming.typeName(client.name)
            names.formUnion([client + "Client", "Live\(client)Client", client + "ClientDouble"])
        }
        return names
    }
}
