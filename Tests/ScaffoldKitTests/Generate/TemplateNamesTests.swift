import Foundation
import Testing

@testable import ScaffoldKit

/// The names table is checked against the contexts the generator builds for every example in
/// every style, and the document is regenerated from the table: neither can drift.
@Suite struct TemplateNamesTests {
    /// scope → names the real contexts have there.
    static func observedNames() throws -> [String: Set<String>] {
        var observed: [String: Set<String>] = [:]
        func collect(_ value: TemplateValue, scope: String) {
            guard case .object(let object) = value else { return }
            for key in object.keys {
                observed[scope, default: []].insert(key)
                guard case .list(let items)? = object[key] else { continue }
                let child = scope == "top" ? key + "[]" : scope + "." + key + "[]"
                // clients[].methods[] and the operation subsets hold operations.
                let operationLists: Set<String> = [
                    "operations", "methods", "rootTasks", "rootButtons", "rootSections", "unreachableOperations",
                    "destinationOperations", "destinationButtons",
                ]
                let target = operationLists.contains(key) ? "operations[]" : child
                guard TemplateNames.scopes.contains(target) else { continue }
                for item in items { collect(item, scope: target) }
            }
        }
        // The examples, and a spec with paged methods (style `feature` only, like storage).
        let paths =
            ["Weather", "SignIn", "Notes", "Pantry"].map { "Examples/\($0)/\($0).feature.json" }
            + ["Tests/ScaffoldKitTests/Fixtures/Paging/Books.feature.json"]
        for path in paths {
            let spec = try ExampleSpecLoader.load(path)
            let onlyFeature = spec.storage.kind != .none || spec.clients.contains { $0.methods.contains { $0.cursor != nil } }
            for style in TemplateSet.builtinStyles where style == "feature" || !onlyFeature {
                var value = FeatureContext(spec).value(forStyle: style)
                if case .object(var members) = value {
                    members[TemplateNames.generatedFrom] = ""
                    value = .object(members)
                }
                collect(value, scope: "top")
            }
        }
        return observed
    }

    @Test func everyNameTheGeneratorProvidesIsDocumentedAndNothingElse() throws {
        let observed = try Self.observedNames()
        for scope in TemplateNames.scopes {
            let documented = Set(TemplateNames.all.filter { $0.scope == scope }.map(\.name))
            let actual = observed[scope] ?? []
            #expect(actual.subtracting(documented).sorted() == [], "undocumented in \(scope)")
            #expect(documented.subtracting(actual).sorted() == [], "documented but never provided in \(scope)")
        }
        #expect(Set(TemplateNames.all.map(\.scope)).isSubset(of: Set(TemplateNames.scopes)))
        #expect(TemplateNames.all.allSatisfy { !$0.description.isEmpty })
    }

    @Test func theDocumentIsGeneratedFromTheTable() {
        Golden.assertMatches(TemplateNames.markdown, file: "docs/template-names.md")
    }

    @Test func theCommandPrintsTheTable() throws {
        let directory = try TemporaryDirectory()
        let plain = runTool(["templates", "names"], in: directory.path)
        #expect(plain.status == 0)
        #expect(plain.stdout == TemplateNames.plainText)
        #expect(plain.stdout.contains("  routeType "))
        let markdown = runTool(["templates", "names", "--markdown"], in: directory.path)
        #expect(markdown.stdout == TemplateNames.markdown)
    }
}

@Suite struct TemplatesCommandTests {
    @Test func exportCopiesTheBuiltInTemplatesAndNeverOverwrites() throws {
        let directory = try TemporaryDirectory()
        var result = runTool(["init", "Demo"], in: directory.path)
        #expect(result.status == 0)
        let package = directory.path + "/Demo"
        result = runTool(["templates", "export", "--style", "feature"], in: package)
        #expect(result.status == 0, "\(result.stderr)")
        let screen = package + "/.scaffold/templates/feature/Sources/Screen.swift.mustache"
        let builtin = try #require(TemplateSet.builtin(style: "feature"))
        #expect(try String(contentsOfFile: screen, encoding: .utf8) == builtin.sources["feature/Sources/Screen.swift.mustache"])
        #expect(FileManager.default.fileExists(atPath: package + "/.scaffold/templates/shared/Sources/Route.swift.mustache"))
        #expect(!FileManager.default.fileExists(atPath: package + "/.scaffold/templates/mvi"))

        // An edited copy is never overwritten without --force, and nothing else is written.
        try "// mine {{name}}\n".write(toFile: screen, atomically: true, encoding: .utf8)
        let feature = package + "/.scaffold/templates/feature/Sources/Feature.swift.mustache"
        try FileManager.default.removeItem(atPath: feature)
        result = runTool(["templates", "export", "--style", "feature"], in: package)
        #expect(result.status == 1)
        #expect(result.stderr.contains("nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: feature))
        result = runTool(["templates", "export", "--style", "feature", "--force"], in: package)
        #expect(result.status == 0)
        #expect(try String(contentsOfFile: screen, encoding: .utf8) == builtin.sources["feature/Sources/Screen.swift.mustache"])
    }

