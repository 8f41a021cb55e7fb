import Foundation
import Testing

@testable import ScaffoldKit

/// `kill -9` at every point of the real write path (``PlanWriter`` driven by the real
/// `feature` and `sync` commands), simulated by ``FaultyFileSystem`` letting `k` mutating
/// operations through and failing every later one. After each crash the next command must
/// first undo the interrupted write and then reach exactly the state a clean run produces
/// (every file's bytes and every directory compared). This suite holds the scenarios, the
/// issue's regressions and the cheap matrices (`init`, recovery itself);
/// ``CrashRecoveryMatrixEndToEndTests`` crashes `feature` and `sync` after every operation.
@Suite struct CrashRecoveryTests {
    static let root = "/pkg"
    static let specFile = "/specs/Weather.feature.json"

    /// Files and directories of an in-memory package, compared whole.
    /// The package's files and directories, without the machine-local caches
    /// (`.scaffold/cache`: any state of it is valid, it is checksummed and rebuilt, and the
    /// partial file an interrupted cache write leaves is removed by the next one).
    struct Tree: Equatable, CustomStringConvertible {
        var files: [String: String]
        var directories: [String]
        init(_ fs: InMemoryFileSystem) {
            let cache = PathComponents.join(CrashRecoveryTests.root, PackageWorkspace.cacheFolder)
            func isCache(_ path: String) -> Bool { path == cache || path.hasPrefix(cache + "/") }
            files = fs.snapshot.filter { !isCache($0.key) }
            directories = fs.directories.filter { !isCache($0) }
        }
        var description: String { "\(directories.count) directories, \(files.count) files" }
        /// Paths that differ from `other` (for readable failures).
        func difference(from other: Tree) -> [String] {
            let paths = Set(files.keys).union(other.files.keys).filter { files[$0] != other.files[$0] }
            return (paths.sorted() + Set(directories).symmetricDifference(other.directories).sorted().map { "dir " + $0 })
        }
    }

    /// A command run against a package state.
    struct Scenario: Sendable {
        var name: String
        var start: @Sendable () throws -> InMemoryFileSystem
        var run: @Sendable (SyncTestPackage) -> SyncTestPackage.Result
    }

    static func package(_ fs: any FileSystem) -> SyncTestPackage { SyncTestPackage(fileSystem: fs, root: root) }

    /// `scaffold feature --spec` on a freshly initialised package as the release before the
    /// shared runtime made it (new files, a new record, the saved spec, the runtime's files and
    /// record, and the manifest edit registering both).
    static let feature = Scenario(
        name: "feature",
        start: {
            let fs = InMemoryFileSystem(files: [specFile: SyncTestPackage.weatherSpec])
            try PlanWriter(fileSystem: fs).write(try PackageBootstrap.plan(name: "Demo", root: root), mode: .apply)
            try package(fs).removeCore()
            return fs
        },
        run: { $0.feature(["--spec", specFile]) })

    /// `scaffold sync` after a spec change (a new route and client method: updated, created
    /// and replaced files, the record, and the saved spec's hash).
    static let sync = Scenario(
        name: "sync",
        start: {
            let fs = InMemoryFileSystem()
            let package = try SyncTestPackage.make(root: root, fileSystem: fs)
            try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
            return fs
        },
        run: { $0.sync() })

    /// `scaffold sync` after a spec change that also removes a client (deleted files) while
    /// the user removed the feature's registration from Package.swift (the manifest edit).
    static let syncWithManifestEdit = Scenario(
        name: "sync+manifest",
        start: {
            let fs = InMemoryFileSystem()
            let package = try SyncTestPackage.make(root: root, fileSystem: fs)
            try package.setSpec(SyncTestPackage.weatherSpecWithoutClients)
            let bare = try PackageBootstrap.plan(name: "Demo", root: root).files["Package.swift"] ?? []
            try package.write("Package.swift", String(decoding: bare, as: UTF8.self))
            return fs
        },
        run: { $0.sync() })

