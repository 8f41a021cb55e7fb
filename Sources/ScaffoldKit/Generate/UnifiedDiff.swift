/// A line diff between two texts in the unified format (`diff -u`, `git diff`).
///
/// ```
/// --- a/Package.swift
/// +++ b/Package.swift
/// @@ -10,3 +10,4 @@
///          .target(name: "App"),
/// +        .target(name: "Weather", path: "Features/Weather/Sources"),
///      ],
/// ```
/// Lines are compared including their terminators, so a changed line ending (CRLF vs LF) or
/// a missing final newline shows up; a last line without a newline is followed by
/// `\ No newline at end of file`. Cost is linear in the lines for created and deleted files and
/// for edits of a few regions: the common prefix and suffix are matched directly and only the
/// differing middle is diffed (the standard library's `CollectionDifference`, a Myers diff, for
/// small middles; unique-line anchors first for large ones). Deletions print before insertions.
public struct UnifiedDiff: Hashable, Sendable {
    /// One hunk: a run of changes with surrounding context.
    public struct Hunk: Hashable, Sendable {
        /// 1-based first line in the old text (the line before the hunk when `oldCount` is 0).
        public var oldStart: Int
        /// Number of old lines covered.
        public var oldCount: Int
        /// 1-based first line in the new text (the line before the hunk when `newCount` is 0).
        public var newStart: Int
        /// Number of new lines covered.
        public var newCount: Int
        /// The hunk's body lines, each starting with ` `, `-` or `+` (and `\` markers), without
        /// line terminators.
        public var lines: [String]

        /// The `@@ -l,n +l,n @@` header (a count of 1 is omitted, as `diff -u` does).
        public var header: String {
            func range(_ start: Int, _ count: Int) -> String {
                count == 1 ? "\(start)" : "\(start),\(count)"
            }
            return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
        }
    }

    /// The hunks, in order; empty when the texts are equal.
    public var hunks: [Hunk]

    /// Whether the texts were equal.
    public var isEmpty: Bool { hunks.isEmpty }

    /// Diffs two texts.
    /// - Parameters:
    ///   - old: the text before (empty for a file being created).
    ///   - new: the text after.
    ///   - context: unchanged lines shown around each change (3, as `diff -u`).
    public init(old: String, new: String, context: Int = 3) {
        let oldLines = Self.lines(of: old)
        let newLines = Self.lines(of: new)
        self.hunks = Self.hunks(oldLines, newLines, context: max(0, context))
    }

    /// Renders the diff with file headers.
    /// - Parameters:
    ///   - oldPath: the old file's label, or `nil` for a file being created (`/dev/null`).
    ///   - newPath: the new file's label, or `nil` for a file being deleted (`/dev/null`).
    /// - Returns: the diff text ending in a newline, or the empty string when there are no changes.
    public func rendered(oldPath: String?, newPath: String?) -> String {
        guard !hunks.isEmpty else { return "" }
        var out = "--- \(oldPath.map { "a/\($0)" } ?? "/dev/null")\n"
        out += "+++ \(newPath.map { "b/\($0)" } ?? "/dev/null")\n"
        for hunk in hunks {
            out += hunk.header + "\n"
            for line in hunk.lines { out += line + "\n" }
        }
        return out
    }

    /// Convenience: the rendered diff of a file at `path` changing from `old` to `new`.
    /// - Parameters:
    ///   - old: the text before, or `nil` when the file is being created.
    ///   - new: the text after.
    ///   - path: the file's path relative to the package root, used in both headers.
    /// - Returns: the diff text, or the empty string when there are no changes.
    public static func render(old: String?, new: String, path: String) -> String {
        UnifiedDiff(old: old ?? "", new: new).rendered(oldPath: old == nil ? nil : path, newPath: path)
    }

    // MARK: - Lines and edit script

    /// A line including its terminator (`\n`, or nothing for a final unterminated line).
    private struct Line: Hashable {
        var text: Substring
        var terminated: Bool
    }

