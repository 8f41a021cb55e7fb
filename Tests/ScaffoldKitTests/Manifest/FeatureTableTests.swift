import Foundation
import Testing

@testable import ScaffoldKit

/// The table form of a manifest (``ManifestForm/table``): migration both ways and every edit
/// the commands make (register, add a dependency, remove), on the Shop example's manifest.
@Suite struct FeatureTableTests {
    /// The Shop example's `Package.swift` (targets form).
    let shop: String
    init() throws {
        shop = try String(
            contentsOf: Golden.repositoryRoot.appendingPathComponent("Examples/Shop/expected/Package.swift"), encoding: .utf8)
    }
    let features = ["Cart", "Catalog", "Notes"].map { FeatureRegistration(name: $0) }

    func table() throws -> String {
        try ManifestEditor(source: shop).converting(to: .table, registrations: features, layout: .features)
    }

    @Test func migratingToTheTableMovesEachFeatureIntoOneLineAndKeepsEveryName() throws {
        let text = try table()
        #expect(text.contains("    Cart: FeatureCore FeatureCoreUI | FeatureCoreTesting\n"))
        #expect(text.contains("    Catalog: FeatureCore FeatureCoreUI Shared | FeatureCoreTesting SharedTesting\n"))
        #expect(!text.contains(".target(name: \"Cart\""))
        #expect(!text.contains(".library(name: \"Cart\""))
        #expect(text.contains("] + features.products,"))
        #expect(text.contains("] + features.targets,"))
        #expect(text.contains("] + features.dependencies,"))
        #expect(try ManifestEditor(source: text).form() == .table)
        let before = try ManifestEditor(source: shop).registeredNames()
        let after = try ManifestEditor(source: text).registeredNames()
        #expect(Set(after.targets) == Set(before.targets))
        #expect(Set(after.products) == Set(before.products))
        #expect(Set(try ManifestEditor(source: text).dependableTargetNames()).isSuperset(of: ["Cart", "Catalog", "Notes"]))
    }

    @Test func migratingBackWritesTheSameManifest() throws {
        let back = try ManifestEditor(source: try table()).converting(to: .targets, registrations: [], layout: .features)
        #expect(back == shop)
    }

