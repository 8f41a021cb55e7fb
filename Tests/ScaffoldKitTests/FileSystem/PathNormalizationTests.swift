import Testing

@testable import ScaffoldKit

/// `PathComponents.normalize` and `problemWithRelativePath` read bytes (issue 14: every file
/// `check` reads is checked and resolved); the `Character`-based readings they replaced stay the
/// references.
@Suite struct PathNormalizationTests {
    /// The reading before issue 14's byte version.
    static func referenceNormalize(_ path: String) -> String {
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

    /// The check before issue 14's byte version.
    static func referenceProblem(_ path: String) -> String? {
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

    @Test func cleanPathsComeBackAsTheyAre() {
        for path in ["", "/", "a", "/a/b", "Features/Weather/Sources/WeatherRoute.swift", "/é/名前"] {
            #expect(PathComponents.normalize(path) == Self.referenceNormalize(path), "\(path)")
        }
        #expect(PathComponents.normalize("/a//b/./c/../d/") == "/a/b/d")
        #expect(PathComponents.normalize("../a/..") == "..")
        #expect(PathComponents.normalize("/../a") == "/a")
    }

    /// Random paths of separators, dots and names (letters outside ASCII included) normalise as
    /// the reference does.
    @Test func theByteReadingAgreesWithTheReference() {
        var random = SeededGenerator(seed: SeededGenerator.seed(from: "SCAFFOLD_PATH_SEED", default: 14))
        let pieces = [
            "/", "//", ".", "..", "a", "bc", "é", "名", "...", ".a", "a.", " ", "Features", "\u{00A0}", "\\", "\t", "\u{7F}",
        ]
        for _ in 0..<2000 {
            let path = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
                .joined()
            #expect(PathComponents.normalize(path) == Self.referenceNormalize(path), "\(path.debugDescription)")
            #expect(
                PathComponents.problemWithRelativePath(path) == Self.referenceProblem(path), "\(path.debugDescription)")
        }
    }
}
