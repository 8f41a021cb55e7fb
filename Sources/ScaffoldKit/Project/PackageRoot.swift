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
