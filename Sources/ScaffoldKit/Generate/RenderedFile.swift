/// One generated file: its path relative to the package root, its full contents and where it
/// came from.
public struct RenderedFile: Hashable, Sendable {
    /// The path relative to the package root, with `/` separators.
    public var path: String
    /// The file's text (LF line endings, one trailing newline).
    public var contents: String
    /// The template that produced it, relative to the template root
    /// (for example `feature/Sources/Route.swift.mustache`).
    public var template: String
    /// Hash of the template source used (see ``ContentHash``).
    public var templateHash: String
    /// For each line of `contents`, the template position that produced it.
    public var lineMap: [TemplateLocation]

    /// Creates a rendered file.
    public init(
        path: String, contents: String, template: String = "", templateHash: String = "", lineMap: [TemplateLocation] = []
    ) {
        self.path = path
        self.contents = contents
        self.template = template
        self.templateHash = templateHash
        self.lineMap = lineMap
    }
}
