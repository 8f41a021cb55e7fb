/// Why a name cannot be used in generated Swift code.
///
/// The reason is a sentence fragment that follows the name, for example
/// `"contains a dash ('-'); names may contain only ASCII letters, digits and underscores"`.
public struct NameProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, as a fragment to follow the quoted name.
    public var reason: String

    /// Creates a problem.
    /// - Parameter reason: what is wrong, as a fragment to follow the quoted name.
    public init(_ reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}
