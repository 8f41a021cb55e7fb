import Foundation
import Testing

@testable import ScaffoldKit

/// The previews every style generates (`<Name>Previews.swift`), the preview clients
/// (`<Name>PreviewClients.swift`, `<Name>PreviewRepositories.swift` in mvvm) and the fixtures
/// (`<Name>Fixtures.swift`) both previews and tests use. That the previews type-check is proved
/// by `StandInEndToEndTests`; that fixtures and preview clients build for real (warnings as
/// errors) by the end-to-end suites that build every example and golden.
@Suite struct PreviewTemplateTests {
    static let outcomes = ["Loading", "Content", "Empty", "Failure"]

    /// Every spec the style goldens use, plus Pantry (storage) in the `feature` style.
    static func specs(for style: String) throws -> [FeatureSpec] {
        var specs = StyleTemplateTests.specs.map { StyleTemplateTests.spec($0, style: style) }
        if style == "feature" { specs.append(try ExampleSpecLoader.load("Examples/Pantry/Pantry.feature.json")) }
        return specs
    }

    static func render(_ spec: FeatureSpec) throws -> [RenderedFile] {
        try FeatureTemplateTests.templateSet(style: spec.style).render(FeatureContext(spec))
    }

    static func file(_ files: [RenderedFile], _ suffix: String) -> RenderedFile? {
        files.first { $0.path.hasSuffix(suffix) }
    }

