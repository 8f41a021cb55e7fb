import Testing
@testable import ScaffoldKit

@Suite struct NearestNameTests {
    @Test func suggestsCloseTypo() {
        #expect(NearestName.find("rotues", among: ["routes", "state", "models"]) == "routes")
    }

    @Test func ignoresUnrelatedNames() {
        #expect(NearestName.find("banana", among: ["routes", "state"]) == nil)
    }
}
