import Testing

@testable import ScaffoldKit

/// Issue 11's remaining screen regressions in the generated output of every style: what a
/// detail page shows, routes that show nothing, navigation on success, wiring from the value a
/// detail page shows, and the search debounce. The goldens record all of it (Stockroom,
/// SignIn, Notes); these name what matters. The generated tests these files carry are built and
/// run by ``GeneratedPackageEndToEndTests`` and type-checked by ``StandInEndToEndTests``.
@Suite struct ScreenFlowTests {
    static let styles = ["feature", "mvvm", "mvi"]

    /// The files `spec` renders to in `style`.
    static func files(_ spec: FeatureSpec, style: String) throws -> [RenderedFile] {
        var copy = spec
        copy.style = style
        return try FeatureTemplateTests.templateSet(style: style).render(FeatureContext(copy))
    }

    /// The contents of the rendered file whose path ends in `suffix`.
    static func file(_ files: [RenderedFile], _ suffix: String) throws -> String {
        try #require(files.first { $0.path.hasSuffix(suffix) }, "no \(suffix)").contents.withoutTranslatorComments
    }

    /// The file declaring the model the views read, per style.
    static let ownerFile = ["feature": "Feature.swift", "mvvm": "ViewModel.swift", "mvi": "State.swift"]
    /// The file of the generated tests, per style.
    static let testsFile = ["feature": "FeatureTests.swift", "mvvm": "ViewModelTests.swift", "mvi": "StoreTests.swift"]

    // MARK: A detail finds its value wherever its row came from

    @Test func theStockroomSpecLoads() {
        #expect(FeatureTemplateEdgeCaseTests.stockroom.name == "Stockroom")
    }

