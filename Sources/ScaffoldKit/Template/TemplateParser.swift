/// Turns template source into nodes: tokenizes with the delimiters in force, applies the
/// standalone-line rules, then builds the section tree.
///
/// Standalone lines (Mustache spec v1.4, "standalone" tests in every module): a line holding
/// only whitespace and one section, inverted-section, closing, comment, set-delimiter, partial,
/// parent or block tag is removed from the output entirely, and the whitespace before a
/// standalone partial or parent becomes the indentation of every line it includes. A line may
/// also hold several tags that produce no output at their position — parent tags and the block
/// definitions inside them, comments and set-delimiter tags — and still be standalone
/// (`~inheritance`: "standalone parent", "standalone block").
struct TemplateParser {
    static let maxNesting = 512

    let source: TemplateSourceText
    var delimiters: TemplateDelimiters

    init(source: TemplateSourceText, delimiters: TemplateDelimiters) {
        self.source = source
        self.delimiters = delimiters
    }

    struct Token {
        enum Kind: Equatable {
            case text, variable, unescaped, section, inverted, close, comment, setDelimiter, partial, parent, block
        }
        var kind: Kind
        var start: Int
        var end: Int
        var name: String = ""
        var delimiters: TemplateDelimiters
        /// The whitespace before the first tag on the line, when only whitespace precedes it.
        var lineIndentation: [UInt8]?
        var isStandalone = false

        var isOpening: Bool { kind == .section || kind == .inverted || kind == .parent || kind == .block }
    }

    enum Item {
        case token(Token)
        case lineStart
    }

    mutating func parse() throws(TemplateError) -> [TemplateNode] {
        let tokens = try tokenize()
        let items = applyStandaloneRules(tokens)
        return try buildTree(items)
    }

    // MARK: Tokenizing

