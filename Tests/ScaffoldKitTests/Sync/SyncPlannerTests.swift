import Testing

@testable import ScaffoldKit

/// The planner's decisions, one file state at a time, on a small hand-made feature.
@Suite struct SyncPlannerTests {
    static let root = "/pkg"

    /// A rendered feature with the given files (path → contents).
    static func output(_ files: [String: String]) -> FeatureGenerator.Output {
        let rendered = files.keys.sorted().map {
            RenderedFile(path: $0, contents: files[$0] ?? "", template: "feature/\($0).mustache", templateHash: "h", lineMap: [])
        }
        let record = OwnershipRecord(feature: "F", style: "feature", specHash: "spec-2", files: [])
        return FeatureGenerator.Output(
            files: rendered, specPath: "Features/F/F.feature.json", record: record, registration: FeatureRegistration(name: "F"))
    }

    /// A record of the given last renderings.
    static func record(_ files: [OwnershipRecord.File]) -> OwnershipRecord {
        OwnershipRecord(feature: "F", style: "feature", specHash: "spec-1", files: files)
    }

    static func entry(_ path: String, _ content: String, userContentHash: String? = nil, deleted: Bool = false)
        -> OwnershipRecord.File
    {
        .init(
            path: path, template: "feature/\(path).mustache", templateHash: "h", content: content,
            userContentHash: userContentHash, deletedByUser: deleted)
    }

    func plan(
        disk: [String: String], record: [OwnershipRecord.File], rendered: [String: String],
        style: SyncPlanner.ConflictStyle = .leave, restore: Bool = false
    ) -> FeatureSyncPlan {
        let fs = InMemoryFileSystem(files: Dictionary(uniqueKeysWithValues: disk.map { ("/pkg/" + $0.key, $0.value) }))
        let planner = SyncPlanner(fileSystem: fs, root: Self.root, conflictStyle: style, restoreDeleted: restore)
        return planner.plan(Self.output(rendered), record: Self.record(record), recordText: nil)
    }

    @Test func untouchedFilesAreUpdatedAndNewFilesCreated() {
        let plan = plan(disk: ["a": "v1\n"], record: [Self.entry("a", "v1\n")], rendered: ["a": "v2\n", "b": "new\n"])
        #expect(plan.actions.map(\.kind) == [.update, .create])
        #expect(plan.actions.map(\.result) == ["v2\n", "new\n"])
        #expect(plan.record.files.map(\.content) == ["v2\n", "new\n"])
        #expect(plan.record.files.allSatisfy { $0.userContentHash == nil && !$0.isDeletedByUser })
        #expect(plan.recordNotes == ["the spec changed since the last sync"])
    }

    @Test func editedFilesMergeAndTheRecordRemembersTheMergedText() {
        let base = "one\ntwo\nthree\nfour\nfive\n"
        let ours = "one (mine)\ntwo\nthree\nfour\nfive\n"
        let theirs = "one\ntwo\nthree\nfour\nfive\nsix\n"
        let plan = plan(disk: ["a": ours], record: [Self.entry("a", base)], rendered: ["a": theirs])
        let action = plan.actions[0]
        #expect(action.kind == .merge)
        #expect(action.result == "one (mine)\ntwo\nthree\nfour\nfive\nsix\n")
        #expect(plan.record.files[0].content == theirs, "the next merge base is the pure rendering")
        #expect(plan.record.files[0].userContentHash == ContentHash.of("one (mine)\ntwo\nthree\nfour\nfive\nsix\n"))
    }

    @Test func mergedEditsAreInSyncUntilEditedAgain() {
        let rendering = "generated\n"
        let mine = "generated\nmine\n"
        let recorded = Self.entry("a", rendering, userContentHash: ContentHash.of(mine))
        let quiet = plan(disk: ["a": mine], record: [recorded], rendered: ["a": rendering])
        #expect(quiet.actions[0].kind == .unchanged)
        #expect(!quiet.actions[0].isDrift)
        let later = plan(disk: ["a": mine + "more\n"], record: [recorded], rendered: ["a": rendering])
        #expect(later.actions[0].kind == .keepEdits)
        #expect(later.actions[0].isDrift)
        #expect(later.actions[0].result == nil, "the file is not rewritten")
    }

    @Test func conflictsAreLeftOrWrittenWithMarkers() {
        let base = "a\nb\nc\n", ours = "a\nB (mine)\nc\n", theirs = "a\nB (generated)\nc\n"
        let left = plan(disk: ["f": ours], record: [Self.entry("f", base)], rendered: ["f": theirs])
        #expect(left.actions[0].kind == .conflict)
        #expect(left.actions[0].result == nil)
        #expect(left.actions[0].conflictLines == [2...8])
        #expect(left.record.files[0].content == base, "a file left alone keeps its merge base")

        let marked = plan(disk: ["f": ours], record: [Self.entry("f", base)], rendered: ["f": theirs], style: .markers)
        let text = "a\n<<<<<<< yours\nB (mine)\n||||||| last generated\nb\n=======\nB (generated)\n>>>>>>> generated now\nc\n"
        #expect(marked.actions[0].result == text)
        #expect(marked.record.files[0].content == theirs)
        #expect(marked.record.files[0].userContentHash == ContentHash.of(text))
    }

