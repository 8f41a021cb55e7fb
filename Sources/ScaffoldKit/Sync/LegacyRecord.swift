/// A record in the first format (`.scaffold/features/<Name>.json`, format 1): one JSON object
/// holding every generated file's last rendering as a string. Read only, to migrate it: the next
/// `scaffold sync` replaces it with an ``OwnershipRecord`` index and stored bases.
public struct LegacyRecord: Sendable {
    /// The feature's name.
    public var feature: String
    /// The template style used.
    public var style: String
    /// Hash of the spec text it was generated from.
    public var specHash: String
    /// Per file: path, template, template hash and the last rendering.
    public var files: [(path: String, template: String, templateHash: String, content: String)]

    /// The record in the current form, and the last renderings by path (the merge bases).
    public var migrated: (record: OwnershipRecord, bases: [String: String]) {
        var bases: [String: String] = [:]
        for file in files { bases[file.path] = file.content }
        let record = OwnershipRecord(
            feature: feature, style: style, specHash: specHash,
            files: files.map {
                OwnershipRecord.File(
                    path: $0.path, template: $0.template, templateHash: $0.templateHash, baseHash: ContentHash.of($0.content))
            })
        return (record, bases)
    }

    /// Decodes a format-1 record.
    /// - Throws: ``Diagnostic`` naming `path` (and the line) when the JSON is not a valid record,
    ///   with the recovery command; conflict markers are named as such.
    public static func decode(_ text: String, path: String) throws(Diagnostic) -> LegacyRecord {
        let feature = OwnershipRecord.featureName(fromIndexPath: path)
        let recovery = "rebuild it from the saved spec and templates with 'scaffold sync --rebuild-record \(feature)'"
        if ThreeWayMerge.containsConflictMarkers(text) {
            let line = ThreeWayMerge.lines(text).firstIndex { ThreeWayMerge.containsConflictMarkers(String($0)) } ?? 0
            throw Diagnostic(
                at: SourceLocation(file: path, line: line + 1, column: 1),
                "the record has merge conflict markers (two branches changed what scaffold generated); \(recovery) (your files are kept)"
            )
        }
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(bytes: Array(text.utf8), file: path)
        } catch {
            throw Diagnostic(at: nil, "\(path): not a readable scaffold record (\(error)); \(recovery)")
        }
        func fail(_ node: JSONNode, _ message: String) -> Diagnostic {
            Diagnostic(at: document.location(of: node), "not a valid record of generated files: \(message); \(recovery)")
        }
        func string(_ object: JSONNode, _ key: String) throws(Diagnostic) -> String {
            guard let value = object[key]?.stringValue else { throw fail(object, "'\(key)' must be a string") }
            return value
        }
        let root = document.root
        guard root.objectMembers != nil else { throw fail(root, "expected an object") }
        if let node = root["format"] {
            guard case .number(let number) = node.value, number.intValue == 1 else {
                throw fail(node, "'format' must be 1 in a .json record")
            }
        }
        guard let fileNodes = root["files"]?.arrayValue else { throw fail(root, "'files' must be an array") }
        var files: [(path: String, template: String, templateHash: String, content: String)] = []
        for node in fileNodes {
            guard node.objectMembers != nil else { throw fail(node, "each file must be an object") }
            files.append(
                (
                    try string(node, "path"), try string(node, "template"), try string(node, "templateHash"),
                    try string(node, "content")
                ))
        }
        return LegacyRecord(
            feature: try string(root, "feature"), style: try string(root, "style"), specHash: try string(root, "specHash"),
            files: files.sorted { $0.path < $1.path })
    }
}
