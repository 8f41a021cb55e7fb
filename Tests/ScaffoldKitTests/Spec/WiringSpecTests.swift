import Testing

@testable import ScaffoldKit

/// Issue 11, "explicit, validated wiring": the `from` key of route and method parameters, its
/// located errors, the default (names and types together, never a type alone) and the unwired
/// warnings.
@Suite struct WiringSpecTests {
    /// A spec with state `searchQuery`, `searchRecipes(matching query:)`, a detail route by
    /// identity and `favorites(sortedBy:)`; `queryFrom` and `sortedByFrom` are inserted as the
    /// two parameters' members (`, "from": "…"`).
    static func recipes(queryFrom: String = "", sortedByFrom: String = "", extraState: String = "") -> String {
        """
        {
          "name": "Recipes",
          "routes": [
            { "name": "detail", "parameters": [{ "name": "id", "type": "Recipe.ID" }] },
            { "name": "favorites", "parameters": [{ "name": "sortedBy", "type": "String"\(sortedByFrom) }] }
          ],
          "state": [{ "name": "searchQuery", "type": "String", "default": "\\"\\"" }\(extraState)],
          "models": [{ "name": "Recipe", "properties": [{ "name": "id", "type": "UUID" }, { "name": "title", "type": "String" }] }],
          "clients": [{ "name": "Recipes", "methods": [
            { "name": "searchRecipes", "parameters": [{ "label": "matching", "name": "query", "type": "String"\(queryFrom) }], "returns": "[Recipe]" },
            { "name": "recipe", "parameters": [{ "name": "id", "type": "Recipe.ID" }], "returns": "Recipe" }
          ] }]
        }
        """
    }

    static func load(_ json: String) throws -> FeatureSpec {
        try FeatureSpecLoader.load(bytes: Array(json.utf8), file: SpecTestSupport.file)
    }

    // MARK: The issue's regressions

