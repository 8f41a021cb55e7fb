/// A parsed Mustache template: parse once, render many times, from any thread.
///
/// Implements the Mustache spec v1.4: interpolation (`{{x}}`, `{{{x}}}`, `{{&x}}`), dotted
/// names, the implicit iterator `{{.}}`, sections, inverted sections, comments, set-delimiter
/// tags, partials with standalone indentation, parents and blocks (`~inheritance`), dynamic
/// names (`{{>*name}}`), the standalone-line whitespace rules and CRLF line endings. Lambdas are
/// ``TemplateValue/lambda(_:)`` values in the render context.
///
/// ```swift
/// let template = try Template.parse("Hello, {{name}}!", name: "greeting.mustache")
/// let text = try TemplateRenderer().render(template, with: ["name": "World"])
/// ```
public struct Template: Sendable {
    let source: TemplateSourceText
    let nodes: [TemplateNode]

    init(source: TemplateSourceText, nodes: [TemplateNode]) {
        self.source = source
        self.nodes = nodes
    }

    /// The name or path given when parsing; used in error locations.
    public var name: String { source.name }

    /// Parses a template.
    /// - Parameters:
    ///   - text: the template source (UTF-8; LF or CRLF line endings).
    ///   - name: the template's name or file path, reported in error locations.
    /// - Returns: the parsed template.
    /// - Throws: ``TemplateError`` for an unclosed or mismatched section, an unclosed tag, an
    ///   empty or invalid name, a malformed set-delimiter tag or nesting deeper than 512 levels.
    public static func parse(_ text: String, name: String) throws(TemplateError) -> Template {
        try parse(bytes: Array(text.utf8), name: name)
    }

    /// Parses a template from UTF-8 bytes. See ``parse(_:name:)``.
    public static func parse(bytes: [UInt8], name: String) throws(TemplateError) -> Template {
        try parse(bytes: bytes, name: name, delimiters: .standard)
    }

    static func parse(bytes: [UInt8], name: String, delimiters: TemplateDelimiters) throws(TemplateError) -> Template {
        let source = TemplateSourceText(name: name, bytes: bytes)
        var parser = TemplateParser(source: source, delimiters: delimiters)
        return Template(source: source, nodes: try parser.parse())
    }
}
