import Testing

@testable import ScaffoldKit

/// Issue 11, "navigate on success": a command's `navigatesTo` (the route it opens after it
/// succeeds, its parameter bound to the result), its default, its located errors, its JSON round
/// trip and its effect on the unwired-route warning.
@Suite struct NavigationSpecTests {
    /// A sign-in spec: `signIn` returns a `Session` (`accountID`, `handle`, `backupID`) and
    /// `navigation` is inserted as its members (`, "navigatesTo": …`); routes `signedIn(session:)`,
    /// `account(accountID:)`, `help` and `pair(a:b:)`.
    static func signIn(_ navigation: String, returns: String = #", "returns": "Session""#) -> String {
        """
        {
          "name": "SignIn",
          "routes": [
            { "name": "signedIn", "parameters": [{ "name": "session", "type": "Session" }] },
            { "name": "account", "parameters": [{ "name": "accountID", "type": "String" }] },
            { "name": "help", "parameters": [] },
            { "name": "pair", "parameters": [{ "name": "a", "type": "String" }, { "name": "b", "type": "String" }] }
          ],
          "state": [{ "name": "email", "type": "String", "default": "\\"\\"" }],
          "models": [{ "name": "Session", "properties": [
            { "name": "accountID", "type": "String" }, { "name": "handle", "type": "String" }, { "name": "backupID", "type": "String" }
          ] }],
          "clients": [{ "name": "Auth", "methods": [
            { "name": "signIn", "parameters": [{ "name": "email", "type": "String" }]\(returns), "kind": "command"\(navigation) }
          ] }]
        }
        """
    }

    static func navigation(_ json: String) throws -> FeatureSpec.Method.Navigation? {
        try WiringSpecTests.load(json).clients[0].methods[0].navigatesTo
    }

    // MARK: Accepted

    @Test func theResultBindsTheParameterOfItsType() throws {
        let navigation = try Self.navigation(Self.signIn(#", "navigatesTo": { "route": "signedIn" }"#))
        #expect(navigation == .init(route: "signedIn", value: "result"))
    }

    @Test func aPropertyNamedLikeTheParameterIsTheDefault() throws {
        let navigation = try Self.navigation(Self.signIn(#", "navigatesTo": { "route": "account" }"#))
        #expect(navigation == .init(route: "account", value: "result.accountID"))
    }

    @Test func anExplicitPropertyIsBound() throws {
        let navigation = try Self.navigation(Self.signIn(#", "navigatesTo": { "route": "account", "value": "result.handle" }"#))
        #expect(navigation == .init(route: "account", value: "result.handle"))
    }

    @Test func aRouteWithoutParametersTakesNoValue() throws {
        let navigation = try Self.navigation(Self.signIn(#", "navigatesTo": { "route": "help" }"#, returns: ""))
        #expect(navigation == .init(route: "help", value: nil))
    }

    @Test func navigationRoundTripsThroughJSON() throws {
        let spec = try WiringSpecTests.load(Self.signIn(#", "navigatesTo": { "route": "account", "value": "result.handle" }"#))
        #expect(try WiringSpecTests.load(spec.jsonText) == spec)
    }

    /// A route only a command's success opens is wired: no "nothing navigates to" warning.
    @Test func aRouteACommandOpensIsNotUnwired() throws {
        let unwired = FeatureWiring(try WiringSpecTests.load(Self.signIn("")))
        #expect(unwired.unwired.contains(.route(index: 0)))
        let wired = FeatureWiring(try WiringSpecTests.load(Self.signIn(#", "navigatesTo": { "route": "signedIn" }"#)))
        #expect(!wired.unwired.contains(.route(index: 0)))
    }

    // MARK: Located errors

    @Test func anUnknownRouteIsALocatedErrorWithASuggestion() {
        expectSingleError(
            Self.signIn(#", "navigatesTo": { "route": "signedInn" }"#), at: "\"signedInn\"",
            contains: "'signIn' navigates to no route 'signedInn'; did you mean 'signedIn'?")
    }

    @Test func aResultOfAnotherTypeIsALocatedError() {
        expectSingleError(
            Self.signIn(#", "navigatesTo": { "route": "account", "value": "result" }"#), at: "\"result\"",
            contains: "the result of 'signIn' is 'Session', not the type of route 'account' parameter 'accountID: String'")
        expectSingleError(
            Self.signIn(#", "navigatesTo": { "route": "signedIn", "value": "result.handle" }"#), at: "\"result.handle\"",
            contains: "'result.handle' is 'String', not the type of route 'signedIn' parameter 'session: Session'")
        expectSingleError(
            Self.signIn(#", "navigatesTo": { "route": "account", "value": "result.handl" }"#), at: "\"result.handl\"",
            contains: "the result 'Session' has no property 'handl'; did you mean 'result.handle'?")
        expectSingleError(
            Self.signIn(#", "navigatesTo": { "route": "signedIn" }"#, returns: ""), at: "\"signedIn\"", occurrence: 2,
            contains: "'signIn' returns nothing, so route 'signedIn' parameter 'session: Session' gets no value")
    }

    /// Nothing is bound by type alone: one property of the parameter's type is named, several
    /// are ambiguous.
    @Test func aParameterOnlyTypesMatchIsAmbiguousOrNamed() {
        let oneByType = Self.signIn(#", "navigatesTo": { "route": "account" }"#).replacingOccurrences(
            of: #"{ "name": "backupID", "type": "String" }"#, with: #"{ "name": "expiresIn", "type": "Int" }"#
        ).replacingOccurrences(of: #"{ "name": "accountID", "type": "String" }, "#, with: "")
        expectSingleError(
            oneByType, at: "\"account\"", occurrence: 2, contains: "to pass 'result.handle' write \"value\": \"result.handle\"")
        let ambiguous = Self.signIn(#", "navigatesTo": { "route": "account" }"#).replacingOccurrences(
            of: #"{ "name": "accountID", "type": "String" }, "#, with: "")
        expectSingleError(
            ambiguous, at: "\"account\"", occurrence: 2,
            contains: "ambiguous: result.handle and result.backupID all have the type of route 'account'")
    }

    @Test func otherMisuseIsALocatedError() {
        expectSingleError(
            Self.signIn(#", "navigatesTo": { "route": "pair" }"#), at: "\"pair\"", occurrence: 2,
            contains: "'signIn' can navigate only to a route with at most one parameter; 'pair' has 2")
        expectSingleError(
            Self.signIn(#", "navigatesTo": { "route": "help", "value": "result" }"#), at: "\"result\"",
            contains: "route 'help' takes no parameter, so 'signIn' binds no value; remove \"value\"")
        expectSingleError(
            Self.signIn(#", "navigatesTo": { "route": "account", "value": "session.handle" }"#), at: "\"session.handle\"",
            contains: "'session.handle' is not a result source")
        expectSingleError(
            Self.signIn(#", "navigatesTo": { "route": "signedIn" }"#).replacingOccurrences(
                of: #", "kind": "command""#, with: #", "kind": "query""#),
            at: "\"signedIn\"", occurrence: 2, contains: "only a command navigates on success; 'signIn' is a query")
        expectSingleError(
            Self.signIn(#", "navigatesTo": { "route": "signedIn", "valu": "result" }"#), at: "\"valu\"",
            contains: "did you mean 'value'")
    }
}
