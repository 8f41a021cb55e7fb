import Foundation
import Testing

/// Golden-file assertions with a record switch.
///
/// Set `SCAFFOLD_UPDATE_GOLDENS=1` to rewrite the expected files; the test then fails on
/// purpose so that nobody records by accident without looking at the diff.
enum Golden {
    /// Whether this run rewrites goldens.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["SCAFFOLD_UPDATE_GOLDENS"] == "1" }

    /// The repository root, found from this file's path.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // ScaffoldKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// Compares `actual` with the file at `path` (relative to the repository root), or records it.
    static func assertMatches(
        _ actual: String,
        file path: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let url = repositoryRoot.appendingPathComponent(path)
        if isRecording {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let existing = try? String(contentsOf: url, encoding: .utf8)
            if existing != actual {
                try? actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("recorded golden \(path); rerun without SCAFFOLD_UPDATE_GOLDENS", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "missing golden \(path); run with SCAFFOLD_UPDATE_GOLDENS=1 to record it", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record(
                "\(path) differs from the golden (run with SCAFFOLD_UPDATE_GOLDENS=1 to update):\n\(lineDiff(expected: expected, actual: actual))",
                sourceLocation: sourceLocation)
        }
    }

    /// A minimal line diff: `-` expected, `+` actual.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
        var lines: [String] = []
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, let element, _): lines.append("-\(offset + 1): \(element)")
            case .insert(let offset, let element, _): lines.append("+\(offset + 1): \(element)")
            }
        }
        return lines.prefix(80).joined(separator: "\n")
    }
}
