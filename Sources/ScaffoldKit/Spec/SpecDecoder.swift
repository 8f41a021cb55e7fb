/// Reads a parsed spec document into a ``SpecDraft``, reporting every structural problem:
/// unknown keys (with the nearest accepted key), duplicate keys, wrong JSON types and missing
/// required keys, each at its line and column with its JSON path.
///
/// Decoding goes on after a problem, so one run reports them all; names, types and defaults
/// are checked afterwards by ``SpecValidator``.
struct SpecDecoder {
    private let document: JSONDocument
    private(set) var diagnostics: [Diagnostic] = []
    /// JSON paths of the arrays (and the storage object) that could not be read whole: the value
    /// is not an array, or an element is not an object (see ``SpecDraft/unreadable``).
    private var unreadable: Set<String> = []

    /// Whether the document is the package's shared spec (``SharedSpec``): top-level
    /// `models` and `clients` only, no `name`.
    private let isSharedSpec: Bool

    /// Creates a decoder for a parsed spec.
    /// - Parameter isSharedSpec: whether the document is the package's shared spec.
    init(document: JSONDocument, isSharedSpec: Bool = false) {
        self.document = document
        self.isSharedSpec = isSharedSpec
    }

    /// Decodes the document; problems are collected in ``diagnostics``.
    mutating func decode() -> SpecDraft {
        let root = document.root
        var draft = SpecDraft(location: document.location(of: root))
        let accepted = isSharedSpec ? SpecKeys.sharedSpec : SpecKeys.feature
        guard let members = object(root, path: "", accepted: accepted, what: isSharedSpec ? "the shared spec" : "the spec")
        else {
            return draft
        }
        draft.name = string(members, "name", in: "", at: root, required: !isSharedSpec)
        draft.style = string(members, "style", in: "", at: root)
        draft.dependencies = elements(members, "dependencies", in: "") { decoder, node, path in
            guard let value = node.stringValue else {
                decoder.report(node, path, "expected a string naming a target or product, found \(node.kindDescription)")
                return nil
            }
            return Located(value: value, location: decoder.document.location(of: node), path: path)
        }
        draft.externalTypes = elements(members, "externalTypes", in: "") { decoder, node, path in
            decoder.externalType(node, path: path)
        }
        draft.routes = elements(members, "routes", in: "") { decoder, node, path in
            decoder.route(node, path: path)
        }
        draft.state = elements(members, "state", in: "") { decoder, node, path in
            decoder.stateItem(node, path: path)
        }
        draft.models = elements(members, "models", in: "") { decoder, node, path in
            decoder.model(node, path: path)
        }
        draft.clients = elements(members, "clients", in: "") { decoder, node, path in
            decoder.client(node, path: path)
        }
        if let member = members["storage"] {
            draft.storage = storage(member.value, path: "storage")
            if draft.storage == nil { unreadable.insert("storage") }
        }
        if let member = members["app"], let app = object(member.value, path: "app", accepted: SpecKeys.app, what: "app") {
            var entry = SpecDraft.App(path: "app", location: document.location(of: member.value))
            entry.title = string(app, "title", in: "app", at: member.value)
            entry.systemImage = string(app, "systemImage", in: "app", at: member.value)
            entry.root = bool(app, "root", in: "app")
            entry.gate = bool(app, "gate", in: "app")
            entry.intentionallyUnwired = bool(app, "intentionallyUnwired", in: "app")
            draft.app = entry
        }
        draft.unreadable = unreadable
        return draft
    }

    // MARK: - Levels

    private mutating func externalType(_ node: JSONNode, path: String) -> SpecDraft.ExternalType? {
        guard let members = object(node, path: path, accepted: SpecKeys.externalType, what: "an external type") else {
            return nil
        }
        var type = SpecDraft.ExternalType(path: path, location: document.location(of: node))
        type.name = string(members, "name", in: path, at: node, required: true)
        type.module = string(members, "module", in: path, at: node, required: true)
        return type
    }

