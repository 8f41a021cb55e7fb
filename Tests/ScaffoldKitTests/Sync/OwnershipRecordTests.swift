import Foundation
import Testing

@testable import ScaffoldKit

@Suite struct OwnershipRecordTests {
    static let record = OwnershipRecord(
        feature: "Weather", style: "feature", specHash: "fnv1a64:0000000000000001",
        files: [
            .init(
                path: "b/B.swift", template: "feature/B.mustache", templateHash: "h2",
                content: "tab\there \"quoted\" back\\slash /path é \u{1}\n",
                userContentHash: "fnv1a64:00000000000000ff"),
            .init(path: "a/A.swift", template: "feature/A.mustache", templateHash: "h1", content: "a\r\n", deletedByUser: true),
        ])

    @Test func encodingMatchesJSONEncoderSoRecordsStayByteStable() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        for record in [Self.record, OwnershipRecord(feature: "Empty", style: "feature", specHash: "x", files: [])] {
            let expected = String(decoding: try encoder.encode(record), as: UTF8.self) + "\n"
            #expect(try record.encoded() == expected)
        }
    }

    @Test func decodingRoundTrips() throws {
        let decoded = try OwnershipRecord.decode(try Self.record.encoded(), path: "r.json")
        #expect(decoded == Self.record)
        #expect(decoded.files.map(\.path) == ["a/A.swift", "b/B.swift"])
        #expect(decoded.file(at: "a/A.swift")?.isDeletedByUser == true)
    }

    @Test func invalidRecordsAreLocatedDiagnostics() {
        #expect(throws: Diagnostic.self) { try OwnershipRecord.decode("{", path: "r.json") }
        do {
            _ = try OwnershipRecord.decode("{\n  \"feature\": \"W\",\n  \"files\": 3\n}\n", path: ".scaffold/features/W.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.location?.file == ".scaffold/features/W.json")
            #expect(error.message.contains("'files' must be an array"))
        }
        #expect(throws: Diagnostic.self) {
            try OwnershipRecord.decode(
                "{\"format\": 2, \"feature\": \"W\", \"style\": \"s\", \"specHash\": \"h\", \"files\": []}", path: "r.json")
        }
    }

    @Test func fileKnowsHowScaffoldLastLeftIt() {
        let edited = OwnershipRecord.File(
            path: "p", template: "t", templateHash: "h", content: "generated\n", userContentHash: ContentHash.of("mine\n"))
        #expect(edited.isAsLastLeft("generated\n"))
        #expect(edited.isAsLastLeft("mine\n"))
        #expect(!edited.isAsLastLeft("mine, later\n"))
        let deleted = OwnershipRecord.File(
            path: "p", template: "t", templateHash: "h", content: "generated\n", deletedByUser: true)
        #expect(!deleted.isAsLastLeft("generated\n"))
    }
}