    static let scenarios = [feature, sync, syncWithManifestEdit]

    /// Runs the scenario cleanly, counting its mutating operations.
    static func cleanRun(_ scenario: Scenario) throws -> (tree: Tree, operations: [String], before: Tree) {
        let start = try scenario.start()
        let before = Tree(start)
        let counter = FaultyFileSystem(counting: start)
        let result = scenario.run(package(counter))
        #expect(result.status == 0, "\(scenario.name): \(result.stderr)")
        return (Tree(start), counter.log, before)
    }

    // MARK: - The failures reported in issue 15, one by one

    /// The crash points of a clean run whose last performed operation matches `predicate`.
    static func crashPoints(_ scenario: Scenario, after predicate: (String) -> Bool) throws -> [Int] {
        let clean = try cleanRun(scenario)
        return clean.operations.indices.filter { predicate(clean.operations[$0]) }.map { $0 + 1 }
    }

    /// Killed sync (between renames): the re-run used to record replaced files as "deleted by
    /// you" and every other file as "your edits", exit 0 with a package that does not build.
    @Test func killedSyncReRunAppliesTheSpecChange() throws {
        let points = try Self.crashPoints(Self.sync) { $0.hasPrefix("replace /pkg/Features/") }
        #expect(points.count >= 2)
        for k in points {
            let fs = try Self.sync.start()
            _ = Self.sync.run(Self.package(FaultyFileSystem(fs, crashingAfter: k)))
            let result = Self.package(fs).sync()
            #expect(result.status == 0)
            #expect(result.stderr.contains("note: undid an interrupted scaffold write"))
            #expect(!result.stdout.contains("keep-deleted") && !result.stdout.contains("keep-edits"), "\(result.stdout)")
            #expect(try Self.package(fs).read("Features/Weather/Sources/WeatherClient.swift")?.contains("alerts") == true)
            #expect(Self.package(fs).check().status == 0)
        }
    }

    /// Killed while the record was being replaced: sync used to say "no features to sync" and
    /// check "in sync: 0 features".
    @Test func killedWhileReplacingTheRecordKeepsTheFeature() throws {
        let points = try Self.crashPoints(Self.sync) { $0.contains("/.scaffold/features/Weather.record") }
        #expect(!points.isEmpty)
        for k in points + points.map({ $0 - 1 }) {
            let fs = try Self.sync.start()
            _ = Self.sync.run(Self.package(FaultyFileSystem(fs, crashingAfter: k)))
            #expect(fs.exists("/pkg/.scaffold/features/Weather.record"))
            let check = Self.package(fs).check()
            #expect(!check.stdout.contains("0 features"), "\(check.stdout)")
            let sync = Self.package(fs).sync()
            #expect(sync.status == 0, "\(sync.stderr)")
            #expect(sync.stdout.contains("Synced Weather"))
        }
    }

    /// Killed between moving Package.swift aside and renaming the new one in: every command
    /// used to fail with "no Package.swift". Now the manifest is replaced by one rename.
    @Test func theManifestIsNeverMissing() throws {
        for scenario in [Self.feature, Self.syncWithManifestEdit] {
            let clean = try Self.cleanRun(scenario)
            let manifestSteps = clean.operations.filter { $0.hasSuffix("/pkg/Package.swift") }
            #expect(manifestSteps == ["replace /pkg/Package.swift"], "\(manifestSteps)")
            let replace = try #require(clean.operations.firstIndex(of: "replace /pkg/Package.swift"))
            for k in [replace, replace + 1] {
                let fs = try scenario.start()
                _ = scenario.run(Self.package(FaultyFileSystem(fs, crashingAfter: k)))
                #expect(fs.exists("/pkg/Package.swift"))
                let check = Self.package(fs).check()
                #expect(!check.stderr.contains("no Package.swift"))
                #expect(check.stderr.contains("note: undid an interrupted scaffold write"))
            }
        }
    }

