import Testing

@testable import ScaffoldKit

/// Issue 23, "errors users can read": a command's run is reported where the person is — a failure
/// as an alert with "Try again" (the runtime's `commandFeedback`), a success spoken to VoiceOver —
/// instead of a list section reading "Delete succeeded." or "Something went wrong" under the form.
@Suite struct CommandFeedbackTemplateTests {
    static let styles = ["feature", "mvvm", "mvi"]

    static func views(_ path: String, style: String) throws -> String {
        var spec = try ExampleSpecLoader.load(path)
        spec.style = style
        let files = try ScreenFlowTests.files(spec, style: style)
        return files.filter { $0.path.hasSuffix("Screen.swift") || $0.path.hasSuffix("View.swift") }.map(\.contents)
            .joined()
    }

    @Test(arguments: styles)
    func aCommandButtonReportsItsRunsAndTheListShowsNoCommandSection(_ style: String) throws {
        let views = try Self.views("Examples/SignIn/SignIn.feature.json", style: style)
        let state = style == "mvi" ? "state" : style == "mvvm" ? "viewModel" : "feature"
        #expect(views.contains(".commandFeedback(\n"), "\(style)")
        #expect(
            views.contains(
                "\(state).signInState.progress, success: String(localized: \"Sign in succeeded.\", bundle: .module, comment: \"Spoken when Sign in succeeds\"),"
            ), "\(style)\n\(views)")
        // Nothing reads the command's outcome as a list section any more.
        #expect(!views.contains("Text(\"Sign in succeeded.\", bundle: .module)"), "\(style)")
        #expect(!views.contains("state: \(state).signInState"), "\(style)")
        #expect(!views.contains("state: \(state).requestPasswordResetStates"), "\(style)")
    }

    @Test(arguments: styles)
    func theRetryRunsTheCommandWithTheScreensArguments(_ style: String) throws {
        let views = try Self.views("Examples/Notes/Notes.feature.json", style: style)
        let retry =
            style == "mvi"
            ? "retry: { onEvent(.delete("
            : "retry: { await \(style == "mvvm" ? "viewModel" : "feature").delete(id: noteID, for: route) }"
        #expect(views.contains(retry), "\(style)\n\(views)")
    }

    @Test(arguments: styles)
    func aQueryKeepsItsSection(_ style: String) throws {
        let views = try Self.views("Examples/Notes/Notes.feature.json", style: style)
        let state = style == "mvi" ? "state" : style == "mvvm" ? "viewModel" : "feature"
        #expect(views.contains("state: \(state).fetchNotesState,"), "\(style)\n\(views)")
        #expect(!views.contains("\(state).fetchNotesState.progress, success:"), "\(style)")
    }

    @Test func theRuntimeReportsFromTheStateAndAnnouncesToVoiceOver() throws {
        let runtime = try ScreenContentTests.runtime("FeatureCoreUI/Sources/CommandFeedback.swift")
        #expect(runtime.contains("import Accessibility\n"))
        #expect(runtime.contains("AccessibilityNotification.Announcement(success).post()"))
        #expect(runtime.contains("report(CommandReport(from: previous, to: progress))"))
        #expect(runtime.contains("if failure.isWorthRetrying {"))
        let core = try ScreenContentTests.runtime("FeatureCore/Sources/CommandReport.swift")
        #expect(core.contains("public enum CommandReport: Sendable {"))
    }
}

/// A trial found `print(session)` (and a failed `#expect` on it) showing the token: a model with
/// a property named like a secret prints, debug-prints and dumps without it.
@Suite struct SecretRedactionTemplateTests {
    @Test func aModelWithASecretPrintsWithoutIt() throws {
        let spec = try ExampleSpecLoader.load("Examples/SignIn/SignIn.feature.json")
        let models = try ScreenFlowTests.file(try ScreenFlowTests.files(spec, style: "feature"), "SignInModels.swift")
        #expect(models.contains("extension Session: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {"))
        #expect(
            models.contains(
                #""Session(accountID: \(String(reflecting: accountID)), token: <redacted>, expiresAt: \(String(reflecting: expiresAt)))""#
            ), "\(models)")
        #expect(
            models.contains(
                #"let children: [Mirror.Child] = [(label: "accountID", value: accountID), (label: "expiresAt", value: expiresAt)]"#
            ))
        #expect(!models.contains("(label: \"token\""))
    }

    @Test func aModelWithoutSecretsKeepsTheStandardDescription() throws {
        let spec = try ExampleSpecLoader.load("Examples/Notes/Notes.feature.json")
        let models = try ScreenFlowTests.file(try ScreenFlowTests.files(spec, style: "feature"), "NotesModels.swift")
        #expect(!models.contains("CustomStringConvertible"))
    }
}
