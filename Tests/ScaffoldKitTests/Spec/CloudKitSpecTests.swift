import Testing

@testable import ScaffoldKit

/// `storage.cloudKit`: off unless the spec asks; with it on, the current models must follow
/// CloudKit's rules, each violation a located error naming the fix; the generated container and
/// records follow the setting.
@Suite struct CloudKitSpecTests {
    typealias Support = SpecTestSupport

    /// Models that CloudKit accepts: defaults or optionals everywhere, no `unique`, no `deny`.
    static let syncable = """
        "models": [
          {"name": "Folder", "properties": [{"name": "id", "type": "UUID", "default": "UUID()"}, {"name": "title", "type": "String", "default": "\\"\\""}],
           "relationships": [{"name": "notes", "to": "Note", "toMany": true, "deleteRule": "cascade", "inverse": "folder"}]},
          {"name": "Note", "properties": [{"name": "id", "type": "UUID", "default": "UUID()"}, {"name": "text", "type": "String?"}],
           "relationships": [{"name": "folder", "to": "Folder", "deleteRule": "nullify"}]}
        ]
        """

    static func spec(_ models: String, kind: String = "swiftdata", cloudKit: String = "true") -> String {
        Support.spec("\"storage\": {\"kind\": \"\(kind)\", \"cloudKit\": \(cloudKit), \(models)}")
    }

    @Test func offByDefaultAndWrittenBackOnlyWhenOn() throws {
        let off = try Support.load(Self.spec(Self.syncable, cloudKit: "false")).get()
        #expect(off.storage.cloudKit == false)
        #expect(!off.jsonText.contains("cloudKit"))
        let on = try Support.load(Self.spec(Self.syncable)).get()
        #expect(on.storage.cloudKit)
        #expect(on.jsonText.contains("\"cloudKit\": true"))
        let reloaded = try FeatureSpecLoader.load(bytes: Array(on.jsonText.utf8), file: "Weather.feature.json")
        #expect(reloaded == on)
    }

    @Test func theContainerFollowsTheSetting() throws {
        for (cloudKit, database) in [("true", "cloudKitDatabase: .automatic"), ("false", "cloudKitDatabase: .none")] {
            let spec = try Support.load(Self.spec(Self.syncable, cloudKit: cloudKit)).get()
            let files = try FeatureTemplateTests.templateSet().render(FeatureContext(spec))
            let swiftData = try #require(files.first { $0.path.hasSuffix("WeatherStorage+SwiftData.swift") }?.contents)
            #expect(swiftData.contains(database))
            // CloudKit: no unique constraints, to-many relationships optional.
            #expect(swiftData.contains("@Attribute(.unique)") == (cloudKit == "false"))
            #expect(swiftData.contains("var notes: [NoteRecord]? = []") == (cloudKit == "true"))
        }
    }

    @Test func needsTheSwiftDataKind() {
        expectSingleError(
            Self.spec(Self.syncable, kind: "memory"), at: "true",
            contains: "storage.cloudKit: CloudKit sync applies to the SwiftData store, and kind 'memory' has none")
    }

    @Test func uniquePropertiesAreRejected() {
        let models = Self.syncable.replacingOccurrences(
            of: #"{"name": "title", "type": "String", "default": "\"\""}"#,
            with: #"{"name": "title", "type": "String", "default": "\"\"", "unique": true}"#)
        expectSingleError(
            Self.spec(models), at: "true", occurrence: 2,
            contains:
                "storage.models[0].properties[1].unique: CloudKit does not support unique constraints (\"cloudKit\": true), so 'Folder.title' cannot be unique; remove \"unique\""
        )
    }

    @Test func requiredPropertiesNeedADefault() {
        let models = Self.syncable.replacingOccurrences(
            of: #"{"name": "id", "type": "UUID", "default": "UUID()"}, {"name": "text""#,
            with: #"{"name": "id", "type": "UUID"}, {"name": "text""#)
        expectSingleError(
            Self.spec(models), at: "\"id\"", occurrence: 2,
            contains:
                "storage.models[1].properties[0].name: with \"cloudKit\": true every stored property must be optional or have a default (a CloudKit rule), and 'Note.id' is neither; give it a \"default\" such as \"UUID()\", or make its type 'UUID?'"
        )
    }

    @Test func denyIsRejected() {
        let models = Self.syncable.replacingOccurrences(of: "\"cascade\"", with: "\"deny\"")
        expectSingleError(
            Self.spec(models), at: "\"deny\"",
            contains: "storage.models[0].relationships[0].deleteRule: CloudKit does not support the 'deny' delete rule")
    }

    @Test func offAcceptsWhatCloudKitWouldNot() throws {
        let models = Self.syncable.replacingOccurrences(of: "\"cascade\"", with: "\"deny\"")
            .replacingOccurrences(
                of: #"{"name": "id", "type": "UUID", "default": "UUID()"}"#, with: #"{"name": "id", "type": "UUID"}"#)
        #expect(throws: Never.self) { try Support.load(Self.spec(models, cloudKit: "false")).get() }
    }

    /// Switching CloudKit rewrites the current version's records, so it needs a new version
    /// (or `--amend-schema` for an unreleased one), like any change to a generated version.
    @Test func switchingCloudKitOnAGeneratedVersionNeedsANewVersion() throws {
        let before = Self.spec(Self.syncable, cloudKit: "false")
        let after = Self.spec(Self.syncable)
        let spec = try Support.load(after).get()
        do {
            try SchemaHistory.check(previousSpecText: before, spec: spec, specText: after, path: "Weather.feature.json")
            Issue.record("switching CloudKit on was accepted")
        } catch {
            let diagnostic = try #require(error.diagnostics.diagnostics.first)
            #expect(diagnostic.location?.line == 2, "\(diagnostic)")
            #expect(
                diagnostic.message.contains(
                    "turning \"cloudKit\" on changes the generated models of schema version '1.0.0'"), "\(diagnostic.message)")
            #expect(diagnostic.message.contains("'scaffold sync --amend-schema 1.0.0'"))
        }
        try SchemaHistory.check(
            previousSpecText: before, spec: spec, specText: after, path: "Weather.feature.json", amendable: ["1.0.0"])
        // With a new version after the generated one, the switch is fine.
        let newModels = Self.syncable.replacingOccurrences(
            of: #"{"name": "text", "type": "String?"}"#,
            with: #"{"name": "text", "type": "String?"}, {"name": "tag", "type": "String?"}"#)
        let versioned = Self.spec(
            newModels + ", \"versions\": [{\"version\": \"1.0.0\", \(Self.syncable)}, {\"version\": \"2.0.0\"}]")
        let versionedSpec = try Support.load(versioned).get()
        try SchemaHistory.check(previousSpecText: before, spec: versionedSpec, specText: versioned, path: "Weather.feature.json")
    }
}
