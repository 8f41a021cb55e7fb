import Testing

@testable import ScaffoldKit

/// Spec names that would collide with what the `feature` templates generate for that spec.
@Suite struct GeneratedNameClashTests {
    static let client = #"""
        "clients": [{"name": "Forecast", "methods": [
          {"name": "searchCities", "parameters": [{"label": "matching", "name": "query", "type": "String"}], "returns": "[String]"}
        ]}]
        """#

    @Test func stateItemNamedLikeAnOperationsLoadStateIsRejected() {
        let json = SpecTestSupport.spec(#""state": [{"name": "searchCitiesState", "type": "Int"}],"# + "\n" + Self.client)
        expectSingleError(json, at: #""searchCitiesState""#, contains: "the load state of ForecastClient.searchCities(matching:)")
    }

    @Test func stateItemNamedLikeACommandsRunCounterIsRejected() {
        let json = SpecTestSupport.spec(
            #""state": [{"name": "searchCitiesInFlight", "type": "Int"}],"# + "\n"
                + Self.client.replacingOccurrences(
                    of: #""returns": "[String]""#, with: #""returns": "[String]", "kind": "command""#))
        expectSingleError(
            json, at: #""searchCitiesInFlight""#,
            contains: "the count of runs in flight of ForecastClient.searchCities(matching:)")
    }

    @Test func stateItemNamedLikeTheOperationMethodIsRejected() {
        let json = SpecTestSupport.spec(#""state": [{"name": "searchCities", "type": "Int"}],"# + "\n" + Self.client)
        expectSingleError(json, at: #""searchCities", "type""#, contains: "operation method")
    }

    /// A route identifying a model gives the model owner `loadedNote(id:)`,
    /// `loadedNoteState(id:)` and `findNote(id:)`: a method of one of those names is rejected.
    @Test func methodNamedLikeAModelsLookupIsRejected() {
        let json = SpecTestSupport.spec(
            #"""
            "routes": [{"name": "detail", "parameters": [{"name": "noteID", "type": "Note.ID"}]}],
            "models": [{"name": "Note", "properties": [{"name": "id", "type": "UUID"}, {"name": "title", "type": "String"}]}],
            "clients": [{"name": "Notes", "methods": [
              {"name": "notes", "parameters": [], "returns": "[Note]"},
              {"name": "findNote", "parameters": [{"name": "id", "type": "Note.ID", "from": "route.detail.noteID"}], "returns": "Note"}
            ]}]
            """#)
        expectSingleError(json, at: #""findNote""#, contains: "clashes with the lookup of 'Note' that route 'detail' shows")
    }

    @Test func methodParameterNamedLikeAGeneratedLocalIsRejected() {
        let json = SpecTestSupport.spec(
            #"""
            "clients": [{"name": "Forecast", "methods": [
              {"name": "load", "parameters": [{"name": "generation", "type": "Int"}]}
            ]}]
            """#)
        expectSingleError(json, at: #""generation""#, contains: "generated operation method")
    }

    @Test func routeParameterNamedLikeAScreenLocalIsRejected() {
        let json = SpecTestSupport.spec(#""routes": [{"name": "detail", "parameters": [{"name": "feature", "type": "Int"}]}]"#)
        expectSingleError(json, at: #""feature""#, contains: "generated screen")
    }

    @Test func modelNamedLikeAGeneratedTestDoubleIsRejected() {
        let json = SpecTestSupport.spec(#""models": [{"name": "ForecastClientDouble", "properties": []}],"# + "\n" + Self.client)
        expectSingleError(json, at: #""ForecastClientDouble""#, contains: "generated module declares")
    }

    @Test func examplesHaveNoClashes() throws {
        for name in ["Weather", "SignIn", "Notes"] {
            let path = Golden.repositoryRoot.appendingPathComponent("Examples/\(name)/\(name).feature.json").path
            _ = try FeatureSpecLoader.load(path: path)
        }
    }
}

@Suite struct ModuleAndViewNameTests {
    @Test(arguments: ["Observation", "SwiftUI", "Foundation", "Testing"])
    func featureNamesThatHideAModuleAreRejected(name: String) {
        let json = #"{"name": "\#(name)"}"#
        expectSingleError(json, at: "\"\(name)\"", contains: "would shadow")
    }

    @Test func anMVIStateItemCannotBeCalledBody() {
        let json = SpecTestSupport.spec(#""style": "mvi", "state": [{"name": "body", "type": "String"}]"#)
        expectSingleError(json, at: "\"body\"", contains: "the SwiftUI view's body")
    }
}
