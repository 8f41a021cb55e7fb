import Testing

@testable import ScaffoldKit

@Suite struct PlanWriterTests {
    static let root = "/pkg"

    static func plan(_ files: [String: String], manifest: GenerationPlan.ManifestEdit? = nil) throws -> GenerationPlan {
        var plan = GenerationPlan(root: root, manifestEdit: manifest)
        for (path, text) in files { try plan.add(path, text: text) }
        return plan
    }

    static let manifest = "// swift-tools-version: 6.0\nlet package = Package(name: \"P\")\n"
    static let editedManifest = "// swift-tools-version: 6.0\nlet package = Package(name: \"P\", targets: [])\n"

    @Test func statusesCoverCreateUpdateUnchangedConflict() throws {
        let fs = InMemoryFileSystem(files: ["/pkg/same.txt": "same\n", "/pkg/changed.txt": "old\n"])
        let plan = try Self.plan(["new.txt": "new\n", "same.txt": "same\n", "changed.txt": "new\n"])
        let report = try PlanWriter(fileSystem: fs).write(plan, mode: .dryRun)
        #expect(report.entries.map(\.path) == ["changed.txt", "new.txt", "same.txt"])
        #expect(report.entries.map(\.status) == [.conflict, .create, .unchanged])
        let forced = try PlanWriter(fileSystem: fs, allowOverwrite: true).write(plan, mode: .dryRun)
        #expect(forced.entries.map(\.status) == [.update, .create, .unchanged])
    }

    @Test func dryRunWritesNothingAndShowsDiffs() throws {
        let fs = InMemoryFileSystem(files: ["/pkg/Package.swift": Self.manifest, "/pkg/changed.txt": "old\n"])
        let before = fs.snapshot
        let plan = try Self.plan(
            ["new.txt": "new\n", "changed.txt": "new\n"],
            manifest: .init(original: Self.manifest, edited: Self.editedManifest)
        )
        let report = try PlanWriter(fileSystem: fs).write(plan, mode: .dryRun)
        #expect(fs.snapshot == before)
        #expect(fs.directories == ["/", "/pkg"])
        let text = report.rendered(includeDiffs: true)
        #expect(text.contains("create    new.txt\n"))
        #expect(text.contains("conflict  changed.txt: exists with different contents (use --force to overwrite)\n"))
        #expect(text.contains("update    Package.swift\n"))
        #expect(text.contains("--- /dev/null\n+++ b/new.txt\n@@ -0,0 +1 @@\n+new\n"))
        #expect(text.contains("--- a/changed.txt\n+++ b/changed.txt\n@@ -1 +1 @@\n-old\n+new\n"))
        #expect(text.contains("+let package = Package(name: \"P\", targets: [])"))
        #expect(text.hasSuffix("dry run: 1 to create, 1 to update, 0 unchanged, 1 conflict; nothing was written\n"))
    }

