/// Renames a feature inside text: the rules `scaffold rename` applies to the user's copy of
/// generated files (and to files the user added beside them), and to the saved spec's `name`.
///
/// Generated lines need no rules: they come from rendering the spec under the new name, and
/// the three-way merge keeps the user's edits. The rules only decide how the *user's* lines
/// change: every occurrence of the old name that is not the start of a longer lowercase word
/// (`WeatherFeature`, `InMemoryWeatherStore`, `Weather.` — not `Weathering`), and the
/// lowerCamel form at the start of an identifier (`weatherFeature`), become the new name.
public enum FeatureRenaming {
    /// `text` with the feature `old` renamed to `new` (both type-cased, as feature names are).
    /// - Parameters:
    ///   - text: any text (Swift source, a path).
    ///   - old: the current feature name, for example `Weather`.
    ///   - new: the new name, for example `Climate`.
    /// - Returns: the renamed text.
    public static func rename(_ text: String, from old: String, to new: String) -> String {
        let upper = replacing(old, with: new, in: text, atIdentifierStart: false)
        let lowerOld = lowerFirst(old), lowerNew = lowerFirst(new)
        guard lowerOld != old else { return upper }
        return replacing(lowerOld, with: lowerNew, in: upper, atIdentifierStart: true)
    }

    /// `text` renamed as ``rename(_:from:to:)`` does, except that every occurrence of a name in
    /// `kept` stays as it is (the SwiftData schema's names: renaming a model, property or enum
    /// would stop existing stores from opening).
    /// - Parameters:
    ///   - text: any text.
    ///   - old: the current feature name.
    ///   - new: the new name.
    ///   - kept: names to leave as they are, wherever they occur (longest first wins).
    /// - Returns: the renamed text.
    public static func rename(_ text: String, from old: String, to new: String, keeping kept: Set<String>) -> String {
        guard !kept.isEmpty else { return rename(text, from: old, to: new) }
        // Each kept name becomes a placeholder no renaming touches, then comes back.
        var protected = text
        let names = kept.sorted { ($0.count, $0) > ($1.count, $1) }
        for (index, name) in names.enumerated() {
            protected = protected.replacingOccurrences(of: name, with: "\u{1}\(index)\u{1}")
        }
        var result = rename(protected, from: old, to: new)
        for (index, name) in names.enumerated() {
            result = result.replacingOccurrences(of: "\u{1}\(index)\u{1}", with: name)
        }
        return result
    }

    /// The names in a spec's `storage` object (models, properties, enums, cases — its SwiftData
    /// schema) that a rename of feature `old` would change: what ``rename(_:from:to:keeping:)``
    /// keeps. Empty when the text is not JSON.
    public static func storedNames(inSpec specText: String, renaming old: String) -> Set<String> {
        guard let document = try? JSONDocument.parse(bytes: Array(specText.utf8), file: "spec"),
            let storage = document.root["storage"]
        else { return [] }
        var names = Set<String>()
        func collect(_ node: JSONNode) {
            for member in node.objectMembers ?? [] {
                if member.key == "name", let name = member.value.stringValue, rename(name, from: old, to: "\u{2}") != name {
                    names.insert(name)
                }
                collect(member.value)
            }
            for element in node.arrayValue ?? [] { collect(element) }
        }
        collect(storage)
        return names
    }

    /// `name` with its first character lowercased (`Weather` → `weather`).
    static func lowerFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    private static func isLowercaseOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isLowercaseOrDigit(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
            || byte >= 0x80
    }

