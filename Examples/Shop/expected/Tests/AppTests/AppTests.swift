import Testing
@testable import App

@Suite struct AppCompositionTests {
    @Test func appNameIsThePackageName() {
        #expect(AppComposition.appName == "Shop")
    }

    #if DEBUG
        /// The root keeps each feature's screen state: `AppRootView` hosts every feature over the
        /// model `AppFeatureModels` keeps, made when the feature is first shown (and no other);
        /// showing it again (another tab or sidebar item, then back; a size-class change) gets the
        /// same instance. Debug builds: it uses the preview dependencies.
        @MainActor
        @Test func theRootMakesEachFeaturesModelOnceAndKeepsItAcrossSelectionChanges() {
            let models = AppFeatureModels(dependencies: .preview())
            var shown: [AnyObject] = []
            for feature in AppFeature.allCases {
                #expect(!models.hasMadeModel(for: feature), "\(feature)'s model was made before it was shown")
                shown.append(models.model(for: feature))
                #expect(AppFeature.allCases.filter { models.hasMadeModel(for: $0) }.count == shown.count)
            }
            #expect(Set(shown.map(ObjectIdentifier.init)).count == shown.count, "two features share a model")
            for (feature, model) in zip(AppFeature.allCases, shown).reversed() {
                #expect(models.model(for: feature) === model, "\(feature) got a new model when shown again")
            }
        }
    #endif
}