    @Test func applyWritesChangedFilesAndLeavesNoStaging() throws {
        let fs = InMemoryFileSystem(files: ["/pkg/Package.swift": Self.manifest, "/pkg/same.txt": "same\n"])
        let plan = try Self.plan(
            ["Features/A/Sources/A.swift": "struct A {}\n", "same.txt": "same\n"],
            manifest: .init(original: Self.manifest, edited: Self.editedManifest)
        )
        let report = try PlanWriter(fileSystem: fs).write(plan, mode: .apply)
        #expect(report.applied)
        #expect(report.summary == "created 1, updated 1, unchanged 1")
        #expect(
            fs.snapshot == [
                "/pkg/Package.swift": Self.editedManifest,
                "/pkg/same.txt": "same\n",
                "/pkg/Features/A/Sources/A.swift": "struct A {}\n",
            ])
        #expect(!fs.exists("/pkg/.scaffold"))
    }

    @Test func applyWithAConflictWritesNothing() throws {
        let fs = InMemoryFileSystem(files: ["/pkg/changed.txt": "mine\n"])
        let before = fs.snapshot
        let plan = try Self.plan(["new.txt": "new\n", "changed.txt": "theirs\n"])
        do throws(PlanWriteError) {
            try PlanWriter(fileSystem: fs).write(plan, mode: .apply)
            Issue.record("expected conflicts")
        } catch {
            guard case .conflicts(let report) = error else { Issue.record("wrong error \(error)"); return }
            #expect(report.conflicts.map(\.path) == ["changed.txt"])
            #expect(!report.applied)
            #expect(error.description.hasPrefix("1 file would be overwritten"))
        }
        #expect(fs.snapshot == before)
        #expect(fs.directories == ["/", "/pkg"])
    }

    @Test func forceReplacesChangedFiles() throws {
        let fs = InMemoryFileSystem(files: ["/pkg/changed.txt": "mine\n"])
        let plan = try Self.plan(["changed.txt": "theirs\n"])
        try PlanWriter(fileSystem: fs, allowOverwrite: true).write(plan, mode: .apply)
        #expect(fs.snapshot == ["/pkg/changed.txt": "theirs\n"])
    }

    @Test func unchangedPlanTouchesNothing() throws {
        let fs = InMemoryFileSystem(files: ["/pkg/a.txt": "a"])
        let report = try PlanWriter(fileSystem: fs).write(try Self.plan(["a.txt": "a"]), mode: .apply)
        #expect(report.isUpToDate)
        #expect(fs.directories == ["/", "/pkg"])
    }

    @Test func manifestChangedSinceThePlanIsAConflictEvenWithForce() throws {
        let fs = InMemoryFileSystem(files: ["/pkg/Package.swift": Self.manifest + "// user edit\n"])
        let plan = try Self.plan([:], manifest: .init(original: Self.manifest, edited: Self.editedManifest))
        let report = try PlanWriter(fileSystem: fs, allowOverwrite: true).write(plan, mode: .dryRun)
        #expect(report.entries.map(\.status) == [.conflict])
        #expect(report.entries.first?.isManifest == true)
    }

    @Test func somethingInTheWayIsAConflict() throws {
        let fs = InMemoryFileSystem(files: ["/pkg/Features": "a file", "/pkg/dir/keep": ""])
        let plan = try Self.plan(["Features/A.swift": "x", "dir": "y"])
        let report = try PlanWriter(fileSystem: fs, allowOverwrite: true).write(plan, mode: .dryRun)
        #expect(report.entries.map(\.reason) == ["'Features' is a file, not a directory", "a directory is in the way"])
    }

    @Test func checkReportsDriftWithoutConsent() throws {
        let fs = InMemoryFileSystem(files: ["/pkg/a.txt": "old"])
        let report = try PlanWriter(fileSystem: fs).write(try Self.plan(["a.txt": "new", "b.txt": "b"]), mode: .check)
        #expect(report.entries.map(\.status) == [.update, .create])
        #expect(!report.isUpToDate)
        #expect(report.summary == "out of date: 1 to create, 1 to update, 0 unchanged, 0 conflicts")
    }

    @Test func createsTheRootWhenMissing() throws {
        let fs = InMemoryFileSystem()
        var plan = GenerationPlan(root: "/new/pkg")
        try plan.add(".scaffold/config.json", text: "{}")
        try plan.add("Package.swift", text: "p")
        try PlanWriter(fileSystem: fs).write(plan, mode: .apply)
        #expect(fs.snapshot == ["/new/pkg/.scaffold/config.json": "{}", "/new/pkg/Package.swift": "p"])
        #expect(fs.directories == ["/", "/new", "/new/pkg", "/new/pkg/.scaffold"])
    }

    // MARK: - Rollback

    static let rollbackStart = [
        "/pkg/Package.swift": manifest,
        "/pkg/existing.txt": "old\n",
        "/pkg/.scaffold/config.json": "{}",
    ]

    static func rollbackPlan() throws -> GenerationPlan {
        try plan(
            ["Features/A/Sources/A.swift": "a", "Features/A/Tests/ATests.swift": "t", "existing.txt": "new\n", "z.txt": "z"],
            manifest: .init(original: manifest, edited: editedManifest)
        )
    }

    /// Each injected failure happens at a different point of the apply; every time the package
    /// must end up exactly as it started.
    @Test(arguments: [
        (FaultyFileSystem.Operation.write, 1),
        (.write, 3),
        (.move, 1),
        (.move, 2),
        (.replace, 1),
        (.replace, 3),
        (.synchronize, 2),
        (.createDirectory, 1),
        (.createDirectory, 3),
    ])
    func failureMidApplyRestoresThePackage(operation: FaultyFileSystem.Operation, occurrence: Int) throws {
        let memory = InMemoryFileSystem(files: Self.rollbackStart)
        let beforeFiles = memory.snapshot, beforeDirectories = memory.directories
        let fs = FaultyFileSystem(memory, failing: operation, occurrence: occurrence)
        let plan = try Self.rollbackPlan()
        do throws(PlanWriteError) {
            try PlanWriter(fileSystem: fs, allowOverwrite: true).write(plan, mode: .apply)
            Issue.record("expected the injected failure")
        } catch {
            guard case .writeFailed(let failure, let problems, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(failure.reason == .other("injected failure"))
            #expect(problems.isEmpty)
            #expect(error.description.hasSuffix("the package was restored to its previous state"))
        }
        #expect(memory.snapshot == beforeFiles)
        #expect(memory.directories == beforeDirectories)
    }

    @Test func rollbackAlsoWorksWhenTheRootWasCreated() throws {
        let memory = InMemoryFileSystem()
        let fs = FaultyFileSystem(memory, failing: .move, occurrence: 2)
        var plan = GenerationPlan(root: "/new")
        try plan.add("a/b.txt", text: "b")
        try plan.add("c.txt", text: "c")
        #expect(throws: PlanWriteError.self) { try PlanWriter(fileSystem: fs).write(plan, mode: .apply) }
        #expect(memory.directories == ["/"])
        #expect(memory.snapshot.isEmpty)
    }

    @Test func failedVerificationRestoresThePackage() throws {
        let memory = InMemoryFileSystem(files: Self.rollbackStart)
        let before = memory.snapshot
        struct Broken: Error, CustomStringConvertible { var description: String { "error: manifest does not compile" } }
        var sawWrittenManifest = false
        let plan = try Self.rollbackPlan()
        do {
            try PlanWriter(fileSystem: memory, allowOverwrite: true).write(plan, mode: .apply) { root in
                sawWrittenManifest = (try? memory.readText(root + "/Package.swift")) == Self.editedManifest
                throw Broken()
            }
            Issue.record("expected verification failure")
        } catch {
            #expect(error.description == "error: manifest does not compile; the package was restored to its previous state")
        }
        #expect(sawWrittenManifest)
        #expect(memory.snapshot == before)
    }

    @Test func failedRestoreKeepsTheBackupsAndSaysWhere() throws {
        let memory = InMemoryFileSystem(files: Self.rollbackStart)
        // The 5th move fails (placing z.txt); undoing then fails to remove a placed file.
        let fs = DoubleFaultFileSystem(memory)
        let plan = try Self.rollbackPlan()
        do throws(PlanWriteError) {
            try PlanWriter(fileSystem: fs, allowOverwrite: true).write(plan, mode: .apply)
            Issue.record("expected failure")
        } catch {
            guard case .writeFailed(_, let problems, let staging) = error else { Issue.record("wrong error"); return }
            #expect(!problems.isEmpty)
            guard let staging else { Issue.record("no staging"); return }
            #expect(memory.exists(staging))
            #expect(error.description.contains("backups are kept in \(staging)"))
        }
    }

    @Test func rejectsPathsOutsideTheRoot() {
        var plan = GenerationPlan(root: "/pkg")
        #expect(throws: GenerationPlanError.self) { try plan.add("../evil", text: "") }
        #expect(throws: GenerationPlanError.self) { try plan.add("/etc/passwd", text: "") }
    }
}

