import Testing

@testable import ScaffoldKit

/// A key whose sibling failed is still checked for what does not depend on that sibling (a
/// rejected `returns` used to hide the method's `navigatesTo`, `kind` and its parameters'
/// `from`), and a reference into a list that could not be read at all (`"state": 5`) is not a
/// second error saying the name does not exist.
@Suite struct DependentKeysReportedTests {
    /// A valid spec: a command that navigates to a route with one parameter, a query fed by state.
    static let base = """
        {
          "name": "Orders",
          "routes": [
            { "name": "receipt", "parameters": [{ "name": "orderID", "type": "String", "from": "state.draftID" }] },
            { "name": "done" },
            { "name": "pair", "parameters": [{ "name": "a", "type": "Int" }, { "name": "b", "type": "Int" }] }
          ],
          "state": [{ "name": "draftID", "type": "String", "default": "\\"\\"" }],
          "models": [{ "name": "Order", "properties": [{ "name": "id", "type": "String" }, { "name": "total", "type": "Double" }] }],
          "clients": [{ "name": "Orders", "methods": [
            { "name": "orders", "returns": "[Order]" },
            { "name": "placeOrder", "parameters": [{ "name": "draft", "type": "String", "from": "state.draftID" }],
              "returns": "Order", "kind": "command", "navigatesTo": { "route": "receipt", "value": "result.id" }, "invalidates": ["orders"] }
          ] }]
        }
        """

    /// `base` with each `(original, replacement)` applied (each original occurs once).
    static func planted(_ edits: [(String, String)]) -> String {
        var json = base
        for (original, replacement) in edits {
            precondition(json.components(separatedBy: original).count == 2, "\(original) not once")
            json = json.replacingOccurrences(of: original, with: replacement)
        }
        return json
    }

    @Test func theBaseSpecIsValid() {
        #expect(SpecTestSupport.diagnostics(Self.base).isEmpty, "\(SpecTestSupport.diagnostics(Self.base))")
    }

    /// Planted edits and the marker (text found once in the result) where each error starts (at
    /// the `⟨` when the marker has one).
    struct Case: CustomStringConvertible, Sendable {
        var edits: [(String, String)]
        var markers: [String]
        var description: String { markers.joined(separator: " + ") }
    }

