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
        self.init(.error, at: SourceLocation(error.location), error.message, notes: notes)
    }
}

extension SourceLocation {
    /// The same position as a template location.
    public init(_ location: TemplateLocation) {
        self.init(file: location.template, line: location.line, column: location.column)
    }
}