/// Fails the 5th move and every removal of a placed feature file.
private final class DoubleFaultFileSystem: FileSystem, @unchecked Sendable {
    let base: InMemoryFileSystem
    var moves = 0
    init(_ base: InMemoryFileSystem) { self.base = base }
    var temporaryDirectory: String { base.temporaryDirectory }
    func exists(_ path: String) -> Bool { base.exists(path) }
    func isDirectory(_ path: String) -> Bool { base.isDirectory(path) }
    func readBytes(_ path: String) throws(FileSystemError) -> [UInt8] { try base.readBytes(path) }
    func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] { try base.contentsOfDirectory(path) }
    func createDirectory(_ path: String, withIntermediates: Bool) throws(FileSystemError) {
        try base.createDirectory(path, withIntermediates: withIntermediates)
    }
    func writeFile(_ path: String, bytes: [UInt8]) throws(FileSystemError) { try base.writeFile(path, bytes: bytes) }
    func removeItem(_ path: String) throws(FileSystemError) {
        if path.hasSuffix("A.swift") { throw FileSystemError(path: path, reason: .other("injected")) }
        try base.removeItem(path)
    }
    func moveItem(from source: String, to destination: String) throws(FileSystemError) {
        moves += 1
        if moves == 5 { throw FileSystemError(path: destination, reason: .other("injected")) }
        try base.moveItem(from: source, to: destination)
    }
    func createUniqueDirectory(in parent: String, prefix: String) throws(FileSystemError) -> String {
        try base.createUniqueDirectory(in: parent, prefix: prefix)
    }
}
