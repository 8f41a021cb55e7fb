import Foundation
import Testing

@testable import ScaffoldKit

/// Issue 23, "sign-in done right", in the spec: a route never carries a secret (located, with an
/// identifier suggested), a command hands its result to the app as an outcome (`outcome`), and
/// a gate (`app.gate`) is a feature that emits one.
@Suite struct SignInSpecTests {
    /// A sign-in spec: `signIn` returns a `Session` (`accountID`, `token`) and `members` is
    /// inserted into it (`, "outcome": "signedIn"`); `routes` and `app` replace the defaults.
    static func signIn(
        _ members: String = #", "outcome": "signedIn""#, routes: String = "[]", app: String = "",
        session: String = #"{ "name": "accountID", "type": "String" }, { "name": "token", "type": "String" }"#
    ) -> String {
        """
        {
          "name": "SignIn",
          "routes": \(routes),
          "state": [{ "name": "email", "type": "String", "default": "\\"\\"" }],
          "models": [
            { "name": "Session", "properties": [\(session)] },
            { "name": "Account", "properties": [{ "name": "id", "type": "UUID" }, { "name": "session", "type": "Session?" }] }
          ],
          "clients": [{ "name": "Auth", "methods": [
            { "name": "signIn", "parameters": [{ "name": "email", "type": "String" }], "returns": "Session", "kind": "command"\(members) },
            { "name": "signOut", "parameters": [], "kind": "command" }
          ] }]\(app)
        }
        """
    }

    // MARK: Routes carry no secrets

