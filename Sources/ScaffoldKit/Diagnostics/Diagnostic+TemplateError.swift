extension Diagnostic {
    /// A diagnostic for a template error: the error's location and message, a note where the
    /// section was opened, and one note per include site (innermost first).
    public init(_ error: TemplateError) {
        var notes: [Note] = []
        if let opened = error.openedAt {
            notes.append(Note(location: SourceLocation(opened), message: "section opened here"))
        }
        // A runaway recursion has as many include sites as the depth limit: show the innermost
        // and outermost few.
        let sites = error.includeStack
        let shown = sites.count > 10 ? Array(sites.prefix(5)) + Array(sites.suffix(5)) : sites
        for (index, site) in shown.enumerated() {
            if sites.count > 10, index == 5 {
                notes.append(Note(location: nil, message: "… \(sites.count - 10) more include sites"))
            }
            notes.append(Note(location: SourceLocation(site), message: "included from here"))
        }
        var message = error.message
        if case .unresolvedName(_, let missing) = error.reason,
            let suggestion = NearestName.find(missing, among: error.visibleNames)
        {
            message += "; did you mean '\(suggestion)'?"
        }
        self.init(.error, at: SourceLocation(error.location), message, notes: notes)
    }
}

extension SourceLocation {
    /// The same position as a template location.
    public init(_ location: TemplateLocation) {
        self.init(file: location.template, line: location.line, column: location.column)
    }
}
