import Foundation
import Testing

@testable import ScaffoldKit

@Suite struct FeatureSpecLoaderTests {
    @Test func missingFileIsADiagnosticWithoutLocation() throws {
        let path = NSTemporaryDirectory() + "scaffold-missing-\(UUID().uuidString).json"
        do {
            _ = try FeatureSpecLoader.load(path: path)
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics.first?.location == nil)
            #expect(error.diagnostics.first?.message.contains("no such file") == true)
        }
    }

    @Test func loadsAFileFromDisk() throws {
        let path = NSTemporaryDirectory() + "scaffold-spec-\(UUID().uuidString).json"
        try #"{"name": "Recipes", "routes": [{"name": "detail"}]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let spec = try FeatureSpecLoader.load(path: path, existingTargets: ["App"])
        #expect(spec.name == "Recipes")
        #expect(spec.routes.map(\.name) == ["detail"])
    }

    @Test func reportsLocationsWithThePathGiven() throws {
        let path = NSTemporaryDirectory() + "scaffold-spec-\(UUID().uuidString).json"
        let text = "{\n  \"name\": \"Recipes\",\n  \"sytle\": \"mvi\"\n}"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try FeatureSpecLoader.load(path: path)
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.first?.location == location(of: "\"sytle\"", in: text, file: path))
            #expect(error.description.contains("did you mean 'style'?"))
        }
    }
}
