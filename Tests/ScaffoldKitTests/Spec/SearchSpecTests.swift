import Testing

@testable import ScaffoldKit

/// `state[i].search`: the state item that is the screen's search text.
@Suite struct SearchSpecTests {
    @Test func aStringItemMarkedSearchIsTheSearchAndRoundTrips() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.spec(
                #""state": [{"name": "query", "type": "String", "search": true}, {"name": "isOn", "type": "Bool", "search": false}]"#
            )
        ).get()
        #expect(spec.state.map(\.isSearch) == [true, false])
        #expect(spec.jsonText.contains(#""search": true"#))
        #expect(try SpecTestSupport.load(spec.jsonText).get() == spec)
    }

    @Test func onlyAStringItemCanBeTheSearch() {
        expectSingleError(
            SpecTestSupport.spec(#""state": [{"name": "count", "type": "Int", "search": true}]"#),
            at: "true",
            contains: "state[0].search: only a String state item can be the screen's search text; 'count' is 'Int'")
    }

    @Test func onlyOneItemIsTheSearch() {
        expectSingleError(
            SpecTestSupport.spec(
                #""state": [{"name": "query", "type": "String", "search": true}, {"name": "filter", "type": "String", "search": true}]"#
            ),
            at: "true",
            occurrence: 2,
            contains: "state[1].search: 'query' is already the screen's search text; only one state item can be")
    }

    @Test func searchIsABoolean() {
        expectSingleError(
            SpecTestSupport.spec(#""state": [{"name": "query", "type": "String", "search": "yes"}]"#),
            at: "\"yes\"",
            contains: "state[0].search: expected true or false")
    }

    @Test func theSchemaDescribesSearch() {
        #expect(FeatureSpecSchema.json.contains(#""search": {"#))
    }
}
