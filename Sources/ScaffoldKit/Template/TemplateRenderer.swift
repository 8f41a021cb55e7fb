/// Renders parsed templates with a context (Mustache spec v1.4).
///
/// A renderer is a small `Sendable` value holding the render options; rendering does not mutate
/// it, so one renderer and one parsed ``Template`` can be used from many threads at once.
public struct TemplateRenderer: Sendable {
    /// How `{{name}}` interpolation escapes its value. `{{{name}}}` and `{{&name}}` never escape.
    public enum Escaping: String, Sendable, CaseIterable {
        /// Values pass through untouched; scaffold's default, since generated Swift is full of
        /// `<`, `>`, `&` and quotes.
        case none
        /// `&`, `<`, `>` and `"` become HTML entities (Mustache spec v1.4, interpolation).
        case html
    }

    /// Escaping for `{{name}}`.
    public var escaping: Escaping
    /// When true, a name that resolves to nothing, an unknown partial and interpolating a list or
    /// an object are errors; when false they render as the empty string (spec behaviour).
    public var isStrict: Bool
    /// Where `{{>name}}` and `{{<name}}` are looked up.
    public var partials: any PartialResolver
    /// How deeply partials and parents may include each other before rendering fails.
    public var maxIncludeDepth: Int
    /// How many partial and parent expansions one render may make in total before it fails
    /// (partials that each include the next twice grow as 2ⁿ).
    public var maxIncludeCount: Int
    /// The largest output one render may produce, in bytes, before it fails.
    public var maxOutputBytes: Int

    /// Creates a renderer.
    /// - Parameters:
    ///   - escaping: escaping for `{{name}}`; `.none` by default.
    ///   - isStrict: fail on names that resolve to nothing; `false` by default.
    ///   - partials: partial lookup; an empty library by default.
    ///   - maxIncludeDepth: include nesting limit; 100 by default.
    ///   - maxIncludeCount: total partial and parent expansions per render; 10,000 by default
    ///     (every golden and example renders with fewer than 300).
    ///   - maxOutputBytes: output size limit per render, in bytes; 32 MiB by default.
    public init(
        escaping: Escaping = .none,
        isStrict: Bool = false,
        partials: any PartialResolver = TemplateLibrary(),
        maxIncludeDepth: Int = 100,
        maxIncludeCount: Int = 10_000,
        maxOutputBytes: Int = 32 << 20
    ) {
        self.escaping = escaping
        self.isStrict = isStrict
        self.partials = partials
        self.maxIncludeDepth = maxIncludeDepth
        self.maxIncludeCount = maxIncludeCount
        self.maxOutputBytes = maxOutputBytes
    }

    /// Renders `template` with `context` as the root of the context stack.
    /// - Returns: the rendered text, exactly (no newline is added or removed).
    /// - Throws: ``TemplateError`` in strict mode for names that resolve to nothing or unknown
    ///   partials, for partials that do not parse, for includes nested past `maxIncludeDepth`,
    ///   for more than `maxIncludeCount` expansions or more than `maxOutputBytes` of output
    ///   (located at the tag being rendered), and for templates returned by lambdas that do not
    ///   parse.
    public func render(_ template: Template, with context: TemplateValue) throws(TemplateError) -> String {
        String(decoding: try renderBytes(template, with: context), as: UTF8.self)
    }

    /// Renders and records, for every output line, the template position that produced it (the
    /// first text or tag written on that line, inside partials and parents too). `scaffold verify`
    /// uses it to point compiler errors in generated files back at templates.
    /// - Returns: the text and one location per output line (a final line without a newline counts).
    /// - Throws: as ``render(_:with:)``.
    public func renderWithLineMap(_ template: Template, with context: TemplateValue) throws(TemplateError) -> (
        text: String, lineMap: [TemplateLocation]
    ) {
        var run = TemplateRenderRun(renderer: self, context: context)
        run.lineOrigins = []
        try run.render(template.nodes, from: template.source)
        if !run.output.isEmpty {
            run.noteOrigin(template.source, 0)  // count the newlines written by the last node
        }
        let lineCount =
            run.output.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            + (run.output.last.map { $0 == UInt8(ascii: "\n") ? 0 : 1 } ?? 0)
        let map = (run.lineOrigins ?? []).prefix(lineCount).map { $0.source.location(of: $0.offset) }
        return (String(decoding: run.output, as: UTF8.self), map)
    }

    /// Renders to UTF-8 bytes; see ``render(_:with:)``.
    public func renderBytes(_ template: Template, with context: TemplateValue) throws(TemplateError) -> [UInt8] {
        var run = TemplateRenderRun(renderer: self, context: context)
        run.output.reserveCapacity(template.source.bytes.count * 2)
        try run.render(template.nodes, from: template.source)
        return run.output
    }
}

