import Foundation
import Testing

@testable import ScaffoldKit

/// The SwiftUI and SwiftData stand-ins against real code: their self-tests (snippets that must
/// type-check, planted mistakes that must not) and every example and style golden, type-checked
/// with `swiftc -typecheck -swift-version 6 -warnings-as-errors`.
@Suite(.serialized) struct StandInEndToEndTests {
    /// Issue 28: the compiled stand-ins are kept (keyed by toolchain and stand-in sources), so
    /// a second preparation compiles nothing and imports the same modules.
    @Test func theCompiledStandInsAreCachedBetweenRuns() throws {
        guard let swiftc = ToolProcess.find("swiftc", environment: ProcessInfo.processInfo.environment) else { return }
        let cache = try TemporaryDirectory()
        func prepare() throws -> StandInTypeCheck.Prepared {
            let scratch = try TemporaryDirectory()
            return try StandInTypeCheck(swiftc: swiftc, scratch: scratch.path).prepare(for: [.macOS], cache: cache.path)
        }
        let first = try prepare()
        #expect(!first.isCached && first.seconds > 0)
        let second = try prepare()
        #expect(second.isCached && second.seconds == 0)
        let folder = try #require(second.moduleFolders[.macOS])
        #expect(folder.hasPrefix(cache.path) && FileManager.default.fileExists(atPath: folder + "/SwiftUI.swiftmodule"))
        // The cached modules are the ones a check imports.
        let scratch = try TemporaryDirectory()
        let result = try StandInTypeCheck(swiftc: swiftc, scratch: scratch.path).check(
            .init(
                name: "Cached",
                files: [
                    .init(
                        path: scratch.path + "/V.swift",
                        contents: "import SwiftUI\n\nstruct V: View {\n    var body: some View { Text(\"x\") }\n}\n")
                ]),
            with: second)
        #expect(result.succeeded, "\(result.output)")
    }

    /// Every `Examples/*/expected` and style golden feature type-checks against the stand-ins,
    /// UI and storage included. Prints the seconds each feature took.
    @Test func everyExampleAndGoldenTypeChecks() throws {
        let harness = try StandInHarness.shared.get()
        let folders = StandInHarness.repositorySourcesFolders()
        #expect(folders.count >= 19)
        print("stand-in modules compiled in \(String(format: "%.2f", harness.prepared.seconds)) s")
        var total = 0.0
        var testsChecked = 0
        for folder in folders {
            let path = Golden.repositoryRoot.path + "/" + folder
            let tests = StandInHarness.swiftDataTestsFolder(besideSourcesFolder: path)
            let result = try harness.check(sourcesFolder: path, emitsModule: tests != nil)
            total += result.seconds
            print(
                "stand-in type-check \(folder): \(result.succeeded ? "ok" : "FAILED") (\(String(format: "%.2f", result.seconds)) s)"
            )
            if !result.succeeded { Issue.record("\(folder) does not type-check against the stand-ins:\n\(result.output)") }
            // The tests of a SwiftData feature (the SwiftData store's query cases and the
            // migration tests) type-check against the same stand-ins, importing the module.
            if let tests, result.succeeded {
                let module = StandInHarness.moduleName(ofSourcesFolder: path) + "Tests"
                let testsResult = try harness.check(sourcesFolder: tests, moduleName: module)
                total += testsResult.seconds
                testsChecked += 1
                print("stand-in type-check \(tests): \(testsResult.succeeded ? "ok" : "FAILED")")
                if !testsResult.succeeded {
                    Issue.record("\(tests) does not type-check against the stand-ins:\n\(testsResult.output)")
                }
            }
        }
        #expect(testsChecked >= 3, "the SwiftData features' tests were not type-checked")
        print("stand-in type-check of \(folders.count) features: \(String(format: "%.1f", total)) s")
    }