    /// Killed feature write with the record placed but the saved spec not yet: check, sync and
    /// `feature <Name>` used to fail with "has no spec".
    @Test func recordPlacedSpecNotYetIsUndone() throws {
        let clean = try Self.cleanRun(Self.feature)
        let record = try #require(
            clean.operations.firstIndex { $0.hasSuffix("/.scaffold/features/Weather.record") && $0.hasPrefix("move") })
        let spec = try #require(
            clean.operations.firstIndex { $0.hasSuffix("/Features/Weather/Weather.feature.json") && $0.hasPrefix("move") })
        // Whichever comes first, crash between the two.
        for k in (min(record, spec) + 1)...max(record, spec) {
            for next in ["check", "sync", "feature"] {
                let fs = try Self.feature.start()
                _ = Self.feature.run(Self.package(FaultyFileSystem(fs, crashingAfter: k)))
                let package = Self.package(fs)
                let result =
                    switch next {
                    case "check": package.check()
                    case "sync": package.sync()
                    default: package.feature(["Weather"])
                    }
                #expect(!result.stderr.contains("has no spec"), "\(next): \(result.stderr)")
                #expect(result.stderr.contains("note: undid an interrupted scaffold write"), "\(next): \(result.stderr)")
                #expect(!fs.exists("/pkg/.scaffold/journal"))
            }
        }
    }

    /// 879 of 940 random kills used to leave a `.scaffold/.staging-*` folder nothing removed.
    @Test func leftoverStagingIsRemovedByTheNextCommand() throws {
        let clean = try Self.cleanRun(Self.feature)
        let staged = try #require(clean.operations.firstIndex { $0.contains("/.staging-") && $0.hasPrefix("write") })
        let fs = try Self.feature.start()
        _ = Self.feature.run(Self.package(FaultyFileSystem(fs, crashingAfter: staged + 1)))
        #expect(fs.directories.contains { $0.contains("/.staging-") })
        let check = Self.package(fs).check()
        #expect(check.stderr.contains("note: removed 1 leftover staging folder"), "\(check.stderr)")
        #expect(!fs.directories.contains { $0.contains("/.staging-") })
    }

    /// `scaffold init` killed at any point: running it again (which first undoes the
    /// interrupted write) creates exactly the clean package; after the commit point the package
    /// is already complete and `init` says the folder is not empty.
    @Test func everyCrashPointOfInitRecovers() throws {
        func run(_ fs: any FileSystem) -> (status: Int32, stderr: String) {
            let out = BufferedOutput(), err = BufferedOutput()
            let context = CommandLineTool.Context(
                environment: [:], currentDirectory: "/work", stdout: out, stderr: err, useColor: false, stdinIsTerminal: false)
            return (InitCommand.run(["Demo"], context, fileSystem: fs), err.text)
        }
        let start = InMemoryFileSystem(files: ["/work/.keep": ""])
        let cleanFS = start.copy()
        let counter = FaultyFileSystem(counting: cleanFS)
        #expect(run(counter).status == 0)
        let clean = Tree(cleanFS)
        for k in 0..<counter.log.count {
            let fs = start.copy()
            _ = run(FaultyFileSystem(fs, crashingAfter: k))
            let again = run(fs)
            #expect(
                again.status == 0 || again.stderr.contains("already exists and is not empty"), "k=\(k): \(again.stderr)")
            #expect(Tree(fs) == clean, "k=\(k): \(Tree(fs).difference(from: clean))")
        }
        print("crash recovery: init: \(counter.log.count) file operations, a crash after each one covered")
    }

    /// Recovery itself can be killed at any point: the next command finishes it.
    @Test func aKilledRecoveryIsFinishedByTheNextCommand() throws {
        let scenario = Self.syncWithManifestEdit
        let clean = try Self.cleanRun(scenario)
        // Crash with every kind of change half done: after the manifest was replaced.
        let k = try #require(clean.operations.firstIndex(of: "replace /pkg/Package.swift")) + 1
        let crashed = try scenario.start()
        _ = scenario.run(Self.package(FaultyFileSystem(crashed, crashingAfter: k)))
        let counter = FaultyFileSystem(counting: crashed.copy())
        _ = Self.package(counter).check()
        #expect(counter.log.count > 5)
        for j in 0..<counter.log.count {
            let fs = crashed.copy()
            _ = Self.package(FaultyFileSystem(fs, crashingAfter: j)).check()
            let check = Self.package(fs).check()
            #expect(!check.stderr.contains("error:"), "j=\(j): \(check.stderr)")
            #expect(Tree(fs) == clean.before, "j=\(j): \(Tree(fs).difference(from: clean.before))")
        }
        print("crash recovery: recovery itself: \(counter.log.count) file operations, a crash after each one covered")
    }

    /// A journal is read from disk, so it is validated like a plan: an entry leaving the
    /// package is refused, nothing is touched, and the error names the journal.
    @Test(arguments: ["../outside.swift", "/etc/passwd", "Features/../../x"])
    func aTamperedJournalIsRefused(path: String) throws {
        let fs = InMemoryFileSystem(files: [
            "/pkg/Package.swift": "// manifest\n", "/outside.swift": "mine\n",
            "/pkg/.scaffold/.staging-1/backup-0": "evil\n",
            "/pkg/.scaffold/journal": "scaffold-journal 1\nstaging .staging-1\nreplace new-0 backup-0 \(path)\nend\n",
        ])
        let before = Tree(fs)
        let result = Self.package(fs).check()
        #expect(result.status != 0)
        #expect(
            result.stderr.hasPrefix(
                "error: an interrupted scaffold write left .scaffold/journal, which cannot be read (.scaffold/journal:3:"))
        #expect(Tree(fs) == before)
    }

    /// Every file is flushed before the journal appears, and every changed directory before the
    /// commit point (the journal's removal).
    @Test func everythingIsFlushedBeforeTheCommitPoint() throws {
        for scenario in Self.scenarios {
            let operations = try Self.cleanRun(scenario).operations
            let journal = try #require(operations.firstIndex { $0.hasPrefix("replace") && $0.hasSuffix("/.scaffold/journal") })
            let commit = try #require(operations.firstIndex { $0.hasPrefix("remove") && $0.hasSuffix("/.scaffold/journal") })
            // Machine-local caches are not part of the write: they are replaced whole on their own.
            let cache = PathComponents.join(Self.root, PackageWorkspace.cacheFolder) + "/"
            for (index, operation) in operations.enumerated() where operation.hasPrefix("write ") && !operation.contains(cache) {
                let path = operation.dropFirst("write ".count)
                let flush = operations.firstIndex(of: "synchronize \(path)")
                #expect(flush.map { $0 > index && $0 < journal } == true, "\(operation) is not flushed before the journal")
            }
            for operation in operations[journal..<commit] where operation.hasPrefix("replace ") || operation.hasPrefix("move ") {
                let path = String(operation.split(separator: " ", maxSplits: 1)[1])
                let parent = PathComponents.parent(of: path)
                #expect(
                    operations[journal..<commit].contains("synchronize \(parent)"),
                    "\(parent) is not flushed before the commit point")
            }
        }
    }
}

