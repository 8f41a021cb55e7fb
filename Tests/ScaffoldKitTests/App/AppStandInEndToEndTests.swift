import Foundation
import Testing

@testable import ScaffoldKit

/// The multi-feature example's app, UI included, type-checked against the SwiftUI and SwiftData
/// stand-ins (``StandInTypeCheck``): each feature module is emitted against them, then the
/// composition root (`Sources/App`, which imports every feature) and the Xcode app target's
/// `@main` source (which imports `App`). Proves the code is well-typed against the declarations
/// the stand-ins transcribe; running it still needs an Apple platform.
@Suite struct AppStandInEndToEndTests {
    static func module(_ name: String, folder: String, emits: Bool) throws -> StandInTypeCheck.Module {
        let root = Golden.repositoryRoot.appendingPathComponent("Examples/Shop/expected/" + folder).path
        let files = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }.sorted().map {
            StandInTypeCheck.SourceFile(
                path: root + "/" + $0, contents: try String(contentsOfFile: root + "/" + $0, encoding: .utf8))
        }
        // A feature's String Catalog makes SwiftPM give its module `Bundle.module`.
        let hasResources = FileManager.default.fileExists(atPath: root + "/Resources/" + StringCatalog.fileName)
        return StandInTypeCheck.Module(name: name, files: files, emitsModule: emits, hasResources: hasResources)
    }

    @Test func shopAppAndItsEntryPointTypeCheckAgainstTheStandIns() throws {
        // Its own scratch folder: the shared harness checks the same feature folders (as modules
        // of the same names) in parallel suites.
        guard let swiftc = ToolProcess.find("swiftc", environment: ProcessInfo.processInfo.environment) else {
            throw CommandFailure("swiftc is not on PATH")
        }
        let scratch = try TemporaryDirectory()
        let typeCheck = StandInTypeCheck(swiftc: swiftc, scratch: scratch.path)
        let prepared = try typeCheck.prepare()
        let modules = [
            // The shared runtime first: every feature imports it.
            try Self.module("FeatureCore", folder: "Core/FeatureCore/Sources", emits: true),
            try Self.module("FeatureCoreUI", folder: "Core/FeatureCoreUI/Sources", emits: true),
            try Self.module("Shared", folder: "Core/Shared/Sources", emits: true),
            try Self.module("Catalog", folder: "Features/Catalog/Sources", emits: true),
            try Self.module("Cart", folder: "Features/Cart/Sources", emits: true),
            try Self.module("Notes", folder: "Features/Notes/Sources", emits: true),
            try Self.module("App", folder: "Sources/App", emits: true),
            try Self.module("Shop", folder: "Xcode/ShopApp", emits: false),
        ]
        for module in modules {
            let result = try typeCheck.check(module, with: prepared)
            #expect(result.succeeded, "\(module.name) does not type-check against the stand-ins:\n\(result.output)")
            print(
                "stand-in type-check \(module.name): \(result.succeeded ? "ok" : "FAILED") (\(String(format: "%.2f", result.seconds)) s)"
            )
        }
        // Not vacuous: the SwiftUI code is compiled, so a planted mistake in it is caught.
        var planted = try Self.module("App", folder: "Sources/App", emits: false)
        planted.files = planted.files.map { file in
            var file = file
            // Catalog hosted over Cart's kept model: the kept models' types are checked.
            file.contents = file.contents.replacingOccurrences(
                of: "Catalog.CatalogScreen(feature: models.catalogModel,",
                with: "Catalog.CatalogScreen(feature: models.cartModel,")
            return file
        }
        #expect(planted.files != (try Self.module("App", folder: "Sources/App", emits: false)).files)
        #expect(try typeCheck.check(planted, with: prepared).succeeded == false)
    }

    /// The root hosts a feature of every style over the model it keeps (`AppFeatureModels`):
    /// Shop's features (style `feature`, one with storage and a cross-feature route) plus an
    /// `mvvm` and an `mvi` feature with a route, rendered in memory by `init` and `feature`, then
    /// each feature and the App target type-checked against the stand-ins.
    @Test func theRootOfEveryStyleTypeChecksAgainstTheStandIns() throws {
        guard let swiftc = ToolProcess.find("swiftc", environment: ProcessInfo.processInfo.environment) else {
            throw CommandFailure("swiftc is not on PATH")
        }
        let (package, _) = try AppCompositionTests.shop()
        for (name, style) in [("Profile", "mvvm"), ("Counter", "mvi")] {
            let spec =
                #"{"name": "\#(name)", "style": "\#(style)", "clients": [{"name": "\#(name)", "methods": [{"name": "load", "returns": "[String]"}]}], "routes": [{"name": "detail", "parameters": [{"name": "id", "type": "Int"}]}]}"#
            try package.fileSystem.writeText("/specs/\(name).feature.json", spec)
            let result = package.feature(["--spec", "/specs/\(name).feature.json"])
            try #require(result.status == ExitCode.success, "\(result.stderr)")
        }
        let snapshot = try package.snapshot()
        func module(_ name: String, folder: String) -> StandInTypeCheck.Module {
            let prefix = "/Shop/\(folder)/"
            let files = snapshot.keys.filter {
                $0.hasPrefix(prefix) && $0.hasSuffix(".swift") && !$0.dropFirst(prefix.count).contains("/")
            }
            .sorted().map { StandInTypeCheck.SourceFile(path: $0, contents: snapshot[$0] ?? "") }
            let hasResources = snapshot.keys.contains(prefix + "Resources/" + StringCatalog.fileName)
            return StandInTypeCheck.Module(name: name, files: files, emitsModule: true, hasResources: hasResources)
        }
        let scratch = try TemporaryDirectory()
        let typeCheck = StandInTypeCheck(swiftc: swiftc, scratch: scratch.path)
        let prepared = try typeCheck.prepare()
        let modules =
            [
                module("FeatureCore", folder: "Core/FeatureCore/Sources"),
                module("FeatureCoreUI", folder: "Core/FeatureCoreUI/Sources"),
                module("Shared", folder: "Core/Shared/Sources"),
            ]
            + ["Catalog", "Cart", "Notes", "Profile", "Counter"].map { module($0, folder: "Features/\($0)/Sources") }
            + [module("App", folder: "Sources/App")]
        for module in modules {
            #expect(!module.files.isEmpty, "\(module.name) has no sources")
            let result = try typeCheck.check(module, with: prepared)
            #expect(result.succeeded, "\(module.name) does not type-check against the stand-ins:\n\(result.output)")
        }
        let root = try #require(snapshot["/Shop/Sources/App/AppRootView.swift"])
        #expect(root.contains("Profile.ProfileRouteView(viewModel: models.profileModel, ownsNavigationStack: true)"))
        #expect(root.contains("Counter.CounterScreen(store: models.counterModel, ownsNavigationStack: true)"))
    }
}