    /// The `App` target of the `scaffold init` golden (its root view is SwiftUI) type-checks too.
    @Test func initGoldenAppTypeChecks() throws {
        let golden = try String(
            contentsOf: Golden.repositoryRoot.appendingPathComponent("Tests/ScaffoldKitTests/Goldens/Init/Demo.txt"),
            encoding: .utf8)
        var sources: [String: String] = [:]
        var current: String?
        for line in golden.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("=== ") {
                let path = String(line.dropFirst(4))
                current = path.hasPrefix("Sources/App/") && path.hasSuffix(".swift") ? path : nil
                if let current { sources[current] = "" }
            } else if let current {
                sources[current, default: ""] += line + "\n"
            }
        }
        #expect(sources.keys.contains("Sources/App/AppRootView.swift"))
        let result = try StandInHarness.shared.get().check(module: "App", sources: sources)
        if !result.succeeded { Issue.record("the init golden's App target does not type-check:\n\(result.output)") }
    }

    static let selfTests = Golden.repositoryRoot.appendingPathComponent("StandIns/SelfTests").path

    static func selfTestFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    static let rejectedFiles = selfTestFiles(in: selfTests + "/Rejected")

    /// Snippets modelled on Apple's documentation type-check against the stand-ins.
    @Test(arguments: ["AcceptedSwiftUI.swift", "AcceptedSwiftData.swift"])
    func acceptedSnippetsTypeCheck(_ file: String) throws {
        let text = try String(contentsOfFile: Self.selfTests + "/" + file, encoding: .utf8)
        let result = try StandInHarness.shared.get().check(module: "SelfTest", sources: [Self.selfTests + "/" + file: text])
        #expect(result.platforms == [.iOS, .macOS] || !text.contains("os(iOS)"))
        if !result.succeeded { Issue.record("\(file) does not type-check against the stand-ins:\n\(result.output)") }
    }

    /// Each planted mistake fails with the error the real SDK gives.
    @Test(arguments: rejectedFiles)
    func plantedMistakeFails(_ file: String) throws {
        let path = Self.selfTests + "/Rejected/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let expected = text.split(separator: "\n").compactMap { line in
            line.hasPrefix("// expect-error: ") ? String(line.dropFirst("// expect-error: ".count)) : nil
        }
        #expect(!expected.isEmpty, "\(file) names no expected error")
        let result = try StandInHarness.shared.get().check(module: "Rejected", sources: [path: text])
        #expect(!result.succeeded, "\(file) type-checks, but the real SDK rejects it")
        for error in expected {
            #expect(
                result.messages.contains { $0.severity == "error" && $0.message.contains(error) },
                "\(file): no error containing \"\(error)\":\n\(result.output)")
        }
    }

    /// One module with an error in each of two files reports both (whole-module: one failing
    /// file does not hide the other's errors).
    @Test func everyFilesErrorsAreReported() throws {
        let first = "import SwiftUI\n\nstruct A: View {\n    var body: some View { Text(1) }\n}\n"
        let second = "import SwiftUI\n\nstruct B: View {\n    var body: some View { Image(systemName: 2) }\n}\n"
        let result = try StandInHarness.shared.get().check(
            module: "TwoErrors", sources: ["/tmp/A.swift": first, "/tmp/B.swift": second])
        #expect(!result.succeeded)
        #expect(
            Set(result.messages.filter { $0.severity == "error" }.map(\.path)) == ["/tmp/A.swift", "/tmp/B.swift"],
            "\(result.output)")
    }

    /// Every planted mistake of the brief is covered.
    @Test func plantedMistakesCoverTheRequiredCases() {
        for required in [
            "MainActorReadInSendableClosure.swift", "NonSendableCaptureInTask.swift", "WrongBindingType.swift",
            "AwaitInSynchronousButtonAction.swift", "NonViewStatementInBuilder.swift", "SwiftDataContextInSendableClosure.swift",
        ] {
            #expect(Self.rejectedFiles.contains(required), "missing self-test \(required)")
        }
    }

    /// A mistake planted in a `#Preview` body of each style's Previews template (a model's path
    /// used as an `Int`) makes the stand-in check fail in that file: preview bodies are
    /// type-checked (with `DEBUG` defined, as in a debug build), not skipped.
    @Test(arguments: TemplateSet.builtinStyles)
    func plantedPreviewTemplateMistakeFailsTheCheck(_ style: String) throws {
        let templates = try FeatureTemplateTests.templateSet(style: style)
        let path = "\(style)/Sources/Previews.swift.mustache"
        let previews = try #require(templates.sources[path], "\(style) Previews template")
        let variable = style == "mvvm" ? "viewModel" : style == "mvi" ? "store" : "feature"
        // A destination's preview (Weather's root previews are one-liners).
        let anchor = ".preview(.{{previewStateName}}, path: [{{fixture}}])\n"
        #expect(previews.contains(anchor))
        let planted = previews.replacingOccurrences(of: anchor, with: anchor + "    let _: Int = \(variable).path\n")
        var spec = try ExampleSpecLoader.load("Examples/Weather/Weather.feature.json")
        spec.style = style
        let files = try templates.overriding(with: [path: planted]).render(FeatureContext(spec))
        let sources = Dictionary(
            uniqueKeysWithValues: files.filter { $0.path.contains("/Sources/") && $0.path.hasSuffix(".swift") }.map {
                ($0.path, $0.contents)
            })
        let result = try StandInHarness.shared.get().check(module: "Weather", sources: sources)
        #expect(!result.succeeded)
        #expect(
            result.messages.contains { $0.path.hasSuffix("WeatherPreviews.swift") && $0.severity == "error" },
            "\(result.output)")
    }

    /// A mistake planted in a Screen template (a main-actor read inside a `Sendable` closure)
    /// makes the stand-in check fail: CI catches template errors in UI code.
    @Test func plantedScreenTemplateMistakeFailsTheCheck() throws {
        let templates = try FeatureTemplateTests.templateSet()
        let screen = try #require(
            templates.sources["feature/Sources/Screen.swift.mustache"], "feature Screen template")
        let anchor =
            "    public var body: some View {\n        FeatureHost(hosting{{>shared/partials/route-presentation}}) { feature in\n"
        #expect(screen.contains(anchor))
        let planted = screen.replacingOccurrences(
            of: anchor, with: anchor + "            let _: @Sendable () -> Int = { feature.path.count }\n")
        let spec = try ExampleSpecLoader.load("Examples/Weather/Weather.feature.json")
        let files = try templates.overriding(with: ["feature/Sources/Screen.swift.mustache": planted]).render(
            FeatureContext(spec))
        let sources = Dictionary(
            uniqueKeysWithValues: files.filter { $0.path.contains("/Sources/") && $0.path.hasSuffix(".swift") }.map {
                ($0.path, $0.contents)
            })
        let harness = try StandInHarness.shared.get()
        let result = try harness.check(module: "Weather", sources: sources)
        #expect(!result.succeeded)
        #expect(
            result.messages.contains { $0.path.hasSuffix("WeatherScreen.swift") && $0.message.contains("main actor-isolated") },
            "\(result.output)")
        // Unplanted, the same files pass.
        let clean = try templates.render(FeatureContext(spec))
        let cleanSources = Dictionary(
            uniqueKeysWithValues: clean.filter { $0.path.contains("/Sources/") && $0.path.hasSuffix(".swift") }.map {
                ($0.path, $0.contents)
            })
        #expect(try harness.check(module: "Weather", sources: cleanSources).succeeded)
    }
}
