import Foundation
import Testing

@testable import ScaffoldKit

extension SyncTestPackage {
    func freeze(_ arguments: [String]) -> Result {
        runCommand(self) { context, fs throws(CommandFailure) in
            try FreezeCommand.run(arguments + ["--package", root], context, fileSystem: fs)
        }
    }

    /// A SwiftData feature of one model and no schema history.
    static let jotSpec = """
        {
          "name": "Jot",
          "storage": {
            "kind": "swiftdata",
            "models": [
              { "name": "Entry", "properties": [{ "name": "id", "type": "UUID" }, { "name": "text", "type": "String" }] }
            ]
          }
        }
        """
}

@Suite struct SchemaFreezeTests {
    static let jotModels =
        #"[{ "name": "Entry", "properties": [{ "name": "id", "type": "UUID" }, { "name": "text", "type": "String" }] }]"#
    static let pinnedModels =
        #"[{ "name": "Entry", "properties": [{ "name": "id", "type": "UUID" }, { "name": "text", "type": "String" }, { "name": "pinned", "type": "Bool?" }] }]"#

    /// The JSON value at `path` (object keys and array indices) of `text`.
    func value(_ text: String, _ path: [Any]) throws -> JSONNode? {
        var node: JSONNode? = try JSONDocument.parse(bytes: Array(text.utf8), file: "spec.json").root
        for step in path {
            if let key = step as? String {
                node = node?[key]
            } else if let index = step as? Int {
                node = node?.arrayValue?[index]
            }
        }
        return node
    }

