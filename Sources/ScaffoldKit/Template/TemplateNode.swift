/// The text of one template, shared by every node parsed from it so that errors and lambdas can
/// go back to the source.
final class TemplateSourceText: Sendable {
    /// The template's name or path, used in error locations.
    let name: String
    /// The template's UTF-8 bytes.
    let bytes: [UInt8]
    /// Offsets at which each line starts (line 1 starts at 0).
    let lineStarts: [Int]

    init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        var starts = [0]
        for offset in bytes.indices where bytes[offset] == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    func location(of offset: Int) -> TemplateLocation {
        let clamped = min(max(0, offset), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        let prefix = String(decoding: bytes[lineStart..<clamped], as: UTF8.self)
        return TemplateLocation(template: name, line: low + 1, column: prefix.unicodeScalars.count + 1)
    }

    /// The source text in a byte range.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

/// A name in a tag: `.` (the implicit iterator), `name` or a dotted `a.b.c`.
final class TemplateName: Sendable {
    /// The name as written (trimmed).
    let text: String
    /// The dot-separated parts; empty for the implicit iterator.
    let parts: [String]
    /// The first part, looked up through the context stack.
    let head: String

    init(_ text: String) {
        self.text = text
        self.head = text == "." ? "" : String(text.prefix { $0 != "." })
        self.parts = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether this is `{{.}}`.
    var isImplicitIterator: Bool { parts.isEmpty }
}

/// A parsed piece of a template.
enum TemplateNode: Sendable {
    /// Literal text (at most one line, its newline included) and the offset it came from.
    case text([UInt8], offset: Int)
    /// The start of a template line: where indentation from a standalone partial, parent or
    /// block site is inserted (Mustache spec v1.4, partials: standalone indentation).
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (unescaped).
    case variable(TemplateName, escaped: Bool, offset: Int)
    /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
    case section(TemplateSection)
    /// `{{>name}}` or `{{>*name}}`.
    case partial(TemplateInclude)
    /// `{{<name}}…{{/name}}`: include `name`, overriding its blocks.
    case parent(TemplateParent)
    /// `{{$name}}…{{/name}}` outside a parent: a block site with default content.
    case block(TemplateBlock)
}

/// A section or inverted section (a class, so rendering passes it by reference).
final class TemplateSection: Sendable {
    let name: TemplateName
    let isInverted: Bool
    let children: [TemplateNode]
    /// Offset of the opening tag (for errors).
    let offset: Int
    /// The raw text between the tags, for section lambdas.
    let contentRange: Range<Int>
    /// The delimiters in force at the opening tag, for section lambdas.
    let delimiters: TemplateDelimiters

    init(
        name: TemplateName, isInverted: Bool, children: [TemplateNode], offset: Int, contentRange: Range<Int>,
        delimiters: TemplateDelimiters
    ) {
        self.name = name
        self.isInverted = isInverted
        self.children = children
        self.offset = offset
        self.contentRange = contentRange
        self.delimiters = delimiters
    }
}

/// A partial or parent tag's target.
final class TemplateInclude: Sendable {
    let name: TemplateName
    /// `{{>*name}}`: the partial's name is looked up in the context.
    let isDynamic: Bool
    /// Whitespace before a standalone tag, added to every line of the included template.
    let indentation: [UInt8]
    let offset: Int

    init(name: TemplateName, isDynamic: Bool, indentation: [UInt8], offset: Int) {
        self.name = name
        self.isDynamic = isDynamic
        self.indentation = indentation
        self.offset = offset
    }
}

/// `{{<parent}}` with the blocks it overrides.
final class TemplateParent: Sendable {
    let include: TemplateInclude
    /// Block name → replacement content, as defined inside the parent tag.
    let overrides: [String: TemplateBlockOverride]

    init(include: TemplateInclude, overrides: [String: TemplateBlockOverride]) {
        self.include = include
        self.overrides = overrides
    }
}

/// Replacement content for a block, remembered with the template that defined it.
struct TemplateBlockOverride: Sendable {
    let children: [TemplateNode]
    let source: TemplateSourceText
}

/// A block site: `{{$name}}default{{/name}}`.
final class TemplateBlock: Sendable {
    let name: String
    let children: [TemplateNode]
    /// Indentation added to the lines of replacement content (Mustache spec v1.4, inheritance:
    /// block reindentation).
    let indentation: [UInt8]
    let offset: Int

    init(name: String, children: [TemplateNode], indentation: [UInt8], offset: Int) {
        self.name = name
        self.children = children
        self.indentation = indentation
        self.offset = offset
    }
}

/// A pair of tag delimiters, `{{` and `}}` by default.
struct TemplateDelimiters: Sendable, Equatable {
    let open: [UInt8]
    let close: [UInt8]

    static let standard = TemplateDelimiters(open: Array("{{".utf8), close: Array("}}".utf8))
}

extension TemplateNode {
    /// Where the node starts in its template, when it records it (`lineStart` does not: the
    /// nearest located node is used for messages instead).
    var offset: Int? {
        switch self {
        case .text(_, let offset), .variable(_, _, let offset): offset
        case .lineStart: nil
        case .section(let section): section.offset
        case .partial(let include): include.offset
        case .parent(let parent): parent.include.offset
        case .block(let block): block.offset
        }
    }
}
