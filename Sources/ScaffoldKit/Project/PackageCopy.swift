import Foundation

/// Copies a package's files to another directory, leaving out build products
/// (`.build`, `.swiftpm`) and scaffold's staging directories.
enum PackageCopy {
    static let skipped: Set<String> = [".build", ".swiftpm", ".git"]

    /// Copies `source` to `destination` (which must not exist).
    /// - Throws: Foundation's file errors.
    static func copy(from source: String, to destination: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: destination, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source) {
            if skipped.contains(name) || name.hasPrefix(PlanWriter.stagingPrefix) { continue }
            let from = (source as NSString).appendingPathComponent(name)
            let to = (destination as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: from, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                try copy(from: from, to: to)
            } else {
                try manager.copyItem(atPath: from, toPath: to)
            }
        }
    }
}