/// The mutable state of one render call.
struct TemplateRenderRun {
    let renderer: TemplateRenderer
    var output: [UInt8] = []
    var stack: [TemplateValue]
    var indentation: [UInt8] = []
    /// Block overrides of the parents being rendered, outermost first (the outermost wins).
    var overrides: [[String: TemplateBlockOverride]] = []
    /// Include sites (partials and parents) being rendered, outermost first.
    var includeSites: [(source: TemplateSourceText, offset: Int)] = []
    /// Partial and parent expansions so far.
    var includeCount = 0
    /// When recording a line map: the origin of each output line started so far.
    var lineOrigins: [(source: TemplateSourceText, offset: Int)]?
    /// Output bytes already scanned for newlines while recording, and the newlines found.
    private var scannedBytes = 0
    private var newlineCount = 0
    /// Where the indentation written by the last line-start marker ends.
    private var indentationEnd = -1

    init(renderer: TemplateRenderer, context: TemplateValue) {
        self.renderer = renderer
        self.stack = [context]
    }

    private var includeStack: [TemplateLocation] {
        includeSites.reversed().map { $0.source.location(of: $0.offset) }
    }

    private func failure(_ reason: TemplateError.Reason, at offset: Int, in source: TemplateSourceText) -> TemplateError {
        TemplateError(reason, at: source.location(of: offset), includeStack: includeStack)
    }

    mutating func render(_ nodes: [TemplateNode], from source: TemplateSourceText) throws(TemplateError) {
        var lastOffset = 0
        for node in nodes {
            if let offset = node.offset { lastOffset = offset }
            if output.count > renderer.maxOutputBytes {
                throw failure(.outputTooLarge(limit: renderer.maxOutputBytes), at: lastOffset, in: source)
            }
            switch node {
            case .text(let bytes, let offset):
                if lineOrigins != nil { noteOrigin(source, offset) }
                output.append(contentsOf: bytes)
            case .lineStart:
                if !indentation.isEmpty, output.last == nil || output.last == UInt8(ascii: "\n") {
                    output.append(contentsOf: indentation)
                    if lineOrigins != nil { indentationEnd = output.count }
                }
            case .variable(let name, let escaped, let offset):
                if lineOrigins != nil { noteOrigin(source, offset) }
                guard let value = try lookup(name, at: offset, in: source) else { continue }
                try interpolate(value, escaped: escaped, name: name, at: offset, in: source)
            case .section(let section):
                try render(section, from: source)
            case .partial(let include):
                guard let template = try resolve(include, from: source) else { continue }
                try enter(include, from: source) { (run: inout TemplateRenderRun) throws(TemplateError) in
                    try run.render(template.nodes, from: template.source)
                }
            case .parent(let parent):
                guard let template = try resolve(parent.include, from: source) else { continue }
                overrides.append(parent.overrides)
                defer { overrides.removeLast() }
                try enter(parent.include, from: source) { (run: inout TemplateRenderRun) throws(TemplateError) in
                    try run.render(template.nodes, from: template.source)
                }
            case .block(let block):
                if let replacement = override(named: block.name) {
                    let saved = indentation
                    indentation += block.indentation
                    defer { indentation = saved }
                    try render(replacement.children, from: replacement.source)
                } else {
                    try render(block.children, from: source)
                }
            }
        }
    }

    /// Records `offset` as the origin of the current output line if it has none yet; lines
    /// written since the last record (multi-line data) keep the previous origin.
    mutating func noteOrigin(_ source: TemplateSourceText, _ offset: Int) {
        while scannedBytes < output.count {
            if output[scannedBytes] == UInt8(ascii: "\n") { newlineCount += 1 }
            scannedBytes += 1
        }
        guard let count = lineOrigins?.count, count <= newlineCount else { return }
        let previous = lineOrigins?.last ?? (source, offset)
        for _ in count..<newlineCount { lineOrigins?.append(previous) }
        let lineHasContent = !output.isEmpty && output.last != UInt8(ascii: "\n") && output.count != indentationEnd
        lineOrigins?.append(lineHasContent ? previous : (source, offset))
    }

    private func override(named name: String) -> TemplateBlockOverride? {
        for level in overrides {
            if let replacement = level[name] { return replacement }
        }
        return nil
    }

    private mutating func render(_ section: TemplateSection, from source: TemplateSourceText) throws(TemplateError) {
        let value = try lookup(section.name, at: section.offset, in: source)
        if section.isInverted {
            let isTruthy: Bool
            if case .lambda = value { isTruthy = true } else { isTruthy = value?.isTruthy ?? false }
            if !isTruthy { try render(section.children, from: source) }
            return
        }
        guard let value else { return }
        switch value {
        case .null, .bool(false):
            return
        case .list(let items):
            for item in items {
                stack.append(item)
                try render(section.children, from: source)
                stack.removeLast()
            }
        case .lambda(let lambda):
            let text = lambda.body(source.text(section.contentRange))
            let template = try Template.parse(
                bytes: Array(text.utf8), name: "lambda '\(section.name.text)' in \(source.name)", delimiters: section.delimiters)
            try render(template.nodes, from: template.source)
        default:
            stack.append(value)
            try render(section.children, from: source)
            stack.removeLast()
        }
    }