    /// Bullet 1: `searchQuery` does not match `query` by name, so without wiring nothing runs
    /// the search, and a warning says so; with `"from": "state.searchQuery"` the root screen runs
    /// it with the field's text, and its rows link to the detail route (by the row's `id`).
    @Test func searchQueryFeedsTheSearchOnlyWhenWired() throws {
        let unwired = FeatureWiring(try Self.load(Self.recipes()))
        #expect(unwired.runs[0] == .none)
        #expect(unwired.unwired.contains(.state(index: 0)))
        #expect(unwired.unwired.contains(.operation(client: 0, method: 0)))

        let spec = try Self.load(Self.recipes(queryFrom: #", "from": "state.searchQuery""#))
        #expect(spec.clients[0].methods[0].parameters[0].source == .state("searchQuery"))
        let wired = FeatureWiring(spec)
        #expect(wired.runs[0] == .rootButton([.state("searchQuery")]))
        #expect(wired.runs[1] == .destination(route: "detail", arguments: [.routeParameter("id")]))
        #expect(wired.links[0] == .rows(model: "Recipe", properties: ["id"]))
        #expect(wired.rowRoutes == ["Recipe": "detail"])
        #expect(!wired.unwired.contains(.state(index: 0)))
        #expect(!wired.unwired.contains(.route(index: 0)))
        #expect(!wired.unwired.contains { if case .operation = $0 { return true } else { return false } })
    }

    /// Bullet 2: `favorites(sortedBy: String)` is the only route with a `String`, which the old
    /// rule used to feed `searchRecipes(matching:)` ("the only parameter of that type"). Never
    /// by type alone: unwired, it is a warning; wired, the root links to it with the state item.
    @Test func aRouteIsNeverFedAnUnrelatedValueByType() throws {
        let wiring = FeatureWiring(try Self.load(Self.recipes()))
        #expect(wiring.runs[0] == .none, "searchRecipes bound to favorites(sortedBy:) by type")
        #expect(wiring.links[1] == .none)
        #expect(wiring.unwired.contains(.route(index: 1)))

        let wired = FeatureWiring(
            try Self.load(
                Self.recipes(
                    sortedByFrom: #", "from": "state.sortOrder""#,
                    extraState: #", { "name": "sortOrder", "type": "String", "default": "\"title\"" }"#)))
        #expect(wired.links[1] == .root(state: ["sortOrder"]))
        #expect(!wired.unwired.contains(.route(index: 1)))
    }

    /// The default still wires what matches by name and type: the Weather example needs no
    /// `from` (state `query` → `searchCities(matching query:)`, the `City` row → `forecast(city:)`,
    /// `forecast(for city:)` on that destination).
    @Test func nameMatchingIsTheDefault() throws {
        let spec = try ExampleSpecLoader.load("Examples/Weather/Weather.feature.json")
        let wiring = FeatureWiring(spec)
        #expect(
            wiring.runs == [
                .rootButton([.state("query")]), .destination(route: "forecast", arguments: [.routeParameter("city")]),
            ])
        #expect(wiring.links == [.rows(model: "City", properties: [nil])])
        #expect(wiring.unwired.isEmpty, "the search field is read by the search; nothing is left unwired")
    }

    /// A route parameter named after the row's model and property (`noteID`) takes the row's
    /// `id`; a method argument of another name (`id`) needs `from` to take it from the route.
    @Test func notesDeleteIsWiredExplicitly() throws {
        let spec = try ExampleSpecLoader.load("Examples/Notes/Notes.feature.json")
        let wiring = FeatureWiring(spec)
        #expect(wiring.links[0] == .rows(model: "Note", properties: ["id"]))
        #expect(wiring.runs[1] == .destination(route: "detail", arguments: [.routeParameter("noteID")]))
        var unwired = spec
        unwired.clients[0].methods[1].parameters[0].source = nil
        #expect(FeatureWiring(unwired).runs[1] == .none, "delete(id:) bound to detail(noteID:) by type alone")
    }

    /// The rows of a stored model are rows too: `"from": "row.Shelf.id"` resolves against the
    /// storage models, like the default (`shelfID` ← the row's `id`) does.
    @Test func storedModelsRowsCanBeWiredExplicitly() throws {
        let text = try String(
            contentsOf: Golden.repositoryRoot.appendingPathComponent("Examples/Pantry/Pantry.feature.json"), encoding: .utf8)
        let plain = #"{ "name": "shelfID", "type": "Shelf.ID" }"#
        let first = try #require(text.range(of: plain), "the first route, shelf(shelfID:), is the one the rows open")
        let byDefault = FeatureWiring(try Self.load(text))
        let explicit = try Self.load(
            text.replacingCharacters(in: first, with: #"{ "name": "shelfID", "type": "Shelf.ID", "from": "row.Shelf.id" }"#))
        #expect(explicit.routes[0].parameters[0].source == .row(model: "Shelf", property: "id"))
        #expect(FeatureWiring(explicit).links[0] == .rows(model: "Shelf", properties: ["id"]))
        #expect(byDefault.links[0] == FeatureWiring(explicit).links[0])
        let misspelt = text.replacingCharacters(
            in: first, with: #"{ "name": "shelfID", "type": "Shelf.ID", "from": "row.Shelf.idd" }"#)
        #expect(
            SpecTestSupport.diagnostics(misspelt).map(\.message) == [
                "routes[0].parameters[0].from: no model row or row property 'Shelf.idd'; did you mean 'row.Shelf.id'? (models: Shelf, PantryItem)"
            ])
    }

    /// `from` survives the JSON the default spec is saved as.
    @Test func sourcesRoundTripThroughJSON() throws {
        let spec = try Self.load(
            Self.recipes(
                queryFrom: #", "from": "state.searchQuery""#, sortedByFrom: #", "from": "state.sortOrder""#,
                extraState: #", { "name": "sortOrder", "type": "String", "default": "\"title\"" }"#))
        #expect(try Self.load(spec.jsonText) == spec)
        let defaultSpec = FeatureSpec.defaultSpec(named: "Recipes")
        #expect(defaultSpec.jsonText.contains(#""from": "row.RecipesItem.id""#))
        #expect(try Self.load(defaultSpec.jsonText) == defaultSpec)
    }

    // MARK: Located errors

    @Test func aMisspeltStateItemIsALocatedErrorWithASuggestion() {
        let json = Self.recipes(queryFrom: #", "from": "state.serchQuery""#)
        expectSingleError(
            json, at: "\"state.serchQuery\"", contains: "no state item 'serchQuery'; did you mean 'state.searchQuery'?")
        #expect(SpecTestSupport.diagnostics(json).first?.message.hasPrefix("clients[0].methods[0].parameters[0].from: ") == true)
    }

    @Test func aSourceOfAnotherTypeIsALocatedError() {
        expectSingleError(
            Self.recipes(queryFrom: #", "from": "route.detail.id""#), at: "\"route.detail.id\"",
            contains: "'route.detail.id' is a Recipe.ID, but 'query' is a String")
        expectSingleError(
            Self.recipes(sortedByFrom: #", "from": "row.Recipe.id""#), at: "\"row.Recipe.id\"",
            contains: "'row.Recipe.id' is a UUID, but 'sortedBy' is a String")
    }

    @Test func anAmbiguousSourceIsALocatedError() {
        let twoRoutes = Self.recipes(queryFrom: #", "from": "route.id""#).replacingOccurrences(
            of: #"{ "name": "favorites", "parameters": [{ "name": "sortedBy", "type": "String" }] }"#,
            with: #"{ "name": "edit", "parameters": [{ "name": "id", "type": "Recipe.ID" }] }"#)
        expectSingleError(
            twoRoutes, at: "\"route.id\"", contains: "'route.id' is ambiguous: 'route.detail.id', 'route.edit.id' all match")
        let twoModels = Self.recipes(sortedByFrom: #", "from": "row.title""#).replacingOccurrences(
            of: #""models": ["#,
            with: #""models": [{ "name": "Chef", "properties": [{ "name": "title", "type": "String" }] }, "#)
        expectSingleError(twoModels, at: "\"row.title\"", contains: "'row.title' is ambiguous")
        // Two routes explicitly opened by the rows of one model: a row links to one route.
        let twoRowRoutes = """
            {"name": "Recipes",
             "routes": [{"name": "detail", "parameters": [{"name": "id", "type": "Recipe.ID", "from": "row.Recipe.id"}]},
                        {"name": "edit", "parameters": [{"name": "id", "type": "Recipe.ID", "from": "row.Recipe.id"}]}],
             "models": [{"name": "Recipe", "properties": [{"name": "id", "type": "UUID"}]}]}
            """
        expectSingleError(
            twoRowRoutes, at: "\"row.Recipe.id\"", occurrence: 2, contains: "rows of 'Recipe' already open route 'detail'")
    }

    @Test func aSourceOfTheWrongKindIsALocatedError() {
        expectSingleError(
            Self.recipes(queryFrom: #", "from": "row.Recipe.title""#), at: "\"row.Recipe.title\"",
            contains: "a client method's argument cannot come from a row")
        expectSingleError(
            Self.recipes(sortedByFrom: #", "from": "route.detail.id""#), at: "\"route.detail.id\"",
            contains: "not from another route")
        expectSingleError(
            Self.recipes(queryFrom: #", "from": "searchQuery""#), at: "\"searchQuery\"", occurrence: 2,
            contains: "'searchQuery' is not a source; did you mean 'state.searchQuery'?")
        expectSingleError(
            Self.recipes(queryFrom: #", "from": 3"#), at: "3 }], \"returns\"", contains: "from: expected a string, found a number"
        )
        expectSingleError(
            Self.recipes(queryFrom: #", "form": "state.searchQuery""#), at: "\"form\"", contains: "did you mean 'from'?")
    }

    /// One method runs in one place: its arguments cannot come from state and a route at once.
    @Test func mixedSourcesAreALocatedError() {
        let json = """
            {"name": "Recipes",
             "routes": [{"name": "detail", "parameters": [{"name": "id", "type": "Recipe.ID"}]}],
             "state": [{"name": "note", "type": "String", "default": "\\"\\""}],
             "models": [{"name": "Recipe", "properties": [{"name": "id", "type": "UUID"}]}],
             "clients": [{"name": "Recipes", "methods": [{"name": "annotate", "parameters": [
               {"name": "id", "type": "Recipe.ID", "from": "route.detail.id"},
               {"name": "text", "type": "String", "from": "state.note"}]}]}]}
            """
        expectSingleError(json, at: "\"state.note\"", contains: "wire 'text' from route 'detail' too")
        let missing = json.replacingOccurrences(of: #", "from": "state.note""#, with: "")
        expectSingleError(
            missing, at: #"{"name": "text""#, contains: "'text' has no \"from\", and route 'detail' has nothing named 'text'")
    }

    // MARK: Warnings

    /// Each unwired part is one warning at its element, naming the `from` that would wire it.
    @Test func unwiredPartsAreLocatedWarnings() {
        let json = Self.recipes()
        let warnings = FeatureSpecLoader.wiringWarnings(bytes: Array(json.utf8), file: SpecTestSupport.file)
        #expect(warnings.map(\.severity) == [.warning, .warning, .warning, .warning])
        #expect(
            warnings.map(\.location) == [
                location(of: "{ \"name\": \"searchQuery\"", in: json, file: SpecTestSupport.file),
                location(of: "{ \"name\": \"detail\"", in: json, file: SpecTestSupport.file),
                location(of: "{ \"name\": \"favorites\"", in: json, file: SpecTestSupport.file),
                location(of: "{ \"name\": \"searchRecipes\"", in: json, file: SpecTestSupport.file),
            ])
        #expect(warnings[0].message.hasPrefix("state[0]: nothing reads state item 'searchQuery'"))
        #expect(warnings[0].message.hasSuffix(#"wire one with "from": "state.searchQuery""#))
        // The rows that would open the detail are never shown: the search that lists them is unwired.
        #expect(warnings[1].message.contains("routes[0]: nothing in this feature navigates to route 'detail'"))
        #expect(warnings[1].message.contains("no operation the screen runs shows a list of 'Recipe'"))
        #expect(warnings[2].message.contains("routes[1]: nothing in this feature navigates to route 'favorites'"))
        #expect(warnings[2].message.contains(#"wire it with "from" at routes[1].parameters[0]"#))
        #expect(warnings[3].message.contains("clients[0].methods[0]: no screen runs 'searchRecipes'"))
        #expect(warnings[3].message.contains(#"wire it with "from" at clients[0].methods[0].parameters[0]"#))
        #expect(warnings[3].message.contains("state.searchQuery"))
        #expect(warnings.allSatisfy { !$0.description.contains("\n") })
        let wired = Self.recipes(
            queryFrom: #", "from": "state.searchQuery""#, sortedByFrom: #", "from": "state.sortOrder""#,
            extraState: #", { "name": "sortOrder", "type": "String", "default": "\"title\"" }"#)
        #expect(FeatureSpecLoader.wiringWarnings(bytes: Array(wired.utf8), file: SpecTestSupport.file).isEmpty)
        #expect(FeatureSpecLoader.wiringWarnings(bytes: Array("{".utf8), file: SpecTestSupport.file).isEmpty)
    }

    /// `"intentionallyUnwired": true` on a state item, a route or a method silences its warning
    /// (and nothing else's); a route another feature opens (`openedRoutes`) is not reported.
    @Test func intentionallyUnwiredAndOpenedRoutesAreNotReported() throws {
        let marked = Self.recipes()
            .replacingOccurrences(of: #""default": "\"\"" }"#, with: #""default": "\"\"", "intentionallyUnwired": true }"#)
            .replacingOccurrences(
                of: #""type": "Recipe.ID" }] },"#, with: #""type": "Recipe.ID" }], "intentionallyUnwired": true },"#
            )
            .replacingOccurrences(
                of: #""returns": "[Recipe]" }"#, with: #""returns": "[Recipe]", "intentionallyUnwired": true }"#)
        #expect(marked != Self.recipes())
        let warnings = FeatureSpecLoader.wiringWarnings(bytes: Array(marked.utf8), file: SpecTestSupport.file)
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("route 'favorites'") == true, "\(warnings)")
        // The generated code is the same with or without the marks.
        #expect(try Self.load(marked) == Self.load(Self.recipes()))
        let opened = FeatureSpecLoader.wiringWarnings(
            bytes: Array(marked.utf8), file: SpecTestSupport.file, openedRoutes: ["favorites"])
        #expect(opened.isEmpty, "\(opened)")
        let unmarked = FeatureSpecLoader.wiringWarnings(
            bytes: Array(Self.recipes().utf8), file: SpecTestSupport.file, openedRoutes: ["favorites"])
        #expect(unmarked.count == 3 && !unmarked.contains { $0.message.contains("'favorites'") })
    }

    /// The key takes a boolean, like the other flags.
    @Test func intentionallyUnwiredMustBeABoolean() {
        let json = Self.recipes().replacingOccurrences(
            of: #""returns": "[Recipe]" }"#, with: #""returns": "[Recipe]", "intentionallyUnwired": "yes" }"#)
        #expect(throws: DiagnosticList.self) { try Self.load(json) }
    }
}
