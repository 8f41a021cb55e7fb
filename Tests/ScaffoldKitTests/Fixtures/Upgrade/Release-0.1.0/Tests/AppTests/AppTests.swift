import Testing
@testable import App

@Suite struct AppCompositionTests {
    @Test func appNameIsThePackageName() {
        #expect(AppComposition.appName == "Upgrade")
    }

    #if DEBUG
        /// The root keeps each feature's screen state: `AppRootView` hosts every feature over the
        /// model `AppFeatureModels` keeps, made when the feature is first shown (and no other);
        /// showing it again (another tab or sidebar item, then back; a size-class change) gets the
        /// same instance. Debug builds: it uses the preview dependencies.
        @MainActor
        @Test func theRootMakesEachFeaturesModelOnceAndKeepsItAcrossSelectionChanges() {
            Self.expectModelsKept(
                by: AppFeatureModels(dependencies: .preview()), model: AppFeature.model(in:),
                hasModel: AppFeature.hasModel(in:))
        }

        /// Shows every feature in turn, then again in reverse order, expecting one model per
        /// feature, made on its first show and returned on every later one. Generic over the
        /// feature type: while the root shows no feature, `AppFeature` has no value, and Swift
        /// warns about code that handles one.
        @MainActor
        static func expectModelsKept<Feature: CaseIterable & Sendable>(
            by models: AppFeatureModels, model: (Feature) -> (AppFeatureModels) -> AnyObject,
            hasModel: (Feature) -> (AppFeatureModels) -> Bool
        ) {
            var shown: [ObjectIdentifier] = []
            for feature in Feature.allCases {
                #expect(!hasModel(feature)(models), "\(feature)'s model was made before it was shown")
                shown.append(ObjectIdentifier(model(feature)(models)))
                #expect(Feature.allCases.filter { hasModel($0)(models) }.count == shown.count)
            }
            #expect(Set(shown).count == shown.count, "two features share a model")
            for (feature, first) in zip(Feature.allCases, shown).reversed() {
                #expect(ObjectIdentifier(model(feature)(models)) == first, "\(feature) got a new model when shown again")
            }
        }
    #endif
}
