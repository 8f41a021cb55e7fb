import Foundation
import Testing

@testable import ScaffoldKit

/// The shortcuts a cold `check` takes (issue 14) decide exactly what the long way decides: the
/// generator's hashes handed to the planner (each rendering hashed once), and the work `check`
/// runs beside the cache update.
@Suite struct PlanHashHandOffTests {
    /// The Weather feature rendered from `specText`, with the package's stored record.
    static func rendered(_ package: SyncTestPackage, specText: String) throws -> (FeatureGenerator.Output, StoredRecord) {
        let spec = try FeatureSpecLoader.load(bytes: Array(specText.utf8), file: "spec.json")
        guard let templates = TemplateSet.builtin(style: spec.style) else { throw TestFailure("no templates") }
        let output = try FeatureGenerator(templates: templates, layout: .features).generate(spec, specText: specText)
        let workspace = try PackageWorkspace.open(package: package.root, from: package.root, fileSystem: package.fileSystem)
        guard let stored = try workspace.storedRecord(for: "Weather") else { throw TestFailure("no record") }
        return (output, stored)
    }

    @Test func theGeneratorHashesEveryFileAsTheRecordDoes() throws {
        let package = try SyncTestPackage.make()
        let (output, _) = try Self.rendered(package, specText: SyncTestPackage.weatherSpec)
        #expect(output.fileHashes == output.files.map { ContentHash.of($0.contents) })
        #expect(output.fileHashes == output.record.files.map(\.baseHash))
    }

    /// Seeded: files edited, deleted or left as they are, with the spec as generated or changed;
    /// the plan from the handed hashes equals the plan that hashes every rendering again.
    @Test func handedHashesGiveThePlanOfHashingAgain() throws {
        var random = SeededGenerator(seed: SeededGenerator.seed(from: "SCAFFOLD_HASH_HANDOFF_SEED", default: 14))
        for round in 0..<6 {
            let package = try SyncTestPackage.make()
            let specText = round % 2 == 0 ? SyncTestPackage.weatherSpec : SyncTestPackage.weatherSpecWithRouteAndMethod
            let (output, stored) = try Self.rendered(package, specText: specText)
            for file in stored.record.files where file.path.hasSuffix(".swift") {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: try package.delete(file.path)
                case 1: try package.write(file.path, (try package.read(file.path) ?? "") + "// mine\n")
                default: break
                }
            }
            var unhashed = output
            unhashed.fileHashes = nil
            let planner = SyncPlanner(fileSystem: package.fileSystem, root: package.root)
            let fast = planner.plan(output, stored: stored, specText: specText)
            let slow = planner.plan(unhashed, stored: stored, specText: specText)
            #expect(fast == slow, "round \(round)")
        }
    }

    @Test func changedFilesDropTheHandedHashes() throws {
        let package = try SyncTestPackage.make()
        let (output, stored) = try Self.rendered(package, specText: SyncTestPackage.weatherSpec)
        var edited = output
        edited.files[0].contents += "// changed after rendering\n"
        #expect(edited.fileHashes == nil)
        let plan = SyncPlanner(fileSystem: package.fileSystem, root: package.root)
            .plan(edited, stored: stored, specText: SyncTestPackage.weatherSpec)
        let entry = plan.record.files.first { $0.path == edited.files[0].path }
        #expect(entry?.baseHash == ContentHash.of(edited.files[0].contents))
    }

    /// `check` on a real disk runs the work beside the cache update once, with the report's
    /// features, and has finished it when it returns.
    @Test func checkRunsTheWorkBesideItOnceWithTheFeatures() throws {
        let fixture = try CheckCacheInvalidationTests.Fixture()
        let calls = Calls()
        let report = try CheckCommand.check(
            features: [],
            workspace: try PackageWorkspace.open(
                package: fixture.package.root, from: fixture.package.root, fileSystem: fixture.package.fileSystem),
            planner: SyncPlanner(fileSystem: fixture.package.fileSystem, root: fixture.package.root), racyWindow: 0,
            binary: "test-binary 1"
        ) { features in calls.append(features) }
        #expect(report.isInSync)
        #expect(calls.all == [["Notes", "Weather"]])
        // And the command's verdict is the one of the package as it is.
        let result = fixture.package.check()
        #expect(result.status == ExitCode.success, "\(result.stdout)\(result.stderr)")
    }

    /// Calls recorded from another thread.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var calls: [[String]] = []
        func append(_ features: [String]) {
            lock.lock()
            calls.append(features)
            lock.unlock()
        }
        var all: [[String]] {
            lock.lock()
            defer { lock.unlock() }
            return calls
        }
    }
}
