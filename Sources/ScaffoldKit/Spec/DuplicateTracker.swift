/// Remembers the first declaration of each canonical name in one scope.
struct DuplicateTracker {
    private var firsts: [String: Located<String>] = [:]

    /// Records `located` under `key`; returns the earlier declaration if there is one.
    mutating func insert(_ key: String, _ located: Located<String>) -> Located<String>? {
        if let first = firsts[key] { return first }
        firsts[key] = located
        return nil
    }
}
