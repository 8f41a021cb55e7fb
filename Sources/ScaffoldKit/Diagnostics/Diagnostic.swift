/// A message for the user about their input: a spec, a template or a manifest.
///
/// Printed by ``DiagnosticPrinter`` as `path:line:col: error: message`, followed by the source
/// line with a caret under the column and one `note:` line per note.
public struct Diagnostic: Hashable, Sendable, Error, CustomStringConvertible {
    /// How serious the message is.
    public enum Severity: String, Hashable, Sendable {
        /// The operation failed.
        case error
        /// The operation succeeded but something deserves attention.
        case warning
        /// Additional context for the preceding message.
        case note
    }

    /// A secondary message, such as "section opened here" or "included from here".
    public struct Note: Hashable, Sendable {
        /// Where the note points, if anywhere.
        public var location: SourceLocation?
        /// The note's text.
        public var message: String

        /// Creates a note.
        public init(location: SourceLocation?, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// The severity.
    public var severity: Severity
    /// Where the problem is; `nil` when it is not tied to a position (for example a missing file).
    public var location: SourceLocation?
    /// One sentence naming the offending thing and what was expected.
    public var message: String
    /// Additional notes, printed after the message in order.
    public var notes: [Note]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity = .error,
        at location: SourceLocation?,
        _ message: String,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
    }

    /// `path:line:col: error: message`, or `error: message` without a location.
    public var description: String {
        if let location {
            return DiagnosticText.oneLine("\(location): \(severity.rawValue): \(message)")
        }
        return DiagnosticText.oneLine("\(severity.rawValue): \(message)")
    }
}

/// Several diagnostics reported together, sorted by location (validation reports every
/// problem it finds, not just the first).
public struct DiagnosticList: Error, Hashable, Sendable, CustomStringConvertible {
    /// The diagnostics, sorted by location; diagnostics without a location come first.
    public var diagnostics: [Diagnostic]

    /// Creates a list, sorting the diagnostics by location.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted { lhs, rhs in
            switch (lhs.location, rhs.location) {
            case (nil, nil): return lhs.message < rhs.message
            case (nil, _): return true
            case (_, nil): return false
            case let (l?, r?): return l == r ? lhs.message < rhs.message : l < r
            }
        }
    }

    /// One line per diagnostic.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
