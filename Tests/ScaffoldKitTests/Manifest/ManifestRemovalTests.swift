import Testing

@testable import ScaffoldKit

@Suite struct ManifestRemovalTests {
    let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Demo",
            products: [.library(name: "App", targets: ["App"]), .library(name: "Weather", targets: ["Weather"])],
            targets: [
                .target(name: "App", dependencies: ["Weather", .target(name: "Notes")], path: "Sources/App"),
                .target(name: "Weather", path: "Features/Weather/Sources"),  // the weather
                .testTarget(name: "WeatherTests", dependencies: ["Weather"], path: "Features/Weather/Tests"),
                .target(name: "Notes", dependencies: [.byName(name: "Weather")]),
            ]
        )

        """

    @Test func removesEntriesAndDependenciesKeepingEverythingElse() throws {
        let removal = try ManifestEditor(source: manifest).removingFeature(FeatureRegistration(name: "Weather"))
        #expect(
            removal.text == """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Demo",
                    products: [.library(name: "App", targets: ["App"])],
                    targets: [
                        .target(name: "App", dependencies: [.target(name: "Notes")], path: "Sources/App"),
                        .target(name: "Notes", dependencies: []),
                    ]
                )

                """)
        #expect(removal.dependents == ["App", "Notes"])
        #expect(removal.removed.count == 5)
    }

    @Test func removingTwiceChangesNothing() throws {
        let once = try ManifestEditor(source: manifest).removingFeature(FeatureRegistration(name: "Weather")).text
        let twice = try ManifestEditor(source: once).removingFeature(FeatureRegistration(name: "Weather"))
        #expect(twice.text == once)
        #expect(twice.removed.isEmpty)
    }

    @Test func registeringThenRemovingRestoresTheManifest() throws {
        let removed = try ManifestEditor(source: manifest).removingFeature(FeatureRegistration(name: "Weather")).text
        // The first registration also gives the App target its String Catalog's `resources:`,
        // which a removal keeps: start from a manifest that has it.
        let base = try ManifestEditor.registeringFeatures([], in: removed)
        #expect(base.contains(#"path: "Sources/App", resources: [.process("Resources")])"#))
        let registered = try ManifestEditor.registeringFeatures([FeatureRegistration(name: "Sky")], in: base)
        #expect(registered != base)
        // Registering writes the App target's dependencies one per line; removing keeps that.
        let onePerLine = ManifestEditor(source: base).appDependenciesOnePerLine() ?? base
        #expect(try ManifestEditor(source: registered).removingFeature(FeatureRegistration(name: "Sky")).text == onePerLine)
    }

    @Test func refusesShapesItCannotEdit() {
        let variable = "import PackageDescription\nlet all: [Target] = []\nlet package = Package(name: \"D\", targets: all)\n"
        #expect(throws: ManifestEditError.self) {
            try ManifestEditor(source: variable).removingFeature(FeatureRegistration(name: "Weather"))
        }
    }
}
