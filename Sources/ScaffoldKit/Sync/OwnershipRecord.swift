import Foundation

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
    public struct File: Codable, Hashable, Sendable {
        /// Path relative to the package root.
        public var path: String
        /// Template path relative to the template root (for example `feature/Sources/Route.swift.mustache`).
        public var template: String
        /// Hash of the template source used.
        public var templateHash: String
        /// The exact content written.
        public var content: String

        /// Creates a file entry.
        public init(path: String, template: String, templateHash: String, content: String) {
            self.path = path
            self.template = template
            self.templateHash = templateHash
            self.content = content
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

    /// Pretty-printed JSON with sorted keys and a final newline, so diffs in review are stable.
    public func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// Decodes a record.
    /// - Throws: ``Diagnostic`` naming `path` when the JSON is not a valid record.
    public static func decode(_ text: String, path: String) throws(Diagnostic) -> OwnershipRecord {
        do {
            return try JSONDecoder().decode(OwnershipRecord.self, from: Data(text.utf8))
        } catch {
            throw Diagnostic(at: SourceLocation(file: path, line: 1, column: 1),
                "cannot read scaffold's record of generated files: \(error.localizedDescription); restore it from version control or regenerate with --force")
        }
    }
}
