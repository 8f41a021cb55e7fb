/// `scaffold freeze`'s edit of a feature spec: the models as last released (the spec `sync`
/// last generated from) become a frozen entry of `storage.versions`, and the spec's current
/// `storage.models` become a new, later version, so nobody retypes a released schema.
///
/// With `versions` present, its last entry (the released version, which has no `models`) gets
/// the released models and a new entry follows it; without, `versions` is added after `models`
/// with the released models as `"1.0.0"`. Every other byte of the spec is kept; the released
/// models' text is copied from the released spec, re-indented to its new place.
public enum SchemaFreeze {
    /// The spec text with the released models frozen and `next` the current version.
    /// - Parameters:
    ///   - specText: the feature spec's current JSON text (with the models changed since release).
    ///   - releasedText: the spec as last generated (the record's base copy).
    ///   - next: the new current version (one to three dot-separated numbers).
    ///   - file: the spec's path, for errors.
    /// - Returns: the edited text and the version identifier that was frozen.
    /// - Throws: ``Diagnostic`` when either text is not JSON, the feature has no SwiftData
    ///   storage, the models did not change since release, or the last version entry has more
    ///   than a `version`.
    public static func freezing(_ specText: String, released releasedText: String, as next: String, file: String)
        throws(Diagnostic) -> (text: String, frozen: String)
    {
        let bytes = Array(specText.utf8)
        let document = try JSONDocument.parse(bytes: bytes, file: file)
        let released = try JSONDocument.parse(bytes: Array(releasedText.utf8), file: file)
        guard let storage = document.root["storage"], storage["kind"]?.stringValue == "swiftdata",
            let models = storage["models"], let modelsMember = storage.objectMembers?.first(where: { $0.key == "models" })
        else {
            throw Diagnostic(
                at: document.location(of: document.root),
                "only SwiftData storage has schema versions; this spec has no \"storage\" of kind \"swiftdata\" with \"models\"")
        }
        guard let releasedModels = released.root["storage"]?["models"] else {
            throw Diagnostic(
                at: document.location(of: models),
                "the spec as last synced has no storage models to freeze; sync the feature once, then change its models")
        }
        if canonical(releasedModels) == canonical(models) {
            throw Diagnostic(
                at: document.location(of: models),
                "storage.models did not change since the last sync, so there is no new version to freeze the released one under; change the models first, then run freeze"
            )
        }
        if let versions = storage["versions"]?.arrayValue, versions.count >= 2,
            let frozenModels = versions[versions.count - 2]["models"], canonical(frozenModels) == canonical(releasedModels)
        {
            let frozen = versions[versions.count - 2]["version"]?.stringValue ?? "?"
            let current = versions[versions.count - 1]["version"]?.stringValue ?? "?"
            throw Diagnostic(
                at: document.location(of: versions[versions.count - 1]),
                "the released models are already frozen as version \(frozen) and the current ones are version \(current); run 'scaffold sync' to generate it"
            )
        }
        let releasedBytes = Array(releasedText.utf8)
        let modelsText = { (indent: String) in
            reindented(
                releasedBytes, node: releasedModels, from: lineIndent(releasedBytes, at: releasedModels.offset), to: indent)
        }
        let keyIndent = lineIndent(bytes, at: modelsMember.keyOffset)
        let step = indentStep(outer: lineIndent(bytes, at: storage.offset), inner: keyIndent)
        var edited = bytes
        let frozen: String
        if let versions = storage["versions"]?.arrayValue, let last = versions.last {
            guard let members = last.objectMembers, members.map(\.key) == ["version"],
                let identifier = last["version"]?.stringValue
            else {
                throw Diagnostic(
                    at: document.location(of: last),
                    "the last schema version should be the released one, written as {\"version\": \"…\"} with nothing else; freeze adds its models"
                )
            }
            frozen = identifier
            let indent = lineIndent(bytes, at: last.offset)
            let inner = indent + step
            let replacement =
                "{\n\(inner)\"version\": \(JSONStringLiteral.quoted(identifier)),\n\(inner)\"models\": \(modelsText(inner))\n\(indent)},\n\(indent){ \"version\": \(JSONStringLiteral.quoted(next)) }"
            edited.replaceSubrange(last.offset..<end(of: last, in: bytes), with: Array(replacement.utf8))
        } else {
            frozen = "1.0.0"
            let entry = keyIndent + step, inner = entry + step
            let member =
                ",\n\(keyIndent)\"versions\": [\n\(entry){\n\(inner)\"version\": \"1.0.0\",\n\(inner)\"models\": \(modelsText(inner))\n\(entry)},\n\(entry){ \"version\": \(JSONStringLiteral.quoted(next)) }\n\(keyIndent)]"
            edited.insert(contentsOf: Array(member.utf8), at: end(of: models, in: bytes))
        }
        return (String(decoding: edited, as: UTF8.self), frozen)
    }

