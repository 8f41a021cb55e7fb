import Testing

@testable import ScaffoldKit

/// Issue 23, "sign-in done right", on screen: each text field asks for what its state item
/// holds (AutoFill, keyboard, capitalization through the runtime's `textInput(_:returnKey:)`),
/// Return moves to the next field and submits from the last, and a button that takes typed
/// text stays disabled until the text is there.
@Suite struct TextInputTemplateTests {
    static let styles = ["feature", "mvvm", "mvi"]

    /// A registration form: name, email, phone, a new password and a code, then `register`.
    static let register = """
        {
          "name": "Join",
          "state": [
            { "name": "fullName", "type": "String", "default": "\\"\\"" },
            { "name": "email", "type": "String", "default": "\\"\\"" },
            { "name": "phone", "type": "String", "default": "\\"\\"" },
            { "name": "newPassword", "type": "String", "default": "\\"\\"" },
            { "name": "verificationCode", "type": "String", "default": "\\"\\"" },
            { "name": "agrees", "type": "Bool", "default": false }
          ],
          "clients": [{ "name": "Accounts", "methods": [
            { "name": "register", "parameters": [
              { "name": "fullName", "type": "String" }, { "name": "email", "type": "String" },
              { "name": "password", "type": "String", "from": "state.newPassword" },
              { "name": "agrees", "type": "Bool" }
            ] }
          ] }]
        }
        """

    @Test func rolesFollowTheStateItemsNames() {
        #expect(TextInputRules.role(forStateNamed: "email", signsIn: true) == "accountEmail")
        #expect(TextInputRules.role(forStateNamed: "workEmail", signsIn: false) == "emailAddress")
        #expect(TextInputRules.role(forStateNamed: "password", signsIn: true) == "password")
        #expect(TextInputRules.role(forStateNamed: "confirmPassword", signsIn: false) == "newPassword")
        #expect(TextInputRules.role(forStateNamed: "username", signsIn: true) == "username")
        #expect(TextInputRules.role(forStateNamed: "phoneNumber", signsIn: false) == "telephoneNumber")
        #expect(TextInputRules.role(forStateNamed: "otp", signsIn: true) == "oneTimeCode")
        #expect(TextInputRules.role(forStateNamed: "homepageURL", signsIn: false) == "url")
        #expect(TextInputRules.role(forStateNamed: "query", signsIn: false) == "plain")
    }

    @Test(arguments: styles)
    func fieldsChainAndTheLastSubmits(_ style: String) throws {
        let spec = try WiringSpecTests.load(Self.register)
        let files = try ScreenFlowTests.files(spec, style: style)
        let view = try ScreenFlowTests.file(files, style == "mvi" ? "JoinView.swift" : "JoinScreen.swift")
        #expect(view.contains("@FocusState private var focusedInput: String?"))
        for (name, role, next) in [
            ("fullName", "plain", "email"), ("email", "accountEmail", "phone"), ("phone", "telephoneNumber", "newPassword"),
            ("newPassword", "newPassword", "verificationCode"),
        ] {
            #expect(view.contains(".textInput(.\(role), returnKey: .next)\n"), "\(style): \(name)")
            #expect(view.contains(".focused($focusedInput, equals: \"\(name)\")\n"), "\(style): \(name)")
            #expect(view.contains(".onSubmit { focusedInput = \"\(next)\" }"), "\(style): \(name)")
        }
        #expect(view.contains(".textInput(.oneTimeCode, returnKey: .go)"), "\(style)")
        let owner = style == "mvi" ? "state" : style == "mvvm" ? "viewModel" : "feature"
        let typed = "\(owner).fullName.isEmpty || \(owner).email.isEmpty || \(owner).newPassword.isEmpty"
        #expect(view.contains(".disabled(\(owner).registerState.isLoading || \(typed))"), "\(view)")
        let enabled =
            "guard !\(owner).registerState.isLoading && !\(owner).fullName.isEmpty && !\(owner).email.isEmpty && !\(owner).newPassword.isEmpty else { return }"
        #expect(view.contains(enabled), "\(view)")
        #expect(view.contains(style == "mvi" ? "onEvent(.register(" : "Task { await \(owner).register("), "\(view)")
    }

    /// A secure field's text is forgotten once the command that took it succeeds, and the
    /// generated tests say so; a failure keeps it for the retry.
    @Test(arguments: styles)
    func aTypedSecretIsForgottenOnSuccessOnly(_ style: String) throws {
        let spec = try WiringSpecTests.load(Self.register)
        let files = try ScreenFlowTests.files(spec, style: style)
        let model = try ScreenFlowTests.file(
            files, style == "mvi" ? "JoinStore.swift" : style == "mvvm" ? "JoinViewModel.swift" : "JoinFeature.swift")
        #expect(model.contains(style == "mvi" ? "state.newPassword = \"\"" : "self.newPassword = \"\""), "\(model)")
        #expect(model.contains("/// On success forgets the typed `newPassword`."), "\(model)")
        let tests = try ScreenFlowTests.file(files, ScreenFlowTests.testsFile[style] ?? "")
        #expect(tests.contains("@Test func registerForgetsTypedSecretsOnSuccessOnly() async {"))
        #expect(tests.contains("newPassword == \"typed secret\", \"`register(fullName:email:password:agrees:)` dropped"))
    }

    /// The runtime's modifier: content type on iOS and macOS, keyboard, capitalization and the
    /// Return key on iOS only.
    @Test func theRuntimeModifierIsPlatformAware() throws {
        let runtime = try ScreenContentTests.runtime("FeatureCoreUI/Sources/TextInput.swift")
        #expect(
            runtime.contains("public func textInput(_ role: TextInputRole, returnKey: TextInputReturnKey = .done) -> some View"))
        #expect(runtime.contains(".keyboardType(role.keyboardType)"))
        #expect(runtime.contains("#elseif os(macOS)\n        content\n            .textContentType(role.contentType)"))
        #expect(runtime.contains("case .accountEmail, .username: .username"), "AutoFill pairs a sign-in email as the user name")
    }
}
