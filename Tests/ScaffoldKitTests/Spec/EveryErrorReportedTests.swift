import Testing

@testable import ScaffoldKit

/// Validation reports every located error of a spec in one run, sorted by position, and never an
/// error that only repeats an earlier one (issue 11: a failing group of checks used to hide the
/// wiring errors after it).
@Suite struct EveryErrorReportedTests {
    /// A valid spec with many independent places to go wrong: each `from`, a state item, a model
    /// property, a command's `invalidates`, the app title.
    static let base = """
        {
          "name": "Recipes",
          "routes": [
            { "name": "detail", "parameters": [{ "name": "id", "type": "Recipe.ID", "from": "row.Recipe.id" }] },
            { "name": "favorites", "parameters": [{ "name": "sortedBy", "type": "String", "from": "state.sortOrder" }] },
            { "name": "chef", "parameters": [
              { "name": "chefName", "type": "String", "from": "state.chefQuery" },
              { "name": "page", "type": "Int", "from": "state.limit" }] }
          ],
          "state": [
            { "name": "searchQuery", "type": "String", "default": "\\"\\"" },
            { "name": "sortOrder", "type": "String", "default": "\\"title\\"" },
            { "name": "chefQuery", "type": "String", "default": "\\"\\"" },
            { "name": "limit", "type": "Int", "default": 20 },
            { "name": "isCompact", "type": "Bool", "default": false },
            { "name": "pageSize", "type": "Int", "default": 10 }
          ],
          "models": [{ "name": "Recipe", "properties": [
            { "name": "id", "type": "UUID" }, { "name": "title", "type": "String" }, { "name": "rating", "type": "Double" }] }],
          "clients": [{ "name": "Recipes", "methods": [
            { "name": "searchRecipes", "parameters": [{ "label": "matching", "name": "query", "type": "String", "from": "state.searchQuery" }], "returns": "[Recipe]" },
            { "name": "recipe", "parameters": [{ "name": "id", "type": "Recipe.ID", "from": "route.detail.id" }], "returns": "Recipe" },
            { "name": "favoriteRecipes", "parameters": [{ "name": "order", "type": "String", "from": "route.favorites.sortedBy" }], "returns": "[Recipe]" },
            { "name": "topRecipes", "parameters": [{ "name": "count", "type": "Int", "from": "state.limit" }], "returns": "[Recipe]" },
            { "name": "chefRecipes", "parameters": [
              { "name": "name", "type": "String", "from": "route.chef.chefName" },
              { "name": "page", "type": "Int", "from": "route.chef.page" }], "returns": "[Recipe]" },
            { "name": "allRecipes", "returns": "[Recipe]" },
            { "name": "deleteRecipe", "parameters": [{ "name": "recipeID", "type": "Recipe.ID", "from": "route.detail.id" }], "invalidates": ["allRecipes"] }
          ] }],
          "app": { "title": "Recipes" }
        }
        """

    /// One planted mistake: `original` (found once in ``base``) becomes `replacement`, and the
    /// error is at the `⟨` in `marker`, whose text (without `⟨`) occurs once in the result.
    struct Mistake: CustomStringConvertible {
        var original: String
        var replacement: String
        var marker: String
        var fragment: String
        var description: String { replacement }
    }

