import Foundation
import Testing

@testable import ScaffoldKit

/// Storage writes reach the screen and refresh the list (new-user trial H1), and the store's
/// helpers compile under a main-actor default isolation (H3), in the generated output of the
/// `feature` style (the only one with storage). The generated tests that prove the reload run in
/// ``GeneratedPackageEndToEndTests`` (with a mutation test) and ``StrictSettingsEndToEndTests``.
@Suite struct StorageWritesTemplateTests {
    /// The generated files of Pantry, by file name.
    static func pantryFiles() throws -> [String: String] {
        let spec = try ExampleSpecLoader.load("Examples/Pantry/Pantry.feature.json")
        let files = try FeatureTemplateTests.templateSet(style: "feature").render(FeatureContext(spec))
        return Dictionary(files.map { (URL(fileURLWithPath: $0.path).lastPathComponent, $0.contents.withoutTranslatorComments) })
        { first, _ in first }
    }

    /// A successful write reloads its list with the latest load's query, and the loaded lists of
    /// related models; a failed one does not (the runtime's command returns `nil` on failure).
    /// Navigating ends the "saved" confirmation.
    @Test func aSuccessfulWriteReloadsTheListWithItsLatestQuery() throws {
        let feature = try #require(try Self.pantryFiles()["PantryFeature.swift"])
        #expect(feature.contains("shelfListQuery = query"), "the load does not remember its query")
        #expect(
            feature.contains(
                "guard await runs.command(\\.shelfWriteState, on: self, { [store] in try await operation(store) }) != nil else {\n            if let removed { shelfListState.restore(removed) { $0.id } }\n            return\n        }\n        if let route { close(route) }\n        await runConcurrently(\n            { [self] in await loadShelfList(shelfListQuery.covering(shelfListState.value?.count ?? 0)) },\n"
            ),
            "a shelf write does not reload its list and, at the same time, the others it reaches (or a failure keeps an optimistic delete's removal)"
        )
        #expect(
            feature.contains(
                "let removed = shelfListState.removeRows(withID: id) { $0.id }\n        await writeShelf(restoringOnFailure: removed) { store in try await store.deleteShelf(id: id) }"
            ), "a delete does not take its row out at once")
        #expect(
            feature.contains(
                "didSet {\n            runs.forget(\\.shelfItemsStates, offThePathOf: self)\n            // Navigating ends a \"saved\" confirmation"
            ), "navigating does not end it")
        #expect(feature.contains("if case .content = shelfWriteState { shelfWriteState = .idle }"))
        // Pantry pages its lists (`storage.pageSize`): a reload covers every page shown.
        #expect(feature.contains("await loadPantryItemList(pantryItemListQuery.covering(pantryItemListState.value?.count ?? 0))"))
        // Deleting a shelf cascades to its items: their list reloads too when it was loaded.
        #expect(
            feature.contains(
                "if !pantryItemListState.isIdle { await loadPantryItemList(pantryItemListQuery.covering(pantryItemListState.value?.count ?? 0)) }"
            ))
        #expect(
            feature.contains(
                "if !shelfListState.isIdle { await loadShelfList(shelfListQuery.covering(shelfListState.value?.count ?? 0)) }"))
        let tests = try #require(try Self.pantryFiles()["PantryFeatureTests.swift"])
        for name in [
            "shelfWritesReachTheStoreAndReloadTheList", "shelfWriteReloadsTheListWithItsLatestQuery",
            "shelfFailedWriteLeavesTheListAlone",
        ] {
            #expect(tests.contains("@Test func \(name)()"), "no generated test \(name)")
        }
    }

    /// The root list deletes a row on swipe (by the identities of the rows shown, after the
    /// search filter), shows the write state with an accessibility label, and titles the list
    /// in the plural; every string is looked up in the module's bundle.
    @Test func theScreenDeletesOnSwipeAndShowsTheWriteState() throws {
        let screen = try #require(try Self.pantryFiles()["PantryScreen.swift"])
        #expect(screen.contains("let shown = values.filter {"))
        #expect(screen.contains(".onDelete { offsets in shelfPendingDeletion = offsets.map { shown[$0].id } }"))
        #expect(screen.contains("for id in ids { await feature.deleteShelf(id: id) }"))
        #expect(screen.contains("for id in ids { await feature.deletePantryItem(id: id) }"))
        #expect(screen.contains("switch feature.shelfWriteState {"))
        #expect(screen.contains(#".accessibilityLabel(Text("Saving pantry item changes", bundle: .module))"#))
        #expect(screen.contains(#"Text("Shelf changes could not be saved.", bundle: .module)"#))
        #expect(screen.contains(#"LoadStateSection(Text("Shelves", bundle: .module), state: feature.shelfListState, "#))
        #expect(screen.contains(#"LoadStateSection(Text("Pantry items", bundle: .module), state: feature.pantryItemListState, "#))
        let catalog = try #require(try Self.pantryFiles()["Localizable.xcstrings"])
        for key in ["Shelves", "Shelf changes saved.", "Saving shelf changes", "Pantry item changes could not be saved."] {
            #expect(catalog.contains("\"\(key)\""), "the String Catalog lacks \(key)")
        }
    }

    /// What the screen cannot make up (a new or edited value) is a located warning per model
    /// that no form route creates: Pantry's spec without its forms.
    @Test func insertsAndUpdatesTheScreenDoesNotOfferAreWarnings() throws {
        let path = Golden.repositoryRoot.appendingPathComponent("Examples/Pantry/Pantry.feature.json").path
        let withForms = try #require(FileManager.default.contents(atPath: path))
        #expect(FeatureSpecLoader.wiringWarnings(bytes: [UInt8](withForms), file: "Pantry.feature.json").isEmpty)
        let bytes = try Self.withoutForms(withForms)
        let warnings = FeatureSpecLoader.wiringWarnings(bytes: [UInt8](bytes), file: "Pantry.feature.json")
        let messages = warnings.map { "\($0)" }
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.contains("storage.models[0]: no screen inserts or updates 'Shelf' values") })
        #expect(messages.contains { $0.contains("call insertPantryItem(_:) and updatePantryItem(_:) from your own views") })
        #expect(
            FeatureWiring(try FeatureSpecLoader.load(bytes: [UInt8](bytes), file: "Pantry.feature.json")).unwired.contains(
                .storageWrites(model: 1)))

        // `"intentionallyUnwired": true` on a model silences its warning only.
        let text = try #require(String(data: bytes, encoding: .utf8))
        let silenced = text.replacingOccurrences(
            of: #""name": "Shelf","#, with: #""name": "Shelf", "intentionallyUnwired": true,"#)
        #expect(silenced != text)
        let remaining = FeatureSpecLoader.wiringWarnings(bytes: Array(silenced.utf8), file: "Pantry.feature.json").map { "\($0)" }
        #expect(remaining.count == 1 && remaining[0].contains("'PantryItem'"), "\(remaining)")
    }

    /// `spec` (Pantry's) with its form routes taken out.
    private static func withoutForms(_ spec: Data) throws -> Data {
        let text = try #require(String(data: spec, encoding: .utf8))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(#""form":"#) }
        let stripped = lines.joined(separator: "\n").replacingOccurrences(of: "}] },\n  ],", with: "}] }\n  ],")
        #expect(stripped != text)
        return Data(stripped.utf8)
    }

    /// The store's value helpers that the store actor, the SwiftData store and the preview store
    /// call are `nonisolated` (a main-actor default isolation would otherwise isolate them), with
    /// Swift 6.0 syntax (member modifiers, no `nonisolated struct`); the query cases are passed
    /// to parameterized tests by index, so no isolated conformance is used in `arguments:`.
    @Test func storeHelpersAreNonisolatedForAMainActorDefaultIsolation() throws {
        let files = try Self.pantryFiles()
        let store = try #require(files["PantryStore.swift"])
        for declaration in [
            "public nonisolated func matches(_ value: Shelf) -> Bool", "public nonisolated func compare(_ lhs: Shelf",
            "public nonisolated init() {}", "nonisolated static func pantryItemQuantityV2(",
        ] {
            #expect(store.contains(declaration), "missing: \(declaration)")
        }
        // The runtime's query, table and protocol requirements are nonisolated too.
        let query = try ScreenContentTests.runtime("FeatureCore/Sources/StoreQuery.swift")
        for declaration in [
            "nonisolated init()", "nonisolated func matches(_ value: Value) -> Bool",
            "public nonisolated init(filter: Filter = Filter()", "public nonisolated func select(from values:",
        ] {
            #expect(query.contains(declaration), "missing: \(declaration)")
        }
        #expect(!store.contains("nonisolated struct") && !store.contains("nonisolated enum"))
        let previews = try #require(files["PantryPreviewClients.swift"])
        let outcome = try ScreenContentTests.runtime("FeatureCore/Sources/PreviewOutcome.swift")
        #expect(outcome.contains("public nonisolated func answer<Value: Sendable>"))
        #expect(previews.contains("guard case .content = outcome else { return }"))
        #expect(previews.contains("self.store = InMemoryPantryStore()"))
        let storeTests = try #require(files["PantryStoreTests.swift"])
        #expect(storeTests.contains("@Test(arguments: 0..<"))
        #expect(!storeTests.contains("arguments: ShelfQueryCase.all"))
    }

    /// Titles: plural list titles and upper-cased initialisms, through one function each.
    @Test(arguments: [
        ("Book", "Books"), ("PantryItem", "Pantry items"), ("Shelf", "Shelves"), ("Category", "Categories"),
        ("Box", "Boxes"), ("Day", "Days"), ("Person", "People"), ("imageURL", "Image URLs"), ("Series", "Series"),
    ])
    func pluralTitles(_ raw: String, _ expected: String) {
        #expect(FeatureNaming.pluralDisplayName(raw) == expected)
    }

    @Test(arguments: [
        ("isbn", "ISBN"), ("bookISBN", "Book ISBN"), ("imageUrl", "Image URL"), ("cityID", "City ID"),
        ("searchCities", "Search cities"),
        ("id", "ID"), ("apiKey", "API key"), ("idea", "Idea"),
    ])
    func initialismsAreUpperCased(_ raw: String, _ expected: String) {
        #expect(FeatureNaming.displayName(raw) == expected)
    }
}
