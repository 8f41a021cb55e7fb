import Foundation
import Testing

@testable import ScaffoldKit

/// The app's composition root and root navigation (`Sources/App/AppComposition.swift`,
/// `Sources/App/AppRootView.swift`) as `scaffold init`, `feature`, `sync` and `check` keep them,
/// on an in-memory package built from `Examples/Shop`.
@Suite struct AppCompositionTests {
    static let composition = "Sources/App/AppComposition.swift"
    static let rootView = "Sources/App/AppRootView.swift"
    static let userFile = "Sources/App/App.swift"
    static let names = ["Catalog", "Cart", "Notes"]

    static func exampleText(_ relative: String) throws -> String {
        try String(contentsOf: Golden.repositoryRoot.appendingPathComponent("Examples/Shop/\(relative)"), encoding: .utf8)
    }

    /// `scaffold init Shop`, the example's config, then `scaffold feature --spec` for each of its
    /// specs, in-process.
    static func shop() throws -> (SyncTestPackage, [String]) {
        let fileSystem = InMemoryFileSystem()
        try PlanWriter(fileSystem: fileSystem).write(try PackageBootstrap.plan(name: "Shop", root: "/Shop"), mode: .apply)
        let package = SyncTestPackage(fileSystem: fileSystem, root: "/Shop")
        try package.write(ProjectConfig.relativePath, try exampleText("config.json"))
        // The models and clients the features share (`Core/Shared/Shared.spec.json`), written first.
        try fileSystem.createDirectory("/Shop/Core/Shared", withIntermediates: true)
        try package.write(SharedSpec.path(in: .features), try exampleText("specs/Shared.spec.json"))
        var transcript: [String] = []
        try fileSystem.createDirectory("/specs", withIntermediates: true)
        for name in names {
            try fileSystem.writeText("/specs/\(name).feature.json", try exampleText("specs/\(name).feature.json"))
            let result = package.feature(["--spec", "/specs/\(name).feature.json"])
            #expect(result.status == ExitCode.success, "\(result.stderr)")
            transcript.append("$ scaffold feature --spec \(name).feature.json\n" + result.stdout + result.stderr)
        }
        return (package, transcript)
    }