    @Test func withoutAHistoryTheReleasedModelsBecomeVersionOneAndTheRestOfTheSpecIsKept() throws {
        let released = SyncTestPackage.jotSpec
        let current = released.replacingOccurrences(
            of: Self.jotModels.dropFirst().dropLast(), with: Self.pinnedModels.dropFirst().dropLast())
        let (text, frozen) = try SchemaFreeze.freezing(current, released: released, as: "1.1", file: "spec.json")
        #expect(frozen == "1.0.0")
        #expect(try value(text, ["storage", "versions", 0, "version"])?.stringValue == "1.0.0")
        #expect(try value(text, ["storage", "versions", 1, "version"])?.stringValue == "1.1")
        let frozenModels = try #require(try value(text, ["storage", "versions", 0, "models"]))
        let releasedModels = try #require(try value(released, ["storage", "models"]))
        #expect(SchemaFreeze.canonical(frozenModels) == SchemaFreeze.canonical(releasedModels))
        #expect(SchemaFreeze.canonical(try #require(try value(text, ["storage", "models"]))).contains("pinned"))
        // Every byte before the insertion is the user's, and the inserted member is indented like its siblings.
        #expect(
            text.hasPrefix(
                current.components(separatedBy: "\n    ]")[0]
                    + "\n    ],\n    \"versions\": [\n      {\n        \"version\": \"1.0.0\",\n"))
        #expect(text.hasSuffix("      { \"version\": \"1.1\" }\n    ]\n  }\n}"))
    }

    @Test func withAHistoryTheReleasedVersionGetsItsModelsAndTheResultValidates() throws {
        let url = Golden.repositoryRoot.appendingPathComponent("Examples/Pantry/Pantry.feature.json")
        let released = try String(contentsOf: url, encoding: .utf8)
        let added =
            #"{ "name": "addedAt", "type": "Date" },\#n          { "name": "note", "type": "String?" }"#
        let current = released.replacingOccurrences(
            of: #"{ "name": "addedAt", "type": "Date" }"#, with: added)
        let (text, frozen) = try SchemaFreeze.freezing(current, released: released, as: "3.0.0", file: "spec.json")
        #expect(frozen == "2.0.0")
        let frozenModels = try #require(try value(text, ["storage", "versions", 1, "models"]))
        let releasedModels = try #require(try value(released, ["storage", "models"]))
        #expect(SchemaFreeze.canonical(frozenModels) == SchemaFreeze.canonical(releasedModels))
        #expect(try value(text, ["storage", "versions", 2, "version"])?.stringValue == "3.0.0")
        #expect(
            text.contains(
                "\n      {\n        \"version\": \"2.0.0\",\n        \"models\": [\n          {\n            \"name\": \"Shelf\","
            ))
        let spec = try FeatureSpecLoader.load(bytes: Array(text.utf8), file: "spec.json")
        #expect(spec.storage.versions.map(\.identifier) == ["1.0.0", "2.0.0", "3.0.0"])
    }

    @Test func unchangedModelsAndStorageWithoutSwiftDataAreRefused() throws {
        #expect(throws: Diagnostic.self) {
            try SchemaFreeze.freezing(SyncTestPackage.jotSpec, released: SyncTestPackage.jotSpec, as: "2", file: "spec.json")
        }
        do {
            _ = try SchemaFreeze.freezing(SyncTestPackage.jotSpec, released: SyncTestPackage.jotSpec, as: "2", file: "spec.json")
        } catch {
            #expect(error.description.contains("storage.models did not change since the last sync"))
        }
        #expect(throws: Diagnostic.self) {
            try SchemaFreeze.freezing(
                SyncTestPackage.weatherSpec, released: SyncTestPackage.weatherSpec, as: "2", file: "spec.json")
        }
    }

    @Test func freezeThenSyncGeneratesTheNewVersionAndCheckIsGreen() throws {
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.jotSpec])
        let specPath = "Features/Jot/Jot.feature.json"
        try package.edit(
            specPath, replacing: String(Self.jotModels.dropFirst().dropLast()),
            with: String(Self.pinnedModels.dropFirst().dropLast()))
        let before = try #require(try package.read(specPath))

        let dryRun = package.freeze(["Jot", "--next", "2.0.0", "--dry-run"])
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stdout.contains("+    \"versions\": ["))
        #expect(try package.read(specPath) == before, "a dry run writes nothing")

        let frozen = package.freeze(["Jot", "--next", "2.0.0"])
        #expect(frozen.status == 0, "\(frozen.stderr)")
        #expect(frozen.stdout.contains("Froze version 1.0.0 of Jot's models"))
        let again = package.freeze(["Jot", "--next", "3.0.0"])
        #expect(again.status != 0 && again.stderr.contains("already frozen as version 1.0.0"), "\(again.stderr)")

        let synced = package.sync(["Jot"])
        #expect(synced.status == 0, "\(synced.stderr)")
        let store = try #require(try package.read("Features/Jot/Sources/JotStorage+SwiftData.swift"))
        #expect(store.contains(".lightweight(fromVersion: JotSchemaV1.self, toVersion: JotSchemaV2.self)"))
        #expect(package.check().status == 0)
        let unchanged = package.freeze(["Jot", "--next", "3.0.0"])
        #expect(unchanged.status != 0 && unchanged.stderr.contains("did not change since the last sync"), "\(unchanged.stderr)")
    }

    @Test func aMissingOrBadNextIsAUsageErrorThatNamesTheReleasedVersion() throws {
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.jotSpec])
        let specPath = "Features/Jot/Jot.feature.json"
        try package.edit(
            specPath, replacing: String(Self.jotModels.dropFirst().dropLast()),
            with: String(Self.pinnedModels.dropFirst().dropLast()))
        let before = try #require(try package.read(specPath))
        let missing = package.freeze(["Jot"])
        #expect(missing.status == ExitCode.usage)
        #expect(missing.stderr.contains("the released one is 1.0.0"), "\(missing.stderr)")
        #expect(missing.stderr.contains("--next 2.0.0"), "\(missing.stderr)")
        for (next, reason) in [
            ("2.x", "is not a version"), ("1.0", "is not later than the released version 1.0.0"), ("0.9.9", "not later"),
        ] {
            let bad = package.freeze(["Jot", "--next", next])
            #expect(bad.status == ExitCode.usage, "\(next): \(bad.stderr)")
            #expect(bad.stderr.hasPrefix("error: --next: "), "\(next): \(bad.stderr)")
            #expect(bad.stderr.contains(reason), "\(next): \(bad.stderr)")
            #expect(bad.stderr.split(separator: "\n").count == 1, "\(bad.stderr)")
        }
        let unknown = package.freeze(["Jott", "--next", "2.0.0"])
        #expect(unknown.status == ExitCode.usage)
        #expect(unknown.stderr.contains("'Jott' is not a feature scaffold generated here"), "\(unknown.stderr)")
        #expect(unknown.stderr.contains("did you mean 'Jot'?"), "\(unknown.stderr)")
        #expect(unknown.stderr.split(separator: "\n").count == 1, "\(unknown.stderr)")
        #expect(try package.read(specPath) == before, "a usage error writes nothing")
    }

    @Test func theSuggestedVersionFollowsTheReleasedOne() {
        #expect(SchemaFreeze.suggestedNext(after: "3.1.0") == "4.0.0")
        #expect(SchemaFreeze.suggestedNext(after: "v1") == "2.0.0")
        #expect(SchemaFreeze.problem(withNext: "3.1.1", after: "3.1.0") == nil)
        #expect(SchemaFreeze.problem(withNext: "4", after: "3.1.0") == nil)
        #expect(SchemaFreeze.problem(withNext: "3.1", after: "3.1.0") != nil)
        #expect(SchemaFreeze.problem(withNext: "1.2.3.4", after: "1.0.0") != nil)
        #expect(SchemaFreeze.problem(withNext: "", after: "1.0.0") != nil)
        #expect(
            SchemaFreeze.releasedVersion(in: #"{"storage": {"versions": [{"version": "1.0.0"}, {"version": "3.0.0"}]}}"#)
                == "3.0.0")
        #expect(SchemaFreeze.releasedVersion(in: #"{"storage": {"kind": "swiftdata"}}"#) == "1.0.0")
    }

    @Test func aChangeNeedingAMigrationIsALocatedErrorAndWritesNothing() throws {
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.jotSpec])
        let specPath = "Features/Jot/Jot.feature.json"
        try package.edit(
            specPath, replacing: #"{ "name": "text", "type": "String" }"#,
            with: #"{ "name": "text", "type": "String" }, { "name": "words", "type": "Int" }"#)
        let before = try #require(try package.read(specPath))
        let result = package.freeze(["Jot", "--next", "2.0.0"])
        #expect(result.status == ExitCode.dataError)
        #expect(result.stderr.hasPrefix("\(specPath):6:"), "\(result.stderr)")
        #expect(result.stderr.contains("'Entry.words' is added in version 2.0.0 as required without a default"))
        #expect(try package.read(specPath) == before)
    }
}
