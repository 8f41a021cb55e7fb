import Foundation
import Testing

@testable import ScaffoldKit

/// `scaffold feature`, `sync` and `check` in the `mvvm` and `mvi` styles, on an in-memory
/// package: the commands are style-agnostic (the style comes from the saved spec, or from
/// `.scaffold/config.json` for a default spec). The real build is in ``GeneratedPackageEndToEndTests``.
@Suite struct StyleCommandTests {
    static let styles = ["mvvm", "mvi"]

    /// The Weather spec (optionally the one with an added route and method) in `style`.
    static func weather(_ style: String, changed: Bool = false) -> String {
        (changed ? SyncTestPackage.weatherSpecWithRouteAndMethod : SyncTestPackage.weatherSpec)
            .replacingOccurrences(of: "\"style\": \"feature\"", with: "\"style\": \"\(style)\"")
    }

    /// The file each style's model lives in.
    static func modelFile(_ style: String, feature: String) -> String {
        "Features/\(feature)/Sources/\(feature)" + (style == "mvvm" ? "ViewModel.swift" : "Store.swift")
    }

    @Test(arguments: styles)
    func defaultFeatureTakesTheConfiguredStyle(_ style: String) throws {
        let package = try SyncTestPackage.make(specs: [])
        try package.write(ProjectConfig.relativePath, ProjectConfig(layout: .features, style: style).json)
        let result = package.feature(["Recipes"])
        #expect(result.status == ExitCode.success, "\(result.stderr)")
        let spec = try #require(try package.read("Features/Recipes/Recipes.feature.json"))
        #expect(spec.contains("\"style\": \"\(style)\""))
        #expect(try package.read(Self.modelFile(style, feature: "Recipes")) != nil)
        #expect(try package.read("Features/Recipes/Sources/RecipesFeature.swift") == nil)
        let record = try #require(try package.read(OwnershipRecord.path(forFeature: "Recipes")))
        #expect(record.contains("\nstyle \(style)\n"))
        #expect(package.check().status == ExitCode.success)
    }

    @Test(arguments: styles)
    func syncMergesSpecChangesAndHandEdits(_ style: String) throws {
        let package = try SyncTestPackage.make(specs: [Self.weather(style)])
        #expect(package.check().status == ExitCode.success)
        let models = "Features/Weather/Sources/WeatherModels.swift"
        try package.edit(
            models, replacing: "public struct City: ", with: "/// A city we forecast (edited by hand)\npublic struct City: ")
        try package.setSpec(Self.weather(style, changed: true))
        #expect(package.check().status == ExitCode.failure)

        let result = package.sync()
        #expect(result.status == ExitCode.success, "\(result.stderr)")
        let route = try #require(try package.read("Features/Weather/Sources/WeatherRoute.swift"))
        #expect(route.contains("case settings"))
        let model = try #require(try package.read(Self.modelFile(style, feature: "Weather")))
        #expect(model.contains("alerts"))
        #expect(try package.read(models)?.contains("/// A city we forecast (edited by hand)") == true)
        #expect(package.check().status == ExitCode.success)
        let before = try package.snapshot()
        #expect(package.sync().status == ExitCode.success)
        #expect(try package.snapshot() == before)
    }

    @Test func changingTheStyleReplacesTheGeneratedFiles() throws {
        let package = try SyncTestPackage.make(specs: [Self.weather("mvvm")])
        try package.setSpec(Self.weather("mvi"))
        let result = package.sync()
        #expect(result.status == ExitCode.success, "\(result.stderr)")
        #expect(try package.read(Self.modelFile("mvi", feature: "Weather")) != nil)
        #expect(try package.read(Self.modelFile("mvvm", feature: "Weather")) == nil)
        #expect(package.check().status == ExitCode.success)
    }
}