    private enum Operation {
        case equal(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    private static func lines(of text: String) -> [Line] {
        var result: [Line] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            // Searched as bytes: a line feed is never part of a multi-byte character, and this
            // avoids grapheme breaking over megabytes of generated text.
            if let newline = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) {
                result.append(Line(text: rest[..<newline], terminated: true))
                rest = rest[rest.utf8.index(after: newline)...]
            } else {
                result.append(Line(text: rest, terminated: false))
                rest = rest[rest.endIndex...]
            }
        }
        return result
    }

    /// The edit script from `old` to `new`: the common prefix and suffix are matched directly
    /// (linear), so a created or deleted file, or an edit of a few regions, costs time in
    /// proportion to the lines; only the differing middle goes to a real diff algorithm
    /// (``middleScript(_:_:oldOffset:newOffset:into:)``).
    private static func script(_ old: [Line], _ new: [Line]) -> [Operation] {
        var operations: [Operation] = []
        operations.reserveCapacity(max(old.count, new.count))
        appendScript(old[...], new[...], into: &operations)
        return operations
    }

    /// Appends the script for two slices (indices are those of the whole texts).
    private static func appendScript(_ old: ArraySlice<Line>, _ new: ArraySlice<Line>, into operations: inout [Operation]) {
        var oldStart = old.startIndex, newStart = new.startIndex
        var oldEnd = old.endIndex, newEnd = new.endIndex
        while oldStart < oldEnd, newStart < newEnd, old[oldStart] == new[newStart] {
            operations.append(.equal(old: oldStart, new: newStart))
            oldStart += 1
            newStart += 1
        }
        var suffix = 0
        while oldEnd > oldStart, newEnd > newStart, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
            suffix += 1
        }
        if oldStart == oldEnd || newStart == newEnd {
            for i in oldStart..<oldEnd { operations.append(.delete(old: i)) }
            for j in newStart..<newEnd { operations.append(.insert(new: j)) }
        } else {
            middleScript(old[oldStart..<oldEnd], new[newStart..<newEnd], into: &operations)
        }
        for k in 0..<suffix { operations.append(.equal(old: oldEnd + k, new: newEnd + k)) }
    }

    /// The script for a middle that differs at both ends. Small middles (the common case: a
    /// few changed regions) use the standard library's Myers diff (`CollectionDifference`,
    /// O((N+M)·D)); large ones are first split at lines that occur exactly once on each side,
    /// in the same order (a patience diff), so the cost stays near linear for big files with
    /// many scattered changes; a large middle without such anchors is replaced as a block.
    private static func middleScript(_ old: ArraySlice<Line>, _ new: ArraySlice<Line>, into operations: inout [Operation]) {
        if old.count * new.count <= 1_000_000 {
            myersScript(old, new, into: &operations)
            return
        }
        let anchors = uniqueCommonLines(old, new)
        guard !anchors.isEmpty else {
            for i in old.indices { operations.append(.delete(old: i)) }
            for j in new.indices { operations.append(.insert(new: j)) }
            return
        }
        var oldCursor = old.startIndex, newCursor = new.startIndex
        for anchor in anchors {
            appendScript(old[oldCursor..<anchor.old], new[newCursor..<anchor.new], into: &operations)
            operations.append(.equal(old: anchor.old, new: anchor.new))
            oldCursor = anchor.old + 1
            newCursor = anchor.new + 1
        }
        appendScript(old[oldCursor..<old.endIndex], new[newCursor..<new.endIndex], into: &operations)
    }

    /// The longest increasing run of lines unique to both sides (patience sorting,
    /// O(n log n)), as index pairs in order.
    private static func uniqueCommonLines(_ old: ArraySlice<Line>, _ new: ArraySlice<Line>) -> [(old: Int, new: Int)] {
        var oldCounts: [Line: (count: Int, index: Int)] = [:]
        for i in old.indices {
            oldCounts[old[i], default: (0, i)].count += 1
        }
        var newCounts: [Line: (count: Int, index: Int)] = [:]
        for j in new.indices {
            newCounts[new[j], default: (0, j)].count += 1
        }
        // Pairs in new-order whose line is unique on both sides.
        var pairs: [(old: Int, new: Int)] = []
        for j in new.indices {
            guard let inNew = newCounts[new[j]], inNew.count == 1, let inOld = oldCounts[new[j]], inOld.count == 1 else {
                continue
            }
            pairs.append((inOld.index, j))
        }
        // Longest increasing subsequence by old index.
        var tails: [Int] = []  // indices into pairs
        var previous = [Int](repeating: -1, count: pairs.count)
        for (k, pair) in pairs.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if pairs[tails[mid]].old < pair.old { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[k] = tails[low - 1] }
            if low == tails.count { tails.append(k) } else { tails[low] = k }
        }
        var result: [(old: Int, new: Int)] = []
        var k = tails.last ?? -1
        while k >= 0 {
            result.append(pairs[k])
            k = previous[k]
        }
        return result.reversed()
    }

    /// Myers via `CollectionDifference`, deletions before insertions.
    private static func myersScript(_ old: ArraySlice<Line>, _ new: ArraySlice<Line>, into operations: inout [Operation]) {
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in Array(new).difference(from: Array(old)) {
            switch change {
            case .remove(let offset, _, _): removed.insert(old.startIndex + offset)
            case .insert(let offset, _, _): inserted.insert(new.startIndex + offset)
            }
        }
        var i = old.startIndex, j = new.startIndex
        while i < old.endIndex || j < new.endIndex {
            if i < old.endIndex, removed.contains(i) {
                operations.append(.delete(old: i))
                i += 1
            } else if j < new.endIndex, inserted.contains(j) {
                operations.append(.insert(new: j))
                j += 1
            } else if i < old.endIndex, j < new.endIndex {
                operations.append(.equal(old: i, new: j))
                i += 1
                j += 1
            } else if i < old.endIndex {
                operations.append(.delete(old: i))
                i += 1
            } else {
                operations.append(.insert(new: j))
                j += 1
            }
        }
    }

    private static func hunks(_ old: [Line], _ new: [Line], context: Int) -> [Hunk] {
        let operations = script(old, new)
        let changed = operations.indices.filter {
            if case .equal = operations[$0] { return false }
            return true
        }
        guard let firstChange = changed.first else { return [] }

        // Group changes whose gap of equal lines is at most 2 × context.
        var groups: [(start: Int, end: Int)] = []
        var groupStart = firstChange, groupEnd = firstChange
        for index in changed.dropFirst() {
            if index - groupEnd - 1 > 2 * context {
                groups.append((groupStart, groupEnd))
                groupStart = index
            }
            groupEnd = index
        }
        groups.append((groupStart, groupEnd))

        // Positions (old, new) before each operation index.
        var oldBefore: [Int] = [], newBefore: [Int] = []
        var o = 0, n = 0
        for operation in operations {
            oldBefore.append(o)
            newBefore.append(n)
            switch operation {
            case .equal: o += 1; n += 1
            case .delete: o += 1
            case .insert: n += 1
            }
        }

        return groups.map { group in
            let start = max(0, group.start - context)
            let end = min(operations.count - 1, group.end + context)
            var lines: [String] = []
            var oldCount = 0, newCount = 0
            for operation in operations[start...end] {
                switch operation {
                case .equal(let i, _):
                    oldCount += 1
                    newCount += 1
                    append(" ", old[i], to: &lines)
                case .delete(let i):
                    oldCount += 1
                    append("-", old[i], to: &lines)
                case .insert(let j):
                    newCount += 1
                    append("+", new[j], to: &lines)
                }
            }
            let oldStart = oldBefore[start] + (oldCount == 0 ? 0 : 1)
            let newStart = newBefore[start] + (newCount == 0 ? 0 : 1)
            return Hunk(oldStart: oldStart, oldCount: oldCount, newStart: newStart, newCount: newCount, lines: lines)
        }
    }

    private static func append(_ marker: String, _ line: Line, to lines: inout [String]) {
        lines.append(marker + line.text)
        if !line.terminated { lines.append("\\ No newline at end of file") }
    }
}
