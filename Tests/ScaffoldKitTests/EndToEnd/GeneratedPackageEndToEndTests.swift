import Foundation
import Testing

@testable import ScaffoldKit

/// One real host package, shared by the end-to-end tests: `scaffold init`, then every example
/// spec and the default spec generated into it with `scaffold feature`. Built once; each test
/// restores what it changes.
final class GeneratedHostPackage: @unchecked Sendable {
    static let shared = Result { try GeneratedHostPackage() }

    let directory: TemporaryDirectory
    let root: String
    let swift: ToolProcess
    /// The features generated, by name.
    static let examples = ["Weather", "SignIn", "Notes", "Pantry"]
    static let defaultFeature = "Catalog"
    /// The storage edge-case specs of the template goldens (every delete rule, schema versions,
    /// CloudKit on).
    static let storageEdgeSpecs = [
        FeatureTemplateEdgeCaseTests.storageEdge, FeatureTemplateEdgeCaseTests.storageVersions,
        FeatureTemplateEdgeCaseTests.storageCloudKit,
    ]
    /// Specs generated in the `mvvm` and `mvi` styles, renamed after their style.
    static let styledSpecs: [FeatureSpec] = {
        func named(_ name: String) -> FeatureSpec? { StyleTemplateTests.specs.first { $0.name == name } }
        return [
            ("Weather", "mvvm", "WeatherMVVM"), ("Notes", "mvi", "NotesMVI"), ("Edge", "mvvm", "EdgeMVVM"),
            ("Edge", "mvi", "EdgeMVI"), ("Plain", "mvi", "PlainMVI"), ("Inbox", "feature", "Inbox"),
            ("Inbox", "mvvm", "InboxMVVM"), ("Inbox", "mvi", "InboxMVI"),
            ("Cookbook", "feature", "Cookbook"), ("Cookbook", "mvvm", "CookbookMVVM"), ("Cookbook", "mvi", "CookbookMVI"),
            ("Stockroom", "feature", "Stockroom"), ("Stockroom", "mvvm", "StockroomMVVM"),
            ("Stockroom", "mvi", "StockroomMVI"),
        ].compactMap { source, style, name in named(source).map { StyleTemplateTests.spec($0, style: style, name: name) } }
    }()
    /// `{"name": "Inbox"}` in every style (issue 9: no routes).
    static let inboxFeatures = ["Inbox", "InboxMVVM", "InboxMVI"]
    /// Default features generated while `.scaffold/config.json` names their style.
    static let styledDefaultFeatures = [("CatalogMVVM", "mvvm"), ("CatalogMVI", "mvi")]

