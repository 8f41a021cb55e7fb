/// What scaffold last wrote for one feature, checked in at
/// `.scaffold/features/<Name>.json`.
///
/// For every generated file it keeps the template that produced it, that template's hash and
/// the exact content written. That content is the base of the three-way merge in
/// `scaffold sync`, and comparing it with the file on disk tells whether the user edited or
/// deleted the file since.
public struct OwnershipRecord: Codable, Hashable, Sendable {
    /// The record format; bumped when the layout changes.
    public var format: Int = 1
    /// The feature's name.
    public var feature: String
    /// The template style used.
    public var style: String
    /// Hash of the spec file's text when it was last generated from.
    public var specHash: String
    /// Every generated file, sorted by path.
    public var files: [File]

    /// One generated file.
    ///
    /// `content` is always the last rendering: the base of the next three-way merge. How the
    /// file stood on disk when scaffold last wrote or reconciled it is kept beside it:
    /// identical to `content` (no extra field), edited by the user and already merged
    /// (`userContentHash`), or deleted by the user (`deletedByUser`).
    public struct File: Codable, Hashable, Sendable {
        /// Path relative to the package root.
        public var path: String
        /// Template path relative to the template root (for example `feature/Sources/Route.swift.mustache`).
        public var template: String
        /// Hash of the template source used.
        public var templateHash: String
        /// The exact content last rendered (and written, unless the user's edits were kept).
        public var content: String
        /// When the file on disk differed from `content` after the last sync (the user's edits,
        /// merged): the ``ContentHash`` of that file. `nil` when the file was exactly `content`.
        public var userContentHash: String?
        /// Whether the user deleted the file and sync keeps it deleted (until `--restore`).
        public var deletedByUser: Bool?

        /// Creates a file entry.
        public init(
            path: String, template: String, templateHash: String, content: String,
            userContentHash: String? = nil, deletedByUser: Bool = false
        ) {
            self.path = path
            self.template = template
            self.templateHash = templateHash
            self.content = content
            self.userContentHash = userContentHash
            self.deletedByUser = deletedByUser ? true : nil
        }

        /// Whether the user deleted the file and sync keeps it deleted.
        public var isDeletedByUser: Bool { deletedByUser == true }

        /// Whether `text` (the file on disk) is how scaffold last left it: the rendering
        /// itself, or the user's edits that sync already merged.
        public func isAsLastLeft(_ text: String) -> Bool {
            if isDeletedByUser { return false }
            if text == content { return true }
            return userContentHash.map { $0 == ContentHash.of(text) } ?? false
        }
    }

    /// Creates a record.
    public init(feature: String, style: String, specHash: String, files: [File]) {
        self.feature = feature
        self.style = style
        self.specHash = specHash
        self.files = files.sorted { $0.path < $1.path }
    }

    /// The record's path relative to the package root.
    public static func path(forFeature name: String) -> String {
        ".scaffold/features/\(name).json"
    }

    /// The entry for `path`, if scaffold generated it.
    public func file(at path: String) -> File? {
        files.first { $0.path == path }
    }

    /// Pretty-printed JSON with sorted keys and a final newline, so diffs in review are stable
    /// (the layout of `JSONEncoder`'s `.prettyPrinted, .sortedKeys, .withoutEscapingSlashes`).
    /// Written by hand: `check` encodes every record to compare it with the disk.
    public func encoded() throws -> String {
        var out = "{\n"
        out += "  \"feature\" : " + Self.quoted(feature) + ",\n"
        if files.isEmpty {
            out += "  \"files\" : [\n\n  ],\n"
        } else {
            out += "  \"files\" : [\n"
            for (index, file) in files.enumerated() {
                out += "    {\n"
                out += "      \"content\" : " + Self.quoted(file.content) + ",\n"
                if let deleted = file.deletedByUser { out += "      \"deletedByUser\" : \(deleted),\n" }
                out += "      \"path\" : " + Self.quoted(file.path) + ",\n"
                out += "      \"template\" : " + Self.quoted(file.template) + ",\n"
                out += "      \"templateHash\" : " + Self.quoted(file.templateHash)
                if let hash = file.userContentHash { out += ",\n      \"userContentHash\" : " + Self.quoted(hash) }
                out += "\n    }" + (index == files.count - 1 ? "\n" : ",\n")
            }
            out += "  ],\n"
        }
        out += "  \"format\" : \(format),\n"
        out += "  \"specHash\" : " + Self.quoted(specHash) + ",\n"
        out += "  \"style\" : " + Self.quoted(style) + "\n"
        out += "}\n"
        return out
    }

    /// A JSON string literal (escaping as `JSONEncoder` does, slashes unescaped).
    private static func quoted(_ text: String) -> String {
        var out = [UInt8]()
        out.reserveCapacity(text.utf8.count + 16)
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: out += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: out += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                out += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }

    /// Decodes a record (with scaffold's own JSON parser: records are large, and `check` reads
    /// one per feature).
    /// - Throws: ``Diagnostic`` naming `path` (and the line) when the JSON is not a valid record.
    public static func decode(_ text: String, path: String) throws(Diagnostic) -> OwnershipRecord {
        let document = try JSONDocument.parse(bytes: Array(text.utf8), file: path)
        func fail(_ node: JSONNode, _ message: String) -> Diagnostic {
            Diagnostic(
                at: document.location(of: node),
                "not a valid record of generated files: \(message); restore it from version control or regenerate with --force")
        }
        func string(_ object: JSONNode, _ key: String) throws(Diagnostic) -> String {
            guard let value = object[key]?.stringValue else { throw fail(object, "'\(key)' must be a string") }
            return value
        }
        let root = document.root
        guard root.objectMembers != nil else { throw fail(root, "expected an object") }
        var format = 1
        if let node = root["format"] {
            guard case .number(let number) = node.value, let value = number.intValue else {
                throw fail(node, "'format' must be an integer")
            }
            guard value == 1 else { throw fail(node, "format \(value) is newer than this scaffold understands") }
            format = value
        }
        guard let fileNodes = root["files"]?.arrayValue else { throw fail(root, "'files' must be an array") }
        var files: [File] = []
        files.reserveCapacity(fileNodes.count)
        for node in fileNodes {
            guard node.objectMembers != nil else { throw fail(node, "each file must be an object") }
            var file = File(
                path: try string(node, "path"), template: try string(node, "template"),
                templateHash: try string(node, "templateHash"), content: try string(node, "content"))
            if let hash = node["userContentHash"] {
                guard let value = hash.stringValue else { throw fail(hash, "'userContentHash' must be a string") }
                file.userContentHash = value
            }
            if let deleted = node["deletedByUser"] {
                guard case .bool(let value) = deleted.value else { throw fail(deleted, "'deletedByUser' must be true or false") }
                file.deletedByUser = value ? true : nil
            }
            files.append(file)
        }
        var record = OwnershipRecord(
            feature: try string(root, "feature"), style: try string(root, "style"), specHash: try string(root, "specHash"),
            files: files)
        record.format = format
        return record
    }
}
