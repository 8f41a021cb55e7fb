/// Keeps generated public names stable across spec changes: the names scaffold derives for a
/// client method (the feature model's method, `<operation>State`, the test double's handler)
/// depend on the other methods of the feature, so adding `Payments.fetchAll` next to
/// `Invoices.fetchAll` would turn the generated `fetchAll()` / `fetchAllState` into
/// `invoicesFetchAll()` / `invoicesFetchAllState` under the user's code. Such a change is a
/// located spec error on the method that causes it, unless the spec itself renames the method.
public enum StableNames {
    /// Checks `spec` (the saved spec, text `specText` at `path`) against the spec scaffold last
    /// generated from; `shared` is the package's shared spec, which both name parts of.
    /// - Throws: ``CommandFailure`` (exit 65) with one located diagnostic per renamed method,
    ///   naming the old and new names and the fix.
    public static func check(
        previousSpecText: String, spec: FeatureSpec, specText: String, path: String, shared: SharedSpec? = nil
    ) throws(CommandFailure) {
        // An old spec that no longer validates is not this check's business.
        guard let previous = try? FeatureSpecLoader.load(bytes: Array(previousSpecText.utf8), file: path, shared: shared)
        else { return }
        var old: [String: Names] = [:]
        for (key, value) in names(previous) { old[key.key] = value }
        let new = names(spec)
        var diagnostics: [Diagnostic] = []
        let document = try? JSONDocument.parse(specText, file: path)
        for (key, newNames) in new.sorted(by: { $0.key < $1.key }) {
            guard let oldNames = old[key.key], oldNames != newNames else { continue }
            // Blame the methods the old spec did not have that share this method's name.
            let culprits = new.keys.filter { old[$0.key] == nil && $0.method == key.method }.sorted()
            let blamed = culprits.first ?? key
            var location: SourceLocation?
            if let document,
                let node = document.root["clients"]?.arrayValue?[safe: blamed.clientIndex]?["methods"]?.arrayValue?[
                    safe: blamed.methodIndex]?["name"]
            {
                location = document.location(of: node)
            }
            let was = "\(oldNames.feature)() / \(oldNames.operation)State"
            let now = "\(newNames.feature)() / \(newNames.operation)State"
            let cause =
                culprits.isEmpty
                ? "this change" : "the new method '\(blamed.client).\(blamed.method)'"
            diagnostics.append(
                Diagnostic(
                    at: location ?? SourceLocation(file: path, line: 1, column: 1),
                    "\(cause) would rename the generated public names of '\(key.client).\(key.method)' from \(was) to \(now), breaking code that uses them; give the new method a name no other client uses (or rename '\(key.client).\(key.method)' in the spec on purpose)"
                ))
        }
        if !diagnostics.isEmpty { throw CommandFailure(DiagnosticList(diagnostics)) }
    }

    struct Key: Hashable, Comparable {
        var client: String
        var method: String
        var selector: String
        var clientIndex: Int
        var methodIndex: Int
        /// The method's identity across spec versions (positions may move).
        var key: String { "\(client).\(selector)" }
        static func < (lhs: Key, rhs: Key) -> Bool { (lhs.clientIndex, lhs.methodIndex) < (rhs.clientIndex, rhs.methodIndex) }
    }

    struct Names: Hashable {
        var feature: String
        var operation: String
    }

    /// The generated names of every client method, keyed by client and selector.
    private static func names(_ spec: FeatureSpec) -> [Key: Names] {
        var keys: [Key] = []
        var methods: [(client: String, method: FeatureSpec.Method)] = []
        for (clientIndex, client) in spec.clients.enumerated() {
            for (methodIndex, method) in client.methods.enumerated() {
                keys.append(
                    Key(
                        client: client.name, method: method.name, selector: OperationNamer.selector(method),
                        clientIndex: clientIndex, methodIndex: methodIndex))
                methods.append((client.name, method))
            }
        }
        let operations = OperationNamer.names(for: methods)
        let shared = OperationNamer.sharedSelectors(for: methods.map(\.method))
        var result: [Key: Names] = [:]
        for index in keys.indices {
            let feature = shared[index] ? operations[index] : FeatureNaming.escaped(methods[index].method.name)
            result[keys[index]] = Names(feature: feature, operation: operations[index])
        }
        return result
    }
}

extension Array {
    /// The element at `index`, or `nil` when out of bounds.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
