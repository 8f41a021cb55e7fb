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
        Golden.assertMatches(transcript.joined(separator: "\n"), file: "Examples/Shop/expected-output.txt")
        #expect(package.check().status == ExitCode.success)
        let root = try #require(snapshot[Self.rootView])
        // The root follows the configured order; Notes' route into Catalog is connected here.
        #expect(root.contains("case .catalog: catalogView(ownsNavigationStack: true)\n        case .cart:"))
        #expect(
            root.contains(
                "case .product(let productID):\n            AnyView(catalogView(ownsNavigationStack: false, route: .product(productID: productID)))"
            ))
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
        #expect(stale.stdout.contains("out-of-date       \(Self.composition): the app's composition root does not match"))
        // The summary agrees with the findings.
        #expect(!stale.stdout.contains("in sync"), "\(stale.stdout)")
        #expect(stale.stdout.contains("and the app's composition root\n"))
        #expect(stale.stdout.contains("-        case .notes: \"Notes\"\n+        case .notes: \"Notebook\"\n"))
        #expect(package.sync().status == ExitCode.success)
        let afterTitle = try appFiles()
        #expect(afterTitle[1] == initial[1], "the root view reads titles from AppFeature")
        let titleDiff = UnifiedDiff.render(old: initial[0] ?? "", new: afterTitle[0] ?? "", path: Self.composition)
        #expect(
            titleDiff.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") } == [
                "+        case .notes: \"Notebook\""
            ])
        #expect(package.check().status == ExitCode.success)

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
        #expect(withWeather.contains("weatherWeatherClient: Weather.LiveWeatherClient()"))

        // The user's own files were never touched.
        #expect(try package.read(Self.userFile) == userCode)
        #expect(try package.read("Sources/App/AppExtras.swift") == "extension AppDependencies {}\n")
    }

    @Test func removingAFeatureRemovesItFromTheCompositionRootUnlessARouteOpensIt() throws {
        let (package, _) = try Self.shop()
        let before = try package.snapshot()
        let refused = package.remove(["Catalog"])
        #expect(refused.status != ExitCode.success)
        #expect(refused.stderr.contains("Notes.feature.json:"))
        #expect(
            refused.stderr.contains(
                "(routes[2].opens.feature) opens it; remove that route or its 'opens' and run 'scaffold sync Notes'"))
        #expect(refused.stderr.split(separator: "\n").count == 1, "one clear line")
        #expect(try package.snapshot() == before, "nothing is written")

        let removed = package.remove(["Cart"])
        #expect(removed.status == ExitCode.success, "\(removed.stderr)")
        let composition = try #require(try package.read(Self.composition))
        #expect(!composition.contains("Cart"))
        #expect(try package.read(Self.rootView)?.contains("Cart") == false)
        #expect(package.check().status == ExitCode.success)
    }

    @Test func anEditedCompositionRootIsNeverOverwrittenSilently() throws {
        let (package, _) = try Self.shop()
        let edited = try #require(try package.read(Self.composition)) + "// mine\n"
        try package.write(Self.composition, edited)
        try package.write(
            "Features/Notes/Notes.feature.json",
            try #require(try package.read("Features/Notes/Notes.feature.json")).replacingOccurrences(
                of: "note.text", with: "note"))
        let before = try package.snapshot()
        let result = package.sync()
        #expect(result.status == ExitCode.failure)
        #expect(result.stderr.contains("\(Self.composition) was edited since scaffold wrote it; nothing was written"))
        #expect(try package.snapshot() == before)
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

    @Test func aRouteIntoAnExistingRouteWithMatchingParametersIsAccepted() throws {
        let notes =
            #"{"name": "Notes", "routes": [{"name": "shop", "parameters": [{"name": "productID", "type": "String"}], "opens": {"feature": "Catalog", "route": "product"}}]}"#
        #expect(AppComposer.validate(try Self.features([Self.catalog, notes])).isEmpty)
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
