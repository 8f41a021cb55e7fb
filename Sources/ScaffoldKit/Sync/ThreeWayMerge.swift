/// Line-based three-way merge (diff3), used by `scaffold sync` to keep user edits in generated
/// files when the spec or templates change.
///
/// `base` is what scaffold last wrote, `ours` the file as the user has it now, `theirs` the new
/// rendering. Regions changed on one side only take that side; regions changed identically on
/// both take either; regions changed differently on both are conflicts. Line matching uses the
/// standard library's `CollectionDifference` (Myers' algorithm).
public enum ThreeWayMerge {
    /// The outcome of a merge.
    public struct Result: Hashable, Sendable {
        /// The merged text. Where there are conflicts it contains diff3-style markers
        /// (`<<<<<<<`, `|||||||`, `=======`, `>>>>>>>`).
        public var text: String
        /// 1-based line ranges (in `text`) of the conflict blocks, markers included.
        public var conflicts: [ClosedRange<Int>]

        /// Whether any region could not be merged.
        public var hasConflicts: Bool { !conflicts.isEmpty }
    }

    /// Labels written after the conflict markers.
    public struct Labels: Hashable, Sendable {
        /// After `<<<<<<<`: the user's version.
        public var ours: String
        /// After `|||||||`: the common ancestor.
        public var base: String
        /// After `>>>>>>>`: the new rendering.
        public var theirs: String

        /// Creates labels.
        public init(ours: String = "yours", base: String = "last generated", theirs: String = "generated now") {
            self.ours = ours
            self.base = base
            self.theirs = theirs
        }
    }

    /// Merges three versions of a text.
    /// - Parameters:
    ///   - base: the common ancestor (what scaffold last wrote).
    ///   - ours: the user's current file.
    ///   - theirs: the new rendering.
    ///   - labels: conflict marker labels.
    /// - Returns: the merged text and where conflicts are.
    public static func merge(base: String, ours: String, theirs: String, labels: Labels = Labels()) -> Result {
        if ours == theirs || theirs == base { return Result(text: ours, conflicts: []) }
        if ours == base { return Result(text: theirs, conflicts: []) }
        let baseLines = lines(base), ourLines = lines(ours), theirLines = lines(theirs)
        let toOurs = matches(from: baseLines, to: ourLines)
        let toTheirs = matches(from: baseLines, to: theirLines)

        var output: [Substring] = []
        var conflicts: [ClosedRange<Int>] = []
        var b = 0, o = 0, t = 0
        while b < baseLines.count || o < ourLines.count || t < theirLines.count {
            if b < baseLines.count, toOurs[b] == o, toTheirs[b] == t {
                output.append(baseLines[b])
                b += 1
                o += 1
                t += 1
                continue
            }
            // The next base line kept by both sides ends this unstable chunk.
            var next = b
            while next < baseLines.count, toOurs[next] == nil || toTheirs[next] == nil { next += 1 }
            let oEnd = next < baseLines.count ? toOurs[next] ?? ourLines.count : ourLines.count
            let tEnd = next < baseLines.count ? toTheirs[next] ?? theirLines.count : theirLines.count
            let baseChunk = Array(baseLines[b..<next])
            let ourChunk = Array(ourLines[o..<oEnd])
            let theirChunk = Array(theirLines[t..<tEnd])
            if ourChunk == theirChunk || theirChunk == baseChunk {
                output += ourChunk
            } else if ourChunk == baseChunk {
                output += theirChunk
            } else if let merged = changesBeside(ourChunk, theirChunk, base: baseChunk)
                ?? changesBeside(theirChunk, ourChunk, base: baseChunk)
            {
                output += merged
            } else {
                let start = output.count + 1
                output.append(Substring("<<<<<<< \(labels.ours)\n"))
                output += terminated(ourChunk)
                output.append(Substring("||||||| \(labels.base)\n"))
                output += terminated(baseChunk)
                output.append("=======\n")
                output += terminated(theirChunk)
                output.append(Substring(">>>>>>> \(labels.theirs)\n"))
                conflicts.append(start...output.count)
            }
            b = next
            o = oEnd
            t = tEnd
        }
        return Result(text: output.joined(), conflicts: conflicts)
    }