    private func error(_ reason: TemplateError.Reason, at offset: Int) -> TemplateError {
        TemplateError(reason, at: source.location(of: offset))
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matched = true
                var k = 1
                while k < needle.count {
                    if bytes[index + k] != needle[k] {
                        matched = false
                        break
                    }
                    k += 1
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, isSpace(first) { slice = slice.dropFirst() }
        while let last = slice.last, isSpace(last) { slice = slice.dropLast() }
        return slice
    }

    private func appendText(_ range: Range<Int>, to tokens: inout [Token]) {
        var start = range.lowerBound
        let bytes = source.bytes
        var index = start
        while index < range.upperBound {
            if bytes[index] == UInt8(ascii: "\n") {
                tokens.append(Token(kind: .text, start: start, end: index + 1, delimiters: delimiters))
                start = index + 1
            }
            index += 1
        }
        if start < range.upperBound {
            tokens.append(Token(kind: .text, start: start, end: range.upperBound, delimiters: delimiters))
        }
    }

    private mutating func tokenize() throws(TemplateError) -> [Token] {
        let bytes = source.bytes
        var tokens: [Token] = []
        var position = 0
        while position < bytes.count {
            guard let openAt = Self.find(delimiters.open, in: bytes, from: position) else { break }
            appendText(position..<openAt, to: &tokens)
            var cursor = openAt + delimiters.open.count
            var kind = Token.Kind.variable
            var isTriple = false
            if cursor < bytes.count {
                switch bytes[cursor] {
                case UInt8(ascii: "#"): kind = .section
                case UInt8(ascii: "^"): kind = .inverted
                case UInt8(ascii: "/"): kind = .close
                case UInt8(ascii: "!"): kind = .comment
                case UInt8(ascii: "="): kind = .setDelimiter
                case UInt8(ascii: ">"): kind = .partial
                case UInt8(ascii: "<"): kind = .parent
                case UInt8(ascii: "$"): kind = .block
                case UInt8(ascii: "&"): kind = .unescaped
                case UInt8(ascii: "{"):
                    kind = .unescaped
                    isTriple = true
                default: break
                }
                if kind != .variable || isTriple { cursor += 1 }
            }
            let terminator: [UInt8]
            switch kind {
            case .setDelimiter: terminator = [UInt8(ascii: "=")] + delimiters.close
            default: terminator = isTriple ? [UInt8(ascii: "}")] + delimiters.close : delimiters.close
            }
            guard let contentEnd = Self.find(terminator, in: bytes, from: cursor) else {
                if kind == .setDelimiter, let closeAt = Self.find(delimiters.close, in: bytes, from: cursor) {
                    let tag = String(decoding: bytes[openAt..<(closeAt + delimiters.close.count)], as: UTF8.self)
                    throw error(.malformedSetDelimiter(tag), at: openAt)
                }
                throw error(.unclosedTag(expectedDelimiter: String(decoding: terminator, as: UTF8.self)), at: openAt)
            }
            let end = contentEnd + terminator.count
            var token = Token(kind: kind, start: openAt, end: end, delimiters: delimiters)
            let content = Self.trimmed(bytes[cursor..<contentEnd])
            switch kind {
            case .comment:
                break
            case .setDelimiter:
                let parts = content.split(whereSeparator: Self.isSpace)
                guard parts.count == 2,
                    !parts.contains(where: { $0.contains(UInt8(ascii: "=")) })
                else {
                    throw error(.malformedSetDelimiter(String(decoding: bytes[openAt..<end], as: UTF8.self)), at: openAt)
                }
                delimiters = TemplateDelimiters(open: Array(parts[0]), close: Array(parts[1]))
            default:
                var name = content
                if kind == .partial || kind == .parent, name.first == UInt8(ascii: "*") {
                    name = Self.trimmed(name.dropFirst())
                    guard !name.isEmpty else { throw error(.emptyTag, at: openAt) }
                    token.name = "*" + String(decoding: name, as: UTF8.self)
                } else {
                    token.name = String(decoding: name, as: UTF8.self)
                }
                guard !name.isEmpty else { throw error(.emptyTag, at: openAt) }
                if name.contains(where: Self.isSpace) {
                    throw error(.invalidName(String(decoding: name, as: UTF8.self)), at: openAt)
                }
            }
            tokens.append(token)
            position = end
        }
        appendText(position..<bytes.count, to: &tokens)
        return tokens
    }

    // MARK: Standalone lines

    private func isWhitespaceText(_ token: Token) -> Bool {
        let bytes = source.bytes
        var index = token.start
        while index < token.end {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                index += 1
            } else if byte == UInt8(ascii: "\n") && index == token.end - 1 {
                index += 1
            } else if byte == UInt8(ascii: "\r") && index == token.end - 2 && bytes[index + 1] == UInt8(ascii: "\n") {
                index += 2
            } else {
                return false
            }
        }
        return true
    }

    private func endsLine(_ token: Token) -> Bool {
        token.kind == .text && source.bytes[token.end - 1] == UInt8(ascii: "\n")
    }

