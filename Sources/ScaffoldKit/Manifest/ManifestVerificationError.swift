/// `swift package dump-package` rejected the manifest, or could not run.
public struct ManifestVerificationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message, including the tool's error lines.
    public var message: String

    /// Creates an error.
    public init(message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