extension SyncTestPackage {
    /// Weather without its `clients` (the client's files are no longer generated).
    static let weatherSpecWithoutClients: String = {
        guard let clients = weatherSpec.range(of: ",\n  \"clients\""), let storage = weatherSpec.range(of: ",\n  \"storage\"")
        else {
            return weatherSpec
        }
        return weatherSpec.replacingCharacters(in: clients.lowerBound..<storage.lowerBound, with: "")
    }()
}

/// The exhaustive crash matrix of ``CrashRecoveryTests``: a crash after every file operation of
/// `feature`, `sync` and `sync` with a manifest edit, and a single failure at every operation.
/// Some 650 in-process command runs (about 30 s of CPU on the shared CI machine), so it is an
/// `EndToEndTests` suite: left out of the quick `swift test --skip EndToEndTests`, run by CI's
/// full `swift test`.
@Suite struct CrashRecoveryMatrixEndToEndTests {
    @Test(arguments: CrashRecoveryTests.scenarios.indices)
    func everyCrashPointRecoversToTheCleanState(index: Int) throws {
        let scenario = CrashRecoveryTests.scenarios[index]
        let clean = try CrashRecoveryTests.cleanRun(scenario)
        #expect(clean.tree != clean.before)
        let template = try scenario.start()
        var notes = 0
        for k in 0..<clean.operations.count {
            let fs = template.copy()
            _ = scenario.run(CrashRecoveryTests.package(FaultyFileSystem(fs, crashingAfter: k)))
            // Whatever the crash left, the manifest is there.
            #expect(fs.exists(CrashRecoveryTests.root + "/Package.swift"), "\(scenario.name) k=\(k): no Package.swift")

            // The next command undoes the interrupted write before anything else: at even
            // crash points it is `check` (then the command runs again), at odd ones the command
            // itself.
            if k % 2 == 0 {
                let check = CrashRecoveryTests.package(fs).check()
                let recovered = CrashRecoveryTests.Tree(fs)
                #expect(
                    recovered == clean.before || recovered == clean.tree,
                    "\(scenario.name) k=\(k) (after \(clean.operations[max(0, k - 1)])): check left \(recovered.difference(from: clean.before))"
                )
                #expect(!recovered.files.keys.contains { $0.contains("/.staging-") || $0.hasSuffix("/.scaffold/journal") })
                #expect(!recovered.directories.contains { $0.contains("/.staging-") })
                if check.stderr.contains("note: ") {
                    notes += 1
                    #expect(check.stderr.split(separator: "\n").filter { $0.hasPrefix("note: ") }.count == 1)
                }
            }

            // Running the command (again) reaches exactly the clean state.
            let again = scenario.run(CrashRecoveryTests.package(fs))
            #expect(again.status == 0, "\(scenario.name) k=\(k): \(again.stderr)")
            #expect(!again.stdout.contains("keep-deleted"), "\(scenario.name) k=\(k): \(again.stdout)")
            #expect(again.stderr.split(separator: "\n").filter { $0.hasPrefix("note: ") }.count <= 1)
            let final = CrashRecoveryTests.Tree(fs)
            #expect(final == clean.tree, "\(scenario.name) k=\(k): differs in \(final.difference(from: clean.tree))")
            if scenario.name != "feature", k % 8 == 1 {
                #expect(
                    CrashRecoveryTests.package(fs).check().status == 0, "\(scenario.name) k=\(k): check fails after the re-run")
            }
        }
        #expect(notes > 0)
        print("crash recovery: \(scenario.name): \(clean.operations.count) file operations, a crash after each one covered")
    }

    /// A single failing operation (a full disk, a permission error) is undone in-process: the
    /// package is exactly as before and nothing of the write is left. (The scenario with every
    /// kind of change: created, replaced and deleted files and the manifest.)
    @Test func everySingleFailureIsRolledBackInProcess() throws {
        let scenario = CrashRecoveryTests.syncWithManifestEdit
        let clean = try CrashRecoveryTests.cleanRun(scenario)
        let template = try scenario.start()
        // The operations after the commit point (removing the staging directory) are cleanup.
        guard let commit = clean.operations.firstIndex(where: { $0.hasPrefix("remove") && $0.hasSuffix("/.scaffold/journal") })
        else {
            Issue.record("no commit point in \(clean.operations)")
            return
        }
        for number in 1...(commit + 1) {
            let fs = template.copy()
            let result = scenario.run(CrashRecoveryTests.package(FaultyFileSystem(fs, failingOperationNumber: number)))
            #expect(result.status != 0)
            #expect(
                result.stderr.contains("the package was restored to its previous state"),
                "\(scenario.name) #\(number): \(result.stderr)")
            let after = CrashRecoveryTests.Tree(fs)
            #expect(
                after == clean.before,
                "\(scenario.name) #\(number) (\(clean.operations[number - 1])): \(after.difference(from: clean.before))")
        }
        print("crash recovery: \(scenario.name): \(commit + 1) single failures rolled back in-process")
    }

}

