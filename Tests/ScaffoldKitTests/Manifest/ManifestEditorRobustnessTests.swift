import Testing

@testable import ScaffoldKit

/// Nothing may trap: every truncation and a few mutations of real manifests either edit or
/// fail with a ``ManifestEditError``, and a successful edit still only inserts.
@Suite struct ManifestEditorRobustnessTests {
    @Test(arguments: ManifestFixtures.editable)
    func truncatedManifestsNeverTrap(fixture: ManifestFixtures.Case) {
        let bytes = Array(fixture.source.utf8)
        for length in stride(from: 0, through: bytes.count, by: 3) {
            let source = String(decoding: bytes.prefix(length), as: UTF8.self)
            let editor = ManifestEditor(source: source)
            if let result = try? editor.registering(FeatureRegistration(name: "Weather")) {
                #expect(ManifestEditorTests.isSubsequence(Array(source.utf8), of: Array(result.text.utf8)))
            }
            _ = try? editor.addingDependency("Weather", toTarget: "App")
        }
    }

    @Test(arguments: ["]", "[", ")", "(", "\"", "#", "/*", "*/", "\"\"\"", "#\"", "\\(", "{", "}", ",", ":"])
    func insertedNoiseNeverTraps(noise: String) {
        for fixture in ManifestFixtures.editable {
            var source = fixture.source
            let middle = source.index(source.startIndex, offsetBy: source.count / 2)
            source.insert(contentsOf: noise, at: middle)
            _ = try? ManifestEditor(source: source).registering(FeatureRegistration(name: "Weather"))
            _ = try? ManifestEditor(source: source).addingDependency("Weather", toTarget: "App")
        }
    }
}
