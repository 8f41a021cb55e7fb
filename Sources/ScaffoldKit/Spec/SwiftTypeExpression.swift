/// A Swift type expression as written in a spec, parsed with Swift's type grammar
/// (*The Swift Programming Language*, "Types": type identifiers with generic arguments and
/// member types, `T?`, `T!`, `[T]`, `[K: V]`, tuples, function types with attributes, `some` /
/// `any`), so that a type that does not parse is a located spec error instead of generated code
/// that breaks.
///
/// Parsing is total and bounded: any text yields either a tree or a ``ParseError`` naming the
/// character position; text longer than ``maximumLength`` and nesting deeper than
/// ``maximumDepth`` are errors, so hostile input cannot exhaust the stack or take long.
/// What the spec *accepts* is decided later (``SpecTypeChecker``); the parser knows grammar only.
indirect enum SwiftTypeExpression: Hashable, Sendable {
    /// `A.B<C>.D`: one or more components, each a name with optional generic arguments.
    case named([Component])
    /// `T?`.
    case optional(SwiftTypeExpression)
    /// `T!`.
    case implicitlyUnwrapped(SwiftTypeExpression)
    /// `[T]`.
    case array(SwiftTypeExpression)
    /// `[K: V]`.
    case dictionary(key: SwiftTypeExpression, value: SwiftTypeExpression)
    /// `(A, B)` or `()`; element labels are kept (`(x: Int)`).
    case tuple([TupleElement])
    /// `(A) async throws -> B`, possibly with attributes (`@escaping @Sendable`).
    case function(
        attributes: [String], parameters: [TupleElement], isAsync: Bool, throwsClause: Bool, result: SwiftTypeExpression)
    /// `some P` or `any P`.
    case opaqueOrExistential(keyword: String, SwiftTypeExpression)
    /// `@attribute T` on a type that is not a function type.
    case attributed(attributes: [String], SwiftTypeExpression)
    /// `T.Type` or `T.Protocol`.
    case metatype(SwiftTypeExpression, String)

    /// One component of a type identifier: `Dictionary<String, Int>` or `ID`.
    struct Component: Hashable, Sendable {
        var name: String
        var arguments: [SwiftTypeExpression]
    }

    /// A tuple or function parameter element, with its label if written (`name: Type`).
    struct TupleElement: Hashable, Sendable {
        var label: String?
        var type: SwiftTypeExpression
    }

    /// Why a text is not a Swift type.
    struct ParseError: Error, Hashable, Sendable {
        /// 0-based offset (in characters) where the problem was found.
        var offset: Int
        /// A sentence fragment: what was expected.
        var reason: String
    }

    /// The longest type text parsed, in characters.
    static let maximumLength = 500
    /// The deepest nesting of brackets, parentheses and generic arguments.
    static let maximumDepth = 32

    /// Parses `text` (leading and trailing whitespace ignored).
    /// - Throws: ``ParseError`` when the text is not one complete Swift type.
    static func parse(_ text: String) throws(ParseError) -> SwiftTypeExpression {
        // A pure function of the text, asked for the same few spellings by every spec.
        try parsed.value(for: text) { () -> Result<SwiftTypeExpression, ParseError> in
            do throws(ParseError) { return .success(try parsing(text)) } catch { return .failure(error) }
        }.get()
    }

    /// The parses of this process, by text.
    private static let parsed = Memo<String, Result<SwiftTypeExpression, ParseError>>()

    /// ``parse(_:)`` without the memo.
    private static func parsing(_ text: String) throws(ParseError) -> SwiftTypeExpression {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count <= maximumLength else {
            throw ParseError(offset: maximumLength, reason: "a type is at most \(maximumLength) characters long")
        }
        var parser = Parser(scalars: scalars)
        parser.skipSpace()
        guard !parser.atEnd else { throw ParseError(offset: 0, reason: "expected a type") }
        let type = try parser.parseType(depth: 0)
        parser.skipSpace()
        if !parser.atEnd {
            throw parser.unexpected("after the type '\(parser.text(0, parser.lastTypeEnd))'")
        }
        return type
    }

    /// The type written back in canonical spelling: `[K: V]`, `T?`, one space after `,`, `:`
    /// and around `->`.
    var description: String {
        switch self {
        case .named(let components):
            return components.map { component in
                component.arguments.isEmpty
                    ? component.name
                    : component.name + "<" + component.arguments.map(\.description).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .optional(let wrapped): return wrapped.postfixOperand + "?"
        case .implicitlyUnwrapped(let wrapped): return wrapped.postfixOperand + "!"
        case .array(let element): return "[" + element.description + "]"
        case .dictionary(let key, let value): return "[" + key.description + ": " + value.description + "]"
        case .tuple(let elements): return "(" + elements.map(\.description).joined(separator: ", ") + ")"
        case .function(let attributes, let parameters, let isAsync, let throwsClause, let result):
            let prefix = attributes.map { $0 + " " }.joined()
            let effects = (isAsync ? " async" : "") + (throwsClause ? " throws" : "")
            return prefix + "(" + parameters.map(\.description).joined(separator: ", ") + ")" + effects + " -> "
                + result.description
        case .opaqueOrExistential(let keyword, let type): return keyword + " " + type.postfixOperand
        case .attributed(let attributes, let type): return attributes.map { $0 + " " }.joined() + type.description
        case .metatype(let type, let member): return type.postfixOperand + "." + member
        }
    }

    /// The description, parenthesised where a postfix `?`, `!` or `.Type` would bind wrongly.
    private var postfixOperand: String {
        switch self {
        case .function, .opaqueOrExistential, .attributed: "(" + description + ")"
        default: description
        }
    }
}

extension SwiftTypeExpression.TupleElement {
    var description: String { (label.map { $0 + ": " } ?? "") + type.description }
}

/// A recursive-descent parser over Unicode scalars.
private struct Parser {
    let scalars: [Unicode.Scalar]
    var position = 0
    /// Where the last complete type ended (for messages).
    var lastTypeEnd = 0

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    var atEnd: Bool { position >= scalars.count }
    var current: Unicode.Scalar? { atEnd ? nil : scalars[position] }

    func text(_ start: Int, _ end: Int) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[max(0, start)..<min(max(start, end), scalars.count)])
        return result
    }

    mutating func skipSpace() {
        while let scalar = current, scalar == " " || scalar == "\t" { position += 1 }
    }

    func peek(_ literal: String) -> Bool {
        var index = position
        for scalar in literal.unicodeScalars {
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
        }
        return true
    }

    func unexpected(_ context: String) -> SwiftTypeExpression.ParseError {
        guard let scalar = current else {
            return SwiftTypeExpression.ParseError(offset: position, reason: "the text ends \(context)")
        }
        return SwiftTypeExpression.ParseError(offset: position, reason: "unexpected '\(Character(scalar))' \(context)")
    }

    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierHead(scalar) || ("0"..."9").contains(scalar)
    }

    /// An identifier (ASCII; backticks allowed around it), or `nil` when none starts here.
    mutating func identifier() -> String? {
        let start = position
        var backticked = false
        if current == "`" {
            backticked = true
            position += 1
        }
        guard let head = current, Self.isIdentifierHead(head) else {
            position = start
            return nil
        }
        let nameStart = position
        while let scalar = current, Self.isIdentifierBody(scalar) { position += 1 }
        let name = text(nameStart, position)
        if backticked {
            guard current == "`" else {
                position = start
                return nil
            }
            position += 1
            return "`" + name + "`"
        }
        return name
    }

    mutating func parseType(depth: Int) throws(SwiftTypeExpression.ParseError) -> SwiftTypeExpression {
        guard depth < SwiftTypeExpression.maximumDepth else {
            throw SwiftTypeExpression.ParseError(
                offset: position, reason: "types are nested more than \(SwiftTypeExpression.maximumDepth) levels deep")
        }
        skipSpace()
        var attributes: [String] = []
        while current == "@" {
            let start = position
            position += 1
            guard let name = identifier() else { throw unexpected("after '@': expected an attribute name") }
            attributes.append("@" + name)
            if current == "(" {
                // Attribute arguments (`@convention(c)`): balanced parentheses, kept verbatim.
                var level = 0
                repeat {
                    if current == "(" { level += 1 }
                    if current == ")" { level -= 1 }
                    position += 1
                } while level > 0 && !atEnd
                guard level == 0 else { throw unexpected("in the arguments of '\(text(start, position))': expected ')'") }
                attributes[attributes.count - 1] = text(start, position)
            }
            skipSpace()
        }
        if let keyword = ["some", "any"].first(where: { peek($0 + " ") }) {
            position += keyword.count
            let constraint = try parseType(depth: depth + 1)
            return wrap(attributes, .opaqueOrExistential(keyword: keyword, constraint))
        }
        var type = try parsePrimary(depth: depth, attributes: &attributes)
        // Postfix: `?`, `!`, `.Type`, `.Protocol`.
        while true {
            lastTypeEnd = position
            if current == "?" {
                position += 1
                type = .optional(type)
            } else if current == "!" {
                position += 1
                type = .implicitlyUnwrapped(type)
            } else if current == "." {
                let start = position
                position += 1
                guard let member = identifier(), member == "Type" || member == "Protocol" else {
                    position = start
                    break
                }
                type = .metatype(type, member)
            } else {
                break
            }
        }
        lastTypeEnd = position
        return wrap(attributes, type)
    }

    private func wrap(_ attributes: [String], _ type: SwiftTypeExpression) -> SwiftTypeExpression {
        if attributes.isEmpty { return type }
        if case .function(let inner, let parameters, let isAsync, let throwsClause, let result) = type {
            return .function(
                attributes: attributes + inner, parameters: parameters, isAsync: isAsync, throwsClause: throwsClause,
                result: result)
        }
        return .attributed(attributes: attributes, type)
    }

    private mutating func parsePrimary(depth: Int, attributes: inout [String]) throws(SwiftTypeExpression.ParseError)
        -> SwiftTypeExpression
    {
        skipSpace()
        guard let scalar = current else { throw unexpected("where a type was expected") }
        switch scalar {
        case "[":
            let open = position
            position += 1
            let first = try parseType(depth: depth + 1)
            skipSpace()
            var result = SwiftTypeExpression.array(first)
            if current == ":" {
                position += 1
                let value = try parseType(depth: depth + 1)
                result = .dictionary(key: first, value: value)
                skipSpace()
            }
            guard current == "]" else {
                throw unexpected("in '\(text(open, position))': expected ']' to close the '[' at character \(open + 1)")
            }
            position += 1
            return result
        case "(":
            let open = position
            position += 1
            var elements: [SwiftTypeExpression.TupleElement] = []
            skipSpace()
            if current != ")" {
                while true {
                    skipSpace()
                    var label: String?
                    let start = position
                    if let name = identifier() {
                        skipSpace()
                        if current == ":" {
                            position += 1
                            label = name
                        } else {
                            position = start
                        }
                    }
                    let type = try parseType(depth: depth + 1)
                    elements.append(SwiftTypeExpression.TupleElement(label: label, type: type))
                    skipSpace()
                    if current == "," {
                        position += 1
                        continue
                    }
                    break
                }
            }
            guard current == ")" else {
                throw unexpected("in '\(text(open, position))': expected ',' or ')' to close the '(' at character \(open + 1)")
            }
            position += 1
            lastTypeEnd = position
            // A function type: `(…) [async] [throws[(E)]] -> Result`.
            let afterParentheses = position
            skipSpace()
            var isAsync = false
            var throwsClause = false
            if peek("async"), !(position + 5 < scalars.count && Self.isIdentifierBody(scalars[position + 5])) {
                position += 5
                isAsync = true
                skipSpace()
            }
            if peek("throws"), !(position + 6 < scalars.count && Self.isIdentifierBody(scalars[position + 6])) {
                position += 6
                throwsClause = true
                if current == "(" {
                    position += 1
                    _ = try parseType(depth: depth + 1)
                    skipSpace()
                    guard current == ")" else { throw unexpected("in the thrown error type: expected ')'") }
                    position += 1
                }
                skipSpace()
            }
            if peek("->") {
                position += 2
                let result = try parseType(depth: depth + 1)
                return .function(
                    attributes: [], parameters: elements, isAsync: isAsync, throwsClause: throwsClause, result: result)
            }
            if isAsync || throwsClause { throw unexpected("after the function's effects: expected '->' and a result type") }
            position = afterParentheses
            if elements.count == 1, elements[0].label == nil { return elements[0].type }  // `(T)` is `T`
            return .tuple(elements)
        default:
            return try parseNamed(depth: depth)
        }
    }

    private mutating func parseNamed(depth: Int) throws(SwiftTypeExpression.ParseError) -> SwiftTypeExpression {
        var components: [SwiftTypeExpression.Component] = []
        while true {
            guard let name = identifier() else {
                throw unexpected(components.isEmpty ? "where a type name was expected" : "after '.': expected a type name")
            }
            var arguments: [SwiftTypeExpression] = []
            if current == "<" {
                let open = position
                position += 1
                while true {
                    arguments.append(try parseType(depth: depth + 1))
                    skipSpace()
                    if current == "," {
                        position += 1
                        continue
                    }
                    break
                }
                guard current == ">" else {
                    throw unexpected(
                        "in '\(text(open, position))': expected ',' or '>' to close the '<' at character \(open + 1)")
                }
                position += 1
            }
            components.append(SwiftTypeExpression.Component(name: name, arguments: arguments))
            // `.Type` / `.Protocol` are metatypes, handled by the postfix loop.
            if current == ".", !isMetatypeMember(at: position + 1), position + 1 < scalars.count,
                Self.isIdentifierHead(scalars[position + 1]) || scalars[position + 1] == "`"
            {
                position += 1
                continue
            }
            break
        }
        lastTypeEnd = position
        return .named(components)
    }

    /// Whether `Type` or `Protocol` (and not a longer identifier) starts at `index`.
    private func isMetatypeMember(at index: Int) -> Bool {
        for member in ["Type", "Protocol"] {
            let scalarsOfMember = Array(member.unicodeScalars)
            let end = index + scalarsOfMember.count
            guard end <= scalars.count, Array(scalars[index..<end]) == scalarsOfMember else { continue }
            if end == scalars.count || !Self.isIdentifierBody(scalars[end]) { return true }
        }
        return false
    }
}