    private func applyStandaloneRules(_ tokens: [Token]) -> [Item] {
        var items: [Item] = []
        items.reserveCapacity(tokens.count * 2)
        // What each open tag is, to know whether a block is a definition inside a parent.
        var openKinds: [(kind: Token.Kind, isDefinition: Bool)] = []
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count {
                lineEnd += 1
                if endsLine(tokens[lineEnd - 1]) { break }
            }
            var line = Array(tokens[lineStart..<lineEnd])
            lineStart = lineEnd

            var tagCount = 0
            var allTextIsWhitespace = true
            var everyTagIsSilent = true  // may share a standalone line with other tags
            var onlyTagIsStandaloneKind = false
            var leading: [UInt8] = []
            var sawTag = false
            for index in line.indices {
                let token = line[index]
                if token.kind == .text {
                    if isWhitespaceText(token) {
                        if !sawTag && !endsLine(token) { leading += source.bytes[token.start..<token.end] }
                    } else {
                        allTextIsWhitespace = false
                    }
                    continue
                }
                if !sawTag && allTextIsWhitespace {
                    line[index].lineIndentation = leading
                }
                sawTag = true
                tagCount += 1
                var silent = false
                switch token.kind {
                case .section, .inverted:
                    openKinds.append((token.kind, false))
                    onlyTagIsStandaloneKind = true
                case .parent:
                    openKinds.append((.parent, false))
                    silent = true
                    onlyTagIsStandaloneKind = true
                case .block:
                    let isDefinition = openKinds.last?.kind == .parent
                    openKinds.append((.block, isDefinition))
                    silent = isDefinition
                    onlyTagIsStandaloneKind = true
                case .close:
                    let closed = openKinds.popLast()
                    silent = closed.map { $0.kind == .parent || $0.isDefinition } ?? false
                    onlyTagIsStandaloneKind = true
                case .comment, .setDelimiter:
                    silent = true
                    onlyTagIsStandaloneKind = true
                case .partial:
                    onlyTagIsStandaloneKind = true
                case .variable, .unescaped, .text:
                    onlyTagIsStandaloneKind = false
                }
                if !silent { everyTagIsSilent = false }
            }
            let isStandalone = allTextIsWhitespace && (tagCount == 1 ? onlyTagIsStandaloneKind : tagCount > 1 && everyTagIsSilent)
            if isStandalone {
                for token in line where token.kind != .text {
                    var token = token
                    token.isStandalone = true
                    items.append(.token(token))
                }
                continue
            }
            let isBlankLine =
                line.count == 1 && line[0].kind == .text && isWhitespaceText(line[0]) && endsLine(line[0])
                && source.bytes[line[0].start] != UInt8(ascii: " ") && source.bytes[line[0].start] != UInt8(ascii: "\t")
            if !isBlankLine { items.append(.lineStart) }
            for token in line { items.append(.token(token)) }
        }
        return items
    }

    // MARK: Tree

    private struct Frame {
        var token: Token
        var children: [TemplateNode] = []
        var overrides: [String: TemplateBlockOverride] = [:]
    }

    private static func leadingWhitespace(of children: [TemplateNode]) -> [UInt8]? {
        var index = 0
        if case .lineStart = children.first { index = 1 }
        guard index < children.count else { return nil }
        if case .text(let bytes, _) = children[index] {
            return Array(bytes.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        }
        return []
    }

    private func include(for token: Token) -> TemplateInclude {
        let isDynamic = token.name.hasPrefix("*")
        return TemplateInclude(
            name: TemplateName(isDynamic ? String(token.name.dropFirst()) : token.name),
            isDynamic: isDynamic,
            indentation: token.isStandalone ? token.lineIndentation ?? [] : [],
            offset: token.start
        )
    }

    private func buildTree(_ items: [Item]) throws(TemplateError) -> [TemplateNode] {
        var frames = [Frame(token: Token(kind: .section, start: 0, end: 0, delimiters: .standard))]
        for item in items {
            guard case .token(let token) = item else {
                frames[frames.count - 1].children.append(.lineStart)
                continue
            }
            switch token.kind {
            case .text:
                frames[frames.count - 1].children.append(.text(Array(source.bytes[token.start..<token.end]), offset: token.start))
            case .variable, .unescaped:
                frames[frames.count - 1].children.append(
                    .variable(TemplateName(token.name), escaped: token.kind == .variable, offset: token.start))
            case .comment, .setDelimiter:
                break
            case .partial:
                frames[frames.count - 1].children.append(.partial(include(for: token)))
            case .section, .inverted, .parent, .block:
                guard frames.count <= Self.maxNesting else {
                    throw error(.nestingTooDeep(limit: Self.maxNesting), at: token.start)
                }
                frames.append(Frame(token: token))
            case .close:
                guard frames.count > 1 else {
                    throw error(.unexpectedClosingTag(name: token.name), at: token.start)
                }
                let frame = frames.removeLast()
                guard frame.token.name == token.name else {
                    throw TemplateError(
                        .mismatchedClosingTag(expected: frame.token.name, found: token.name),
                        at: source.location(of: token.start),
                        openedAt: source.location(of: frame.token.start)
                    )
                }
                close(frame, at: token, into: &frames[frames.count - 1])
            }
        }
        if frames.count > 1, let open = frames.last?.token {
            throw error(.unclosedSection(name: open.name), at: open.start)
        }
        return frames[0].children
    }

    private func close(_ frame: Frame, at closing: Token, into parent: inout Frame) {
        let open = frame.token
        switch open.kind {
        case .section, .inverted:
            parent.children.append(
                .section(
                    TemplateSection(
                        name: TemplateName(open.name),
                        isInverted: open.kind == .inverted,
                        children: frame.children,
                        offset: open.start,
                        contentRange: open.end..<closing.start,
                        delimiters: open.delimiters
                    )))
        case .parent:
            parent.children.append(.parent(TemplateParent(include: include(for: open), overrides: frame.overrides)))
        case .block:
            let contentIndentation = Self.leadingWhitespace(of: frame.children)
            if parent.token.kind == .parent {
                // A definition inside a parent: its own indentation is removed here and the
                // indentation of the site it replaces is added when rendering.
                let intrinsic = open.isStandalone ? contentIndentation ?? [] : []
                parent.overrides[open.name] = TemplateBlockOverride(
                    children: Self.removeIndentation(intrinsic, from: frame.children),
                    source: source
                )
            } else {
                let indentation: [UInt8]
                if open.isStandalone {
                    indentation = contentIndentation ?? open.lineIndentation ?? []
                } else {
                    indentation = open.lineIndentation ?? []
                }
                parent.children.append(
                    .block(TemplateBlock(name: open.name, children: frame.children, indentation: indentation, offset: open.start))
                )
            }
        default:
            break
        }
    }

    private static func dropPrefix(_ prefix: [UInt8], from bytes: [UInt8]) -> [UInt8] {
        var count = 0
        while count < prefix.count, count < bytes.count, bytes[count] == prefix[count] { count += 1 }
        return Array(bytes[count...])
    }

    /// Removes `prefix` from the start of every line in `nodes`, and from the indentation of
    /// standalone includes and block sites on those lines (inheritance: block reindentation).
    static func removeIndentation(_ prefix: [UInt8], from nodes: [TemplateNode]) -> [TemplateNode] {
        guard !prefix.isEmpty else { return nodes }
        var result: [TemplateNode] = []
        result.reserveCapacity(nodes.count)
        var atLineStart = false
        for node in nodes {
            switch node {
            case .lineStart:
                result.append(node)
                atLineStart = true
                continue
            case .text(let bytes, let offset):
                result.append(atLineStart ? .text(dropPrefix(prefix, from: bytes), offset: offset) : node)
            case .section(let section):
                result.append(
                    .section(
                        TemplateSection(
                            name: section.name,
                            isInverted: section.isInverted,
                            children: removeIndentation(prefix, from: section.children),
                            offset: section.offset,
                            contentRange: section.contentRange,
                            delimiters: section.delimiters
                        )))
            case .partial(let include):
                result.append(.partial(include.removingIndentation(prefix)))
            case .parent(let parent):
                result.append(
                    .parent(TemplateParent(include: parent.include.removingIndentation(prefix), overrides: parent.overrides)))
            case .block(let block):
                result.append(
                    .block(
                        TemplateBlock(
                            name: block.name,
                            children: removeIndentation(prefix, from: block.children),
                            indentation: dropPrefix(prefix, from: block.indentation),
                            offset: block.offset
                        )))
            case .variable:
                result.append(node)
            }
            atLineStart = false
        }
        return result
    }
}

extension TemplateInclude {
    func removingIndentation(_ prefix: [UInt8]) -> TemplateInclude {
        var count = 0
        while count < prefix.count, count < indentation.count, indentation[count] == prefix[count] { count += 1 }
        return TemplateInclude(name: name, isDynamic: isDynamic, indentation: Array(indentation[count...]), offset: offset)
    }
}