    @Test func aNewFeatureIsALineInNameOrderAndAGainedDependencyJoinsItsLine() throws {
        let text = try table()
        let weather = FeatureRegistration.generated(name: "Weather", layout: .features, dependencies: [])
        let dessert = FeatureRegistration.generated(name: "Dessert", layout: .features, dependencies: ["Cart"])
        let result = try ManifestEditor(source: text).registering([weather, dessert], addingToApp: true)
        let lines = result.text.components(separatedBy: "\n").filter {
            $0.hasPrefix("    ") && $0.contains(": ") && $0.contains(" | ")
        }
        #expect(
            lines.map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: ":")[0] } == [
                "Cart", "Catalog", "Dessert", "Notes", "Weather",
            ])
        #expect(result.text.contains("    Dessert: FeatureCore FeatureCoreUI Cart | FeatureCoreTesting\n"))
        #expect(result.proofText != nil)
        // Registering again changes nothing.
        #expect(try ManifestEditor(source: result.text).registering([weather, dessert], addingToApp: true).text == result.text)
        let gained = try ManifestEditor(source: result.text).addingDependency("Notes", toTarget: "Weather")
        #expect(gained.text.contains("    Weather: FeatureCore FeatureCoreUI Notes | FeatureCoreTesting\n"))
        let tests = FeatureRegistration(
            name: "Cart", dependencies: ["FeatureCore"], testDependencies: ["FeatureCoreTesting", "SharedTesting"])
        #expect(
            try ManifestEditor(source: text).registering([tests], addingToApp: true).text.contains(
                "    Cart: FeatureCore FeatureCoreUI | FeatureCoreTesting SharedTesting\n"))
    }

    @Test func removingAFeatureTakesItsLineAndItsNameFromOtherLines() throws {
        let text = try ManifestEditor(source: try table()).addingDependency("Cart", toTarget: "Notes").text
        let removal = try ManifestEditor(source: text).removingFeature(FeatureRegistration(name: "Cart"))
        #expect(!removal.text.contains("Cart"))
        #expect(removal.text.contains("    Notes: FeatureCore FeatureCoreUI Shared | FeatureCoreTesting SharedTesting\n"))
        #expect(removal.dependents == ["Notes"])
        #expect(removal.removed.contains("features: Cart"))
    }

    @Test func aFeatureWithSettingsOfItsOwnStaysWrittenOut() throws {
        let custom = shop.replacingOccurrences(
            of: "path: \"Features/Cart/Sources\", resources: [.process(\"Resources\")])",
            with: "path: \"Features/Cart/Sources\", resources: [.process(\"Resources\")], swiftSettings: [.define(\"CART\")])")
        let text = try ManifestEditor(source: custom).converting(to: .table, registrations: features, layout: .features)
        #expect(text.contains("swiftSettings: [.define(\"CART\")]"))
        #expect(!text.contains("    Cart: "))
        #expect(text.contains("    Notes: "))
        // Still registered, so a sync registers nothing twice.
        let again = try ManifestEditor(source: text).registering(
            [FeatureRegistration.generated(name: "Cart", layout: .features, dependencies: [])], addingToApp: true)
        #expect(!again.text.contains("    Cart: "))
    }

    @Test func aMalformedTableLineIsLocated() throws {
        let broken = try table().replacingOccurrences(of: "    Cart: FeatureCore", with: "    Cart FeatureCore")
        #expect(throws: ManifestEditError.self) { try ManifestEditor(source: broken).registeredNames() }
        do {
            _ = try ManifestEditor(source: broken).registering([FeatureRegistration(name: "Weather")], addingToApp: true)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("feature table line 'Cart FeatureCore"))
            #expect(error.location?.line != nil)
        }
    }

    /// Seeded runs of registrations, dependency additions and removals in random order: the
    /// table's lines stay in name order, the registered names are exactly the features added
    /// and not removed, and migrating to the targets form and back gives the same text.
    @Test(arguments: 0..<20)
    func randomEditsKeepTheTableSortedAndTheFormsEquivalent(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        var text = try ManifestEditor(source: shop).converting(to: .table, registrations: features, layout: .features)
        var expected: Set<String> = ["Cart", "Catalog", "Notes"]
        let pool = (0..<12).map { "F\($0)" } + ["Alpha", "Zulu", "Cart2"]
        for _ in 0..<30 {
            let name = pool.randomElement(using: &random) ?? "F0"
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let registration = FeatureRegistration.generated(
                    name: name, layout: .features, dependencies: Bool.random(using: &random) ? ["Cart"] : [])
                text = try ManifestEditor(source: text).registering([registration], addingToApp: true).text
                expected.insert(name)
            case 1 where expected.contains(name):
                text = try ManifestEditor(source: text).addingDependency("Notes", toTarget: name).text
            default:
                text = try ManifestEditor(source: text).removingFeature(FeatureRegistration(name: name)).text
                expected.remove(name)
            }
            let syntax = try ManifestSyntax.parsed(text)
            let names = try #require(try syntax.featureTable()).names
            #expect(names == names.sorted(), "seed \(seed): \(names)")
            #expect(Set(names) == expected, "seed \(seed)")
            let registered = try ManifestEditor(source: text).registeredNames()
            #expect(Set(registered.products).isSuperset(of: expected))
        }
        let written = try ManifestEditor(source: text).converting(to: .targets, registrations: [], layout: .features)
        #expect(try ManifestEditor(source: written).form() == .targets)
        #expect(
            Set(try ManifestEditor(source: written).registeredNames().products)
                == Set(try ManifestEditor(source: text).registeredNames().products))
        let registrations = expected.sorted().map { FeatureRegistration(name: $0) }
        let back = try ManifestEditor(source: written).converting(to: .table, registrations: registrations, layout: .features)
        #expect(back == text, "seed \(seed)")
    }
}