    @Test func exportIntoADirectoryAndOverridesNameThemselvesInHeaders() throws {
        let directory = try TemporaryDirectory()
        #expect(runTool(["templates", "export", "--style", "mvi", "out"], in: directory.path).status == 0)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/out/mvi/Sources/Store.swift.mustache"))
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/out/.scaffold"))

        // A feature rendered with an edited override names the override in its header.
        let builtin = try #require(TemplateSet.builtin(style: "feature"))
        let path = "feature/Sources/Feature.swift.mustache"
        let source = try #require(builtin.sources[path])
        let overridden = builtin.overriding(with: [path: source + "{{! edited }}\n"])
        #expect(overridden.overridden == [path])
        let spec = try ExampleSpecLoader.load("Examples/Weather/Weather.feature.json")
        let files = try overridden.render(FeatureContext(spec))
        let feature = try #require(files.first { $0.template == path })
        #expect(
            feature.contents.hasPrefix(
                "// Generated by scaffold from .scaffold/templates/feature/Sources/Feature.swift.mustache.\n"))
        let route = try #require(files.first { $0.template == "shared/Sources/Route.swift.mustache" })
        #expect(route.contents.hasPrefix("// Generated by scaffold from shared/Sources/Route.swift.mustache.\n"))

        // An exported copy that is still the built-in source renders exactly as the built-in.
        let exported = builtin.overriding(with: [path: source])
        #expect(exported.overridden.isEmpty)
        #expect(exported.unchangedOverrides == [path])
        #expect(try exported.render(FeatureContext(spec)) == (try builtin.render(FeatureContext(spec))))
    }

    /// `templates export` leaves `check` green: the copies are the built-in templates, so no
    /// generated file changes (not even a header) until one of them is edited.
    @Test func exportingTheTemplatesKeepsCheckGreenUntilOneIsEdited() throws {
        let directory = try TemporaryDirectory()
        #expect(runTool(["init", "Demo"], in: directory.path).status == 0)
        let package = directory.path + "/Demo"
        var result = runTool(["feature", "Notes"], in: package)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(runTool(["check"], in: package).status == 0)
        result = runTool(["templates", "export", "--style", "feature"], in: package)
        #expect(result.status == 0, "\(result.stderr)")
        try? FileManager.default.removeItem(atPath: package + "/.scaffold/cache")  // a full check, not a cached one
        result = runTool(["check"], in: package)
        #expect(result.status == 0, "check is red after export:\n\(result.stdout)\(result.stderr)")
        let list = runTool(["templates", "list", "--style", "feature"], in: package)
        #expect(list.stdout.contains("[exported, same as built-in: .scaffold/templates/feature/Sources/Feature.swift.mustache]"))
        #expect(list.stdout.contains("[exported, same as built-in: .scaffold/templates/shared/Sources/Route.swift.mustache]"))

        // Editing an exported template is a change check reports, header included.
        let feature = package + "/.scaffold/templates/feature/Sources/Feature.swift.mustache"
        try (try String(contentsOfFile: feature, encoding: .utf8) + "// edited\n").write(
            toFile: feature, atomically: true, encoding: .utf8)
        result = runTool(["check"], in: package)
        #expect(result.status == 1)
        #expect(
            result.stdout.contains("+// Generated by scaffold from .scaffold/templates/feature/Sources/Feature.swift.mustache."))
    }

    @Test func listShowsOutputsAndOverrides() throws {
        let directory = try TemporaryDirectory()
        #expect(runTool(["init", "Demo"], in: directory.path).status == 0)
        let package = directory.path + "/Demo"
        try FileManager.default.createDirectory(
            atPath: package + "/.scaffold/templates/mvvm/Sources", withIntermediateDirectories: true)
        try "x\n".write(
            toFile: package + "/.scaffold/templates/mvvm/Sources/ViewModel.swift.mustache", atomically: true, encoding: .utf8)
        let result = runTool(["templates", "list", "--style", "mvvm"], in: package)
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                "  mvvm/Sources/ViewModel.swift.mustache -> {sources}/{name}ViewModel.swift  [overridden: .scaffold/templates/mvvm/Sources/ViewModel.swift.mustache]\n"
            ))
        #expect(result.stdout.contains("  shared/Sources/Route.swift.mustache -> {sources}/{name}Route.swift\n"))
        #expect(result.stdout.contains("  shared/partials/operation-tests.mustache (partial)\n"))
        #expect(runTool(["templates", "list", "--style", "nope"], in: package).status == ExitCode.usage)
    }

    /// The app's composition root templates are exported too (whatever `--style`), and a team's
    /// edited copy is what `feature`, `sync` and `check` render the App files from: check reports
    /// the change (header included), sync writes it, a new feature keeps it.
    @Test func anExportedAppTemplateIsUsedByFeatureSyncAndCheck() throws {
        let directory = try TemporaryDirectory()
        #expect(runTool(["init", "Demo"], in: directory.path).status == 0)
        let package = directory.path + "/Demo"
        var result = runTool(["feature", "Notes"], in: package)
        #expect(result.status == 0, "\(result.stderr)")
        result = runTool(["templates", "export", "--style", "mvvm"], in: package)
        #expect(result.status == 0, "\(result.stderr)")
        for file in AppComposer.files {
            let copy = package + "/.scaffold/templates/" + file.template
            #expect(try String(contentsOfFile: copy, encoding: .utf8) == BuiltinTemplates.files[file.template], "\(copy)")
        }
        try? FileManager.default.removeItem(atPath: package + "/.scaffold/cache")
        result = runTool(["check"], in: package)
        #expect(result.status == 0, "an unchanged export keeps check green:\n\(result.stdout)")
        var list = runTool(["templates", "list", "--style", "mvvm"], in: package)
        #expect(
            list.stdout.contains(
                "  app/AppRootView.swift.mustache -> Sources/App/AppRootView.swift  [exported, same as built-in: .scaffold/templates/app/AppRootView.swift.mustache]"
            ), "\(list.stdout)")

        // The team's edit: a line in the root view's template.
        let template = package + "/.scaffold/templates/app/AppRootView.swift.mustache"
        let edited = try String(contentsOfFile: template, encoding: .utf8) + "// Team: reviewed by design.\n"
        try edited.write(toFile: template, atomically: true, encoding: .utf8)
        list = runTool(["templates", "list"], in: package)
        #expect(list.stdout.contains("[overridden: .scaffold/templates/app/AppRootView.swift.mustache]"), "\(list.stdout)")
        result = runTool(["check"], in: package)
        #expect(result.status == 1, "check reports the App file the edited template changes")
        #expect(result.stdout.contains("+// Team: reviewed by design."), "\(result.stdout)")
        #expect(result.stdout.contains("+// Generated by scaffold from .scaffold/templates/app/AppRootView.swift.mustache."))
        result = runTool(["sync"], in: package)
        #expect(result.status == 0, "\(result.stderr)")
        let rootView = package + "/Sources/App/AppRootView.swift"
        #expect(try String(contentsOfFile: rootView, encoding: .utf8).hasSuffix("// Team: reviewed by design.\n"))
        #expect(runTool(["check"], in: package).status == 0)

        // A new feature regenerates the App files from the team's template.
        result = runTool(["feature", "Tasks"], in: package)
        #expect(result.status == 0, "\(result.stderr)")
        let regenerated = try String(contentsOfFile: rootView, encoding: .utf8)
        #expect(regenerated.contains("Tasks") && regenerated.hasSuffix("// Team: reviewed by design.\n"))
        // The composition template was not edited: its built-in header stays.
        let composition = try String(contentsOfFile: package + "/Sources/App/AppComposition.swift", encoding: .utf8)
        #expect(composition.hasPrefix("// Generated by scaffold from app/AppComposition.swift.mustache."))
        #expect(runTool(["check"], in: package).status == 0)
    }

    @Test func versionNamesTheTemplateSet() throws {
        let directory = try TemporaryDirectory()
        let result = runTool(["--version"], in: directory.path)
        #expect(result.stdout == "scaffold \(CommandLineTool.version) (templates \(TemplateSetVersion.current))\n")
        #expect(TemplateSetVersion.current.count == 12)
    }
}
