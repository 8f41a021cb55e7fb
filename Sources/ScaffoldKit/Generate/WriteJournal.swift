/// The on-disk description of one write in progress, `<root>/.scaffold/journal`: which staged
/// file goes where, where each replaced or deleted file's backup is, and which directories the
/// write creates. ``PlanWriter`` puts it in place (written, flushed, renamed, directory
/// flushed) before the first change to the package and removes it as the commit point; while
/// it exists the write is unfinished and ``WriteRecovery`` undoes it.
///
/// The format is plain text, one entry per line, so a damaged journal is easy to read by hand:
///
///     scaffold-journal 1
///     staging .staging-1a2b3c4d
///     created-before .scaffold
///     directory Features/Weather/Sources
///     create new-0 fnv1a64:0123456789abcdef Features/Weather/Sources/Weather.swift
///     replace new-1 backup-1 Package.swift
///     delete backup-2 Features/Weather/Sources/Old.swift
///     end
///
/// Every path is relative to the package root (`.` is the root itself) and is validated like a
/// plan's paths when read back (no `..`, not absolute, no control characters).
struct WriteJournal: Hashable, Sendable {
    /// One file the write changes.
    enum Change: Hashable, Sendable {
        /// A new file: `staged` (a name in the staging directory) is renamed to `path`;
        /// `hash` (``ContentHash``) identifies the new bytes, so undoing removes only that file.
        case create(path: String, staged: String, hash: String)
        /// An existing file replaced by `staged` in one rename; `backup` holds the old bytes.
        case replace(path: String, staged: String, backup: String)
        /// An existing file removed; `backup` holds its bytes.
        case delete(path: String, backup: String)

        /// The package-relative path changed.
        var path: String {
            switch self {
            case .create(let path, _, _), .replace(let path, _, _), .delete(let path, _): path
            }
        }
    }

    /// The journal's path relative to the package root.
    static let path = ".scaffold/journal"
    static let header = "scaffold-journal 1"

    /// The staging directory's name inside `.scaffold`.
    var staging: String
    /// Directories (root-relative, `.` for the root) created before the journal existed, in
    /// creation order (`.` and `.scaffold` when the write created them).
    var createdBefore: [String]
    /// Directories the write creates for its files, parents first.
    var directories: [String]
    /// The changes, in the order they are made.
    var changes: [Change]

