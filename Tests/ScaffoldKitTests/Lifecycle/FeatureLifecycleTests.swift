import Foundation
import Testing

@testable import ScaffoldKit

/// Runs a lifecycle command in-process against a ``SyncTestPackage``.
func runCommand(
    _ package: SyncTestPackage, _ body: (CommandLineTool.Context, any FileSystem) throws(CommandFailure) -> Int32
) -> SyncTestPackage.Result {
    let out = BufferedOutput(), err = BufferedOutput()
    let context = CommandLineTool.Context(
        environment: [:], currentDirectory: package.root, stdout: out, stderr: err, useColor: false, stdinIsTerminal: false)
    let status: Int32
    do {
        status = try body(context, package.fileSystem)
    } catch {
        status = context.fail(error)
    }
    return SyncTestPackage.Result(status: status, stdout: out.text, stderr: err.text)
}

extension SyncTestPackage {
    func list(_ arguments: [String] = []) -> Result {
        runCommand(self) { context, fs throws(CommandFailure) in
            try ListCommand.run(arguments + ["--package", root], context, fileSystem: fs)
        }
    }
    func remove(_ arguments: [String]) -> Result {
        runCommand(self) { context, fs throws(CommandFailure) in
            try RemoveCommand.run(arguments + ["--package", root], context, fileSystem: fs)
        }
    }
    func rename(_ arguments: [String]) -> Result {
        runCommand(self) { context, fs throws(CommandFailure) in
            try RenameCommand.run(arguments + ["--package", root], context, fileSystem: fs)
        }
    }
    static let notesSpec = #"{ "name": "Notes", "style": "mvvm" }"#
}

@Suite struct FeatureListTests {
    @Test func listsFeaturesWithStyleStorageAndSyncState() throws {
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.weatherSpec, SyncTestPackage.notesSpec])
        var result = package.list()
        #expect(result.status == 0)
        #expect(
            result.stdout
                == "Notes    mvvm     storage none       in sync\nWeather  feature  storage none       in sync\nCore     shared runtime (FeatureCore…)   in sync\nApp      composition root (Sources/App)  in sync\n"
        )
        // A spec that changed since the last sync is out of sync (edits alone are not).
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        result = package.list(["--json"])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let rows = try #require(json?["features"] as? [[String: Any]])
        #expect(rows.map { $0["name"] as? String } == ["Notes", "Weather"])
        #expect(rows.map { $0["inSync"] as? Bool } == [true, false])
        #expect(rows.map { $0["style"] as? String } == ["mvvm", "feature"])
        #expect(rows[1]["spec"] as? String == "Features/Weather/Weather.feature.json")
    }

    /// `list` and `check` agree about the app's composition root: a spec's `app.title` edit
    /// makes it stale for both; `sync` counts its merge; `check --json` warnings carry no empty diff.
    @Test func listAndCheckAgreeAboutTheCompositionRoot() throws {
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.weatherSpec])
        try package.edit(
            "Sources/App/AppComposition.swift", replacing: "public enum AppFeature",
            with: "// mine\npublic enum AppFeature")
        let spec = try #require(try package.read("Features/Weather/Weather.feature.json"))
        try package.setSpec(String(spec.dropLast(2)) + ",\n  \"app\": { \"title\": \"Forecast\" }\n}\n")
        #expect(package.check().status == ExitCode.failure)
        // The title is in AppComposition.swift, AppRootView.swift and the App's String Catalog.
        #expect(
            package.list().stdout.contains(
                "App      composition root (Sources/App)  out of sync (3 changes; see 'scaffold check')"))
        let synced = package.sync()
        #expect(synced.status == 0, "\(synced.stdout)\(synced.stderr)")
        #expect(synced.stdout.contains("merged 1,"), "\(synced.stdout)")
        #expect(package.list().stdout.contains("App      composition root (Sources/App)  in sync"))
        #expect(package.check().status == 0)

        // A warning without a diff (a spec's unwired part) has no "diff" key in the JSON.
        var report = DriftReport(plan: SyncPlan(root: "/", features: []))
        report.warnings = [DriftReport.Item(feature: "Weather", path: "W.json:1:2", state: .unwired, message: "m", diff: "")]
        #expect(!report.json().contains("\"diff\""))
        report.warnings[0].diff = "--- a\n"
        #expect(report.json().contains("\"diff\" : \"--- a\\n\""))
    }

    @Test func anEmptyPackageSaysSo() throws {
        let package = try SyncTestPackage.make(specs: [])
        #expect(package.list().stdout.hasPrefix("No features in /pkg"))
    }
}