    @Test func aRouteCarryingAModelWithASecretIsALocatedError() {
        expectSingleError(
            Self.signIn(routes: #"[{ "name": "signedIn", "parameters": [{ "name": "session", "type": "Session" }] }]"#),
            at: #""Session" }] }]"#,
            contains:
                "route 'signedIn' would carry Session's secret 'token' in its Codable value, which the navigation path may save; pass its identifier instead ('accountID': String), or have the command emit it to the app"
        )
    }

    /// Through another model, an optional and a collection, and the suggestion names the
    /// model's identifier when it has one.
    @Test func aSecretReachedThroughAnotherModelIsFoundAndTheIdentifierSuggested() {
        expectSingleError(
            Self.signIn(routes: #"[{ "name": "accounts", "parameters": [{ "name": "accounts", "type": "[Account]?" }] }]"#),
            at: #""[Account]?""#,
            contains: "route 'accounts' would carry Session's secret 'token'")
        let withIdentifier = Self.signIn(
            routes: #"[{ "name": "signedIn", "parameters": [{ "name": "session", "type": "Session" }] }]"#,
            session: #"{ "name": "id", "type": "UUID" }, { "name": "apiKey", "type": "String" }"#)
        expectSingleError(
            withIdentifier, at: #""Session" }] }]"#,
            contains:
                "Session's secret 'apiKey' in its Codable value, which the navigation path may save; pass its identifier instead ('id': UUID)"
        )
    }

    /// A secret property of a command's result is not bound into a route either.
    @Test func aSecretOfTheResultIsNotBoundIntoARoute() {
        expectSingleError(
            Self.signIn(
                #", "navigatesTo": { "route": "account", "value": "result.token" }"#,
                routes: #"[{ "name": "account", "parameters": [{ "name": "name", "type": "String" }] }]"#),
            at: #""result.token""#,
            contains: "'signIn' would put its result's secret 'token' in route 'account', which the navigation path may save")
    }

    @Test func aSecretRouteParameterIsALocatedError() {
        expectSingleError(
            Self.signIn(routes: #"[{ "name": "reset", "parameters": [{ "name": "resetToken", "type": "String" }] }]"#),
            at: #""resetToken""#,
            contains: "route 'reset' would carry the secret 'resetToken' in its Codable value")
    }

    /// Names the first table missed (a trial found `accessKey`, `pin`, `sessionKey` accepted),
    /// and words that only look like `pin` stay accepted.
    @Test(arguments: ["accessKey", "pin", "userPIN", "pin_code", "PINCode", "sessionKey", "private_key"])
    func moreSecretNamesAreFound(_ name: String) {
        #expect(SecretNames.isSecret(name), "\(name)")
        #expect(DisplayRules.isSensitive(name), "\(name) would be shown on screen")
    }

    @Test(arguments: ["pinned", "isPinned", "shipping", "spinner", "opinion", "keyword", "pinnedNotes"])
    func wordsThatOnlyContainPinAreNotSecret(_ name: String) {
        #expect(!SecretNames.isSecret(name), "\(name)")
    }

    /// With no binding written, the error's suggestion names only the result's properties that
    /// may travel in a route, never a secret of the same type.
    @Test func theNavigationSuggestionLeavesSecretsOut() {
        expectSingleError(
            Self.signIn(
                #", "navigatesTo": { "route": "account" }"#,
                routes: #"[{ "name": "account", "parameters": [{ "name": "name", "type": "String" }] }]"#),
            at: #""account" }"#,
            contains: "to pass 'result.accountID' write \"value\": \"result.accountID\"")
    }

    /// A model's identity carries no secret of the model.
    @Test func anIdentityOfAModelWithASecretIsAccepted() throws {
        let spec = try WiringSpecTests.load(
            Self.signIn(
                routes: #"[{ "name": "session", "parameters": [{ "name": "sessionID", "type": "Session.ID" }] }]"#,
                session: #"{ "name": "id", "type": "UUID" }, { "name": "token", "type": "String" }"#))
        #expect(spec.routes.map(\.name) == ["session"])
    }

    /// Personal but not secret values, and models without secrets, still travel in routes.
    @Test func routesWithoutSecretsAreAccepted() throws {
        let spec = try WiringSpecTests.load(
            Self.signIn(
                routes:
                    #"[{ "name": "account", "parameters": [{ "name": "email", "type": "String" }, { "name": "session", "type": "Session" }] }]"#,
                session: #"{ "name": "accountID", "type": "String" }"#))
        #expect(spec.routes.map(\.name) == ["account"])
    }

    // MARK: Outcomes

    @Test func anOutcomeIsReadAndRoundTripsThroughJSON() throws {
        let spec = try WiringSpecTests.load(Self.signIn(app: #", "app": { "gate": true }"#))
        #expect(spec.clients[0].methods[0].outcome == "signedIn")
        #expect(spec.clients[0].methods[1].outcome == nil)
        #expect(spec.app.isGate)
        #expect(!spec.app.isInRoot, "a gate is a tab")
        let again = try WiringSpecTests.load(spec.jsonText)
        #expect(again == spec)
    }

    @Test func anOutcomeOnAQueryIsALocatedError() {
        let json = Self.signIn(#", "outcome": "signedIn""#).replacingOccurrences(
            of: #""kind": "command", "outcome""#, with: #""kind": "query", "outcome""#)
        expectSingleError(json, at: #""signedIn""#, contains: "only a command emits an outcome; 'signIn' is a query")
    }

    @Test func anOutcomeLeavesTheFeatureSoItNeitherNavigatesNorPops() {
        expectSingleError(
            Self.signIn(
                #", "outcome": "signedIn", "navigatesTo": { "route": "home" }"#,
                routes: #"[{ "name": "home", "parameters": [] }]"#),
            at: #""home" }"#,
            contains: "'signIn' emits outcome 'signedIn', which leaves the feature, so it cannot also navigate")
    }

    @Test func oneOutcomeCarriesOneType() {
        let json = Self.signIn().replacingOccurrences(
            of: #"{ "name": "signOut", "parameters": [], "kind": "command" }"#,
            with: #"{ "name": "signOut", "parameters": [], "kind": "command", "outcome": "signedIn" }"#)
        expectSingleError(
            json, at: #""signedIn""#, occurrence: 2,
            contains: "outcome 'signedIn' already carries 'Session' from another command; 'signOut' returns nothing")
    }

    @Test func aGateThatEmitsNothingIsALocatedError() {
        expectSingleError(
            Self.signIn("", app: #", "app": { "gate": true }"#), at: "true",
            contains: "a gate is shown until the feature emits an outcome, and no command of 'SignIn' emits one")
        expectSingleError(
            Self.signIn(app: #", "app": { "root": true, "gate": true }"#), at: "true",
            contains: "a gate is shown before the root, never as a tab")
    }
}

/// A package has one gate: adding a second is an error in the spec being added, wherever its
/// name sorts (issue 23, found by a new-user trial: the error named the untouched gate's spec).
@Suite struct SecondGateTests {
    @Test func theGateBeingAddedIsBlamed() throws {
        let directory = try TemporaryDirectory()
        let root = directory.path + "/Gates"
        try #require(runTool(["init", "Gates", "--path", root], in: directory.path).status == 0)
        let signIn = Golden.repositoryRoot.appendingPathComponent("Examples/SignIn/SignIn.feature.json").path
        try #require(runTool(["feature", "--spec", signIn], in: root).status == 0)
        // "Journal" sorts before "SignIn".
        let journal = try String(contentsOfFile: signIn, encoding: .utf8).replacingOccurrences(
            of: "\"name\": \"SignIn\"", with: "\"name\": \"Journal\"")
        let path = try directory.write("Journal.feature.json", journal)
        let refused = runTool(["feature", "--spec", path], in: root)
        #expect(refused.status == ExitCode.dataError, "\(refused.stdout)\n\(refused.stderr)")
        #expect(
            refused.stderr.contains("Journal.feature.json:45:20: error: app.gate: 'SignIn' is already the app's gate"),
            "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root + "/Features/Journal"), "a refused feature was written")
    }
}
