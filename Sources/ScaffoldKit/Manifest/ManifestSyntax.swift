import Foundation

/// The structure of a `Package.swift` that the editor needs: the single `let package =
/// Package(…)` call, its labelled arguments, array literals and their elements, and the file's
/// formatting conventions (line ending, indentation unit).
///
/// Built on ``SwiftScanner`` tokens, so brackets in comments and strings never count.
struct ManifestSyntax {
    typealias Token = SwiftScanner.Token

    /// A shape the editor does not handle, at a byte offset.
    struct Problem: Error, Hashable {
        var offset: Int?
        var reason: String
    }

    /// A top-level argument of a call: `label: value` (label optional).
    struct Argument {
        var label: String?
        /// Token index of the label (or of the value's first token when unlabelled).
        var firstToken: Int
        /// Token indices of the value, inclusive.
        var valueStart: Int
        var valueEnd: Int
    }

    /// An element of an array literal, with token indices (inclusive) and its trailing comma.
    struct Element {
        var start: Int
        var end: Int
        var comma: Int?
    }

    /// A `[ … ]` literal: bracket token indices and elements.
    struct ArrayLiteral {
        var open: Int
        var close: Int
        var elements: [Element]
        /// The member of the feature table added after the literal (`[…] + features.targets`:
        /// `targets`), in a manifest in the table form.
        var tableMember: String?
    }

    /// An element of the form `.kind(name: "literal", …)`.
    struct NamedCall {
        var kind: String
        var name: String
        /// Token index of the name's string literal.
        var nameToken: Int
        var open: Int
        var close: Int
    }

    let bytes: [UInt8]
    let tokens: [Token]
    /// Open bracket token index → close bracket token index, and the reverse.
    let matching: BracketPartners
    /// Token indices of the `Package(` call's parentheses.
    let packageOpen: Int
    let packageClose: Int
    /// The call's arguments, in order.
    let packageArguments: [Argument]
    /// The variable the call is assigned to (`package`).
    let packageVariable: String
    /// `\n` or `\r\n`, as the file uses.
    let lineEnding: String
    /// One level of indentation, as the file uses (defaults to four spaces).
    let indentUnit: String

