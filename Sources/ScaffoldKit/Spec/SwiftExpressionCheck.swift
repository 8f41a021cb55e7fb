/// Checks that a spec value pasted into generated code (a state or stored-property `default`, a
/// backfill value) is one Swift expression that cannot break out of its place: `var x: T = <here>`.
///
/// Swift's lexical structure (*The Swift Programming Language*, "Lexical Structure") is followed
/// closely enough to know what is code and what is inside a string literal (`"…"`, raw `#"…"#`,
/// interpolations `\(…)` nested to any depth) or backticks. Outside literals the expression must
/// not contain a comment (`//`, `/*`), a statement separator (`;`, a line break), braces
/// (closures and blocks), attributes (`@`), compiler directives (`#if`, `#warning` …),
/// unbalanced `(` `)` `[` `]`, or a declaration or statement keyword (`let`, `return`,
/// `import` …) other than as a member name after `.`. Whether the expression has the declared
/// type is left to `StateDefault` (literals) and the compiler (everything else): this check is
/// about containment, not typing.
enum SwiftExpressionCheck {
    /// The longest expression accepted, in characters.
    static let maximumLength = 1_000

    /// Keywords that start or belong to declarations and statements; an expression may use them
    /// only as a member after `.` (`.default`, `.init()`) or in backticks.
    static let statementKeywords: Set<String> = SwiftKeyword.declaration.union(SwiftKeyword.statement)
        .subtracting(["init"]).union(["throw", "inout", "rethrows", "throws", "deinit", "get", "set", "willSet", "didSet"])