    private mutating func interpolate(
        _ value: TemplateValue, escaped: Bool, name: TemplateName, at offset: Int, in source: TemplateSourceText
    ) throws(TemplateError) {
        switch value {
        case .null:
            return
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .int(let number):
            output.append(contentsOf: String(number).utf8)
        case .double(let number):
            output.append(contentsOf: number.description.utf8)
        case .string(let text):
            if escaped && renderer.escaping == .html {
                appendEscaped(text.utf8)
            } else {
                output.append(contentsOf: text.utf8)
            }
        case .list, .object:
            if renderer.isStrict {
                throw failure(
                    .notInterpolatable(name: name.text, kind: value.isList ? "a list" : "an object"), at: offset, in: source)
            }
        case .lambda(let lambda):
            let template = try Template.parse(lambda.body(""), name: "lambda '\(name.text)' in \(source.name)")
            let saved = output
            output = []
            try render(template.nodes, from: template.source)
            let rendered = output
            output = saved
            if escaped && renderer.escaping == .html {
                appendEscaped(rendered)
            } else {
                output.append(contentsOf: rendered)
            }
        }
    }

    private mutating func appendEscaped<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            default: output.append(byte)
            }
        }
    }

    /// Resolves a name against the context stack (Mustache spec v1.4, interpolation: dotted
    /// names resolve their first part through the stack and the rest within that value).
    private func lookup(_ name: TemplateName, at offset: Int, in source: TemplateSourceText) throws(TemplateError)
        -> TemplateValue?
    {
        if name.isImplicitIterator { return stack.last }
        let parts = name.parts
        let head = name.head
        var found: TemplateValue?
        var index = stack.count - 1
        while index >= 0 {
            if case .object(let members) = stack[index], let value = members[head] {
                found = value
                break
            }
            index -= 1
        }
        guard var value = found else {
            if renderer.isStrict {
                var error = failure(.unresolvedName(name: name.text, missing: parts[0]), at: offset, in: source)
                error.visibleNames = Set(
                    stack.flatMap { frame -> [String] in
                        if case .object(let members) = frame { return members.keys }
                        return []
                    }
                ).sorted()
                throw error
            }
            return nil
        }
        for part in parts.dropFirst() {
            guard case .object(let members) = value, let next = members[part] else {
                if renderer.isStrict {
                    var error = failure(.unresolvedName(name: name.text, missing: part), at: offset, in: source)
                    if case .object(let members) = value { error.visibleNames = members.keys.sorted() }
                    throw error
                }
                return nil
            }
            value = next
        }
        return value
    }

    private func resolve(_ include: TemplateInclude, from source: TemplateSourceText) throws(TemplateError) -> Template? {
        var name = include.name.text
        if include.isDynamic {
            guard let value = try lookup(include.name, at: include.offset, in: source) else { return nil }
            guard case .string(let dynamicName) = value else {
                if renderer.isStrict {
                    throw failure(.dynamicNameNotString(name: include.name.text), at: include.offset, in: source)
                }
                return nil
            }
            name = dynamicName
        }
        if let problem = renderer.partials.problem(withName: name) {
            throw failure(.forbiddenPartialName(name: name, problem: problem), at: include.offset, in: source)
        }
        let template: Template?
        do {
            template = try renderer.partials.partial(named: name)
        } catch {
            var error = error
            error.includeStack += [source.location(of: include.offset)] + includeStack
            throw error
        }
        guard let template else {
            if renderer.isStrict {
                throw failure(
                    .unknownPartial(name: name, searched: renderer.partials.searchDescription(for: name)), at: include.offset,
                    in: source)
            }
            return nil
        }
        return template
    }

    private mutating func enter(
        _ include: TemplateInclude, from source: TemplateSourceText,
        _ body: (inout TemplateRenderRun) throws(TemplateError) -> Void
    ) throws(TemplateError) {
        guard includeSites.count < renderer.maxIncludeDepth else {
            throw failure(
                .includeTooDeep(name: include.name.text, limit: renderer.maxIncludeDepth), at: include.offset, in: source)
        }
        includeCount += 1
        guard includeCount <= renderer.maxIncludeCount else {
            throw failure(
                .tooManyIncludes(name: include.name.text, limit: renderer.maxIncludeCount), at: include.offset, in: source)
        }
        includeSites.append((source, include.offset))
        let saved = indentation
        indentation += include.indentation
        defer {
            indentation = saved
            includeSites.removeLast()
        }
        try body(&self)
    }
}

extension TemplateValue {
    var isList: Bool {
        if case .list = self { return true }
        return false
    }
}
