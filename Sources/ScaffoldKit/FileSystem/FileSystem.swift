/// The file operations scaffold needs, behind a protocol so tests can run against memory.
///
/// Paths are absolute, `/`-separated strings. Implementations: ``LocalFileSystem`` (the disk)
/// and ``InMemoryFileSystem`` (tests). Every operation either succeeds completely or throws a
/// ``FileSystemError`` naming the path and the reason; nothing traps.
public protocol FileSystem: Sendable {
    /// Whether anything (file or directory) exists at `path`.
    func exists(_ path: String) -> Bool

    /// Whether `path` exists and is a directory.
    func isDirectory(_ path: String) -> Bool

    /// Reads a file's bytes.
    /// - Parameter path: an absolute path.
    /// - Returns: the file's contents.
    /// - Throws: ``FileSystemError`` when the file is missing, is a directory or cannot be read.
    func readBytes(_ path: String) throws(FileSystemError) -> [UInt8]

    /// Lists a directory.
    /// - Parameter path: an absolute path to a directory.
    /// - Returns: the names of the entries (not paths), sorted.
    /// - Throws: ``FileSystemError`` when `path` is missing or not a directory.
    func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String]

    /// Creates a directory; with `intermediates`, also any missing parents, and an existing
    /// directory is not an error.
    /// - Parameters:
    ///   - path: an absolute path.
    ///   - intermediates: create missing parents and accept an existing directory.
    /// - Throws: ``FileSystemError`` when something is in the way or the parent is missing.
    func createDirectory(_ path: String, withIntermediates intermediates: Bool) throws(FileSystemError)

    /// Writes a file, replacing an existing file at `path`.
    /// - Parameters:
    ///   - path: an absolute path whose parent directory exists.
    ///   - bytes: the new contents.
    /// - Throws: ``FileSystemError`` when the parent is missing or `path` is a directory.
    func writeFile(_ path: String, bytes: [UInt8]) throws(FileSystemError)

    /// Removes a file, or a directory and everything in it.
    /// - Parameter path: an absolute path.
    /// - Throws: ``FileSystemError`` when nothing exists at `path` or it cannot be removed.
    func removeItem(_ path: String) throws(FileSystemError)

    /// Moves (renames) a file or directory. Within one file system this is a single rename.
    /// - Parameters:
    ///   - source: an existing path.
    ///   - destination: a path that does not exist yet and whose parent exists.
    /// - Throws: ``FileSystemError`` when the source is missing or the destination exists.
    func moveItem(from source: String, to destination: String) throws(FileSystemError)

    /// Creates a new, uniquely named, empty directory inside `parent`.
    /// - Parameters:
    ///   - parent: an existing directory; staging directories live inside the package root so
    ///     that moving files out of them is a rename on the same file system.
    ///   - prefix: the start of the directory's name (for example `.staging-`).
    /// - Returns: the new directory's absolute path.
    /// - Throws: ``FileSystemError`` when `parent` is missing or the directory cannot be created.
    func createUniqueDirectory(in parent: String, prefix: String) throws(FileSystemError) -> String

    /// A directory for scratch files outside any package (the system temporary directory).
    var temporaryDirectory: String { get }

    /// Atomically replaces `destination` with `source` (`rename(2)`): at every instant
    /// `destination` holds either its old or its new contents, never nothing. A symbolic link at
    /// `destination` is replaced itself, never followed.
    /// - Parameters:
    ///   - destination: the path to replace; it may or may not exist (not a directory).
    ///   - source: an existing file on the same file system.
    /// - Throws: ``FileSystemError`` when the source is missing or the rename fails.
    func replaceItem(at destination: String, withItemAt source: String) throws(FileSystemError)

    /// Flushes a file's or a directory's contents to stable storage (`fsync(2)`); for a
    /// directory this makes the entries created, renamed or removed in it durable.
    /// - Parameter path: an existing file or directory.
    /// - Throws: ``FileSystemError`` when the path cannot be opened or flushed.
    func synchronize(_ path: String) throws(FileSystemError)

    /// The permission bits of a file (`st_mode & 0o7777`, for example `0o644`), not following
    /// a final symbolic link; `nil` when nothing is there or the file system has no modes.
    func permissions(_ path: String) -> UInt16?

    /// Sets the permission bits of a file (`chmod(2)`).
    /// - Parameters:
    ///   - path: an existing file.
    ///   - permissions: the bits, for example `0o600`.
    /// - Throws: ``FileSystemError`` when the change fails.
    func setPermissions(_ path: String, _ permissions: UInt16) throws(FileSystemError)

    /// The path with every symbolic link resolved (`realpath(3)` of the longest existing
    /// prefix, with the missing rest appended), normalised. Without links, the normalised path.
    func resolvingSymbolicLinks(_ path: String) -> String

    /// Whether `path` itself is a symbolic link (not followed).
    func isSymbolicLink(_ path: String) -> Bool

    /// Takes an exclusive advisory lock on a directory (`flock(2)`), waiting while another
    /// process holds it; the lock is released by ``FileSystemLock/unlock()`` or when the
    /// process dies (so a `kill -9` never leaves a package locked).
    /// - Parameter directory: an existing directory (scaffold locks the package root).
    /// - Returns: the held lock.
    /// - Throws: ``FileSystemError`` when the directory cannot be opened or locked.
    func lockExclusively(_ directory: String) throws(FileSystemError) -> FileSystemLock
}

