import Testing

@testable import ScaffoldKit

/// Issue 14: diffs cost time in proportion to the lines in the common cases (created and
/// deleted files, a few changed regions, big files with scattered changes), and stay correct:
/// applying the hunks to the old text gives the new text.
@Suite struct UnifiedDiffScaleTests {
    /// Applies a diff's hunks to `old` (the inverse of the diff, for checking).
    static func apply(_ diff: UnifiedDiff, to old: String) -> String {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result: [String] = []
        var cursor = 0
        for hunk in diff.hunks {
            let start = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
            result += oldLines[cursor..<start]
            cursor = start
            for line in hunk.lines {
                if line.hasPrefix("+") {
                    result.append(String(line.dropFirst()))
                } else if line.hasPrefix("-") {
                    cursor += 1
                } else if line.hasPrefix(" ") {
                    result.append(oldLines[cursor])
                    cursor += 1
                }
            }
        }
        result += oldLines[cursor...]
        return result.joined(separator: "\n")
    }

    /// A created file of 60,000 lines (the large spec writes files of this order): one hunk of
    /// insertions, built directly (the Myers diff of an empty text was quadratic).
    @Test func largeCreatedFileIsOneHunkOfInsertions() {
        let text = (1...60_000).map { "let value\($0) = \($0 % 7)" }.joined(separator: "\n") + "\n"
        let diff = UnifiedDiff(old: "", new: text)
        #expect(diff.hunks.count == 1)
        #expect(diff.hunks[0].header == "@@ -0,0 +1,60000 @@")
        #expect(diff.hunks[0].lines.allSatisfy { $0.hasPrefix("+") })
        let deleted = UnifiedDiff(old: text, new: "")
        #expect(deleted.hunks[0].header == "@@ -1,60000 +0,0 @@")
    }

    /// Scattered changes all over a big file (the middle is too large for Myers alone): the
    /// unique-line anchors split it, and the hunks still turn the old text into the new one.
    @Test(arguments: [1, 2, 3])
    func scatteredChangesInALargeFileRoundTrip(seed: UInt64) {
        var generator = SplitMix(seed: seed)
        let old = (0..<4_000).map { "line \($0) \(generator.next() % 1000)" }
        var new = old
        for index in stride(from: 3, to: new.count, by: 97) {
            switch generator.next() % 3 {
            case 0: new[index] = "changed \(index)"
            case 1: new[index] += " // edited"
            default: new[index] = "}"  // not unique: exercises the fallback between anchors
            }
        }
        new.insert(contentsOf: ["inserted a", "inserted b"], at: 2_000)
        new.removeSubrange(100..<104)
        let oldText = old.joined(separator: "\n") + "\n"
        let newText = new.joined(separator: "\n") + "\n"
        let diff = UnifiedDiff(old: oldText, new: newText)
        #expect(diff.hunks.count > 30)
        #expect(Self.apply(diff, to: oldText) == newText)
    }

    /// Common prefix and suffix around one change: one hunk with three lines of context.
    @Test func oneChangeInALargeFileIsOneSmallHunk() {
        let old = (0..<50_000).map { "row \($0)" }
        var new = old
        new[25_000] = "row changed"
        let diff = UnifiedDiff(old: old.joined(separator: "\n"), new: new.joined(separator: "\n"))
        #expect(diff.hunks.count == 1)
        #expect(diff.hunks[0].header == "@@ -24998,7 +24998,7 @@")
    }

    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
