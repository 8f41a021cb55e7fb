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
                == #".target(name: "Weather", dependencies: ["Networking", "DesignSystem"], path: "Features/Weather/Sources")"#)
    }

    @Test func syncAddsADependencyTheSpecGained() throws {
        let package = try SyncTestPackage.make()
        #expect(try package.read("Package.swift")?.contains(#"dependencies: ["Networking"]"#) == false)
        try package.setSpec(Self.withNetworking)
        #expect(package.check().status == ExitCode.failure)
        let result = package.sync()
        #expect(result.status == ExitCode.success, "\(result.stderr)")
        let manifest = try #require(try package.read("Package.swift"))
        #expect(manifest.contains(#".target(name: "Weather", dependencies: ["Networking"], path: "Features/Weather/Sources")"#))
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
}
