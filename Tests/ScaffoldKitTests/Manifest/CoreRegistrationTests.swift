import Testing

@testable import ScaffoldKit

/// The shared runtime's targets in `Package.swift` (``CoreRegistration``), as `feature` and
/// `sync` insert them: together, in name order beside the features, one per line, and the
/// features' dependencies on them added to targets registered before the runtime existed.
@Suite struct CoreRegistrationTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Shop",
            products: [
                .library(name: "App", targets: ["App"]),
                .library(name: "Catalog", targets: ["Catalog"]),
                .library(name: "Notes", targets: ["Notes"]),
            ],
            targets: [
                .target(
                    name: "App",
                    dependencies: [
                        "Catalog",
                        "Notes",
                    ],
                    path: "Sources/App",
                    resources: [.process("Resources")]
                ),
                .testTarget(name: "AppTests", dependencies: ["App"], path: "Tests/AppTests"),
                .target(name: "Catalog", path: "Features/Catalog/Sources", resources: [.process("Resources")]),
                .testTarget(name: "CatalogTests", dependencies: ["Catalog"], path: "Features/Catalog/Tests"),
                .target(name: "Notes", path: "Features/Notes/Sources", resources: [.process("Resources")]),
                .testTarget(name: "NotesTests", dependencies: ["Notes"], path: "Features/Notes/Tests"),
            ]
        )

        """

    static func registrations(_ names: [String]) -> [FeatureRegistration] {
        names.map { FeatureRegistration.generated(name: $0, layout: .features, dependencies: []) }
    }

    @Test func theRuntimeIsRegisteredInNameOrderAndTheFeaturesDependOnIt() throws {
        let edited = try ManifestEditor.registeringFeatures(
            Self.registrations(["Catalog", "Notes"]), in: Self.manifest, core: CoreRegistration(layout: .features))
        #expect(
            edited.contains(
                """
                        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "FeatureCoreTesting"], path: "Features/Catalog/Tests"),
                        .target(name: "FeatureCore", path: "Core/FeatureCore/Sources"),
                        .target(name: "FeatureCoreUI", dependencies: ["FeatureCore"], path: "Core/FeatureCoreUI/Sources", resources: [.process("Resources")]),
                        .target(name: "FeatureCoreTesting", dependencies: ["FeatureCore"], path: "Core/FeatureCoreTesting/Sources"),
                        .testTarget(name: "FeatureCoreTests", dependencies: ["FeatureCore", "FeatureCoreTesting"], path: "Core/FeatureCore/Tests"),
                        .target(name: "Notes", dependencies: ["FeatureCore", "FeatureCoreUI"], path: "Features/Notes/Sources", resources: [.process("Resources")]),

                """), "\(edited)")
        #expect(
            edited.contains(
                #".target(name: "Catalog", dependencies: ["FeatureCore", "FeatureCoreUI"], path: "Features/Catalog/Sources""#))
        #expect(!edited.contains("\"App\", dependencies: [\"FeatureCore"), "the App target gains nothing")
        #expect(PackageWorkspace.isPureInsertion(Self.manifest, into: edited))
        // Idempotent, and a new feature lands after the runtime by name.
        let again = try ManifestEditor.registeringFeatures(
            Self.registrations(["Catalog", "Notes", "Weather"]), in: edited, core: CoreRegistration(layout: .features))
        #expect(again.components(separatedBy: "name: \"FeatureCore\"").count == 2)
        #expect(again.contains("\"Notes\",\n                \"Weather\",\n"))
        #expect(
            again.contains(
                #".target(name: "Weather", dependencies: ["FeatureCore", "FeatureCoreUI"], path: "Features/Weather/Sources", resources: [.process("Resources")]),"#
            ))
    }

    /// A registered runtime is left alone; a module that lacks its dependencies or resources
    /// gets them.
    @Test func aRegisteredRuntimeIsLeftAloneAndGivenWhatItLacks() throws {
        let core = CoreRegistration(layout: .features)
        let registered = try ManifestEditor.registeringFeatures([], in: Self.manifest, core: core)
        #expect(try ManifestEditor.registeringFeatures([], in: registered, core: core) == registered)
        let lacking = registered.replacingOccurrences(
            of:
                #"name: "FeatureCoreUI", dependencies: ["FeatureCore"], path: "Core/FeatureCoreUI/Sources", resources: [.process("Resources")]"#,
            with: #"name: "FeatureCoreUI", path: "Core/FeatureCoreUI/Sources""#)
        #expect(lacking != registered)
        #expect(try ManifestEditor.registeringFeatures([], in: lacking, core: core) == registered)
    }

    /// A manifest scaffold cannot edit lists the runtime's entries to add by hand, but for those
    /// it already declares.
    @Test func theEntriesToAddByHandIncludeTheRuntime() throws {
        let source = "let package = Package(name: \"X\", targets: t)\nlet t: [Target] = [.target(name: \"FeatureCore\")]\n+ []"
        let error = try #require(throws: ManifestEditError.self) {
            try ManifestEditor.registeringFeatures(
                Self.registrations(["Weather"]), in: source, core: CoreRegistration(layout: .swiftpm))
        }
        let codes = error.manualEntries.map(\.code)
        #expect(
            codes.contains(#".target(name: "FeatureCoreUI", dependencies: ["FeatureCore"], resources: [.process("Resources")])"#))
        #expect(codes.contains(#".testTarget(name: "FeatureCoreTests", dependencies: ["FeatureCore", "FeatureCoreTesting"])"#))
        #expect(!codes.contains(#".target(name: "FeatureCore")"#), "declared already")
        #expect(
            codes.contains(
                #".target(name: "Weather", dependencies: ["FeatureCore", "FeatureCoreUI"], path: "Features/Weather/Sources", resources: [.process("Resources")])"#
            ))
    }
}
