import Foundation
@testable import ScaffoldKit

/// Reads an `Examples/<Name>/<Name>.feature.json` into a ``FeatureSpec`` for the template tests,
/// through the real loader (decoder and validator), so every example is also a valid spec.
enum ExampleSpecLoader {
    static func load(_ relativePath: String) throws -> FeatureSpec {
        let url = Golden.repositoryRoot.appendingPathComponent(relativePath)
        return try FeatureSpecLoader.load(path: url.path)
    }
}