    private mutating func route(_ node: JSONNode, path: String) -> SpecDraft.Route? {
        guard let members = object(node, path: path, accepted: SpecKeys.route, what: "a route") else { return nil }
        var route = SpecDraft.Route(path: path, location: document.location(of: node))
        route.name = string(members, "name", in: path, at: node, required: true)
        route.parameters = elements(members, "parameters", in: path) { decoder, node, path in
            decoder.parameter(node, path: path)
        }
        if let member = members["opens"] {
            let opensPath = join(path, "opens")
            if let opens = object(member.value, path: opensPath, accepted: SpecKeys.opens, what: "an opens object") {
                var target = SpecDraft.Opens(path: opensPath, location: document.location(of: member.value))
                target.feature = string(opens, "feature", in: opensPath, at: member.value, required: true)
                target.route = string(opens, "route", in: opensPath, at: member.value)
                route.opens = target
            }
        }
        route.title = string(members, "title", in: path, at: node)
        route.titleProperty = string(members, "titleProperty", in: path, at: node)
        route.presentation = string(members, "presentation", in: path, at: node)
        route.form = string(members, "form", in: path, at: node)
        route.link = string(members, "link", in: path, at: node)
        route.intentionallyUnwired = bool(members, "intentionallyUnwired", in: path)
        return route
    }

    private mutating func parameter(_ node: JSONNode, path: String, typeRequired: Bool = true) -> SpecDraft.Parameter? {
        guard let members = object(node, path: path, accepted: SpecKeys.parameter, what: "a parameter") else {
            return nil
        }
        var parameter = SpecDraft.Parameter(path: path, location: document.location(of: node))
        parameter.name = string(members, "name", in: path, at: node, required: true)
        parameter.type = string(members, "type", in: path, at: node, required: typeRequired)
        parameter.label = string(members, "label", in: path, at: node)
        parameter.from = string(members, "from", in: path, at: node)
        return parameter
    }

    private mutating func stateItem(_ node: JSONNode, path: String) -> SpecDraft.StateItem? {
        guard let members = object(node, path: path, accepted: SpecKeys.stateItem, what: "a state item") else {
            return nil
        }
        var item = SpecDraft.StateItem(path: path, location: document.location(of: node))
        item.name = string(members, "name", in: path, at: node, required: true)
        item.type = string(members, "type", in: path, at: node, required: true)
        if let member = members["default"] {
            item.defaultValue = Located(
                value: member.value, location: document.location(of: member.value), path: join(path, "default"))
        }
        item.search = bool(members, "search", in: path)
        item.debounceMilliseconds = integer(members, "debounceMilliseconds", in: path)
        item.intentionallyUnwired = bool(members, "intentionallyUnwired", in: path)
        return item
    }

    private mutating func model(_ node: JSONNode, path: String) -> SpecDraft.Model? {
        guard let members = object(node, path: path, accepted: SpecKeys.model, what: "a model") else { return nil }
        var model = SpecDraft.Model(path: path, location: document.location(of: node))
        model.name = string(members, "name", in: path, at: node, required: true)
        model.shared = bool(members, "shared", in: path)
        model.properties = elements(members, "properties", in: path) { decoder, node, path in
            decoder.property(node, path: path)
        }
        model.display = modelDisplay(members, path: path, at: node)
        return model
    }

    private mutating func property(_ node: JSONNode, path: String) -> SpecDraft.Property? {
        guard let members = object(node, path: path, accepted: SpecKeys.property, what: "a property") else {
            return nil
        }
        var property = SpecDraft.Property(path: path, location: document.location(of: node))
        property.name = string(members, "name", in: path, at: node, required: true)
        property.type = string(members, "type", in: path, at: node, required: true)
        property.display = propertyDisplay(members, path: path, at: node)
        return property
    }

    private mutating func modelDisplay(_ members: [String: JSONMember], path: String, at node: JSONNode)
        -> SpecDraft.ModelDisplay
    {
        SpecDraft.ModelDisplay(
            titleProperty: string(members, "titleProperty", in: path, at: node),
            subtitleProperty: string(members, "subtitleProperty", in: path, at: node))
    }

    private mutating func propertyDisplay(_ members: [String: JSONMember], path: String, at node: JSONNode)
        -> SpecDraft.PropertyDisplay
    {
        SpecDraft.PropertyDisplay(
            label: string(members, "label", in: path, at: node), format: string(members, "format", in: path, at: node),
            hidden: bool(members, "hidden", in: path))
    }

