import Testing

@testable import ScaffoldKit

@Suite struct SpecDecoderTests {
    typealias Support = SpecTestSupport

    @Test func decodesACompleteSpec() throws {
        let json = """
            {
              "name": "Weather",
              "style": "feature",
              "dependencies": ["Shared"],
              "externalTypes": [{"name": "Phase", "module": "Shared"}, {"name": "Day", "module": "Shared"}],
              "routes": [
                {"name": "forecast_detail", "parameters": [{"name": "city_id", "type": "City.ID", "label": "_"}]},
                {"name": "settings"}
              ],
              "state": [
                {"name": "query", "type": "String"},
                {"name": "selectedCity", "type": "City?"},
                {"name": "isRefreshing", "type": "Bool", "default": true},
                {"name": "temperature", "type": "Double", "default": 21.5},
                {"name": "phase", "type": "Phase", "default": ".idle"},
                {"name": "cities", "type": "[City]"}
              ],
              "models": [{"name": "city", "properties": [{"name": "ID", "type": "UUID"}, {"name": "name", "type": "String"}]}],
              "clients": [{"name": "Forecast", "methods": [
                {"name": "fetch", "parameters": [{"label": "for", "name": "city", "type": "City"}], "returns": "[Day]"},
                {"name": "fetch", "parameters": [{"name": "cityID", "type": "City.ID"}], "returns": "[Day]"}
              ]}],
              "storage": {"kind": "swiftdata", "models": [{"name": "Reading", "properties": [{"name": "id", "type": "UUID"}]}]}
            }
            """
        let spec = try Support.load(json).get()
        #expect(spec.name == "Weather")
        #expect(spec.style == "feature")  // storage needs 'feature'; StyleSpecTests decode 'mvvm' and 'mvi'
        #expect(
            spec.routes == [
                FeatureSpec.Route(
                    name: "forecastDetail", parameters: [FeatureSpec.Parameter(name: "cityID", type: "City.ID", label: "_")]),
                FeatureSpec.Route(name: "settings"),
            ])
        #expect(spec.state.map(\.defaultValue) == ["\"\"", "nil", "true", "21.5", ".idle", "[]"])
        #expect(spec.state.map(\.name) == ["query", "selectedCity", "isRefreshing", "temperature", "phase", "cities"])
        #expect(
            spec.models == [
                FeatureSpec.Model(
                    name: "City",
                    properties: [
                        FeatureSpec.Property(name: "id", type: "UUID"), FeatureSpec.Property(name: "name", type: "String"),
                    ])
            ])
        #expect(spec.models.first?.isIdentifiable == true)
        #expect(spec.clients.first?.methods.map(\.parameters.first?.label) == ["for", nil])
        #expect(spec.clients.first?.methods.first?.returns == "[Day]")
        #expect(spec.storage.kind == .swiftdata)
        #expect(spec.externalTypes == [.init(name: "Phase", module: "Shared"), .init(name: "Day", module: "Shared")])
    }

    @Test func appliesDefaultsForOptionalSections() throws {
        let spec = try Support.load(#"{"name": "Weather"}"#).get()
        #expect(spec == FeatureSpec(name: "Weather"))
        #expect(spec.style == "feature")
        #expect(spec.storage.kind == .none)
    }

    @Test func malformedJSONIsReportedAtItsLocation() {
        let json = "{\"name\": \"Weather\",\n \"routes\": [}"
        expectSingleError(json, at: "}", contains: "unexpected character '}'")
    }

    @Test func rootMustBeAnObject() {
        expectSingleError("[1]", at: "[", contains: "spec: expected an object, found an array")
    }

    @Test func unknownKeySuggestsTheNearestOne() {
        expectSingleError(
            Support.spec(#""rotues": []"#), at: "\"rotues\"",
            contains: "rotues: unknown key 'rotues' in the spec; did you mean 'routes'?")
        expectSingleError(
            Support.spec(#""routes": [{"nme": "a", "name": "b"}]"#), at: "\"nme\"",
            contains: "routes[0].nme: unknown key 'nme' in a route; did you mean 'name'?")
        expectSingleError(
            Support.spec(#""storage": {"kind": "none", "zzzzzz": 1}"#), at: "\"zzzzzz\"", contains: "accepted keys: kind")
    }

    @Test func wrongTypesNameExpectedAndFound() {
        let json = Support.spec(#""routes": [{"name": "a"}, {"name": "b", "parameters": [{"name": 7, "type": "Int"}]}]"#)
        expectSingleError(json, at: "7", contains: "routes[1].parameters[0].name: expected a string, found a number")
        expectSingleError(Support.spec(#""routes": {}"#), at: "{}", contains: "routes: expected an array, found an object")
        expectSingleError(
            Support.spec(#""state": [true]"#), at: "true", contains: "state[0]: expected an object, found a boolean")
    }

    @Test func missingRequiredKeysAreReportedAtTheirObject() {
        expectSingleError(#"{"style": "mvi"}"#, at: "{", contains: "spec: missing required key 'name'")
        expectSingleError(
            Support.spec(#""state": [{"name": "count"}]"#), at: "{\"name\": \"count\"",
            contains: "state[0]: missing required key 'type'")
        expectSingleError(Support.spec(#""storage": {}"#), at: "{}", contains: "storage: missing required key 'kind'")
    }

    @Test func duplicateKeysPointAtBothOccurrences() throws {
        let json = Support.spec(#""models": [{"name": "City", "name": "Town"}]"#)
        expectSingleError(json, at: "\"name\"", occurrence: 3, contains: "models[0].name: duplicate key 'name'")
        let note = try #require(Support.diagnostics(json).first?.notes.first)
        #expect(note.location == location(of: "\"name\"", in: json, file: Support.file, occurrence: 2))
    }

    @Test func reportsEveryProblemSortedByLocation() throws {
        let json = """
            {
              "name": "weather",
              "rotues": [],
              "state": [{"name": "a b", "type": "Int"}],
              "storage": {"kind": "disk"}
            }
            """
        let diagnostics = Support.diagnostics(json)
        #expect(diagnostics.count == 4)
        #expect(
            diagnostics.map(\.location)
                == ["\"weather\"", "\"rotues\"", "\"a b\"", "\"disk\""].map {
                    location(of: $0, in: json, file: Support.file)
                })
    }
}
