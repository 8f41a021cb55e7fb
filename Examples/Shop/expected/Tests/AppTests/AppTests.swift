import Testing
@testable import App

@Suite struct AppCompositionTests {
    @Test func appNameIsThePackageName() {
        #expect(AppComposition.appName == "Shop")
    }
}
