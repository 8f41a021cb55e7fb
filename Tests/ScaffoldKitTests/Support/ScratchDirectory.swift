import Foundation

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct ScratchDirectory {
    let path: String

    init(_ label: String) throws {
        let base = FileManager.default.temporaryDirectory.path
        path = (base as NSString).appendingPathComponent("scaffold-\(label)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