    /// The version the spec's models were last released as: the last `storage.versions` entry's
    /// `version`, or `"1.0.0"` (what freeze names them) when the spec has no versions yet; `nil`
    /// when the text is not JSON.
    public static func releasedVersion(in specText: String) -> String? {
        guard let document = try? JSONDocument.parse(bytes: Array(specText.utf8), file: "") else { return nil }
        return document.root["storage"]?["versions"]?.arrayValue?.last?["version"]?.stringValue ?? "1.0.0"
    }

    /// Why `next` cannot follow `released` as the current version, or `nil` when it can: a
    /// version is one to three dot-separated whole numbers, compared number by number (missing
    /// ones are 0), and the new one must be later.
    public static func problem(withNext next: String, after released: String) -> String? {
        guard let new = numbers(next) else {
            return
                "'\(next)' is not a version: write one to three dot-separated whole numbers, such as \(suggestedNext(after: released))"
        }
        guard let old = numbers(released), new.lexicographicallyPrecedes(old) || new == old else { return nil }
        return
            "\(next) is not later than the released version \(released); use a later one, such as \(suggestedNext(after: released))"
    }

    /// The next major version after `released` (`3.1.0` → `4.0.0`); `2.0.0` when it does not parse.
    public static func suggestedNext(after released: String) -> String {
        guard let first = numbers(released)?.first else { return "2.0.0" }
        return "\(first + 1).0.0"
    }

    /// A version's numbers padded to three, or `nil` when it is not one to three whole numbers.
    private static func numbers(_ version: String) -> [Int]? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var values: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.allSatisfy(\.isASCII), part.allSatisfy(\.isNumber), let value = Int(part) else {
                return nil
            }
            values.append(value)
        }
        return values + Array(repeating: 0, count: 3 - values.count)
    }

    /// A node's value without its layout: equal for the same JSON written differently.
    static func canonical(_ node: JSONNode) -> String {
        switch node.value {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let number): number.raw
        case .string(let string): JSONStringLiteral.quoted(string)
        case .array(let elements): "[" + elements.map(canonical).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { JSONStringLiteral.quoted($0.key) + ":" + canonical($0.value) }.joined(separator: ",") + "}"
        }
    }

    /// The offset just past `node`'s text in `bytes` (strings' escapes and nesting respected).
    static func end(of node: JSONNode, in bytes: [UInt8]) -> Int {
        var index = node.offset
        var depth = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return index + 1 }
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                    if depth == 0 { return index }
                default: break
                }
            }
            index += 1
        }
        return bytes.count
    }

    /// The leading spaces and tabs of the line holding `offset`.
    static func lineIndent(_ bytes: [UInt8], at offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// One indentation level: what a member's line (`inner`) adds to its object's line
    /// (`outer`), or two spaces when it adds nothing (a one-line object).
    static func indentStep(outer: String, inner: String) -> String {
        inner.count > outer.count && inner.hasPrefix(outer) ? String(inner.dropFirst(outer.count)) : "  "
    }

    /// `node`'s text with each later line's indentation `old` replaced by `new`.
    static func reindented(_ bytes: [UInt8], node: JSONNode, from old: String, to new: String) -> String {
        let text = String(decoding: bytes[node.offset..<end(of: node, in: bytes)], as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().map { index, line in
            guard index > 0 else { return String(line) }
            return line.hasPrefix(old) ? new + line.dropFirst(old.count) : String(line)
        }.joined(separator: "\n")
    }
}
