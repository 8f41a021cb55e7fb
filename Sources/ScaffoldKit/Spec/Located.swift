/// A value read from a spec, with where it was written and its JSON path (for messages).
struct Located<Value> {
    /// The value.
    var value: Value
    /// Where the value starts in the spec file.
    var location: SourceLocation
    /// The JSON path, such as `routes[1].parameters[0].name`.
    var path: String
}

extension Located: Sendable where Value: Sendable {}
