/// Checks that a spec value pasted into generated code (a state or stored-property `default`, a
/// backfill value) is one Swift expression that cannot break out of its place: `var x: T = <here>`.
///
/// Swift's lexical structure (*The Swift Programming Language*, "Lexical Structure") is followed
/// closely enough to know what is code and what is inside a string literal (`"…"`, raw `#"…"#`,
/// interpolations `\(…)` nested to any depth) or backticks. Outside literals the expression must
/// not contain a comment (`//`, `/*`), a statement separator (`;`, a line break), a `,` outside
/// brackets (`var x = 1, y = 2` declares two variables), braces
/// (closures and blocks), attributes (`@`), compiler directives (`#if`, `#warning` …),
/// unbalanced `(` `)` `[` `]`, or a declaration or statement keyword (`let`, `return`,
/// `import` …) other than as a member name after `.`, or two operands side by side with nothing
/// but spaces between them (`"a" Void`, `0 1`, `x y`), which Swift reads as two statements.
/// Whether the expression has the declared
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

    /// Whether `text` is one number literal as *The Swift Programming Language* ("Lexical
    /// Structure", "Integer Literals" and "Floating-Point Literals") defines it: a decimal
    /// literal (a digit, then digits or `_`) with an optional fraction and exponent, each with
    /// a digit first; or `0x`, `0o`, `0b` and at least one digit of that base, then its digits
    /// or `_`.
    static func isNumberLiteral(_ text: String) -> Bool {
        let characters = Array(text)
        func digits(from start: Int, base: (Character) -> Bool) -> Int? {
            guard start < characters.count, base(characters[start]) else { return nil }
            var end = start + 1
            while end < characters.count, base(characters[end]) || characters[end] == "_" { end += 1 }
            return end
        }
        let decimal: (Character) -> Bool = { $0.isASCII && $0.isNumber }
        if characters.count > 2, characters[0] == "0", let base = ["x": 16, "o": 8, "b": 2][characters[1]] {
            let isDigit: (Character) -> Bool = { $0.isASCII && $0.hexDigitValue.map { $0 < base } == true }
            return digits(from: 2, base: isDigit) == characters.count
        }
        guard var end = digits(from: 0, base: decimal) else { return false }
        if end < characters.count, characters[end] == "." {
            guard let fraction = digits(from: end + 1, base: decimal) else { return false }
            end = fraction
        }
        if end < characters.count, characters[end] == "e" || characters[end] == "E" {
            var start = end + 1
            if start < characters.count, characters[start] == "+" || characters[start] == "-" { start += 1 }
            guard let exponent = digits(from: start, base: decimal) else { return false }
            end = exponent
        }
        return end == characters.count
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

        /// Words that join operands (`x as Int`, `try f()`, `any Error`), never operands.
        static let operatorWords: Set<String> = ["as", "is", "try", "await", "any", "some", "consume", "copy", "each", "repeat"]

        mutating func scan() -> String? {
            var previousSignificant: Unicode.Scalar?
            // Whether the last token ended an operand (an identifier, literal, `)` or `]`): another
            // operand right after it, with only spaces between, would start a second statement.
            var operandEnded = false
            var operandEnd = 0  // where the latest operand started, quoted in the message
            func juxtaposed(_ offset: Int) -> String {
                "has two expressions side by side ('\(text(operandEnd, offset + 1))' at character \(offset + 1)), which Swift reads as two statements; a default is one expression\(before(operandEnd))"
            }
            while index < scalars.count {
                let scalar = scalars[index]
                let offset = index
                let startsOperand =
                    scalar == "\"" || scalar == "#" || scalar == "`" || ("0"..."9").contains(scalar)
                    || ((scalar == "_" || scalar.properties.isXIDStart) && !Self.operatorWords.contains(word(at: offset)))
                if startsOperand, operandEnded { return juxtaposed(offset) }
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
                case "," where open.isEmpty:
                    return
                        "contains ',' (at character \(offset + 1)) outside brackets, which would declare another variable or pass another value; a default is one expression (write an array as '[…]' or a tuple as '(…)')\(before(offset))"
                case "@":
                    return "contains an attribute ('@' at character \(offset + 1)); a default is one expression"
                case "(", "[":
                    open.append((scalar, offset, nil))
                    index += 1
                    operandEnded = false
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
                    operandEnded = true
                    if let hashes = last.stringHashes {  // end of an interpolation: back into the string
                        let depth = open.count
                        if let problem = scanString(hashes: hashes, start: last.offset, resuming: true) { return problem }
                        operandEnded = open.count == depth  // the string ended (not another interpolation)
                    }
                case "\"":
                    let depth = open.count
                    if let problem = scanString(hashes: 0, start: offset) { return problem }
                    operandEnded = open.count == depth
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
                    let depth = open.count
                    if let problem = scanString(hashes: hashes, start: offset) { return problem }
                    operandEnded = open.count == depth
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
                    operandEnded = true
                case "0"..."9":
                    // A number literal: digits, letters (`0x1F`, `1e5`), `_`, and `.` before a digit.
                    let isHexadecimal = at(offset, "0x") || at(offset, "0X")
                    index += 1
                    while index < scalars.count {
                        let next = scalars[index]
                        if next == "_" || next.properties.isXIDContinue {
                            index += 1
                        } else if next == ".", index + 1 < scalars.count, ("0"..."9").contains(scalars[index + 1]) {
                            index += 1
                        } else if next == "+" || next == "-", !isHexadecimal,
                            scalars[index - 1] == "e" || scalars[index - 1] == "E"
                        {
                            index += 1  // an exponent's sign: `1e-5`
                        } else {
                            break
                        }
                    }
                    var number = ""
                    number.unicodeScalars.append(contentsOf: scalars[offset..<index])
                    guard SwiftExpressionCheck.isNumberLiteral(number) else {
                        return
                            "has '\(number)' (at character \(offset + 1)), which is not a Swift number literal (digits, '0x' and hexadecimal digits, a fraction and an exponent each with digits)"
                    }
                    operandEnded = true
                case "." where !operandEnded && index + 1 < scalars.count && ("0"..."9").contains(scalars[index + 1]):
                    return
                        "has a number starting with '.' (at character \(offset + 1)); Swift needs a digit before it, as in '0.5'"
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
                    operandEnded = !Self.operatorWords.contains(word)
                case " ", "\t":
                    index += 1
                case _
                where (scalar == "?" || scalar == "!") && operandEnded && scalars[offset - 1] != " "
                    && scalars[offset - 1] != "\t":
                    index += 1  // postfix: `x!`, `x?.y`; the operand continues
                default:
                    index += 1
                    operandEnded = false
                }
                if startsOperand { operandEnd = offset }
                if scalar != " " && scalar != "\t" { previousSignificant = scalars[max(0, index - 1)] }
            }
            if !operandEnded, open.isEmpty, let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) {
                // `-`, `1 +`, `x as`: an operator or `as`/`try` with no operand after it.
                return
                    "is incomplete: it ends with '\(text(last, last + 1))' (at character \(last + 1)) where a value is expected"
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

        /// The identifier starting at `offset` (empty when none does).
        func word(at offset: Int) -> String {
            var end = offset
            while end < scalars.count, scalars[end] == "_" || scalars[end].properties.isXIDContinue { end += 1 }
            var result = ""
            result.unicodeScalars.append(contentsOf: scalars[offset..<end])
            return result
        }

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
