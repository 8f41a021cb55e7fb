import Testing

@testable import ScaffoldKit

/// `verify` runs the features' tests and, in a package with the `App` composition root, the
/// `AppTests` that `scaffold init` generates (they were never run before).
@Suite struct VerifyTestFilterTests {
    @Test func theAppsTestsRunWithTheFeatures() {
        #expect(
            FeatureVerifier.testFilter(["WeatherTests", "NotesTests"], includingApp: true)
                == #"^(WeatherTests|NotesTests|AppTests)\."#)
        #expect(FeatureVerifier.testFilter(["WeatherTests"], includingApp: false) == #"^(WeatherTests)\."#)
    }
}
