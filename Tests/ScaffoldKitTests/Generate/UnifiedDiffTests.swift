import Foundation
import Testing

@testable import ScaffoldKit

@Suite struct UnifiedDiffTests {
    @Test func equalTextsHaveNoHunks() {
        #expect(UnifiedDiff(old: "a\nb\n", new: "a\nb\n").isEmpty)
        #expect(UnifiedDiff.render(old: "a\n", new: "a\n", path: "x") == "")
    }

    @Test func createdFileDiffsFromDevNull() {
        let diff = UnifiedDiff.render(old: nil, new: "one\ntwo\n", path: "Sources/A.swift")
        #expect(
            diff == """
                --- /dev/null
                +++ b/Sources/A.swift
                @@ -0,0 +1,2 @@
                +one
                +two

                """)
    }

    @Test func changeInTheMiddleShowsThreeLinesOfContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(
            UnifiedDiff.render(old: old, new: new, path: "f") == """
                --- a/f
                +++ b/f
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test func distantChangesMakeSeparateHunks() {
        let old = (1...20).map { "\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "\n2\n", with: "\nTWO\n").replacingOccurrences(of: "\n19\n", with: "\nNINETEEN\n")
        let diff = UnifiedDiff(old: old, new: new)
        #expect(diff.hunks.map(\.header) == ["@@ -1,5 +1,5 @@", "@@ -16,5 +16,5 @@"])
    }

    @Test func insertionIntoEmptyRegionUsesTheLineBefore() {
        let diff = UnifiedDiff(old: "a\nb\n", new: "a\nb\nc\n", context: 0)
        #expect(diff.hunks.map(\.header) == ["@@ -2,0 +3 @@"])
    }

    @Test func missingFinalNewlineIsMarked() {
        let diff = UnifiedDiff.render(old: "a\nb", new: "a\nb\n", path: "f")
        #expect(diff.contains("-b\n\\ No newline at end of file\n+b\n"))
    }

    @Test func deletingEverything() {
        let diff = UnifiedDiff(old: "a\nb\n", new: "")
        #expect(diff.hunks.map(\.header) == ["@@ -1,2 +0,0 @@"])
    }

    /// Cross-checks the hunk headers and bodies against the system's `diff -u`.
    @Test(arguments: [
        ("a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\n", "a\nB\nc\nd\ne\nf\ng\nh\ni\nJ\nk\nl\n"),
        ("x\ny\nz\n", "w\nx\ny\nz\n"),
        ("1\n2\n3\n4\n5\n6\n7\n8\n9\n", "1\n2\n4\n5\n6\n8\n9\n"),
        ("same\n", "same\nplus\nmore\n"),
    ])
    func agreesWithSystemDiff(old: String, new: String) throws {
        let diffTool = "/usr/bin/diff"
        guard FileManager.default.isExecutableFile(atPath: diffTool) else { return }
        let temp = try TemporaryDirectory()
        let a = temp.path + "/a", b = temp.path + "/b"
        try old.write(toFile: a, atomically: true, encoding: .utf8)
        try new.write(toFile: b, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: diffTool)
        process.arguments = ["-u", a, b]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let expectedBody = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .dropFirst(2).joined(separator: "\n")
        let ours = UnifiedDiff(old: old, new: new).rendered(oldPath: "a", newPath: "b")
        let oursBody = ours.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
        // Hunk headers must agree exactly; bodies may differ only where several minimal edit
        // scripts exist, so compare the set of changed lines.
        let headers = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("@@") } }
        #expect(headers(oursBody) == headers(expectedBody))
        let changes = { (text: String) in Set(text.split(separator: "\n").filter { $0.hasPrefix("+") || $0.hasPrefix("-") }) }
        #expect(changes(oursBody) == changes(expectedBody))
    }
}
