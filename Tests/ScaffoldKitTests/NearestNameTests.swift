import Testing

@testable import ScaffoldKit

@Suite struct NearestNameTests {
    @Test func suggestsCloseTypo() {
        #expect(NearestName.find("rotues", among: ["routes", "state", "models"]) == "routes")
    }

    @Test func ignoresUnrelatedNames() {
        #expect(NearestName.find("banana", among: ["routes", "state"]) == nil)
    }

    @Test(arguments: [("sytle", "style", 1), ("nmae", "name", 1), ("abc", "abc", 0), ("", "ab", 2), ("kitten", "sitting", 3)])
    func countsAdjacentTranspositionsAsOneEdit(a: String, b: String, distance: Int) {
        #expect(NearestName.editDistance(a, b) == distance)
    }

    @Test func suggestsTransposedKeys() {
        #expect(NearestName.find("sytle", among: ["name", "style", "routes"]) == "style")
    }
}
