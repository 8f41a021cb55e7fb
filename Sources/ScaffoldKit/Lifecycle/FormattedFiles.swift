extension PackageWorkspace {
    /// Formats Swift texts the package's way (the toolchain's `swift format` with the package's
    /// `.swift-format`, as `--format` runs it), all in one batch.
    /// - Parameter texts: each text with the path it is (or will be) written to.
    /// - Returns: a lookup from a (path, text) pair of the batch to its formatted text (other
    ///   pairs come back unchanged), or `nil` when the texts cannot be formatted.
    public typealias SourceFormatter =
        @Sendable (_ texts: [(path: String, text: String)]) -> (@Sendable (_ path: String, _ text: String) -> String)?

    /// The last rendering of each of the feature's files that can be recovered, by path: the
    /// stored base, the file itself when untouched, or the spec copy kept with the record (then
    /// the saved spec) rendered again with the current templates. Each is checked against the
    /// record's hash; unrecoverable files are left out.
    /// - Parameters:
    ///   - name: the feature.
    ///   - record: its record.
    ///   - current: the files on disk (relative path → text).
    func lastRenderings(feature name: String, record: OwnershipRecord, current: [String: String]) -> [String: String] {
        let stored = try? storedRecord(for: name)
        var rendered: [[String: String]]? = nil
        func renderings() -> [[String: String]] {
            if let rendered { return rendered }
            var result: [[String: String]] = []
            let specPath = FeatureGenerator.specPath(for: name, layout: config.layout)
            let savedText = try? fileSystem.readText(path(specPath))
            for text in [stored?.specCopy, savedText].compactMap({ $0 }) {
                guard
                    let spec = try? FeatureSpecLoader.load(
                        bytes: Array(text.utf8), file: specPath, dependableTargets: dependableTargets, shared: shared),
                    let templates = try? templateSet(style: spec.style),
                    let output = try? FeatureGenerator(templates: templates, layout: config.layout).generate(spec, specText: text)
                else { continue }
                result.append(Dictionary(output.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first }))
            }
            rendered = result
            return result
        }
        var bases: [String: String] = [:]
        for file in record.files {
            var candidates = [stored?.storedBases[file.path], current[file.path]]
            if !candidates.contains(where: { $0.map(ContentHash.of) == file.baseHash }) {
                candidates += renderings().map { $0[file.path] }
            }
            if let base = candidates.compactMap({ $0 }).first(where: { ContentHash.of($0) == file.baseHash }) {
                bases[file.path] = base
            }
        }
        return bases
    }

    /// The generated files that differ from their last rendering only by the package's
    /// formatting (what `feature --format` or `sync --format` left), with the formatter that
    /// proved it. Empty without a formatter, or when no file differs from its base.
    /// - Parameters:
    ///   - current: the files on disk (relative path → text).
    ///   - bases: their last renderings (see ``lastRenderings(feature:record:current:)``).
    ///   - extra: more texts to format in the same run, for the caller's use.
    ///   - formatting: the package's formatter.
    func formattingOnly(
        current: [String: String], bases: [String: String], extra: [(path: String, text: String)] = [],
        formatting: SourceFormatter?
    ) -> (paths: Set<String>, formatter: (@Sendable (String, String) -> String)?) {
        let differing = bases.filter { path, base in current[path].map { $0 != base } ?? false }
        guard let formatting, !differing.isEmpty,
            let format = formatting(differing.map { (path: $0.key, text: $0.value) } + extra)
        else { return ([], nil) }
        let paths = Set(differing.filter { path, base in format(path, base) == current[path] }.keys)
        return (paths, paths.isEmpty ? nil : format)
    }
}
