/// A file that cannot be part of a plan, such as a path escaping the package root.
public struct GenerationPlanError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The offending path.
    public var path: String
    /// Why it was rejected.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// One line naming the path and the problem.
    public var description: String { "invalid generated path '\(path)': \(message)" }
}
