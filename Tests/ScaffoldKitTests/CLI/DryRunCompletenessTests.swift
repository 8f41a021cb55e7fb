import Foundation
import Testing

@testable import ScaffoldKit

/// `--dry-run` shows exactly what would change: for `feature`, `sync`, `remove` and `rename`,
/// the files a dry run lists as written or deleted are exactly the files the real run then
/// writes or deletes (record files and the app's composition root included), and both exit alike.
@Suite struct DryRunCompletenessTests {
    /// The actions of listed lines that write or delete their path.
    static let writingActions: Set<String> = [
        "create", "update", "delete", "record", "merge-clean", "restore", "updated",
    ]

    /// The paths a dry run's output lists as written or deleted (`<action> <path>[: reason]`).
    static func listedPaths(_ output: String) -> Set<String> {
        var paths = Set<String>()
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, writingActions.contains(String(fields[0])) else { continue }
            var path = String(fields[1])
            if path.hasSuffix(":") { path.removeLast() }
            paths.insert(path)
        }
        return paths
    }

    /// The paths (relative to the package) whose contents differ between two snapshots, the
    /// machine-local check cache left out.
    static func changedPaths(_ before: [String: String], _ after: [String: String], root: String) -> Set<String> {
        let keys = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
        return Set(keys.map { String($0.dropFirst(root.count + 1)) }.filter { !$0.hasPrefix(".scaffold/cache/") })
    }

    /// Runs `command` with `--dry-run`, then for real, and compares.
    static func expectDryRunPredicts(
        _ package: SyncTestPackage, _ command: ([String]) -> SyncTestPackage.Result, _ arguments: [String],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let before = try package.snapshot()
        let dryRun = command(arguments + ["--dry-run"])
        #expect(try package.snapshot() == before, "a dry run writes nothing", sourceLocation: sourceLocation)
        let real = command(arguments)
        #expect(dryRun.status == real.status, "\(dryRun.stderr)\(real.stderr)", sourceLocation: sourceLocation)
        let written = changedPaths(before, try package.snapshot(), root: package.root)
        #expect(!written.isEmpty, sourceLocation: sourceLocation)
        let listed = listedPaths(dryRun.stdout)
        #expect(
            listed == written,
            "listed but not written: \(listed.subtracting(written).sorted()); written but not listed: \(written.subtracting(listed).sorted())",
            sourceLocation: sourceLocation)
    }

    @Test func featureSyncRemoveAndRenameDryRunsListWhatTheRealRunsWrite() throws {
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.weatherSpec, SyncTestPackage.notesSpec])
        try Self.expectDryRunPredicts(package, package.feature, ["Things"])
        // sync after a spec change, with an edited client (its base gets stored) and an old
        // index of the app's record (deleted).
        try package.edit(TeamWorkflowTests.client, replacing: TeamWorkflowTests.liveBody, with: TeamWorkflowTests.filledBody)
        try package.write(AppRootUpdate.legacyRecordPath, "{\n  \"files\": {}\n}\n")
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        try Self.expectDryRunPredicts(package, package.sync, [])
        try Self.expectDryRunPredicts(package, package.rename, ["Things", "Stuff"])
        try Self.expectDryRunPredicts(package, package.remove, ["Notes"])
    }
}
