/// What `scaffold templates export` copied into `.scaffold/templates/`: for each template, the
/// hash of the built-in source it was copied from. An override whose built-in template has
/// changed since (a newer scaffold) was written against an older template: the generated code
/// around it may no longer fit, so `templates list` marks it and `feature`, `check` and
/// `verify` warn, naming the override and the built-in template it shadows.
///
/// Stored as `.scaffold/templates/.exported`, one `<hash> <template path>` line per template,
/// sorted (git merges it line by line). Overrides written by hand, or exported before this
/// record existed, are not in it and are never called stale.
public struct TemplateExportRecord: Hashable, Sendable {
    /// The record's path, relative to the package root.
    public static let path = TemplateSet.overrideFolder + "/.exported"

    /// Template path → ``ContentHash`` of the built-in source when it was exported.
    public var hashes: [String: String]

    /// Creates a record.
    public init(hashes: [String: String] = [:]) { self.hashes = hashes }

    /// Parses the record's text; lines that do not parse are skipped.
    public init(parsing text: String) {
        var hashes: [String: String] = [:]
        for line in LineEndings.normalized(text).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2 { hashes[String(parts[1])] = String(parts[0]) }
        }
        self.hashes = hashes
    }

    /// The record's text.
    public var encoded: String {
        hashes.keys.sorted().map { "\(hashes[$0] ?? "") \($0)\n" }.joined()
    }

    /// An override older than the built-in template it shadows.
    public struct StaleOverride: Hashable, Sendable {
        /// The template's path (`feature/View.swift.mustache`).
        public var template: String
        /// The override's path relative to the package root.
        public var override: String { TemplateSet.overrideFolder + "/" + template }

        /// `warning: …`: the override, the built-in template, and what to do.
        public var warning: String {
            "warning: \(override) overrides the built-in template \(template), which has changed since it was exported; the generated code around it may no longer fit: compare it with the built-in one ('scaffold templates export DIR') and update the override, or delete it"
        }
    }
}

extension PackageWorkspace {
    /// The package's template export record, or `nil` without one.
    public func templateExportRecord() -> TemplateExportRecord? {
        (try? fileSystem.readText(path(TemplateExportRecord.path))).map(TemplateExportRecord.init(parsing:))
    }

    /// The overrides under `.scaffold/templates/` that differ from their built-in template and
    /// were exported from an older version of it (per ``TemplateExportRecord``), by path.
    public func staleTemplateOverrides() -> [TemplateExportRecord.StaleOverride] {
        guard let record = templateExportRecord() else { return [] }
        var stale: [TemplateExportRecord.StaleOverride] = []
        for (template, exportedHash) in record.hashes.sorted(by: { $0.key < $1.key }) {
            guard let builtin = BuiltinTemplates.files[template], ContentHash.of(builtin) != exportedHash,
                let source = try? fileSystem.readText(path(TemplateSet.overrideFolder + "/" + template)), source != builtin
            else { continue }
            stale.append(TemplateExportRecord.StaleOverride(template: template))
        }
        return stale
    }

    /// Writes a warning line on `output` for each stale override (``staleTemplateOverrides()``).
    func warnAboutStaleTemplateOverrides(on output: any CommandOutput) {
        for override in staleTemplateOverrides() { output.write(override.warning + "\n") }
    }
}
