import Testing

@testable import ScaffoldKit

/// The spec's `dependencies` reach `Package.swift`: on generation and, when the spec gains one
/// later, through `scaffold sync` (and `check` reports the missing edit until then).
@Suite struct SpecDependencyTests {
    static let withNetworking = SyncTestPackage.weatherSpec.replacingOccurrences(
        of: "\"style\": \"feature\",", with: "\"style\": \"feature\",\n  \"dependencies\": [\"Networking\"],")

    @Test func aNewFeatureIsRegisteredWithItsDependencies() throws {
        let registration = FeatureRegistration(name: "Weather", dependencies: ["Networking", "DesignSystem"])
        #expect(
            registration.targetEntry
                == #".target(name: "Weather", dependencies: ["Networking", "DesignSystem"], path: "Features/Weather/Sources", resources: [.process("Resources")])"#
        )
    }

    /// The package with a `Networking` library target written in by hand.
    static func packageWithNetworking() throws -> SyncTestPackage {
        let package = try SyncTestPackage.make()
        try package.edit(
            "Package.swift", replacing: "        .target(\n            name: \"App\"",
            with:
                "        .target(name: \"Networking\", path: \"Sources/Networking\"),\n        .target(\n            name: \"App\""
        )
        return package
    }

    @Test func syncAddsADependencyTheSpecGained() throws {
        let package = try Self.packageWithNetworking()
        #expect(try package.read("Package.swift")?.contains(#"dependencies: ["Networking"]"#) == false)
        try package.setSpec(Self.withNetworking)
        #expect(package.check().status == ExitCode.failure)
        let result = package.sync()
        #expect(result.status == ExitCode.success, "\(result.stderr)")
        let manifest = try #require(try package.read("Package.swift"))
        #expect(
            manifest.contains(
                #".target(name: "Weather", dependencies: ["FeatureCore", "FeatureCoreUI", "Networking"], path: "Features/Weather/Sources", resources: [.process("Resources")])"#
            ))
        #expect(package.check().status == ExitCode.success)
        #expect(package.sync().stdout.contains("already in sync"))
    }

    @Test func dependenciesMustBeNamesListedOnceAndNotTheFeatureItself() {
        let json = SpecTestSupport.spec(#""dependencies": ["Net-working", "Weather", "Core", "Core"]"#)
        let messages = SpecTestSupport.diagnostics(json).map(\.message)
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.contains { $0.contains("'Net-working' is not a target or product name") })
        #expect(messages.contains { $0.contains("cannot depend on its own target 'Weather'") })
        #expect(messages.contains { $0.contains("duplicate dependency 'Core'") })
    }

    @Test func dependenciesRoundTripThroughTheSpecWriter() throws {
        var spec = FeatureSpec.defaultSpec(named: "Catalog")
        spec.dependencies = ["Networking"]
        #expect(try FeatureSpecLoader.load(bytes: Array(spec.jsonText.utf8), file: "spec.json") == spec)
    }

    @Test func aDependencyMustBeALibraryTargetOfThePackage() throws {
        let package = try Self.packageWithNetworking()
        try package.setSpec(Self.withNetworking.replacingOccurrences(of: "[\"Networking\"]", with: "[\"Netwrking\", \"App\"]"))
        let before = try package.read("Package.swift")
        let result = package.sync()
        #expect(result.status == ExitCode.dataError)
        #expect(result.stderr.contains("'Netwrking' is not a library target of this package; did you mean 'Networking'?"))
        #expect(result.stderr.contains("'App' is the composition root and depends on the features"))
        #expect(try package.read("Package.swift") == before)
    }
}
