import Testing

@testable import ScaffoldKit

/// The package side of localization: `defaultLocalization` (added with consent), the targets'
/// `resources:`, and a translator's work surviving `sync`.
@Suite struct LocalizationPackageTests {
    static func manifest(_ extra: String = "", target: String = #".target(name: "Weather", path: "Features/Weather/Sources")"#)
        -> String
    {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Plain",
        \(extra)    platforms: [.iOS(.v17), .macOS(.v14)],
            targets: [
                \(target),
            ]
        )

        """
    }

    @Test func aPackageWithoutDefaultLocalizationGetsItAfterItsName() throws {
        let problem = try #require(ManifestEditor(source: Self.manifest()).defaultLocalizationProblem())
        #expect(problem.location == SourceLocation(file: "Package.swift", line: 4, column: 15))
        #expect(problem.message.hasPrefix("the package declares no defaultLocalization"))
        #expect(
            problem.message.contains(
                "add 'defaultLocalization: \"en\",' after 'name:', or run again with --add-default-localization"))
        #expect(problem.added == Self.manifest("    defaultLocalization: \"en\",\n"))
        #expect(ManifestEditor(source: problem.added ?? "").defaultLocalizationProblem() == nil)
        #expect(ManifestEditor(source: Self.manifest("    defaultLocalization: \"de\",\n")).defaultLocalizationProblem() == nil)
    }

    @Test func aOneLinePackageGetsItInline() throws {
        let source = #"let package = Package(name: "P", targets: [])"#
        let problem = try #require(ManifestEditor(source: source).defaultLocalizationProblem())
        #expect(problem.added == #"let package = Package(name: "P", defaultLocalization: "en", targets: [])"#)
    }

    @Test(arguments: [
        (
            #".target(name: "Weather", path: "Features/Weather/Sources")"#,
            #".target(name: "Weather", path: "Features/Weather/Sources", resources: [.process("Resources")])"#
        ),
        (
            #".target(name: "Weather", path: "Features/Weather/Sources", swiftSettings: [.enableUpcomingFeature("ExistentialAny")])"#,
            #".target(name: "Weather", path: "Features/Weather/Sources", resources: [.process("Resources")], swiftSettings: [.enableUpcomingFeature("ExistentialAny")])"#
        ),
        (
            #".target(name: "Weather", path: "Features/Weather/Sources", resources: [.copy("Data.json")])"#,
            #".target(name: "Weather", path: "Features/Weather/Sources", resources: [.copy("Data.json"), .process("Resources")])"#
        ),
        (
            #".target(name: "Weather", path: "Features/Weather/Sources", resources: [.process("Resources")])"#,
            #".target(name: "Weather", path: "Features/Weather/Sources", resources: [.process("Resources")])"#
        ),
        (
            ".target(\n            name: \"Weather\",\n            path: \"Features/Weather/Sources\"\n        )",
            ".target(\n            name: \"Weather\",\n            path: \"Features/Weather/Sources\", resources: [.process(\"Resources\")]\n        )"
        ),
        (
            ".target(\n            name: \"Weather\",\n            path: \"Features/Weather/Sources\",\n            plugins: []\n        )",
            ".target(\n            name: \"Weather\",\n            path: \"Features/Weather/Sources\",\n            resources: [.process(\"Resources\")],\n            plugins: []\n        )"
        ),
    ])
    func aRegisteredFeatureTargetGetsItsResources(target: String, expected: String) throws {
        let source = Self.manifest(target: target)
        let edited = try ManifestEditor.registeringFeatures([FeatureRegistration(name: "Weather")], in: source)
        #expect(edited.contains(expected), "\(edited)")
        #expect(try ManifestEditor.registeringFeatures([FeatureRegistration(name: "Weather")], in: edited) == edited)
    }

    @Test func resourcesThatAreNotALiteralAreAnEntryToAddByHand() {
        let source = Self.manifest(target: #".target(name: "Weather", path: "Features/Weather/Sources", resources: shared)"#)
        let error = #expect(throws: ManifestEditError.self) {
            try ManifestEditor(source: source).registering([FeatureRegistration(name: "Weather")], addingToApp: false)
        }
        #expect(error?.reason.contains("the resources of target 'Weather' are not an array literal") == true)
    }

    /// The entry of `key` in a catalog's text, from its key to its closing brace.
    static func entry(_ key: String, in catalog: String) -> String? {
        guard let start = catalog.range(of: "    \"\(key)\" : {\n") else { return nil }
        guard let end = catalog[start.upperBound...].range(of: "\n    }") else { return nil }
        return String(catalog[start.lowerBound..<end.upperBound].dropFirst(4))
    }

    /// `entry` with a German translation added after its comment, as Xcode writes it.
    static func translated(_ entry: String, german value: String) -> String {
        entry.dropLast("\n    }".count)
            + ",\n      \"localizations\" : {\n        \"de\" : {\n          \"stringUnit\" : {\n"
            + "            \"state\" : \"translated\",\n            \"value\" : \"\(value)\"\n          }\n        }\n      }\n    }"
    }

    @Test func initWritesDefaultLocalizationAndFeaturesRegisterTheirCatalog() throws {
        let package = try SyncTestPackage.make()
        let manifest = try #require(try package.read("Package.swift"))
        #expect(manifest.contains("    name: \"Demo\",\n    defaultLocalization: \"en\",\n"))
        #expect(
            manifest.contains(
                #".target(name: "Weather", dependencies: ["FeatureCore", "FeatureCoreUI"], path: "Features/Weather/Sources", resources: [.process("Resources")])"#
            ))
        let catalog = try #require(try package.read("Features/Weather/Sources/Resources/Localizable.xcstrings"))
        #expect(Self.entry("Cities", in: catalog)?.contains("\"comment\" : ") == true, "\(catalog)")
        // The runtime's views ("Try again", "Nothing to show") look their strings up in FeatureCoreUI's catalog.
        #expect(!catalog.contains("\"Try again\""))
        #expect(package.check().status == ExitCode.success)
    }

    /// A translator adds German to two entries; the spec then gains a route and a method (new
    /// keys around the edited entries): `sync` merges, the translations stay, the new keys arrive.
    @Test func aTranslatorsLocalizationsSurviveSync() throws {
        let package = try SyncTestPackage.make()
        let path = "Features/Weather/Sources/Resources/Localizable.xcstrings"
        for (key, value) in [("Cities", "Orte"), ("Weather", "Wetter")] {
            let catalog = try #require(try package.read(path))
            let entry = try #require(Self.entry(key, in: catalog))
            try package.edit(path, replacing: entry, with: Self.translated(entry, german: value))
        }
        let translated = try #require(try package.read(path))
        _ = try JSONDocument.parse(translated, file: path)
        #expect(package.check().status == ExitCode.success, "a translation is the user's edit, not drift")

        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        let result = package.sync()
        #expect(result.status == ExitCode.success, "\(result.stdout)\(result.stderr)")
        let merged = try #require(try package.read(path))
        #expect(merged.contains("\"value\" : \"Orte\""))
        #expect(merged.contains("\"value\" : \"Wetter\""))
        #expect(Self.entry("Settings", in: merged)?.contains("\"localizations\"") == false, "\(merged)")
        let document = try JSONDocument.parse(merged, file: path)
        let keys = document.root["strings"]?.objectMembers?.map(\.key) ?? []
        #expect(keys == keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(package.check().status == ExitCode.success)
        #expect(package.sync().stdout.contains("already in sync"))
    }

    /// A key the templates stop emitting goes away when untranslated; a translated one is a
    /// conflict (the translator's work is never dropped silently).
    @Test func aRemovedKeyIsDeletedUnlessTranslated() throws {
        let path = "Features/Weather/Sources/Resources/Localizable.xcstrings"
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.weatherSpecWithRouteAndMethod])
        #expect(try package.read(path)?.contains("\"Settings\" : {") == true)
        try package.setSpec(SyncTestPackage.weatherSpec)
        #expect(package.sync().status == ExitCode.success)
        #expect(try package.read(path)?.contains("\"Settings\"") == false)

        let translated = try SyncTestPackage.make(specs: [SyncTestPackage.weatherSpecWithRouteAndMethod])
        let catalog = try #require(try translated.read(path))
        try translated.edit(
            path, replacing: try #require(Self.entry("Settings", in: catalog)),
            with: "\"Settings\" : {\n      \"comment\" : \"kept by the translator\"\n    }")
        try translated.setSpec(SyncTestPackage.weatherSpec)
        let result = translated.sync()
        #expect(result.status == ExitCode.failure)
        #expect(result.stdout.contains(path), "\(result.stdout)")
        #expect(try translated.read(path)?.contains("kept by the translator") == true, "nothing was written")
    }

    @Test func syncWarnsWhenThePackageLostItsDefaultLocalization() throws {
        let package = try SyncTestPackage.make()
        try package.edit("Package.swift", replacing: "    defaultLocalization: \"en\",\n", with: "")
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        let result = package.sync()
        #expect(result.status == ExitCode.success, "\(result.stderr)")
        #expect(result.stderr.contains("/pkg/Package.swift:4:15: warning: the package declares no defaultLocalization"))
    }
}
