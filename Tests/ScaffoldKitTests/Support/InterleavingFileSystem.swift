import Foundation

@testable import ScaffoldKit

/// Wraps a file system and runs `interleaved` once, the first time a write takes the package
/// lock, before taking it: another run that reads, plans and writes in full between this
/// run's read and its write, with no sleeps or threads.
final class InterleavingFileSystem: FileSystem, @unchecked Sendable {
    let base: any FileSystem
    private let lock = NSLock()
    private var interleaved: (() -> Void)?

    init(_ base: any FileSystem) { self.base = base }

    /// Runs `body` at the next lock taken (once).
    func beforeNextLock(_ body: @escaping () -> Void) {
        lock.lock()
        interleaved = body
        lock.unlock()
    }

    func lockExclusively(_ directory: String) throws(FileSystemError) -> FileSystemLock {
        lock.lock()
        let body = interleaved
        interleaved = nil
        lock.unlock()
        body?()
        return try base.lockExclusively(directory)
    }

    func exists(_ path: String) -> Bool { base.exists(path) }
    func isDirectory(_ path: String) -> Bool { base.isDirectory(path) }
    func readBytes(_ path: String) throws(FileSystemError) -> [UInt8] { try base.readBytes(path) }
    func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] { try base.contentsOfDirectory(path) }
    func createDirectory(_ path: String, withIntermediates intermediates: Bool) throws(FileSystemError) {
        try base.createDirectory(path, withIntermediates: intermediates)
    }
    func writeFile(_ path: String, bytes: [UInt8]) throws(FileSystemError) { try base.writeFile(path, bytes: bytes) }
    func removeItem(_ path: String) throws(FileSystemError) { try base.removeItem(path) }
    func moveItem(from source: String, to destination: String) throws(FileSystemError) {
        try base.moveItem(from: source, to: destination)
    }
    func createUniqueDirectory(in parent: String, prefix: String) throws(FileSystemError) -> String {
        try base.createUniqueDirectory(in: parent, prefix: prefix)
    }
    var temporaryDirectory: String { base.temporaryDirectory }
    func replaceItem(at destination: String, withItemAt source: String) throws(FileSystemError) {
        try base.replaceItem(at: destination, withItemAt: source)
    }
    func synchronize(_ path: String) throws(FileSystemError) { try base.synchronize(path) }
    func permissions(_ path: String) -> UInt16? { base.permissions(path) }
    func setPermissions(_ path: String, _ permissions: UInt16) throws(FileSystemError) {
        try base.setPermissions(path, permissions)
    }
    func resolvingSymbolicLinks(_ path: String) -> String { base.resolvingSymbolicLinks(path) }
    func isSymbolicLink(_ path: String) -> Bool { base.isSymbolicLink(path) }
}
