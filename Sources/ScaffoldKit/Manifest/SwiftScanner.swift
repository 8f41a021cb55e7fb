/// A small Swift tokenizer, just enough to find structure in a `Package.swift` safely.
///
/// It understands everything that can hide brackets or keywords from a naive search: line
/// comments, nested block comments, string literals (single-line, multi-line `"""`, raw `#"…"#`
/// with any number of `#`, and `\( … )` interpolations containing further strings and
/// comments), and `#if`-style directives. Everything else becomes identifiers, numbers or
/// one-byte punctuation. Tokens record byte offsets into the UTF-8 text, so an editor can insert
/// text between tokens and leave every other byte untouched.
struct SwiftScanner {
    /// What a token is.
    enum Kind: Hashable {
        /// An identifier or keyword (`let`, `Package`, `targets`), including backticked names.
        case identifier
        /// A compiler directive or pound keyword: `#if`, `#endif`, `#available`.
        case directive
        /// A string literal of any form, including its delimiters.
        case string
        /// A number literal.
        case number
        /// One byte of punctuation or operator: `(`, `]`, `,`, `:`, `.`, `=`, `+`.
        case punctuation
    }

    /// One token: its kind and byte range `[start, end)`.
    struct Token: Hashable {
        var kind: Kind
        var start: Int
        var end: Int
    }

    /// A lexical problem (for example an unterminated string) at a byte offset.
    struct Failure: Error, Hashable {
        var offset: Int
        var message: String
    }

    let bytes: [UInt8]
    private var index = 0
    private var tokens: [Token] = []

    /// Tokenizes UTF-8 source.
    /// - Parameter bytes: the source text.
    /// - Returns: every token in order (comments and whitespace are dropped).
    /// - Throws: ``Failure`` for an unterminated string or block comment.
    static func tokenize(_ bytes: [UInt8]) throws(Failure) -> [Token] {
        var scanner = SwiftScanner(bytes: bytes)
        try scanner.scan(untilClosingParenthesis: false)
        return scanner.tokens
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    /// Scans tokens; when `untilClosingParenthesis`, stops after the `)` that balances an
    /// interpolation's `\(` (used for string interpolations, whose tokens are discarded).
    private mutating func scan(untilClosingParenthesis: Bool) throws(Failure) {
        var depth = 0
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), next != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                try skipBlockComment()
            case UInt8(ascii: "\""):
                try scanString(hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == UInt8(ascii: "\"") {
                    try scanString(hashes: hashes)
                } else if let next = peek(1), Self.isIdentifierStart(next) {
                    let start = index
                    index += 1
                    while let next = peek(), Self.isIdentifierContinue(next) { index += 1 }
                    tokens.append(Token(kind: .directive, start: start, end: index))
                } else {
                    tokens.append(Token(kind: .punctuation, start: index, end: index + 1))
                    index += 1
                }
            case UInt8(ascii: "`"):
                let start = index
                index += 1
                while let next = peek(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { index += 1 }
                if peek() == UInt8(ascii: "`") { index += 1 }
                tokens.append(Token(kind: .identifier, start: start, end: index))
            case _ where Self.isIdentifierStart(byte):
                let start = index
                while let next = peek(), Self.isIdentifierContinue(next) { index += 1 }
                tokens.append(Token(kind: .identifier, start: start, end: index))
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = index
                while let next = peek(),
                    Self.isIdentifierContinue(next)
                        || (next == UInt8(ascii: ".")
                            && (peek(1).map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false))
                {
                    index += 1
                }
                tokens.append(Token(kind: .number, start: start, end: index))
            default:
                if untilClosingParenthesis {
                    if byte == UInt8(ascii: "(") { depth += 1 }
                    if byte == UInt8(ascii: ")") {
                        if depth == 0 {
                            index += 1
                            return
                        }
                        depth -= 1
                    }
                }
                tokens.append(Token(kind: .punctuation, start: index, end: index + 1))
                index += 1
            }
        }
        if untilClosingParenthesis {
            throw Failure(offset: index, message: "unterminated string interpolation")
        }
    }

    private mutating func skipBlockComment() throws(Failure) {
        let start = index
        var depth = 0
        while index < bytes.count {
            if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
        throw Failure(offset: start, message: "unterminated block comment")
    }

    /// Scans a string literal starting at `index` (at its first `#` or `"`).
    private mutating func scanString(hashes: Int) throws(Failure) {
        let start = index
        index += hashes
        let multiline = peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        let quotes = multiline ? 3 : 1
        // Interpolations are scanned recursively; their tokens are not part of the output.
        let saved = tokens
        while let byte = peek() {
            if byte == UInt8(ascii: "\\") && (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                // An escape: `\` followed by exactly `hashes` `#`.
                index += 1 + hashes
                if peek() == UInt8(ascii: "(") {
                    index += 1
                    try scan(untilClosingParenthesis: true)
                } else {
                    index += 1
                }
                continue
            }
            if byte == UInt8(ascii: "\n") && !multiline {
                throw Failure(offset: start, message: "unterminated string literal")
            }
            if byte == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
                (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") })
            {
                index += quotes + hashes
                tokens = saved
                tokens.append(Token(kind: .string, start: start, end: index))
                return
            }
            index += 1
        }
        throw Failure(offset: start, message: "unterminated string literal")
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
