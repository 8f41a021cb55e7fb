import Testing

@testable import ScaffoldKit

@Suite struct SpecValidatorTests {
    typealias Support = SpecTestSupport

    // MARK: Style and storage

    @Test(arguments: ["feature", "mvvm", "mvi"])
    func acceptsKnownStyles(style: String) throws {
        #expect(try Support.load(Support.spec("\"style\": \"\(style)\"")).get().style == style)
    }

    @Test func unknownStyleSuggestsTheNearest() {
        expectSingleError(
            Support.spec(#""style": "mvvn""#), at: "\"mvvn\"", contains: "style: unknown style 'mvvn'; did you mean 'mvvm'?")
    }

    @Test func storageKindIsChecked() throws {
        let memory =
            #""storage": {"kind": "memory", "models": [{"name": "Note", "properties": [{"name": "id", "type": "UUID"}]}]}"#
        #expect(try Support.load(Support.spec(memory)).get().storage.kind == .memory)
        expectSingleError(
            Support.spec(#""storage": {"kind": "swfitdata"}"#), at: "\"swfitdata\"", contains: "did you mean 'swiftdata'?")
    }

    // MARK: Method kind

    @Test func methodKindDefaultsByReturnTypeAndCanBeSet() throws {
        let clients = #"""
            "clients": [{"name": "Auth", "methods": [
              {"name": "session", "returns": "String"},
              {"name": "signOut"},
              {"name": "signIn", "returns": "String", "kind": "command"},
              {"name": "refresh", "returns": "Void", "kind": "query"}
            ]}]
            """#
        let spec = try Support.load(Support.spec(clients)).get()
        #expect(spec.clients.first?.methods.map(\.kind) == [.query, .command, .command, .query])
        let reloaded = try Support.load(spec.jsonText).get()
        #expect(reloaded == spec)
        #expect(spec.jsonText.contains(#""name": "signIn", "parameters": [], "returns": "String", "kind": "command""#))
        #expect(!spec.jsonText.contains(#""name": "session", "parameters": [], "returns": "String", "kind""#))
    }

    @Test func unknownMethodKindSuggestsTheNearest() {
        expectSingleError(
            Support.spec(#""clients": [{"name": "Auth", "methods": [{"name": "signIn", "kind": "comand"}]}]"#),
            at: "\"comand\"",
            contains:
                "clients[0].methods[0].kind: unknown method kind 'comand'; did you mean 'command'? (known kinds: query, command)")
    }

    @Test func commandInvalidationsAndPopBackRoundTrip() throws {
        let clients = #"""
            "clients": [{"name": "Notes", "methods": [
              {"name": "fetchNotes", "returns": "[String]"},
              {"name": "fetchTags", "returns": "[String]"},
              {"name": "delete", "parameters": [{"name": "id", "type": "Int"}], "invalidates": ["fetchTags"], "popsBack": true},
              {"name": "archive"}
            ]}]
            """#
        let spec = try Support.load(Support.spec(clients)).get()
        let methods = try #require(spec.clients.first?.methods)
        #expect(methods[2].invalidates == ["fetchTags"])
        #expect(methods[2].popsBack)
        #expect(methods[3].invalidates == nil, "absent means the default: every parameterless query")
        #expect(!methods[3].popsBack)
        #expect(try Support.load(spec.jsonText).get() == spec)
        #expect(spec.jsonText.contains(#""invalidates": ["fetchTags"], "popsBack": true"#))
    }

    @Test func invalidatingAnUnknownQueryIsALocatedError() {
        expectSingleError(
            Support.spec(
                #""clients": [{"name": "Notes", "methods": [{"name": "fetchNotes", "returns": "[String]"}, {"name": "delete", "invalidates": ["fetchNote"]}]}]"#
            ),
            at: "\"fetchNote\"",
            contains:
                "clients[0].methods[1].invalidates[0]: 'fetchNote' is not a query this feature can reload (one the root screen runs, without parameters or with every argument from state); did you mean 'fetchNotes'? (known: fetchNotes)"
        )
    }

    /// A query fed by state (the search text) is reloadable: a command may name it, and by
    /// default reloads it with the state's current value.
    @Test func aCommandInvalidatesAQueryFedByState() throws {
        let clients = #"""
            "state": [{"name": "query", "type": "String", "default": "\"\"", "search": true}],
            "clients": [{"name": "Notes", "methods": [
              {"name": "searchNotes", "parameters": [{"label": "matching", "name": "query", "type": "String"}], "returns": "[String]"},
              {"name": "deleteAll", "invalidates": ["searchNotes"]}
            ]}]
            """#
        let spec = try Support.load(Support.spec(clients)).get()
        #expect(spec.clients.first?.methods.last?.invalidates == ["searchNotes"])
    }

    @Test func onlyACommandPopsBack() {
        expectSingleError(
            Support.spec(
                #""clients": [{"name": "Notes", "methods": [{"name": "fetchNotes", "returns": "[String]", "popsBack": true}]}]"#),
            at: "true",
            contains: "clients[0].methods[0].popsBack: only a command pops back; 'fetchNotes' is a query")
    }

    // MARK: Feature name

    @Test(arguments: [
        ("weather", "must be UpperCamelCase, as in 'Weather'"),
        ("Weather_Forecast", "must be UpperCamelCase, as in 'WeatherForecast'"),
        ("WeatherApi", "as in 'WeatherAPI'"),
        ("Result", "would shadow the standard, Foundation or SwiftUI type or module 'Result'"),
        ("View", "would shadow"),
        ("UUID", "would shadow"),
        ("Self", "cannot be a type name"),
        ("2Weather", "starts with a digit"),
        ("Wea ther", "contains a space"),
        ("W\u{0435}ather", "non-ASCII character"),
    ])
    func rejectsBadFeatureNames(name: String, fragment: String) {
        let json = "{\"name\": \"\(name)\"}"
        expectSingleError(json, at: "\"\(name)\"", contains: fragment)
        #expect(SpecTestSupport.diagnostics(json).first?.message.hasPrefix("name: '\(name)' ") == true)
    }

    @Test func rejectsCollidingTargets() {
        expectSingleError(
            #"{"name": "Weather"}"#, at: "\"Weather\"", contains: "already has a target named 'Weather'",
            existingTargets: ["Weather"])
        expectSingleError(
            #"{"name": "Weather"}"#, at: "\"Weather\"", contains: "target named 'WeatherTests'", existingTargets: ["WeatherTests"]
        )
        #expect(Support.diagnostics(#"{"name": "Weather"}"#, existingTargets: ["App", "AppTests"]).isEmpty)
    }

    // MARK: Names in every position

    @Test(arguments: [
        ("routes", #"{"name": "NAME"}"#),
        ("state", #"{"name": "NAME", "type": "Int"}"#),
        ("models", #"{"name": "NAME"}"#),
        ("clients", #"{"name": "NAME"}"#),
        ("routes", #"{"name": "ok", "parameters": [{"name": "NAME", "type": "Int"}]}"#),
        ("models", #"{"name": "Ok", "properties": [{"name": "NAME", "type": "Int"}]}"#),
        ("clients", #"{"name": "Ok", "methods": [{"name": "NAME"}]}"#),
        ("clients", #"{"name": "Ok", "methods": [{"name": "ok", "parameters": [{"name": "NAME", "type": "Int"}]}]}"#),
    ])
    func rejectsBadlySpelledNamesEverywhere(section: String, element: String) {
        for (bad, reason) in [
            ("1st", "starts with a digit"), ("a b", "contains a space"), ("a-b", "contains a dash"),
            ("a.b", "contains a dot"), ("../x", "'..'"), ("a/b", "path separator"),
            ("a\\\\b", "path separator"), ("a\u{200B}b", "invisible character U+200B"),
            ("a\u{2067}b", "invisible character U+2067"), ("a\u{3000}b", "invisible character U+3000"),
            ("p\u{0430}th", "non-ASCII character 'а'"), ("\u{03B1}lpha", "non-ASCII"),
        ] {
            let json = Support.spec("\"\(section)\": [\(element.replacingOccurrences(of: "NAME", with: bad))]")
            let marker = "\"\(bad)\""
            expectSingleError(json, at: marker, contains: reason)
        }
    }

    @Test func errorMessagesNameTheJSONPath() {
        let json = Support.spec(
            #""clients": [{"name": "Ok", "methods": [{"name": "a"}, {"name": "b", "parameters": [{"name": "x y", "type": "Int"}]}]}]"#
        )
        expectSingleError(json, at: "\"x y\"", contains: "clients[0].methods[1].parameters[0].name: 'x y' contains a space")
    }

    @Test func keywordsAreAcceptedUnescapedAndEscapeOnce() throws {
        let spec = try Support.load(
            Support.spec(
                #""routes": [{"name": "default"}], "models": [{"name": "M", "properties": [{"name": "class", "type": "Int"}]}]"#)
        ).get()
        #expect(spec.routes.first?.name == "default")
        #expect(spec.models.first?.properties.first?.name == "class")
        #expect(try SwiftName(spec.routes.first?.name ?? "").identifier(as: .enumCase) == "`default`")
    }

    @Test(arguments: [
        (#""state": [{"name": "self", "type": "Int"}]"#, "\"self\"", "state[0].name: 'self' cannot be a member name"),
        (#""state": [{"name": "default", "type": "Int"}]"#, "\"default\"", "a keyword cannot be an observable stored property"),
        (#""routes": [{"name": "init"}]"#, "\"init\"", "cannot be an enum case name"),
        (#""routes": [{"name": "none"}]"#, "\"none\"", "ambiguous with 'Optional.none'"),
        (#""models": [{"name": "Type"}]"#, "\"Type\"", "cannot be a type name"),
        (#""clients": [{"name": "Protocol"}]"#, "\"Protocol\"", "cannot be a type name"),
        (#""clients": [{"name": "C", "methods": [{"name": "super"}]}]"#, "\"super\"", "cannot be a member name"),
    ])
    func rejectsNamesSwiftCannotAccept(members: String, marker: String, fragment: String) {
        expectSingleError(Support.spec(members), at: marker, contains: fragment)
    }

    // MARK: Labels

    @Test func labelsMayBeUnderscoreOrIdentifiers() throws {
        let json = Support.spec(
            #""routes": [{"name": "r", "parameters": [{"name": "a", "type": "Int", "label": "_"}, {"name": "b", "type": "Int", "label": "for"}, {"name": "c", "type": "Int"}]}]"#
        )
        let spec = try Support.load(json).get()
        #expect(spec.routes.first?.parameters.map(\.label) == ["_", "for", nil])
        expectSingleError(
            Support.spec(#""routes": [{"name": "r", "parameters": [{"name": "a", "type": "Int", "label": "with-x"}]}]"#),
            at: "\"with-x\"", contains: "routes[0].parameters[0].label: 'with-x' contains a dash")
    }

    // MARK: Types

    @Test func typesMustBeNonEmptyPrintableASCII() {
        expectSingleError(
            Support.spec(#""state": [{"name": "a", "type": " "}]"#), at: "\" \"", contains: "state[0].type: the type is empty")
        expectSingleError(
            Support.spec("\"models\": [{\"name\": \"M\", \"properties\": [{\"name\": \"a\", \"type\": \"In\u{200B}t\"}]}]"),
            at: "\"In", contains: "types must be printable ASCII")
    }

    // MARK: Duplicates

    @Test(arguments: [
        (
            #""routes": [{"name": "show_detail"}, {"name": "showDetail"}]"#, "\"show_detail\"", "\"showDetail\"",
            "routes[1].name: duplicate route 'showDetail', already declared at routes[0].name"
        ),
        (
            #""state": [{"name": "userId", "type": "Int"}, {"name": "user_id", "type": "Int"}]"#, "\"userId\"", "\"user_id\"",
            "both the Swift name 'userID'"
        ),
        (
            #""state": [{"name": "userID", "type": "Int"}, {"name": "userId", "type": "Int"}]"#, "\"userID\"", "\"userId\"",
            "duplicate state item 'userId'"
        ),
        (#""models": [{"name": "City"}, {"name": "city"}]"#, "\"City\"", "\"city\"", "duplicate model 'city'"),
        (#""clients": [{"name": "Api"}, {"name": "API"}]"#, "\"Api\"", "\"API\"", "duplicate client 'API'"),
        (
            #""models": [{"name": "M", "properties": [{"name": "a", "type": "Int"}, {"name": "a", "type": "Int"}]}]"#, "\"a\"",
            "\"a\", \"type\": \"Int\"}]", "duplicate property 'a'"
        ),
        (
            #""routes": [{"name": "r", "parameters": [{"name": "id", "type": "Int"}, {"name": "ID", "type": "Int"}]}]"#, "\"id\"",
            "\"ID\"", "duplicate parameter 'ID'"
        ),
        (
            #""clients": [{"name": "C", "methods": [{"name": "fetch", "parameters": [{"name": "q", "type": "Int"}]}, {"name": "fetch", "parameters": [{"name": "q", "type": "String"}]}]}]"#,
            "\"fetch\"", "\"fetch\", \"parameters\": [{\"name\": \"q\", \"type\": \"String\"", "duplicate method 'fetch(q:)'"
        ),
    ])
    func duplicatesAfterCasingNameBothLocations(members: String, first: String, second: String, fragment: String) throws {
        let json = Support.spec(members)
        let diagnostics = Support.diagnostics(json)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        let diagnostic = try #require(diagnostics.first)
        let firstLocation = location(of: first, in: json, file: Support.file)
        let secondLocation = location(of: second, in: json, file: Support.file)
        #expect(diagnostic.location == secondLocation)
        #expect(diagnostic.message.contains(fragment), "\(diagnostic.message)")
        #expect(diagnostic.notes.first?.location == firstLocation)
        #expect(diagnostic.notes.first?.message.contains("first declared here") == true)
    }

    @Test func overloadsWithDifferentLabelsAreAllowed() throws {
        let json = Support.spec(
            #""clients": [{"name": "C", "methods": [{"name": "fetch", "parameters": [{"name": "city", "type": "String"}]}, {"name": "fetch", "parameters": [{"name": "id", "type": "Int"}]}, {"name": "fetch", "parameters": [{"label": "_", "name": "city", "type": "String"}]}, {"name": "fetch"}]}]"#
        )
        #expect(try Support.load(json).get().clients.first?.methods.count == 4)
    }

    @Test func sameNamesInDifferentScopesAreFine() throws {
        let json = Support.spec(
            #""routes": [{"name": "a", "parameters": [{"name": "id", "type": "Int"}]}, {"name": "b", "parameters": [{"name": "id", "type": "Int"}]}], "state": [{"name": "a", "type": "Int"}]"#
        )
        #expect(Support.diagnostics(json).isEmpty)
    }

    // MARK: Reserved and shadowing names

    @Test(arguments: Array(ReservedNames.featureModelMembers.subtracting(["init", "deinit"])).sorted())
    func stateCannotTakeMembersTheTemplatesDefine(name: String) {
        let json = Support.spec("\"state\": [{\"name\": \"\(name)\", \"type\": \"Int\"}]")
        expectSingleError(
            json, at: "\"\(name)\"", contains: "clashes with the member '\(name)' that the generated feature model defines")
    }

    @Test func stateCannotTakeAClientPropertyName() {
        let json = Support.spec(#""clients": [{"name": "Forecast"}], "state": [{"name": "forecast_client", "type": "Int"}]"#)
        expectSingleError(
            json, at: "\"forecast_client\"",
            contains: "clashes with 'forecastClient', the feature model's property for the client 'Forecast'")
        #expect(
            Support.diagnostics(
                Support.spec(#""clients": [{"name": "Forecast"}], "state": [{"name": "forecast", "type": "Int"}]"#)
            ).isEmpty)
    }

    @Test(arguments: [
        (#""models": [{"name": "Data"}]"#, "\"Data\"", "would shadow the standard, Foundation or SwiftUI type 'Data'"),
        (#""models": [{"name": "WeatherRoute"}]"#, "\"WeatherRoute\"", "a type the templates generate"),
        (#""models": [{"name": "Weather"}]"#, "\"Weather\",", "the feature's module"),
        (
            #""clients": [{"name": "Forecast"}], "models": [{"name": "ForecastClient"}]"#, "\"ForecastClient\"",
            "the protocol generated for the client 'Forecast'"
        ),
    ])
    func modelsCannotShadowOtherTypes(members: String, marker: String, fragment: String) {
        let json = Support.spec(members)
        // The feature name is the first "Weather", so look for the model's occurrence.
        let occurrence = marker == "\"Weather\"," ? 2 : 1
        expectSingleError(json, at: marker.hasSuffix(",") ? "\"Weather\"" : marker, occurrence: occurrence, contains: fragment)
    }

    // MARK: State defaults

    @Test(
        arguments: [
            ("String", nil, "\"\""), ("Int", nil, "0"), ("UInt8", nil, "0"), ("Double", nil, "0"), ("Bool", nil, "false"),
            ("[City]", nil, "[]"), ("Array<City>", nil, "[]"), ("Set<Int>", nil, "[]"), ("[String: Int]", nil, "[:]"),
            ("Dictionary<String, Int>", nil, "[:]"), ("City?", nil, "nil"), ("Optional<City>", nil, "nil"),
            ("Bool", "true", "true"), ("Bool", "false", "false"), ("Int", "42", "42"), ("Int", "-3", "-3"),
            ("Double", "2.5", "2.5"), ("Double", "1", "1"), ("Int?", "null", "nil"), ("Int?", "5", "5"),
            ("String", #""\"hi\"""#, "\"hi\""), ("[Int]", #""[1, 2]""#, "[1, 2]"),
            ("[String: Int]", #""[\"a\": 1]""#, "[\"a\": 1]"),
            ("[String: Int]", #""[:]""#, "[:]"), ("LoadState", #"".idle""#, ".idle"),
            ("Bool", #""Bool.random()""#, "Bool.random()"),
            ("City?", #""nil""#, "nil"), ("String?", #""\"x\"""#, "\"x\""), ("Phase", "true", "true"),
        ] as [(String, String?, String)])
    func resolvesDefaults(type: String, defaultJSON: String?, expected: String) throws {
        let defaultMember = defaultJSON.map { ", \"default\": \($0)" } ?? ""
        let json = Support.spec(
            Self.declarations + "\"state\": [{\"name\": \"value\", \"type\": \"\(type)\"\(defaultMember)}]")
        let spec = try Support.load(json).get()
        #expect(spec.state.first?.defaultValue == expected)
    }

    @Test(arguments: [
        ("Bool", "0", "does not fit the type 'Bool'"),
        ("Bool", #""\"x\"""#, "does not fit the type 'Bool'"),
        ("Int", "true", "does not fit the type 'Int'"),
        ("Int", "1.5", "does not fit the type 'Int'"),
        ("String", "3", "does not fit the type 'String'"),
        ("[Int]", #""5""#, "does not fit the type '[Int]'"),
        ("[Int]", #""[:]""#, "does not fit the type '[Int]'"),
        ("[String: Int]", #""[]""#, "does not fit the type '[String: Int]'"),
        ("Int", "null", "does not fit the type 'Int'"),
        ("Int", #""nil""#, "does not fit the type 'Int'"),
        ("String", #""\"open""#, "unterminated string literal"),
        ("String", #""""#, "is empty"),
        ("[Int]", "[]", "expected a Swift expression as a JSON string"),
        ("String", #""\"a\"\n+ \"b\"""#, "single-line"),
    ])
    func rejectsDefaultsThatCannotFitTheType(type: String, defaultJSON: String, fragment: String) {
        let json = Support.spec("\"state\": [{\"name\": \"value\", \"type\": \"\(type)\", \"default\": \(defaultJSON)}]")
        expectSingleError(json, at: defaultJSON, contains: "state[0].default: ")
        expectSingleError(json, at: defaultJSON, contains: fragment)
    }

    /// Types the default tests name: a model and two types from a dependency.
    static let declarations = #"""
        "models": [{"name": "City"}], "dependencies": ["Shared"],
        "externalTypes": [{"name": "LoadState", "module": "Shared"}, {"name": "Phase", "module": "Shared"}],
        """#

    @Test func nonOptionalWithoutObviousEmptyValueNeedsADefault() {
        let json = Support.spec(Self.declarations + #""state": [{"name": "city", "type": "City"}]"#)
        expectSingleError(
            json, at: "{\"name\": \"city\"", contains: "state[0]: needs a default: 'City' has no obvious empty value")
    }

    @Test func hugeInputsFinishQuickly() throws {
        let questionMarks = String(repeating: "?", count: 200_000)
        let json = Support.spec("\"state\": [{\"name\": \"a\", \"type\": \"Int\(questionMarks)\"}]")
        let diagnostics = Support.diagnostics(json)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("a type is at most 500 characters long") == true)
        #expect((diagnostics.first?.description.count ?? .max) < 400)
        let longName = String(repeating: "a", count: 100_000)
        #expect(Support.diagnostics(Support.spec("\"rou\(longName)\": 1")).count == 1)
    }
}

@Suite struct StateDefaultBareNameTests {
    @Test(arguments: [("String", "hello"), ("Int", "abc"), ("Bool", "yes"), ("Double?", "half")])
    func bareNamesForLiteralTypesAreRejected(type: String, value: String) {
        let json = SpecTestSupport.spec(#""state": [{"name": "item", "type": "\#(type)", "default": "\#(value)"}]"#)
        expectSingleError(json, at: "\"\(value)\"", contains: "'\(value)' is a bare name, not a value of type '\(type)'")
    }

    @Test(arguments: ["Defaults.greeting", "String(repeating: \\\"a\\\", count: 2)", ".init()"])
    func qualifiedExpressionsAreAcceptedForLiteralTypes(expression: String) {
        let json = SpecTestSupport.spec(#""state": [{"name": "item", "type": "String", "default": "\#(expression)"}]"#)
        #expect(SpecTestSupport.diagnostics(json).isEmpty)
    }

    @Test func bareNamesForOtherTypesAreLeftToTheCompiler() {
        let json = SpecTestSupport.spec(
            #""dependencies": ["Shared"], "externalTypes": [{"name": "Mode", "module": "Shared"}], "state": [{"name": "mode", "type": "Mode", "default": "standard"}]"#
        )
        #expect(SpecTestSupport.diagnostics(json).isEmpty)
    }
}