    /// The example's expected output: every file the four commands leave in the package.
    @Test func shopExampleMatchesItsExpectedOutput() throws {
        let (package, transcript) = try Self.shop()
        let snapshot = Dictionary(
            uniqueKeysWithValues: try package.snapshot().map { (String($0.key.dropFirst("/Shop/".count)), $0.value) })
        for (path, text) in snapshot.sorted(by: { $0.key < $1.key }) {
            Golden.assertMatches(text, file: "Examples/Shop/expected/\(path)")
        }
        if !Golden.isRecording {
            let root = Golden.repositoryRoot.appendingPathComponent("Examples/Shop/expected").standardizedFileURL.path
            let onDisk = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
                .filter { !$0.hasPrefix(".scaffold/cache/") && !LocalFileSystem().isDirectory(root + "/" + $0) }
            #expect(
                Set(onDisk).subtracting(snapshot.keys).sorted() == [], "expected/ holds files the commands no longer write")
        }
        Golden.assertMatches(transcript.joined(separator: "\n"), file: "Examples/Shop/expected-output.txt")
        #expect(package.check().status == ExitCode.success)
        let root = try #require(snapshot[Self.rootView])
        // The root follows the configured order, hosting each feature over the model the root
        // keeps; Cart's route into Catalog is connected here, embedding Catalog over a fresh model.
        #expect(
            root.contains(
                "case .catalog: Catalog.CatalogScreen(feature: models.catalogModel, ownsNavigationStack: true)\n        case .cart:"
            ))
        #expect(root.contains("        case .catalog:\n            AnyView(catalogView(ownsNavigationStack: false))\n"))
        #expect(
            root.contains(
                "Catalog.CatalogScreen(sessionClient: dependencies.sharedSessionClient, productsClient: dependencies.catalogProductsClient, ownsNavigationStack: ownsNavigationStack, showing: route)"
            ))
        #expect(
            root.contains(
                "case .product(let productID):\n            AnyView(catalogView(ownsNavigationStack: false, route: .product(productID: productID)))"
            ))
        // Root navigation: a sidebar where the width is regular, tabs where it is compact, one
        // selection; the root owns no navigation stack, so each column (or tab) holds exactly
        // the hosted feature's own.
        #expect(root.contains("if horizontalSizeClass == .compact {\n            TabView(selection: $selection) {"))
        #expect(root.contains("} else {\n            NavigationSplitView {\n                List(selection: $selection) {"))
        #expect(
            root.contains("} detail: {\n                if let selection {\n                    views.rootView(of: selection)"))
        #expect(!root.contains("NavigationStack {") && !root.contains("NavigationStack("))
        let composition = try #require(snapshot[Self.composition])
        #expect(composition.contains("case .catalog: \"Shop\""))
        #expect(composition.contains("case .cart: \"cart\""))
        #expect(composition.contains("await Cart.CartPersistence.makeStore("))
        #expect(!snapshot.keys.contains { $0.hasPrefix("Features/Notes") && (snapshot[$0] ?? "").contains("import Catalog") })
    }

    /// The composition root and root navigation change exactly when a feature is added, removed
    /// from the app or retitled; the user's files beside them survive every step.
    @Test func appFilesChangeExactlyWhenTheAppsFeaturesChange() throws {
        let (package, _) = try Self.shop()
        let userCode =
            "public enum AppComposition {\n    public static let appName = \"Shop\"\n    public static let motto = \"mine\"\n}\n"
        try package.write(Self.userFile, userCode)
        try package.write("Sources/App/AppExtras.swift", "extension AppDependencies {}\n")
        // An edit inside a generated file survives every step too (three-way merge).
        let edit = "\n// mine: survives every regeneration\n"
        try package.write(Self.rootView, try #require(try package.read(Self.rootView)) + edit)
        func appFiles() throws -> [String?] { [try package.read(Self.composition), try package.read(Self.rootView)] }
        let initial = try appFiles()

        // A change that does not concern the app (a state item): the app files stay as they are.
        let notesPath = "Features/Notes/Notes.feature.json"
        let notes = try #require(try package.read(notesPath))
        try package.write(
            notesPath,
            notes.replacingOccurrences(
                of: #"[{ "name": "searchText", "type": "String", "default": "\"\"" }]"#,
                with: #"[{ "name": "searchText", "type": "String", "default": "\"\"" }, { "name": "isPinned", "type": "Bool" }]"#)
        )
        #expect(package.sync().status == ExitCode.success)
        #expect(try appFiles() == initial)

        // Retitled: check reports the stale composition root, sync rewrites exactly the title.
        let retitled = try #require(try package.read(notesPath)).replacingOccurrences(
            of: #""title": "Notes""#, with: #""title": "Notebook""#)
        try package.write(notesPath, retitled)
        let stale = package.check()
        #expect(stale.status == ExitCode.failure)
        #expect(stale.stdout.contains("out-of-date       \(Self.composition): the app's composition root: "), "\(stale.stdout)")
        // The summary agrees with the findings.
        #expect(!stale.stdout.contains("in sync"), "\(stale.stdout)")
        #expect(stale.stdout.contains("and the app's composition root\n"))
        #expect(stale.stdout.contains("-        case .notes: \"Notes\"\n+        case .notes: \"Notebook\"\n"))
        #expect(package.sync().status == ExitCode.success)
        let afterTitle = try appFiles()
        let titleDiff = UnifiedDiff.render(old: initial[0] ?? "", new: afterTitle[0] ?? "", path: Self.composition)
        #expect(
            titleDiff.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") } == [
                "+        case .notes: \"Notebook\""
            ])
        // The root view shows the title looked up in the App target's String Catalog: exactly
        // that line changes there, and the catalog trades the old key for the new one.
        let shownDiff = UnifiedDiff.render(old: initial[1] ?? "", new: afterTitle[1] ?? "", path: Self.rootView)
        #expect(
            shownDiff.split(separator: "\n").filter {
                ($0.hasPrefix("+") && !$0.hasPrefix("+++")) || ($0.hasPrefix("-") && !$0.hasPrefix("---"))
            } == [
                "-        case .notes: Text(\"Notes\", bundle: .module, comment: \"Title of a feature's tab and sidebar row\")",
                "+        case .notes: Text(\"Notebook\", bundle: .module, comment: \"Title of a feature's tab and sidebar row\")",
            ])
        let catalog = try #require(try package.read(AppComposer.catalogPath))
        #expect(catalog.contains("\"Notebook\" : {") && !catalog.contains("\"Notes\" : {"), "\(catalog)")
        #expect(package.check().status == ExitCode.success)

        // A new SF Symbol: exactly its line of the composition root changes.
        try package.edit(notesPath, replacing: #""systemImage": "note.text""#, with: #""systemImage": "book""#)
        #expect(package.check().status == ExitCode.failure)
        #expect(package.sync().status == ExitCode.success)
        let afterSymbol = try appFiles()
        #expect(afterSymbol[1] == afterTitle[1], "the root view reads symbols from AppFeature")
        let symbolDiff = UnifiedDiff.render(old: afterTitle[0] ?? "", new: afterSymbol[0] ?? "", path: Self.composition)
        #expect(
            symbolDiff.split(separator: "\n").filter {
                ($0.hasPrefix("+") && !$0.hasPrefix("+++")) || ($0.hasPrefix("-") && !$0.hasPrefix("---"))
            } == [
                "-        case .notes: \"note.text\"", "+        case .notes: \"book\"",
            ])

        // Removed from the app (one spec change): no longer a tab, still built for routes.
        let cartPath = "Features/Cart/Cart.feature.json"
        let cart = try #require(try package.read(cartPath))
        try package.write(
            cartPath, cart.replacingOccurrences(of: #""systemImage": "cart" }"#, with: #""systemImage": "cart", "root": false }"#)
        )
        #expect(package.sync().status == ExitCode.success)
        let composition = try #require(try package.read(Self.composition))
        #expect(!composition.contains("    case cart\n"))
        #expect(composition.contains("var cartStore: any Cart.CartStore"))
        #expect(try package.read(Self.rootView)?.contains("case .cart:") == false)

        // Added: a new feature appears at the end (not in the configured order) with its client.
        #expect(package.feature(["Weather"]).status == ExitCode.success)
        let withWeather = try #require(try package.read(Self.composition))
        #expect(withWeather.contains("    case notes\n    /// The Weather feature.\n    case weather\n"))
        #expect(withWeather.contains("        weatherWeatherClient = Weather.LiveWeatherClient()\n"))

        // The sidebar and the tabs both list AppFeature.allCases: the root view's body is the same
        // whatever the features; only the views it hosts follow them.
        let root = try #require(try package.read(Self.rootView))
        #expect(
            root.contains(
                "NavigationSplitView {\n                List(selection: $selection) {\n                    ForEach(AppFeature.allCases)"
            ))
        #expect(root.contains("TabView(selection: $selection) {\n                ForEach(AppFeature.allCases)"))
        #expect(root.contains("case .weather: Weather.WeatherScreen(feature: models.weatherModel, ownsNavigationStack: true)"))
        #expect(package.check().status == ExitCode.success)

        // The user's own files were never touched, and the edit inside the generated file survived.
        #expect(root.hasSuffix(edit))
        #expect(try package.read(Self.userFile) == userCode)
        #expect(try package.read("Sources/App/AppExtras.swift") == "extension AppDependencies {}\n")
    }

    static let scheme = AppComposer.schemePath(appName: "Shop")

    /// The test targets `Package.swift` declares, in the order of the scheme (`AppTests`, then
    /// the features' by name).
    static func declaredTestTargets(_ package: SyncTestPackage) throws -> [String] {
        let manifest = try #require(try package.read("Package.swift"))
        let names = manifest.matches(of: /\.testTarget\(name: "([^"]+)"/).map { String($0.output.1) }
        return ["AppTests"] + names.filter { $0 != "AppTests" }.sorted()
    }

    /// The Xcode scheme's test action (Cmd-U) runs every test target of the package, none
    /// stale: it follows the features when one is added, removed or renamed, `check` reports it
    /// when stale, a user's edit to it survives (three-way merge like the composition root), and
    /// a scheme written before scaffold kept it (no record) gets its test targets with the
    /// user's edit kept.
    @Test func theXcodeSchemeTestsEveryFeatureAndFollowsThem() throws {
        let (package, _) = try Self.shop()
        func testables() throws -> [String] { try XcodeProjectTests.testables(in: try #require(try package.read(Self.scheme))) }
        #expect(try testables() == ["AppTests", "CartTests", "CatalogTests", "FeatureCoreTests", "NotesTests"])
        #expect(try testables() == (try Self.declaredTestTargets(package)))

        // A user's edit (a launch argument) survives every regeneration.
        let argument = "      <CommandLineArguments>\n      </CommandLineArguments>\n"
        try package.edit(
            Self.scheme, replacing: "      allowLocationSimulation = \"YES\">\n",
            with: "      allowLocationSimulation = \"YES\">\n" + argument)
        #expect(package.feature(["Weather"]).status == ExitCode.success)
        #expect(try testables() == ["AppTests", "CartTests", "CatalogTests", "FeatureCoreTests", "NotesTests", "WeatherTests"])
        #expect(try testables() == (try Self.declaredTestTargets(package)))
        let removed = package.remove(["Weather"])
        #expect(removed.status == ExitCode.success, "\(removed.stderr)")
        #expect(try testables() == ["AppTests", "CartTests", "CatalogTests", "FeatureCoreTests", "NotesTests"])
        let renamed = package.rename(["Notes", "Journal"])
        #expect(renamed.status == ExitCode.success, "\(renamed.stderr)")
        #expect(try testables() == ["AppTests", "CartTests", "CatalogTests", "FeatureCoreTests", "JournalTests"])
        #expect(try testables() == (try Self.declaredTestTargets(package)))
        #expect(try package.read(Self.scheme)?.contains(argument) == true, "the user's edit was lost")
        #expect(package.check().status == ExitCode.success)

        // Deleted: check reports it, sync writes it again with every test target.
        try package.fileSystem.removeItem(package.root + "/" + Self.scheme)
        let missing = package.check()
        #expect(missing.status == ExitCode.failure)
        #expect(missing.stdout.contains(Self.scheme), "\(missing.stdout)")
        #expect(package.sync().status == ExitCode.success)
        #expect(try testables() == ["AppTests", "CartTests", "CatalogTests", "FeatureCoreTests", "JournalTests"])

        // A scheme from before scaffold kept it: no stored base, no test targets, a user's edit.
        let (old, _) = try Self.shop()
        let legacy = try AppComposer(appName: "Shop", features: [], order: [], hasXcodeProject: true)
            .renderScheme(templates: BuiltinTemplates.files, testTargets: []).contents
        #expect(!legacy.contains("<Testables>"))
        try old.write(
            Self.scheme,
            legacy.replacingOccurrences(
                of: "      allowLocationSimulation = \"YES\">\n", with: "      allowLocationSimulation = \"YES\">\n" + argument))
        try old.fileSystem.removeItem(old.root + "/" + AppRootUpdate.basePath(for: Self.scheme))
        #expect(old.sync().status == ExitCode.success)
        let merged = try #require(try old.read(Self.scheme))
        #expect(
            try XcodeProjectTests.testables(in: merged) == [
                "AppTests", "CartTests", "CatalogTests", "FeatureCoreTests", "NotesTests",
            ])
        #expect(merged.contains(argument))
    }

    @Test func removingAFeatureRemovesItFromTheCompositionRootUnlessARouteOpensIt() throws {
        let (package, _) = try Self.shop()
        let before = try package.snapshot()
        let refused = package.remove(["Catalog"])
        #expect(refused.status != ExitCode.success)
        #expect(refused.stderr.contains("Cart.feature.json:"))
        #expect(
            refused.stderr.contains(
                "(routes[0].opens.feature), Features/Cart/Cart.feature.json:5:141 (routes[1].opens.feature) open it; remove those routes or their 'opens' and run 'scaffold sync Cart'"
            ))
        #expect(refused.stderr.split(separator: "\n").count == 1, "one clear line")
        #expect(try package.snapshot() == before, "nothing is written")

        let removed = package.remove(["Cart"])
        #expect(removed.status == ExitCode.success, "\(removed.stderr)")
        let composition = try #require(try package.read(Self.composition))
        #expect(!composition.contains("Cart"))
        #expect(try package.read(Self.rootView)?.contains("Cart") == false)
        #expect(package.check().status == ExitCode.success)
    }

    /// The App target's String Catalog holds exactly the strings its generated sources show
    /// (each tab title among them), is registered as the target's resource, and keeps a
    /// translator's entry through a sync that changes a title (three-way merge, as for a
    /// feature's catalog); a translation alone is not drift.
    @Test func theAppsStringsAreLocalizableAndTranslationsSurviveSync() throws {
        let (package, _) = try Self.shop()
        let catalog = try #require(try package.read(AppComposer.catalogPath))
        let sources = try [Self.composition, Self.rootView].map { path in
            LocalizedStringExtractor.SourceFile(path: path, text: try #require(try package.read(path)))
        }
        let extraction = LocalizedStringExtractor.extract(from: sources)
        #expect(extraction.problems.isEmpty, "\(extraction.problems)")
        #expect(catalog == StringCatalog(keys: extraction.keys, comments: extraction.comments).text)
        for key in ["Shop", "Cart", "Notes", "Choose a feature", "Shop cannot start"] {
            #expect(catalog.contains("    \"\(key)\" : {\n      \"comment\" : \""), "\(key) missing from the App catalog")
        }
        let manifest = try #require(try package.read("Package.swift"))
        #expect(
            manifest.contains("            path: \"Sources/App\",\n            resources: [.process(\"Resources\")]\n"),
            "\(manifest)")

        let german = """
            {
                  "comment" : "Title of a feature's tab and sidebar row",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Warenkorb"
                      }
                    }
                  }
                }
            """
        try package.edit(
            AppComposer.catalogPath,
            replacing: "\"Cart\" : {\n      \"comment\" : \"Title of a feature's tab and sidebar row\"\n    }",
            with: "\"Cart\" : " + german)
        #expect(package.check().status == ExitCode.success, "a translation is the user's edit, not drift")
        try Self.retitleNotes(package, to: "Notebook")
        let result = package.sync()
        #expect(result.status == ExitCode.success, "\(result.stdout)\(result.stderr)")
        let merged = try #require(try package.read(AppComposer.catalogPath))
        #expect(merged.contains("\"value\" : \"Warenkorb\""))
        #expect(merged.contains("\"Notebook\" : {\n      \"comment\" : \"") && !merged.contains("\"Notes\" : {"), "\(merged)")
        #expect(package.check().status == ExitCode.success)
    }

    /// Retitles Notes in its spec (a change of one line in `AppComposition.swift`).
    static func retitleNotes(_ package: SyncTestPackage, from old: String = "Notes", to title: String) throws {
        try package.edit("Features/Notes/Notes.feature.json", replacing: "\"title\": \"\(old)\"", with: "\"title\": \"\(title)\"")
    }

    /// The app files merge three ways like a feature's: a user's edit survives a new rendering.
    @Test func anEditToTheCompositionRootSurvivesARegeneration() throws {
        let (package, _) = try Self.shop()
        #expect(try package.read(AppRootUpdate.basePath(for: Self.composition)) == (try package.read(Self.composition)))
        let mine = "\n/// Mine: kept through every regeneration.\nextension AppFeature {\n    static let mine = 1\n}\n"
        try package.write(Self.composition, try #require(try package.read(Self.composition)) + mine)
        try package.edit(
            Self.rootView, replacing: "public struct AppRootView: View {\n",
            with: "public struct AppRootView: View {\n    // mine\n")
        try Self.retitleNotes(package, to: "Notebook")

        let dryRun = package.sync(["--dry-run"])
        #expect(dryRun.status == ExitCode.success, "\(dryRun.stdout)\(dryRun.stderr)")
        #expect(dryRun.stdout.contains("merge-clean   \(Self.composition): your edits merged with the new rendering"))
        #expect(dryRun.stdout.contains("merge-clean   \(Self.rootView): your edits merged with the new rendering"))
        let result = package.sync()
        #expect(result.status == ExitCode.success, "\(result.stdout)\(result.stderr)")
        let merged = try #require(try package.read(Self.composition))
        #expect(merged.contains("case .notes: \"Notebook\""))
        #expect(merged.hasSuffix(mine))
        #expect(try package.read(Self.rootView)?.contains("    // mine\n") == true)
        #expect(package.check().status == ExitCode.success)

        // A second sync writes nothing; the stored base is the new rendering, not the merge.
        let before = try package.snapshot()
        #expect(package.sync().status == ExitCode.success)
        #expect(try package.snapshot() == before)
        let base = try #require(try package.read(AppRootUpdate.basePath(for: Self.composition)))
        #expect(base.contains("case .notes: \"Notebook\"") && !base.contains("Mine"))

        // Another change merges again with the same edit.
        try Self.retitleNotes(package, from: "Notebook", to: "Journal")
        #expect(package.sync().status == ExitCode.success)
        let again = try #require(try package.read(Self.composition))
        #expect(again.contains("case .notes: \"Journal\"") && again.hasSuffix(mine))
    }

    /// An edit on the lines a change touches is a conflict reported like any other: nothing is
    /// written and the lines are named; markers when asked; once resolved, sync records it.
    @Test func anEditOnTheChangedLinesIsAConflictLikeAnyOther() throws {
        let (package, _) = try Self.shop()
        try package.edit(Self.composition, replacing: "case .notes: \"Notes\"", with: "case .notes: \"My Notes\"")
        try Self.retitleNotes(package, to: "Notebook")
        let before = try package.snapshot()

        let refused = package.sync()
        #expect(refused.status == ExitCode.failure)
        #expect(refused.stdout.contains("sync: nothing was written: 1 file conflicts"), "\(refused.stdout)")
        #expect(
            refused.stdout.contains(
                "conflict: \(Self.composition): your edits and the new rendering change the same lines (merged lines "),
            "\(refused.stdout)")
        #expect(refused.stderr.contains("nothing was written because of conflicts"))
        #expect(try package.snapshot() == before, "nothing is written")
        let check = package.check()
        #expect(check.status == ExitCode.failure)
        #expect(check.stdout.contains("conflict          \(Self.composition): the app's composition root: "), "\(check.stdout)")
        let json = package.sync(["--dry-run", "--json"])
        #expect(json.status == ExitCode.failure)
        let form = try DryRunJSONTests.decode(json.stdout)
        #expect(form["conflicts"] as? Int == 1)
        let files = try #require(form["files"] as? [[String: Any]])
        #expect(
            files.contains {
                $0["feature"] as? String == "App" && $0["path"] as? String == Self.composition
                    && $0["action"] as? String == "conflict"
            })
        #expect(try package.snapshot() == before, "nothing is written")

        let marked = package.sync(["--conflicts", "markers"])
        #expect(marked.status == ExitCode.failure)
        let withMarkers = try #require(try package.read(Self.composition))
        #expect(
            withMarkers.contains(
                "<<<<<<< yours\n        case .notes: \"My Notes\"\n||||||| last generated\n        case .notes: \"Notes\"\n=======\n        case .notes: \"Notebook\"\n>>>>>>> generated now\n"
            ), "\(withMarkers)")
        #expect(package.sync().status == ExitCode.failure, "markers left: sync refuses")

        // Resolved by keeping the user's title: an edit of its own, kept by sync, not drift.
        let resolved = withMarkers.replacingOccurrences(
            of:
                "<<<<<<< yours\n        case .notes: \"My Notes\"\n||||||| last generated\n        case .notes: \"Notes\"\n=======\n        case .notes: \"Notebook\"\n>>>>>>> generated now\n",
            with: "        case .notes: \"My Notes\"\n")
        try package.write(Self.composition, resolved)
        #expect(package.check().status == ExitCode.success)
        #expect(package.sync().status == ExitCode.success)
        #expect(try package.read(Self.composition) == resolved)
    }

    /// Adding a feature adds its own lines to the App target's files and changes no other
    /// feature's: a user's edit on any line of the composition root survives `scaffold feature`
    /// (merged three ways, as by `sync`), whichever line it is on.
    @Test func anEditOnAnyLineSurvivesAddingAFeature() throws {
        let (package, _) = try Self.shop()
        let pristine = try package.snapshot()
        let storage =
            #"{"name": "Shelf", "storage": {"kind": "swiftdata", "models": [{"name": "ShelfBook", "properties": [{"name": "id", "type": "UUID"}, {"name": "title", "type": "String"}]}]}}"#
        for (file, feature, spec) in [
            (Self.composition, "Weather", nil), (Self.rootView, "Weather", nil), (Self.composition, "Shelf", storage),
        ] {
            try package.restore(pristine)
            let lines = try #require(try package.read(file)).split(separator: "\n", omittingEmptySubsequences: false)
            for index in lines.indices where index < lines.count - 1 {
                try package.restore(pristine)
                var edited = lines
                edited[index] += lines[index].isEmpty ? "// mine \(index)" : " // mine \(index)"
                try package.write(file, edited.joined(separator: "\n"))
                var arguments = [feature]
                if let spec {
                    try package.fileSystem.writeText("/specs/\(feature).feature.json", spec)
                    arguments = ["--spec", "/specs/\(feature).feature.json"]
                }
                let result = package.feature(arguments)
                #expect(result.status == ExitCode.success, "line \(index + 1) of \(file): \(result.stdout)\(result.stderr)")
                let merged = try #require(try package.read(file))
                #expect(merged.contains(String(edited[index]) + "\n"), "line \(index + 1) of \(file) lost its edit")
                #expect(merged.contains(feature), "\(feature) was not added to \(file)")
            }
        }
    }

    /// An edit `feature` cannot merge stops it like `sync` (nothing written, the lines named, a
    /// hint that keeps the edit); `--conflicts markers` writes the markers instead; `--force` does
    /// not overwrite the App target's files.
    @Test func aConflictInTheCompositionRootStopsFeatureLikeSync() throws {
        let (package, _) = try Self.shop()
        try package.edit(Self.composition, replacing: "case .notes: \"Notes\"", with: "case .notes: \"My Notes\"")
        try Self.retitleNotes(package, to: "Notebook")
        let before = try package.snapshot()
        for arguments in [["Notes"], ["Notes", "--force"]] {
            let refused = package.feature(arguments)
            #expect(refused.status == ExitCode.failure)
            #expect(
                refused.stdout.contains(
                    "conflict: \(Self.composition): your edits and the new rendering change the same lines (merged lines "),
                "\(refused.stdout)")
            #expect(
                refused.stderr.contains(
                    "nothing was written: your edits to \(Self.composition) and the new rendering change the same lines; see both versions with 'scaffold feature Notes --dry-run'"
                ), "\(refused.stderr)")
            #expect(!refused.stderr.contains("--force"))
            #expect(try package.snapshot() == before, "nothing is written")
        }
        let dryRun = package.feature(["Notes", "--dry-run"])
        #expect(dryRun.status == ExitCode.failure)
        #expect(dryRun.stderr.contains("applying would write nothing: your edits to \(Self.composition)"), "\(dryRun.stderr)")
        #expect(try package.snapshot() == before, "nothing is written")
        let usage = package.feature(["Notes", "--conflicts", "theirs"])
        #expect(usage.status == ExitCode.usage)

        // The new title is also the Notes screen's title: --force lets `feature` rewrite the
        // feature's own files, while the App files still merge (never overwritten).
        let marked = package.feature(["Notes", "--conflicts", "markers", "--force"])
        #expect(marked.status == ExitCode.failure, "markers written: exit 1 like sync; \(marked.stdout)\(marked.stderr)")
        #expect(marked.stderr.contains("generated feature 'Notes', but with conflict markers in \(Self.composition)"))
        let withMarkers = try #require(try package.read(Self.composition))
        #expect(withMarkers.contains("<<<<<<< yours\n        case .notes: \"My Notes\"\n"), "\(withMarkers)")
        #expect(package.check().status == ExitCode.failure, "markers left: check fails")
    }

    /// `remove` and `rename` merge the composition root like `feature` and `sync`: where the
    /// user's edit and the new rendering touch the same lines, they stop naming the lines (not
    /// "the package changed"), write nothing, and `--conflicts markers` writes both versions.
    @Test func removeAndRenameStopOnACompositionRootConflictLikeSync() throws {
        let (package, _) = try Self.shop()
        // Notes' own title: removing Notes deletes the edited line, renaming it changes it.
        try package.edit(Self.composition, replacing: "case .notes: \"Notes\"", with: "case .notes: \"My Notes\"")
        let before = try package.snapshot()
        for (result, rerun) in [
            (package.remove(["Notes"]), "scaffold remove Notes"),
            (package.rename(["Notes", "Journal"]), "scaffold rename Notes Journal"),
        ] {
            #expect(result.status == ExitCode.failure, "\(result.stdout)\(result.stderr)")
            #expect(
                result.stdout.contains("conflict: \(Self.composition): your edits and the new rendering change the same lines"),
                "\(result.stdout)")
            #expect(
                result.stderr.contains("nothing was written: your edits to \(Self.composition)")
                    && result.stderr.contains("'\(rerun) --conflicts markers'"), "\(result.stderr)")
            #expect(!result.stderr.contains("changed while"), "\(result.stderr)")
            #expect(try package.snapshot() == before, "nothing is written")
        }
        // A dry run predicts the real run: exit 1, the same lines and hint (never --force).
        for dryRun in [package.remove(["Notes", "--dry-run"]), package.rename(["Notes", "Journal", "--dry-run"])] {
            #expect(dryRun.status == ExitCode.failure, "\(dryRun.stdout)\(dryRun.stderr)")
            #expect(
                dryRun.stdout.contains("conflict: \(Self.composition): your edits and the new rendering change the same lines"))
            #expect(dryRun.stderr.contains("applying would write nothing: your edits to \(Self.composition)"), "\(dryRun.stderr)")
            #expect(!(dryRun.stdout + dryRun.stderr).contains("--force"), "\(dryRun.stdout)")
            #expect(try package.snapshot() == before)
        }
        let markedDryRun = package.remove(["Notes", "--conflicts", "markers", "--dry-run"])
        #expect(markedDryRun.status == ExitCode.failure, "markers written are not a finished job: \(markedDryRun.stderr)")
        #expect(markedDryRun.stderr.contains("applying would write conflict markers in \(Self.composition)"))
        // Markers written: like sync, exit 1 until they are resolved.
        let marked = package.remove(["Notes", "--conflicts", "markers"])
        #expect(marked.status == ExitCode.failure, "\(marked.stdout)\(marked.stderr)")
        #expect(marked.stdout.contains("Removed feature 'Notes'"))
        #expect(
            marked.stderr.contains(
                "removed feature 'Notes', but with conflict markers in \(Self.composition): resolve them, then run 'scaffold check'"
            ),
            "\(marked.stderr)")
        #expect(try package.read(Self.composition)?.contains("<<<<<<< yours") == true)
        #expect(package.remove(["Cart", "--conflicts", "mine"]).status == ExitCode.usage)
    }

    /// Removing or renaming a feature never conflicts with an edit on another feature's line
    /// next to it (the documented place to swap in a real client), and a dry run says so.
    @Test func removingOrRenamingAFeatureBesideAnEditedLineMerges() throws {
        for command in ["remove", "rename"] {
            let (package, _) = try Self.shop()
            let live = "        notesNotesClient = Notes.LiveNotesClient()"
            try package.edit(Self.composition, replacing: live, with: live + "  // staging server")
            let arguments = command == "remove" ? ["Cart"] : ["Cart", "Basket"]
            let run = { (extra: [String]) in
                command == "remove" ? package.remove(arguments + extra) : package.rename(arguments + extra)
            }
            let dryRun = run(["--dry-run"])
            #expect(dryRun.status == ExitCode.success, "\(dryRun.stdout)\(dryRun.stderr)")
            let result = run([])
            #expect(result.status == ExitCode.success, "\(result.stdout)\(result.stderr)")
            let composition = try #require(try package.read(Self.composition))
            #expect(composition.contains(live + "  // staging server\n"))
            #expect(composition.contains("Basket.") == (command == "rename"))
            #expect(!composition.contains("Cart."))
            if command == "rename" {
                // The root's order keeps the renamed feature where it was.
                #expect(try package.read(ProjectConfig.relativePath)?.contains(#"["Catalog", "Basket", "Notes"]"#) == true)
            }
            #expect(package.check().status == ExitCode.success, "\(package.check().stdout)")
        }
    }

    /// The app's preview (debug builds) uses every feature's preview clients and seeded preview
    /// store, in every style: each type `preview()` names is one its feature declares.
    @Test func theAppPreviewUsesEachFeaturesPreviewDependencies() throws {
        let (package, _) = try Self.shop()
        for (name, style) in [("Profile", "mvvm"), ("Counter", "mvi")] {
            let spec =
                #"{"name": "\#(name)", "style": "\#(style)", "clients": [{"name": "\#(name)", "methods": [{"name": "load", "returns": "[String]"}]}]}"#
            try package.fileSystem.writeText("/specs/\(name).feature.json", spec)
            let result = package.feature(["--spec", "/specs/\(name).feature.json"])
            #expect(result.status == ExitCode.success, "\(result.stderr)")
        }
        let composition = try #require(try package.read(Self.composition))
        let preview = try #require(composition.range(of: "    #if DEBUG\n").map { String(composition[$0.lowerBound...]) })
        #expect(preview.contains("public static func preview() -> AppDependencies {"))
        #expect(preview.contains("            cartStore = Cart.PreviewCartStore()\n"))
        #expect(!preview.contains("Live") && !preview.contains("InMemory"))
        let named = preview.split(separator: "\n").compactMap { line -> (module: String, type: String)? in
            guard let equals = line.range(of: " = "), line.hasSuffix("()") else { return nil }
            let value = line[equals.upperBound...].trimmingCharacters(in: .whitespaces)
            let parts = value.split(separator: ".")
            guard parts.count == 2 else { return nil }
            return (String(parts[0]), String(parts[1].prefix { $0 != "(" }))
        }
        // The shared Session: one preview client, from the Shared module (Core/Shared).
        #expect(Set(named.map(\.module)) == ["Catalog", "Cart", "Notes", "Profile", "Counter", "Shared"])
        for (module, type) in named {
            #expect(type.hasPrefix("Preview"))
            let folder = module == SharedSpec.moduleName ? "/Shop/Core/Shared/Sources/" : "/Shop/Features/\(module)/Sources/"
            let sources = try package.snapshot().filter { $0.key.hasPrefix(folder) }.values
            #expect(
                sources.contains { $0.contains("public struct \(type):") || $0.contains("public actor \(type):") },
                "\(module) declares no \(type)")
        }
        let root = try #require(try package.read(Self.rootView))
        #expect(
            root.contains("#if DEBUG\n    #Preview(\"Shop\") {\n        AppRootView(dependencies: .preview())\n    }\n#endif\n"))
    }

    /// The root owns each root feature's screen state in every style: `AppFeatureModels` makes
    /// the style's state holder (feature model, view model, store) from the same dependencies
    /// the entry view's own initializer takes, and the root view hosts the entry view over it;
    /// a feature left out of the root gets no kept model (only routes open it, over a fresh one).
    @Test func theRootHostsEveryStyleOverTheModelItKeeps() throws {
        let (package, _) = try Self.shop()
        for (name, style) in [("Profile", "mvvm"), ("Counter", "mvi")] {
            let spec =
                #"{"name": "\#(name)", "style": "\#(style)", "clients": [{"name": "\#(name)", "methods": [{"name": "load", "returns": "[String]"}]}], "routes": [{"name": "detail", "parameters": [{"name": "id", "type": "Int"}]}]}"#
            try package.fileSystem.writeText("/specs/\(name).feature.json", spec)
            let result = package.feature(["--spec", "/specs/\(name).feature.json"])
            #expect(result.status == ExitCode.success, "\(result.stderr)")
        }
        let composition = try #require(try package.read(Self.composition))
        let root = try #require(try package.read(Self.rootView))
        for (feature, type, made, label, entry) in [
            (
                "catalog", "Catalog.CatalogFeature",
                "Catalog.CatalogFeature(sessionClient: dependencies.sharedSessionClient, productsClient: dependencies.catalogProductsClient)",
                "feature", "Catalog.CatalogScreen"
            ),
            ("cart", "Cart.CartFeature", "Cart.CartFeature(store: dependencies.cartStore)", "feature", "Cart.CartScreen"),
            (
                "profile", "Profile.ProfileViewModel",
                "Profile.ProfileViewModel(profileRepository: dependencies.profileProfileRepository)", "viewModel",
                "Profile.ProfileRouteView"
            ),
            (
                "counter", "Counter.CounterStore", "Counter.CounterStore(counterClient: dependencies.counterCounterClient)",
                "store", "Counter.CounterScreen"
            ),
        ] {
            #expect(composition.contains("    var \(feature)Model: \(type) {\n"), "\(feature)")
            #expect(composition.contains("        let made = \(made)\n"), "\(feature)")
            #expect(composition.contains("        case .\(feature): models.\(feature)Model\n"), "\(feature)")
            #expect(
                root.contains("        case .\(feature): \(entry)(\(label): models.\(feature)Model, ownsNavigationStack: true"),
                "\(feature)")
        }
        // Each entry view takes the kept model: the style's initializer for a model built elsewhere.
        let sources = try package.snapshot()
        func source(_ path: String) throws -> String { try #require(sources["/Shop/" + path]) }
        // (An autoclosure: the entry view's lifetime evaluates it once, so the kept model is the one shown.)
        #expect(
            try source("Features/Profile/Sources/ProfileRouteView.swift").contains(
                "public init(viewModel: @autoclosure @escaping @MainActor () -> ProfileViewModel, ownsNavigationStack: Bool = true)"
            ))
        #expect(
            try source("Features/Counter/Sources/CounterScreen.swift").contains(
                "public init(store: @autoclosure @escaping @MainActor () -> CounterStore, ownsNavigationStack: Bool = true)"))
        #expect(
            try source("Features/Cart/Sources/CartScreen.swift").contains(
                "    public init(\n        feature: @autoclosure @escaping @MainActor () -> CartFeature, ownsNavigationStack: Bool = true,\n        showing route: CartRoute? = nil, openFeature:"
            ))

        // Left out of the root: no kept model; a route still opens it over a fresh one.
        try package.edit(
            "Features/Catalog/Catalog.feature.json", replacing: #""systemImage": "bag""#,
            with: #""systemImage": "bag", "root": false"#)
        #expect(package.sync().status == ExitCode.success)
        let withoutCatalog = try #require(try package.read(Self.composition))
        #expect(!withoutCatalog.contains("catalogModel") && !withoutCatalog.contains("madeCatalog"))
        #expect(try package.read(Self.rootView)?.contains("AnyView(catalogView(ownsNavigationStack: false))") == true)
    }

    /// A record from before the bases were stored (`.scaffold/app.json` only): an untouched file
    /// is updated and the bases are stored from then on; an edited one whose base is unknown is a
    /// conflict, never a guess.
    @Test func aRecordWithoutStoredBasesNeverGuessesTheBase() throws {
        let (package, _) = try Self.shop()
        var index: [String] = []
        for path in [Self.composition, Self.rootView] {
            index.append("    \"\(path)\": \"\(ContentHash.of(try #require(try package.read(path))))\"")
            try package.delete(AppRootUpdate.basePath(for: path))
        }
        try package.write(AppRootUpdate.legacyRecordPath, "{\n  \"files\": {\n" + index.joined(separator: ",\n") + "\n  }\n}\n")
        try Self.retitleNotes(package, to: "Notebook")
        #expect(package.sync().status == ExitCode.success)
        #expect(try package.read(AppRootUpdate.legacyRecordPath) == nil, "the old index is deleted")
        #expect(try package.read(Self.composition)?.contains("case .notes: \"Notebook\"") == true)
        #expect(try package.read(AppRootUpdate.basePath(for: Self.composition)) == (try package.read(Self.composition)))

        try package.delete(AppRootUpdate.basePath(for: Self.composition))
        try package.write(Self.composition, try #require(try package.read(Self.composition)) + "// mine\n")
        try Self.retitleNotes(package, from: "Notebook", to: "Journal")
        let result = package.sync()
        #expect(result.status == ExitCode.failure)
        #expect(
            result.stdout.contains(
                "conflict: \(Self.composition): has your edits, and the version scaffold last generated is not known"),
            "\(result.stdout)")
    }

    /// A missing composition-root file is written again (the app does not build without it).
    @Test func aDeletedCompositionRootFileIsWrittenAgain() throws {
        let (package, _) = try Self.shop()
        let original = try #require(try package.read(Self.rootView))
        try package.delete(Self.rootView)
        let check = package.check()
        #expect(check.status == ExitCode.failure)
        #expect(check.stdout.contains("out-of-date       \(Self.rootView): the app's composition root: "), "\(check.stdout)")
        let result = package.sync()
        #expect(result.status == ExitCode.success, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("restore       \(Self.rootView): missing; written again"))
        #expect(try package.read(Self.rootView) == original)
    }

    /// A composition-root file new in this release (a package made before it, so neither the
    /// file nor its base exists) is created, not reported as deleted by the user.
    @Test func aFileNewInTheCompositionRootIsCreated() throws {
        let (package, _) = try Self.shop()
        let tests = "Tests/AppTests/SharedAppDependenciesTests.swift"
        let original = try #require(try package.read(tests))
        try package.delete(tests)
        try package.delete(AppRootUpdate.basePath(for: tests))
        let result = package.sync()
        #expect(result.status == ExitCode.success, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("create        \(tests): new in the app's composition root"), "\(result.stdout)")
        #expect(try package.read(tests) == original)
        #expect(package.check().status == ExitCode.success)
    }

    /// Regression (new-user trial): a hand edit to the composition root whose rendering has not
    /// changed made `check` exit 1 (under an "in sync" summary) and `sync` refuse. A user's edit
    /// alone is not drift: check passes and sync keeps it.
    @Test func anEditAloneIsNotDriftAndSyncKeepsIt() throws {
        let (package, _) = try Self.shop()
        let edited = try #require(try package.read(Self.rootView)) + "// mine\n"
        try package.write(Self.rootView, edited)
        let check = package.check()
        #expect(check.status == ExitCode.success, "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("stale:"))
        let sync = package.sync()
        #expect(sync.status == ExitCode.success, "\(sync.stdout)\(sync.stderr)")
        #expect(try package.read(Self.rootView) == edited)
    }

    // MARK: - Validation across features

    static func features(_ specs: [String]) throws -> [AppComposer.Feature] {
        try specs.map { text in
            let name = FeatureSpecLoader.peekName(Array(text.utf8)) ?? "X"
            let spec = try FeatureSpecLoader.load(bytes: Array(text.utf8), file: "\(name).json")
            return AppComposer.Feature(spec: spec, specPath: "\(name).json", specText: text)
        }
    }

    static let catalog =
        #"{"name": "Catalog", "routes": [{"name": "product", "parameters": [{"name": "productID", "type": "String"}]}]}"#

    @Test(arguments: [
        (
            #"{"name": "Notes", "routes": [{"name": "shop", "opens": {"feature": "Catalgo"}}]}"#,
            "Notes.json:1:68: error: routes[0].opens.feature: no feature 'Catalgo' in this package; did you mean 'Catalog'? (features: Catalog)"
        ),
        (
            #"{"name": "Notes", "routes": [{"name": "shop", "opens": {"feature": "Catalog", "route": "products"}}]}"#,
            "Notes.json:1:88: error: routes[0].opens.route: 'Catalog' has no route 'products'; did you mean 'product'? (routes: product)"
        ),
        (
            #"{"name": "Notes", "routes": [{"name": "shop", "parameters": [{"name": "productID", "type": "Int"}], "opens": {"feature": "Catalog", "route": "product"}}]}"#,
            "Notes.json:1:142: error: routes[0].opens.route: 'Catalog.product' needs 'productID: String'; give route 'shop' a parameter with that name and type"
        ),
    ])
    func crossFeatureRoutesAreCheckedAgainstThePackage(spec: String, message: String) throws {
        let problems = AppComposer.validate(try Self.features([Self.catalog, spec]))
        #expect(problems.map(\.description) == [message])
    }

    /// A route whose parameter is another feature's identity (`Book.ID`) is opened with that
    /// identity's type (`UUID`, the same type): the message says so; a parameter of the other
    /// feature's own type that has no such stand-in says plainly that it cannot be declared.
    @Test func anotherFeaturesIdentityIsOpenedWithItsUnderlyingType() throws {
        let library = #"""
            {"name": "Library", "models": [{"name": "Book", "properties": [{"name": "id", "type": "UUID"}, {"name": "title", "type": "String"}]}],
             "routes": [{"name": "book", "parameters": [{"name": "bookID", "type": "Book.ID"}]},
                        {"name": "shelf", "parameters": [{"name": "book", "type": "Book"}]}]}
            """#
        func problems(_ route: String) throws -> [String] {
            let notes = #"{"name": "Notes", "routes": [\#(route)]}"#
            return AppComposer.validate(try Self.features([library, notes])).map(\.message)
        }
        #expect(
            try problems(
                #"{"name": "source", "parameters": [{"name": "bookID", "type": "UUID"}], "opens": {"feature": "Library", "route": "book"}}"#
            )
            .isEmpty)
        #expect(
            try problems(#"{"name": "source", "opens": {"feature": "Library", "route": "book"}}"#) == [
                "routes[0].opens.route: 'Library.book' needs 'bookID: Book.ID'; give route 'source' the parameter 'bookID: UUID' (Book.ID is UUID; 'Notes' cannot name the types of 'Library')"
            ])
        let owned = try problems(#"{"name": "source", "opens": {"feature": "Library", "route": "shelf"}}"#)
        #expect(owned.count == 1)
        #expect(owned.first?.contains("its type uses 'Book', a type of 'Library' that 'Notes' cannot name") == true, "\(owned)")
    }

    @Test func aRouteIntoAnExistingRouteWithMatchingParametersIsAccepted() throws {
        let notes =
            #"{"name": "Notes", "routes": [{"name": "shop", "parameters": [{"name": "productID", "type": "String"}], "opens": {"feature": "Catalog", "route": "product"}}]}"#
        #expect(AppComposer.validate(try Self.features([Self.catalog, notes])).isEmpty)
    }

    /// Opening another feature's detail route whose page looks its value up among what that
    /// feature loaded is accepted when the page can load a list holding it by itself (its root's
    /// query), and a located error with the fix when only that feature's destinations load one
    /// (the page would always say "Not found").
    @Test func aDetailOpenedFromAnotherFeatureMustBeAbleToLoadItsValue() throws {
        func shelf(rootQuery: Bool) -> String {
            let methods =
                (rootQuery ? #"{"name": "books", "parameters": [], "returns": "[Book]"}, "# : "")
                + #"{"name": "booksOnShelf", "parameters": [{"name": "label", "type": "String", "from": "route.shelf.label"}], "returns": "[Book]"}"#
            return #"""
                {"name": "Library", "models": [{"name": "Book", "properties": [{"name": "id", "type": "UUID"}, {"name": "title", "type": "String"}]}],
                 "routes": [{"name": "book", "parameters": [{"name": "bookID", "type": "Book.ID"}]},
                            {"name": "shelf", "parameters": [{"name": "label", "type": "String"}]}],
                 "clients": [{"name": "Books", "methods": [\#(methods)]}]}
                """#
        }
        let notes =
            #"{"name": "Notes", "routes": [{"name": "source", "parameters": [{"name": "bookID", "type": "UUID"}], "opens": {"feature": "Library", "route": "book"}}]}"#
        #expect(AppComposer.validate(try Self.features([shelf(rootQuery: true), notes])).isEmpty)
        let problems = AppComposer.validate(try Self.features([shelf(rootQuery: false), notes]))
        #expect(problems.count == 1)
        let text = problems.first?.description ?? ""
        #expect(text.hasPrefix("Notes.json:1:"), "\(text)")
        #expect(text.contains("error: routes[0].opens.route: 'Library.book' shows a value it looks up"), "\(text)")
        #expect(text.contains("give route 'book' of 'Library' a query of its own"), "\(text)")
    }

    @Test func dependencyCyclesAreRejectedWhereTheyClose() throws {
        let a = #"{"name": "Alpha", "dependencies": ["Beta"]}"#
        let b = #"{"name": "Beta", "dependencies": ["Alpha"]}"#
        let problems = AppComposer.validate(try Self.features([a, b]))
        #expect(
            problems.map(\.description) == [
                "Alpha.json:1:36: error: dependencies[0]: the features' dependencies form a cycle (Alpha → Beta → Alpha), which Package.swift cannot express; let the app's composition root connect them with a route's 'opens' instead"
            ])
    }

    @Test(arguments: [
        (
            #"{"name": "Notes", "style": "mvvm", "routes": [{"name": "shop", "opens": {"feature": "Catalog"}}]}"#,
            "routes[0].opens.feature: cross-feature routes are generated by style 'feature' only"
        ),
        (
            #"{"name": "Notes", "routes": [{"name": "shop", "opens": {"feature": "Notes"}}]}"#,
            "routes[0].opens.feature: a route cannot open its own feature"
        ),
        (
            #"{"name": "Notes", "models": [{"name": "Note", "properties": [{"name": "id", "type": "UUID"}]}], "routes": [{"name": "shop", "parameters": [{"name": "note", "type": "Note"}], "opens": {"feature": "Catalog"}}]}"#,
            "routes[0].parameters[0].type: 'Note' uses 'Note', a type of this feature that 'Catalog' cannot see"
        ),
        (#"{"name": "Notes", "app": {"systemImage": "Note Text"}}"#, "app.systemImage: 'Note Text' is not an SF Symbol name"),
        (#"{"name": "Notes", "app": {"tilte": "x"}}"#, "unknown key 'tilte'"),
    ])
    func singleSpecRulesAreLocatedErrors(spec: String, message: String) {
        #expect(throws: DiagnosticList.self) { try FeatureSpecLoader.load(bytes: Array(spec.utf8), file: "Notes.json") }
        do {
            _ = try FeatureSpecLoader.load(bytes: Array(spec.utf8), file: "Notes.json")
        } catch {
            #expect(error.diagnostics.contains { $0.message.contains(message) && $0.location != nil }, "\(error)")
        }
    }

    @Test func titlesAreSwiftStringLiterals() {
        #expect(AppComposer.stringLiteral(#"Say "hi" \ bye"#) == #""Say \"hi\" \\ bye""#)
    }
}