    /// The root and each destination (a route with a fixture that does not open another feature)
    /// have a preview per outcome when the feature has clients or storage; each builds its model
    /// with `preview(.<outcome>…)`, a destination's with the route pushed on the path.
    @Test(arguments: TemplateSet.builtinStyles)
    func theRootAndEachDestinationHaveAPreviewPerOutcome(_ style: String) throws {
        var checkedStates = 0
        for spec in try Self.specs(for: style) {
            let files = try Self.render(spec)
            let previews = try #require(Self.file(files, "\(spec.name)Previews.swift"), "\(style) \(spec.name)").contents
            #expect(previews.contains(".mustache.\n#if canImport(SwiftUI) && DEBUG\n"), "\(style) \(spec.name)")
            #expect(previews.contains("\nimport SwiftUI\n"), "\(style) \(spec.name)")
            let context = FeatureContext(spec).value(forStyle: style)
            guard case .list(let routes)? = context["testableRoutes"] else {
                Issue.record("no testableRoutes")
                continue
            }
            // A destination that shows nothing (a route without parameters, operations or
            // `opens`: a spec warning) and one that opens another feature get no previews.
            let previewed = routes.filter { $0["isPreviewed"]?.isTruthy == true }
            // A create form looks the same in every outcome: it gets one preview.
            let shown = previewed.filter { $0["previewsEveryState"]?.isTruthy != false }
            let once = previewed.filter { $0["previewsEveryState"]?.isTruthy == false }
            guard case .string(let model)? = context["previewModelType"] else {
                Issue.record("no previewModelType")
                continue
            }
            let hasStates = !spec.clients.isEmpty || spec.storage.kind != .none
            let titles =
                [FeatureNaming.displayName(spec.name)]
                + shown.map { route in
                    guard case .object(let object) = route else { return "" }
                    return StyleContextEditing.string(object, "displayName")
                }
            if hasStates {
                for title in titles {
                    for outcome in Self.outcomes {
                        #expect(
                            previews.contains("#Preview(\"\(title): \(outcome)\") {"), "\(style) \(spec.name) \(title) \(outcome)"
                        )
                        checkedStates += 1
                    }
                }
                for outcome in Self.outcomes {
                    let variable = Self.modelVariable(style)
                    let made = ".preview(.\(outcome.lowercased()))"
                    #expect(
                        previews.contains("(\(variable): \(made)) }") || previews.contains("let \(variable) = \(model)\(made)\n"),
                        "\(style) \(spec.name) root \(outcome)")
                }
                for route in shown {
                    guard case .object(let object) = route else { continue }
                    let fixture = StyleContextEditing.string(object, "fixture")
                    for outcome in Self.outcomes {
                        #expect(previews.contains("\(model).preview(.\(outcome.lowercased()), path: [\(fixture)])"), "\(fixture)")
                    }
                }
                for route in once {
                    guard case .object(let object) = route else { continue }
                    let title = StyleContextEditing.string(object, "displayName")
                    let fixture = StyleContextEditing.string(object, "fixture")
                    #expect(previews.contains("#Preview(\"\(title)\") {"), "\(style) \(spec.name) \(title)")
                    #expect(previews.contains(".preview(.content, path: [\(fixture)])"), "\(fixture)")
                }
                #expect(
                    previews.components(separatedBy: "#Preview(").count - 1 == titles.count * Self.outcomes.count + once.count,
                    "\(style) \(spec.name): one preview per screen and outcome")
            } else {
                for title in titles { #expect(previews.contains("#Preview(\"\(title)\") {"), "\(style) \(spec.name) \(title)") }
                #expect(previews.components(separatedBy: "#Preview(").count - 1 == titles.count)
            }
        }
        #expect(checkedStates >= 40, "the specs cover the four outcomes of many screens")
    }

    static func modelVariable(_ style: String) -> String {
        switch style {
        case "mvvm": "viewModel"
        case "mvi": "store"
        default: "feature"
        }
    }

    /// Previews run the root's query buttons in every outcome and commands only where their
    /// content would not change data (loading, failure): Weather's search is run by the screen
    /// itself (its `.searchable` query), Notes' delete is a destination command.
    @Test(arguments: TemplateSet.builtinStyles)
    func previewsRunWhatTheScreenOnlyRunsOnATap(_ style: String) throws {
        let weather = StyleTemplateTests.spec(
            try ExampleSpecLoader.load("Examples/Weather/Weather.feature.json"), style: style)
        let previews = try #require(Self.file(try Self.render(weather), "WeatherPreviews.swift")).contents
        // Weather's search state is the screen's `.searchable` field, and the screen runs the
        // search itself when the query changes: no preview adds a run of it.
        #expect(!previews.contains("searchCities"), "\(style): the screen, not the preview, runs the search")

        let notes = StyleTemplateTests.spec(try ExampleSpecLoader.load("Examples/Notes/Notes.feature.json"), style: style)
        let notesPreviews = try #require(Self.file(try Self.render(notes), "NotesPreviews.swift")).contents
        let deletes = notesPreviews.components(separatedBy: "\n#Preview(").filter { $0.contains("delete") }
        #expect(deletes.count == 2, "\(style): only the loading and failure previews run the delete command")
        #expect(deletes.allSatisfy { $0.hasPrefix("\"Detail: Loading\"") || $0.hasPrefix("\"Detail: Failure\"") })
    }

    /// A preview client answers every requirement through its outcome with the fixtures; nothing
    /// in the preview files reaches for the network, a clock or the live clients.
    @Test(arguments: TemplateSet.builtinStyles)
    func previewClientsAnswerWithTheFixturesAndNeverTheNetwork(_ style: String) throws {
        let weather = StyleTemplateTests.spec(
            try ExampleSpecLoader.load("Examples/Weather/Weather.feature.json"), style: style)
        let files = try Self.render(weather)
        let name = style == "mvvm" ? "WeatherPreviewRepositories.swift" : "WeatherPreviewClients.swift"
        let clients = try #require(Self.file(files, name), "\(style)").contents
        let protocolName = style == "mvvm" ? "ForecastRepository" : "ForecastClient"
        #expect(clients.hasPrefix("// Generated by scaffold from shared/Sources/PreviewClients.swift.mustache.\n#if DEBUG\n"))
        #expect(clients.contains("public struct Preview\(protocolName): \(protocolName) {"))
        #expect(
            clients.contains(
                "try await outcome.answer(\"\(protocolName).searchCities(matching:)\", content: [City.fixture], empty: [])"))
        #expect(clients.contains("    public var outcome: PreviewOutcome\n"), "the runtime's outcome")
        #expect(!files.contains { $0.contents.contains("enum PreviewOutcome") }, "a feature declares its own outcome")
        let outcome = try ScreenContentTests.runtime("FeatureCore/Sources/PreviewOutcome.swift")
        #expect(outcome.contains("let never = AsyncStream<Value> { _ in }"), "loading suspends until cancelled")
        #expect(outcome.contains("case .failure:\n            throw PreviewError(requirement: requirement)"))
        for banned in ["URLSession", "Task.sleep", "Live\(protocolName)", "Date()", "UUID()"] {
            for file in files where file.path.contains("Preview") {
                #expect(!file.contents.contains(banned), "\(banned) in \(style) \(file.path)")
            }
            #expect(!outcome.contains(banned), "\(banned) in the runtime's PreviewOutcome")
        }
    }

    /// Storage previews use the in-memory store, seeded with one fixture per stored model.
    @Test func storagePreviewsUseTheSeededInMemoryStore() throws {
        let pantry = try ExampleSpecLoader.load("Examples/Pantry/Pantry.feature.json")
        let files = try Self.render(pantry)
        let clients = try #require(Self.file(files, "PantryPreviewClients.swift")).contents
        #expect(clients.contains("public actor PreviewPantryStore: PantryStore {"))
        #expect(clients.contains("private let store: InMemoryPantryStore"))
        #expect(clients.contains("self.store = InMemoryPantryStore()"))
        #expect(clients.contains("try await store.insert(Shelf.fixture(1))"))
        #expect(clients.contains("try await store.insert(PantryItem.fixture(1))"))
        #expect(clients.contains("PantryFeature(path: path, store: PreviewPantryStore(outcome))"))
    }

    /// One fixture per model, declared once (in the module, for previews and tests); the same spec
    /// renders the same fixtures, and the test support no longer declares its own.
    @Test func fixturesAreDeclaredOnceAndDeterministic() throws {
        for style in TemplateSet.builtinStyles {
            for spec in try Self.specs(for: style) {
                let first = try Self.render(spec)
                let second = try TemplateSet.builtin(style: style).map { try $0.render(FeatureContext(spec)) } ?? []
                #expect(first.map(\.contents) == second.map(\.contents), "\(style) \(spec.name)")
                let declaring = first.filter {
                    $0.contents.contains("static let fixture = ") || $0.contents.contains("static func fixture(")
                }
                #expect(declaring.allSatisfy { $0.path.hasSuffix("\(spec.name)Fixtures.swift") }, "\(style) \(spec.name)")
                for model in spec.models {
                    let count = first.map { $0.contents.components(separatedBy: "extension \(model.name) {\n").count - 1 }
                        .reduce(0, +)
                    #expect(count <= 1, "\(model.name) declared \(count) times in \(style) \(spec.name)")
                }
            }
        }
        let weather = try Self.render(try ExampleSpecLoader.load("Examples/Weather/Weather.feature.json"))
        let fixtures = try #require(Self.file(weather, "WeatherFixtures.swift")).contents
        #expect(
            fixtures.contains(
                "public static let fixture = City(\n        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)),"))
        #expect(!fixtures.contains("Date()") && !fixtures.contains("UUID()"), "no clock, no random identifiers")
    }
}
