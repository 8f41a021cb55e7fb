/// Suggests the closest valid name for a misspelt one ("did you mean …?").
public enum NearestName {
    /// Returns the candidate with the smallest edit distance to `name`, if it is close enough
    /// to be a plausible typo (distance at most a third of the longer name, and at least 1
    /// allowed), preferring the first candidate in sorted order on ties.
    /// - Parameters:
    ///   - name: the misspelt name.
    ///   - candidates: the valid names.
    /// - Returns: the suggestion, or `nil` when nothing is close.
    public static func find(_ name: String, among candidates: [String]) -> String? {
        var best: (distance: Int, name: String)?
        // The distance is at least the difference in length, so a name far longer than every
        // candidate (a 1 MB key) is dismissed without comparing it character by character.
        let longest = candidates.map(\.count).max() ?? 0
        guard name.utf8.count <= 4 * (longest + 4) else { return nil }
        let lowercased = name.lowercased()
        let nameCount = lowercased.count
        for candidate in candidates.sorted() {
            let limit = max(1, max(nameCount, candidate.count) / 3)
            guard abs(nameCount - candidate.count) <= limit else { continue }
            let distance = editDistance(lowercased, candidate.lowercased())
            guard distance <= limit else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (distance, candidate)
        }
        return best?.name
    }

    /// Edit distance between two strings, counted in characters: insertions, deletions,
    /// substitutions and transpositions of adjacent characters (the most common typo, such as
    /// `sytle` for `style`) each cost 1 (optimal string alignment distance).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
