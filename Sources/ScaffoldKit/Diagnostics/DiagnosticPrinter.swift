/// Formats diagnostics the way compilers do, so editors and terminals recognise them.
///
/// ```
/// Weather.feature.json:4:13: error: unknown key 'rotues' in feature; did you mean 'routes'?
///     "rotues": [],
///     ^
/// ```
/// Colour is used only when `useColor` is true (the CLI enables it for terminals, never when
/// `NO_COLOR` is set).
public struct DiagnosticPrinter: Sendable {
    /// Whether ANSI colour escapes are emitted.
    public var useColor: Bool
    /// Returns a file's text for the source-line excerpt, or `nil` when unavailable.
    public var sourceText: @Sendable (String) -> String?

    /// Creates a printer.
    /// - Parameters:
    ///   - useColor: emit ANSI colour escapes.
    ///   - sourceText: looks up the text of a file named in a location.
    public init(useColor: Bool = false, sourceText: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.useColor = useColor
        self.sourceText = sourceText
    }

    /// Formats one diagnostic: the headline, the source line with a caret, then the notes.
    /// - Returns: text ending in a newline.
    public func format(_ diagnostic: Diagnostic) -> String {
        var out = headline(diagnostic.severity, diagnostic.location, diagnostic.message)
        if let location = diagnostic.location, let excerpt = excerpt(at: location) {
            out += excerpt
        }
        for note in diagnostic.notes {
            out += headline(.note, note.location, note.message)
        }
        return out
    }

    /// Formats every diagnostic in order.
    public func format(_ list: DiagnosticList) -> String {
        list.diagnostics.map(format).joined()
    }

    private func headline(_ severity: Diagnostic.Severity, _ location: SourceLocation?, _ message: String) -> String {
        let prefix = location.map { "\($0): " } ?? ""
        let label: String
        if useColor {
            let code =
                switch severity {
                case .error: "31"
                case .warning: "33"
                case .note: "36"
                }
            label = "\u{1B}[1;\(code)m\(severity.rawValue):\u{1B}[0m"
        } else {
            label = "\(severity.rawValue):"
        }
        // One line per problem, whatever the input contained (DiagnosticText).
        return DiagnosticText.oneLine(prefix) + label + " " + DiagnosticText.oneLine(message) + "\n"
    }

    private func excerpt(at location: SourceLocation) -> String? {
        guard location.line >= 1, let text = sourceText(location.file) else { return nil }
        var lineNumber = 1
        var found: Substring?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if lineNumber == location.line {
                found = line
                break
            }
            lineNumber += 1
        }
        guard var line = found else { return nil }
        if line.hasSuffix("\r") { line = line.dropLast() }
        var scalars = Array(line.unicodeScalars)
        var caret = max(0, location.column - 1)
        // A very long line (minified JSON, generated code) is cut to a window around the caret.
        if scalars.count > Self.excerptWidth {
            let start = max(0, min(caret - Self.excerptWidth / 2, scalars.count - Self.excerptWidth))
            let end = min(scalars.count, start + Self.excerptWidth)
            let prefix: [Unicode.Scalar] = start > 0 ? ["…"] : []
            let suffix: [Unicode.Scalar] = end < scalars.count ? ["…"] : []
            scalars = prefix + scalars[start..<end] + suffix
            caret = caret - start + prefix.count
        }
        let indent = scalars.prefix(caret).map { $0 == "\t" ? "\t" : " " }.joined()
        var shown = ""
        for scalar in scalars {
            if scalar != "\t", DiagnosticText.isUnsafe(scalar) {
                shown += "?"  // one column, like the character it replaces
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return "\(shown)\n\(indent)^\n"
    }

    /// The widest source excerpt shown, in characters.
    static let excerptWidth = 120
}