    static let returnsRejected = (#""returns": "Order""#, #""returns": "Order!""#)
    static let unknownRoute = (#""route": "receipt""#, #""route": "reciept""#)
    static let unknownState = (
        #""draft", "type": "String", "from": "state.draftID""#, #""draft", "type": "String", "from": "state.draft""#
    )

    /// Two or more independent mistakes in one method (or its client): each is one error, at its
    /// marker.
    @Test(arguments: [
        // A bad result and a route that does not exist.
        Case(edits: [returnsRejected, unknownRoute], markers: [#""Order!""#, #""reciept""#]),
        // A bad result and an unknown kind.
        Case(edits: [returnsRejected, (#""kind": "command""#, #""kind": "comand""#)], markers: [#""Order!""#, #""comand""#]),
        // A bad result and a parameter fed by a state item that does not exist.
        Case(edits: [returnsRejected, unknownState], markers: [#""Order!""#, #""state.draft""#]),
        // A rejected client name: its method's navigatesTo and from are still checked.
        Case(
            edits: [(#""name": "Orders", "methods""#, #""name": "or ders", "methods""#), unknownRoute, unknownState],
            markers: [#""or ders""#, #""reciept""#, #""state.draft""#]),
        // A duplicate method still has its navigatesTo checked.
        Case(
            edits: [
                (
                    #"{ "name": "orders", "returns": "[Order]" },"#,
                    #"{ "name": "orders", "returns": "[Order]" }, { "name": "orders", "returns": "[Order]", "kind": "query" },"#
                ), unknownRoute,
            ],
            markers: [#""orders", "returns": "[Order]", "kind""#, #""reciept""#]),
        // A bad result and a route with two parameters.
        Case(
            edits: [returnsRejected, (#""route": "receipt", "value": "result.id""#, #""route": "pair""#)],
            markers: [#""Order!""#, #""route": ⟨"pair""#]),
        // A bad result and a value for a route that takes none.
        Case(
            edits: [returnsRejected, (#""route": "receipt", "value": "result.id""#, #""route": "done", "value": "result.id""#)],
            markers: [#""Order!""#, #""result.id""#]),
        // A query whose result is rejected but whose kind is written: popping back is still an error.
        Case(
            edits: [
                (
                    #""name": "orders", "returns": "[Order]""#,
                    #""name": "orders", "returns": "[Ordr]", "kind": "query", "popsBack": true"#
                )
            ],
            markers: [#""[Ordr]""#, #"true }"#]),
    ])
    func everyIndependentMistakeIsReported(_ planted: Case) {
        let json = Self.planted(planted.edits)
        let diagnostics = SpecTestSupport.diagnostics(json)
        #expect(diagnostics.count == planted.markers.count, "\(diagnostics)")
        for marker in planted.markers {
            let parts = marker.components(separatedBy: "⟨")
            let expected = location(of: parts.joined(), in: json, file: SpecTestSupport.file).map {
                SourceLocation(file: $0.file, line: $0.line, column: $0.column + (parts.count == 2 ? parts[0].count : 0))
            }
            #expect(expected != nil, "marker \(marker)")
            #expect(diagnostics.contains { $0.location == expected }, "\(marker): \(diagnostics)")
        }
    }

    /// What depends on the failed sibling is not a second error: binding the result of a method
    /// whose result was rejected.
    @Test func aValueBoundFromARejectedResultIsNotReported() {
        let json = Self.planted([(#""returns": "Order""#, #""returns": "Ordr""#)])
        let diagnostics = SpecTestSupport.diagnostics(json)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics.first?.message.contains("Ordr") == true, "\(diagnostics)")
    }

    /// A list that could not be read (not an array, or an element that is not an object) is one
    /// error: a `from`, `invalidates` or `navigatesTo` naming what it may have declared is not
    /// reported as naming nothing.
    @Test(arguments: [
        (#""state": [{ "name": "draftID", "type": "String", "default": "\"\"" }]"#, #""state": 5"#, #"5"#),
        (#""state": [{ "name": "draftID", "type": "String", "default": "\"\"" }]"#, #""state": [true]"#, #"true]"#),
        (#""models": [{ "name": "Order", "#, #""models": 3, "_models": [{ "name": "Order", "#, #"3,"#),
        (#""models": [{ "name": "Order", "#, #""models": [{ "name": "Or der", "#, #""Or der""#),
        (#"{ "name": "orders", "returns": "[Order]" },"#, #"12,"#, #"12,"#),
    ])
    func aReferenceIntoAnUnreadableListIsNotASecondError(original: String, replacement: String, marker: String) {
        let json = Self.base.replacingOccurrences(of: original, with: replacement)
        #expect(json != Self.base)
        // `_models` keeps the old models out of the spec; its unknown-key error is not the point.
        let diagnostics = SpecTestSupport.diagnostics(json).filter { !$0.message.contains("unknown key") }
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics.first?.location == location(of: marker, in: json, file: SpecTestSupport.file), "\(diagnostics)")
    }
}

/// `popsBack` on a command that runs on the feature's root screen (nothing to pop) is a located
/// error with a fix hint; on a pushed page it is accepted.
@Suite struct PopsBackPlacementTests {
    static func spec(argumentFrom source: String?, popsBack: Bool = true) -> String {
        let from = source.map { #", "from": "\#($0)""# } ?? ""
        return """
            {
              "name": "Notes",
              "routes": [{ "name": "detail", "parameters": [{ "name": "noteID", "type": "String" }] }],
              "state": [{ "name": "selection", "type": "String", "default": "\\"\\"" }],
              "clients": [{ "name": "Notes", "methods": [
                { "name": "archive", "parameters": [{ "name": "id", "type": "String"\(from) }]\(popsBack ? #", "popsBack": true"# : "") },
                { "name": "clearAll", "popsBack": true }
              ] }]
            }
            """
    }

    @Test func aCommandOnAPushedPageMayPopBackButOneOnTheRootMayNot() {
        // `archive` runs on the detail page; `clearAll` (no arguments) on the root screen.
        let onPage = Self.spec(argumentFrom: "route.detail.noteID")
        let diagnostics = SpecTestSupport.diagnostics(onPage)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics.first?.message.contains("'clearAll' runs on the feature's root screen") == true, "\(diagnostics)")
        #expect(diagnostics.first?.message.contains(#"remove "popsBack""#) == true)
        #expect(diagnostics.first?.location == location(of: "true }", in: onPage, file: SpecTestSupport.file, occurrence: 2))
    }

    @Test func aCommandFedFromStateRunsOnTheRootAndCannotPopBack() {
        let json = Self.spec(argumentFrom: "state.selection")
        let diagnostics = SpecTestSupport.diagnostics(json).filter { $0.message.contains("'archive'") }
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics.first?.message.contains(#""from": "route.detail.<parameter>""#) == true, "\(diagnostics)")
        #expect(diagnostics.first?.location == location(of: "true }", in: json, file: SpecTestSupport.file))
    }

    /// A `from` that failed leaves where the command runs unknown: only that error.
    @Test func aFailedSourceIsTheOnlyError() {
        let json = Self.spec(argumentFrom: "state.selectoin").replacingOccurrences(
            of: #"{ "name": "clearAll", "popsBack": true }"#, with: #"{ "name": "clearAll" }"#)
        let diagnostics = SpecTestSupport.diagnostics(json)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics.first?.message.contains("no state item 'selectoin'") == true, "\(diagnostics)")
    }
}
