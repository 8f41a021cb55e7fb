import Foundation

/// A file system held in memory, for tests: fast, isolated and inspectable.
///
/// The root directory `/` always exists. Paths are normalised (``PathComponents/normalize(_:)``),
/// so `/a//b/./c` and `/a/b/c` name the same node. Thread-safe.
public final class InMemoryFileSystem: FileSystem, @unchecked Sendable {
    private enum Node: Hashable {
        case file([UInt8])
        case directory
    }

    private let lock = NSLock()
    private var nodes: [String: Node] = ["/": .directory]
    private var uniqueCounter = 0
    private var modes: [String: UInt16] = [:]

    /// Creates a file system containing only `/` and the given files (parents are created).
    /// - Parameter files: absolute path → text contents.
    public init(files: [String: String] = [:]) {
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let normalized = PathComponents.normalize(path)
            var ancestor = PathComponents.parent(of: normalized)
            while !ancestor.isEmpty, nodes[ancestor] == nil {
                nodes[ancestor] = .directory
                ancestor = ancestor == "/" ? "" : PathComponents.parent(of: ancestor)
            }
            nodes[normalized] = .file(Array(text.utf8))
        }
    }

    /// `/tmp`, created on first use.
    public var temporaryDirectory: String {
        locked { nodes["/tmp"] = nodes["/tmp"] ?? .directory }
        return "/tmp"
    }

    /// Every file's path and text (bytes decoded as UTF-8, lossily), for assertions.
    public var snapshot: [String: String] {
        locked {
            var result: [String: String] = [:]
            for (path, node) in nodes {
                if case .file(let bytes) = node { result[path] = String(decoding: bytes, as: UTF8.self) }
            }
            return result
        }
    }

    /// Every directory's path, sorted, for assertions.
    public var directories: [String] {
        locked { nodes.filter { $0.value == .directory }.map(\.key).sorted() }
    }

    /// Whether anything exists at `path`.
    public func exists(_ path: String) -> Bool {
        locked { nodes[PathComponents.normalize(path)] != nil }
    }

    /// Whether `path` is a directory.
    public func isDirectory(_ path: String) -> Bool {
        locked { nodes[PathComponents.normalize(path)] == .directory }
    }

    /// Reads a file's bytes.
    /// - Throws: ``FileSystemError`` when missing or a directory.
    public func readBytes(_ path: String) throws(FileSystemError) -> [UInt8] {
        let path = PathComponents.normalize(path)
        return try lockedThrowing { () throws(FileSystemError) -> [UInt8] in
            switch nodes[path] {
            case .file(let bytes)?: return bytes
            case .directory?: throw FileSystemError(path: path, reason: .isADirectory)
            case nil: throw FileSystemError(path: path, reason: .notFound)
            }
        }
    }

    /// Lists a directory's entry names, sorted.
    /// - Throws: ``FileSystemError`` when missing or not a directory.
    public func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        let path = PathComponents.normalize(path)
        return try lockedThrowing { () throws(FileSystemError) -> [String] in
            switch nodes[path] {
            case .directory?: return childNames(of: path)
            case .file?: throw FileSystemError(path: path, reason: .notADirectory)
            case nil: throw FileSystemError(path: path, reason: .notFound)
            }
        }
    }

    /// Creates a directory (and, with `intermediates`, its parents).
    /// - Throws: ``FileSystemError`` when a file is in the way or the parent is missing.
    public func createDirectory(_ path: String, withIntermediates intermediates: Bool) throws(FileSystemError) {
        let path = PathComponents.normalize(path)
        try lockedThrowing { () throws(FileSystemError) in
            try createDirectoryLocked(path, intermediates: intermediates)
        }
    }

    /// Writes a file, replacing an existing one.
    /// - Throws: ``FileSystemError`` when the parent is missing or `path` is a directory.
    public func writeFile(_ path: String, bytes: [UInt8]) throws(FileSystemError) {
        let path = PathComponents.normalize(path)
        try lockedThrowing { () throws(FileSystemError) in
            let parent = PathComponents.parent(of: path)
            switch nodes[parent] {
            case .directory?: break
            case .file?: throw FileSystemError(path: parent, reason: .notADirectory)
            case nil: throw FileSystemError(path: parent, reason: .notFound)
            }
            if nodes[path] == .directory { throw FileSystemError(path: path, reason: .isADirectory) }
            nodes[path] = .file(bytes)
        }
    }

    /// Removes a file or a directory tree.
    /// - Throws: ``FileSystemError`` when nothing exists at `path`.
    public func removeItem(_ path: String) throws(FileSystemError) {
        let path = PathComponents.normalize(path)
        try lockedThrowing { () throws(FileSystemError) in
            guard nodes[path] != nil, path != "/" else { throw FileSystemError(path: path, reason: .notFound) }
            let prefix = path + "/"
            for key in nodes.keys where key == path || key.hasPrefix(prefix) {
                nodes[key] = nil
                modes[key] = nil
            }
        }
    }

    /// Moves a file or directory tree; the destination must not exist.
    /// - Throws: ``FileSystemError`` when the source is missing, the destination exists or its
    ///   parent is missing.
    public func moveItem(from source: String, to destination: String) throws(FileSystemError) {
        let source = PathComponents.normalize(source)
        let destination = PathComponents.normalize(destination)
        try lockedThrowing { () throws(FileSystemError) in
            guard nodes[source] != nil else { throw FileSystemError(path: source, reason: .notFound) }
            guard nodes[destination] == nil else { throw FileSystemError(path: destination, reason: .alreadyExists) }
            let parent = PathComponents.parent(of: destination)
            guard nodes[parent] == .directory else { throw FileSystemError(path: parent, reason: .notFound) }
            if destination.hasPrefix(source + "/") {
                throw FileSystemError(path: destination, reason: .other("cannot move a directory into itself"))
            }
            let prefix = source + "/"
            for (key, node) in nodes where key == source || key.hasPrefix(prefix) {
                nodes[key] = nil
                nodes[destination + key.dropFirst(source.count)] = node
                if let mode = modes.removeValue(forKey: key) { modes[destination + key.dropFirst(source.count)] = mode }
            }
        }
    }

    /// Creates `parent/<prefix><n>` with a counter making it unique.
    /// - Throws: ``FileSystemError`` when `parent` is not a directory.
    public func createUniqueDirectory(in parent: String, prefix: String) throws(FileSystemError) -> String {
        let parent = PathComponents.normalize(parent)
        return try lockedThrowing { () throws(FileSystemError) -> String in
            guard nodes[parent] == .directory else { throw FileSystemError(path: parent, reason: .notFound) }
            while true {
                uniqueCounter += 1
                let candidate = PathComponents.join(parent, "\(prefix)\(uniqueCounter)")
                if nodes[candidate] == nil {
                    nodes[candidate] = .directory
                    return candidate
                }
            }
        }
    }

    /// `rename(2)` semantics: replaces the file at `destination` (if any) in one step.
    /// - Throws: ``FileSystemError`` when the source is missing, the destination is a directory
    ///   or its parent is missing.
    public func replaceItem(at destination: String, withItemAt source: String) throws(FileSystemError) {
        let source = PathComponents.normalize(source)
        let destination = PathComponents.normalize(destination)
        try lockedThrowing { () throws(FileSystemError) in
            guard let node = nodes[source] else { throw FileSystemError(path: source, reason: .notFound) }
            guard node != .directory else { throw FileSystemError(path: source, reason: .isADirectory) }
            guard nodes[destination] != .directory else { throw FileSystemError(path: destination, reason: .isADirectory) }
            guard nodes[PathComponents.parent(of: destination)] == .directory else {
                throw FileSystemError(path: PathComponents.parent(of: destination), reason: .notFound)
            }
            nodes[source] = nil
            nodes[destination] = node
            modes[destination] = modes.removeValue(forKey: source)
        }
    }

    /// Checks that the path exists (memory needs no flushing).
    /// - Throws: ``FileSystemError`` when nothing is at `path`.
    public func synchronize(_ path: String) throws(FileSystemError) {
        guard exists(path) else { throw FileSystemError(path: PathComponents.normalize(path), reason: .notFound) }
    }

    /// The bits set with ``setPermissions(_:_:)``, else `0o644` for files and `0o755` for
    /// directories; `nil` when nothing is there.
    public func permissions(_ path: String) -> UInt16? {
        let path = PathComponents.normalize(path)
        return locked {
            switch nodes[path] {
            case .file?: modes[path] ?? 0o644
            case .directory?: modes[path] ?? 0o755
            case nil: nil
            }
        }
    }

    /// Records the permission bits (they are not enforced).
    /// - Throws: ``FileSystemError`` when nothing is at `path`.
    public func setPermissions(_ path: String, _ permissions: UInt16) throws(FileSystemError) {
        let path = PathComponents.normalize(path)
        try lockedThrowing { () throws(FileSystemError) in
            guard nodes[path] != nil else { throw FileSystemError(path: path, reason: .notFound) }
            modes[path] = permissions
        }
    }

    /// An independent copy of every file, directory and mode (for crash tests that restart
    /// from the same state many times).
    public func copy() -> InMemoryFileSystem {
        let copy = InMemoryFileSystem()
        locked {
            copy.nodes = nodes
            copy.modes = modes
            copy.uniqueCounter = uniqueCounter
        }
        return copy
    }

    // MARK: - Private

    private func childNames(of directory: String) -> [String] {
        let prefix = directory == "/" ? "/" : directory + "/"
        return nodes.keys
            .filter { $0 != directory && $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }
            .map { String($0.dropFirst(prefix.count)) }
            .sorted()
    }

    private func createDirectoryLocked(_ path: String, intermediates: Bool) throws(FileSystemError) {
        switch nodes[path] {
        case .directory?:
            if intermediates { return }
            throw FileSystemError(path: path, reason: .alreadyExists)
        case .file?:
            throw FileSystemError(path: path, reason: .alreadyExists)
        case nil:
            break
        }
        let parent = PathComponents.parent(of: path)
        switch nodes[parent] {
        case .directory?: break
        case .file?: throw FileSystemError(path: parent, reason: .notADirectory)
        case nil:
            guard intermediates, !parent.isEmpty else { throw FileSystemError(path: parent, reason: .notFound) }
            try createDirectoryLocked(parent, intermediates: true)
        }
        nodes[path] = .directory
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    private func lockedThrowing<T>(_ body: () throws(FileSystemError) -> T) throws(FileSystemError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
