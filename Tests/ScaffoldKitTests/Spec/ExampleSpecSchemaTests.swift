import Foundation
import Testing

@testable import ScaffoldKit

/// Every spec in Examples/ (and the default spec) validates against `scaffold schema`.
@Suite struct ExampleSpecSchemaTests {
    static func exampleSpecs() -> [String] {
        let examples = Golden.repositoryRoot.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        let single = names.sorted().map { examples.appendingPathComponent("\($0)/\($0).feature.json").path }
        // Multi-feature examples keep their specs in `specs/`.
        let multi = names.sorted().flatMap { name in
            let specs = examples.appendingPathComponent("\(name)/specs")
            return ((try? FileManager.default.contentsOfDirectory(atPath: specs.path)) ?? []).sorted()
                .filter { $0.hasSuffix(".feature.json") }.map { specs.appendingPathComponent($0).path }
        }
        return (single + multi).filter { FileManager.default.fileExists(atPath: $0) }
    }

    static func validator() throws -> JSONSchemaSubsetValidator {
        JSONSchemaSubsetValidator(root: try JSONDocument.parse(FeatureSpecSchema.json, file: "schema.json").root)
    }

    @Test func examplesExist() {
        #expect(Self.exampleSpecs().count >= 3)
    }

    @Test(arguments: exampleSpecs())
    func exampleValidatesAgainstTheSchema(path: String) throws {
        let document = try JSONDocument.parse(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        #expect(try Self.validator().validate(document.root) == [])
    }

    @Test func defaultSpecValidatesAgainstTheSchema() throws {
        let text = FeatureSpec.defaultSpec(named: "Catalog").jsonText
        #expect(try Self.validator().validate(try JSONDocument.parse(text, file: "default").root) == [])
    }

    @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
        let bad = try JSONDocument.parse(#"{"name": "Weather", "rotues": [], "routes": [{"parameters": []}]}"#, file: "bad").root
        let problems = try Self.validator().validate(bad)
        #expect(problems.contains { $0.contains("unexpected key 'rotues'") })
        #expect(problems.contains { $0.contains("missing required 'name'") })
    }
}
