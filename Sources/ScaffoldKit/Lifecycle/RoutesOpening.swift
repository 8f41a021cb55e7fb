extension PackageWorkspace {
    /// A saved spec of another feature with routes that open a given feature (`opens`).
    struct SpecOpening {
        /// The feature whose spec it is.
        var feature: String
        /// The spec's path relative to the package root.
        var path: String
        /// The spec's text.
        var text: String
        /// Where each `opens.feature` naming the feature is, with its JSON path.
        var openings: [(location: SourceLocation, jsonPath: String)]
    }

    /// The other features' saved specs with a route that opens `name` (`opens.feature`), sorted
    /// by feature. Specs that cannot be read or parsed are skipped (sync reports them).
    func specsOpening(_ name: String) -> [SpecOpening] {
        var result: [SpecOpening] = []
        for feature in generatedFeatures().sorted() where feature != name {
            let relative = FeatureGenerator.specPath(for: feature, layout: config.layout)
            guard let text = try? fileSystem.readText(path(relative)),
                let document = try? JSONDocument.parse(text, file: relative)
            else { continue }
            let openings = FeatureRenaming.openings(of: name, in: document)
            guard !openings.isEmpty else { continue }
            result.append(
                SpecOpening(
                    feature: feature, path: relative, text: text,
                    openings: openings.map { (document.location(of: $0.node), $0.path) }))
        }
        return result
    }

    /// Refuses to remove a feature that other features' routes open: their generated code and
    /// the app's composition root would lose the screen they show. One line names each route
    /// (file:line:column and JSON path) and the fix.
    /// - Throws: ``CommandFailure`` (exit 1) when any route opens `name`.
    func refuseRoutesOpening(_ name: String) throws(CommandFailure) {
        let specs = specsOpening(name)
        guard !specs.isEmpty else { return }
        let places = specs.flatMap { spec in
            spec.openings.map { "\($0.location.file):\($0.location.line):\($0.location.column) (\($0.jsonPath))" }
        }
        let owners = specs.map(\.feature).joined(separator: ", ")
        throw CommandFailure(
            "cannot remove '\(name)': \(places.joined(separator: ", ")) open\(places.count == 1 ? "s" : "") it; "
                + "remove \(places.count == 1 ? "that route or its" : "those routes or their") 'opens' and run 'scaffold sync \(owners)', "
                + "then remove '\(name)' again; nothing was written")
    }
}
