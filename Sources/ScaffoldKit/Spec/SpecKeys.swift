/// The JSON keys a feature spec accepts at each level, in the order the schema lists them.
///
/// ``SpecDecoder`` rejects every other key (suggesting the nearest accepted one), and a test
/// checks that ``FeatureSpecSchema`` lists exactly these properties at each level, so the
/// decoder and the schema cannot drift apart. To extend the spec (for example
/// `storage.models`), add the key here, to the schema, to ``SpecDraft`` and to the decoder.
enum SpecKeys {
    /// The top-level object.
    /// (`$schema` lets editors find `scaffold schema`; the decoder ignores its value.)
    static let feature = [
        "$schema", "name", "style", "dependencies", "externalTypes", "routes", "app", "state", "models", "clients", "storage",
    ]
    /// The top-level object of the package's shared spec (``SharedSpec``).
    static let sharedSpec = ["$schema", "models", "clients"]
    /// An element of `externalTypes`.
    static let externalType = ["name", "module"]
    /// An element of `routes`.
    static let route = [
        "name", "parameters", "opens", "title", "titleProperty", "presentation", "form", "link", "intentionallyUnwired",
    ]
    /// A route's `opens` object.
    static let opens = ["feature", "route"]
    /// The `app` object.
    static let app = ["title", "systemImage", "root", "gate", "intentionallyUnwired"]
    /// An element of `routes[i].parameters` or `clients[i].methods[j].parameters`.
    static let parameter = ["name", "type", "label", "from"]
    /// An element of `state`.
    static let stateItem = ["name", "type", "default", "search", "debounceMilliseconds", "intentionallyUnwired"]
    /// An element of `models`.
    static let model = ["name", "shared", "properties", "titleProperty", "subtitleProperty"]
    /// An element of `models[i].properties`.
    static let property = ["name", "type", "label", "format", "hidden"]
    /// An element of `clients`.
    static let client = ["name", "shared", "methods"]
    /// An element of `clients[i].methods`.
    static let method = [
        "name", "parameters", "returns", "kind", "invalidates", "cursor", "popsBack", "navigatesTo", "outcome",
        "intentionallyUnwired",
    ]
    /// A method's `navigatesTo` object.
    static let navigation = ["route", "value"]
    /// The `storage` object.
    static let storage = ["kind", "cloudKit", "storeName", "pageSize", "enums", "models", "versions", "migrations"]
    /// An element of `storage.enums`.
    static let storageEnum = ["name", "cases"]
    /// An element of `storage.models` or `storage.versions[i].models`.
    static let storageModel = [
        "name", "properties", "relationships", "titleProperty", "subtitleProperty", "intentionallyUnwired",
    ]
    /// An element of a storage model's `properties`.
    static let storageProperty = ["name", "type", "unique", "default", "label", "format", "hidden"]
    /// An element of a storage model's `relationships`.
    static let storageRelationship = ["name", "to", "toMany", "deleteRule", "inverse"]
    /// An element of `storage.versions`.
    static let storageVersion = ["version", "models"]
    /// An element of `storage.migrations`.
    static let storageMigration = ["from", "to", "kind", "backfill"]
    /// An element of `storage.migrations[i].backfill`.
    static let storageBackfill = ["model", "property", "value"]

    /// The accepted `clients[i].methods[j].kind` values.
    static let methodKinds = FeatureSpec.Method.Kind.allCases.map(\.rawValue)

    /// The accepted `style` values; the first is the default.
    static let styles = ["feature", "mvvm", "mvi"]
}
