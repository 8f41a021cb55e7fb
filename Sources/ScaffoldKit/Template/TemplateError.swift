/// A position in a template: its name (or file path), 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line.
public struct TemplateLocation: Hashable, Sendable, CustomStringConvertible {
    /// The template's name or file path.
    public var template: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    /// Creates a location.
    public init(template: String, line: Int, column: Int) {
        self.template = template
        self.line = line
        self.column = column
    }

    /// `template:line:column`.
    public var description: String { "\(template):\(line):\(column)" }
}

/// A template that cannot be parsed or rendered, with where and why.
///
/// Parse errors point at the offending tag; render errors (strict-mode misses, unknown
/// partials, include recursion) point at the tag being rendered and carry the chain of include
/// sites that led there, innermost first.
public struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// `{{#name}}` (or `{{^name}}`, `{{<name}}`, `{{$name}}`) has no matching closing tag.
        case unclosedSection(name: String)
        /// `{{/found}}` closes a section opened as `expected`.
        case mismatchedClosingTag(expected: String, found: String)
        /// `{{/name}}` with no section open.
        case unexpectedClosingTag(name: String)
        /// A tag opened with the open delimiter was never closed.
        case unclosedTag(expectedDelimiter: String)
        /// A tag with no name, such as `{{}}` or `{{#}}`.
        case emptyTag
        /// A tag name that is not a valid Mustache name (for example it contains spaces).
        case invalidName(String)
        /// `{{=<% %>=}}` that does not consist of two delimiters without whitespace or `=`.
        case malformedSetDelimiter(String)
        /// Sections, partials and parents nested deeper than the engine allows.
        case nestingTooDeep(limit: Int)
        /// Strict mode: the name resolved to nothing. `missing` is the part of a dotted name that
        /// was not found.
        case unresolvedName(name: String, missing: String)
        /// Strict mode: interpolating a list or an object, which has no text form.
        case notInterpolatable(name: String, kind: String)
        /// A partial or parent that the resolver does not have; `searched` says where it looked.
        case unknownPartial(name: String, searched: String)
        /// A partial name the resolver refuses to look up (for example one that leaves the
        /// partials directory); `problem` says why.
        case forbiddenPartialName(name: String, problem: String)
        /// A dynamic name (`{{>*name}}`) whose value is not a string.
        case dynamicNameNotString(name: String)
        /// Partials or parents including each other deeper than the limit.
        case includeTooDeep(name: String, limit: Int)
        /// More partial and parent expansions in one render than the limit (partials that each
        /// include the next several times grow exponentially).
        case tooManyIncludes(name: String, limit: Int)
        /// The rendered output grew past the limit, in bytes.
        case outputTooLarge(limit: Int)
    }

    /// Where the problem is.
    public var location: TemplateLocation
    /// What went wrong.
    public var reason: Reason
    /// Where the section involved was opened (for unclosed and mismatched sections).
    public var openedAt: TemplateLocation?
    /// The include sites that led to the failing template, innermost first.
    public var includeStack: [TemplateLocation]
    /// For ``Reason/unresolvedName(name:missing:)``: the names that were visible where the
    /// missing one was looked up (for "did you mean …?" suggestions), sorted.
    public var visibleNames: [String] = []

    /// Creates an error.
    public init(
        _ reason: Reason,
        at location: TemplateLocation,
        openedAt: TemplateLocation? = nil,
        includeStack: [TemplateLocation] = []
    ) {
        self.reason = reason
        self.location = location
        self.openedAt = openedAt
        self.includeStack = includeStack
    }

    /// One sentence describing the problem, without the location.
    public var message: String {
        switch reason {
        case .unclosedSection(let name):
            return "unclosed section '\(Self.shown(name))': expected a closing tag '{{/\(Self.shown(name))}}'"
        case .mismatchedClosingTag(let expected, let found):
            return "closing tag '{{/\(Self.shown(found))}}' does not match the open section '\(Self.shown(expected))'"
        case .unexpectedClosingTag(let name):
            return "closing tag '{{/\(Self.shown(name))}}' has no open section"
        case .unclosedTag(let delimiter):
            return "unclosed tag: expected '\(delimiter)'"
        case .emptyTag:
            return "empty tag: expected a name"
        case .invalidName(let name):
            return "invalid name '\(Self.shown(name))': names may not contain whitespace"
        case .malformedSetDelimiter(let content):
            return
                "malformed set-delimiter tag '\(Self.shown(content))': expected two delimiters separated by whitespace, such as {{=<% %>=}}"
        case .nestingTooDeep(let limit):
            return "sections are nested more than \(limit) levels deep"
        case .unresolvedName(let name, let missing):
            if name == missing { return "'\(Self.shown(name))' is not defined in the render context" }
            return "'\(Self.shown(name))' is not defined in the render context ('\(Self.shown(missing))' was not found)"
        case .notInterpolatable(let name, let kind):
            return
                "'\(Self.shown(name))' is \(kind) and has no text form; use a section {{#\(Self.shown(name))}}…{{/\(Self.shown(name))}}"
        case .unknownPartial(let name, let searched):
            return "unknown partial '\(Self.shown(name))' (looked for \(Self.shown(searched, limit: 4_096)))"
        case .forbiddenPartialName(_, let problem):
            return Self.shown(problem, limit: 4_096)
        case .dynamicNameNotString(let name):
            return "dynamic name '\(Self.shown(name))' must resolve to a string naming a partial"
        case .includeTooDeep(let name, let limit):
            return "partial '\(Self.shown(name))' is included more than \(limit) levels deep (recursive partials or parents?)"
        case .tooManyIncludes(let name, let limit):
            return
                "partial '\(Self.shown(name))' would be expanded after \(limit) partial and parent expansions in one render; partials that include each other several times grow exponentially"
        case .outputTooLarge(let limit):
            return "the rendered output exceeds \(limit) bytes; a template or its data repeats without bound"
        }
    }

    /// `text` for a message: control and invisible characters escaped (a tag name containing a
    /// newline must not print as two lines) and at most 80 characters.
    static func shown(_ text: String, limit: Int = 80) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit { return result + "…" }
            count += 1
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format
                || scalar.value == 0x2028 || scalar.value == 0x2029
            {
                result += scalar == "\n" ? "\\n" : "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `template:line:col: error: message`, followed by a note for the opening site and each
    /// include site.
    public var description: String {
        var text = "\(location): error: \(message)"
        if let openedAt { text += "\n\(openedAt): note: section opened here" }
        for site in includeStack { text += "\n\(site): note: included from here" }
        return text
    }
}
