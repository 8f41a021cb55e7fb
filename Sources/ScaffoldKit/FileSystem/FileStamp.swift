#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat(2)` says about a file without reading it: size, modification and status-change
/// times (nanoseconds) and inode. Equal stamps mean "very probably unchanged"; used only by
/// caches that are re-validated when a stamp is recent (see ``CheckCache``).
public struct FileStamp: Hashable, Sendable {
    /// Size in bytes.
    public var size: Int64
    /// Last modification, nanoseconds since 1970.
    public var modified: Int64
    /// Last status change, nanoseconds since 1970.
    public var changed: Int64
    /// The inode number.
    public var inode: UInt64

    /// One token for hashing: `size.modified.changed.inode`.
    public var token: String { "\(size).\(modified).\(changed).\(inode)" }
}

/// A file system that can stamp files (``LocalFileSystem``).
public protocol FileStamping {
    /// The stamp of the file at `path`, or `nil` when nothing is there.
    func stamp(_ path: String) -> FileStamp?
    /// Now, in the file system's clock (nanoseconds since 1970).
    func now() -> Int64
}

extension LocalFileSystem: FileStamping {
    /// `stat(2)` of `path`.
    public func stamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
            let changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
        #else
            let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            let changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        #endif
        return FileStamp(size: Int64(info.st_size), modified: modified, changed: changed, inode: UInt64(info.st_ino))
    }

    /// `clock_gettime(CLOCK_REALTIME)`.
    public func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
