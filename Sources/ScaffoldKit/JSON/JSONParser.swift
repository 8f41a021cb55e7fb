/// A strict RFC 8259 parser over UTF-8 bytes that records where every value starts.
///
/// Works on an unsafe buffer (no per-character `String` operations), recurses at most
/// `maximumDepth` levels (deeper input is an error, never a stack overflow) and records the
/// start of every line it passes, which is only ever in whitespace: JSON strings cannot contain
/// raw line breaks.
///
/// The parser is generic over what it builds (``JSONNode`` trees for specs, ``TemplateValue``
/// for render data), so render data is built in one pass without an intermediate tree. Children
/// are collected on one scratch stack and handed over as a slice, so each array or object costs
/// one exactly-sized allocation.
struct JSONParser<Builder: JSONTreeBuilder> {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let maximumDepth: Int
    private var builder: Builder
    private var index = 0
    private var depth = 0
    /// Children of the containers being parsed, innermost last.
    private var valueStack: [Builder.Node] = []
    /// Keys (and their offsets) of the objects being parsed, innermost last.
    private var keyStack: [(key: String, offset: Int)] = []
    /// Byte offsets where lines start (after each `\n` seen so far), beginning with 0.
    private(set) var lineStarts: [Int] = [0]

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, builder: Builder) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.builder = builder
    }

    // MARK: - Byte constants

    private static var quote: UInt8 { UInt8(ascii: "\"") }
    private static var backslash: UInt8 { UInt8(ascii: "\\") }
    private static var slash: UInt8 { UInt8(ascii: "/") }
    private static var comma: UInt8 { UInt8(ascii: ",") }
    private static var colon: UInt8 { UInt8(ascii: ":") }
    private static var openBracket: UInt8 { UInt8(ascii: "[") }
    private static var closeBracket: UInt8 { UInt8(ascii: "]") }
    private static var openBrace: UInt8 { UInt8(ascii: "{") }
    private static var closeBrace: UInt8 { UInt8(ascii: "}") }
    private static var minus: UInt8 { UInt8(ascii: "-") }
    private static var plus: UInt8 { UInt8(ascii: "+") }
    private static var dot: UInt8 { UInt8(ascii: ".") }
    private static var zero: UInt8 { UInt8(ascii: "0") }
    private static var nine: UInt8 { UInt8(ascii: "9") }
    private static var newline: UInt8 { UInt8(ascii: "\n") }

    // MARK: - Document

    /// Parses the whole input as one JSON value followed only by whitespace.
    mutating func parseDocument() throws(JSONSyntaxError) -> Builder.Node {
        // RFC 8259 section 8.1: a parser may ignore a leading byte order mark.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        guard index < bytes.count else {
            throw JSONSyntaxError("the document is empty; expected a JSON value", at: index)
        }
        let root = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw JSONSyntaxError(
                "unexpected \(describeCharacter(at: index)) after the JSON value; a document holds exactly one value",
                at: index)
        }
        return root
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONSyntaxError) -> Builder.Node {
        let start = index
        guard index < bytes.count else {
            throw JSONSyntaxError("unexpected end of input; expected a value", at: index)
        }
        switch bytes[index] {
        case Self.quote:
            return builder.string(try parseString(), at: start)
        case Self.openBrace:
            return try parseObject()
        case Self.openBracket:
            return try parseArray()
        case Self.minus, Self.zero...Self.nine:
            return try parseNumber()
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return builder.bool(true, at: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return builder.bool(false, at: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return builder.null(at: start)
        default:
            throw unexpectedCharacter(expected: "a value")
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let start = index
        let count = literal.utf8CodeUnitCount
        let matches = literal.withUTF8Buffer { expected in
            guard start + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[start + offset] != expected[offset] { return false }
            return true
        }
        guard matches else {
            var end = start
            while end < bytes.count, end - start < 16, Self.isLetter(bytes[end]) { end += 1 }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<max(end, start + 1)]), as: UTF8.self)
            throw JSONSyntaxError("unexpected '\(word)'; expected a value (did you mean '\(literal)'?)", at: start)
        }
        index += count
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > maximumDepth {
            throw JSONSyntaxError("arrays and objects are nested more than \(maximumDepth) levels deep", at: index)
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> Builder.Node {
        let start = index
        try enterContainer()
        index += 1
        let firstElement = valueStack.count
        skipWhitespace()
        if index < bytes.count, bytes[index] == Self.closeBracket {
            index += 1
            depth -= 1
            return builder.array(valueStack[firstElement...], at: start)
        }
        while true {
            skipWhitespace()
            let element = try parseValue()
            valueStack.append(element)
            skipWhitespace()
            guard index < bytes.count else {
                throw JSONSyntaxError("unterminated array; expected ',' or ']'", at: start)
            }
            let byte = bytes[index]
            if byte == Self.closeBracket {
                index += 1
                break
            }
            guard byte == Self.comma else {
                throw unexpectedCharacter(expected: "',' or ']' after an array element")
            }
            let comma = index
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == Self.closeBracket {
                throw JSONSyntaxError("trailing comma before ']'", at: comma)
            }
        }
        depth -= 1
        let array = builder.array(valueStack[firstElement...], at: start)
        valueStack.removeSubrange(firstElement...)
        return array
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> Builder.Node {
        let start = index
        try enterContainer()
        index += 1
        let firstValue = valueStack.count
        let firstKey = keyStack.count
        skipWhitespace()
        if index < bytes.count, bytes[index] == Self.closeBrace {
            index += 1
            depth -= 1
            return builder.object(keys: keyStack[firstKey...], values: valueStack[firstValue...], at: start)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                throw JSONSyntaxError("unterminated object; expected a key", at: start)
            }
            guard bytes[index] == Self.quote else {
                throw unexpectedCharacter(expected: "a key in double quotes")
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == Self.colon else {
                throw unexpectedCharacter(expected: "':' after the key \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            keyStack.append((key, keyOffset))
            valueStack.append(value)
            skipWhitespace()
            guard index < bytes.count else {
                throw JSONSyntaxError("unterminated object; expected ',' or '}'", at: start)
            }
            let byte = bytes[index]
            if byte == Self.closeBrace {
                index += 1
                break
            }
            guard byte == Self.comma else {
                throw unexpectedCharacter(expected: "',' or '}' after an object member")
            }
            let comma = index
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == Self.closeBrace {
                throw JSONSyntaxError("trailing comma before '}'", at: comma)
            }
        }
        depth -= 1
        let object = builder.object(keys: keyStack[firstKey...], values: valueStack[firstValue...], at: start)
        valueStack.removeSubrange(firstValue...)
        keyStack.removeSubrange(firstKey...)
        return object
    }

    // MARK: - Strings

    /// Parses a string starting at the opening quote; the fast path copies unescaped text once.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        let contentStart = index
        var isASCII = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.quote {
                let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<index])
                index += 1
                if isASCII { return String(decoding: content, as: UTF8.self) }
                guard let string = String(validating: content, as: UTF8.self) else {
                    throw JSONSyntaxError("the string is not valid UTF-8", at: start)
                }
                return string
            }
            if byte == Self.backslash {
                return try parseEscapedString(start: start, contentStart: contentStart)
            }
            if byte < 0x20 { throw controlCharacterInString(byte) }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        throw JSONSyntaxError("unterminated string; expected a closing '\"'", at: start)
    }

    /// The slow path: a string with escapes, decoded into a byte buffer.
    private mutating func parseEscapedString(start: Int, contentStart: Int) throws(JSONSyntaxError) -> String {
        var buffer: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.quote {
                index += 1
                guard let string = String(validating: buffer, as: UTF8.self) else {
                    throw JSONSyntaxError("the string is not valid UTF-8", at: start)
                }
                return string
            }
            if byte < 0x20 { throw controlCharacterInString(byte) }
            guard byte == Self.backslash else {
                buffer.append(byte)
                index += 1
                continue
            }
            let escapeStart = index
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case Self.quote, Self.backslash, Self.slash: buffer.append(escaped)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = try parseUnicodeEscape(escapeStart: escapeStart)
                appendUTF8(scalar, to: &buffer)
            default:
                index = escapeStart
                throw JSONSyntaxError(
                    "invalid escape '\\\(describeRaw(at: escapeStart + 1))' in string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                    at: escapeStart)
            }
        }
        throw JSONSyntaxError("unterminated string; expected a closing '\"'", at: start)
    }

    /// Parses the hex digits after `\u` (index is just past the `u`), joining surrogate pairs.
    private mutating func parseUnicodeEscape(escapeStart: Int) throws(JSONSyntaxError) -> Unicode.Scalar {
        let high = try parseHex4(escapeStart: escapeStart)
        if (0xDC00...0xDFFF).contains(high) {
            throw JSONSyntaxError(
                "unpaired UTF-16 low surrogate \\u\(hex(high)) in string; it must follow a high surrogate",
                at: escapeStart)
        }
        if (0xD800...0xDBFF).contains(high) {
            guard index + 1 < bytes.count, bytes[index] == Self.backslash, bytes[index + 1] == UInt8(ascii: "u")
            else {
                throw JSONSyntaxError(
                    "unpaired UTF-16 high surrogate \\u\(hex(high)) in string; expected a low surrogate \\uDC00-\\uDFFF next",
                    at: escapeStart)
            }
            let lowStart = index
            index += 2
            let low = try parseHex4(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONSyntaxError(
                    "unpaired UTF-16 high surrogate \\u\(hex(high)) in string; expected a low surrogate \\uDC00-\\uDFFF next",
                    at: escapeStart)
            }
            let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                throw JSONSyntaxError("invalid \\u escape in string; expected exactly 4 hexadecimal digits", at: escapeStart)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func appendUTF8(_ scalar: Unicode.Scalar, to buffer: inout [UInt8]) {
        UTF8.encode(scalar) { buffer.append($0) }
    }

    private func controlCharacterInString(_ byte: UInt8) -> JSONSyntaxError {
        let name: String =
            switch byte {
            case 0x0A: "a line break (write \\n)"
            case 0x0D: "a carriage return (write \\r)"
            case 0x09: "a tab (write \\t)"
            default: "the control character U+\(hex(UInt32(byte))) (write \\u\(hex(UInt32(byte))))"
            }
        return JSONSyntaxError("unterminated string or unescaped control character: strings cannot contain \(name)", at: index)
    }

    // MARK: - Numbers

    /// Parses `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func parseNumber() throws(JSONSyntaxError) -> Builder.Node {
        let start = index
        var negative = false
        if bytes[index] == Self.minus {
            negative = true
            index += 1
        }
        guard index < bytes.count, Self.isDigit(bytes[index]) else {
            throw JSONSyntaxError("expected a digit after '-'", at: index)
        }
        // Accumulate negatively so Int.min fits.
        var accumulator = 0
        var fitsInt = true
        if bytes[index] == Self.zero {
            index += 1
            if index < bytes.count, Self.isDigit(bytes[index]) {
                throw JSONSyntaxError("numbers cannot have leading zeros", at: start)
            }
        } else {
            while index < bytes.count, Self.isDigit(bytes[index]) {
                let digit = Int(bytes[index] &- Self.zero)
                if fitsInt {
                    let (shifted, overflow1) = accumulator.multipliedReportingOverflow(by: 10)
                    let (next, overflow2) = shifted.subtractingReportingOverflow(digit)
                    if overflow1 || overflow2 { fitsInt = false } else { accumulator = next }
                }
                index += 1
            }
        }
        var isIntegral = true
        if index < bytes.count, bytes[index] == Self.dot {
            isIntegral = false
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw JSONSyntaxError("expected a digit after the decimal point", at: index)
            }
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            isIntegral = false
            index += 1
            if index < bytes.count, bytes[index] == Self.plus || bytes[index] == Self.minus { index += 1 }
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw JSONSyntaxError("expected a digit in the exponent", at: index)
            }
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        }
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
        var intValue: Int?
        if isIntegral, fitsInt {
            if negative {
                intValue = accumulator
            } else if accumulator != Int.min {
                intValue = -accumulator
            }
        }
        return builder.number(raw: raw, intValue: intValue, at: start)
    }

    // MARK: - Whitespace and messages

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case Self.newline:
                index += 1
                lineStarts.append(index)
            default:
                return
            }
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private func unexpectedCharacter(expected: String) -> JSONSyntaxError {
        guard index < bytes.count else {
            return JSONSyntaxError("unexpected end of input; expected \(expected)", at: index)
        }
        var message = "unexpected \(describeCharacter(at: index)); expected \(expected)"
        switch bytes[index] {
        case UInt8(ascii: "'"): message += " (JSON strings use double quotes)"
        case Self.slash: message += " (JSON has no comments)"
        default: break
        }
        return JSONSyntaxError(message, at: index)
    }

    /// `character 'x'`, or `character U+00A0` for invisible and non-ASCII characters.
    private func describeCharacter(at offset: Int) -> String {
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "character '\(Unicode.Scalar(byte))'" }
        if byte < 0x80 { return "character U+\(hex(UInt32(byte)))" }
        var end = offset + 1
        while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        if let scalar = text.unicodeScalars.first, scalar != "\u{FFFD}" {
            return "character U+\(hex(scalar.value))"
        }
        return "byte 0x\(String(byte, radix: 16, uppercase: true)) (not valid UTF-8)"
    }

    private func describeRaw(at offset: Int) -> String {
        guard offset < bytes.count else { return "" }
        let byte = bytes[offset]
        return byte >= 0x20 && byte < 0x7F ? String(Unicode.Scalar(byte)) : "U+\(hex(UInt32(byte)))"
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
