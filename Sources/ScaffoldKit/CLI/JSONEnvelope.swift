import Foundation

/// The one shape every `--json` document shares, success or failure: `command` (the
/// subcommand's name), `exitCode` (the process's exit code) and `ok` (`exitCode == 0`), beside
/// the command's own keys (`files`, `drift`, `features`, `errors` …). A script reads any
/// command's verdict the same way. Pretty-printed with sorted keys and unescaped slashes, one
/// document ending in a newline.
///
/// ```json
/// { "command" : "check", "exitCode" : 1, "ok" : false, "inSync" : false, "drift" : [ … ], … }
/// ```
struct JSONEnvelope<Body: Encodable>: Encodable {
    /// The subcommand's name (`feature`, `sync`, `check`, `list`).
    var command: String
    /// The exit code the command returns with this document.
    var exitCode: Int32
    /// The command's own keys, written beside the envelope's (never under a key of their own).
    var body: Body

    private enum CodingKeys: String, CodingKey { case command, exitCode, ok }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(command, forKey: .command)
        try container.encode(exitCode, forKey: .exitCode)
        try container.encode(exitCode == 0, forKey: .ok)
        try body.encode(to: encoder)
    }

    /// The document as text (ending in a newline).
    /// - Parameters:
    ///   - command: the subcommand's name.
    ///   - exitCode: the exit code the command returns.
    ///   - body: the command's own keys; a keyed (object) encoding.
    /// - Returns: the document; if encoding fails, a document with the envelope alone.
    static func text(command: String, exitCode: Int32, _ body: Body) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(JSONEnvelope(command: command, exitCode: exitCode, body: body)) else {
            return "{\"command\" : \(JSONStringLiteral.quoted(command)), \"exitCode\" : \(exitCode), \"ok\" : \(exitCode == 0)}\n"
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