    private mutating func client(_ node: JSONNode, path: String) -> SpecDraft.Client? {
        guard let members = object(node, path: path, accepted: SpecKeys.client, what: "a client") else { return nil }
        var client = SpecDraft.Client(path: path, location: document.location(of: node))
        client.name = string(members, "name", in: path, at: node, required: true)
        client.shared = bool(members, "shared", in: path)
        // A shared client's methods name the shared ones: a parameter there needs no type.
        let isShared = client.shared?.value == true
        client.methods = elements(members, "methods", in: path) { decoder, node, path in
            decoder.method(node, path: path, inSharedClient: isShared)
        }
        return client
    }

    private mutating func method(_ node: JSONNode, path: String, inSharedClient: Bool = false) -> SpecDraft.Method? {
        guard let members = object(node, path: path, accepted: SpecKeys.method, what: "a method") else { return nil }
        var method = SpecDraft.Method(path: path, location: document.location(of: node))
        method.name = string(members, "name", in: path, at: node, required: true)
        method.parameters = elements(members, "parameters", in: path) { decoder, node, path in
            decoder.parameter(node, path: path, typeRequired: !inSharedClient)
        }
        method.returns = string(members, "returns", in: path, at: node)
        method.kind = string(members, "kind", in: path, at: node)
        if members["invalidates"] != nil {
            method.invalidates = elements(members, "invalidates", in: path) { decoder, node, path in
                guard let value = node.stringValue else {
                    decoder.report(node, path, "expected a string naming a query of this feature, found \(node.kindDescription)")
                    return nil
                }
                return Located(value: value, location: decoder.document.location(of: node), path: path)
            }
        }
        method.popsBack = bool(members, "popsBack", in: path)
        method.outcome = string(members, "outcome", in: path, at: node)
        method.cursor = string(members, "cursor", in: path, at: node)
        method.intentionallyUnwired = bool(members, "intentionallyUnwired", in: path)
        if let member = members["navigatesTo"] {
            let navigationPath = join(path, "navigatesTo")
            if let navigation = object(
                member.value, path: navigationPath, accepted: SpecKeys.navigation, what: "a navigatesTo object")
            {
                var target = SpecDraft.Navigation(path: navigationPath, location: document.location(of: member.value))
                target.route = string(navigation, "route", in: navigationPath, at: member.value, required: true)
                target.value = string(navigation, "value", in: navigationPath, at: member.value)
                method.navigatesTo = target
            }
        }
        return method
    }

    private mutating func storage(_ node: JSONNode, path: String) -> SpecDraft.Storage? {
        guard let members = object(node, path: path, accepted: SpecKeys.storage, what: "storage") else { return nil }
        var storage = SpecDraft.Storage(path: path, location: document.location(of: node))
        storage.kind = string(members, "kind", in: path, at: node, required: true)
        storage.cloudKit = bool(members, "cloudKit", in: path)
        storage.storeName = string(members, "storeName", in: path, at: node)
        storage.pageSize = integer(members, "pageSize", in: path)
        storage.enumsKey = key(members, "enums", in: path)
        storage.enums = elements(members, "enums", in: path) { decoder, node, path in
            decoder.storageEnum(node, path: path)
        }
        storage.modelsKey = key(members, "models", in: path)
        storage.models = elements(members, "models", in: path) { decoder, node, path in
            decoder.storageModel(node, path: path)
        }
        storage.versionsKey = key(members, "versions", in: path)
        storage.versions = elements(members, "versions", in: path) { decoder, node, path in
            decoder.storageVersion(node, path: path)
        }
        storage.migrationsKey = key(members, "migrations", in: path)
        storage.migrations = elements(members, "migrations", in: path) { decoder, node, path in
            decoder.storageMigration(node, path: path)
        }
        return storage
    }

    private mutating func storageEnum(_ node: JSONNode, path: String) -> SpecDraft.StorageEnum? {
        guard let members = object(node, path: path, accepted: SpecKeys.storageEnum, what: "a storage enum") else {
            return nil
        }
        var enumeration = SpecDraft.StorageEnum(path: path, location: document.location(of: node))
        enumeration.name = string(members, "name", in: path, at: node, required: true)
        if members["cases"] == nil {
            report(node, path, "missing required key 'cases'")
        }
        enumeration.cases = elements(members, "cases", in: path) { decoder, node, path in
            guard let value = node.stringValue else {
                decoder.report(node, path, "expected a string, found \(node.kindDescription)")
                return nil
            }
            return Located(value: value, location: decoder.document.location(of: node), path: path)
        }
        return enumeration
    }

