import Foundation

/// The JSON document a command given `--json` prints on stdout when it fails, so a script reads
/// why from the same stream as a success: every error with its file, JSON path, line, column
/// and message. The one-line messages still go to stderr and the exit code is unchanged.
/// The ``JSONEnvelope`` (`command`, `exitCode`, `ok`) with `errors`; the same for `feature`,
/// `sync`, `check` and `list`.
///
/// ```json
/// { "command" : "feature", "exitCode" : 65, "ok" : false,
///   "errors" : [ { "column" : 60, "file" : "Recipes.feature.json", "line" : 12,
///                  "message" : "no state item 'serchQuery'; did you mean 'state.searchQuery'?",
///                  "path" : "clients[0].methods[0].parameters[0].from", "severity" : "error" } ] }
/// ```
/// `file`, `line` and `column` are `null` for an error tied to no position (a missing file, a bad
/// option); `path` is the JSON path in a spec, `null` for other errors, and then `message` is
/// the whole message.
enum FailureJSON {
    struct Entry: Encodable {
        var severity: String
        var file: String?
        var line: Int?
        var column: Int?
        var path: String?
        var message: String

        enum CodingKeys: String, CodingKey { case severity, file, line, column, path, message }

        // Absent values are written as `null`, so every entry has every key.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(severity, forKey: .severity)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(path, forKey: .path)
            try container.encode(message, forKey: .message)
        }
    }

    struct Form: Encodable {
        var errors: [Entry]
    }

    /// The failure as one JSON document (ending in a newline).
    /// - Parameters:
    ///   - command: the subcommand's name.
    ///   - failure: what failed.
    /// - Returns: the document.
    static func encoded(command: String, failure: CommandFailure) -> String {
        let entries = failure.diagnostics.diagnostics.map { diagnostic in
            let (path, message) = splitPath(diagnostic)
            return Entry(
                severity: diagnostic.severity.rawValue, file: diagnostic.location?.file, line: diagnostic.location?.line,
                column: diagnostic.location?.column, path: path, message: message)
        }
        return JSONEnvelope.text(command: command, exitCode: failure.exitCode, Form(errors: entries))
    }

    /// A spec error's message starts with its JSON path (`clients[0].methods[1].name: …`, or
    /// `spec: …` for the whole spec); other messages have none.
    static func splitPath(_ diagnostic: Diagnostic) -> (path: String?, message: String) {
        let message = diagnostic.message
        guard diagnostic.location?.file.hasSuffix(".json") == true, let colon = message.range(of: ": ") else {
            return (nil, message)
        }
        let candidate = message[..<colon.lowerBound]
        let isPath =
            !candidate.isEmpty && candidate.first?.isLetter == true
            && candidate.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_.[]".contains($0)) }
        return isPath ? (String(candidate), String(message[colon.upperBound...])) : (nil, message)
    }
}

extension CommandLineTool.Context {
    /// Runs a command's body; when it fails and the arguments ask for `--json` (and the command
    /// takes it), prints the failure on stdout as ``FailureJSON`` before passing it on, so the
    /// caller still prints the one-line messages on stderr and exits with the failure's code.
    /// - Parameters:
    ///   - command: the subcommand's name.
    ///   - arguments: its arguments, as given.
    ///   - flags: the flags it takes (JSON only when they include `json`).
    ///   - body: the command.
    /// - Returns: the body's exit code.
    /// - Throws: the body's ``CommandFailure``, unchanged.
    func printingFailureAsJSON(
        command: String, arguments: [String], flags: [String], _ body: () throws(CommandFailure) -> Int32
    ) throws(CommandFailure) -> Int32 {
        do {
            return try body()
        } catch {
            if flags.contains("json"), arguments.contains("--json") {
                stdout.write(FailureJSON.encoded(command: command, failure: error))
            }
            throw error
        }
    }
}
