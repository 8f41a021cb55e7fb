/// A spec as decoded from JSON, before validation: every value keeps its location and JSON
/// path, and a missing or mistyped value is `nil` (the decoder has already reported it).
///
/// ``SpecValidator`` turns a draft into a ``FeatureSpec``.
struct SpecDraft {
    /// Where the top-level object starts.
    var location: SourceLocation
    var name: Located<String>?
    var style: Located<String>?
    var routes: [Route] = []
    var state: [StateItem] = []
    var models: [Model] = []
    var clients: [Client] = []
    var storage: Storage?

    /// A route object.
    struct Route {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        var parameters: [Parameter] = []
    }

    /// A route or method parameter object.
    struct Parameter {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        var type: Located<String>?
        var label: Located<String>?
    }

    /// A state item object; the default is kept as JSON because strings, booleans and numbers
    /// are all accepted and mean different things.
    struct StateItem {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        var type: Located<String>?
        var defaultValue: Located<JSONNode>?
    }

    /// A model object.
    struct Model {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        var properties: [Property] = []
    }

    /// A model property object.
    struct Property {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        var type: Located<String>?
    }

    /// A client object.
    struct Client {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        var methods: [Method] = []
    }

    /// A client method object.
    struct Method {
        var path: String
        var location: SourceLocation
        var name: Located<String>?
        var parameters: [Parameter] = []
        var returns: Located<String>?
    }

    /// The storage object (later: models, versions, migrations).
    struct Storage {
        var path: String
        var location: SourceLocation
        var kind: Located<String>?
    }
}
