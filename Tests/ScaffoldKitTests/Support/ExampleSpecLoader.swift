import Foundation

@testable import ScaffoldKit

/// Reads an `Examples/<Name>/<Name>.feature.json` through the real loader (decoding and
/// validation), for the template tests.
enum ExampleSpecLoader {
    /// Loads the spec at `relativePath` (relative to the repository root).
    /// The Shop example's shared spec (`Examples/Shop/specs/Shared.spec.json`).
    static func shopShared() throws -> SharedSpec {
        let url = Golden.repositoryRoot.appendingPathComponent("Examples/Shop/specs/Shared.spec.json")
        return try SharedSpec.load(bytes: Array(try Data(contentsOf: url)), file: url.path)
    }

    /// A spec of `Examples/Shop/specs` resolves its shared models and clients with that folder's
    /// `Shared.spec.json`, as in the package.
    static func load(_ relativePath: String) throws -> FeatureSpec {
        let url = Golden.repositoryRoot.appendingPathComponent(relativePath)
        let folder = url.deletingLastPathComponent()
        let sharedURL = folder.appendingPathComponent("Shared.spec.json")
        let shared =
            try FileManager.default.fileExists(atPath: sharedURL.path)
            ? SharedSpec.load(bytes: Array(try Data(contentsOf: sharedURL)), file: sharedURL.path) : nil
        return try FeatureSpecLoader.load(bytes: Array(try Data(contentsOf: url)), file: url.path, shared: shared)
    }
}
