import Testing

@testable import ScaffoldKit

/// Types named in a spec are parsed as Swift type syntax and must name something the generated
/// code can use (issue 9, "Types are validated"; issue 15, "Spec values cannot inject code").
@Suite struct SpecTypeTests {
    typealias Support = SpecTestSupport

    /// Declarations the type tests may name: a model with an `id`, one without, a type from a
    /// dependency.
    static let declarations = #"""
        "dependencies": ["Networking"],
        "externalTypes": [{"name": "Endpoint", "module": "Networking"}],
        "models": [{"name": "City", "properties": [{"name": "id", "type": "UUID"}]}, {"name": "Tag", "properties": []}],
        """#

    static func stateSpec(type: String) -> String {
        Support.spec(Self.declarations + #""state": [{"name": "value", "type": "\#(type)", "default": "nil"}]"#)
    }

    @Test(arguments: [
        ("City?", "City?"), ("Optional<City>", "City?"), ("Array<City>?", "[City]?"), ("[ City ]?", "[City]?"),
        ("[String:Int]?", "[String: Int]?"), ("Dictionary<String, [City.ID]>?", "[String: [City.ID]]?"),
        ("Swift.String?", "String?"), ("Foundation.Date?", "Date?"), ("Set<City.ID>?", "Set<City.ID>?"),
        ("Networking.Endpoint?", "Endpoint?"), ("Endpoint?", "Endpoint?"), ("[[String: [Int?]]]?", "[[String: [Int?]]]?"),
        ("(City)?", "City?"), ("Optional<Optional<Int>>", "Int??"), ("TimeInterval?", "TimeInterval?"),
    ])
    func wellFormedCompositionsAreAcceptedAndSpelledCanonically(written: String, canonical: String) throws {
        let spec = try Support.load(Self.stateSpec(type: written)).get()
        #expect(spec.state.first?.type == canonical)
        // The canonical spelling is a fixed point.
        #expect(try Support.load(Self.stateSpec(type: canonical)).get().state.first?.type == canonical)
    }

    @Test(arguments: [
        // Issue 9: misspelt and malformed types.
        ("Strng", "unknown type 'Strng'; did you mean 'String'?"),
        ("[Strin", "'[Strin' is not a Swift type: the text ends in '[Strin': expected ']'"),
        ("[Strin", "did you mean '[String]'?"),
        ("[Strin]", "unknown type 'Strin'; did you mean 'String'?"),
        // Issue 15: types that would break the generated code.
        ("Int)", "'Int)' is not a Swift type: unexpected ')' after the type 'Int'"),
        ("where", "'where' is a Swift keyword, not a type name"),
        ("Int where T: Equatable", "is not a Swift type"),
        ("Int = 0", "is not a Swift type"),
        ("Int // comment", "is not a Swift type"),
        ("[Int]; import Foundation", "is not a Swift type"),
        ("Dictionary<String>", "'Dictionary' takes two generic arguments"),
        ("String<Int>", "'String' is not generic"),
        ("Int!", "implicitly unwrapped optional"),
        ("(Int, String)", "is a tuple"),
        ("()", "only allowed as a client method's \"returns\""),
        ("Void", "only allowed as a client method's \"returns\""),
        ("any Codable", "existential"),
        ("some Sequence", "opaque"),
        ("City.Type", "metatype"),
        ("City.Name", "the model 'City' declares no type 'Name'; did you mean 'City.ID'?"),
        ("Tag.ID", "needs an 'id' property on 'Tag'"),
        ("Networking.Request", "add {\"name\": \"Request\", \"module\": \"Networking\"} to \"externalTypes\""),
        ("Cty", "did you mean 'City'?"),
        ("`City`", "without backticks"),
        ("(String) -> Bool", "is a function type"),
        ("@escaping @Sendable (Double) -> Void", "is a function type"),
        ("@Sendable City", "belong to function types"),
        ("[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[Int]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]", "nested more than 32 levels deep"),
    ])
    func badTypesAreLocatedErrors(type: String, fragment: String) {
        let json = Self.stateSpec(type: type)
        expectSingleError(json, at: "\"\(type)\"", contains: "state[0].type: ")
        expectSingleError(json, at: "\"\(type)\"", contains: fragment)
    }

    /// Issue 9: a misspelt type without a default is the unknown type, not "needs a default".
    @Test func aMisspeltTypeWithoutADefaultIsReportedAsUnknown() {
        let json = Support.spec(#""state": [{"name": "query", "type": "Strng"}]"#)
        expectSingleError(json, at: "\"Strng\"", contains: "state[0].type: unknown type 'Strng'; did you mean 'String'?")
        #expect(!Support.diagnostics(json).contains { $0.message.contains("needs a default") })
    }

    /// Issue 9: `"returns": "[Strin"` is an error at the spec line, not a compiler error later.
    @Test func aMalformedReturnTypeIsAnErrorAtItsLocation() {
        let json = Support.spec(#""clients": [{"name": "Forecast", "methods": [{"name": "search", "returns": "[Strin"}]}]"#)
        expectSingleError(json, at: "\"[Strin\"", contains: "clients[0].methods[0].returns: '[Strin' is not a Swift type")
    }

    /// Issue 9: closure-typed client parameters are rejected with a clear, located error in
    /// every position (the choice is documented in the README's spec section).
    @Test(arguments: ["@escaping @Sendable (Double) -> Void", "(String) -> Bool", "() async throws -> Int"])
    func closureTypedParametersAreRejected(type: String) {
        let parameter = Support.spec(
            #""clients": [{"name": "Upload", "methods": [{"name": "send", "parameters": [{"name": "progress", "type": "\#(type)"}]}]}]"#
        )
        expectSingleError(
            parameter, at: "\"\(type)\"", contains: "clients[0].methods[0].parameters[0].type: '\(type)' is a function type")
        let returns = Support.spec(#""clients": [{"name": "Upload", "methods": [{"name": "send", "returns": "\#(type)"}]}]"#)
        expectSingleError(returns, at: "\"\(type)\"", contains: "is a function type; specs do not take closures")
    }

    @Test func voidIsAcceptedOnlyAsAReturnType() throws {
        let json = Support.spec(
            #""clients": [{"name": "C", "methods": [{"name": "a", "returns": "Void"}, {"name": "b", "returns": "()"}, {"name": "c", "returns": "Swift.Void"}]}]"#
        )
        let spec = try Support.load(json).get()
        #expect(spec.clients.first?.methods.map(\.returns) == ["Void", "Void", "Void"])
        #expect(spec.clients.first?.methods.allSatisfy(\.returnsVoid) == true)
        expectSingleError(
            Support.spec(#""routes": [{"name": "r", "parameters": [{"name": "v", "type": "[Void]"}]}]"#), at: "\"[Void]\"",
            contains: "'Void' is only allowed")
    }

    @Test func typesInEveryPositionAreChecked() {
        for (members, marker) in [
            (#""routes": [{"name": "r", "parameters": [{"name": "p", "type": "Cty"}]}]"#, "routes[0].parameters[0].type"),
            (#""models": [{"name": "M", "properties": [{"name": "p", "type": "Cty"}]}]"#, "models[0].properties[0].type"),
            (#""clients": [{"name": "C", "methods": [{"name": "m", "returns": "Cty"}]}]"#, "clients[0].methods[0].returns"),
            (
                #""storage": {"kind": "memory", "models": [{"name": "Note", "properties": [{"name": "id", "type": "UUID"}, {"name": "p", "type": "Cty"}]}]}"#,
                "storage.models[0].properties[1].type"
            ),
        ] {
            expectSingleError(Support.spec(members), at: "\"Cty\"", contains: "\(marker): unknown type 'Cty'")
        }
    }

    @Test func storageModelsAndEnumsAreTypesOfTheSpec() throws {
        let json = Support.spec(
            #""routes": [{"name": "note", "parameters": [{"name": "id", "type": "Note.ID"}, {"name": "mood", "type": "Mood"}]}], "storage": {"kind": "memory", "enums": [{"name": "Mood", "cases": ["calm"]}], "models": [{"name": "Note", "properties": [{"name": "id", "type": "UUID"}, {"name": "mood", "type": "Mood"}]}]}"#
        )
        #expect(try Support.load(json).get().routes.first?.parameters.map(\.type) == ["Note.ID", "Mood"])
    }

    // MARK: externalTypes

    @Test func externalTypesComeFromDependencies() throws {
        let spec = try Support.load(
            Support.spec(
                Self.declarations + #""routes": [{"name": "r", "parameters": [{"name": "e", "type": "Networking.Endpoint"}]}]"#)
        ).get()
        #expect(spec.externalTypes == [FeatureSpec.ExternalType(name: "Endpoint", module: "Networking")])
        #expect(spec.routes.first?.parameters.first?.type == "Endpoint")
        #expect(try Support.load(spec.jsonText).get() == spec)
        #expect(spec.jsonText.contains(#""externalTypes": ["#))
    }

    @Test(arguments: [
        (
            #""dependencies": ["Net"], "externalTypes": [{"name": "Endpoint", "module": "Networking"}]"#, "\"Networking\"",
            "externalTypes[0].module: 'Networking' is not one of the feature's \"dependencies\""
        ),
        (
            #""dependencies": ["Networking"], "externalTypes": [{"name": "Date", "module": "Networking"}]"#, "\"Date\"",
            "would be ambiguous with the standard type 'Date'"
        ),
        (
            #""dependencies": ["Networking"], "externalTypes": [{"name": "City", "module": "Networking"}], "models": [{"name": "City"}]"#,
            "\"City\"", "also declared by this spec"
        ),
        (
            #""dependencies": ["Networking"], "externalTypes": [{"name": "WeatherRoute", "module": "Networking"}]"#,
            "\"WeatherRoute\"", "clashes with a type the templates generate"
        ),
        (
            #""dependencies": ["Networking"], "externalTypes": [{"name": "end-point", "module": "Networking"}]"#, "\"end-point\"",
            "contains a dash"
        ),
        (
            #""dependencies": ["where"], "externalTypes": [{"name": "Endpoint", "module": "where"}]"#, "\"where\"}",
            "'where' is a Swift keyword, so no file can import a module of that name"
        ),
        (
            #""dependencies": ["Networking"], "externalTypes": [{"name": "class", "module": "Networking"}]"#, "\"class\"",
            "'class' must be spelled as the type is declared, in UpperCamelCase, as in 'Class'"
        ),
        (
            #""dependencies": ["Networking"], "externalTypes": [{"name": "Endpoint"}]"#, "{\"name\": \"Endpoint\"}",
            "externalTypes[0]: missing required key 'module'"
        ),
        (
            #""dependencies": ["Networking"], "externalTypes": [{"name": "Endpoint", "module": "Networking", "generic": true}]"#,
            "\"generic\"", "unknown key 'generic' in an external type"
        ),
    ])
    func externalTypesAreValidated(members: String, marker: String, fragment: String) {
        expectSingleError(Support.spec(members), at: marker, contains: fragment)
    }

    @Test func duplicateExternalTypesNameBothPlaces() {
        let json = Support.spec(
            #""dependencies": ["A", "B"], "externalTypes": [{"name": "Endpoint", "module": "A"}, {"name": "Endpoint", "module": "B"}]"#
        )
        let diagnostics = Support.diagnostics(json)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("duplicate external type 'Endpoint'") == true)
    }
}
