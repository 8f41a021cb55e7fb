/// Finishes off an interrupted write before a command uses the package: every command that
/// reads or writes a package (`feature`, `sync`, `check`, `verify`, and `init` on a leftover
/// directory) calls ``recover(packageRoot:fileSystem:)`` first.
///
/// With a journal (`.scaffold/journal`, see ``PlanWriter``) the write was interrupted between
/// its first change and its commit point: it is rolled back (backups renamed back, created
/// files and directories removed), so the package is exactly as before that command. Without
/// one, any `.scaffold/.staging-*` directory is a leftover of a write that never changed the
/// package (or had already committed) and is removed. Holds the package lock meanwhile, so a
/// write running in another process is never mistaken for an interrupted one.
public enum WriteRecovery {
    /// Why an interrupted write could not be undone.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// One line: what failed and where the backups are.
        public var description: String
    }

    /// Undoes an interrupted write and removes leftover staging directories.
    /// - Parameters:
    ///   - packageRoot: the package root (absolute).
    ///   - fileSystem: the package's file system.
    /// - Returns: one line saying what was done, or `nil` when there was nothing to do.
    /// - Throws: ``Failure`` when the journal is unreadable or undoing fails (the journal is
    ///   then kept, so the next command tries again).
    public static func recover(packageRoot: String, fileSystem: any FileSystem) throws(Failure) -> String? {
        let root = PathComponents.normalize(packageRoot)
        let scaffold = PathComponents.join(root, PlanWriter.scaffoldDirectory)
        guard fileSystem.isDirectory(scaffold) else { return nil }
        // A `.scaffold` that leads outside the package is not scaffold's to clean up.
        let realRoot = fileSystem.resolvingSymbolicLinks(root)
        guard PathComponents.isInside(fileSystem.resolvingSymbolicLinks(scaffold), root: realRoot) else { return nil }
        let journalPath = PathComponents.join(root, WriteJournal.path)
        let hasJournal = fileSystem.exists(journalPath)
        let leftovers = stagingDirectories(in: scaffold, fileSystem: fileSystem)
        // An empty `.scaffold` is what a write interrupted right after creating it leaves.
        let emptyScaffold = !hasJournal && leftovers.isEmpty && fileSystem.isEmptyDirectory(scaffold)
        guard hasJournal || !leftovers.isEmpty || emptyScaffold else { return nil }

        let lock: FileSystemLock
        do {
            lock = try fileSystem.lockExclusively(root)
        } catch {
            throw Failure(description: "cannot lock the package to finish an interrupted write: \(error)")
        }
        defer { lock.unlock() }

        var message: String?
        if fileSystem.exists(journalPath) {
            let journal: WriteJournal
            do {
                journal = try WriteJournal.decode(try fileSystem.readText(journalPath))
            } catch {
                throw Failure(
                    description:
                        "an interrupted scaffold write left \(WriteJournal.path), which cannot be read (\(error)); the files it was writing are in .scaffold/.staging-*: restore them by hand, then delete the journal"
                )
            }
            for change in journal.changes {
                let target = PathComponents.join(root, change.path)
                let parent = fileSystem.resolvingSymbolicLinks(PathComponents.parent(of: target))
                guard PathComponents.isInside(parent, root: realRoot), !fileSystem.isSymbolicLink(target) else {
                    throw Failure(
                        description:
                            "\(WriteJournal.path) names \(change.path), which resolves outside the package or is a symbolic link; not undoing it. Delete the journal after checking the package by hand"
                    )
                }
            }
            let problems = journal.rollBack(root: root, fileSystem: fileSystem)
            guard problems.isEmpty else {
                throw Failure(
                    description:
                        "could not undo an interrupted scaffold write (\(problems.map(\.description).joined(separator: "; "))); backups are kept in .scaffold/\(journal.staging); run the command again to retry"
                )
            }
            let restored = journal.changes.filter { if case .create = $0 { false } else { true } }.count
            let removed = journal.changes.count - restored
            message =
                "note: undid an interrupted scaffold write (\(restored) file\(restored == 1 ? "" : "s") restored, \(removed) created file\(removed == 1 ? "" : "s") removed); the package is as it was before that command"
        }
        let stale = stagingDirectories(in: scaffold, fileSystem: fileSystem)
        for directory in stale {
            do {
                try fileSystem.removeItem(PathComponents.join(scaffold, directory))
            } catch {
                throw Failure(description: "cannot remove the leftover staging directory .scaffold/\(directory): \(error)")
            }
        }
        if !stale.isEmpty, message == nil {
            message =
                "note: removed \(stale.count) leftover staging folder\(stale.count == 1 ? "" : "s") of an interrupted scaffold write (.scaffold/\(stale.joined(separator: ", .scaffold/"))); the package holds no partial changes"
        }
        // `.scaffold` left empty held only what the interrupted write created.
        if fileSystem.isEmptyDirectory(scaffold) {
            try? fileSystem.removeItem(scaffold)
            if message == nil {
                message =
                    "note: removed the empty .scaffold folder an interrupted scaffold write left; the package holds no partial changes"
            }
        }
        return message
    }

    private static func stagingDirectories(in scaffold: String, fileSystem: any FileSystem) -> [String] {
        ((try? fileSystem.contentsOfDirectory(scaffold)) ?? []).filter { $0.hasPrefix(PlanWriter.stagingPrefix) }.sorted()
    }
}
