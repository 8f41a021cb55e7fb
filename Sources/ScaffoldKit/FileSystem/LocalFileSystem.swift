import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real file system, through Foundation's `FileManager`.
///
/// Moves are `rename(2)` calls when source and destination are on the same volume, which is
/// why the plan writer stages files inside the package root.
public struct LocalFileSystem: FileSystem {
    /// Creates the local file system.
    public init() {}

    /// The system temporary directory.
    public var temporaryDirectory: String {
        PathComponents.normalize(FileManager.default.temporaryDirectory.path)
    }

    /// Whether anything exists at `path`.
    /// (`stat(2)`, following symbolic links, as `FileManager.fileExists` does; one system call.)
    public func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Whether `path` is a directory (`stat(2)`, following symbolic links).
    public func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Reads a file's bytes: `open(2)`, `fstat(2)`, `read(2)` into one buffer of the file's size
    /// (thousands of small files are read per `check`, so no more system calls than needed).
    /// - Throws: ``FileSystemError`` when missing, a directory or unreadable.
    public func readBytes(_ path: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 { throw Self.posixError(path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Self.posixError(path) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw FileSystemError(path: path, reason: .isADirectory) }
        // The size is a hint (the file may change or be a special file): read until end of file.
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4096))) }
            let received = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return read(descriptor, base + count, buffer.count - count)
            }
            if received < 0 {
                if errno == EINTR { continue }
                throw Self.posixError(path)
            }
            if received == 0 { break }
            count += received
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// Lists a directory's entry names, sorted.
    /// - Throws: ``FileSystemError`` when missing or not a directory.
    public func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        guard exists(path) else { throw FileSystemError(path: path, reason: .notFound) }
        guard isDirectory(path) else { throw FileSystemError(path: path, reason: .notADirectory) }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            throw Self.wrap(error, path)
        }
    }

    /// Creates a directory (and, with `intermediates`, its parents).
    /// - Throws: ``FileSystemError`` when something is in the way or the parent is missing.
    public func createDirectory(_ path: String, withIntermediates intermediates: Bool) throws(FileSystemError) {
        if exists(path) {
            if intermediates && isDirectory(path) { return }
            throw FileSystemError(path: path, reason: .alreadyExists)
        }
        let parent = PathComponents.parent(of: path)
        if !intermediates && !isDirectory(parent) { throw FileSystemError(path: parent, reason: .notFound) }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: intermediates)
        } catch {
            throw Self.wrap(error, path)
        }
    }

    /// Writes a file, replacing an existing one.
    /// - Throws: ``FileSystemError`` when the parent is missing, `path` is a directory or the
    ///   write fails.
    public func writeFile(_ path: String, bytes: [UInt8]) throws(FileSystemError) {
        let parent = PathComponents.parent(of: path)
        guard isDirectory(parent) else {
            throw FileSystemError(path: parent, reason: exists(parent) ? .notADirectory : .notFound)
        }
        guard !isDirectory(path) else { throw FileSystemError(path: path, reason: .isADirectory) }
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        } catch {
            throw Self.wrap(error, path)
        }
    }

    /// Removes a file or a directory tree.
    /// - Throws: ``FileSystemError`` when nothing exists at `path` or removal fails.
    public func removeItem(_ path: String) throws(FileSystemError) {
        guard exists(path) else { throw FileSystemError(path: path, reason: .notFound) }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw Self.wrap(error, path)
        }
    }

    /// Renames a file or directory; the destination must not exist.
    /// - Throws: ``FileSystemError`` when the source is missing, the destination exists or the
    ///   rename fails.
    public func moveItem(from source: String, to destination: String) throws(FileSystemError) {
        guard exists(source) else { throw FileSystemError(path: source, reason: .notFound) }
        guard !exists(destination) else { throw FileSystemError(path: destination, reason: .alreadyExists) }
        do {
            try FileManager.default.moveItem(atPath: source, toPath: destination)
        } catch {
            throw Self.wrap(error, destination)
        }
    }

    /// Creates `parent/<prefix><random>`.
    /// - Throws: ``FileSystemError`` when `parent` is missing or creation fails.
    public func createUniqueDirectory(in parent: String, prefix: String) throws(FileSystemError) -> String {
        guard isDirectory(parent) else { throw FileSystemError(path: parent, reason: .notFound) }
        for _ in 0..<16 {
            let suffix = UUID().uuidString.prefix(8).lowercased()
            let candidate = PathComponents.join(parent, prefix + suffix)
            if exists(candidate) { continue }
            try createDirectory(candidate, withIntermediates: false)
            return candidate
        }
        throw FileSystemError(path: parent, reason: .other("could not create a unique directory"))
    }

    /// `rename(2)`: atomically replaces `destination` (a symbolic link there is replaced, not
    /// followed).
    /// - Throws: ``FileSystemError`` when the source is missing or the rename fails.
    public func replaceItem(at destination: String, withItemAt source: String) throws(FileSystemError) {
        if rename(source, destination) != 0 { throw Self.posixError(destination) }
    }

    /// `fsync(2)` on the file or directory.
    /// - Throws: ``FileSystemError`` when it cannot be opened or flushed.
    public func synchronize(_ path: String) throws(FileSystemError) {
        let descriptor = open(path, O_RDONLY)
        if descriptor < 0 { throw Self.posixError(path) }
        defer { close(descriptor) }
        if fsync(descriptor) != 0 { throw Self.posixError(path) }
    }

    /// The permission bits from `lstat(2)`.
    public func permissions(_ path: String) -> UInt16? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return UInt16(truncatingIfNeeded: info.st_mode & 0o7777)
    }

    /// `chmod(2)`.
    /// - Throws: ``FileSystemError`` when the change fails.
    public func setPermissions(_ path: String, _ permissions: UInt16) throws(FileSystemError) {
        if chmod(path, mode_t(permissions)) != 0 { throw Self.posixError(path) }
    }

    /// `realpath(3)` of the longest existing prefix, the missing rest appended.
    public func resolvingSymbolicLinks(_ path: String) -> String {
        var existing = PathComponents.normalize(path)
        var rest: [String] = []
        while true {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                var result = String(cString: resolved)
                for component in rest.reversed() { result = PathComponents.join(result, component) }
                return PathComponents.normalize(result)
            }
            if existing == "/" || existing.isEmpty { return PathComponents.normalize(path) }
            rest.append(PathComponents.lastComponent(of: existing))
            existing = PathComponents.parent(of: existing)
        }
    }

    /// Whether `lstat(2)` reports a symbolic link.
    public func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// `flock(2)` with `LOCK_EX` on the directory, waiting while another process holds it.
    /// - Throws: ``FileSystemError`` when the directory cannot be opened or locked.
    public func lockExclusively(_ directory: String) throws(FileSystemError) -> FileSystemLock {
        let descriptor = open(directory, O_RDONLY)
        if descriptor < 0 { throw Self.posixError(directory) }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let error = Self.posixError(directory)
            close(descriptor)
            throw error
        }
        return FileSystemLock {
            _ = flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }

    private static func posixError(_ path: String) -> FileSystemError {
        let code = errno
        switch code {
        case ENOENT: return FileSystemError(path: path, reason: .notFound)
        case EISDIR: return FileSystemError(path: path, reason: .isADirectory)
        case ENOTDIR: return FileSystemError(path: path, reason: .notADirectory)
        default: return FileSystemError(path: path, reason: .other(String(cString: strerror(code))))
        }
    }

    private static func wrap(_ error: any Error, _ path: String) -> FileSystemError {
        let nsError = error as NSError
        let message = (nsError.userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription ?? nsError.localizedDescription
        return FileSystemError(path: path, reason: .other(message))
    }
}
