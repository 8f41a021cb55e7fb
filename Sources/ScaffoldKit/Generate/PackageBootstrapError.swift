/// `scaffold init` could not build its plan.
public enum PackageBootstrapError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The package name is not usable.
    case invalidName(String)
    /// A built-in template is missing from the tool (a packaging bug).
    case missingTemplate(String)
    /// A built-in template failed to parse or render (a packaging bug).
    case template(String, String)

    /// One line.
    public var description: String {
        switch self {
        case .invalidName(let message): message
        case .missingTemplate(let name): "built-in template '\(name)' is missing"
        case .template(let name, let message): "built-in template '\(name)' failed: \(message)"
        }
    }
}