    /// The `item` detail looks its value up among everything loaded, not only the root list: the
    /// root query, the search results, every shelf destination's (optional) rows and the
    /// optional featured item; the generated tests prove each source.
    @Test(arguments: styles)
    func aDetailFindsItsRowInEveryList(_ style: String) throws {
        let files = try Self.files(FeatureTemplateEdgeCaseTests.stockroom, style: style)
        let owner = try Self.file(files, "Stockroom" + (Self.ownerFile[style] ?? ""))
        #expect(owner.contains("public func loadedItem(id: Item.ID) -> Item? {"), "\(owner)")
        for source in [
            "if let found = fetchItemsState.settled.value?.first(where: { $0.id == id }) { return found }",
            "if let found = searchItemsState.settled.value?.first(where: { $0.id == id }) { return found }",
            "if let found = itemsOnShelfStates.values.lazy.compactMap({ ($0.settled.value ?? nil)?.first(where: { $0.id == id }) }).first { return found }",
            "if let found = (featuredItemState.settled.value ?? nil), found.id == id { return found }",
        ] {
            #expect(owner.contains(source), "missing source \(source)")
        }
        let view = try Self.file(files, style == "mvi" ? "StockroomView.swift" : "StockroomScreen.swift")
        #expect(
            view.contains(
                "LookedUpValue(Text(\"Item\", bundle: .module), state: \(WiringTemplateTests.owner(style)).loadedItemState(id: itemID), "
            ), "\(view)")
        let tests = try Self.file(files, "Stockroom" + (Self.testsFile[style] ?? ""))
        for operation in ["FetchItems", "SearchItems", "ItemsOnShelf", "FeaturedItem"] {
            #expect(tests.contains("@Test func loadedItemFindsWhat\(operation)Loaded() async {"), "no test for \(operation)")
        }
    }

    /// The `item` detail, opened on its own (another feature opening it at its route, a deep
    /// link), loads the lists an `Item` can be in when they have not loaded: the root's queries
    /// with their current arguments (the search with the current search text), never a
    /// destination's (it needs that destination's route); its page runs the find when it
    /// appears, shows a progress view while they load, a failure with "Try again", and "Not
    /// found" once they loaded without it. The generated tests prove each case.
    @Test(arguments: styles)
    func aDetailOpenedOnItsOwnLoadsTheListsItsValueIsIn(_ style: String) throws {
        let files = try Self.files(FeatureTemplateEdgeCaseTests.stockroom, style: style)
        let owner = try Self.file(files, "Stockroom" + (Self.ownerFile[style] ?? ""))
        // What the page shows follows from the root's lists only (a destination's list needs its
        // route); the runtime's `LoadState.lookup` turns their progress into the page's state.
        #expect(
            owner.contains(
                "public func loadedItemState(id: Item.ID) -> LoadState<Item> {\n        .lookup(loadedItem(id: id), in: [fetchItemsState.progress, searchItemsState.progress, featuredItemState.progress])\n"
            ), "\(owner)")
        #expect(!owner.contains("itemsOnShelfStates.progress"))
        let finder = try Self.file(files, style == "mvi" ? "StockroomStore.swift" : "Stockroom" + (Self.ownerFile[style] ?? ""))
        let prefix = style == "mvi" ? "state." : ""
        let read = style == "mvi" ? "self.state.query" : "self.query"
        for (state, call) in [
            ("fetchItemsState", "fetchItems()"), ("searchItemsState", "searchItems(matching: \(read))"),
            ("featuredItemState", "featuredItem()"),
        ] {
            #expect(
                finder.contains("if \(prefix)loadedItem(id: id) == nil, \(prefix)\(state).progress.needsRun {"),
                "no find of \(state)")
            #expect(finder.contains("await \(call)"))
        }
        #expect(!finder.contains("== nil, \(prefix)itemsOnShelf"), "a find ran a destination's query")
        // A list needs a run when it has not run or failed; the lookup is "not found" only once
        // every list loaded without the value (FeatureCoreTests: aLookupSaysWhetherTheValueCanStillBeFound).
        let loadState = try ScreenContentTests.runtime("FeatureCore/Sources/LoadState.swift")
        #expect(loadState.contains("case .idle, .failed: true\n        case .loading, .loaded: false"))
        #expect(loadState.contains("if sources.contains(where: \\.isIdle) { return .idle }\n        return .empty"))
        let lookedUp = try ScreenContentTests.runtime("FeatureCoreUI/Sources/LookedUpValue.swift")
        for text in [
            "Text(\"Not found\", bundle: .module, comment: ", "LoadingView(title: title)", "case .idle, .loading:",
        ] {
            #expect(lookedUp.contains(text), "no \(text)")
        }
        let screen = try Self.file(files, "StockroomScreen.swift")
        #expect(
            screen.contains(
                style == "mvi"
                    ? "await store.send(.findItem(id: itemID)).cancellingValue()"
                    : ".task { await \(WiringTemplateTests.owner(style)).findItem(id: itemID) }"),
            "\(screen)")
        let tests = try Self.file(files, "Stockroom" + (Self.testsFile[style] ?? ""))
        for name in ["LoadsTheListsThatHoldIt", "SaysNotFoundForAnUnknownIdentity", "LoadsAgainAfterAFailure"] {
            #expect(tests.contains("@Test func findItem\(name)() async {"), "no test findItem\(name)")
        }
    }

    // MARK: Navigate on success

    /// `navigatesTo` pushes the route with the result after a success, in every style, and the
    /// generated tests prove a failure pushes nothing: Stockroom's `addItem(title:)` opens
    /// `item(itemID:)` with the new item's `id`.
    @Test(arguments: styles)
    func aCommandOpensItsRouteWithTheResult(_ style: String) throws {
        let files = try Self.files(FeatureTemplateEdgeCaseTests.stockroom, style: style)
        let model = try Self.file(files, style == "mvi" ? "StockroomStore.swift" : "Stockroom" + (Self.ownerFile[style] ?? ""))
        let push = style == "mvi" ? "state.path.append" : "path.append"
        let indent = style == "mvi" ? "            " : "        "
        #expect(
            model.contains("\(indent)}) else { return }\n\(indent)\(push)(StockroomRoute.item(itemID: value.id))\n"),
            "the route is not opened right after the command's success:\n\(model)")
        let tests = try Self.file(files, "Stockroom" + (Self.testsFile[style] ?? ""))
        #expect(tests.contains("@Test func addItemNavigatesOnSuccessOnly() async {"))
        #expect(tests.contains("path.isEmpty, \"`addItem(title:)` navigated after a failure\")"))
        #expect(tests.contains("path == [StockroomRoute.item(itemID: Item.fixture.id)]"))
    }

    /// SignIn's session once travelled in a `signedIn(session:)` route pushed onto the sign-in
    /// stack (issue 23): its sign-in now hands the session to the app as an outcome, in every
    /// style, and no route carries it.
    @Test(arguments: styles)
    func signInHandsTheSessionToTheApp(_ style: String) throws {
        var spec = try ExampleSpecLoader.load("Examples/SignIn/SignIn.feature.json")
        spec.style = style
        #expect(spec.clients[0].methods[0].outcome == "signedIn")
        #expect(spec.clients[0].methods[0].navigatesTo == nil)
        #expect(spec.app.isGate)
        let files = try Self.files(spec, style: style)
        #expect(try Self.file(files, "SignInOutcome.swift").contains("case signedIn(Session)"))
        #expect(!(try Self.file(files, "SignInRoute.swift")).contains("Session"), "a route carries the session")
        let model = try Self.file(
            files, style == "mvi" ? "SignInStore.swift" : style == "mvvm" ? "SignInViewModel.swift" : "SignInFeature.swift")
        #expect(model.contains("outcome = SignInOutcome.signedIn(value)"), "\(model)")
        #expect(
            model.contains(style == "mvi" ? "state.password = \"\"" : "self.password = \"\""), "the password outlives the sign-in"
        )
        #expect(model.contains("public func clearOutcome() {"))
    }

    // MARK: A route that shows nothing is reported, not pushed

    /// A spec with a list and a `help` route that has no parameter and no operation.
    static let helpSpec = """
        {
          "name": "Desk",
          "routes": [{ "name": "help", "parameters": [] }, { "name": "note", "parameters": [{ "name": "noteID", "type": "Note.ID" }] }],
          "models": [{ "name": "Note", "properties": [{ "name": "id", "type": "UUID" }, { "name": "title", "type": "String" }] }],
          "clients": [{ "name": "Notes", "methods": [{ "name": "notes", "parameters": [], "returns": "[Note]" }] }]
        }
        """

    /// The route is an unwired-route warning saying how to give it content; the root screen
    /// does not link to it and it gets no previews (its page would say nothing).
    @Test(arguments: styles)
    func aRouteThatShowsNothingIsWarnedAboutAndNotLinked(_ style: String) throws {
        let warnings = FeatureSpecLoader.wiringWarnings(bytes: Array(Self.helpSpec.utf8), file: "Desk.feature.json")
        #expect(warnings.count == 1, "\(warnings)")
        let message = try #require(warnings.first).message
        #expect(message.hasPrefix("routes[0]: nothing in this feature navigates to route 'help': its page would show nothing"))
        #expect(message.contains(#"give it a parameter an operation reads ("from": "route.help.<parameter>""#), "\(message)")
        let spec = try WiringSpecTests.load(Self.helpSpec)
        let files = try Self.files(spec, style: style)
        let view = try Self.file(files, style == "mvi" ? "DeskView.swift" : "DeskScreen.swift")
        #expect(!view.contains("NavigationLink(value: DeskRoute.help)"), "the root links to an empty page")
        let previews = try Self.file(files, "DeskPreviews.swift")
        #expect(!previews.contains("#Preview(\"Help"), "an empty page has previews:\n\(previews)")
        #expect(previews.contains("#Preview(\"Note: Content\")"))
    }

    /// The examples give every route real content: no page says "Nothing is shown here yet.".
    @Test(arguments: ["Notes", "SignIn", "Weather", "Pantry"])
    func examplesPushNoEmptyPage(_ name: String) throws {
        let spec = try ExampleSpecLoader.load("Examples/\(name)/\(name).feature.json")
        // Stored models' insert/update have no screen yet (a warning of their own, not an empty page).
        let unwired = FeatureWiring(spec).unwired.filter {
            if case .storageWrites = $0 { return false } else { return true }
        }
        #expect(unwired.isEmpty, "\(unwired)")
        for file in try Self.files(spec, style: spec.style) {
            #expect(!file.contents.contains("Nothing is shown here yet."), "\(file.path)")
        }
    }
}