    private init() throws {
        directory = try TemporaryDirectory()
        root = directory.path + "/Host"
        guard let swift = BoundedSwift.tool else {
            throw CommandFailure("swift is not on PATH")
        }
        self.swift = swift
        let initialized = runTool(["init", "Host", "--path", root], in: directory.path)
        guard initialized.status == 0 else { throw CommandFailure("init failed: \(initialized.stderr)") }
        // A library target for the type-shape specs' external type (`TypeShapeSpecs`).
        let manifest = root + "/Package.swift"
        let manifestText = try String(contentsOfFile: manifest, encoding: .utf8)
        try manifestText.replacingOccurrences(
            of: "    targets: [\n",
            with:
                "    targets: [\n        .target(name: \"\(TypeShapeSpecs.sharedTarget)\", path: \"\(TypeShapeSpecs.sharedTarget)\"),\n"
        ).write(toFile: manifest, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            atPath: root + "/" + TypeShapeSpecs.sharedTarget, withIntermediateDirectories: true)
        try TypeShapeSpecs.sharedSource.write(
            toFile: root + "/\(TypeShapeSpecs.sharedTarget)/Endpoint.swift", atomically: true, encoding: .utf8)
        for (style, name) in TypeShapeSpecs.styles {
            let path = directory.path + "/\(name).feature.json"
            try TypeShapeSpecs.json(style: style, name: name).write(toFile: path, atomically: true, encoding: .utf8)
            let result = runTool(["feature", "--spec", path], in: root)
            guard result.status == 0 else { throw CommandFailure("feature \(name) failed: \(result.stderr)") }
        }
        for name in Self.examples {
            let spec = Golden.repositoryRoot.appendingPathComponent("Examples/\(name)/\(name).feature.json").path
            let result = runTool(["feature", "--spec", spec], in: root)
            guard result.status == 0 else { throw CommandFailure("feature \(name) failed: \(result.stderr)") }
        }
        for spec in Self.storageEdgeSpecs + Self.styledSpecs {
            let path = directory.path + "/\(spec.name).feature.json"
            try spec.jsonText.write(toFile: path, atomically: true, encoding: .utf8)
            let result = runTool(["feature", "--spec", path], in: root)
            guard result.status == 0 else { throw CommandFailure("feature \(spec.name) failed: \(result.stderr)") }
        }
        try generateLarder()
        // Issue 10: Pinboard's rows open Notes' `detail(noteID:)`, a page without a query of its
        // own that looks its note up among what Notes loaded (`findNote(id:)` loads it).
        let pinboard = Golden.repositoryRoot.appendingPathComponent(Self.pinboardPath).path
        let opened = runTool(["feature", "--spec", pinboard], in: root)
        guard opened.status == 0 else { throw CommandFailure("feature Pinboard failed: \(opened.stderr)") }
        let result = runTool(["feature", Self.defaultFeature], in: root)
        guard result.status == 0 else { throw CommandFailure("default feature failed: \(result.stderr)") }
        let config = root + "/" + ProjectConfig.relativePath
        let originalConfig = try String(contentsOfFile: config, encoding: .utf8)
        for (name, style) in Self.styledDefaultFeatures {
            try ProjectConfig(layout: .features, style: style).json.write(toFile: config, atomically: true, encoding: .utf8)
            let result = runTool(["feature", name], in: root)
            guard result.status == 0 else { throw CommandFailure("default \(style) feature failed: \(result.stderr)") }
        }
        try originalConfig.write(toFile: config, atomically: true, encoding: .utf8)
    }

    /// A feature whose route opens another feature's detail route (`Notes.detail`) that has no
    /// query of its own.
    static let pinboardPath = "Tests/ScaffoldKitTests/Fixtures/CrossFeature/Pinboard.feature.json"

    /// The feature that issue 11's Larder fixture opens at `product(productID:)`; the fixture
    /// names the Shop's `Catalog`, which this package's default `Catalog` is not.
    static let larderTarget = "LarderCatalog"

