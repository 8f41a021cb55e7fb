import Testing

@testable import ScaffoldKit

/// The writer's support for `scaffold sync`: guarded replacements and deletions, all or nothing.
@Suite struct PlanWriterDeletionTests {
    static let start = [
        "/pkg/Package.swift": "// manifest\n",
        "/pkg/edited.swift": "mine v1\n",
        "/pkg/gone.swift": "generated\n",
        "/pkg/keep.swift": "same\n",
    ]

    static func syncPlan() throws -> GenerationPlan {
        var plan = GenerationPlan(root: "/pkg")
        try plan.add("edited.swift", text: "mine v1 merged\n", replacing: "mine v1\n")
        try plan.add("keep.swift", text: "same\n", replacing: "same\n")
        try plan.add("new.swift", text: "new\n")
        try plan.delete("gone.swift", expecting: "generated\n")
        return plan
    }

    @Test func replacesAndDeletesWithoutForceWhileTheDiskIsAsPlanned() throws {
        let fs = InMemoryFileSystem(files: Self.start)
        let dry = try PlanWriter(fileSystem: fs).write(try Self.syncPlan(), mode: .dryRun)
        #expect(dry.entries.map(\.path) == ["edited.swift", "gone.swift", "keep.swift", "new.swift"])
        #expect(dry.entries.map(\.status) == [.update, .delete, .unchanged, .create])
        #expect(dry.entries[1].diff == "--- a/gone.swift\n+++ /dev/null\n@@ -1 +0,0 @@\n-generated\n")
        #expect(dry.summary == "dry run: 1 to create, 1 to update, 1 to delete, 1 unchanged, 0 conflicts; nothing was written")

        let report = try PlanWriter(fileSystem: fs).write(try Self.syncPlan(), mode: .apply)
        #expect(report.summary == "created 1, updated 1, deleted 1, unchanged 1")
        #expect(
            fs.snapshot == [
                "/pkg/Package.swift": "// manifest\n", "/pkg/edited.swift": "mine v1 merged\n", "/pkg/keep.swift": "same\n",
                "/pkg/new.swift": "new\n",
            ])
        #expect(!fs.exists("/pkg/.scaffold"))
    }

    @Test func aFileChangedAfterPlanningIsAConflictAndNothingIsWritten() throws {
        var start = Self.start
        start["/pkg/edited.swift"] = "mine v2\n"
        start["/pkg/gone.swift"] = "generated, then edited\n"
        let fs = InMemoryFileSystem(files: start)
        let plan = try Self.syncPlan()
        do throws(PlanWriteError) {
            try PlanWriter(fileSystem: fs).write(plan, mode: .apply)
            Issue.record("expected conflicts")
        } catch {
            guard case .conflicts(let report) = error else { Issue.record("wrong error \(error)"); return }
            #expect(report.conflicts.map(\.path) == ["edited.swift", "gone.swift"])
            #expect(
                report.conflicts.map(\.reason) == [
                    "changed since the plan was made; run the command again", "changed since the plan was made; not deleted",
                ])
        }
        #expect(fs.snapshot == start)
    }

    @Test func alreadyDeletedIsUnchanged() throws {
        var start = Self.start
        start["/pkg/gone.swift"] = nil
        let fs = InMemoryFileSystem(files: start)
        let report = try PlanWriter(fileSystem: fs).write(try Self.syncPlan(), mode: .dryRun)
        #expect(report.entries.first { $0.path == "gone.swift" }?.status == .unchanged)
    }

    @Test func aPathCannotBeBothWrittenAndDeleted() throws {
        var plan = GenerationPlan(root: "/pkg")
        try plan.add("a.swift", text: "a")
        #expect(throws: GenerationPlanError.self) { try plan.delete("a.swift", expecting: "a") }
        #expect(throws: GenerationPlanError.self) { try plan.delete("../a.swift", expecting: "a") }
    }

    /// A failure at any step, including after the deleted file was removed, restores it.
    @Test(arguments: [
        (FaultyFileSystem.Operation.move, 1),
        (.replace, 1),
        (.replace, 2),
        (.remove, 1),
        (.synchronize, 4),
        (.write, 2),
    ])
    func failureMidApplyRestoresDeletedAndReplacedFiles(operation: FaultyFileSystem.Operation, occurrence: Int) throws {
        let memory = InMemoryFileSystem(files: Self.start)
        let before = memory.snapshot, directories = memory.directories
        let fs = FaultyFileSystem(memory, failing: operation, occurrence: occurrence)
        let plan = try Self.syncPlan()
        do throws(PlanWriteError) {
            try PlanWriter(fileSystem: fs).write(plan, mode: .apply)
            Issue.record("expected the injected failure")
        } catch {
            guard case .writeFailed(_, let problems, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(problems.isEmpty)
        }
        #expect(memory.snapshot == before)
        #expect(memory.directories == directories)
    }

    @Test func failedVerificationRestoresDeletedFiles() throws {
        let memory = InMemoryFileSystem(files: Self.start)
        let before = memory.snapshot
        struct Broken: Error {}
        #expect(throws: PlanWriteError.self) {
            try PlanWriter(fileSystem: memory).write(try Self.syncPlan(), mode: .apply) { _ in throw Broken() }
        }
        #expect(memory.snapshot == before)
    }
}
