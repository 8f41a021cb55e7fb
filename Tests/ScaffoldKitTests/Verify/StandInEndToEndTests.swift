import Foundation
import Testing

@testable import ScaffoldKit

/// The SwiftUI and SwiftData stand-ins against real code: their self-tests (snippets that must
/// type-check, planted mistakes that must not) and every example and style golden, type-checked
/// with `swiftc -typecheck -swift-version 6 -warnings-as-errors`.
@Suite(.serialized) struct StandInEndToEndTests {
    /// Every `Examples/*/expected` and style golden feature type-checks against the stand-ins,
    /// UI and storage included. Prints the seconds each feature took.
    @Test func everyExampleAndGoldenTypeChecks() throws {
        let harness = try StandInHarness.shared.get()
        let folders = StandInHarness.repositorySourcesFolders()
        #expect(folders.count >= 19)
        print("stand-in modules compiled in \(String(format: "%.2f", harness.prepared.seconds)) s")
        var total = 0.0
        for folder in folders {
            let result = try harness.check(sourcesFolder: Golden.repositoryRoot.path + "/" + folder)
            total += result.seconds
            print(
                "stand-in type-check \(folder): \(result.succeeded ? "ok" : "FAILED") (\(String(format: "%.2f", result.seconds)) s)"
            )
            if !result.succeeded { Issue.record("\(folder) does not type-check against the stand-ins:\n\(result.output)") }
        }
        print("stand-in type-check of \(folders.count) features: \(String(format: "%.1f", total)) s")
    }
}
