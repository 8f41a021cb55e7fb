/// Why a state default is not acceptable.
struct DefaultProblem: Error, Equatable {
    /// A fragment to follow the JSON path.
    var reason: String
    /// Whether the problem is in the `default` value (else it is about the item: missing default).
    var atDefault: Bool

    init(_ reason: String, atDefault: Bool = true) {
        self.reason = reason
        self.atDefault = atDefault
    }
}
