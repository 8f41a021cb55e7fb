import Foundation
import Testing

@testable import ScaffoldKit

/// Generated features build under the strictest settings a user's package may turn on
/// (``StrictSettings``): `InternalImportsByDefault`, `ExistentialAny`, `MemberImportVisibility`,
/// `NonisolatedNonsendingByDefault`, `InferIsolatedConformances` and
/// `.defaultIsolation(MainActor.self)` on every feature and test target, and a `Host` target
/// that imports and uses them.
///
/// One feature per style and every storage kind (SwiftData, memory), in one package: one build
/// with warnings as errors, one test run, and the guarded SwiftUI/SwiftData files type-checked
/// against the stand-ins with the same settings.
@Suite(.serialized) struct StrictSettingsEndToEndTests {
    /// Generated into the strict host: `feature` (clients; SwiftData storage with versions and
    /// every delete rule; memory storage), `mvvm` and `mvi` (URL, Data, `Tag.ID` parameters), by
    /// name.
    static func specs() throws -> [FeatureSpec] {
        let weather = try ExampleSpecLoader.load("Examples/Weather/Weather.feature.json")
        let pantry = try ExampleSpecLoader.load("Examples/Pantry/Pantry.feature.json")
        var memory = pantry
        memory.name = "PantryMemory"
        memory.storage.kind = .memory
        memory.storage.versions = []
        memory.storage.migrations = []
        let notes = try ExampleSpecLoader.load("Examples/Notes/Notes.feature.json")
        let edge = try #require(FeatureTemplateEdgeCaseTests.specs.first { $0.name == "Edge" })
        return [
            weather, pantry, memory, FeatureTemplateEdgeCaseTests.storageEdge,
            StyleTemplateTests.spec(weather, style: "mvvm", name: "WeatherMVVM"),
            StyleTemplateTests.spec(notes, style: "mvi", name: "NotesMVI"),
            StyleTemplateTests.spec(edge, style: "mvi", name: "EdgeMVI"),
        ]
    }

    /// Host code compiled with main-actor default isolation that creates and drives features
    /// of each style through their public API only.
    static let hostSource = """
        import Library
        import NotesMVI
        import Pantry
        import Weather
        import WeatherMVVM

        /// Creates every feature with live or in-memory dependencies (isolated to the main actor
        /// by the target's default isolation) and drives each through its public API.
        struct Composition {
            let weather = WeatherFeature(forecastClient: LiveForecastClient())
            let pantry = PantryFeature(store: InMemoryPantryStore())
            let library = LibraryFeature(catalogClient: LiveCatalogClient(), store: InMemoryLibraryStore())
            let weatherViewModel = WeatherMVVMViewModel(forecastRepository: LiveForecastRepository())
            let notes = NotesMVIStore(notesClient: LiveNotesClient())

            func start() async -> Int {
                await weather.searchCities(matching: "Oslo")
                await pantry.loadShelfList()
                await library.refresh()
                await weatherViewModel.searchCities(matching: "Oslo")
                await notes.send(.pathChanged([])).value
                return weather.path.count + pantry.path.count + library.path.count + notes.state.path.count
            }
        }

        """

    @Test func generatedFeaturesBuildAndPassTheirTestsUnderStrictSettings() throws {
        let directory = try TemporaryDirectory()
        let root = directory.path + "/Strict"
        let swift = try #require(BoundedSwift.tool)
        let initialized = runTool(["init", "Strict", "--path", root], in: directory.path)
        try #require(initialized.status == 0, "\(initialized.stderr)")
        let specs = try Self.specs()
        for spec in specs {
            let path = directory.path + "/\(spec.name).feature.json"
            try spec.jsonText.write(toFile: path, atomically: true, encoding: .utf8)
            let result = runTool(["feature", "--spec", path], in: root)
            try #require(result.status == 0, "feature \(spec.name): \(result.stderr)")
        }
        try StrictSettings.apply(toPackageAt: root, hostDependingOn: specs.map(\.name))
        try directory.write("Strict/Sources/Host/Composition.swift", Self.hostSource)

        let build = try swift.run(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: root)
        print("strict settings: swift build --build-tests of \(specs.count) features took \(Int(build.seconds)) s")
        #expect(build.status == 0, "\(build.output.suffix(4000))")
        guard build.status == 0 else { return }
        let test = try swift.run(["test", "-Xswiftc", "-warnings-as-errors"], in: root)
        #expect(test.status == 0, "\(test.output.suffix(3000))")
        for suite in [
            "WeatherFeatureTests", "PantryFeatureTests", "PantryStoreTests", "PantryMemoryFeatureTests", "PantryMemoryStoreTests",
            "LibraryStoreTests", "WeatherMVVMViewModelTests",
            "NotesMVIStoreTests", "EdgeMVIStoreTests",
        ] {
            // Ran (the exit status above says it passed; a "passed" line can be lost in interleaved output).
            #expect(test.output.contains("Suite \(suite) started"), "suite \(suite) did not run")
        }
        // The guarded SwiftUI/SwiftData files (not compiled on Linux) under the same settings.
        let standIns = try StandInHarness.shared.get()
        for spec in specs {
            let sources = root + "/Features/\(spec.name)/Sources"
            let tests = StandInHarness.swiftDataTestsFolder(besideSourcesFolder: sources)
            let checked = try standIns.check(
                sourcesFolder: sources, emitsModule: tests != nil,
                extraFlags: StrictSettings.standInFlags(forSourcesFolder: sources))
            #expect(checked.succeeded, "\(spec.name) under strict settings: \(checked.output.suffix(3000))")
            if let tests, checked.succeeded {
                let checkedTests = try standIns.check(
                    sourcesFolder: tests, moduleName: spec.name + "Tests",
                    extraFlags: StrictSettings.standInFlags(forSourcesFolder: sources))
                #expect(checkedTests.succeeded, "\(spec.name)Tests under strict settings: \(checkedTests.output.suffix(3000))")
            }
        }
    }
}
