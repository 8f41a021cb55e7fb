import Foundation
import Testing

@testable import ScaffoldKit

/// The type-shape spec (`TypeShapeSpecs`: optionals, arrays, dictionaries, sets, nested
/// generics, qualified and external types) in every style, UI included, type-checked against the
/// SwiftUI and SwiftData stand-ins. The end-to-end host builds the same specs for real on Linux;
/// this covers the files guarded by `#if canImport(SwiftUI)` there.
@Suite(.serialized) struct TypeShapeStandInEndToEndTests {
    @Test(arguments: TypeShapeSpecs.styles.map(\.style))
    func typeShapesTypeCheckInEveryStyle(style: String) throws {
        let harness = try StandInHarness.shared.get()
        let name = try #require(TypeShapeSpecs.styles.first { $0.style == style }?.name)
        let spec = try FeatureSpecLoader.load(
            bytes: Array(TypeShapeSpecs.json(style: style, name: name).utf8), file: "\(name).feature.json")
        let files = try #require(TemplateSet.builtin(style: style)).render(FeatureContext(spec))
        var sources: [String: String] = [:]
        for file in files where file.path.hasPrefix("Features/\(name)/Sources/") && file.path.hasSuffix(".swift") {
            sources[file.path] = file.contents
        }
        // One module, so the dependency's type is declared in place of its typealias.
        let aliases = "Features/\(name)/Sources/\(name)ExternalTypes.swift"
        #expect(sources[aliases] != nil)
        sources[aliases] = TypeShapeSpecs.sharedSource
        let result = try harness.check(module: name, sources: sources)
        print("stand-in type-check \(name): \(result.succeeded ? "ok" : "FAILED") (\(String(format: "%.2f", result.seconds)) s)")
        #expect(result.succeeded, "\(result.output)")
    }
}