    /// The journal as text.
    func encoded() -> String {
        var lines = [Self.header, "staging \(staging)"]
        lines += createdBefore.map { "created-before \($0)" }
        lines += directories.map { "directory \($0)" }
        for change in changes {
            switch change {
            case .create(let path, let staged, let hash): lines.append("create \(staged) \(hash) \(path)")
            case .replace(let path, let staged, let backup): lines.append("replace \(staged) \(backup) \(path)")
            case .delete(let path, let backup): lines.append("delete \(backup) \(path)")
            }
        }
        lines.append("end")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Why a journal could not be read.
    struct DecodingError: Error, Hashable, Sendable, CustomStringConvertible {
        var line: Int
        var reason: String
        var description: String { "\(WriteJournal.path):\(line): \(reason)" }
    }

    /// Reads a journal back, validating every name and path.
    /// - Throws: ``DecodingError`` naming the line when the text is not a complete journal.
    static func decode(_ text: String) throws(DecodingError) -> WriteJournal {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == header else { throw DecodingError(line: 1, reason: "not a scaffold journal") }
        guard lines.contains("end") else {
            throw DecodingError(line: lines.count, reason: "incomplete (no 'end' line)")
        }
        var journal = WriteJournal(staging: "", createdBefore: [], directories: [], changes: [])
        func name(_ text: Substring, _ number: Int) throws(DecodingError) -> String {
            let value = String(text)
            guard !value.isEmpty, !value.contains("/"), value != ".", value != "..",
                PathComponents.problemWithRelativePath(value) == nil
            else { throw DecodingError(line: number, reason: "'\(value)' is not a staging file name") }
            return value
        }
        func path(_ text: some StringProtocol, _ number: Int, allowRoot: Bool = false) throws(DecodingError) -> String {
            let value = String(text)
            if allowRoot, value == "." { return value }
            if let problem = PathComponents.problemWithRelativePath(value) {
                throw DecodingError(line: number, reason: "'\(value)': \(problem)")
            }
            return value
        }
        for (offset, line) in lines.enumerated().dropFirst() {
            let number = offset + 1
            if line == "end" { break }
            let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
            switch fields.first {
            case "staging" where fields.count == 2:
                journal.staging = try name(fields[1], number)
                guard journal.staging.hasPrefix(PlanWriter.stagingPrefix) else {
                    throw DecodingError(line: number, reason: "'\(journal.staging)' is not a staging directory")
                }
            case "created-before":
                let rest = line.dropFirst("created-before ".count)
                journal.createdBefore.append(try path(rest, number, allowRoot: true))
            case "directory":
                journal.directories.append(try path(line.dropFirst("directory ".count), number))
            case "create" where fields.count == 4:
                journal.changes.append(
                    .create(path: try path(fields[3], number), staged: try name(fields[1], number), hash: String(fields[2])))
            case "replace" where fields.count == 4:
                journal.changes.append(
                    .replace(
                        path: try path(fields[3], number), staged: try name(fields[1], number),
                        backup: try name(fields[2], number)))
            case "delete":
                let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
                guard parts.count == 3 else { throw DecodingError(line: number, reason: "malformed entry") }
                journal.changes.append(.delete(path: try path(parts[2], number), backup: try name(parts[1], number)))
            default:
                throw DecodingError(line: number, reason: "unknown entry '\(line.prefix(40))'")
            }
        }
        guard !journal.staging.isEmpty else { throw DecodingError(line: 2, reason: "no staging directory") }
        return journal
    }

    /// Undoes the write this journal describes, in an order that can itself be interrupted and
    /// repeated: puts every backup back with one rename each, removes created files (only while
    /// they still hold the bytes written), removes the directories the write created when
    /// empty, removes the staging directory, flushes, and removes the journal last.
    /// - Parameters:
    ///   - root: the package root (absolute).
    ///   - fileSystem: where to undo.
    /// - Returns: what could not be undone (empty on success; the journal is then gone).
    func rollBack(root: String, fileSystem: any FileSystem) -> [FileSystemError] {
        let scaffold = PathComponents.join(root, PlanWriter.scaffoldDirectory)
        let stagingPath = PathComponents.join(scaffold, staging)
        var problems: [FileSystemError] = []
        var touchedDirectories = Set<String>()
        for change in changes.reversed() {
            let target = PathComponents.join(root, change.path)
            do {
                switch change {
                case .create(_, _, let hash):
                    if fileSystem.exists(target), !fileSystem.isDirectory(target),
                        let bytes = try? fileSystem.readBytes(target), ContentHash.of(bytes: bytes) == hash
                    {
                        try fileSystem.removeItem(target)
                        touchedDirectories.insert(PathComponents.parent(of: target))
                    }
                case .replace(_, _, let backup), .delete(_, let backup):
                    let backupPath = PathComponents.join(stagingPath, backup)
                    if fileSystem.exists(backupPath) {
                        try fileSystem.replaceItem(at: target, withItemAt: backupPath)
                        touchedDirectories.insert(PathComponents.parent(of: target))
                    }
                }
            } catch {
                problems.append(error)
            }
        }
        guard problems.isEmpty else { return problems }
        for directory in directories.reversed() {
            let absolute = PathComponents.join(root, directory)
            if fileSystem.isEmptyDirectory(absolute) {
                do {
                    try fileSystem.removeItem(absolute)
                    touchedDirectories.insert(PathComponents.parent(of: absolute))
                } catch {
                    problems.append(error)
                }
            }
        }
        for directory in touchedDirectories.sorted() where fileSystem.isDirectory(directory) {
            do { try fileSystem.synchronize(directory) } catch { problems.append(error) }
        }
        guard problems.isEmpty else { return problems }
        do {
            if fileSystem.exists(stagingPath) { try fileSystem.removeItem(stagingPath) }
            try fileSystem.removeItem(PathComponents.join(root, Self.path))
            try fileSystem.synchronize(scaffold)
        } catch {
            return [error]
        }
        for directory in createdBefore.reversed() {
            let absolute = directory == "." ? root : PathComponents.join(root, directory)
            if fileSystem.isEmptyDirectory(absolute) { try? fileSystem.removeItem(absolute) }
        }
        return []
    }
}
