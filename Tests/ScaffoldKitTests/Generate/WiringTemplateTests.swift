import Testing

@testable import ScaffoldKit

/// Issue 11's wiring regressions in the generated output of every style (the goldens of
/// `Cookbook` record all of it; these name what matters), and the warnings of `feature`, `sync`
/// and `check`. The generated packages are built and their tests run by
/// ``GeneratedPackageEndToEndTests`` (Cookbook, CookbookMVVM, CookbookMVI) and type-checked
/// against the SwiftUI stand-in by ``StandInEndToEndTests``.
@Suite struct WiringTemplateTests {
    static let styles = ["feature", "mvvm", "mvi"]

    /// The root screen file of `style` (the pure view of `mvi`).
    static func screen(_ spec: FeatureSpec, style: String) throws -> String {
        var copy = spec
        copy.style = style
        let files = try FeatureTemplateTests.templateSet(style: style).render(FeatureContext(copy))
        let name = style == "mvi" ? "\(spec.name)View.swift" : "\(spec.name)Screen.swift"
        return try #require(files.first { $0.path.hasSuffix("/Sources/" + name) }).contents.withoutTranslatorComments
    }

    /// The owner of the state the views read, per style.
    static func owner(_ style: String) -> String {
        ["feature": "feature", "mvvm": "viewModel", "mvi": "state"][style] ?? ""
    }

