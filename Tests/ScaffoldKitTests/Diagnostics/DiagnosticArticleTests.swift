import Testing

@testable import ScaffoldKit

/// Messages put "a" or "an" before type names and roles through one function
/// (`DiagnosticText.withArticle`), so no message says "a Int".
@Suite struct DiagnosticArticleTests {
    @Test(arguments: [
        ("Int", "an Int"), ("Int64?", "an Int64?"), ("[Item]", "an [Item]"), ("Order", "an Order"),
        ("Episode.ID", "an Episode.ID"), ("String", "a String"), ("[String: Int]", "a [String: Int]"),
        ("UUID", "a UUID"), ("URL", "a URL"), ("UInt8", "a UInt8"), ("User", "a User"), ("Umbrella", "an Umbrella"),
        ("HTTPClient", "an HTTPClient"), ("Recipe.ID", "a Recipe.ID"), ("enum case name", "an enum case name"),
        ("type name", "a type name"), ("argument label", "an argument label"), ("Set<Int>", "a Set<Int>"),
        ("Optional<Date>", "an Optional<Date>"), ("", "a "),
    ])
    func articleFollowsTheSpokenWord(noun: String, expected: String) {
        #expect(DiagnosticText.withArticle(noun) == expected)
    }

    @Test func rolesUseTheSameArticleFunction() {
        #expect(IdentifierRole.enumCase.displayNameWithArticle == "an enum case name")
        #expect(IdentifierRole.member.displayNameWithArticle == "a member name")
    }

    /// A wiring type mismatch names both types with their articles: "is an Int", never "is a Int".
    @Test func aWiringMismatchSaysAnInt() {
        let json = WiringSpecTests.recipes(
            queryFrom: #", "from": "state.count""#, extraState: #", { "name": "count", "type": "Int", "default": 0 }"#)
        let messages = SpecTestSupport.diagnostics(json).map(\.message)
        #expect(messages.contains { $0.contains("'state.count' is an Int, but 'query' is a String") }, "\(messages)")
        #expect(!messages.contains { $0.contains("a Int") })
    }
}

/// Names in the possessive (`DiagnosticText.possessive`): never "Recipes's".
@Suite struct DiagnosticPossessiveTests {
    @Test(arguments: [("Journal", "Journal's"), ("Recipes", "Recipes'"), ("Shop", "Shop's"), ("NEWS", "NEWS'")])
    func possessive(name: String, expected: String) {
        #expect(DiagnosticText.possessive(name) == expected)
    }

    /// The App target's comments and the cross-feature route errors use it (or "of 'X'").
    @Test func theAppTargetAndItsErrorsNeverSayApostropheSApostrophe() throws {
        let composer = AppComposer(appName: "Recipes", features: [], order: [])
        for file in try composer.render() {
            #expect(!file.contents.contains("s's "), "\(file.path)")
        }
        let embedded = try #require(BuiltinTemplates.files["app/AppRootView.swift.mustache"])
        #expect(embedded.contains("embedded in {{featurePossessive}} navigation stack"))
    }
}
