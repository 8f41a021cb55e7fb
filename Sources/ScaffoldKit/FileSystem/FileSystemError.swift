/// A file operation that failed: which path and why.
public struct FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why an operation failed.
    public enum Reason: Hashable, Sendable {
        /// Nothing exists at the path (or its parent directory is missing).
        case notFound
        /// Something already exists at the path.
        case alreadyExists
        /// A directory was expected but the path is a file.
        case notADirectory
        /// A file was expected but the path is a directory.
        case isADirectory
        /// The file's bytes are not valid UTF-8.
        case notUTF8
        /// Any other failure, with the system's message.
        case other(String)
    }

    /// The path the operation was about.
    public var path: String
    /// Why it failed.
    public var reason: Reason

    /// Creates an error.
    /// - Parameters:
    ///   - path: the path the operation was about.
    ///   - reason: why it failed.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// One line: `path: reason`.
    public var description: String {
        let text =
            switch reason {
            case .notFound: "no such file or directory"
            case .alreadyExists: "already exists"
            case .notADirectory: "not a directory"
            case .isADirectory: "is a directory"
            case .notUTF8: "not valid UTF-8 text"
            case .other(let message): message
            }
        return "\(path): \(text)"
    }
}