    /// Merges a chunk whose two sides changed different lines of it: `first` changed (replaced,
    /// deleted, or added before) the base's first lines and kept the rest as they were; `second`
    /// kept those first lines as they were and changed (replaced, deleted, or added after) the
    /// rest. The merge is `first`'s change followed by `second`'s. The two touch no common line —
    /// a feature added to, removed from or renamed in the app next to the line a user edited —
    /// so this is not a conflict, although git's diff3 calls such adjacent changes one. Lines
    /// added by both sides where the base is empty stay a conflict.
    /// - Returns: the merged lines, or `nil` when no split of the base separates the changes.
    private static func changesBeside(_ first: [Substring], _ second: [Substring], base: [Substring]) -> [Substring]? {
        guard !base.isEmpty else { return nil }
        for split in 0...base.count {
            let head = base[..<split], tail = base[split...]
            guard first.count >= tail.count, second.count >= head.count, first.suffix(tail.count).elementsEqual(tail),
                second.prefix(head.count).elementsEqual(head)
            else { continue }
            // Where the split falls between two base lines, the split must be the only one the
            // line matching allows: when the changed head could slide down one line (its first
            // line equals the tail's first) or the changed tail up one (its last line equals the
            // head's last), the two changes may be one (a String Catalog entry removed while its
            // comment was edited): a conflict, never a guess.
            if split > 0, split < base.count, base[0] == base[split] || base[split - 1] == base[base.count - 1] {
                return nil
            }
            return Array(first.dropLast(tail.count)) + Array(second.dropFirst(head.count))
        }
        return nil
    }

    /// Whether `text` contains a line starting with a conflict marker.
    ///
    /// Markers are `<<<<<<< `, `||||||| ` and `>>>>>>> ` at the start of a line and a line that
    /// is exactly `=======`. Scans bytes: `check` runs this over every generated file.
    public static func containsConflictMarkers(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                if isMarkerLine(bytes, start, end) { return true }
                start = end + 1
            }
            return false
        }
    }

    /// Whether `bytes[start..<end]` (one line without its `\n`) is a conflict marker line.
    private static func isMarkerLine(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var length = end - start
        if length > 0, bytes[end - 1] == 0x0D { length -= 1 }
        guard length >= 7 else { return false }
        let first = bytes[start]
        guard first == UInt8(ascii: "<") || first == UInt8(ascii: ">") || first == UInt8(ascii: "|") || first == UInt8(ascii: "=")
        else { return false }
        for offset in 1..<7 where bytes[start + offset] != first { return false }
        if first == UInt8(ascii: "=") { return length == 7 }
        return length > 7 && bytes[start + 7] == UInt8(ascii: " ")
    }

    /// Splits text into lines, each keeping its newline (the last may have none).
    static func lines(_ text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        var index = start
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == "\n" || text[index] == "\r\n" {
                result.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start < text.endIndex { result.append(text[start...]) }
        return result
    }

    /// Lines inside a conflict block must end with a newline so markers stay on their own lines.
    private static func terminated(_ chunk: [Substring]) -> [Substring] {
        chunk.map { $0.hasSuffix("\n") ? $0 : Substring($0 + "\n") }
    }

    /// For each line of `old`, the index of the same line in `new`, or `nil` if it was removed.
    static func matches(from old: [Substring], to new: [Substring]) -> [Int?] {
        let difference = new.difference(from: old)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var result = [Int?](repeating: nil, count: old.count)
        var newIndex = 0
        for oldIndex in old.indices where !removed.contains(oldIndex) {
            while inserted.contains(newIndex) { newIndex += 1 }
            result[oldIndex] = newIndex
            newIndex += 1
        }
        slideInsertionsDown(&result, old: old, new: new)
        return result
    }

    /// Moves each pure insertion as far down as equal lines allow, as `diff` implementations
    /// do: a method appended after `    }` is an insertion after that line, not one that starts
    /// with a `    }` matched against the previous method's closing brace. Without this, a new
    /// method rendered after a method whose body the user filled in touches the user's edit and
    /// merges as a conflict.
    private static func slideInsertionsDown(_ result: inout [Int?], old: [Substring], new: [Substring]) {
        var previousNew: Int? = -1  // `nil` after a removed line: then the gap is a change, not an insertion
        var k = 0
        while k < old.count {
            guard var end = result[k] else {
                previousNew = nil
                k += 1
                continue
            }
            if let previous = previousNew, end > previous + 1 {
                var start = previous + 1
                var slid = false
                while k < old.count, result[k] == end, start < end, new[start] == old[k] {
                    result[k] = start
                    start += 1
                    end += 1
                    k += 1
                    slid = true
                }
                if slid {
                    previousNew = result[k - 1]
                    continue
                }
            }
            previousNew = end
            k += 1
        }
    }
}
