import Foundation
import Testing

@testable import ScaffoldKit

/// Regressions a new-user trial of `remove`/`rename` found: features formatted with
/// `--format`, features other features' routes open (`opens`), and `sync --format` run twice.
@Suite struct LifecycleRegressionTests {
    /// A spec whose first route opens Weather (line 5, column 48 is the `"Weather"` literal).
    static let homeSpec = """
        {
          "name": "Home",
          "style": "feature",
          "routes": [
            { "name": "weather", "opens": { "feature": "Weather" } },
            { "name": "about" }
          ]
        }

        """

    /// Stands in for `swift format` with a team configuration: tabs for indentation
    /// (idempotent, like a formatter).
    static let tabs: PackageWorkspace.SourceFormatter = { _ in { path, text in path.hasSuffix(".swift") ? tabbed(text) : text } }

    static func tabbed(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let spaces = line.prefix { $0 == " " }.count
            return String(repeating: "\t", count: spaces / 4) + String(line.dropFirst(spaces - spaces % 4))
        }.joined(separator: "\n")
    }

    /// A package whose Weather files are formatted the way `--format` leaves them.
    static func formattedPackage() throws -> SyncTestPackage {
        let package = try SyncTestPackage.make()
        let workspace = try PackageWorkspace.open(package: package.root, from: package.root, fileSystem: package.fileSystem)
        for file in try #require(try workspace.record(for: "Weather")).files where file.path.hasSuffix(".swift") {
            let text = try #require(try package.read(file.path))
            try package.write(file.path, Self.tabbed(text))
        }
        return package
    }

    @Test func removeCountsTheTeamsFormattingAsScaffoldsNotAsEdits() throws {
        let package = try Self.formattedPackage()
        let workspace = try PackageWorkspace.open(package: package.root, from: package.root, fileSystem: package.fileSystem)
        // Without the formatter the formatting looks like edits; with it, nothing is edited.
        #expect(!(try workspace.removalPlan(feature: "Weather", force: false).edited.isEmpty))
        let removal = try workspace.removalPlan(feature: "Weather", force: false, formatting: Self.tabs)
        #expect(removal.edited.isEmpty)
        #expect(removal.plan.deletedPaths.contains("Features/Weather/Sources/WeatherRoute.swift"))
        // A real edit on top of the formatting still counts.
        try package.edit(
            "Features/Weather/Sources/WeatherRoute.swift", replacing: "import Foundation", with: "import Foundation\n// mine")
        let edited = try workspace.removalPlan(feature: "Weather", force: false, formatting: Self.tabs)
        #expect(edited.edited == ["Features/Weather/Sources/WeatherRoute.swift"])
    }

    @Test func renameOfAFormattedFeatureFormatsTheNewFilesAndStaysInSync() throws {
        let package = try Self.formattedPackage()
        try package.edit(
            "Features/Weather/Sources/WeatherFeature.swift", replacing: "import Foundation", with: "import Foundation\n// mine")
        let workspace = try PackageWorkspace.open(package: package.root, from: package.root, fileSystem: package.fileSystem)
        let targets = Set(try ManifestEditor(source: try workspace.manifestText()).registeredNames().targets)
        let rename = try workspace.renamePlan(from: "Weather", to: "Climate", existingTargets: targets, formatting: Self.tabs)
        // Formatting alone is not reported as the user's edits; the real edit is.
        #expect(rename.formattedOnly.contains("Features/Climate/Sources/ClimateRoute.swift"))
        #expect(!rename.formattedOnly.contains("Features/Climate/Sources/ClimateFeature.swift"))
        try PlanWriter(fileSystem: package.fileSystem).write(rename.plan, mode: .apply)
        for path in rename.plan.paths where path.hasPrefix("Features/Climate/") && path.hasSuffix(".swift") {
            let text = try #require(try package.read(path))
            #expect(!text.contains("\n    "), "\(path) is not formatted")
        }
        #expect(try package.read("Features/Climate/Sources/ClimateFeature.swift")?.contains("import Foundation\n// mine") == true)
        // The features are in sync; the app's composition root (its two sources, its String
        // Catalog and the Xcode scheme's test targets) is the command's to rewrite (RenameCommand does), and check says so in its
        // findings and its summary alike.
        let check = package.check()
        #expect(
            check.stdout.contains("out-of-date       Sources/App/AppComposition.swift: the app's composition root: "),
            "\(check.stdout)")
        #expect(check.stdout.contains("check: out of sync: 4 findings in 0 of 1 feature and the app's composition root\n"))
        #expect(!check.stdout.contains("in sync:"))
    }

    @Test func renameUpdatesEveryRouteThatOpensTheFeature() throws {
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.weatherSpec, Self.homeSpec])
        let before = try package.snapshot()
        let dryRun = package.rename(["Weather", "Climate", "--dry-run"])
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stdout.contains("Features/Home/Home.feature.json"))
        #expect(try package.snapshot() == before)

        let result = package.rename(["Weather", "Climate"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("updated      Features/Home/Home.feature.json: it refers to 'Climate'"))
        #expect(!result.stderr.contains("import 'Weather'"), "the app's composition root is regenerated, not the user's to fix")
        #expect(
            try package.read("Features/Home/Home.feature.json")
                == Self.homeSpec.replacingOccurrences(of: "\"feature\": \"Weather\"", with: "\"feature\": \"Climate\""))
        let app = try #require(try package.read("Sources/App/AppRootView.swift"))
        #expect(!app.contains("Weather") && app.contains("Climate"))
        let check = package.check()
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(package.sync().stdout.contains("already in sync"))
    }

    @Test func removeRefusesAFeatureOtherRoutesOpenNamingEachRoute() throws {
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.weatherSpec, Self.homeSpec])
        let before = try package.snapshot()
        for arguments in [["Weather"], ["Weather", "--force"], ["Weather", "--dry-run"]] {
            let result = package.remove(arguments)
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "error: cannot remove 'Weather': Features/Home/Home.feature.json:5:48 (routes[0].opens.feature) opens it; remove that route or its 'opens' and run 'scaffold sync Home', then remove 'Weather' again; nothing was written\n"
            )
        }
        #expect(try package.snapshot() == before)
        // Home itself can go: nothing opens it.
        #expect(package.remove(["Home"]).status == 0)
    }

    @Test func syncWithAFormatterTwiceWritesNothingTheSecondTime() throws {
        let package = try SyncTestPackage.make()
        let workspace = try PackageWorkspace.open(package: package.root, from: package.root, fileSystem: package.fileSystem)
        var planner = SyncPlanner(fileSystem: package.fileSystem, root: package.root)
        planner.formatter = Self.tabs([])
        // The first sync formats every file; the second finds everything as it left it.
        let first = try workspace.syncPlan(features: [], planner: planner)
        try PlanWriter(fileSystem: package.fileSystem).write(try first.generationPlan(), mode: .apply)
        let formatted = try package.snapshot()
        #expect(formatted.values.contains { $0.contains("\n\tpublic") })
        let second = try workspace.syncPlan(features: [], planner: planner)
        #expect(second.features.allSatisfy { !$0.recordChanges })
        #expect(try second.generationPlan().paths.isEmpty)
        #expect(package.check().status == 0)
    }

    @Test func featureConflictHintDoesNotSendANewFeatureToSync() throws {
        let package = try SyncTestPackage.make(specs: [])
        try package.fileSystem.createDirectory(package.path("Features/Recipes/Sources"), withIntermediates: true)
        try package.write("Features/Recipes/Sources/RecipesFeature.swift", "// mine\n")
        let result = package.feature(["Recipes"])
        #expect(result.status == 1)
        #expect(!result.stderr.contains("scaffold sync"), "\(result.stderr)")
        #expect(result.stderr.contains("'Recipes' is not generated yet"))
    }

    @Test func listCountsExactlyWhatCheckFinds() throws {
        let package = try SyncTestPackage.make()
        // An edit alone: the record would change (its base gets stored), which is not drift.
        try package.edit(
            "Features/Weather/Sources/WeatherRoute.swift", replacing: "import Foundation", with: "import Foundation\n// mine")
        #expect(package.check().status == 0)
        #expect(package.list().stdout.contains("Weather  feature  storage none       in sync"))
        // A spec change: list's count is check's number of findings.
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        let check = package.check(["--json"])
        let json = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any]
        let findings = try #require(json?["drift"] as? [Any]).count
        #expect(findings > 0)
        #expect(
            package.list().stdout.contains("out of sync (\(findings) change\(findings == 1 ? "" : "s");"),
            "\(package.list().stdout)")
    }

    @Test func aNewNameThatClashesPointsAtTheSpecThatExists() throws {
        let package = try SyncTestPackage.make()
        let before = try package.snapshot()
        // The Weather example has a model named Forecast: the module may not take that name.
        let result = package.rename(["Weather", "Forecast"])
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("Features/Weather/Weather.feature.json:"), "\(result.stderr)")
        #expect(result.stderr.contains("'Forecast' clashes with 'Forecast', the feature's module"))
        #expect(try package.snapshot() == before)
    }
}
