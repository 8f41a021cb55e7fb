/// Small, purely textual operations on `/`-separated paths, shared by the file systems and the
/// plan writer (Foundation's `NSString` path methods behave differently across platforms).
public enum PathComponents {
    /// Joins a base path and a relative path with exactly one `/`.
    /// - Parameters:
    ///   - base: a path, absolute or relative.
    ///   - relative: a relative path; an empty string returns `base`.
    /// - Returns: the joined path.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.isEmpty { return base }
        if base.isEmpty { return relative }
        if base.hasSuffix("/") { return base + relative }
        return base + "/" + relative
    }

    /// The path without its last component (`/a/b` → `/a`, `/a` → `/`, `a` → ``).
    public static func parent(of path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// The last component of a path (`/a/b.swift` → `b.swift`).
    public static func lastComponent(of path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// Normalises an absolute path: collapses repeated `/`, removes `.` and resolves `..`
    /// textually (never above the root). Relative paths are returned with the same cleanup but
    /// leading `..` kept.
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined
    }

    /// Whether `path` is `root` or inside it (both absolute and normalised).
    public static func isInside(_ path: String, root: String) -> Bool {
        if root == "/" { return path.hasPrefix("/") }
        return path == root || path.hasPrefix(root + "/")
    }

    /// Checks that `path` is a clean relative path inside a root: not empty, not absolute, no
    /// `.` or `..` components, no empty components, no backslashes.
    /// - Returns: `nil` when valid, else why not.
    public static func problemWithRelativePath(_ path: String) -> String? {
        if path.isEmpty { return "the path is empty" }
        if path.hasPrefix("/") { return "the path must be relative to the package root" }
        if path.contains("\\") { return "the path must use '/' separators" }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "the path must not contain control characters"
        }
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part.isEmpty { return "the path has an empty component" }
            if part == "." || part == ".." { return "the path must not contain '.' or '..'" }
        }
        return nil
    }
}
