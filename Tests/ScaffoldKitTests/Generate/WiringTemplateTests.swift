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
        return try #require(files.first { $0.path.hasSuffix("/Sources/" + name) }).contents
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
        #expect(screen.contains("NavigationLink(value: CookbookRoute.detail(id: item.id)) {"))
        #expect(
            screen.contains(
                "NavigationLink(value: CookbookRoute.favorites(sortedBy: \(owner).sortOrder)) { Text(\"Favorites\", bundle: .module) }"
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
