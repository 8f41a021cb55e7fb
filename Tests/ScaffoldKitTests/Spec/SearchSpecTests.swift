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
        #expect(FeatureSpecSchema.json.contains(#""debounceMilliseconds": {"#))
    }

    // MARK: debounceMilliseconds

    @Test func aSearchCanBeDebouncedAndTheDebounceRoundTrips() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.spec(#""state": [{"name": "query", "type": "String", "search": true, "debounceMilliseconds": 300}]"#)
        ).get()
        #expect(spec.state.first?.debounceMilliseconds == 300)
        #expect(spec.jsonText.contains(#""debounceMilliseconds": 300"#))
        #expect(try SpecTestSupport.load(spec.jsonText).get() == spec)
        let plain = try SpecTestSupport.load(
            SpecTestSupport.spec(#""state": [{"name": "query", "type": "String", "search": true}]"#)
        ).get()
        #expect(plain.state.first?.debounceMilliseconds == nil)
    }

    @Test func onlyTheSearchTextIsDebounced() {
        expectSingleError(
            SpecTestSupport.spec(#""state": [{"name": "title", "type": "String", "debounceMilliseconds": 300}]"#),
            at: "300",
            contains:
                "state[0].debounceMilliseconds: only the screen's search text can be debounced; add \"search\": true to this item or remove 'debounceMilliseconds'"
        )
    }

    @Test func aDebounceIsAWholeNumberOfMillisecondsInRange() {
        for (value, marker) in [("0", "0"), ("5001", "5001"), ("-3", "-3")] {
            expectSingleError(
                SpecTestSupport.spec(
                    #""state": [{"name": "query", "type": "String", "search": true, "debounceMilliseconds": "# + value + "}]"),
                at: marker,
                contains: "state[0].debounceMilliseconds: a debounce lasts 1 to 5000 milliseconds, not \(value)")
        }
        expectSingleError(
            SpecTestSupport.spec(
                #""state": [{"name": "query", "type": "String", "search": true, "debounceMilliseconds": "300"}]"#),
            at: "\"300\"",
            contains: "state[0].debounceMilliseconds: expected a whole number, found a string")
        expectSingleError(
            SpecTestSupport.spec(#""state": [{"name": "query", "type": "String", "search": true, "debounceMilliseconds": 0.3}]"#),
            at: "0.3",
            contains: "state[0].debounceMilliseconds: expected a whole number")
    }
}
