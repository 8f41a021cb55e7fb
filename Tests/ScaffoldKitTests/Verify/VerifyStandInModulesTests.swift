import Testing

@testable import ScaffoldKit

/// `verify --sdk` off a Mac checks a SwiftData feature's guarded tests against the stand-ins,
/// with the feature emitted again there; the feature imports the shared runtime, so the runtime
/// is emitted against the stand-ins first (without it every runtime type was "not in scope").
@Suite struct VerifyStandInModulesTests {
    static func module(_ name: String, isTests: Bool = false, isImported: Bool = false) -> FeatureVerifier.GuardedModule {
        FeatureVerifier.GuardedModule(
            module: StandInTypeCheck.Module(name: name, files: []), guardedPaths: [], isTests: isTests,
            isImported: isImported)
    }

    @Test func theRuntimeIsEmittedBeforeATestedFeature() {
        let modules = [
            Self.module("FeatureCore", isImported: true), Self.module("FeatureCoreUI", isImported: true),
            Self.module("Notes"), Self.module("Pantry"), Self.module("PantryTests", isTests: true), Self.module("App"),
        ]
        let checked = FeatureVerifier.standInModules(besideSDK: modules, testing: ["Pantry"]).map(\.module.name)
        #expect(checked == ["FeatureCore", "FeatureCoreUI", "Pantry", "PantryTests"])
    }

    @Test func withoutGuardedTestsNothingIsCheckedAgainstTheStandIns() {
        let modules = [Self.module("FeatureCoreUI", isImported: true), Self.module("Notes")]
        #expect(FeatureVerifier.standInModules(besideSDK: modules, testing: []).isEmpty)
    }
}

/// A file's proof names every stand-in it was checked against: the runtime's command feedback
/// imports Accessibility (VoiceOver announcements) beside SwiftUI.
@Suite struct StandInProofNamesTests {
    @Test func aFileImportingAccessibilityNamesItsStandIn() {
        let text = "#if canImport(SwiftUI)\nimport Accessibility\npublic import SwiftUI\n#endif\n"
        #expect(FeatureVerifier.standIns(importedBy: text) == ["SwiftUI", "Accessibility"])
        #expect(FeatureVerifier.standIns(importedBy: "#if canImport(SwiftData)\n#endif\n") == ["SwiftData"])
    }
}
