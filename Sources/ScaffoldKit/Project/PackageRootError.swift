/// No `Package.swift` was found from a directory upward.
public struct PackageRootError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the search started.
    public var startDirectory: String

    /// Creates an error.
    public init(startDirectory: String) { self.startDirectory = startDirectory }

    /// One line with the fix.
    public var description: String {
        "no Package.swift found in \(startDirectory) or any parent directory; run 'scaffold init <Name>' to create a package, or run this command inside one"
    }
}
