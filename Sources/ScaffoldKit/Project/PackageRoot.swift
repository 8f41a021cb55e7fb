/// Finds the Swift package a command works on: the nearest directory, from the working
/// directory upward, that contains `Package.swift`.
public enum PackageRoot {
    /// Searches `directory` and its ancestors for `Package.swift`.
    /// - Parameters:
    ///   - directory: an absolute path to start from.
    ///   - fileSystem: where to look.
    /// - Returns: the absolute path of the package root.
    /// - Throws: ``PackageRootError`` when no directory up to `/` contains `Package.swift`.
    public static func find(from directory: String, fileSystem: any FileSystem) throws(PackageRootError) -> String {
        var current = PathComponents.normalize(directory)
        while true {
            let manifest = PathComponents.join(current, "Package.swift")
            if fileSystem.exists(manifest), !fileSystem.isDirectory(manifest) { return current }
            if current == "/" || current.isEmpty { break }
            current = PathComponents.parent(of: current)
        }
        throw PackageRootError(startDirectory: PathComponents.normalize(directory))
    }
}

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
