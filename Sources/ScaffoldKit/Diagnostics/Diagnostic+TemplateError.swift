extension Diagnostic {
    /// A diagnostic for a template error: the error's location and message, a note where the
    /// section was opened, and one note per include site (innermost first).
    public init(_ error: TemplateError) {
        var notes: [Note] = []
        if let opened = error.openedAt {
            notes.append(Note(location: SourceLocation(opened), message: "section opened here"))
        }
        for site in error.includeStack {
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
