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

    /// A record of the given last renderings (path → contents), all stored as bases.
    static func stored(_ files: [String: String], storeBases: Bool = true) -> StoredRecord {
        let record = OwnershipRecord(
            feature: "F", style: "feature", specHash: "spec-1",
            files: files.map {
                .init(path: $0.key, template: "feature/\($0.key).mustache", templateHash: "h", baseHash: ContentHash.of($0.value))
            })
        return StoredRecord(record: record, files: [:], storedBases: storeBases ? files : [:], specCopy: nil, isLegacy: false)
    }

    func plan(
        disk: [String: String], record: [String: String], rendered: [String: String],
        style: SyncPlanner.ConflictStyle = .leave, restore: Bool = false, storeBases: Bool = true
    ) -> FeatureSyncPlan {
        let fs = InMemoryFileSystem(files: Dictionary(uniqueKeysWithValues: disk.map { ("/pkg/" + $0.key, $0.value) }))
        let planner = SyncPlanner(fileSystem: fs, root: Self.root, conflictStyle: style, restoreDeleted: restore)
        return planner.plan(Self.output(rendered), stored: Self.stored(record, storeBases: storeBases), specText: "{}")
    }

    static func base(_ plan: FeatureSyncPlan, _ path: String) -> String? {
        plan.recordFiles[OwnershipRecord.basePath(forFeature: "F", file: path)]
    }

    @Test func untouchedFilesAreUpdatedAndNewFilesCreated() {
        let plan = plan(disk: ["a": "v1\n"], record: ["a": "v1\n"], rendered: ["a": "v2\n", "b": "new\n"])
        #expect(plan.actions.map(\.kind) == [.update, .create])
        #expect(plan.actions.map(\.result) == ["v2\n", "new\n"])
        #expect(plan.record.files.map(\.baseHash) == [ContentHash.of("v2\n"), ContentHash.of("new\n")])
        #expect(Self.base(plan, "a") == nil && Self.base(plan, "b") == nil, "no base stored where the file is the base")
        #expect(plan.recordNotes == ["the spec changed since the last sync"])
        #expect(!plan.isInSync)
    }

    @Test func editedFilesMergeAndTheBaseIsStored() {
        let base = "one\ntwo\nthree\nfour\nfive\n"
        let ours = "one (mine)\ntwo\nthree\nfour\nfive\n"
        let theirs = "one\ntwo\nthree\nfour\nfive\nsix\n"
        let plan = plan(disk: ["a": ours], record: ["a": base], rendered: ["a": theirs])
        let action = plan.actions[0]
        #expect(action.kind == .merge)
        #expect(action.result == "one (mine)\ntwo\nthree\nfour\nfive\nsix\n")
        #expect(plan.record.files[0].baseHash == ContentHash.of(theirs), "the next merge base is the pure rendering")
        #expect(Self.base(plan, "a") == theirs, "stored, since the file differs from it")
    }

    @Test func usersEditsAloneAreNotDrift() {
        let rendering = "generated\n"
        let quiet = plan(disk: ["a": "generated\nmine\n"], record: ["a": rendering], rendered: ["a": rendering])
        #expect(quiet.actions[0].kind == .keepEdits)
        #expect(!quiet.actions[0].isDrift)
        #expect(quiet.isInSync)
        #expect(quiet.actions[0].result == nil, "the file is not rewritten")
        #expect(Self.base(quiet, "a") == rendering, "sync stores the base of an edited file")
    }

    @Test func lineEndingsAloneAreNeitherDriftNorConflict() {
        let crlf = "one\r\ntwo\r\nthree\r\n"
        let same = plan(disk: ["a": crlf], record: ["a": "one\ntwo\nthree\n"], rendered: ["a": "one\ntwo\nthree\n"])
        #expect(same.actions[0].kind == .unchanged)
        #expect(same.isInSync)
        // An untouched CRLF file is updated, and stays CRLF.
        let updated = plan(disk: ["a": crlf], record: ["a": "one\ntwo\nthree\n"], rendered: ["a": "one\ntwo\nthree\nfour\n"])
        #expect(updated.actions[0].kind == .update)
        #expect(updated.actions[0].result == "one\r\ntwo\r\nthree\r\nfour\r\n")
        // An edited CRLF file merges line by line.
        let base = "a\nb\nc\nd\ne\n"
        let merged = plan(
            disk: ["f": "a (mine)\r\nb\r\nc\r\nd\r\ne\r\n"], record: ["f": base], rendered: ["f": "a\nb\nc\nd\ne (new)\n"])
        #expect(merged.actions[0].kind == .merge)
        #expect(merged.actions[0].result == "a (mine)\r\nb\r\nc\r\nd\r\ne (new)\r\n")
    }

    @Test func conflictsAreLeftOrWrittenWithMarkers() {
        let base = "a\nb\nc\n", ours = "a\nB (mine)\nc\n", theirs = "a\nB (generated)\nc\n"
        let left = plan(disk: ["f": ours], record: ["f": base], rendered: ["f": theirs])
        #expect(left.actions[0].kind == .conflict)
        #expect(left.actions[0].result == nil)
        #expect(left.actions[0].conflictLines == [2...8])
        #expect(left.record.files[0].baseHash == ContentHash.of(base), "a file left alone keeps its merge base")

        let marked = plan(disk: ["f": ours], record: ["f": base], rendered: ["f": theirs], style: .markers)
        let text = "a\n<<<<<<< yours\nB (mine)\n||||||| last generated\nb\n=======\nB (generated)\n>>>>>>> generated now\nc\n"
        #expect(marked.actions[0].result == text)
        #expect(marked.record.files[0].baseHash == ContentHash.of(theirs))
        #expect(Self.base(marked, "f") == theirs)
    }

    @Test func anUnknownBaseIsAConflictNotAGuess() {
        let plan = plan(
            disk: ["f": "a\nmine\n"], record: ["f": "a\n"], rendered: ["f": "a\nnew\n"], storeBases: false)
        #expect(plan.actions[0].kind == .conflict)
        #expect(plan.actions[0].reason.contains("not known"))
    }

    @Test func filesWithMarkersAreConflictsEvenWhenTheMergeWouldBeClean() {
        let withMarkers = "a\n<<<<<<< yours\nx\n=======\ny\n>>>>>>> generated now\n"
        let plan = plan(disk: ["f": withMarkers], record: ["f": "a\n"], rendered: ["f": "a\n"], style: .markers)
        #expect(plan.actions[0].kind == .conflict)
        #expect(plan.actions[0].reason == SyncPlanner.unresolvedMarkers)
        #expect(plan.actions[0].result == nil)
        #expect(plan.actions[0].conflictLines == [2...2, 4...4, 6...6])
    }

    @Test func removedFilesAreDeletedOnlyWhenUntouched() {
        let plan = plan(
            disk: ["gone": "g\n", "edited": "e (mine)\n"],
            record: ["gone": "g\n", "edited": "e\n", "vanished": "v\n"],
            rendered: [:])
        #expect(plan.actions.map(\.path) == ["edited", "gone", "vanished"])
        #expect(plan.actions.map(\.kind) == [.keepOrphan, .delete, .keepDeleted])
        #expect(plan.record.files.isEmpty)
    }

    @Test func deletedFilesStayDeletedOrAreRestored() {
        let changed = plan(disk: [:], record: ["a": "v1\n"], rendered: ["a": "v2\n"])
        #expect(changed.actions[0].kind == .keepDeleted)
        #expect(changed.actions[0].isDrift, "the rendering changed")
        #expect(changed.record.files[0].baseHash == ContentHash.of("v2\n"))

        let steady = plan(disk: [:], record: ["a": "v2\n"], rendered: ["a": "v2\n"])
        #expect(steady.actions[0].kind == .keepDeleted)
        #expect(!steady.actions[0].isDrift, "deleting a generated file is the user's business")

        let restored = plan(disk: [:], record: ["a": "v2\n"], rendered: ["a": "v2\n"], restore: true)
        #expect(restored.actions[0].kind == .restore)
        #expect(restored.actions[0].result == "v2\n")
    }

    @Test func deletedFilesThatOthersUseAreNamed() {
        let plan = plan(
            disk: ["Tests/T.swift": "let double = FDouble()\n"],
            record: ["Tests/T.swift": "let double = FDouble()\n", "Tests/D.swift": "final class FDouble {}\n"],
            rendered: ["Tests/T.swift": "let double = FDouble()\n", "Tests/D.swift": "final class FDouble {}\n"])
        #expect(plan.isInSync)
        #expect(plan.neededDeletions == [.init(path: "Tests/D.swift", types: ["FDouble"], usedBy: ["Tests/T.swift"])])
    }

    @Test func publicSymbolChangesAreListed() {
        let old = "public func fetchAll() async {}\npublic private(set) var fetchAllState = 0\n"
        let new =
            "public func invoicesFetchAll() async {}\npublic private(set) var invoicesFetchAllState = 0\npublic func paymentsFetchAll() async {}\n"
        let plan = plan(disk: ["Sources/F.swift": old], record: ["Sources/F.swift": old], rendered: ["Sources/F.swift": new])
        #expect(
            plan.symbolChanges == [
                "renamed func fetchAll -> invoicesFetchAll", "renamed var fetchAllState -> invoicesFetchAllState",
                "added func paymentsFetchAll",
            ])
    }

    @Test func theSecondPlanAfterApplyingIsInSync() throws {
        let fs = InMemoryFileSystem(files: ["/pkg/a": "one\ntwo\nthree\nfour\n", "/pkg/b": "b1\n", "/pkg/Package.swift": "\n"])
        let stored = Self.stored(["a": "one\ntwo\nthree\n", "b": "b1\n", "c": "c\n"])
        let output = Self.output(["a": "zero\none\ntwo\nthree\n", "b": "b2\n", "c": "c\n"])
        let planner = SyncPlanner(fileSystem: fs, root: Self.root)
        let first = planner.plan(output, stored: stored, specText: "{}")
        try PlanWriter(fileSystem: fs).write(try SyncPlan(root: Self.root, features: [first]).generationPlan(), mode: .apply)
        #expect(fs.snapshot["/pkg/a"] == "zero\none\ntwo\nthree\nfour\n")
        let workspace = try PackageWorkspace.open(package: nil, from: "/pkg", fileSystem: fs)
        let reread = try #require(try workspace.storedRecord(for: "F"))
        #expect(reread.storedBases == ["a": "zero\none\ntwo\nthree\n"])
        let second = planner.plan(output, stored: reread, specText: "{}")
        #expect(second.isInSync)
        #expect(!second.recordChanges)
        #expect(second.actions.map(\.kind) == [.keepEdits, .unchanged, .keepDeleted])
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
        #expect(
            edited.contains(
                ".target(name: \"App\", dependencies: [\n            \"Weather\",\n        ], path: \"Sources/App\", resources: [.process(\"Resources\")])"
            ))
        #expect(
            edited.contains(".testTarget(name: \"WeatherTests\", dependencies: [\"Weather\"], path: \"Features/Weather/Tests\")"))
        #expect(try ManifestEditor.registeringFeatures([FeatureRegistration(name: "Weather")], in: edited) == edited)
        let plan = SyncPlan(root: Self.root, features: [], manifest: edited)
        #expect(plan.manifestEdit == nil)
    }
}
