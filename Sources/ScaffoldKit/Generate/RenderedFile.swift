/// One generated file: its path relative to the package root and its full contents.
public struct RenderedFile: Hashable, Sendable {
    /// The path relative to the package root, with `/` separators.
    public var path: String
    /// The file's text (LF line endings, one trailing newline).
    public var contents: String

    /// Creates a rendered file.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