    /// Generates the Larder wiring fixture (`Tests/ScaffoldKitTests/Fixtures/Wiring/`) as it is,
    /// except that its cross-feature route opens ``larderTarget``, generated first with the
    /// route it names.
    private func generateLarder() throws {
        let target = directory.path + "/\(Self.larderTarget).feature.json"
        let route = #"{"name": "product", "parameters": [{"name": "productID", "type": "Int"}]}"#
        try #"{"name": "\#(Self.larderTarget)", "routes": [\#(route)]}"#.write(toFile: target, atomically: true, encoding: .utf8)
        let opened = runTool(["feature", "--spec", target], in: root)
        guard opened.status == 0 else { throw CommandFailure("feature \(Self.larderTarget) failed: \(opened.stderr)") }
        let fixture = try String(
            contentsOf: Golden.repositoryRoot.appendingPathComponent(WiringTemplateTests.larderPath), encoding: .utf8)
        let text = fixture.replacingOccurrences(of: #""feature": "Catalog""#, with: #""feature": "\#(Self.larderTarget)""#)
        guard text != fixture else { throw CommandFailure("the Larder fixture no longer opens Catalog") }
        let path = directory.path + "/Larder.feature.json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = runTool(["feature", "--spec", path], in: root)
        guard result.status == 0 else { throw CommandFailure("feature Larder failed: \(result.stderr)") }
    }

    /// Runs `swift <arguments>` in the host package.
    func run(_ arguments: [String]) throws -> ToolProcess.Result {
        try swift.run(arguments, in: root)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    /// Replaces `original` with `replacement` in a file, runs `body`, then restores the file.
    func withEdit<T>(_ relative: String, replacing original: String, with replacement: String, _ body: () throws -> T) throws -> T
    {
        let full = path(relative)
        let text = try String(contentsOfFile: full, encoding: .utf8)
        guard text.contains(original) else { throw CommandFailure("'\(original)' not found in \(relative)") }
        try text.replacingOccurrences(of: original, with: replacement).write(toFile: full, atomically: true, encoding: .utf8)
        defer { try? text.write(toFile: full, atomically: true, encoding: .utf8) }
        return try body()
    }
}

/// The generated modules compile with Swift 6 strict concurrency and warnings as errors, and
/// their generated tests pass and can fail.
@Suite(.serialized) struct GeneratedPackageEndToEndTests {
    let host: GeneratedHostPackage

    init() throws {
        host = try GeneratedHostPackage.shared.get()
    }

    @Test func everyExampleAndTheDefaultSpecBuildWarningFreeAndPassTheirTests() throws {
        let build = try host.run(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"])
        #expect(build.status == 0, "\(build.output.suffix(3000))")
        // Which tests ran is read from the xUnit report, not the console: under load the test
        // runner's console lines can be lost (its output pipe is shared with SwiftPM's), while
        // the report is written whole.
        let report = host.root + "/.build/e2e-results.xml"
        let test = try host.run(["test", "-Xswiftc", "-warnings-as-errors", "--xunit-output", report])
        #expect(test.status == 0, "\(test.output.suffix(3000))")
        let results = try String(contentsOfFile: host.root + "/.build/e2e-results-swift-testing.xml", encoding: .utf8)
        for suite in [
            "WeatherFeatureTests", "SignInFeatureTests", "NotesFeatureTests", "PantryFeatureTests", "PantryStoreTests",
            "StoreQueryTests", "StoreTableTests", "LibraryStoreTests", "JournalStoreTests", "SyncedStoreTests",
            "JournalMigrationValuesTests", "PantryMigrationValuesTests", "CatalogFeatureTests",
            "WeatherMVVMViewModelTests", "EdgeMVVMViewModelTests", "CatalogMVVMViewModelTests",
            "NotesMVIStoreTests", "EdgeMVIStoreTests", "PlainMVIStoreTests", "CatalogMVIStoreTests",
            "ShapesFeatureTests", "ShapesMVVMViewModelTests", "ShapesMVIStoreTests",
            "CookbookFeatureTests", "CookbookMVVMViewModelTests", "CookbookMVIStoreTests", "LarderFeatureTests",
            "StockroomFeatureTests", "StockroomMVVMViewModelTests", "StockroomMVIStoreTests", "PinboardFeatureTests",
        ] {
            #expect(results.contains(".\(suite)\" name="), "no tests of suite \(suite) ran")
        }
        #expect(!results.contains("<failure"))
        // The app root keeps one model per root feature, in every style (`AppFeatureModels`).
        #expect(results.contains(#"name="theRootMakesEachFeaturesModelOnceAndKeepsItAcrossSelectionChanges()""#))
    }

    // The behaviour every feature shares (latest request wins, commands never cancelled,
    // per-destination state, forgetting destinations off the path, late outcomes, cancellation)
    // lives in the runtime; its own tests' mutation checks are `CoreRuntimeMutationEndToEndTests`.
    // The checks below break what follows from one spec.

    /// Notes' `delete` reloads what its spec says it makes stale and pops its destination: with
    /// either dropped, the generated tests must fail.
    @Test func generatedTestsFailWhenACommandStopsRefreshingWhatItDeclares() throws {
        let file = "Features/Notes/Sources/NotesFeature.swift"
        let pop = "        if path.last == destination { path.removeLast() }\n"
        let noReload = try host.withEdit(
            file, replacing: "            { [self] in await fetchNotes() },\n", with: "            { await Task.yield() },\n"
        ) {
            try host.run(["test", "-Xswiftc", "-warnings-as-errors", "--filter", "NotesTests"])
        }
        #expect(noReload.status != 0, "the generated tests passed with the command's reload dropped")
        #expect(noReload.output.contains("did not reload `fetchNotes()`"), "\(noReload.output.suffix(2000))")
        let noPop = try host.withEdit(file, replacing: pop, with: "") {
            try host.run(["test", "-Xswiftc", "-warnings-as-errors", "--filter", "NotesTests"])
        }
        #expect(noPop.status != 0, "the generated tests passed with the command's pop dropped")
        #expect(noPop.output.contains("did not pop its destination"), "\(noPop.output.suffix(2000))")
    }

    /// The same in the `mvi` style: NotesMVI's store stops reloading after `delete`.
    @Test func generatedMVITestsFailWhenACommandStopsRefreshingWhatItDeclares() throws {
        let test = try host.withEdit(
            "Features/NotesMVI/Sources/NotesMVIStore.swift",
            replacing: "let reloads = [fetchNotes(), fetchPinnedNotes()]", with: "let reloads = [fetchPinnedNotes()]"
        ) {
            try host.run(["test", "-Xswiftc", "-warnings-as-errors", "--filter", "NotesMVITests"])
        }
        #expect(test.status != 0, "the generated mvi tests passed with the command's reload dropped")
        #expect(test.output.contains("did not reload `fetchNotes()`"), "\(test.output.suffix(2000))")
    }

    /// A successful write reloads its model's list (H1): with Pantry's reload after a write
    /// dropped, the generated tests must fail.
    @Test func generatedTestsFailWhenAWriteStopsReloadingTheList() throws {
        let test = try host.withEdit(
            "Features/Pantry/Sources/PantryFeature.swift",
            replacing: "{ [self] in await loadShelfList(shelfListQuery.covering(shelfListState.value?.count ?? 0)) },\n",
            with: "{ await Task.yield() },\n"
        ) {
            try host.run(["test", "-Xswiftc", "-warnings-as-errors", "--filter", "PantryTests"])
        }
        #expect(test.status != 0, "the generated tests passed with the write's reload dropped")
        #expect(
            test.output.contains("Test shelfWritesReachTheStoreAndReloadTheList() failed"), "\(test.output.suffix(2000))")
    }

    /// EdgeMVVM's commands reload `load(limit:)`, whose argument comes from the `limit` state:
    /// patched so that the reload passes another value than the current state, the generated
    /// tests must fail (the reload is proved to run with the state as it is now).
    @Test func generatedTestsFailWhenAReloadIgnoresTheCurrentState() throws {
        let test = try host.withEdit(
            "Features/EdgeMVVM/Sources/EdgeMVVMViewModel.swift",
            replacing: "await storeLoadLimit(limit: self.limit)", with: "await storeLoadLimit(limit: 0)"
        ) {
            try host.run(["test", "-Xswiftc", "-warnings-as-errors", "--filter", "EdgeMVVMTests"])
        }
        #expect(test.status != 0, "the generated tests passed with a reload that ignores the current state")
        #expect(test.output.contains("with the current state"), "\(test.output.suffix(2000))")
    }

    /// Issue 10: another feature (Pinboard) opens Notes at `detail(noteID:)`, whose page looks
    /// its note up among what Notes loaded; opened with only the route, the page loads the lists
    /// a note can be in (`findNote(id:)`). The generated tests fail when that load is removed,
    /// in the `feature` and `mvi` styles.
    @Test func generatedTestsFailWhenADetailOpenedOnItsOwnStopsLoadingItsValue() throws {
        let composition = try String(contentsOfFile: host.path("Sources/App/AppRootView.swift"), encoding: .utf8)
        #expect(composition.contains("notesView(ownsNavigationStack: false, route: .detail(noteID: noteID))"), "\(composition)")
        let body = """
                    if loadedNote(id: id) == nil, fetchNotesState.progress.needsRun { await fetchNotes() }
                    if loadedNote(id: id) == nil, fetchPinnedNotesState.progress.needsRun { await fetchPinnedNotes() }

            """
        let removed = try host.withEdit("Features/Notes/Sources/NotesFeature.swift", replacing: body, with: "") {
            try host.run(["test", "-Xswiftc", "-warnings-as-errors", "--filter", "NotesTests"])
        }
        #expect(removed.status != 0, "the generated tests passed with the detail's load removed")
        #expect(
            removed.output.contains("a page opened with only its route did not load its Note"), "\(removed.output.suffix(2000))")
        let removedMVI = try host.withEdit(
            "Features/NotesMVI/Sources/NotesMVIStore.swift",
            replacing: "case .findNote(let id):\n            return findNote(id: id)",
            with: "case .findNote:\n            return Task {}"
        ) {
            try host.run(["test", "-Xswiftc", "-warnings-as-errors", "--filter", "NotesMVITests"])
        }
        #expect(removedMVI.status != 0, "the generated mvi tests passed with the detail's load removed")
        #expect(
            removedMVI.output.contains("a page opened with only its route did not load its Note"),
            "\(removedMVI.output.suffix(2000))")
    }

