/// A spec as decoded from JSON, before validation: every value keeps its location and JSON
/// path, and a missing or mistyped value is `nil` (the decoder has already reported it).
///
/// ``SpecValidator`` turns a draft into a ``FeatureSpec``.
struct SpecDraft {
    /// Where the top-level object starts.
    var location: SourceLocation
    var name: Located<String>?
    var style: Located<String>?
    var dependencies: [Located<String>] = []
    var externalTypes: [ExternalType] = []
    var routes: [Route] = []
    var state: [StateItem] = []
    var models: [Model] = []
    var clients: [Client] = []
    var storage: Storage?
    var app: App?
    /// JSON paths (`state`, `routes[0].parameters`, `storage` …) of the lists that could not be
    /// read whole (not an array, or an element not an object; the decoder reported it): what
    /// they declare is unknown, so a reference into them is not reported as naming nothing.
    var unreadable: Set<String> = []

    /// The `app` object: how the app's root shows the feature.
    struct App {
        var path: String
        var location: SourceLocation
        var title: Located<String>?
        var systemImage: Located<String>?
        var root: Located<Bool>?
        /// `gate`: the root shows this feature alone until it emits an outcome.
        var gate: Located<Bool>?
        var intentionallyUnwired: Located<Bool>?
    }

    /// A route's `opens` object: the other feature (and its route) the route shows.
    struct Opens {
        var path: String
        var location: SourceLocation
        var feature: Located<String>?
        var route: Located<String>?
    }

    /// An `externalTypes` object: a type the feature uses from one of its dependencies.
    struct ExternalType {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        var module: Located<String>?
    }

    /// A route object.
    struct Route {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        var parameters: [Parameter] = []
        var opens: Opens?
        var title: Located<String>?
        var titleProperty: Located<String>?
        var presentation: Located<String>?
        var form: Located<String>?
        var link: Located<String>?
        /// `intentionallyUnwired`: silences the unwired warning for this element (only
        /// ``WiringWarnings`` reads it; it changes nothing generated).
        var intentionallyUnwired: Located<Bool>?
    }

    /// A route or method parameter object.
    struct Parameter {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        var type: Located<String>?
        var label: Located<String>?
        /// `from`: what feeds the value (resolved by ``SpecValidator``).
        var from: Located<String>?
    }

    /// A state item object; the default is kept as JSON because strings, booleans and numbers
    /// are all accepted and mean different things.
    struct StateItem {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        var type: Located<String>?
        var defaultValue: Located<JSONNode>?
        var search: Located<Bool>?
        /// `debounceMilliseconds`, when written.
        var debounceMilliseconds: Located<Int>?
        /// `intentionallyUnwired`: silences the unwired warning for this element (only
        /// ``WiringWarnings`` reads it; it changes nothing generated).
        var intentionallyUnwired: Located<Bool>?
    }

    /// A model object.
    struct Model {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        /// `shared`: the model is the package's shared one (``SharedSpec``).
        var shared: Located<Bool>?
        var properties: [Property] = []
        var display = ModelDisplay()
    }

    /// A model's `titleProperty` and `subtitleProperty`.
    struct ModelDisplay {
        var titleProperty: Located<String>?
        var subtitleProperty: Located<String>?
    }

    /// A property's `label`, `format` and `hidden`.
    struct PropertyDisplay {
        var label: Located<String>?
        var format: Located<String>?
        var hidden: Located<Bool>?
    }

    /// A model property object.
    struct Property {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        var type: Located<String>?
        var display = PropertyDisplay()
    }

    /// A client object.
    struct Client {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        /// `shared`: the client is the package's shared one (``SharedSpec``).
        var shared: Located<Bool>?
        /// For a shared client: whether the feature named the methods it runs (otherwise it runs
        /// them all, and one it leaves unwired is no warning).
        var selectsSharedMethods = false
        var methods: [Method] = []
    }

    /// A client method object.
    struct Method {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        var parameters: [Parameter] = []
        var returns: Located<String>?
        var kind: Located<String>?
        /// `invalidates`, when written (`[]` is written and means none).
        var invalidates: [Located<String>]?
        var popsBack: Located<Bool>?
        var navigatesTo: Navigation?
        /// `outcome`: the case of the feature's outcome a command emits to the app on success.
        var outcome: Located<String>?
        /// `cursor`, when written: the method is paged.
        var cursor: Located<String>?
        /// `intentionallyUnwired`: silences the unwired warning for this element (only
        /// ``WiringWarnings`` reads it; it changes nothing generated).
        var intentionallyUnwired: Located<Bool>?
    }

    /// A method's `navigatesTo` object: the route a command pushes after it succeeds.
    struct Navigation {
        var path: String
        var location: SourceLocation
        var route: Located<String>?
        var value: Located<String>?
    }

    /// The storage object.
    struct Storage {
        var path: String
        var location: SourceLocation
        var kind: Located<String>?
        /// `cloudKit`, when written.
        var cloudKit: Located<Bool>?
        /// `storeName`, when written.
        var storeName: Located<String>?
        /// `pageSize`, when written.
        var pageSize: Located<Int>?
        var enums: [StorageEnum] = []
        var models: [StorageModel] = []
        /// Where the `models` key is written, when it is.
        var modelsKey: Located<String>?
        var versions: [StorageVersion] = []
        var versionsKey: Located<String>?
        var migrations: [StorageMigration] = []
        var migrationsKey: Located<String>?
        var enumsKey: Located<String>?
    }

    /// An element of `storage.enums`.
    struct StorageEnum {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        var cases: [Located<String>] = []
    }

    /// A storage model object (current shape or a version's shape).
    struct StorageModel {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        var properties: [StorageProperty] = []
        var relationships: [StorageRelationship] = []
        var display = ModelDisplay()
        /// `intentionallyUnwired`: silences the warning that no screen inserts or updates this
        /// model's values (only the warning; nothing generated changes).
        var intentionallyUnwired: Located<Bool>?
    }

    /// A storage model's property object.
    struct StorageProperty {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        var type: Located<String>?
        var unique: Located<Bool>?
        var defaultValue: Located<JSONNode>?
        var display = PropertyDisplay()
    }

    /// A storage model's relationship object.
    struct StorageRelationship {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        var to: Located<String>?
        var toMany: Located<Bool>?
        var deleteRule: Located<String>?
        var inverse: Located<String>?
    }

    /// An element of `storage.versions`.
    struct StorageVersion {
        var path: String
        var location: SourceLocation
        var version: Located<String>?
        /// `nil` when the key is absent (the latest version's shape is `storage.models`).
        var models: [StorageModel]?
        var modelsKey: Located<String>?
    }

    /// An element of `storage.migrations`.
    struct StorageMigration {
        var path: String
        var location: SourceLocation
        var from: Located<String>?
        var to: Located<String>?
        var kind: Located<String>?
        var backfill: [StorageBackfill] = []
        var backfillKey: Located<String>?
    }

    /// An element of a migration's `backfill`.
    struct StorageBackfill {
        var path: String
        var location: SourceLocation
        var model: Located<String>?
        var property: Located<String>?
        var value: Located<JSONNode>?
    }
}

// What a ``SharedSpec`` keeps of its draft crosses concurrency domains with it.
extension SpecDraft.Model: Sendable {}
extension SpecDraft.Property: Sendable {}
extension SpecDraft.Client: Sendable {}
extension SpecDraft.Method: Sendable {}
extension SpecDraft.Parameter: Sendable {}
extension SpecDraft.Navigation: Sendable {}
