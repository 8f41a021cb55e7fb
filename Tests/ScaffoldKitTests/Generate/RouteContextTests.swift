import Foundation
import Testing

@testable import ScaffoldKit

/// ``FeatureContext/routes(of:)`` (the routes alone, for callers that read nothing else) holds
/// exactly what the whole context keeps under `routes`, on the examples and seeded random specs.
@Suite struct RouteContextTests {
    /// Whether two context values are the same (members in the same order, the same values).
    static func same(_ left: TemplateValue?, _ right: TemplateValue?) -> Bool {
        switch (left, right) {
        case (nil, nil), (.null?, .null?): return true
        case (.bool(let a)?, .bool(let b)?): return a == b
        case (.int(let a)?, .int(let b)?): return a == b
        case (.double(let a)?, .double(let b)?): return a == b
        case (.string(let a)?, .string(let b)?): return a == b
        case (.list(let a)?, .list(let b)?): return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (.object(let a)?, .object(let b)?):
            return a.keys == b.keys && zip(a.values, b.values).allSatisfy { same($0, $1) }
        default: return false
        }
    }

    static func check(_ spec: FeatureSpec) -> Bool {
        same(.list(FeatureContext.routes(of: spec)), FeatureContext(spec).value["routes"])
    }

    @Test func theExamplesRoutesAreTheWholeContextsRoutes() throws {
        for name in ["Weather", "Notes", "Pantry", "SignIn"] {
            let url = Golden.repositoryRoot.appendingPathComponent("Examples/\(name)/\(name).feature.json")
            let spec = try FeatureSpecLoader.load(bytes: Array(try Data(contentsOf: url)), file: "\(name).feature.json")
            #expect(Self.check(spec), "\(name)")
        }
    }

    @Test func randomSpecsRoutesAreTheWholeContextsRoutes() throws {
        var generator = RandomSpecGenerator(seed: SeededGenerator.seed(from: "SCAFFOLD_ROUTE_CONTEXT_SEED", default: 14))
        var checked = 0
        for index in 0..<64 {
            let text = generator.spec(name: "Gen\(index)", index: index).text()
            guard let spec = try? FeatureSpecLoader.load(bytes: Array(text.utf8), file: "Gen\(index).feature.json") else {
                continue
            }
            checked += 1
            #expect(Self.check(spec), "\(text)")
        }
        #expect(checked >= 48, "most generated specs load on their own")
    }
}