    @Test func generatedStoreTestsFailWhenACascadeIsDropped() throws {
        let test = try host.withEdit(
            "Features/Pantry/Sources/PantryStore.swift", replacing: "try removePantryItem(id: child.id, in: &tables)",
            with: "_ = child"
        ) {
            try host.run(["test", "-Xswiftc", "-warnings-as-errors", "--filter", "PantryTests"])
        }
        #expect(test.status != 0, "the generated store tests passed with the cascade removed")
        #expect(test.output.contains("deletingShelfCascadeItems"), "\(test.output.suffix(2000))")
    }

    /// The runtime's store tests (`FeatureCoreTests`) catch a query that ignores a limit of 0,
    /// and so do the feature's query cases (the SwiftData store runs them where SwiftData exists).
    @Test func runtimeAndQueryCaseTestsFailWhenTheLimitIsIgnored() throws {
        let test = try host.withEdit(
            "Core/FeatureCore/Sources/StoreQuery.swift", replacing: "return Array(page.prefix(max(0, limit)))",
            with: "return limit < 0 ? [] : Array(page)"
        ) {
            try host.run(["test", "-Xswiftc", "-warnings-as-errors", "--filter", "FeatureCoreTests|PantryTests"])
        }
        #expect(test.status != 0, "the store tests passed with the limit ignored")
        #expect(test.output.contains("Test aLimitOfZeroOrLessSelectsNothing() failed"), "\(test.output.suffix(2000))")
        #expect(test.output.contains("a limit of 0"), "\(test.output.suffix(2000))")
    }

