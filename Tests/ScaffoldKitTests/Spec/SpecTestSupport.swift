import Testing

@testable import ScaffoldKit

/// Helpers for spec tests: load JSON text and find diagnostics by marker.
enum SpecTestSupport {
    static let file = "Weather.feature.json"

    /// Loads `json`; returns the spec or the diagnostics.
    static func load(_ json: String, existingTargets: Set<String> = []) -> Result<FeatureSpec, DiagnosticList> {
        do {
            return .success(try FeatureSpecLoader.load(bytes: Array(json.utf8), file: file, existingTargets: existingTargets))
        } catch {
            return .failure(error)
        }
    }

    /// The diagnostics for `json` (empty when it is valid).
    static func diagnostics(_ json: String, existingTargets: Set<String> = []) -> [Diagnostic] {
        if case .failure(let list) = load(json, existingTargets: existingTargets) { return list.diagnostics }
        return []
    }

    /// A spec with the given members added after `"name": "Weather"`.
    static func spec(_ members: String) -> String {
        members.isEmpty ? #"{"name": "Weather"}"# : "{\"name\": \"Weather\",\n\(members)}"
    }
}

/// Expects exactly one error whose location is the first occurrence of `marker` and whose
/// message contains `fragment`.
func expectSingleError(
    _ json: String,
    at marker: String,
    occurrence: Int = 1,
    contains fragment: String,
    existingTargets: Set<String> = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let diagnostics = SpecTestSupport.diagnostics(json, existingTargets: existingTargets)
    #expect(diagnostics.count == 1, "\(diagnostics)", sourceLocation: sourceLocation)
    guard let diagnostic = diagnostics.first else { return }
    let expected = location(of: marker, in: json, file: SpecTestSupport.file, occurrence: occurrence)
    #expect(expected != nil, "marker \(marker) not found", sourceLocation: sourceLocation)
    #expect(diagnostic.location == expected, "\(diagnostic)", sourceLocation: sourceLocation)
    #expect(diagnostic.message.contains(fragment), "\(diagnostic.message)", sourceLocation: sourceLocation)
}