    @Test func filesWithMarkersAreConflictsEvenWhenTheMergeWouldBeClean() {
        let withMarkers = "a\n<<<<<<< yours\nx\n=======\ny\n>>>>>>> generated now\n"
        let plan = plan(disk: ["f": withMarkers], record: [Self.entry("f", "a\n")], rendered: ["f": "a\n"], style: .markers)
        #expect(plan.actions[0].kind == .conflict)
        #expect(plan.actions[0].reason == SyncPlanner.unresolvedMarkers)
        #expect(plan.actions[0].result == nil)
        #expect(plan.actions[0].conflictLines == [2...2, 4...4, 6...6])
    }

    @Test func removedFilesAreDeletedOnlyWhenUntouched() {
        let plan = plan(
            disk: ["gone": "g\n", "edited": "e (mine)\n"],
            record: [Self.entry("gone", "g\n"), Self.entry("edited", "e\n"), Self.entry("vanished", "v\n")],
            rendered: [:])
        #expect(plan.actions.map(\.path) == ["edited", "gone", "vanished"])
        #expect(plan.actions.map(\.kind) == [.keepOrphan, .delete, .keepDeleted])
        #expect(plan.record.files.isEmpty)
    }

    @Test func deletedFilesStayDeletedOrAreRestored() {
        let first = plan(disk: [:], record: [Self.entry("a", "v1\n")], rendered: ["a": "v2\n"])
        #expect(first.actions[0].kind == .keepDeleted)
        #expect(first.actions[0].isDrift)
        #expect(first.record.files[0].isDeletedByUser)
        #expect(first.record.files[0].content == "v2\n")

        let steady = plan(disk: [:], record: [Self.entry("a", "v2\n", deleted: true)], rendered: ["a": "v2\n"])
        #expect(steady.actions[0].kind == .keepDeleted)
        #expect(!steady.actions[0].isDrift)

        let restored = plan(disk: [:], record: [Self.entry("a", "v2\n", deleted: true)], rendered: ["a": "v2\n"], restore: true)
        #expect(restored.actions[0].kind == .restore)
        #expect(restored.actions[0].result == "v2\n")
        #expect(!restored.record.files[0].isDeletedByUser)
    }

    @Test func theSecondPlanAfterApplyingIsInSync() throws {
        let fs = InMemoryFileSystem(files: ["/pkg/a": "one\ntwo\nthree\nfour\n", "/pkg/b": "b1\n"])
        let record = Self.record([Self.entry("a", "one\ntwo\nthree\n"), Self.entry("b", "b1\n"), Self.entry("c", "c\n")])
        let output = Self.output(["a": "zero\none\ntwo\nthree\n", "b": "b2\n", "c": "c\n"])
        try fs.createDirectory("/pkg/.scaffold/features", withIntermediates: true)
        try fs.writeText("/pkg/.scaffold/features/F.json", try record.encoded())
        let planner = SyncPlanner(fileSystem: fs, root: Self.root)
        let first = planner.plan(output, record: record, recordText: try record.encoded())
        try PlanWriter(fileSystem: fs).write(try SyncPlan(root: Self.root, features: [first]).generationPlan(), mode: .apply)
        #expect(fs.snapshot["/pkg/a"] == "zero\none\ntwo\nthree\nfour\n")
        let recordText = try #require(fs.snapshot["/pkg/.scaffold/features/F.json"])
        let second = planner.plan(output, record: try OwnershipRecord.decode(recordText, path: "F.json"), recordText: recordText)
        #expect(second.isInSync)
        #expect(second.actions.map(\.kind) == [.unchanged, .unchanged, .keepDeleted])
    }

    @Test func theManifestGetsMissingRegistrationsOnly() throws {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Demo",
                products: [
                    .library(name: "App", targets: ["App"]),
                ],
                targets: [
                    .target(name: "App", path: "Sources/App"),
                ]
            )

            """
        let edited = try ManifestEditor.registeringFeatures([FeatureRegistration(name: "Weather")], in: manifest)
        #expect(edited.contains(".target(name: \"App\", dependencies: [\"Weather\"], path: \"Sources/App\")"))
        #expect(
            edited.contains(".testTarget(name: \"WeatherTests\", dependencies: [\"Weather\"], path: \"Features/Weather/Tests\")"))
        #expect(try ManifestEditor.registeringFeatures([FeatureRegistration(name: "Weather")], in: edited) == edited)
        let plan = SyncPlan(root: Self.root, features: [], manifest: edited)
        #expect(plan.manifestEdit == nil)
    }
}