    /// The search field feeds the operation, its results are shown as rows, and each row leads to
    /// the detail route; the favorites route is opened with the state item it is wired to.
    @Test(arguments: styles)
    func theSearchFieldFeedsTheSearchAndRowsLeadToTheDetail(_ style: String) throws {
        let screen = try Self.screen(FeatureTemplateEdgeCaseTests.cookbook, style: style)
        let owner = Self.owner(style)
        #expect(screen.contains("searchQuery"), "no search field")
        #expect(
            screen.contains("searchRecipes(matching: \(owner).searchQuery)"), "the search does not read searchQuery:\n\(screen)")
        #expect(screen.contains("RouteLink(CookbookRoute.detail(id: item.id)) { RecipeRow(item: item) }"))
        #expect(
            screen.contains(
                "RouteLink(CookbookRoute.favorites(sortedBy: \(owner).sortOrder)) { Text(\"Favorites\", bundle: .module) }"
            ))
        #expect(!screen.contains("searchRecipes(matching: sortedBy"))
    }

    /// Unwired, nothing is fed by type alone: the favorites destination never runs the search
    /// with its `sortedBy`, and the search is named as not shown.
    @Test(arguments: styles)
    func nothingIsFedByTypeAlone(_ style: String) throws {
        let spec = try WiringSpecTests.load(WiringSpecTests.recipes())
        var copy = spec
        copy.style = style
        let files = try FeatureTemplateTests.templateSet(style: style).render(FeatureContext(copy))
        for file in files {
            #expect(!file.contents.contains("searchRecipes(matching: sortedBy"), "\(file.path)")
        }
        let screen = try Self.screen(spec, style: style)
        #expect(!screen.contains("RecipesRoute.favorites("), "favorites is linked though nothing feeds it")
    }

    // MARK: Explicit wiring wins (Tests/ScaffoldKitTests/Fixtures/Wiring/Larder.feature.json)

    static let larderPath = "Tests/ScaffoldKitTests/Fixtures/Wiring/Larder.feature.json"

    /// `searchQuery` (a search field) feeds `searchRecipes(matching query:)` through an explicit
    /// `from`, so the server's matches are shown as they are: never filtered again by title on
    /// the device (a match whose title lacks the text would be hidden).
    @Test(arguments: styles)
    func searchResultsFedByAnExplicitFromAreNotFilteredAgain(_ style: String) throws {
        let screen = try Self.screen(try ExampleSpecLoader.load(Self.larderPath), style: style)
        let owner = Self.owner(style)
        #expect(screen.contains(".searchable("), "no search field:\n\(screen)")
        #expect(screen.contains("searchRecipes(matching: \(owner).searchQuery)"), "\(screen)")
        #expect(!screen.contains("localizedStandardContains"), "the server's results are filtered again:\n\(screen)")
    }

    /// The same spec with the search fed by the default name match (`query` renamed to the state
    /// item's name, no `from`): still not filtered again, the rule is the wiring, not the name.
    @Test(arguments: styles)
    func searchResultsFedByTheDefaultNameMatchAreNotFilteredAgain(_ style: String) throws {
        var spec = try ExampleSpecLoader.load(Self.larderPath)
        spec.clients[0].methods[0].parameters[0].name = "searchQuery"
        spec.clients[0].methods[0].parameters[0].source = nil
        let screen = try Self.screen(spec, style: style)
        #expect(screen.contains("searchRecipes(matching: \(Self.owner(style)).searchQuery)"), "\(screen)")
        #expect(!screen.contains("localizedStandardContains"), "\(screen)")
    }

    /// Route `product(productID:)` (a cross-feature route, `opens`) takes the Recipe rows through
    /// its explicit `"from": "row.Recipe.productID"`, though `detail(id:)` matches them by name:
    /// each row links to `product`, never to `detail`, and the warning names `detail` (left
    /// without rows) rather than `product`.
    @Test(arguments: styles)
    func anExplicitRowWiringWinsOverTheDefaultNameMatch(_ style: String) throws {
        let spec = try ExampleSpecLoader.load(Self.larderPath)
        let wiring = FeatureWiring(spec)
        #expect(wiring.rowRoutes["Recipe"] == "product")
        #expect(wiring.links[1] == .rows(model: "Recipe", properties: ["productID"]))
        let screen = try Self.screen(spec, style: style)
        #expect(
            screen.contains("RouteLink(LarderRoute.product(productID: item.productID)) { RecipeRow(item: item) }"),
            "the rows do not link to the explicitly wired route:\n\(screen)")
        #expect(!screen.contains("LarderRoute.detail(id: item.id)"), "the default name match won:\n\(screen)")

        let bytes = Array(
            try String(contentsOf: Golden.repositoryRoot.appendingPathComponent(Self.larderPath), encoding: .utf8).utf8)
        let warnings = FeatureSpecLoader.wiringWarnings(bytes: bytes, file: "Larder.feature.json").map(\.message)
        #expect(
            warnings.contains { $0.contains("route 'detail'") && $0.contains("rows of 'Recipe' link to route 'product'") },
            "\(warnings)")
        #expect(!warnings.contains { $0.contains("route 'product'") && !$0.contains("route 'detail'") }, "\(warnings)")
    }

    /// A default-wired route takes another model's rows when the first match is claimed
    /// explicitly: with `Ingredient` rows also matching `id`, `detail` links from them.
    @Test func aDefaultRouteTakesRowsNoExplicitWiringClaims() throws {
        var spec = try ExampleSpecLoader.load(Self.larderPath)
        spec.routes[0].parameters[0].type = "UUID"
        spec.models.append(
            FeatureSpec.Model(
                name: "Ingredient",
                properties: [FeatureSpec.Property(name: "id", type: "UUID"), FeatureSpec.Property(name: "name", type: "String")]))
        let wiring = FeatureWiring(spec)
        #expect(wiring.links[0] == .rows(model: "Ingredient", properties: ["id"]))
        #expect(wiring.rowRoutes == ["Recipe": "product", "Ingredient": "detail"])
    }

    // MARK: Commands

    static let unwiredSpec = WiringSpecTests.recipes()
    static let wiredSpec = WiringSpecTests.recipes(
        queryFrom: #", "from": "state.searchQuery""#, sortedByFrom: #", "from": "state.sortOrder""#,
        extraState: #", { "name": "sortOrder", "type": "String", "default": "\"title\"" }"#)

    /// `feature` prints each unwired part (state, detail, favorites, the search) as one located warning line on stderr and succeeds;
    /// a wired spec prints none.
    @Test func featureWarnsAboutUnwiredParts() throws {
        let package = try SyncTestPackage.make(specs: [])
        try package.write("Recipes.feature.json", Self.unwiredSpec)
        let result = package.feature(["--spec", package.path("Recipes.feature.json")])
        #expect(result.status == ExitCode.success, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(result.stderr)")
        #expect(lines.allSatisfy { $0.hasPrefix(package.path("Recipes.feature.json") + ":") && $0.contains(": warning: ") })
        #expect(lines[3].contains("clients[0].methods[0]: no screen runs 'searchRecipes'"))

        try package.write("Recipes.feature.json", Self.wiredSpec)
        let wired = package.feature(["--spec", package.path("Recipes.feature.json"), "--force"])
        #expect(wired.status == ExitCode.success, "\(wired.stderr)")
        #expect(wired.stderr.isEmpty, "\(wired.stderr)")
    }

    /// `sync` prints them too (located in the saved spec), and `check --json` lists them as
    /// warnings with state `unwired`, its exit code unchanged (0: in sync).
    @Test func syncAndCheckReportUnwiredParts() throws {
        let package = try SyncTestPackage.make(specs: [Self.unwiredSpec])
        let synced = package.sync()
        #expect(synced.status == ExitCode.success, "\(synced.stderr)")
        #expect(synced.stderr.split(separator: "\n").count == 4, "\(synced.stderr)")
        #expect(synced.stderr.hasPrefix("Features/Recipes/Recipes.feature.json:"))

        let check = package.check(["--json"])
        #expect(check.status == ExitCode.success, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains(#""inSync" : true"#) || check.stdout.contains(#""inSync":true"#), "\(check.stdout)")
        #expect(check.stdout.components(separatedBy: #""unwired""#).count - 1 == 4, "\(check.stdout)")
        #expect(check.stdout.contains("no screen runs 'searchRecipes'"))
        let plain = package.check()
        #expect(plain.status == ExitCode.success)
        #expect(plain.stderr.split(separator: "\n").count == 4, "\(plain.stderr)")
        #expect(!plain.stdout.contains("unwired"))

        try package.setSpec(Self.wiredSpec, feature: "Recipes")
        #expect(package.sync().stderr.isEmpty)
        #expect(!package.check(["--json"]).stdout.contains("unwired"))
    }
}
