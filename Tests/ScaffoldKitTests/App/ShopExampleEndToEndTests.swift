import Foundation
import Testing

@testable import ScaffoldKit

/// The multi-feature example for real: `Examples/Shop/expected` (what `scaffold init Shop` and
/// three `scaffold feature --spec` runs produce: a client feature, a SwiftData feature and one
/// with a route into another, over the shared runtime in `Core/`) builds with warnings as errors,
/// tests included, and its tests pass, the runtime's included.
@Suite struct ShopExampleEndToEndTests {
    @Test(.timeLimit(.minutes(10)))
    func shopBuildsWithWarningsAsErrorsAndItsTestsPass() throws {
        guard let swift = ManifestVerifier.findExecutable("swift", path: BoundedSwift.path) else {
            return
        }
        let scratch = try TemporaryDirectory()
        let root = PathComponents.join(scratch.path, "Shop")
        try FileManager.default.copyItem(
            atPath: Golden.repositoryRoot.appendingPathComponent("Examples/Shop/expected").path, toPath: root)
        let build = try ManifestVerifier.runProcess(swift, ["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], root)
        #expect(build.status == 0, "swift build failed:\n\(build.standardOutput)\n\(build.standardError)")
        let test = try ManifestVerifier.runProcess(swift, ["test", "--skip-build"], root)
        #expect(test.status == 0, "swift test failed:\n\(test.standardOutput)\n\(test.standardError)")
        // The shared runtime's own tests (FeatureCoreTests) run with the features'.
        for suite in ["CatalogFeatureTests", "CartStoreTests", "NotesFeatureTests", "AppCompositionTests", "OperationRunsTests"] {
            #expect((test.standardOutput + test.standardError).contains(suite))
        }
        // The root's kept models (AppFeatureModels), tested in the app's own tests.
        #expect(
            (test.standardOutput + test.standardError).contains(
                "Test theRootMakesEachFeaturesModelOnceAndKeepsItAcrossSelectionChanges() passed"))
    }
}