@Suite struct FeatureRemoveTests {
    @Test func removesFilesRecordSpecAndManifestEntries() throws {
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.weatherSpec, SyncTestPackage.notesSpec])
        let result = package.remove(["Weather"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Removed feature 'Weather'"))
        let snapshot = try package.snapshot()
        #expect(!snapshot.keys.contains { $0.contains("Weather") })
        #expect(!package.fileSystem.exists(package.path("Features/Weather")))
        let manifest = try #require(try package.read("Package.swift"))
        #expect(!manifest.contains("Weather"))
        #expect(manifest.contains("            dependencies: [\n                \"Notes\",\n            ],\n"), "\(manifest)")
        #expect(manifest.contains(".library(name: \"Notes\""))
        #expect(package.check().status == 0)
    }

    @Test func refusesEditedFilesUnlessForced() throws {
        let package = try SyncTestPackage.make()
        try package.edit(
            "Features/Weather/Sources/WeatherRoute.swift", replacing: "import Foundation", with: "import Foundation\n// mine")
        // Even once sync has merged and recorded the edit, it is the user's work.
        #expect(package.sync().status == 0)
        let before = try package.snapshot()
        let refused = package.remove(["Weather"])
        #expect(refused.status == 1)
        #expect(refused.stdout.contains("edited       Features/Weather/Sources/WeatherRoute.swift"))
        #expect(refused.stderr.contains("nothing was written"))
        #expect(try package.snapshot() == before)
        let forced = package.remove(["Weather", "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(!package.fileSystem.exists(package.path("Features/Weather/Sources/WeatherRoute.swift")))
    }

    @Test func keepsTheUsersOwnFilesAndRefusesWithoutForce() throws {
        let package = try SyncTestPackage.make()
        try package.write("Features/Weather/Tests/MyTests.swift", "// mine\n")
        #expect(package.remove(["Weather"]).status == 1)
        let forced = package.remove(["Weather", "--force"])
        #expect(forced.status == 0)
        #expect(forced.stderr.contains("kept 1 file scaffold did not generate: Features/Weather/Tests/MyTests.swift"))
        #expect(try package.read("Features/Weather/Tests/MyTests.swift") == "// mine\n")
    }

    @Test func dryRunWritesNothing() throws {
        let package = try SyncTestPackage.make()
        let before = try package.snapshot()
        let result = package.remove(["Weather", "--dry-run"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("delete    Features/Weather/Sources/WeatherRoute.swift"))
        #expect(
            result.stdout.contains(
                "-        .target(name: \"Weather\", dependencies: [\"FeatureCore\", \"FeatureCoreUI\"], path: \"Features/Weather/Sources\", resources: [.process(\"Resources\")]),"
            ))
        #expect(try package.snapshot() == before)
    }

    @Test func unknownFeatureIsAUsageError() throws {
        let package = try SyncTestPackage.make()
        let result = package.remove(["Wether"])
        #expect(result.status == ExitCode.usage)
        #expect(result.stderr.contains("did you mean 'Weather'?"))
    }

    @Test func refusesWhenAnotherTargetDependsOnTheFeature() throws {
        let package = try SyncTestPackage.make()
        let manifest = try #require(try package.read("Package.swift"))
        try package.write(
            "Package.swift",
            manifest.replacingOccurrences(
                of: "        .target(name: \"Weather\",",
                with: "        .target(name: \"Shell\", dependencies: [\"Weather\"]),\n        .target(name: \"Weather\","))
        let before = try package.snapshot()
        let result = package.remove(["Weather", "--force"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("'Shell' depends on 'Weather'"))
        #expect(try package.snapshot() == before)
    }
}

@Suite struct FeatureRenameTests {
    @Test func renamesEverythingAndKeepsEdits() throws {
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.weatherSpec, SyncTestPackage.notesSpec])
        try package.edit(
            "Features/Weather/Sources/WeatherFeature.swift", replacing: "import Foundation",
            with: "import Foundation\n\n/// The weather feature, hand-tuned.\nlet weatherRetries = 3")
        try package.write(
            "Features/Weather/Tests/WeatherExtraTests.swift",
            "import Testing\n@testable import Weather\n\n@Test func extra() { _ = WeatherRoute.self }\n")
        let result = package.rename(["Weather", "Climate"])
        #expect(result.status == 0, "\(result.stderr)")
        let snapshot = try package.snapshot()
        #expect(!snapshot.keys.contains { $0.contains("Weather") })
        let feature = try #require(try package.read("Features/Climate/Sources/ClimateFeature.swift"))
        #expect(feature.contains("/// The climate feature, hand-tuned.\nlet climateRetries = 3"))
        #expect(feature.contains("final class ClimateFeature"))
        #expect(
            try package.read("Features/Climate/Tests/ClimateExtraTests.swift")
                == "import Testing\n@testable import Climate\n\n@Test func extra() { _ = ClimateRoute.self }\n")
        let spec = try #require(try package.read("Features/Climate/Climate.feature.json"))
        #expect(
            spec == SyncTestPackage.weatherSpec.replacingOccurrences(of: "\"name\": \"Weather\"", with: "\"name\": \"Climate\""))
        let manifest = try #require(try package.read("Package.swift"))
        #expect(!manifest.contains("Weather"))
        #expect(
            manifest.contains(
                ".target(name: \"Climate\", dependencies: [\"FeatureCore\", \"FeatureCoreUI\"], path: \"Features/Climate/Sources\", resources: [.process(\"Resources\")])"
            ))
        #expect(manifest.contains(".library(name: \"Climate\", targets: [\"Climate\"])"))
        #expect(manifest.contains("dependencies: [\n                \"Notes\",\n                \"Climate\",\n"))
        #expect(package.check().status == 0, "\(package.check().stdout)")
        #expect(package.list().stdout.contains("Climate  feature  storage none       in sync"))
    }

    /// A SwiftData feature's store is named after the feature: a rename records the old name as
    /// `storage.storeName`, so the renamed feature still opens its users' existing store; a second
    /// rename keeps it.
    @Test func renamingASwiftDataFeatureKeepsItsStoreName() throws {
        let library =
            #"{"name": "Library", "storage": {"kind": "swiftdata", "models": [{"name": "Book", "properties": [{"name": "id", "type": "UUID"}, {"name": "title", "type": "String"}]}]}}"#
        let package = try SyncTestPackage.make(specs: [library])
        let persistence = "Features/Library/Sources/LibraryStorage+SwiftData.swift"
        let before = try #require(try package.read(persistence))
        #expect(before.contains("ModelConfiguration.featureStore(\n            named: \"Library\", schema: schema"))

        let result = package.rename(["Library", "Shelf"])
        #expect(result.status == 0, "\(result.stderr)")
        let spec = try #require(try package.read("Features/Shelf/Shelf.feature.json"))
        #expect(spec.contains(#""storage": {"storeName": "Library", "kind": "swiftdata""#), "\(spec)")
        let sources = try package.snapshot().filter { $0.key.hasPrefix("/pkg/Features/Shelf/Sources/") }.values
        #expect(sources.contains { $0.contains(#"named: "Library", schema: schema"#) })
        #expect(!sources.contains { $0.contains(#"named: "Shelf""#) })
        #expect(package.check().status == 0, "\(package.check().stdout)")

        #expect(package.rename(["Shelf", "Archive"]).status == 0)
        let again = try #require(try package.read("Features/Archive/Archive.feature.json"))
        #expect(again.contains(#""storeName": "Library""#) && !again.contains(#""storeName": "Shelf""#))
    }

    /// Multi-line specs get the member on its own line, indented like the others.
    @Test func theRecordedStoreNameFollowsTheSpecsLayout() throws {
        let spec = "{\n  \"name\": \"Library\",\n  \"storage\": {\n    \"kind\": \"swiftdata\"\n  }\n}\n"
        #expect(
            try FeatureRenaming.renamingSpec(spec, to: "Shelf", file: "s.json")
                == "{\n  \"name\": \"Shelf\",\n  \"storage\": {\n    \"storeName\": \"Library\",\n    \"kind\": \"swiftdata\"\n  }\n}\n"
        )
        let memory = #"{"name": "Library", "storage": {"kind": "memory"}}"#
        #expect(
            try FeatureRenaming.renamingSpec(memory, to: "Shelf", file: "s.json")
                == #"{"name": "Shelf", "storage": {"kind": "memory"}}"#)
    }

    /// `storeName` is a located error where it cannot apply or cannot name a file.
    @Test(arguments: [
        (
            #"{"name": "Shelf", "storage": {"kind": "memory", "storeName": "Library"}}"#,
            "'storeName' names the SwiftData store's file, and kind 'memory' has none"
        ),
        (
            #"{"name": "Shelf", "storage": {"kind": "swiftdata", "storeName": "my/../store", "models": [{"name": "Book", "properties": [{"name": "title", "type": "String"}]}]}}"#,
            "storeName 'my/../store' is not a store name"
        ),
    ])
    func storeNameErrorsAreLocated(spec: String, message: String) {
        do {
            _ = try FeatureSpecLoader.load(bytes: Array(spec.utf8), file: "Shelf.json")
            Issue.record("accepted: \(spec)")
        } catch {
            #expect(
                error.diagnostics.contains { $0.description.hasPrefix("Shelf.json:1:") && $0.message.contains(message) },
                "\(error)")
        }
    }

    @Test func validatesTheNewNameLikeANewFeature() throws {
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.weatherSpec, SyncTestPackage.notesSpec])
        let before = try package.snapshot()
        for (name, message) in [
            ("Notes", "already exists"), ("App", "invalid feature name 'App'"), ("2Fast", "invalid feature name '2Fast'"),
            ("Weather", "already named"),
        ] {
            let result = package.rename(["Weather", name])
            #expect(result.status == ExitCode.usage, "\(name)")
            #expect(result.stderr.contains(message), "\(name): \(result.stderr)")
        }
        #expect(try package.snapshot() == before)
    }

    @Test func dryRunWritesNothing() throws {
        let package = try SyncTestPackage.make()
        let before = try package.snapshot()
        let result = package.rename(["Weather", "Climate", "--dry-run"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("create    Features/Climate/Sources/ClimateRoute.swift"))
        #expect(result.stdout.contains("delete    Features/Weather/Sources/WeatherRoute.swift"))
        #expect(try package.snapshot() == before)
    }

    @Test func renamingReplacesNamesOnlyAtWordEnds() {
        #expect(
            FeatureRenaming.rename(
                "WeatherFeature weather Weathering weatherClient InMemoryWeatherStore", from: "Weather", to: "Sky")
                == "SkyFeature sky Weathering skyClient InMemorySkyStore")
    }
}