    /// Parses a manifest.
    /// - Throws: ``Problem`` when the text does not scan, brackets do not balance, there is not
    ///   exactly one `let package = Package(…)`, or the call contains `#if`.
    init(bytes: [UInt8]) throws(Problem) {
        let tokens: [Token]
        do {
            tokens = try SwiftScanner.tokenize(bytes)
        } catch {
            throw Problem(offset: error.offset, reason: error.message)
        }
        let matching = try Self.matchBrackets(tokens, bytes)

        func text(_ index: Int) -> String {
            String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
        }
        func isPunctuation(_ index: Int, _ character: Character) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].kind == .punctuation
                && bytes[tokens[index].start] == character.asciiValue
        }

        var calls: [Int] = []
        for index in tokens.indices
        where tokens[index].kind == .identifier && tokens[index].end - tokens[index].start == 7 && text(index) == "Package" {
            guard isPunctuation(index + 1, "(") else { continue }
            if isPunctuation(index - 1, "."), index >= 2, text(index - 2) != "PackageDescription" { continue }
            calls.append(index)
        }
        guard let call = calls.first else {
            throw Problem(offset: nil, reason: "no 'Package(…)' call found")
        }
        guard calls.count == 1 else {
            throw Problem(offset: tokens[calls[1]].start, reason: "more than one 'Package(…)' call (\(calls.count) found)")
        }
        var declaration = call - 1
        if isPunctuation(declaration, "."), declaration >= 1 { declaration -= 2 }  // PackageDescription.
        guard declaration >= 2, isPunctuation(declaration, "="), text(declaration - 1) == "package",
            ["let", "var"].contains(text(declaration - 2))
        else {
            throw Problem(offset: tokens[call].start, reason: "the 'Package(…)' call is not the value of 'let package ='")
        }
        let open = call + 1
        guard let close = matching[open] else {
            throw Problem(offset: tokens[call].start, reason: "the 'Package(' call is not closed")
        }
        if let directive = (open..<close).first(where: { tokens[$0].kind == .directive && text($0).hasPrefix("#if") }) {
            throw Problem(offset: tokens[directive].start, reason: "'#if' inside the 'Package(…)' call")
        }
        let arguments = Self.splitByCommas(open: open, close: close, tokens: tokens, bytes: bytes, matching: matching).map {
            Self.argument($0, tokens: tokens, bytes: bytes)
        }

        // Indentation unit: the first argument's line relative to the `Package(` line.
        var unit =
            bytes.starts(with: [UInt8(ascii: "\t")]) || bytes.contains(subsequence: [UInt8(ascii: "\n"), UInt8(ascii: "\t")])
            ? "\t" : "    "
        if let first = arguments.first {
            let callIndent = Self.indentation(ofLineAt: tokens[call].start, in: bytes)
            let argumentOffset = tokens[first.firstToken].start
            if Self.isFirstOnLine(argumentOffset, in: bytes) {
                let argumentIndent = Self.indentation(ofLineAt: argumentOffset, in: bytes)
                if argumentIndent.hasPrefix(callIndent), argumentIndent.count > callIndent.count {
                    unit = String(argumentIndent.dropFirst(callIndent.count))
                }
            }
        }

        self.bytes = bytes
        self.tokens = tokens
        self.matching = matching
        self.packageOpen = open
        self.packageClose = close
        self.packageArguments = arguments
        self.packageVariable = text(declaration - 1)
        self.lineEnding = bytes.contains(subsequence: [UInt8(ascii: "\r"), UInt8(ascii: "\n")]) ? "\r\n" : "\n"
        self.indentUnit = unit
    }

    // MARK: - Queries

    /// The source text of token `index`.
    func text(_ index: Int) -> String {
        String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
    }

    /// Whether token `index` is exactly `string` (compared as bytes, without allocating).
    func isText(_ index: Int, _ string: String) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        let utf8 = string.utf8
        return token.end - token.start == utf8.count && bytes[token.start..<token.end].elementsEqual(utf8)
    }

    /// Whether token `index` is the punctuation `character`.
    func isPunctuation(_ index: Int, _ character: Character) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation
            && bytes[tokens[index].start] == character.asciiValue
    }

    /// The `Package(…)` argument labelled `label`.
    func packageArgument(_ label: String) -> Argument? {
        packageArguments.first { $0.label == label }
    }

    /// The value of `argument` as an array literal, or `nil` when it is anything else
    /// (a variable, a function call, `[…] + more`).
    /// A literal followed by `+ features.<member>` (the feature table's products, targets or
    /// dependencies) counts as a literal, with ``ArrayLiteral/tableMember`` set.
    func arrayLiteral(_ argument: Argument) -> ArrayLiteral? {
        guard isPunctuation(argument.valueStart, "["), let close = matching[argument.valueStart] else { return nil }
        if close == argument.valueEnd { return arrayLiteral(open: argument.valueStart) }
        guard close + 4 == argument.valueEnd, isPunctuation(close + 1, "+"), isText(close + 2, FeatureTable.variable),
            isPunctuation(close + 3, "."), tokens[argument.valueEnd].kind == .identifier
        else { return nil }
        var literal = arrayLiteral(open: argument.valueStart)
        literal?.tableMember = text(argument.valueEnd)
        return literal
    }

    /// The array literal opened at token `open`.
    func arrayLiteral(open: Int) -> ArrayLiteral? {
        guard let close = matching[open] else { return nil }
        var elements: [Element] = []
        for range in Self.splitByCommas(open: open, close: close, tokens: tokens, bytes: bytes, matching: matching) {
            elements.append(Element(start: range.start, end: range.end, comma: range.comma))
        }
        return ArrayLiteral(open: open, close: close, elements: elements)
    }

    /// The arguments of the call whose parentheses are at `open`…`close`.
    func arguments(open: Int, close: Int) -> [Argument] {
        Self.splitByCommas(open: open, close: close, tokens: tokens, bytes: bytes, matching: matching).map {
            Self.argument($0, tokens: tokens, bytes: bytes)
        }
    }

    /// Reads an element shaped `.kind(name: "literal", …)` (optionally `Target.kind(…)`).
    func namedCall(_ element: Element) -> NamedCall? {
        var index = element.start
        if tokens[index].kind == .identifier, isPunctuation(index + 1, ".") { index += 1 }
        guard isPunctuation(index, "."), index + 2 <= element.end, tokens[index + 1].kind == .identifier,
            isPunctuation(index + 2, "("), let close = matching[index + 2], close == element.end
        else { return nil }
        let open = index + 2
        guard
            let range = Self.splitByCommas(
                open: open, close: close, tokens: tokens, bytes: bytes, matching: matching, limit: 1
            ).first
        else { return nil }
        let first = Self.argument(range, tokens: tokens, bytes: bytes)
        guard first.label == "name", first.valueStart == first.valueEnd, let name = plainString(first.valueStart)
        else { return nil }
        return NamedCall(kind: text(index + 1), name: name, nameToken: first.valueStart, open: open, close: close)
    }

    /// The contents of a plain `"…"` literal without escapes or interpolation, else `nil`.
    func plainString(_ index: Int) -> String? {
        guard tokens[index].kind == .string else { return nil }
        let start = tokens[index].start, end = tokens[index].end
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        // ASCII (every target name): decided on the bytes, without building the literal first.
        if bytes[start..<end].allSatisfy({ $0 < 0x80 }) {
            guard end - start >= 2, bytes[start] == quote, bytes[end - 1] == quote,
                !(end - start >= 3 && bytes[start + 1] == quote && bytes[start + 2] == quote),
                !bytes[start..<end].contains(backslash)
            else { return nil }
            return String(decoding: bytes[(start + 1)..<(end - 1)], as: UTF8.self)
        }
        let literal = text(index)
        guard literal.count >= 2, literal.hasPrefix("\""), !literal.hasPrefix("\"\"\""), literal.hasSuffix("\""),
            !literal.contains("\\")
        else { return nil }
        return String(literal.dropFirst().dropLast())
    }

    /// Whether only spaces and tabs precede byte `offset` on its line.
    func isFirstOnLine(_ offset: Int) -> Bool { Self.isFirstOnLine(offset, in: bytes) }

    /// The leading spaces and tabs of the line containing byte `offset`.
    func indentation(ofLineAt offset: Int) -> String { Self.indentation(ofLineAt: offset, in: bytes) }

    /// Whitespace that lines text up with byte `offset`: the line's tabs kept, every other
    /// character before `offset` turned into a space.
    func alignment(at offset: Int) -> String {
        var result = ""
        var index = lineStart(offset)
        while index < offset {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\t") {
                result += "\t"
            } else if byte & 0xC0 != 0x80 {
                result += " "
            }
            index += 1
        }
        return result
    }

    /// The byte offset where the line containing `offset` starts.
    func lineStart(_ offset: Int) -> Int { Self.lineStart(offset, in: bytes) }

    /// Whether a line break lies between byte offsets `from` and `to`.
    func hasNewline(from: Int, to: Int) -> Bool {
        from < to && bytes[from..<to].contains(UInt8(ascii: "\n"))
    }

    /// Converts a byte offset into a 1-based line and column (columns count Unicode scalars).
    func lineAndColumn(_ offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    // MARK: - Variables and mutations outside the call

    /// What code outside the `Package(…)` call does to an array (`package.targets`, or the
    /// variable passed as `targets:`).
    enum Mutation {
        /// Appends or inserts entries with these names (`append`, `append(contentsOf:)`,
        /// `insert`, `+=`); harmless to an insertion into the literal.
        case appended([String])
        /// Reassigns, removes from, or adds entries whose names cannot be read.
        case unsupported(offset: Int, reason: String)
    }

    /// Token indices of top-level `let`/`var` declarations of `name`: the keyword and the first
    /// token of the value (after `=`, past any type annotation).
    func topLevelDeclarations(of name: String) -> [(keyword: Int, value: Int)] {
        var result: [(keyword: Int, value: Int)] = []
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch bytes[token.start] {
                case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
                continue
            }
            guard depth == 0, token.kind == .identifier, index + 1 < tokens.count,
                isText(index, "let") || isText(index, "var"), isText(index + 1, name)
            else { continue }
            var cursor = index + 2
            if isPunctuation(cursor, ":") {
                cursor += 1
                while cursor < tokens.count, !isPunctuation(cursor, "=") {
                    if let partner = matching[cursor], partner > cursor { cursor = partner + 1 } else { cursor += 1 }
                }
            }
            guard isPunctuation(cursor, "="), cursor + 1 < tokens.count else { continue }
            result.append((index, cursor + 1))
        }
        return result
    }

    /// The array literal that the single top-level `let`/`var name (: Type) = [ … ]` of the file
    /// declares, when the literal is the whole value (not `[…] + more`, not `[…].map { … }`).
    /// - Returns: the declaration's keyword token and the literal, or `nil`.
    func variableArrayLiteral(named name: String) -> (declaration: Int, literal: ArrayLiteral)? {
        let declarations = topLevelDeclarations(of: name)
        guard declarations.count == 1, let declaration = declarations.first, isPunctuation(declaration.value, "["),
            let close = matching[declaration.value]
        else { return nil }
        let after = close + 1
        if after < tokens.count {
            let next = tokens[after]
            let startsStatement =
                hasNewline(from: tokens[close].end, to: next.start)
                && (next.kind == .identifier || next.kind == .directive || isPunctuation(after, "}"))
            guard startsStatement || isPunctuation(after, ";") else { return nil }
        }
        guard let literal = arrayLiteral(open: declaration.value) else { return nil }
        return (declaration.keyword, literal)
    }

    /// The `.kind(name: "…", …)` call that the single top-level `let name = .kind(…)` (or
    /// `Target.kind(…)`) of the file declares.
    func variableNamedCall(named name: String) -> NamedCall? {
        let declarations = topLevelDeclarations(of: name)
        guard declarations.count == 1, let start = declarations.first?.value else { return nil }
        var index = start
        if index < tokens.count, tokens[index].kind == .identifier, isPunctuation(index + 1, ".") { index += 1 }
        guard isPunctuation(index, "."), index + 2 < tokens.count, isPunctuation(index + 2, "("),
            let close = matching[index + 2]
        else { return nil }
        return namedCall(Element(start: start, end: close, comma: nil))
    }

    /// Every statement outside the call that changes the array at `path` (`["package",
    /// "targets"]` or `["coreTargets"]`). Reads (`for target in package.targets`,
    /// `package.targets.forEach { … }`) are not mutations.
    func mutations(of path: [String]) -> [Mutation] {
        guard let head = path.first else { return [] }
        let described = path.joined(separator: ".")
        var result: [Mutation] = []
        for start in tokens.indices where tokens[start].kind == .identifier && isText(start, head) {
            if isPunctuation(start - 1, ".") { continue }
            if path.count == 1, start > 0, isText(start - 1, "let") || isText(start - 1, "var") { continue }
            var last = start
            var matches = true
            for component in path.dropFirst() {
                if isPunctuation(last + 1, "."), last + 2 < tokens.count, isText(last + 2, component) {
                    last += 2
                } else {
                    matches = false
                    break
                }
            }
            guard matches else { continue }
            let next = last + 1
            let offset = tokens[start].start
            if isPunctuation(next, "="), !isPunctuation(next + 1, "=") {
                result.append(.unsupported(offset: offset, reason: "'\(described)' is reassigned outside the 'Package(…)' call"))
            } else if isPunctuation(next, "+"), isPunctuation(next + 1, "="), tokens[next].end == tokens[next + 1].start {
                result.append(appendedNames(valueStart: next + 2, valueEnd: nil, described: described, offset: offset))
            } else if isPunctuation(next, "."), next + 1 < tokens.count, tokens[next + 1].kind == .identifier {
                let method = text(next + 1)
                var arguments: [Argument] = []
                if isPunctuation(next + 2, "("), let close = matching[next + 2] {
                    arguments = self.arguments(open: next + 2, close: close)
                }
                if method == "append" || method == "insert", let first = arguments.first {
                    if first.label == "contentsOf" {
                        result.append(
                            appendedNames(valueStart: first.valueStart, valueEnd: nil, described: described, offset: offset))
                    } else {
                        result.append(
                            appendedNames(
                                valueStart: first.valueStart, valueEnd: first.valueEnd, described: described, offset: offset))
                    }
                } else if method.hasPrefix("remove") || method.hasPrefix("pop") {
                    result.append(
                        .unsupported(
                            offset: offset, reason: "'\(described).\(method)(…)' removes entries outside the 'Package(…)' call"))
                }
            }
        }
        return result
    }

    /// The names added by an `append`/`+=`: one element (`valueEnd` given) or an array literal.
    private func appendedNames(valueStart: Int, valueEnd: Int?, described: String, offset: Int) -> Mutation {
        let unreadable = Mutation.unsupported(
            offset: offset, reason: "'\(described)' gets entries outside the 'Package(…)' call whose names cannot be read")
        guard valueStart < tokens.count else { return unreadable }
        var elements: [Element] = []
        if let valueEnd {
            elements = [Element(start: valueStart, end: valueEnd, comma: nil)]
        } else {
            guard isPunctuation(valueStart, "["), let literal = arrayLiteral(open: valueStart) else { return unreadable }
            elements = literal.elements
        }
        var names: [String] = []
        for element in elements {
            guard let call = namedCall(element) else { return unreadable }
            names.append(call.name)
        }
        return .appended(names)
    }

    /// Target and product names declared anywhere in a manifest that scans, whatever its shape:
    /// every `.kind(name: "…"` call with a target or product kind that is not inside a
    /// `dependencies:` array. A fallback for manifests the editor cannot edit, to tell whether
    /// a feature was registered by hand.
    static func declaredNames(in bytes: [UInt8]) -> (targets: Set<String>, products: Set<String>)? {
        guard let tokens = try? SwiftScanner.tokenize(bytes) else { return nil }
        func text(_ index: Int) -> String {
            String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
        }
        func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && bytes[tokens[index].start] == byte
        }
        let targetKinds: Set<String> = [
            "target", "testTarget", "executableTarget", "macro", "plugin", "binaryTarget", "systemLibrary",
        ]
        let productKinds: Set<String> = ["library", "executable", "plugin"]
        var targets = Set<String>(), products = Set<String>()
        // Open brackets: whether each is a `dependencies: [` array.
        var stack: [Bool] = []
        for index in tokens.indices {
            if isPunctuation(index, UInt8(ascii: "(")) || isPunctuation(index, UInt8(ascii: "{")) {
                stack.append(false)
            } else if isPunctuation(index, UInt8(ascii: "[")) {
                stack.append(index >= 2 && isPunctuation(index - 1, UInt8(ascii: ":")) && text(index - 2) == "dependencies")
            } else if isPunctuation(index, UInt8(ascii: ")")) || isPunctuation(index, UInt8(ascii: "]"))
                || isPunctuation(index, UInt8(ascii: "}"))
            {
                _ = stack.popLast()
            } else if isPunctuation(index, UInt8(ascii: ".")), index + 5 < tokens.count, tokens[index + 1].kind == .identifier,
                isPunctuation(index + 2, UInt8(ascii: "(")), text(index + 3) == "name",
                isPunctuation(index + 4, UInt8(ascii: ":")),
                tokens[index + 5].kind == .string, stack.last != true
            {
                let literal = text(index + 5)
                guard literal.count >= 2, literal.hasPrefix("\""), !literal.hasPrefix("\"\"\""), !literal.contains("\\") else {
                    continue
                }
                let name = String(literal.dropFirst().dropLast())
                let kind = text(index + 1)
                if targetKinds.contains(kind) { targets.insert(name) }
                if productKinds.contains(kind) { products.insert(name) }
            }
        }
        return (targets, products)
    }

    // MARK: - Building blocks

    private static func matchBrackets(_ tokens: [Token], _ bytes: [UInt8]) throws(Problem) -> BracketPartners {
        var matching = BracketPartners(count: tokens.count)
        var stack: [(index: Int, byte: UInt8)] = []
        let pairs: [UInt8: UInt8] = [
            UInt8(ascii: ")"): UInt8(ascii: "("), UInt8(ascii: "]"): UInt8(ascii: "["), UInt8(ascii: "}"): UInt8(ascii: "{"),
        ]
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            let byte = bytes[token.start]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                stack.append((index, byte))
            } else if let opener = pairs[byte] {
                guard let top = stack.popLast(), top.byte == opener else {
                    throw Problem(offset: token.start, reason: "unbalanced '\(Character(Unicode.Scalar(byte)))'")
                }
                matching[top.index] = index
                matching[index] = top.index
            }
        }
        if let unclosed = stack.last {
            throw Problem(offset: tokens[unclosed.index].start, reason: "unclosed '\(Character(Unicode.Scalar(unclosed.byte)))'")
        }
        return matching
    }

    /// Splits the tokens strictly between `open` and `close` at top-level commas.
    private static func splitByCommas(
        open: Int, close: Int, tokens: [Token], bytes: [UInt8], matching: BracketPartners, limit: Int = .max
    ) -> [(start: Int, end: Int, comma: Int?)] {
        var ranges: [(start: Int, end: Int, comma: Int?)] = []
        var start = open + 1
        var index = open + 1
        while index < close {
            let token = tokens[index]
            if token.kind == .punctuation, bytes[token.start] == UInt8(ascii: ",") {
                if start < index {
                    ranges.append((start, index - 1, index))
                    if ranges.count == limit { return ranges }
                }
                start = index + 1
                index += 1
                continue
            }
            if token.kind == .punctuation, let partner = matching[index], partner > index {
                index = partner + 1
            } else {
                index += 1
            }
        }
        if start < close { ranges.append((start, close - 1, nil)) }
        return ranges
    }

    private static func argument(_ range: (start: Int, end: Int, comma: Int?), tokens: [Token], bytes: [UInt8]) -> Argument {
        let first = tokens[range.start]
        if first.kind == .identifier, range.start + 1 <= range.end {
            let next = tokens[range.start + 1]
            if next.kind == .punctuation, bytes[next.start] == UInt8(ascii: ":"), range.start + 2 <= range.end {
                let label = String(decoding: bytes[first.start..<first.end], as: UTF8.self)
                return Argument(label: label, firstToken: range.start, valueStart: range.start + 2, valueEnd: range.end)
            }
        }
        return Argument(label: nil, firstToken: range.start, valueStart: range.start, valueEnd: range.end)
    }

    private static func lineStart(_ offset: Int, in bytes: [UInt8]) -> Int {
        var index = min(offset, bytes.count)
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    private static func isFirstOnLine(_ offset: Int, in bytes: [UInt8]) -> Bool {
        bytes[lineStart(offset, in: bytes)..<offset].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    private static func indentation(ofLineAt offset: Int, in bytes: [UInt8]) -> String {
        let start = lineStart(offset, in: bytes)
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension [UInt8] {
    /// Whether `subsequence` occurs anywhere in the array.
    fileprivate func contains(subsequence: [UInt8]) -> Bool {
        guard !subsequence.isEmpty, subsequence.count <= count else { return subsequence.isEmpty }
        for start in 0...(count - subsequence.count) where self[start] == subsequence[0] {
            if self[start..<start + subsequence.count].elementsEqual(subsequence) { return true }
        }
        return false
    }
}

/// For each token index, the index of its matching bracket, `nil` for any other token: an array,
/// not a dictionary, because every scan of a long manifest asks for the partner of every bracket.
struct BracketPartners {
    private var partners: [Int]

    /// No partners yet, for `count` tokens.
    init(count: Int) { partners = Array(repeating: -1, count: count) }

    /// The partner of token `index` (`nil`: not a bracket, or out of range).
    subscript(index: Int) -> Int? {
        get {
            guard index >= 0, index < partners.count, partners[index] >= 0 else { return nil }
            return partners[index]
        }
        set { partners[index] = newValue ?? -1 }
    }
}

extension ManifestSyntax {
    /// The syntax of `source`: the last manifest parsed is remembered, so the several questions
    /// one command asks about the same `Package.swift` (platforms, registered and dependable
    /// targets, the edit) scan it once.
    /// - Throws: ``Problem`` as ``init(bytes:)`` does.
    static func parsed(_ source: String) throws(Problem) -> ManifestSyntax {
        if let syntax = LastParsedManifest.shared.syntax(for: source) { return syntax }
        let syntax = try ManifestSyntax(bytes: Array(source.utf8))
        LastParsedManifest.shared.remember(syntax, for: source)
        return syntax
    }
}

/// The last manifest text parsed and its syntax.
private final class LastParsedManifest: @unchecked Sendable {
    static let shared = LastParsedManifest()
    private let lock = NSLock()
    private var source: String?
    private var syntax: ManifestSyntax?

    func syntax(for source: String) -> ManifestSyntax? {
        lock.lock()
        defer { lock.unlock() }
        return self.source == source ? syntax : nil
    }

    func remember(_ syntax: ManifestSyntax, for source: String) {
        lock.lock()
        self.source = source
        self.syntax = syntax
        lock.unlock()
    }
}
