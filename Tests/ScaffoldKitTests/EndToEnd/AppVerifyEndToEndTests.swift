import Foundation
import Testing

@testable import ScaffoldKit

/// `scaffold verify` checks the `App` target too (issue 10): on Linux its SwiftUI code sits in
/// `#if canImport(SwiftUI)`, which `swift build` skips, so verify type-checks `Sources/App` and
/// the Xcode app's `@main` source against the stand-ins, importing the features' modules. A
/// package made by `scaffold init` with the Shop example's Catalog feature, built for real.
@Suite struct AppVerifyEndToEndTests {
    @Test func verifyTypeChecksTheAppTargetAndReportsAPlantedErrorInIt() throws {
        let directory = try TemporaryDirectory()
        let root = directory.path + "/Shop"
        let initialized = runTool(["init", "Shop", "--path", root], in: directory.path)
        try #require(initialized.status == 0, "\(initialized.stderr)")
        // Catalog names the example's shared Product and Session (Core/Shared/Shared.spec.json).
        try FileManager.default.createDirectory(atPath: root + "/Core/Shared", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Golden.repositoryRoot.appendingPathComponent("Examples/Shop/specs/Shared.spec.json").path,
            toPath: root + "/" + SharedSpec.path(in: .features))
        let spec = Golden.repositoryRoot.appendingPathComponent("Examples/Shop/specs/Catalog.feature.json").path
        let generated = runTool(["feature", "--spec", spec], in: root)
        try #require(generated.status == 0, "\(generated.stderr)")

        // No names: every feature and the App target.
        let all = runTool(["verify"], in: root)
        #expect(all.status == 0, "\(all.stdout)\n\(all.stderr)")
        #expect(all.stdout.contains("verify: swift build --target App -Xswiftc -warnings-as-errors ... ok"), "\(all.stdout)")
        if !FeatureVerifier.platformCompilesGuardedCode {
            #expect(all.stdout.contains("verify: type-check App against the stand-ins (1 guarded file) ... ok"), "\(all.stdout)")
            #expect(all.stdout.contains("verify: type-check Shop against the stand-ins (1 guarded file) ... ok"), "\(all.stdout)")
            #expect(
                all.stdout.contains("  Sources/App/AppRootView.swift: type-checked against the SwiftUI stand-in\n"),
                "\(all.stdout)")
            #expect(
                all.stdout.contains("  Xcode/ShopApp/ShopApp.swift: type-checked against the SwiftUI stand-in\n"), "\(all.stdout)"
            )
            #expect(all.stdout.contains("  Sources/App/App.swift: built\n"), "\(all.stdout)")
        } else {
            // SwiftPM never compiles the Xcode app's source: on an Apple platform it is parsed only.
            #expect(all.stdout.contains("  Xcode/ShopApp/ShopApp.swift: parsed only\n"), "\(all.stdout)")
        }
        #expect(all.stdout.contains("the App target builds without warnings"), "\(all.stdout)")
        // The shared runtime first: built, its SwiftUI layer type-checked before the features
        // that import it, its own tests run with theirs.
        #expect(all.stdout.contains("verify: swift build --target FeatureCoreTests -Xswiftc -warnings-as-errors ... ok"))
        #expect(
            all.stdout.contains("verify: swift test --filter '^(FeatureCoreTests|CatalogTests|AppTests)\\.'"), "\(all.stdout)")
        #expect(all.stdout.contains("the shared runtime (Core) builds without warnings and its tests pass"), "\(all.stdout)")
        if !FeatureVerifier.platformCompilesGuardedCode {
            let checks = all.stdout.split(separator: "\n").filter { $0.hasPrefix("verify: type-check ") }.map {
                String($0.dropFirst("verify: type-check ".count).prefix { $0 != " " })
            }
            #expect(
                Array(checks.prefix(6)) == [
                    "FeatureCore", "FeatureCoreUI", "FeatureCoreTesting", "Shared", "SharedTesting", "Catalog",
                ],
                "\(checks)")
            #expect(
                all.stdout.contains(
                    "  Core/FeatureCoreUI/Sources/LoadStateSection.swift: type-checked against the SwiftUI stand-in\n"),
                "\(all.stdout)")
        }

        // A planted mistake in the guarded root view fails `verify App` with a located error.
        let view = root + "/Sources/App/AppRootView.swift"
        let text = try String(contentsOfFile: view, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let index = try #require(
            lines.firstIndex { $0.hasSuffix("AppRootView(dependencies: dependencies, opening: launchLink)") })
        var planted = lines
        planted[index] += ".doesNotExist()"
        try planted.joined(separator: "\n").write(toFile: view, atomically: true, encoding: .utf8)
        let failed = runTool(["verify", "App"], in: root)
        #expect(failed.status != 0)
        let column = lines[index].count + 2
        let expectedLine =
            FeatureVerifier.platformCompilesGuardedCode
            ? "Sources/App/AppRootView.swift:\(index + 1):"
            : "Sources/App/AppRootView.swift:\(index + 1):\(column): error: value of type 'AppRootView' has no member 'doesNotExist'"
        #expect(failed.stderr.contains(expectedLine), "\(failed.stdout)\n\(failed.stderr)")
        #expect(failed.stderr.contains("error: verification failed"))
    }
}
