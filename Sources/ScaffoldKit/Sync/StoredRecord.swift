/// A feature's record as found in the package: the index (or a first-format JSON record, to be
/// migrated), the saved copy of the spec it was generated from, and the stored merge bases.
/// Read by ``PackageWorkspace/storedRecord(for:)``; turned back into files by
/// ``files(record:specPath:specText:bases:)``.
public struct StoredRecord: Hashable, Sendable {
    /// The record.
    public var record: OwnershipRecord
    /// Every record file found on disk, relative path → text: the index (or the legacy JSON),
    /// the spec copy and the stored bases. A sync replaces exactly these.
    public var files: [String: String]
    /// Stored merge bases by generated path (every base, for a legacy record).
    public var storedBases: [String: String]
    /// The spec as last generated (`nil` when not saved, for example in a legacy record).
    public var specCopy: String?
    /// Whether the record is in the first (JSON) format.
    public var isLegacy: Bool

    /// Creates a stored record.
    public init(
        record: OwnershipRecord, files: [String: String], storedBases: [String: String], specCopy: String?, isLegacy: Bool
    ) {
        self.record = record
        self.files = files
        self.storedBases = storedBases
        self.specCopy = specCopy
        self.isLegacy = isLegacy
    }

    /// The files that make up a record: the index, the spec copy and a base for every file in
    /// `bases` (those that differ on disk from their last rendering).
    /// - Parameters:
    ///   - record: the record.
    ///   - specPath: the saved spec's path, relative to the package root.
    ///   - specText: the spec's text as generated from.
    ///   - bases: the bases to store, by generated path.
    /// - Returns: relative path → text.
    public static func files(record: OwnershipRecord, specPath: String, specText: String, bases: [String: String])
        -> [String: String]
    {
        var files = [OwnershipRecord.path(forFeature: record.feature): record.encoded()]
        files[OwnershipRecord.basePath(forFeature: record.feature, file: specPath)] = specText
        for (path, text) in bases { files[OwnershipRecord.basePath(forFeature: record.feature, file: path)] = text }
        return files
    }

    /// The record files ``replace(_:with:in:)`` writes or deletes, sorted by path: what a dry
    /// run lists.
    public static func changes(from current: [String: String], to new: [String: String]) -> [(path: String, deleted: Bool)] {
        let written = new.filter { !sameText(current[$0.key], $0.value) }.map { (path: $0.key, deleted: false) }
        let deleted = current.keys.filter { new[$0] == nil }.map { (path: $0, deleted: true) }
        return (written + deleted).sorted { $0.path < $1.path }
    }

    /// Whether a record file on disk (`current`, `nil` when missing) already holds `new`, line
    /// endings aside: a checkout with `core.autocrlf=true` turns the stored bases CRLF.
    static func sameText(_ current: String?, _ new: String) -> Bool {
        guard let current else { return false }
        return current == new || LineEndings.normalized(current) == LineEndings.normalized(new)
    }

    /// Adds to `plan` what turns the record files `current` into `new` (line endings aside): writes guarded by the
    /// text they replace, and deletions of record files no longer needed.
    /// - Throws: ``GenerationPlanError`` for a path that is not a clean relative path.
    public static func replace(_ current: [String: String], with new: [String: String], in plan: inout GenerationPlan)
        throws(GenerationPlanError)
    {
        for (path, text) in new.sorted(by: { $0.key < $1.key }) where !sameText(current[path], text) {
            if let old = current[path] {
                // Written back in the line ending the file has (a CRLF checkout stays CRLF).
                try plan.add(path, text: LineEndings.of(old).applied(to: LineEndings.normalized(text)), replacing: old)
            } else {
                try plan.add(path, text: text)
            }
        }
        for (path, text) in current.sorted(by: { $0.key < $1.key }) where new[path] == nil {
            try plan.delete(path, expecting: text)
        }
    }
}

extension PackageWorkspace {
    /// Reads the record of feature `name`: its index with the stored bases and spec copy, or a
    /// first-format JSON record (migrated by the next sync).
    /// - Returns: the record, or `nil` when scaffold has not generated the feature here.
    /// - Throws: ``CommandFailure`` naming the file, and how to rebuild it, when it holds merge
    ///   conflict markers or is otherwise unreadable.
    public func storedRecord(for name: String) throws(CommandFailure) -> StoredRecord? {
        let indexPath = OwnershipRecord.path(forFeature: name)
        let legacyPath = OwnershipRecord.legacyPath(forFeature: name)
        let specPath = FeatureGenerator.specPath(for: name, layout: config.layout)
        func read(_ relative: String) throws(CommandFailure) -> String? {
            // One read (most bases do not exist): missing or a directory reads as absent.
            do throws(FileSystemError) {
                return try fileSystem.readText(path(relative))
            } catch  where [FileSystemError.Reason.notFound, .notADirectory, .isADirectory].contains(error.reason) {
                return nil
            } catch {
                throw CommandFailure(
                    "cannot read \(relative): \(error); rebuild the record with 'scaffold sync --rebuild-record \(name)'")
            }
        }
        do {
            if let index = try read(indexPath) {
                let record = try OwnershipRecord.decode(index, path: indexPath)
                var files = [indexPath: index]
                var bases: [String: String] = [:]
                for file in record.files {
                    let basePath = OwnershipRecord.basePath(forFeature: name, file: file.path)
                    if let text = try read(basePath) {
                        files[basePath] = text
                        // Merged with LF (a CRLF checkout's bases are CRLF too).
                        bases[file.path] = LineEndings.normalized(text)
                    }
                }
                let copyPath = OwnershipRecord.basePath(forFeature: name, file: specPath)
                let copy = try read(copyPath)
                if let copy { files[copyPath] = copy }
                if let legacy = try read(legacyPath) { files[legacyPath] = legacy }
                return StoredRecord(record: record, files: files, storedBases: bases, specCopy: copy, isLegacy: false)
            }
            guard let legacyText = try read(legacyPath) else { return nil }
            let (record, bases) = try LegacyRecord.decode(legacyText, path: legacyPath).migrated
            return StoredRecord(
                record: record, files: [legacyPath: legacyText], storedBases: bases, specCopy: nil, isLegacy: true)
        } catch let error as Diagnostic {
            throw CommandFailure(DiagnosticList([error]))
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    /// Every record file of feature `name` on disk (index, legacy JSON, spec copy, stored
    /// bases), relative path → text, read without interpreting them: what `scaffold feature`
    /// replaces.
    public func recordFiles(for name: String) -> [String: String] {
        var files: [String: String] = [:]
        for relative in [OwnershipRecord.path(forFeature: name), OwnershipRecord.legacyPath(forFeature: name)]
            + filesBelow(".scaffold/base/\(name)")
        {
            if let text = try? fileSystem.readText(path(relative)) { files[relative] = text }
        }
        return files
    }
}