    private static func replacing(_ old: String, with new: String, in text: String, atIdentifierStart: Bool) -> String {
        let source = Array(text.utf8), pattern = Array(old.utf8), replacement = Array(new.utf8)
        guard !pattern.isEmpty, source.count >= pattern.count else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            if source[index] == pattern[0], index + pattern.count <= source.count,
                source[index..<(index + pattern.count)].elementsEqual(pattern)
            {
                let after = index + pattern.count
                let endsWord = after == source.count || !isLowercaseOrDigit(source[after])
                let startsWord = !atIdentifierStart || index == 0 || !isIdentifierByte(source[index - 1])
                if endsWord, startsWord {
                    out += replacement
                    index = after
                    continue
                }
            }
            out.append(source[index])
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The spec text with its top-level `"name"` value replaced by `new`, and the names in it
    /// derived from the feature's (`ThingsItem`, a client named `Things`, `row.ThingsItem.id`)
    /// renamed by the same rules as the user's files (``rename(_:from:to:)``), so the new
    /// rendering is the last one renamed and the user's edits carry over without a conflict;
    /// a SwiftData feature whose store is named after the feature (no `storage.storeName`) gets
    /// `"storeName": "<old name>"` as the storage object's first member, so the renamed feature
    /// keeps opening the store its users' data is in.
    /// - Parameters:
    ///   - specText: a feature spec's JSON text.
    ///   - new: the new feature name.
    ///   - file: the spec's path, for errors.
    /// - Returns: the edited text.
    /// - Throws: ``Diagnostic`` when the text is not JSON or has no string `name`.
    public static func renamingSpec(_ specText: String, to new: String, file: String) throws(Diagnostic) -> String {
        let original = try JSONDocument.parse(bytes: Array(specText.utf8), file: file)
        guard let oldName = original.root["name"]?.stringValue else {
            throw Diagnostic(at: original.location(of: original.root), "the spec has no string 'name' to rename")
        }
        // Keys and other names stay: only occurrences of the feature's name change, and not
        // the storage schema's names (existing stores keep opening).
        let kept = storedNames(inSpec: specText, renaming: oldName)
        let bytes = Array(rename(specText, from: oldName, to: new, keeping: kept).utf8)
        let document = try JSONDocument.parse(bytes: bytes, file: file)
        guard let node = document.root["name"], node.stringValue != nil else {
            throw Diagnostic(at: document.location(of: document.root), "the spec has no string 'name' to rename")
        }
        let old = oldName
        let renamed = replacingStringLiterals(at: [node.offset], in: bytes, with: new)
        guard let storage = document.root["storage"], storage["kind"]?.stringValue == "swiftdata",
            storage["storeName"] == nil, let first = storage.objectMembers?.first
        else { return renamed }
        // Offsets after the name shift by the name's change in length (a name has no escapes).
        let shift = storage.offset > node.offset ? new.utf8.count - (node.stringValue ?? old).utf8.count : 0
        var edited = Array(renamed.utf8)
        let open = storage.offset + shift + 1, firstKey = first.keyOffset + shift
        let spacing = Array(edited[open..<firstKey])
        let member = "\"storeName\": \(JSONStringLiteral.quoted(FeatureNaming.typeName(old))),"
        edited.insert(contentsOf: spacing + Array(member.utf8) + (spacing.isEmpty ? [UInt8(ascii: " ")] : []), at: open)
        return String(decoding: edited, as: UTF8.self)
    }

    /// The spec text with every route's `opens.feature` that names `old` replaced by `new`,
    /// every other byte kept (another feature's spec, when `old` is renamed).
    /// - Parameters:
    ///   - specText: a feature spec's JSON text.
    ///   - old: the feature being renamed.
    ///   - new: its new name.
    ///   - file: the spec's path, for errors.
    /// - Returns: the edited text (the same text when no route opens `old`).
    /// - Throws: ``Diagnostic`` when the text is not JSON.
    public static func renamingOpens(_ specText: String, from old: String, to new: String, file: String) throws(Diagnostic)
        -> String
    {
        let bytes = Array(specText.utf8)
        let document = try JSONDocument.parse(bytes: bytes, file: file)
        let offsets = openings(of: old, in: document).map(\.node.offset)
        return offsets.isEmpty ? specText : replacingStringLiterals(at: offsets, in: bytes, with: new)
    }

    /// The spec text with every reference to feature `old` renamed to `new` (routes'
    /// `opens.feature`, `dependencies` entries and `externalTypes[].module`), every other byte
    /// kept: another feature's spec, when `old` is renamed.
    /// - Returns: the edited text (the same text when nothing names `old`).
    /// - Throws: ``Diagnostic`` when the text is not JSON.
    public static func renamingReferences(_ specText: String, from old: String, to new: String, file: String)
        throws(Diagnostic) -> String
    {
        let bytes = Array(specText.utf8)
        let document = try JSONDocument.parse(bytes: bytes, file: file)
        let offsets = references(to: old, in: document).map(\.node.offset)
        return offsets.isEmpty ? specText : replacingStringLiterals(at: offsets, in: bytes, with: new)
    }

    /// Where `document` names feature `feature`: its routes' `opens.feature`, its
    /// `dependencies` entries and its `externalTypes[].module`, with their JSON paths.
    static func references(to feature: String, in document: JSONDocument) -> [(node: JSONNode, path: String)] {
        var result = openings(of: feature, in: document)
        for (index, node) in (document.root["dependencies"]?.arrayValue ?? []).enumerated() where node.stringValue == feature {
            result.append((node, "dependencies[\(index)]"))
        }
        for (index, type) in (document.root["externalTypes"]?.arrayValue ?? []).enumerated() {
            if let node = type["module"], node.stringValue == feature { result.append((node, "externalTypes[\(index)].module")) }
        }
        return result
    }

    /// The `opens.feature` values of `document`'s routes that name `feature`, with their JSON
    /// paths (`routes[2].opens.feature`).
    static func openings(of feature: String, in document: JSONDocument) -> [(node: JSONNode, path: String)] {
        var result: [(node: JSONNode, path: String)] = []
        for (index, route) in (document.root["routes"]?.arrayValue ?? []).enumerated() {
            if let node = route["opens"]?["feature"], node.stringValue == feature {
                result.append((node, "routes[\(index)].opens.feature"))
            }
        }
        return result
    }

    /// `bytes` with the JSON string literals starting at `offsets` replaced by `value`, quoted.
    private static func replacingStringLiterals(at offsets: [Int], in bytes: [UInt8], with value: String) -> String {
        var edited = bytes
        for offset in offsets.sorted(by: >) {
            // The literal runs from its opening quote to the next quote not escaped.
            var end = offset + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            edited.replaceSubrange(offset..<min(end + 1, bytes.count), with: Array(JSONStringLiteral.quoted(value).utf8))
        }
        return String(decoding: edited, as: UTF8.self)
    }
}