    private mutating func storageModel(_ node: JSONNode, path: String) -> SpecDraft.StorageModel? {
        guard let members = object(node, path: path, accepted: SpecKeys.storageModel, what: "a storage model") else {
            return nil
        }
        var model = SpecDraft.StorageModel(path: path, location: document.location(of: node))
        model.name = string(members, "name", in: path, at: node, required: true)
        model.properties = elements(members, "properties", in: path) { decoder, node, path in
            decoder.storageProperty(node, path: path)
        }
        model.relationships = elements(members, "relationships", in: path) { decoder, node, path in
            decoder.storageRelationship(node, path: path)
        }
        model.display = modelDisplay(members, path: path, at: node)
        model.intentionallyUnwired = bool(members, "intentionallyUnwired", in: path)
        return model
    }

    private mutating func storageProperty(_ node: JSONNode, path: String) -> SpecDraft.StorageProperty? {
        guard let members = object(node, path: path, accepted: SpecKeys.storageProperty, what: "a stored property")
        else { return nil }
        var property = SpecDraft.StorageProperty(path: path, location: document.location(of: node))
        property.name = string(members, "name", in: path, at: node, required: true)
        property.type = string(members, "type", in: path, at: node, required: true)
        property.unique = bool(members, "unique", in: path)
        if let member = members["default"] {
            property.defaultValue = Located(
                value: member.value, location: document.location(of: member.value), path: join(path, "default"))
        }
        property.display = propertyDisplay(members, path: path, at: node)
        return property
    }

    private mutating func storageRelationship(_ node: JSONNode, path: String) -> SpecDraft.StorageRelationship? {
        guard let members = object(node, path: path, accepted: SpecKeys.storageRelationship, what: "a relationship")
        else { return nil }
        var relationship = SpecDraft.StorageRelationship(path: path, location: document.location(of: node))
        relationship.name = string(members, "name", in: path, at: node, required: true)
        relationship.to = string(members, "to", in: path, at: node, required: true)
        relationship.toMany = bool(members, "toMany", in: path)
        relationship.deleteRule = string(members, "deleteRule", in: path, at: node, required: true)
        relationship.inverse = string(members, "inverse", in: path, at: node)
        return relationship
    }

    private mutating func storageVersion(_ node: JSONNode, path: String) -> SpecDraft.StorageVersion? {
        guard let members = object(node, path: path, accepted: SpecKeys.storageVersion, what: "a schema version")
        else { return nil }
        var version = SpecDraft.StorageVersion(path: path, location: document.location(of: node))
        version.version = string(members, "version", in: path, at: node, required: true)
        version.modelsKey = key(members, "models", in: path)
        if members["models"] != nil {
            version.models = elements(members, "models", in: path) { decoder, node, path in
                decoder.storageModel(node, path: path)
            }
        }
        return version
    }

    private mutating func storageMigration(_ node: JSONNode, path: String) -> SpecDraft.StorageMigration? {
        guard let members = object(node, path: path, accepted: SpecKeys.storageMigration, what: "a migration")
        else { return nil }
        var migration = SpecDraft.StorageMigration(path: path, location: document.location(of: node))
        migration.from = string(members, "from", in: path, at: node, required: true)
        migration.to = string(members, "to", in: path, at: node, required: true)
        migration.kind = string(members, "kind", in: path, at: node, required: true)
        migration.backfillKey = key(members, "backfill", in: path)
        migration.backfill = elements(members, "backfill", in: path) { decoder, node, path in
            decoder.storageBackfill(node, path: path)
        }
        return migration
    }

    private mutating func storageBackfill(_ node: JSONNode, path: String) -> SpecDraft.StorageBackfill? {
        guard let members = object(node, path: path, accepted: SpecKeys.storageBackfill, what: "a backfill")
        else { return nil }
        var backfill = SpecDraft.StorageBackfill(path: path, location: document.location(of: node))
        backfill.model = string(members, "model", in: path, at: node, required: true)
        backfill.property = string(members, "property", in: path, at: node, required: true)
        if let member = members["value"] {
            backfill.value = Located(
                value: member.value, location: document.location(of: member.value), path: join(path, "value"))
        } else {
            report(node, path, "missing required key 'value'")
        }
        return backfill
    }

