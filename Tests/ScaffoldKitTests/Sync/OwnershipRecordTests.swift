import Testing

@testable import ScaffoldKit

/// The record's index format and the migration from the first (JSON) format.
@Suite struct OwnershipRecordTests {
    static let record = OwnershipRecord(
        feature: "Weather", style: "feature", specHash: "fnv1a64:0000000000000001",
        files: [
            .init(path: "b/B.swift", template: "feature/B.mustache", templateHash: "h2", baseHash: "fnv1a64:00000000000000ff"),
            .init(path: "a/A.swift", template: "feature/A.mustache", templateHash: "h1", baseHash: "fnv1a64:00000000000000fe"),
        ])

    @Test func indexIsOneLinePerFactAndRoundTrips() throws {
        let text = Self.record.encoded()
        #expect(
            text == """
                scaffold-record 2
                feature Weather
                style feature
                spec fnv1a64:0000000000000001
                file\ta/A.swift\tfeature/A.mustache\th1\tfnv1a64:00000000000000fe
                file\tb/B.swift\tfeature/B.mustache\th2\tfnv1a64:00000000000000ff

                """)
        #expect(try OwnershipRecord.decode(text, path: ".scaffold/features/Weather.record") == Self.record)
        let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try OwnershipRecord.decode(crlf, path: ".scaffold/features/Weather.record") == Self.record)
    }

    @Test func conflictMarkersAreNamedWithTheRecoveryCommand() {
        let text = """
            scaffold-record 2
            feature Weather
            style feature
            <<<<<<< HEAD
            spec fnv1a64:0000000000000001
            =======
            spec fnv1a64:0000000000000002
            >>>>>>> other

            """
        do {
            _ = try OwnershipRecord.decode(text, path: ".scaffold/features/Weather.record")
            Issue.record("expected an error")
        } catch {
            #expect(error.location == SourceLocation(file: ".scaffold/features/Weather.record", line: 4, column: 1))
            #expect(error.message.contains("merge conflict markers"))
            #expect(error.message.contains("scaffold sync --rebuild-record Weather"))
        }
    }

    @Test func malformedIndexesAreLocated() {
        #expect(throws: Diagnostic.self) { try OwnershipRecord.decode("", path: "W.record") }
        #expect(throws: Diagnostic.self) { try OwnershipRecord.decode("scaffold-record 3\n", path: "W.record") }
        do {
            _ = try OwnershipRecord.decode(
                "scaffold-record 2\nfeature W\nstyle feature\nspec x\nfile\tonly-a-path\n", path: "W.record")
            Issue.record("expected an error")
        } catch {
            #expect(error.location?.line == 5)
            #expect(error.message.contains("--rebuild-record W"))
        }
    }

    @Test func legacyRecordsDecodeAndMigrate() throws {
        let legacy = """
            {
              "feature" : "W",
              "files" : [
                {
                  "content" : "line\\n",
                  "path" : "a/A.swift",
                  "template" : "feature/A.mustache",
                  "templateHash" : "h1",
                  "userContentHash" : "fnv1a64:00000000000000ff"
                }
              ],
              "format" : 1,
              "specHash" : "s",
              "style" : "feature"
            }

            """
        let (record, bases) = try LegacyRecord.decode(legacy, path: ".scaffold/features/W.json").migrated
        #expect(
            record.files == [
                .init(path: "a/A.swift", template: "feature/A.mustache", templateHash: "h1", baseHash: ContentHash.of("line\n"))
            ])
        #expect(bases == ["a/A.swift": "line\n"])
        do {
            _ = try LegacyRecord.decode("{\n<<<<<<< HEAD\n", path: ".scaffold/features/W.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.location?.line == 2)
            #expect(error.message.contains("merge conflict markers"))
        }
    }
}