/// The same crash matrix for `feature` on the real disk (`LocalFileSystem` in a temporary
/// directory: real `rename(2)`, `fsync(2)`, modes and `flock(2)`). About 120 runs with some 60
/// `fsync` calls each take most of a minute of I/O, hence an `EndToEndTests` suite (left out of
/// the quick `swift test --skip EndToEndTests`; CI runs it).
@Suite struct CrashRecoveryOnDiskEndToEndTests {
    /// Every file (bytes and mode) and directory under `root`, relative, without the
    /// machine-local caches (see ``CrashRecoveryTests/Tree``).
    static func tree(_ root: String) throws -> [String: String] {
        var result: [String: String] = [:]
        let manager = FileManager.default
        for relative in try manager.subpathsOfDirectory(atPath: root)
        where relative != PackageWorkspace.cacheFolder && !relative.hasPrefix(PackageWorkspace.cacheFolder + "/") {
            let path = root + "/" + relative
            let mode = LocalFileSystem().permissions(path).map { String($0, radix: 8) } ?? "?"
            var isDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: path, isDirectory: &isDirectory)
            result[relative] =
                isDirectory.boolValue
                ? "dir \(mode)" : "\(mode) " + ContentHash.of(bytes: Array(manager.contents(atPath: path) ?? Data()))
        }
        return result
    }

    @Test func everyCrashPointOfFeatureRecoversOnDisk() throws {
        let temp = try TemporaryDirectory()
        let template = temp.path + "/template"
        try PlanWriter(fileSystem: LocalFileSystem()).write(try PackageBootstrap.plan(name: "Demo", root: template), mode: .apply)
        #expect(chmod(template + "/Package.swift", 0o600) == 0)
        try temp.write("Weather.feature.json", SyncTestPackage.weatherSpec)
        let arguments = ["--spec", temp.path + "/Weather.feature.json"]

        let cleanRoot = temp.path + "/clean"
        try FileManager.default.copyItem(atPath: template, toPath: cleanRoot)
        let counter = FaultyFileSystem(counting: LocalFileSystem())
        #expect(SyncTestPackage(fileSystem: counter, root: cleanRoot).feature(arguments).status == 0)
        let clean = try Self.tree(cleanRoot)
        let before = try Self.tree(template)
        #expect(clean["Package.swift"]?.hasPrefix("600 ") == true)

        for k in 0..<counter.log.count {
            let root = temp.path + "/k\(k)"
            try FileManager.default.copyItem(atPath: template, toPath: root)
            _ = SyncTestPackage(fileSystem: FaultyFileSystem(LocalFileSystem(), crashingAfter: k), root: root).feature(arguments)
            #expect(FileManager.default.fileExists(atPath: root + "/Package.swift"))
            // Wrapped so the re-run skips `swift package dump-package` (not what this is about).
            let healthy = FaultyFileSystem(counting: LocalFileSystem())
            if k % 2 == 0 {
                _ = SyncTestPackage(fileSystem: healthy, root: root).check()
                let recovered = try Self.tree(root)
                #expect(recovered == before || recovered == clean, "k=\(k): \(counter.log[max(0, k - 1)])")
            }
            let again = SyncTestPackage(fileSystem: healthy, root: root).feature(arguments)
            #expect(again.status == 0, "k=\(k): \(again.stderr)")
            #expect(try Self.tree(root) == clean, "k=\(k)")
            try FileManager.default.removeItem(atPath: root)
        }
        print("crash recovery on disk: feature: \(counter.log.count) file operations, a crash after each one covered")
    }
}
