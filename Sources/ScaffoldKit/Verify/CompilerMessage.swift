/// One `path:line:column: error|warning: message` line from the Swift compiler or a test run.
public struct CompilerMessage: Hashable, Sendable {
    /// `error`, `warning` or `note`.
    public var severity: String
    /// The file's path as printed.
    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// The message text.
    public var message: String

    /// Creates a message.
    public init(severity: String, path: String, line: Int, column: Int, message: String) {
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// Parses compiler output, keeping errors and warnings (deduplicated, in order of appearance).
    ///
    /// An error inside a macro's expansion (`macro expansion #Predicate:7:35: error: …`, the
    /// expanded code having no file of its own) is kept at the source line the compiler names next
    /// (`File.swift:106:151: note: expanded code originates here`), its message prefixed with
    /// the macro (`in #Predicate's expansion: …`), so it is located in the user's file.
    public static func parse(_ output: String) -> [CompilerMessage] {
        var seen = Set<CompilerMessage>()
        var result: [CompilerMessage] = []
        var expansion: (macro: String, severity: String, message: String)?
        for line in output.split(separator: "\n") {
            if let inside = parseExpansion(line: line) {
                expansion = inside
                continue
            }
            guard var message = parse(line: line) else { continue }
            if message.severity == "note" {
                guard let pending = expansion, message.message.hasPrefix("expanded code originates here") else { continue }
                expansion = nil
                message.severity = pending.severity
                message.message = "in \(pending.macro)'s expansion: \(pending.message)"
            }
            if seen.insert(message).inserted { result.append(message) }
        }
        return result
    }

    /// `macro expansion #Name:line:column: error|warning: message` → the macro, severity and message.
    static func parseExpansion(line: Substring) -> (macro: String, severity: String, message: String)? {
        guard let start = line.range(of: "macro expansion #") else { return nil }
        for severity in ["error", "warning"] {
            guard let marker = line.range(of: ": \(severity): ", range: start.upperBound..<line.endIndex) else { continue }
            let location = line[start.upperBound..<marker.lowerBound]
            guard let colon = location.firstIndex(of: ":") else { continue }
            return ("#" + location[..<colon], severity, String(line[marker.upperBound...]))
        }
        return nil
    }

    /// Parses one line, or returns `nil` when it is not a located diagnostic.
    public static func parse(line: Substring) -> CompilerMessage? {
        for severity in ["error", "warning", "note"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                let column = Int(location[location.count - 1])
            else { continue }
            // The compiler's tree drawing (`  `- `, `| `) before a nested message is no part of the path.
            var path = Substring(location.dropLast(2).joined(separator: ":"))
            while let first = path.first, " \t`-|".contains(first) { path = path.dropFirst() }
            guard path.hasSuffix(".swift") else { continue }
            return CompilerMessage(
                severity: severity, path: String(path), line: lineNumber, column: column,
                message: String(line[marker.upperBound...]))
        }
        return nil
    }
}
