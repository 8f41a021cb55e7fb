import Foundation

@testable import ScaffoldKit

/// Wraps a file system and fails one chosen mutating operation, to test rollback.
final class FaultyFileSystem: FileSystem, @unchecked Sendable {
    enum Operation: Hashable { case write, move, createDirectory, remove }

    let base: any FileSystem
    private let lock = NSLock()
    private var counts: [Operation: Int] = [:]
    /// Fail the n-th (1-based) occurrence of the operation, optionally only for paths matching.
    private let failing: Operation
    private let occurrence: Int
    private let pathFilter: @Sendable (String) -> Bool

    init(
        _ base: any FileSystem, failing: Operation, occurrence: Int = 1,
        where pathFilter: @escaping @Sendable (String) -> Bool = { _ in true }
    ) {
        self.base = base
        self.failing = failing
        self.occurrence = occurrence
        self.pathFilter = pathFilter
    }

    private func check(_ operation: Operation, _ path: String) throws(FileSystemError) {
        guard operation == failing, pathFilter(path) else { return }
        lock.lock()
        counts[operation, default: 0] += 1
        let count = counts[operation, default: 0]
        lock.unlock()
        if count == occurrence { throw FileSystemError(path: path, reason: .other("injected failure")) }
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
}
