import Testing

@testable import ScaffoldKit

/// Two runs in one package: the second reads and plans, the first writes meanwhile. The second
/// writes nothing and says to run again (its own exit code), and a retry works.
@Suite struct ConcurrentRunTests {
    @Test func aRunOvertakenByAnotherSaysRunAgainAndTheRetryWorks() throws {
        let fileSystem = InterleavingFileSystem(InMemoryFileSystem())
        let package = try SyncTestPackage.make(fileSystem: fileSystem, specs: [])
        var other: SyncTestPackage.Result?
        fileSystem.beforeNextLock { other = package.feature(["Other"]) }
        let overtaken = package.feature(["Notes"])
        #expect(other?.status == ExitCode.success, "\(other?.stderr ?? "")")
        #expect(overtaken.status == ExitCode.concurrentRun, "\(overtaken.stdout)\(overtaken.stderr)")
        let lines = overtaken.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(overtaken.stderr)")
        #expect(overtaken.stderr.contains("another scaffold run changed these files; run again"), "\(overtaken.stderr)")
        #expect(overtaken.stderr.contains("Package.swift"), "\(overtaken.stderr)")
        #expect(!overtaken.stderr.contains("--force"))
        #expect(try package.read("Features/Notes/Notes.feature.json") == nil)
        #expect(try package.read("Package.swift")?.contains("\"Notes\"") == false)

        let retry = package.feature(["Notes"])
        #expect(retry.status == ExitCode.success, "\(retry.stderr)")
        #expect(package.check().status == ExitCode.success)
    }

    /// Files the user edited are still conflicts of their own kind, not "run again".
    @Test func editedFilesAreNotMistakenForAnotherRun() throws {
        let package = try SyncTestPackage.make(specs: [])
        try package.fileSystem.createDirectory(package.path("Features/Notes/Sources"), withIntermediates: true)
        try package.write("Features/Notes/Sources/NotesFeature.swift", "// mine\n")
        let result = package.feature(["Notes"])
        #expect(result.status == ExitCode.failure, "\(result.stderr)")
        #expect(!result.stderr.contains("another scaffold run"))
    }
}