    static let mistakes: [Mistake] = [
        Mistake(
            original: #""from": "state.searchQuery""#, replacement: #""from": "state.serchQuery""#,
            marker: #"⟨"state.serchQuery""#, fragment: "no state item 'serchQuery'"),
        Mistake(
            original: #""id", "type": "Recipe.ID", "from": "route.detail.id" }], "returns""#,
            replacement: #""id", "type": "Recipe.ID", "from": "route.detial.id" }], "returns""#,
            marker: #"⟨"route.detial.id""#, fragment: "no route 'detial'"),
        Mistake(
            original: #""from": "route.favorites.sortedBy""#, replacement: #""from": "state.limit""#,
            marker: #""order", "type": "String", "from": ⟨"state.limit""#,
            fragment: "'state.limit' is an Int, but 'order' is a String"),
        Mistake(
            original: #""count", "type": "Int", "from": "state.limit""#, replacement: #""count", "type": "Int", "from": "limit""#,
            marker: #""count", "type": "Int", "from": ⟨"limit""#, fragment: "'limit' is not a source; did you mean 'state.limit'?"
        ),
        Mistake(
            original: #""from": "row.Recipe.id""#, replacement: #""from": "row.Recipe.title""#,
            marker: #"⟨"row.Recipe.title""#, fragment: "'row.Recipe.title' is a String, but 'id' is a Recipe.ID"),
        Mistake(
            original: #""from": "state.sortOrder""#, replacement: #""from": "route.chef.chefName""#,
            marker: #""sortedBy", "type": "String", "from": ⟨"route.chef.chefName""#, fragment: "not from another route"),
        Mistake(
            original: #""from": "state.chefQuery""#, replacement: #""from": "state.chefQuery.name""#,
            marker: #"⟨"state.chefQuery.name""#, fragment: "a state source is 'state.<item>'"),
        Mistake(
            original: #""from": "route.chef.page""#, replacement: #""from": "state.pageSize""#,
            marker: #"⟨"state.pageSize""#,
            fragment: "'chefRecipes' runs in one place"),
        Mistake(
            original: #""type": "Bool", "default": false"#, replacement: #""type": "Bol", "default": false"#,
            marker: #"⟨"Bol""#, fragment: "did you mean 'Bool'?"),
        Mistake(
            original: #""rating", "type": "Double""#, replacement: #""rating", "type": "Dubble""#,
            marker: #"⟨"Dubble""#, fragment: "did you mean 'Double'?"),
        Mistake(
            original: #""invalidates": ["allRecipes"]"#, replacement: #""invalidates": ["allRecipe"]"#,
            marker: #"⟨"allRecipe""#, fragment: "did you mean 'allRecipes'?"),
        Mistake(
            original: #""title": "Recipes""#, replacement: #""title": " ""#,
            marker: #""title": ⟨" ""#, fragment: "the title must be non-empty text on one line"),
    ]

    static func plant(_ planted: [Mistake]) -> String {
        var json = base
        for mistake in planted {
            precondition(json.components(separatedBy: mistake.original).count == 2, "\(mistake.original) not once")
            json = json.replacingOccurrences(of: mistake.original, with: mistake.replacement)
        }
        return json
    }

    /// Where the error of `mistake` is in `json`.
    static func errorLocation(of mistake: Mistake, in json: String) -> ScaffoldKit.SourceLocation? {
        let parts = mistake.marker.components(separatedBy: "⟨")
        guard parts.count == 2, json.components(separatedBy: parts.joined()).count == 2,
            let start = location(of: parts.joined(), in: json, file: SpecTestSupport.file)
        else { return nil }
        return ScaffoldKit.SourceLocation(
            file: start.file, line: start.line, column: start.column + parts[0].unicodeScalars.count)
    }

    @Test func theBaseSpecIsValid() {
        #expect(SpecTestSupport.diagnostics(Self.base).isEmpty, "\(SpecTestSupport.diagnostics(Self.base))")
    }

    /// Each mistake alone is exactly one error, at its marker.
    @Test(arguments: mistakes)
    func eachMistakeIsOneLocatedError(_ mistake: Mistake) {
        let json = Self.plant([mistake])
        let diagnostics = SpecTestSupport.diagnostics(json)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(Self.errorLocation(of: mistake, in: json) != nil, "marker \(mistake.marker)")
        #expect(diagnostics.first?.location == Self.errorLocation(of: mistake, in: json), "\(diagnostics)")
        #expect(diagnostics.first?.message.contains(mistake.fragment) == true, "\(diagnostics)")
    }

    /// Seeded: N mistakes drawn at random (every size, 40 draws) are exactly N located errors, at
    /// their markers, sorted by position.
    @Test func nIndependentMistakesAreNLocatedErrors() {
        var generator = SeededGenerator(seed: 0x5EED_0011)
        var draws = (0..<40).map { _ in Self.mistakes.filter { _ in Bool.random(using: &generator) } }
        draws.append(Self.mistakes)
        for planted in draws {
            let json = Self.plant(planted)
            let diagnostics = SpecTestSupport.diagnostics(json)
            #expect(diagnostics.count == planted.count, "\(planted): \(diagnostics)")
            let expected = planted.compactMap { Self.errorLocation(of: $0, in: json) }
            #expect(expected.count == planted.count)
            #expect(Set(diagnostics.compactMap(\.location)) == Set(expected), "\(planted): \(diagnostics)")
            let positions = diagnostics.compactMap(\.location).map { [$0.line, $0.column] }
            #expect(positions == positions.sorted { $0.lexicographicallyPrecedes($1) }, "not sorted: \(diagnostics)")
            for mistake in planted {
                #expect(diagnostics.contains { $0.message.contains(mistake.fragment) }, "\(mistake.fragment): \(diagnostics)")
            }
        }
    }

    /// An error caused by another is not reported: a `from` naming a state item, route, route
    /// parameter, model or property that was itself rejected is one error (the declaration's).
    @Test(arguments: [
        // The state item's type is wrong; `from` naming it is not a second error.
        (#""name": "limit", "type": "Int""#, #""name": "limit", "type": "Integer""#, #""Integer""#),
        // The state item's default is wrong.
        (#""default": 20"#, #""default": "twenty""#, #""twenty""#),
        // The route parameter's type is wrong: `route.chef.page` (in chefRecipes) is not reported.
        (
            #""name": "page", "type": "Int", "from": "state.limit""#, #""name": "page", "type": "Itn", "from": "state.limit""#,
            #""Itn""#
        ),
        // The route's name is not a Swift name: `route.detail.id` (twice) is not reported.
        (#""name": "detail""#, #""name": "det ail""#, #""det ail""#),
        // The model's id is rejected: `Recipe.ID` is unknown, so no type mismatch is reported.
        (#""name": "id", "type": "UUID""#, #""name": "id", "type": "UUIDD""#, #""UUIDD""#),
        // The queried method is rejected (bad result type): `invalidates` naming it is not reported.
        (#""name": "allRecipes", "returns": "[Recipe]""#, #""name": "allRecipes", "returns": "[Recipee]""#, #""[Recipee]""#),
    ])
    func aRejectedDeclarationIsOneError(original: String, replacement: String, marker: String) {
        let json = Self.base.replacingOccurrences(of: original, with: replacement)
        #expect(json != Self.base)
        let diagnostics = SpecTestSupport.diagnostics(json)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics.first?.location == location(of: marker, in: json, file: SpecTestSupport.file), "\(diagnostics)")
    }
}
