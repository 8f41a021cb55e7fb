import Foundation

@testable import ScaffoldKit

/// Reads an `Examples/<Name>/<Name>.feature.json` through the real loader (decoding and
/// validation), for the template tests.
enum ExampleSpecLoader {
    /// Loads the spec at `relativePath` (relative to the repository root).
    static func load(_ relativePath: String) throws -> FeatureSpec {
        try FeatureSpecLoader.load(path: Golden.repositoryRoot.appendingPathComponent(relativePath).path)
    }
}