    /// The problem with `expression`, as a sentence fragment, or `nil` when it is one contained
    /// expression.
    static func problem(in expression: String) -> String? {
        let scalars = Array(expression.unicodeScalars)
        guard scalars.count <= maximumLength else {
            return "is \(scalars.count) characters long; a default is at most \(maximumLength) characters"
        }
        var scanner = Scanner(scalars: scalars)
        return scanner.scan()
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        /// Open delimiters outside literals: `(`, `[`, or `\(` (an interpolation, whose `)`
        /// returns to the enclosing string literal).
        var open: [(scalar: Unicode.Scalar, offset: Int, stringHashes: Int?)] = []

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        func text(_ start: Int, _ end: Int) -> String {
            var result = ""
            result.unicodeScalars.append(contentsOf: scalars[start..<min(end, scalars.count)])
            return DiagnosticText.quoted(result)
        }

        func at(_ offset: Int, _ literal: String) -> Bool {
            var position = offset
            for scalar in literal.unicodeScalars {
                guard position < scalars.count, scalars[position] == scalar else { return false }
                position += 1
            }
            return true
        }

        /// The text before `offset`, trimmed, when it is a useful suggestion.
        func before(_ offset: Int) -> String {
            var end = offset
            while end > 0, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
            return end > 0 ? "; write '\(text(0, end))'" : ""
        }

        mutating func scan() -> String? {
            var previousSignificant: Unicode.Scalar?
            while index < scalars.count {
                let scalar = scalars[index]
                let offset = index
                switch scalar {
                case "\n", "\r", "\u{2028}", "\u{2029}":
                    return "must be one line: a line break would start another statement"
                case "/" where at(offset, "//") || at(offset, "/*"):
                    return
                        "contains a comment ('\(text(offset, offset + 2))…' at character \(offset + 1)), which would comment out the generated code after it\(before(offset))"
                case ";":
                    return
                        "contains ';' (at character \(offset + 1)), which would end the declaration and start another statement; a default is one expression\(before(offset))"
                case "{", "}":
                    return
                        "contains '\(Character(scalar))' (at character \(offset + 1)): closures and blocks are not allowed in a default, which is one expression\(scalar == "}" ? before(offset) : "")"
                case "@":
                    return "contains an attribute ('@' at character \(offset + 1)); a default is one expression"
                case "(", "[":
                    open.append((scalar, offset, nil))
                    index += 1
                case ")", "]":
                    let expected: Unicode.Scalar = scalar == ")" ? "(" : "["
                    guard let last = open.last, last.scalar == expected else {
                        if let last = open.last {
                            return
                                "has '\(Character(scalar))' at character \(offset + 1) where '\(last.scalar == "(" ? ")" : "]")' closing the '\(Character(last.scalar))' at character \(last.offset + 1) was expected"
                        }
                        return "has '\(Character(scalar))' at character \(offset + 1) that closes nothing\(before(offset))"
                    }
                    open.removeLast()
                    index += 1
                    if let hashes = last.stringHashes {  // end of an interpolation: back into the string
                        if let problem = scanString(hashes: hashes, start: last.offset, resuming: true) { return problem }
                    }
                case "\"":
                    if let problem = scanString(hashes: 0, start: offset) { return problem }
                case "#":
                    var hashes = 0
                    while index < scalars.count, scalars[index] == "#" {
                        hashes += 1
                        index += 1
                    }
                    guard index < scalars.count, scalars[index] == "\"" else {
                        return
                            "contains '#' (at character \(offset + 1)) outside a raw string literal; compiler directives and macros are not allowed in a default"
                    }
                    index -= hashes
                    if let problem = scanString(hashes: hashes, start: offset) { return problem }
                case "`":
                    guard let close = scalars[(index + 1)...].firstIndex(of: "`") else {
                        return "has an unclosed '`' at character \(offset + 1)"
                    }
                    let enclosed = scalars[(index + 1)..<close]
                    guard let first = enclosed.first, first == "_" || first.properties.isXIDStart,
                        enclosed.allSatisfy({ $0.properties.isXIDContinue })
                    else {
                        return "has backticks at character \(offset + 1) around something that is not an identifier"
                    }
                    index = close + 1
                case _ where scalar == "_" || scalar.properties.isXIDStart:
                    var end = index + 1
                    while end < scalars.count, scalars[end].properties.isXIDContinue { end += 1 }
                    var word = ""
                    word.unicodeScalars.append(contentsOf: scalars[index..<end])
                    if previousSignificant != ".", Self.isKeyword(word) {
                        return
                            "contains the keyword '\(word)' (at character \(offset + 1)); a default is one expression, not a declaration or statement"
                    }
                    index = end
                default:
                    index += 1
                }
                if scalar != " " && scalar != "\t" { previousSignificant = scalars[max(0, index - 1)] }
            }
            if let last = open.last {
                if last.stringHashes != nil {
                    return "has an unterminated string interpolation starting at character \(last.offset + 1)"
                }
                return "has an unclosed '\(Character(last.scalar))' at character \(last.offset + 1)"
            }
            return nil
        }

        static func isKeyword(_ word: String) -> Bool { statementKeywords.contains(word) }

        /// Scans a string literal whose opening `#…#"` (or the `)` ending an interpolation inside
        /// it) is at `index`, up to its closing quote or the start of an interpolation.
        mutating func scanString(hashes: Int, start: Int, resuming: Bool = false) -> String? {
            if !resuming {
                index += hashes  // the #s
                if at(index, "\"\"\"") { return "contains a multi-line string literal; a default is one line" }
                index += 1  // the quote
            }
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "\\" {
                    var position = index + 1
                    var count = 0
                    while count < hashes, position < scalars.count, scalars[position] == "#" {
                        count += 1
                        position += 1
                    }
                    if count == hashes {
                        // An escape (raw strings need as many #s as they opened with).
                        if position < scalars.count, scalars[position] == "(" {
                            open.append(("(", start, hashes))
                            index = position + 1
                            return nil
                        }
                        index = position + 1
                        continue
                    }
                    index += 1
                    continue
                }
                if scalar == "\"" {
                    var position = index + 1
                    var count = 0
                    while count < hashes, position < scalars.count, scalars[position] == "#" {
                        count += 1
                        position += 1
                    }
                    if count == hashes {
                        index = position
                        return nil
                    }
                }
                index += 1
            }
            return "has an unterminated string literal starting at character \(start + 1)"
        }
    }
}
