import Testing

@testable import ScaffoldKit

/// A route's deep link (`link`): decoded, round-tripped, and every pattern that the generated
/// `init?(link:)` could not honour is an error located at its `link`.
@Suite struct LinkSpecTests {
    /// A spec whose routes are `routes`, with a model `Trip` identified by a UUID and a model
    /// `Tag` identified by a `Tag.Key` the spec does not know.
    static func spec(_ routes: String) -> String {
        SpecTestSupport.spec(
            #"""
            "routes": [\#(routes)],
            "models": [
              {"name": "Trip", "properties": [{"name": "id", "type": "UUID"}, {"name": "title", "type": "String"}]},
              {"name": "Tag", "properties": [{"name": "id", "type": "[String]"}]}
            ]
            """#)
    }

    @Test func linksDecodeRoundTripAndKeepTheRoutesSpelling() throws {
        let spec = try SpecTestSupport.load(
            Self.spec(
                #"""
                {"name": "trip", "parameters": [{"name": "tripID", "type": "Trip.ID"}], "link": "trip/{tripID}"},
                {"name": "day", "parameters": [{"name": "trip_id", "type": "Trip.ID"}, {"name": "index", "type": "Int"}], "link": "trip/{trip_id}/day/{index}"},
                {"name": "search", "parameters": [{"name": "query", "type": "String"}, {"name": "exact", "type": "Bool"}, {"name": "scale", "type": "Double"}], "link": "search/{query}/{exact}/{scale}"},
                {"name": "newTrip", "link": "trip/new"},
                {"name": "help"}
                """#)
        ).get()
        #expect(
            spec.routes.map(\.link) == [
                "trip/{tripID}", "trip/{tripID}/day/{index}", "search/{query}/{exact}/{scale}", "trip/new", nil,
            ])
        #expect(try SpecTestSupport.load(spec.jsonText).get() == spec)
    }

    @Test(arguments: [
        ("", "is empty"),
        ("/trip", "starts or ends with '/'"),
        ("trip/", "starts or ends with '/'"),
        ("trip//new", "has an empty segment 2"),
        ("trip/new page", "has segment 2 'new page', which is neither"),
        ("trip/{}", "has segment 2 '{}', which is neither"),
        ("trip/{a-b}", "has segment 2 '{a-b}', which is no parameter name"),
        ("trip/..", "has segment 2 '..', which URLs resolve away"),
        ("trip?x=1", "has segment 1 'trip?x=1', which is neither"),
        (Array(repeating: "a", count: 17).joined(separator: "/"), "has 17 segments; a link has at most 16"),
    ])
    func aMalformedPatternIsLocated(pattern: String, message: String) {
        expectSingleError(
            Self.spec(#"{"name": "newTrip", "link": "\#(pattern)"}"#), at: "\"\(pattern)\"",
            contains: "link '\(pattern)' \(message)")
    }

    @Test func everyParameterIsNamedOnceAndOnlyParametersAreNamed() {
        expectSingleError(
            Self.spec(#"{"name": "trip", "parameters": [{"name": "tripID", "type": "Trip.ID"}], "link": "trip/{tripId2}"}"#),
            at: #""trip/{tripId2}""#,
            contains: "names '{tripId2}', which is no parameter of route 'trip'; did you mean 'tripID'? (its parameters: tripID)")
        expectSingleError(
            Self.spec(#"{"name": "newTrip", "link": "trip/{id}"}"#), at: #""trip/{id}""#,
            contains: "which is no parameter of route 'newTrip' (it has none)")
        expectSingleError(
            Self.spec(
                #"{"name": "trip", "parameters": [{"name": "tripID", "type": "Trip.ID"}], "link": "trip/{tripID}/{tripID}"}"#),
            at: #""trip/{tripID}/{tripID}""#, contains: "names '{tripID}' twice")
        expectSingleError(
            Self.spec(
                #"{"name": "day", "parameters": [{"name": "tripID", "type": "Trip.ID"}, {"name": "index", "type": "Int"}], "link": "trip/{tripID}"}"#
            ),
            at: #""trip/{tripID}""#, contains: "leaves out '{index}', so it cannot make route 'day'")
    }

    @Test(arguments: ["[String]", "Date", "String?", "Tag.ID", "Trip"])
    func aParameterNoSegmentCanSpellIsLocated(type: String) {
        let json = Self.spec(#"{"name": "show", "parameters": [{"name": "key", "type": "\#(type)"}], "link": "show/{key}"}"#)
        expectSingleError(json, at: #""show/{key}""#, contains: "its type '\(type)' cannot be spelled in one")
    }

    @Test func aParameterRejectedForItsTypeIsNotReportedAgainAtTheLink() {
        let json = Self.spec(#"{"name": "show", "parameters": [{"name": "key", "type": "Unknown.ID"}], "link": "show/{key}"}"#)
        expectSingleError(json, at: #""Unknown.ID""#, contains: "Unknown")
    }

    @Test func aLinkAnEarlierOneAlwaysMatchesIsNeverReached() {
        // A `String` parameter reads every segment, a `Double` every `Int`, a typed parameter
        // every literal it reads.
        for (first, second) in [
            (#""search/{query}", "parameters": [{"name": "query", "type": "String"}]"#, #""search/new""#),
            (
                #""page/{number}", "parameters": [{"name": "number", "type": "Double"}]"#,
                #""page/{number}", "parameters": [{"name": "number", "type": "Int"}]"#
            ),
            (#""page/{number}", "parameters": [{"name": "number", "type": "Int"}]"#, #""page/42""#),
            (#""trip/new""#, #""trip/new""#),
        ] {
            expectSingleError(
                Self.spec(#"{"name": "first", "link": \#(first)}, {"name": "second", "link": \#(second)}"#),
                at: second.components(separatedBy: ",")[0],
                occurrence: first.components(separatedBy: ",")[0] == second.components(separatedBy: ",")[0] ? 2 : 1,
                contains: "is never reached: the link")
        }
    }

    @Test func aLinkedRouteIsWiredButALinkOfAFeatureTheRootDoesNotShowIsAWarning() throws {
        let route = #"{"name": "newTrip", "link": "trip/new"}"#
        let shown = Self.spec(route)
        #expect(FeatureSpecLoader.wiringWarnings(bytes: Array(shown.utf8), file: SpecTestSupport.file).isEmpty)
        for app in [#""app": {"root": false}"#, #""app": {"root": false, "intentionallyUnwired": true}"#] {
            let hidden = SpecTestSupport.spec(#""routes": [\#(route)], \#(app)"#)
            let warnings = FeatureSpecLoader.wiringWarnings(bytes: Array(hidden.utf8), file: SpecTestSupport.file)
            #expect(
                warnings.map(\.message) == [
                    "routes[0].link: 'Weather' is left out of the app's root, and the root opens links of the features it shows only, so nothing opens link 'trip/new'; remove it, or add \"intentionallyUnwired\": true to the route if your own code opens it"
                ])
            #expect(warnings.first?.location == location(of: #""trip/new""#, in: hidden, file: SpecTestSupport.file))
        }
    }

    @Test func aLinkTriedAfterOneThatReadsOnlySomeOfItsPathsIsAccepted() throws {
        let spec = try SpecTestSupport.load(
            Self.spec(
                #"""
                {"name": "trip", "parameters": [{"name": "tripID", "type": "Trip.ID"}], "link": "trip/{tripID}"},
                {"name": "newTrip", "link": "trip/new"},
                {"name": "page", "parameters": [{"name": "number", "type": "Int"}], "link": "page/{number}"},
                {"name": "named", "parameters": [{"name": "name", "type": "String"}], "link": "page/{name}"}
                """#)
        ).get()
        #expect(spec.routes.compactMap(\.link).count == 4)
    }
}