    /// The runtime's store tests catch a sort that is not stable and a unique check that counts
    /// the value being updated as a clash.
    @Test func runtimeStoreTestsFailWhenSortingOrUniquenessBreaks() throws {
        let unstable = try host.withEdit(
            "Core/FeatureCore/Sources/StoreQuery.swift", replacing: "return lhs.offset < rhs.offset",
            with: "return lhs.offset > rhs.offset"
        ) {
            try host.run(["test", "-Xswiftc", "-warnings-as-errors", "--filter", "FeatureCoreTests"])
        }
        #expect(unstable.status != 0, "the store tests passed with an unstable sort")
        #expect(
            unstable.output.contains("Test laterKeysBreakTiesAndEqualValuesKeepTheirOrder() failed"),
            "\(unstable.output.suffix(2000))")
        let selfClash = try host.withEdit(
            "Core/FeatureCore/Sources/StoreTable.swift",
            replacing: "id($0) != id(value) && property.isShared", with: "property.isShared"
        ) {
            try host.run(["test", "-Xswiftc", "-warnings-as-errors", "--filter", "FeatureCoreTests"])
        }
        #expect(selfClash.status != 0, "the store tests passed with an update clashing with itself")
        #expect(
            selfClash.output.contains("Test anUpdateReplacesTheValueAndMayKeepItsOwnUniqueValue() failed"),
            "\(selfClash.output.suffix(2000))")
    }

    /// The migration values' tests catch a custom stage that overwrites values it must keep.
    @Test func generatedMigrationValueTestsFailWhenAKeptValueIsOverwritten() throws {
        let test = try host.withEdit(
            "Features/Journal/Sources/JournalStore.swift", replacing: "old ?? \"calm\"",
            with: "old.map { _ in \"calm\" } ?? \"calm\""
        ) {
            try host.run(["test", "-Xswiftc", "-warnings-as-errors", "--filter", "JournalTests"])
        }
        #expect(test.status != 0, "the generated migration value tests passed with the kept value overwritten")
        #expect(test.output.contains("entryMoodV2"), "\(test.output.suffix(2000))")
    }

    @Test func generatedTestsFailWhenAStateDefaultIsWrong() throws {
        let test = try host.withEdit(
            "Features/Weather/Sources/WeatherFeature.swift", replacing: "public var query: String = \"\"",
            with: "public var query: String = \"London\""
        ) {
            try host.run(["test", "-Xswiftc", "-warnings-as-errors", "--filter", "WeatherTests"])
        }
        #expect(test.status != 0, "the generated tests passed with a wrong default")
    }
}

