import Foundation

@testable import ScaffoldKit

/// Wraps a file system and fails one chosen mutating operation, to test rollback; or, with
/// ``init(_:crashingAfter:)``, simulates `kill -9`: after `k` mutating operations every further
/// mutating operation fails, so nothing the process still tries (its own rollback included)
/// reaches the disk, which stays exactly as it was at the crash.
final class FaultyFileSystem: FileSystem, @unchecked Sendable {
    enum Operation: Hashable { case write, move, createDirectory, remove, replace, synchronize, setPermissions }

    let base: any FileSystem
    private let lock = NSLock()
    private var counts: [Operation: Int] = [:]
    /// Fail the n-th (1-based) occurrence of the operation, optionally only for paths matching.
    private let failing: Operation?
    private let occurrence: Int
    private let pathFilter: @Sendable (String) -> Bool
    /// Crash mode: operations allowed before the "process dies" (`nil`: not crashing).
    private let crashAfter: Int?
    /// Fail only this (1-based) mutating operation, of any kind (`nil`: not used).
    private let failingNumber: Int?
    /// Every mutating operation attempted, as `kind path` (in order; for crash tests).
    private(set) var log: [String] = []

    init(
        _ base: any FileSystem, failing: Operation, occurrence: Int = 1,
        where pathFilter: @escaping @Sendable (String) -> Bool = { _ in true }
    ) {
        self.base = base
        self.failing = failing
        self.occurrence = occurrence
        self.pathFilter = pathFilter
        self.crashAfter = nil
        self.failingNumber = nil
    }

    /// Fails the `number`-th (1-based) mutating operation, whatever its kind, and no other.
    init(_ base: any FileSystem, failingOperationNumber number: Int) {
        self.base = base
        self.failing = nil
        self.occurrence = 0
        self.pathFilter = { _ in true }
        self.crashAfter = nil
        self.failingNumber = number
    }

    /// Lets `operations` mutating operations through, then fails every later one.
    init(_ base: any FileSystem, crashingAfter operations: Int) {
        self.base = base
        self.failing = nil
        self.occurrence = 0
        self.pathFilter = { _ in true }
        self.crashAfter = operations
        self.failingNumber = nil
    }

    /// Counts every mutating operation, failing none (to measure a clean run).
    convenience init(counting base: any FileSystem) {
        self.init(base, crashingAfter: Int.max)
    }

    /// Mutating operations that reached the disk.
    var performed: Int {
        lock.lock()
        defer { lock.unlock() }
        return crashAfter.map { min($0, log.count) } ?? log.count
    }

    private func check(_ operation: Operation, _ path: String) throws(FileSystemError) {
        lock.lock()
        log.append("\(operation) \(path)")
        let attempted = log.count
        var fail = false
        if let crashAfter {
            fail = attempted > crashAfter
        } else if let failingNumber {
            fail = attempted == failingNumber
        } else if operation == failing, pathFilter(path) {
            counts[operation, default: 0] += 1
            fail = counts[operation, default: 0] == occurrence
        }
        lock.unlock()
        if fail { throw FileSystemError(path: path, reason: .other(crashAfter == nil ? "injected failure" : "crashed")) }
    }

    var temporaryDirectory: String { base.temporaryDirectory }
    func exists(_ path: String) -> Bool { base.exists(path) }
    func isDirectory(_ path: String) -> Bool { base.isDirectory(path) }
    func readBytes(_ path: String) throws(FileSystemError) -> [UInt8] { try base.readBytes(path) }
    func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] { try base.contentsOfDirectory(path) }
    func createDirectory(_ path: String, withIntermediates intermediates: Bool) throws(FileSystemError) {
        try check(.createDirectory, path)
        try base.createDirectory(path, withIntermediates: intermediates)
    }
    func writeFile(_ path: String, bytes: [UInt8]) throws(FileSystemError) {
        try check(.write, path)
        try base.writeFile(path, bytes: bytes)
    }
    func removeItem(_ path: String) throws(FileSystemError) {
        try check(.remove, path)
        try base.removeItem(path)
    }
    func moveItem(from source: String, to destination: String) throws(FileSystemError) {
        try check(.move, destination)
        try base.moveItem(from: source, to: destination)
    }
    func createUniqueDirectory(in parent: String, prefix: String) throws(FileSystemError) -> String {
        try check(.createDirectory, parent)
        return try base.createUniqueDirectory(in: parent, prefix: prefix)
    }
    func replaceItem(at destination: String, withItemAt source: String) throws(FileSystemError) {
        try check(.replace, destination)
        try base.replaceItem(at: destination, withItemAt: source)
    }
    func synchronize(_ path: String) throws(FileSystemError) {
        try check(.synchronize, path)
        try base.synchronize(path)
    }
    func permissions(_ path: String) -> UInt16? { base.permissions(path) }
    func setPermissions(_ path: String, _ permissions: UInt16) throws(FileSystemError) {
        try check(.setPermissions, path)
        try base.setPermissions(path, permissions)
    }
    func resolvingSymbolicLinks(_ path: String) -> String { base.resolvingSymbolicLinks(path) }
    func isSymbolicLink(_ path: String) -> Bool { base.isSymbolicLink(path) }
    func lockExclusively(_ directory: String) throws(FileSystemError) -> FileSystemLock {
        try base.lockExclusively(directory)
    }
}
