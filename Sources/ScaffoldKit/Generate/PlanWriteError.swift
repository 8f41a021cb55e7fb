/// Why applying a ``GenerationPlan`` wrote nothing (or was undone).
///
/// In every case the package is left as it was before the call, unless `rollbackProblems` is
/// non-empty; then the message names what could not be restored and where the backups are.
public enum PlanWriteError: Error, Sendable, CustomStringConvertible {
    /// Some files conflict; nothing was written. The report lists every file.
    case conflicts(WriteReport)
    /// A file operation failed part-way; everything done so far was undone.
    /// - Parameters:
    ///   - error: the failing operation.
    ///   - rollbackProblems: operations that failed while undoing (empty when fully restored).
    ///   - stagingDirectory: where staged files and backups were kept.
    case writeFailed(FileSystemError, rollbackProblems: [FileSystemError], stagingDirectory: String?)
    /// The written package failed verification (for example `swift package dump-package`);
    /// everything written was undone.
    case verificationFailed(String, rollbackProblems: [FileSystemError], stagingDirectory: String?)
    /// A path would be written, replaced or deleted outside the package root (through a
    /// symbolic link, or a link itself); checked before anything is written.
    case outsidePackage(path: String, reason: String)
    /// A file to replace or delete is read-only (no owner write permission); scaffold never
    /// replaces a read-only file (a read-only `Package.swift` means "do not edit"); checked
    /// before anything is written.
    case readOnly(path: String, permissions: UInt16)

    /// One line (plus, for conflicts, one line per conflicting file).
    public var description: String {
        switch self {
        case .conflicts(let report):
            let lines = report.conflicts.map { "  \($0.path): \($0.reason ?? "conflict")" }
            let count = report.conflicts.count
            return
                ([
                    "\(count) file\(count == 1 ? "" : "s") would be overwritten or cannot be written; nothing was written (use --force to overwrite changed files)"
                ] + lines)
                .joined(separator: "\n")
        case .writeFailed(let error, let problems, let staging):
            return "could not write \(error)" + Self.rollbackSuffix(problems, staging)
        case .verificationFailed(let message, let problems, let staging):
            return message + Self.rollbackSuffix(problems, staging)
        case .outsidePackage(let path, let reason):
            return "\(path): \(reason); scaffold writes only inside the package"
        case .readOnly(let path, let permissions):
            return
                "\(path) is read-only (mode \(String(permissions, radix: 8))); scaffold does not replace read-only files: make it writable (chmod u+w '\(path)') and run the command again"
        }
    }

    private static func rollbackSuffix(_ problems: [FileSystemError], _ staging: String?) -> String {
        if problems.isEmpty { return "; the package was restored to its previous state" }
        let kept = staging.map { "; backups are kept in \($0)" } ?? ""
        return
            "; restoring the package failed (\(problems.map(\.description).joined(separator: "; ")))\(kept); the next scaffold command in this package finishes undoing it"
    }
}
