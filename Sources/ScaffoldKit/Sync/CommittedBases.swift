import Foundation

/// Recovers a merge base that the record neither stored nor can render again from the package's
/// git history: the file as last generated is, in a team's repository, almost always committed.
/// Used when the templates changed since (an upgrade of scaffold) and the user edited the file
/// after scaffold last wrote it; the recorded ``ContentHash`` decides, so a version that is not
/// exactly the last rendering is never used.
public struct CommittedBases: Sendable {
    /// The `git` program.
    var git: ToolProcess
    /// The package root (inside a git work tree).
    var root: String
    /// How many commits that touched a file are searched, newest first.
    var depth = 64

    /// The package's history, or `nil` when `git` is not on the `PATH`. Nothing is run until a
    /// base is looked up (a package outside a git work tree then has none).
    /// - Parameters:
    ///   - root: the package root (absolute).
    ///   - environment: where `PATH` is read from.
    public static func at(_ root: String, environment: [String: String]) -> CommittedBases? {
        ToolProcess.find("git", environment: environment).map { CommittedBases(git: $0, root: root) }
    }

    /// The newest version of `path` (relative to the package root) in the index or in the
    /// commits that touched it whose hash is `hash`, or `nil` when there is none (or no git work
    /// tree holds the package).
    public func text(of path: String, hash: String) -> String? {
        var revisions = [""]  // `:./path`: the index (a version staged but not committed yet)
        if let log = try? git.run(["log", "--format=%H", "-n", String(depth), "--", path], in: root), log.status == 0 {
            revisions += log.output.split(separator: "\n").map(String.init)
        }
        for revision in revisions {
            guard let shown = try? git.run(["show", "\(revision):./\(path)"], in: root), shown.status == 0 else { continue }
            if ContentHash.of(shown.output) == hash { return shown.output }
            // A checkout that turned LF into CRLF (core.autocrlf) shows what was committed.
            let lf = shown.output.replacingOccurrences(of: "\r\n", with: "\n")
            if lf != shown.output, ContentHash.of(lf) == hash { return lf }
        }
        return nil
    }
}
