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
/// `\ No newline at end of file`. The edit script comes from the standard library's
/// `CollectionDifference` (a Myers diff), with deletions printed before insertions.
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
            if let newline = rest.firstIndex(of: "\n") {
                result.append(Line(text: rest[..<newline], terminated: true))
                rest = rest[rest.index(after: newline)...]
            } else {
                result.append(Line(text: rest, terminated: false))
                rest = rest[rest.endIndex...]
            }
        }
        return result
    }

    private static func script(_ old: [Line], _ new: [Line]) -> [Operation] {
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var operations: [Operation] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                operations.append(.delete(old: i))
                i += 1
            } else if j < new.count, inserted.contains(j) {
                operations.append(.insert(new: j))
                j += 1
            } else if i < old.count, j < new.count {
                operations.append(.equal(old: i, new: j))
                i += 1
                j += 1
            } else if i < old.count {
                operations.append(.delete(old: i))
                i += 1
            } else {
                operations.append(.insert(new: j))
                j += 1
            }
        }
        return operations
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
