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
        // On bytes (`/` and `.` are single-byte in UTF-8, never part of another character's
        // encoding; the file system splits on the byte too): every file read is resolved.
        let bytes = Array(path.utf8)
        let absolute = bytes.first == UInt8(ascii: "/")
        var parts: [Range<Int>] = []
        var start = 0
        var clean = true
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
            let length = end - start
            if length == 0 {
                // An empty component: the leading `/` (kept), a repeated or trailing `/` (dropped).
                if start != 0 { clean = false }
            } else if length == 1, bytes[start] == UInt8(ascii: ".") {
                clean = false
            } else if length == 2, bytes[start] == UInt8(ascii: "."), bytes[start + 1] == UInt8(ascii: ".") {
                clean = false
                if let last = parts.last,
                    !(last.count == 2 && bytes[last.lowerBound] == UInt8(ascii: ".")
                        && bytes[last.lowerBound + 1] == UInt8(ascii: "."))
                {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(start..<end)
                }
            } else {
                parts.append(start..<end)
            }
            start = end + 1
        }
        if clean { return path }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        if absolute { out.append(UInt8(ascii: "/")) }
        for (index, part) in parts.enumerated() {
            if index > 0 { out.append(UInt8(ascii: "/")) }
            out.append(contentsOf: bytes[part])
        }
        return String(decoding: out, as: UTF8.self)
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
        // On bytes (every path a record names is checked before it is read): `\\` and the
        // control characters are ASCII, and no byte of a longer UTF-8 sequence is below 0x80.
        let bytes = path.utf8
        if bytes.isEmpty { return "the path is empty" }
        if bytes.first == UInt8(ascii: "/") { return "the path must be relative to the package root" }
        if bytes.contains(UInt8(ascii: "\\")) { return "the path must use '/' separators" }
        if bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
            return "the path must not contain control characters"
        }
        for part in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if part.isEmpty { return "the path has an empty component" }
            if part.elementsEqual(".".utf8) || part.elementsEqual("..".utf8) { return "the path must not contain '.' or '..'" }
        }
        return nil
    }
}
