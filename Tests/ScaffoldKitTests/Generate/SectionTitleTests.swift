import Foundation
import Testing

@testable import ScaffoldKit

/// No two sections of a root screen read the same: the controls' section is headed by the
/// feature's name, so a result section that would take that title (`searchRecipes` in Recipes)
/// or another operation's (`fetchNotes` beside `listNotes`) says its method in words.
@Suite struct SectionTitleTests {
    static let recipes = """
        {
          "name": "Recipes",
          "state": [{"name": "query", "type": "String", "default": "\\"\\"", "search": true},
                    {"name": "newTitle", "type": "String", "default": "\\"Untitled\\""}],
          "models": [{"name": "Recipe", "properties": [{"name": "id", "type": "UUID"}, {"name": "title", "type": "String"}]}],
          "clients": [{"name": "RecipeAPI", "methods": [
            {"name": "searchRecipes", "parameters": [{"label": "matching", "name": "query", "type": "String"}], "returns": "[Recipe]"},
            {"name": "createRecipe", "parameters": [{"name": "title", "type": "String", "from": "state.newTitle"}], "returns": "Recipe", "kind": "command"}
          ]}]
        }
        """

    /// Every `Text("…")` that heads a section: the controls' header and each result section's title.
    static func sectionTitles(_ text: String) -> [String] {
        let pattern = /(?:header: \{\s*Text\("|LoadStateSection\(\s*Text\(")([^"]*)"/
        return text.matches(of: pattern).map { String($0.output.1) }
    }

    @Test(arguments: ScreenContentTests.styles)
    func aResultSectionTitledLikeTheControlsSaysItsMethod(style: String) throws {
        let spec = try FeatureSpecLoader.load(bytes: Array(Self.recipes.utf8), file: "Recipes.feature.json")
        let views = try ScreenContentTests.views(spec, style: style)
        let titles = Self.sectionTitles(views)
        #expect(titles.contains("Recipes") && titles.contains("Search recipes"), "\(style): \(titles)")
        #expect(Set(titles).count == titles.count, "\(style): \(titles)")
    }

    @Test func twoOperationsOfTheSameTitleSayTheirMethods() throws {
        let json = #"""
            {"name": "Inbox", "models": [{"name": "Note", "properties": [{"name": "id", "type": "UUID"}]}],
             "clients": [{"name": "Notes", "methods": [{"name": "fetchNotes", "returns": "[Note]"}, {"name": "listNotes", "returns": "[Note]"}]}]}
            """#
        let spec = try FeatureSpecLoader.load(bytes: Array(json.utf8), file: "Inbox.feature.json")
        let titles = Self.sectionTitles(try ScreenContentTests.views(spec, style: "feature"))
        #expect(titles.contains("Fetch notes") && titles.contains("List notes"), "\(titles)")
    }

    @Test func aTitleNobodySharesKeepsItsShortForm() throws {
        let spec = try ExampleSpecLoader.load("Examples/Weather/Weather.feature.json")
        #expect(Self.sectionTitles(try ScreenContentTests.views(spec, style: "feature")).contains("Cities"))
    }
}
