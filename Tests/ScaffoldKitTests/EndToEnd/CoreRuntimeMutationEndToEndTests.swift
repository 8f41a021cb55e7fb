import Foundation
import Testing

@testable import ScaffoldKit

/// The runtime's own behaviour tests (`FeatureCoreTests`, generated into every package) can
/// fail: in a package fresh from `scaffold init` (the runtime, the app, no features), each
/// mutation breaks one behaviour of `OperationRuns`, and the test that describes it must fail.
@Suite(.serialized) struct CoreRuntimeMutationEndToEndTests {
    /// One broken behaviour: the text replaced in `OperationRuns.swift` and the test that
    /// catches it.
    struct Mutation: CustomStringConvertible, Sendable {
        let behaviour: String
        let original: String
        let replacement: String
        let caughtBy: String
        var description: String { behaviour }
    }

    static let operationRuns = "Core/FeatureCore/Sources/OperationRuns.swift"

    static let mutations = [
        Mutation(
            behaviour: "a stale answer overwrites the latest",
            original: "guard queries[target.slot]?.generation == generation else { return false }",
            replacement: "_ = generation",
            caughtBy: "theLatestQueryWinsAndTheStaleAnswerIsDropped"),
        Mutation(
            behaviour: "a newer query leaves the earlier request running",
            original: "        queries[target.slot]?.cancel()\n", replacement: "",
            caughtBy: "aNewerQueryCancelsTheEarlierRequest"),
        Mutation(
            behaviour: "a later success hides an earlier command failure",
            original: "            runs.success = value\n",
            replacement: "            runs.success = value\n            runs.failure = nil\n",
            caughtBy: "aFailureIsNotLostToASuccessThatFinishesLater"),
        Mutation(
            behaviour: "destinations share one state",
            original: "slot = Slot(state: states, destination: destination)",
            replacement: "slot = Slot(state: states, destination: nil)",
            caughtBy: "aQueryOnAnotherDestinationNeitherCancelsNorSettlesThisOne"),
        Mutation(
            behaviour: "a destination's state outlives its leaving the path",
            original: "where !onPath.contains(route) {", replacement: "where !onPath.contains(route) && onPath.contains(route) {",
            caughtBy: "leavingThePathForgetsTheDestinationAndCancelsItsQuery"),
        Mutation(
            behaviour: "a run that settles after its destination left publishes there",
            original: "if shownAtStart, !target.isShown() {",
            replacement: "if shownAtStart, !target.isShown(), target.isShown() {",
            caughtBy: "aCommandWhoseDestinationLeftPublishesNothingWhenItFinishes"),
        Mutation(
            behaviour: "a cancelled query forgets what was shown before it",
            original:
                "            case .failure(let error) where error is CancellationError || Task.isCancelled:\n                write(read()?.settled ?? .idle)",
            replacement:
                "            case .failure(let error) where error is CancellationError || Task.isCancelled:\n                write(.idle)",
            caughtBy: "cancellingAQueryRestoresThePreviousState"),
    ]

    /// The package, built with its tests once for the whole suite.
    final class RuntimePackage: @unchecked Sendable {
        static let shared = Result { try RuntimePackage() }
        let directory: TemporaryDirectory
        let root: String
        let swift: ToolProcess

        private init() throws {
            directory = try TemporaryDirectory()
            root = directory.path + "/Runtime"
            guard let swift = BoundedSwift.tool else {
                throw CommandFailure("swift is not on PATH")
            }
            self.swift = swift
            let initialized = runTool(["init", "Runtime", "--path", root], in: directory.path)
            guard initialized.status == 0 else { throw CommandFailure("init failed: \(initialized.stderr)") }
            let build = try swift.run(["build", "--build-tests"], in: root)
            guard build.status == 0 else { throw CommandFailure("the runtime does not build:\n\(build.output.suffix(3000))") }
        }
    }

    @Test func theRuntimesTestsPassUnchanged() throws {
        let package = try RuntimePackage.shared.get()
        let test = try package.swift.run(["test", "--filter", "FeatureCoreTests"], in: package.root)
        #expect(test.status == 0, "\(test.output.suffix(3000))")
        for mutation in Self.mutations {
            #expect(test.output.contains("Test \(mutation.caughtBy)() passed"), "no passing test \(mutation.caughtBy)")
        }
    }

    @Test(arguments: mutations) func theRuntimesTestsFailWhenItsBehaviourBreaks(_ mutation: Mutation) throws {
        let package = try RuntimePackage.shared.get()
        let file = package.root + "/" + Self.operationRuns
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try #require(text.contains(mutation.original), "'\(mutation.original)' is not in \(Self.operationRuns)")
        try text.replacingOccurrences(of: mutation.original, with: mutation.replacement)
            .write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? text.write(toFile: file, atomically: true, encoding: .utf8) }
        let test = try package.swift.run(["test", "--filter", "FeatureCoreTests"], in: package.root)
        #expect(test.status != 0, "FeatureCoreTests passed although \(mutation.behaviour)")
        #expect(
            test.output.contains("Test \(mutation.caughtBy)() failed"),
            "\(mutation.caughtBy) did not catch that \(mutation.behaviour):\n\(test.output.suffix(2000))")
    }
}
