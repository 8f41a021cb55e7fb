import Foundation
import Testing

@testable import ScaffoldKit

/// A feature module named like a public type another feature generates (or one the App target
/// declares or uses unqualified) is a located error, not an App target that does not compile.
@Suite struct AppNameClashTests {
    /// A feature built from `json`, saved at `Features/<name>/<name>.feature.json`.
    static func feature(_ json: String) throws -> AppComposer.Feature {
        let spec = try FeatureSpecLoader.load(bytes: Array(json.utf8), file: "spec.json")
        return AppComposer.Feature(spec: spec, specPath: "Features/\(spec.name)/\(spec.name).feature.json", specText: json)
    }

    static let journal = """
        {
          "name": "Journal",
          "models": [{"name": "Recipe", "properties": [{"name": "id", "type": "UUID"}]}],
          "clients": [{"name": "Diary", "methods": [{"name": "fetch", "returns": "[Recipe]"}]}],
          "storage": {
            "kind": "swiftdata",
            "enums": [{"name": "Mood", "cases": ["happy", "sad"]}],
            "models": [{"name": "Entry", "properties": [{"name": "id", "type": "UUID"}, {"name": "mood", "type": "Mood", "default": ".happy"}]}]
          }
        }
        """

    /// Every public type Journal generates, as a feature named after it: one error each, at
    /// the new feature's name, naming Journal's declaration.
    @Test func aFeatureNamedLikeAnotherFeaturesPublicTypeIsRejected() throws {
        let journal = try Self.feature(Self.journal)
        let names = ReservedNames.publicTypeNames(for: journal.spec).map(\.name)
        #expect(names.contains("Entry") && names.contains("Mood") && names.contains("Recipe") && names.contains("EntryQuery"))
        #expect(names.contains("LiveDiaryClient") && names.contains("PreviewDiaryClient") && names.contains("JournalRoute"))
        for name in names {
            let new = try Self.feature(#"{"name": "\#(name)"}"#)
            let problems = AppComposer.validate([journal, new], changing: [name])
            #expect(problems.count == 1, "\(name): \(problems)")
            let problem = try #require(problems.first)
            #expect(problem.location?.file == "Features/\(name)/\(name).feature.json")
            #expect(problem.location?.line == 1 && problem.location?.column == 10, "\(problem)")
            #expect(problem.message.contains("the feature '\(name)' has the same name as"), "\(problem)")
            #expect(problem.message.contains("of 'Journal' (Features/Journal/Journal.feature.json:"), "\(problem)")
            #expect(problem.message.contains("rename this feature"), "\(problem)")
        }
    }

    /// The reverse: the feature being generated declares a type named like a saved feature's
    /// module; the error is at that type in the new spec.
    @Test func aNewSpecsTypeNamedLikeAnExistingFeatureIsRejected() throws {
        let entry = try Self.feature(#"{"name": "Entry"}"#)
        let journal = try Self.feature(Self.journal)
        let problems = AppComposer.validate([entry, journal], changing: ["Journal"])
        #expect(problems.count == 1, "\(problems)")
        let problem = try #require(problems.first)
        #expect(problem.location?.file == "Features/Journal/Journal.feature.json")
        #expect(problem.location?.line == 8, "\(problem)")
        #expect(
            problem.message.hasPrefix(
                "storage.models[0].name: the stored model 'Entry' has the same name as the feature module 'Entry' (Features/Entry/Entry.feature.json)"
            ), "\(problem)")
        // Saved features on both sides (sync, check): reported at the type.
        #expect(AppComposer.validate([entry, journal]).map(\.location?.file) == ["Features/Journal/Journal.feature.json"])
    }

    @Test(arguments: [
        "AppFeature", "AppDependencies", "AppFeatureModels", "AppRootView", "AppLaunchView", "AppFeatureViews", "AppComposition",
        "TabView",
    ])
    func aFeatureNamedLikeATypeTheAppTargetUsesIsRejected(name: String) throws {
        let problems = AppComposer.validate([try Self.feature(#"{"name": "\#(name)"}"#)], changing: [name])
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.message.contains("the feature module '\(name)' has the same name as") == true, "\(problems)")
    }

    @Test func aPublicTypeNamedLikeASwiftUITypeTheAppTargetUsesIsRejected() throws {
        let json = #"{"name": "Tabs", "models": [{"name": "TabView", "properties": []}]}"#
        let problems = AppComposer.validate([try Self.feature(json)])
        #expect(
            problems.map(\.message) == [
                "models[0].name: the model 'TabView' has the same name as the SwiftUI or standard type 'TabView' that the App target uses unqualified, which would then be ambiguous there; choose a more specific name"
            ])
    }

    @Test func theShopExampleHasNoClashes() throws {
        let features = try ["Catalog", "Cart", "Notes"].map { name in
            let relative = "Examples/Shop/specs/\(name).feature.json"
            let text = try String(contentsOf: Golden.repositoryRoot.appendingPathComponent(relative), encoding: .utf8)
            // Resolved with the example's shared spec, as in the package.
            let spec = try ExampleSpecLoader.load(relative)
            return AppComposer.Feature(spec: spec, specPath: "Features/\(name)/\(name).feature.json", specText: text)
        }
        #expect(AppComposer.validate(features).isEmpty)
    }

    /// `scaffold feature Entry` in a package whose Journal feature stores `Entry`: exit 65,
    /// nothing written.
    @Test func theFeatureCommandStopsBeforeWriting() throws {
        let fileSystem = InMemoryFileSystem()
        try PlanWriter(fileSystem: fileSystem).write(try PackageBootstrap.plan(name: "Diary", root: "/Diary"), mode: .apply)
        let package = SyncTestPackage(fileSystem: fileSystem, root: "/Diary")
        try fileSystem.writeText("/journal.json", Self.journal)
        #expect(package.feature(["--spec", "/journal.json"]).status == ExitCode.success)
        let before = try package.snapshot()
        let result = package.feature(["Entry"])
        #expect(result.status == ExitCode.dataError, "\(result.stderr)")
        #expect(
            result.stderr.contains("the feature 'Entry' has the same name as the stored model 'Entry' of 'Journal'"),
            "\(result.stderr)")
        #expect(try package.snapshot() == before)
    }
}

/// ``ReservedNames/publicTypeNames(for:)`` and ``AppComposer/appTargetTypeNames`` hold every
/// name the templates make visible to the App target.
@Suite struct ReservedNamesPublicTypeTests {
    /// The examples, the edge-case specs of the goldens, and a spec with an external type, each
    /// in every style it can take (storage and cross-feature routes: style `feature` only).
    static func specs() throws -> [FeatureSpec] {
        var specs = try ["Weather", "Notes", "SignIn", "Pantry"].map {
            try ExampleSpecLoader.load("Examples/\($0)/\($0).feature.json")
        }
        specs += try ["Catalog", "Cart", "Notes"].map { try ExampleSpecLoader.load("Examples/Shop/specs/\($0).feature.json") }
        specs += FeatureTemplateEdgeCaseTests.specs
        specs.append(
            try FeatureSpecLoader.load(
                bytes: Array(
                    #"""
                    {"name": "Courier", "dependencies": ["Networking"],
                     "externalTypes": [{"name": "Endpoint", "module": "Networking"}],
                     "clients": [{"name": "Parcels", "methods": [{"name": "send", "parameters": [{"name": "to", "type": "Endpoint"}]}]}]}
                    """#.utf8), file: "Courier.feature.json", existingTargets: ["Networking"]))
        var result: [FeatureSpec] = []
        for spec in specs {
            let onlyFeature =
                spec.storage.kind != .none || spec.routes.contains { $0.opens != nil }
                || spec.clients.contains { $0.methods.contains { $0.cursor != nil } }
            for style in onlyFeature ? ["feature"] : ["feature", "mvvm", "mvi"] {
                var copy = spec
                copy.style = style
                result.append(copy)
            }
        }
        return result
    }

    /// Top-level public type declarations of `text`.
    static func publicTypes(in text: String) throws -> Set<String> {
        let pattern = try NSRegularExpression(
            pattern:
                #"^(?:@\w+(?:\([^)]*\))? )*public (?:final |nonisolated |indirect )*(?:struct|enum|class|protocol|actor|typealias) (\w+)"#,
            options: [.anchorsMatchLines])
        let range = NSRange(text.startIndex..., in: text)
        return Set(
            pattern.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
    }

    @Test func everyPublicTypeOfTheGeneratedSourcesIsListed() throws {
        var checked = 0
        for spec in try Self.specs() {
            let files = try FeatureTemplateTests.templateSet(style: spec.style).render(FeatureContext(spec))
            let listed = Set(ReservedNames.publicTypeNames(for: spec).map(\.name))
            for file in files where !file.template.contains("/Tests/") {
                let declared = try Self.publicTypes(in: file.contents)
                checked += declared.count
                #expect(
                    declared.subtracting(listed).isEmpty,
                    "\(spec.name) (\(spec.style)) \(file.path) declares \(declared.subtracting(listed).sorted()) not in ReservedNames.publicTypeNames"
                )
            }
        }
        #expect(checked > 100)
    }

    /// Every capitalized name the App templates use unqualified (outside comments, strings and
    /// template tags) is the App target's own, an imported one ``AppComposer`` lists, or a module.
    @Test func everyTypeTheAppTargetUsesUnqualifiedIsListed() throws {
        var used = Set<String>()
        for template in ["app/AppComposition.swift.mustache", "app/AppRootView.swift.mustache", "init/App.swift.mustache"] {
            let source = try #require(BuiltinTemplates.files[template])
            for line in source.split(separator: "\n") {
                var text = String(line)
                if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
                text = text.replacingOccurrences(of: #""[^"]*""#, with: "", options: .regularExpression)
                // A section tag separates words; a value tag is part of the identifier it is in.
                text = text.replacingOccurrences(of: #"\{\{[#^/!>][^}]*\}\}"#, with: " ", options: .regularExpression)
                text = text.replacingOccurrences(of: #"\{\{[^}]*\}\}"#, with: "x", options: .regularExpression)
                text = text.replacingOccurrences(of: #"#\w+"#, with: "", options: .regularExpression)
                let words = text.replacingOccurrences(of: #"\.[A-Za-z_]\w*"#, with: "", options: .regularExpression)
                for match in words.matches(of: /\b[A-Z]\w*/) { used.insert(String(match.output)) }
            }
        }
        let modules: Set<String> = ["SwiftUI", "SwiftData", "Self", "DEBUG", SharedSpec.moduleName]
        let unlisted = used.subtracting(AppComposer.appTargetTypeNames.keys).subtracting(modules)
        #expect(
            unlisted.isEmpty,
            "the App templates use \(unlisted.sorted()) unqualified; list them in AppComposer.appImportedTypeNames")
        #expect(used.contains("TabView") && used.contains("AppDependencies"))
    }
}
