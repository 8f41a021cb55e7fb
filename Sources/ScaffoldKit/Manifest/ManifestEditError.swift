/// The manifest could not be edited safely; carries the exact entries to add by hand.
///
/// Raised for shapes the editor will not guess about: targets built in a variable or function,
/// `package.targets.append(…)`, several `Package(…)` calls, `#if` inside the call, a missing
/// `targets:` array, or a manifest that does not scan (unterminated string). Nothing is written.
public struct ManifestEditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One entry the user should add themselves.
    public struct ManualEntry: Hashable, Sendable {
        /// Where it goes, for example `targets:` or `dependencies: of target 'App'`.
        public var destination: String
        /// The Swift code to add.
        public var code: String

        /// Creates an entry.
        public init(destination: String, code: String) {
            self.destination = destination
            self.code = code
        }
    }

    /// The manifest's path as given to the editor.
    public var path: String
    /// Where the unsupported shape is, when it has a position.
    public var location: SourceLocation?
    /// Why the edit is not safe, naming the offending construct.
    public var reason: String
    /// The entries to add by hand, in order.
    public var manualEntries: [ManualEntry]

    /// Creates an error.
    public init(path: String, location: SourceLocation?, reason: String, manualEntries: [ManualEntry]) {
        self.path = path
        self.location = location
        self.reason = reason
        self.manualEntries = manualEntries
    }

    /// One line: `path:line:col: cannot edit the manifest safely: reason`.
    public var description: String {
        let prefix = location.map { "\($0)" } ?? path
        return "\(prefix): cannot edit the manifest safely: \(reason)"
    }

    /// The by-hand instructions, one block per destination, for the CLI to print after the
    /// error line. Empty when there is nothing to add.
    public var instructions: String {
        guard !manualEntries.isEmpty else { return "" }
        var out = "add these entries to \(path) by hand:\n"
        var lastDestination: String?
        for entry in manualEntries {
            if entry.destination != lastDestination {
                out += "  in \(entry.destination)\n"
                lastDestination = entry.destination
            }
            out += "    \(entry.code),\n"
        }
        return out
    }

    /// A diagnostic for ``DiagnosticPrinter``, with the instructions as a note.
    public var diagnostic: Diagnostic {
        Diagnostic(
            at: location,
            "cannot edit \(path) safely: \(reason)",
            notes: instructions.isEmpty
                ? []
                : [
                    Diagnostic.Note(
                        location: nil, message: instructions.hasSuffix("\n") ? String(instructions.dropLast()) : instructions)
                ]
        )
    }
}