/// `scaffold verify` on the shared host package (same serialized suite: they share files).
extension GeneratedPackageEndToEndTests {
    @Test func aGoodFeatureVerifiesAndSaysWhatEachFileProves() throws {
        let result = runTool(["verify", "Weather", "SignIn"], in: host.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("verify: swift build --target WeatherTests -Xswiftc -warnings-as-errors ... ok"))
        #expect(result.stdout.contains("tests in"))
        if !FeatureVerifier.platformCompilesGuardedCode {
            #expect(result.stdout.contains("verify: type-check Weather against the stand-ins (2 guarded files) ... ok"))
            #expect(
                result.stdout.contains(
                    "  Features/Weather/Sources/WeatherScreen.swift: type-checked against the SwiftUI stand-in"))
            #expect(result.stdout.contains("  Features/Weather/Sources/WeatherRoute.swift: built"))
            #expect(!result.stdout.contains("parsed only"))
            #expect(
                result.stdout.contains(
                    "verify: Weather, SignIn build without warnings and their tests pass; the shared runtime (Core) builds without warnings; 17 SwiftUI/SwiftData files are type-checked against the stand-ins, not built"
                ), "\(result.stdout)")
        }
    }

    /// The App target of the package, whose root shows SignIn's gate (`app.gate`, issue 23)
    /// before the other features, builds with warnings as errors and its root view type-checks.
    @Test func theAppRootWithTheSignInGateVerifies() throws {
        let root = try String(contentsOfFile: host.root + "/Sources/App/AppRootView.swift", encoding: .utf8)
        #expect(root.contains("if views.gateIsOpen {"), "\(root)")
        #expect(root.contains("SignIn.SignInScreen(feature: models.signInModel, ownsNavigationStack: true)"))
        let result = runTool(["verify", "App"], in: host.root)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        if !FeatureVerifier.platformCompilesGuardedCode {
            #expect(
                result.stdout.contains("  Sources/App/AppRootView.swift: type-checked against the SwiftUI stand-in"),
                "\(result.stdout)")
        }
    }

    /// A SwiftData feature's guarded test file (the SwiftData store's query cases, the migration
    /// tests) is type-checked against the stand-in as the test module, and says so.
    @Test func aSwiftDataFeatureVerifiesItsGuardedTestsAgainstTheStandIn() throws {
        let result = runTool(["verify", "Pantry"], in: host.root)
        #expect(result.status == 0, "\(result.stderr)")
        if !FeatureVerifier.platformCompilesGuardedCode {
            #expect(
                result.stdout.contains("verify: type-check PantryTests against the stand-ins (1 guarded file) ... ok"),
                "\(result.stdout)")
            #expect(
                result.stdout.contains(
                    "  Features/Pantry/Tests/PantrySwiftDataTests.swift: type-checked against the SwiftData stand-in"),
                "\(result.stdout)")
            #expect(!result.stdout.contains("parsed only"))
        }
    }

    /// Issue 9: an edited Screen that reads a member the feature model does not have fails verify
    /// on Linux too (the stand-in type-check), naming the file and line.
    @Test func anEditedScreenWithAMissingMemberFailsVerify() throws {
        let file = "Features/Weather/Sources/WeatherScreen.swift"
        let result = try host.withEdit(
            file, replacing: "            rootList(feature)\n",
            with: "            let _ = feature.doesNotExist\n            rootList(feature)\n"
        ) {
            runTool(["verify", "Weather"], in: host.root)
        }
        #expect(result.status == ExitCode.failure)
        #expect(result.stderr.contains("\(file):"), "\(result.stderr)")
        #expect(
            result.stderr.contains("error: value of type 'WeatherFeature' has no member 'doesNotExist'"),
            "\(result.stderr)")
        #expect(!result.stdout.contains("tests pass"))
    }

    /// Issue 9: `{"name": "Inbox"}` (no routes, no state, no clients) verifies in every style, its
    /// views type-checked against the SwiftUI stand-in on Linux.
    @Test func aSpecWithoutRoutesVerifiesInEveryStyle() throws {
        let names = GeneratedHostPackage.inboxFeatures
        let result = runTool(["verify"] + names, in: host.root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        if !FeatureVerifier.platformCompilesGuardedCode {
            for name in names {
                #expect(result.stdout.contains("verify: type-check \(name) against the stand-ins"), "\(result.stdout)")
            }
        }
    }

    @Test func styledFeaturesVerifyAndCheck() throws {
        let result = runTool(["verify", "WeatherMVVM", "NotesMVI"], in: host.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("verify: swift build --target WeatherMVVMTests -Xswiftc -warnings-as-errors ... ok"))
        if !FeatureVerifier.platformCompilesGuardedCode {
            for file in [
                "Features/WeatherMVVM/Sources/WeatherMVVMRouteView.swift", "Features/WeatherMVVM/Sources/WeatherMVVMScreen.swift",
                "Features/NotesMVI/Sources/NotesMVIScreen.swift", "Features/NotesMVI/Sources/NotesMVIView.swift",
            ] {
                #expect(
                    result.stdout.contains("  \(file): type-checked against the SwiftUI stand-in"),
                    "\(file) not listed as type-checked against the stand-in")
            }
        }
        let names = Self.styledNames
        let check = runTool(["check"] + names, in: host.root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    static let styledNames =
        GeneratedHostPackage.styledSpecs.map(\.name) + GeneratedHostPackage.styledDefaultFeatures.map(\.0)

    @Test func aTypeErrorInAGeneratedSourceNamesTheFileLineAndTemplate() throws {
        let file = "Features/Weather/Sources/WeatherRoute.swift"
        let original = try String(contentsOfFile: host.path(file), encoding: .utf8)
        let result = try host.withEdit(
            file, replacing: "case forecast(city: City)", with: "case forecast(city: City)\n    static let broken: Int = \"text\""
        ) {
            runTool(["verify", "Weather"], in: host.root)
        }
        let line =
            original.components(separatedBy: "\n").firstIndex { $0.contains("case forecast(city: City)") }.map { $0 + 2 } ?? 0
        #expect(result.status == ExitCode.failure)
        #expect(result.stderr.contains("\(file):\(line):"), "\(result.stderr)")
        #expect(result.stderr.contains("error: cannot convert value of type 'String'"))
        #expect(result.stderr.contains("was edited since it was generated"))
    }

    @Test func aSyntaxErrorInsidePlatformGuardedCodeFailsEverywhere() throws {
        let file = "Features/Weather/Sources/WeatherScreen.swift"
        let result = try host.withEdit(
            file, replacing: "import SwiftUI", with: "import SwiftUI\nstruct Broken { var x: Int = ( }"
        ) {
            runTool(["verify", "Weather"], in: host.root)
        }
        #expect(result.status == ExitCode.failure)
        #expect(result.stdout.contains("platform-guarded files ... failed"), "\(result.stdout)")
        #expect(result.stderr.contains("\(file):"))
    }

    @Test func aBrokenTemplateOverrideIsNamedWithItsLine() throws {
        let overridePath = host.path(".scaffold/templates/shared/Sources/Route.swift.mustache")
        let builtin = try #require(BuiltinTemplates.files["shared/Sources/Route.swift.mustache"])
        let brokenLine = "let routeCount: Int = \"{{featureName}}\""
        let broken = builtin + brokenLine + "\n"
        try FileManager.default.createDirectory(
            atPath: (overridePath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try broken.write(toFile: overridePath, atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(atPath: host.path(".scaffold/templates"))
            _ = runTool(["feature", "Weather", "--force"], in: host.root)
        }
        let regenerated = runTool(["feature", "Weather", "--force"], in: host.root)
        #expect(regenerated.status == 0, "\(regenerated.stderr)")
        let result = runTool(["verify", "Weather"], in: host.root)
        #expect(result.status == ExitCode.failure)
        let templateLine = broken.components(separatedBy: "\n").firstIndex(of: brokenLine).map { $0 + 1 } ?? 0
        #expect(
            result.stderr.contains(
                ".scaffold/templates/shared/Sources/Route.swift.mustache:\(templateLine):1: note: generated from this template line"
            ),
            "\(result.stderr)")
        #expect(!result.stderr.contains("was edited since"))
    }
}