/// A held ``FileSystem/lockExclusively(_:)`` lock; released by ``unlock()`` or on deinit.
public final class FileSystemLock: @unchecked Sendable {
    private var release: (() -> Void)?

    /// Creates a lock released by `release` (called at most once).
    public init(release: @escaping () -> Void) { self.release = release }

    /// Releases the lock (idempotent).
    public func unlock() {
        release?()
        release = nil
    }

    deinit { unlock() }
}

extension FileSystem {
    /// Default for file systems without atomic replacement (test doubles): remove, then move.
    public func replaceItem(at destination: String, withItemAt source: String) throws(FileSystemError) {
        if exists(destination) { try removeItem(destination) }
        try moveItem(from: source, to: destination)
    }

    /// Default: nothing to flush.
    public func synchronize(_ path: String) throws(FileSystemError) {
        guard exists(path) else { throw FileSystemError(path: path, reason: .notFound) }
    }

    /// Default: no modes.
    public func permissions(_ path: String) -> UInt16? { nil }

    /// Default: modes are not kept.
    public func setPermissions(_ path: String, _ permissions: UInt16) throws(FileSystemError) {}

    /// Default: no symbolic links.
    public func resolvingSymbolicLinks(_ path: String) -> String { PathComponents.normalize(path) }

    /// Default: no symbolic links.
    public func isSymbolicLink(_ path: String) -> Bool { false }

    /// Default: a lock that does nothing (single-process test doubles).
    public func lockExclusively(_ directory: String) throws(FileSystemError) -> FileSystemLock {
        FileSystemLock {}
    }
}

extension FileSystem {
    /// Reads a file as UTF-8 text.
    /// - Parameter path: an absolute path.
    /// - Returns: the decoded text.
    /// - Throws: ``FileSystemError`` when the file cannot be read or is not valid UTF-8.
    public func readText(_ path: String) throws(FileSystemError) -> String {
        let bytes = try readBytes(path)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FileSystemError(path: path, reason: .notUTF8)
        }
        return text
    }

    /// Writes text as UTF-8, replacing an existing file.
    /// - Parameters:
    ///   - path: an absolute path whose parent directory exists.
    ///   - text: the new contents.
    /// - Throws: ``FileSystemError`` as ``writeFile(_:bytes:)``.
    public func writeText(_ path: String, _ text: String) throws(FileSystemError) {
        try writeFile(path, bytes: Array(text.utf8))
    }

    /// Whether `path` is a directory with no entries (`false` when missing or unreadable).
    public func isEmptyDirectory(_ path: String) -> Bool {
        guard isDirectory(path), let entries = try? contentsOfDirectory(path) else { return false }
        return entries.isEmpty
    }
}