    // MARK: - Building blocks

    /// Checks that `node` is an object without duplicate or unknown keys; returns its members
    /// by key (the first of duplicates).
    private mutating func object(
        _ node: JSONNode,
        path: String,
        accepted: [String],
        what: String
    ) -> [String: JSONMember]? {
        guard let members = node.objectMembers else {
            report(node, path, "expected an object, found \(node.kindDescription)")
            return nil
        }
        var byKey: [String: JSONMember] = [:]
        for member in members {
            // Built only for a diagnostic (quoting every key of every spec is measurable).
            var keyPath: String { join(path, DiagnosticText.quoted(member.key)) }
            if let first = byKey[member.key] {
                diagnostics.append(
                    Diagnostic(
                        at: document.location(ofKey: member),
                        "\(keyPath): duplicate key '\(member.key)'",
                        notes: [
                            Diagnostic.Note(
                                location: document.location(ofKey: first), message: "'\(member.key)' first written here")
                        ]
                    ))
                continue
            }
            guard accepted.contains(member.key) else {
                var message = "\(keyPath): unknown key '\(DiagnosticText.quoted(member.key))' in \(what)"
                if let suggestion = NearestName.find(member.key, among: accepted) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += " (accepted keys: \(accepted.joined(separator: ", ")))"
                }
                diagnostics.append(Diagnostic(at: document.location(ofKey: member), message))
                continue
            }
            byKey[member.key] = member
        }
        return byKey
    }

    /// Reads a string member; reports a wrong type, or its absence when required.
    private mutating func string(
        _ members: [String: JSONMember],
        _ key: String,
        in path: String,
        at object: JSONNode,
        required: Bool = false
    ) -> Located<String>? {
        let keyPath = join(path, key)
        guard let member = members[key] else {
            if required {
                report(object, path, "missing required key '\(key)'")
            }
            return nil
        }
        guard let value = member.value.stringValue else {
            report(member.value, keyPath, "expected a string, found \(member.value.kindDescription)")
            return nil
        }
        return Located(value: value, location: document.location(of: member.value), path: keyPath)
    }

    /// Reads an optional boolean member; reports a wrong type.
    private mutating func bool(_ members: [String: JSONMember], _ key: String, in path: String) -> Located<Bool>? {
        guard let member = members[key] else { return nil }
        guard case .bool(let value) = member.value.value else {
            report(member.value, join(path, key), "expected true or false, found \(member.value.kindDescription)")
            return nil
        }
        return Located(value: value, location: document.location(of: member.value), path: join(path, key))
    }

    /// Reads an optional whole-number member; reports a wrong type.
    private mutating func integer(_ members: [String: JSONMember], _ key: String, in path: String) -> Located<Int>? {
        guard let member = members[key] else { return nil }
        guard case .number(let number) = member.value.value, let value = number.intValue else {
            report(member.value, join(path, key), "expected a whole number, found \(member.value.kindDescription)")
            return nil
        }
        return Located(value: value, location: document.location(of: member.value), path: join(path, key))
    }

    /// Where `key` is written, when it is (its value is the key itself).
    private func key(_ members: [String: JSONMember], _ key: String, in path: String) -> Located<String>? {
        members[key].map { Located(value: key, location: document.location(ofKey: $0), path: join(path, key)) }
    }

    /// Reads an optional array member, decoding each element with `element`.
    private mutating func elements<Element>(
        _ members: [String: JSONMember],
        _ key: String,
        in path: String,
        element: (inout SpecDecoder, JSONNode, String) -> Element?
    ) -> [Element] {
        guard let member = members[key] else { return [] }
        let keyPath = join(path, key)
        guard let nodes = member.value.arrayValue else {
            report(member.value, keyPath, "expected an array, found \(member.value.kindDescription)")
            unreadable.insert(keyPath)
            return []
        }
        var result: [Element] = []
        for (index, node) in nodes.enumerated() {
            if let decoded = element(&self, node, "\(keyPath)[\(index)]") {
                result.append(decoded)
            } else {
                unreadable.insert(keyPath)
            }
        }
        return result
    }

    private mutating func report(_ node: JSONNode, _ path: String, _ message: String) {
        diagnostics.append(Diagnostic(at: document.location(of: node), "\(path.isEmpty ? "spec" : path): \(message)"))
    }

    private func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }
}
