/// Finds every call in Swift source text (`Name(…)` and `.member(…)`) with its arguments, their
/// labels and, for an argument that is one string literal, the literal's text and
/// interpolations. Comments are skipped; raw and multi-line string literals are skipped as
/// opaque values. This is a lexical scan for ``LocalizedStringExtractor``, not a parser: it
/// needs no more than SwiftUI call sites as templates write them.
struct SwiftCallScanner {
    /// A piece of a string literal.
    enum Segment: Hashable {
        /// Literal text, with escapes resolved.
        case text(String)
        /// The source of an interpolation `\(…)`, without the parentheses.
        case interpolation(String)
    }

    /// A single-line string literal.
    struct Literal: Hashable {
        /// The UTF-8 offset of the opening quote.
        var offset: Int
        /// The source between the quotes, as written.
        var source: String
        /// Its text and interpolations.
        var segments: [Segment]
    }

    /// One argument of a call.
    struct Argument: Hashable {
        /// The label, or `nil` for an unlabelled argument.
        var label: String?
        /// The argument's value as written, trimmed.
        var text: String
        /// The UTF-8 offset of the value.
        var offset: Int
        /// The literal, when the whole value is one string literal.
        var literal: Literal?
    }

    /// One call.
    struct Call: Hashable {
        /// The callee's name (`Text`, `SwiftUI.Text`, `navigationTitle`).
        var name: String
        /// Whether it is written `.name(…)` (a modifier or a static member).
        var isMember: Bool
        /// Its arguments in order (a trailing closure is not an argument).
        var arguments: [Argument]
    }

    let bytes: [UInt8]

    init(text: String) {
        bytes = Array(text.utf8)
    }

    /// 1-based line and column (in Unicode scalars) of a UTF-8 offset.
    static func lineAndColumn(of offset: Int, in text: String) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        let bytes = Array(text.utf8)
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).unicodeScalars.count + 1
        return (line, column)
    }

    /// Line and column of UTF-8 offsets in one text, from its line starts found once (the same
    /// answers as ``lineAndColumn(of:in:)`` without scanning the text again per offset).
    struct LineIndex {
        let bytes: [UInt8]
        /// The UTF-8 offset where each line starts.
        let lineStarts: [Int]

        init(text: String) {
            bytes = Array(text.utf8)
            var starts = [0]
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
            lineStarts = starts
        }

        /// 1-based line and column (in Unicode scalars) of a UTF-8 offset.
        func lineAndColumn(of offset: Int) -> (Int, Int) {
            let end = min(max(offset, 0), bytes.count)
            // The last line starting at or before `end` (a newline at `end - 1` starts a line at `end`).
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= end { low = middle } else { high = middle - 1 }
            }
            let lineStart = lineStarts[low]
            let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).unicodeScalars.count + 1
            return (low + 1, column)
        }
    }

    /// Splits an argument list (the text between a call's parentheses) into arguments.
    static func splitArguments(_ text: String) -> [Argument] {
        let scanner = SwiftCallScanner(text: "f(" + text + ")")
        return scanner.calls().first { $0.name == "f" && !$0.isMember }?.arguments.map { argument in
            var argument = argument
            argument.offset -= 2
            argument.literal?.offset -= 2
            return argument
        } ?? []
    }

    private final class Frame {
        let call: (name: String, isMember: Bool)?
        var arguments: [Argument] = []
        var argumentStart: Int
        var literals: [Literal] = []

        init(call: (name: String, isMember: Bool)?, argumentStart: Int) {
            self.call = call
            self.argumentStart = argumentStart
        }
    }

    /// The names a caller of ``calls(generalReading:including:callees:)`` can accept, by the
    /// last `.`-separated part of each (`Text` for `SwiftUI.Text`): a callee whose last part,
    /// read from the bytes before its `(`, is ASCII and none of these is not accepted, and its
    /// name is never spelled out. Only ASCII names make a filter (an ASCII name is equal to no
    /// other spelling; a name that is not ASCII may be, through Unicode normalization).
    struct CalleeNames {
        /// The names' last parts, by length in bytes.
        private let byLength: [Int: [[UInt8]]]

        /// A filter for `names`, or `nil` when one of them is not ASCII.
        init?(_ names: [String]) {
            var byLength: [Int: [[UInt8]]] = [:]
            for name in names {
                guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
                let last = Array(name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).last ?? [])
                byLength[last.count, default: []].append(last)
            }
            self.byLength = byLength
        }

        /// Whether the callee ending before the `(` at `open` may be one of the names: its last
        /// part (the identifier bytes before `open`) is one of theirs, or is not ASCII.
        func mayMatch(_ bytes: [UInt8], before open: Int) -> Bool {
            var start = open
            while start > 0 {
                let byte = bytes[start - 1]
                let isPart =
                    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                guard isPart else { break }
                start -= 1
            }
            if start > 0, bytes[start - 1] >= 0x80 { return true }
            guard let candidates = byLength[open - start] else { return false }
            return candidates.contains { candidate in
                var offset = 0
                while offset < candidate.count, candidate[offset] == bytes[start + offset] { offset += 1 }
                return offset == candidate.count
            }
        }
    }

    /// Every call, in the order their closing parentheses appear.
    /// - Parameters:
    ///   - generalReading: read every argument the general, `Character`-based way (the
    ///     reference the byte reading is tested against); by default most are read from bytes.
    ///   - including: when given, only the calls it accepts (by name and whether written
    ///     `.name(…)`) are returned, the others' arguments never read: the same calls, in the
    ///     same order, as filtering the whole list afterwards.
    ///   - callees: when given with `including`, the names `including` can accept (by their
    ///     last part): other callees are dropped before their names are read.
    func calls(
        generalReading: Bool = false, including: ((_ name: String, _ isMember: Bool) -> Bool)? = nil,
        callees: CalleeNames? = nil
    ) -> [Call] {
        var calls: [Call] = []
        var stack: [Frame] = []
        var index = 0
        func endArgument(_ frame: Frame, at end: Int) {
            guard frame.call != nil else { return }
            if !generalReading, let argument = asciiArgument(from: frame.argumentStart, to: end, literals: frame.literals) {
                if let argument { frame.arguments.append(argument) }
                return
            }
            let raw = String(decoding: bytes[frame.argumentStart..<end], as: UTF8.self)
            let leading = raw.prefix { $0.isWhitespace }.utf8.count
            var text = Self.trimmed(Substring(raw))
            var offset = frame.argumentStart + leading
            guard !text.isEmpty else { return }
            var label: String?
            let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty, !(name.first?.isNumber ?? true) {
                let rest = text.dropFirst(name.count)
                let spaces = rest.prefix { $0 == " " }
                if rest.dropFirst(spaces.count).hasPrefix(":"), !rest.dropFirst(spaces.count).hasPrefix("::") {
                    label = String(name)
                    let after = rest.dropFirst(spaces.count + 1)
                    let valueLeading = after.prefix { $0.isWhitespace }
                    offset += name.utf8.count + spaces.utf8.count + 1 + valueLeading.utf8.count
                    text = Self.trimmed(after)
                }
            }
            let literal = frame.literals.first { $0.offset == offset && $0.source.utf8.count + 2 == text.utf8.count }
            frame.arguments.append(Argument(label: label, text: text, offset: offset, literal: literal))
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                var depth = 0
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                    } else {
                        index += 1
                    }
                }
                continue
            case UInt8(ascii: "#")
            where index + 1 < bytes.count && (bytes[index + 1] == UInt8(ascii: "\"") || bytes[index + 1] == UInt8(ascii: "#")):
                index = skipRawString(from: index)
                continue
            case UInt8(ascii: "\""):
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\""), bytes[index + 2] == UInt8(ascii: "\"") {
                    index = skipMultilineString(from: index)
                    continue
                }
                let (literal, end) = scanLiteral(from: index)
                stack.last?.literals.append(literal)
                index = end
                continue
            case UInt8(ascii: "("):
                var call: (name: String, isMember: Bool)?
                if including == nil || callees?.mayMatch(bytes, before: index) != false {
                    call = callee(before: index)
                }
                if let named = call, let including, !including(named.name, named.isMember) { call = nil }
                stack.append(Frame(call: call, argumentStart: index + 1))
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(Frame(call: nil, argumentStart: index + 1))
            case UInt8(ascii: ","):
                if let frame = stack.last, frame.call != nil {
                    endArgument(frame, at: index)
                    frame.argumentStart = index + 1
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let frame = stack.popLast() {
                    if let call = frame.call, byte == UInt8(ascii: ")") {
                        endArgument(frame, at: index)
                        calls.append(Call(name: call.name, isMember: call.isMember, arguments: frame.arguments))
                    }
                }
            default: break
            }
            index += 1
        }
        return calls
    }

    /// The argument between `start` and `end` read from the bytes alone, when every byte that
    /// decides its label and trimming is ASCII (what the general, `Character`-based reading in
    /// ``calls()`` answers, without decoding the text first): `.some(nil)` when there is no
    /// argument (only whitespace), `nil` to use the general reading.
    private func asciiArgument(from start: Int, to end: Int, literals: [Literal]) -> Argument?? {
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || (byte >= 0x09 && byte <= 0x0D) }
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
        var first = start
        while first < end, isSpace(bytes[first]) { first += 1 }
        var last = end
        while last > first, isSpace(bytes[last - 1]) { last -= 1 }
        guard first == last || (bytes[first] < 0x80 && bytes[last - 1] < 0x80) else { return nil }
        guard first < last else { return .some(nil) }
        var label: String?
        var valueStart = first
        var nameEnd = first
        while nameEnd < last, isIdentifier(bytes[nameEnd]) { nameEnd += 1 }
        if nameEnd < last, bytes[nameEnd] >= 0x80 { return nil }
        if nameEnd > first, !(bytes[first] >= UInt8(ascii: "0") && bytes[first] <= UInt8(ascii: "9")) {
            var colon = nameEnd
            while colon < last, bytes[colon] == UInt8(ascii: " ") { colon += 1 }
            if colon < last, bytes[colon] == UInt8(ascii: ":"), !(colon + 1 < last && bytes[colon + 1] == UInt8(ascii: ":")) {
                label = String(decoding: bytes[first..<nameEnd], as: UTF8.self)
                valueStart = colon + 1
                while valueStart < last, isSpace(bytes[valueStart]) { valueStart += 1 }
                if valueStart < last, bytes[valueStart] >= 0x80 { return nil }
            }
        }
        let text = String(decoding: bytes[valueStart..<last], as: UTF8.self)
        let length = last - valueStart
        let literal = literals.first { $0.offset == valueStart && $0.source.utf8.count + 2 == length }
        return Argument(label: label, text: text, offset: valueStart, literal: literal)
    }

    /// `text` without leading and trailing whitespace and newlines, as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives it: ASCII whitespace is trimmed
    /// from the UTF-8 bytes; only an end that is not ASCII is handed to Foundation.
    static func trimmed(_ text: Substring) -> String {
        let utf8 = text.utf8
        func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || (byte >= 0x09 && byte <= 0x0D)
        }
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end, isSpace(utf8[start]) { start = utf8.index(after: start) }
        while start < end, isSpace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        let result = String(decoding: utf8[start..<end], as: UTF8.self)
        if start < end, utf8[start] >= 0x80 || utf8[utf8.index(before: end)] >= 0x80 {
            return result.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return result
    }

    /// The name called by the `(` at `open`: the dotted identifier right before it.
    private func callee(before open: Int) -> (name: String, isMember: Bool)? {
        var start = open
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
        }
        while start > 0, isIdentifier(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".") { start -= 1 }
        guard start < open else { return nil }
        var name = String(decoding: bytes[start..<open], as: UTF8.self)
        let isMember = name.hasPrefix(".")
        if isMember {
            name.removeFirst()
            // `value.member(` is a method call on a value, not a modifier on the view above.
            if start > 0,
                !(bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\n")
                    || bytes[start - 1] == UInt8(ascii: "\t") || bytes[start - 1] == UInt8(ascii: ")")
                    || bytes[start - 1] == UInt8(ascii: "}") || bytes[start - 1] == UInt8(ascii: "("))
            {
                return (name, false)
            }
        }
        if !isMember, name.utf8.contains(UInt8(ascii: ".")) {
            // `SwiftUI.Text(` keeps its qualification; `row.title(` is a method: keep the last part.
            if !name.hasPrefix("SwiftUI.") { name = String(name.split(separator: ".").last ?? "") }
        }
        return name.isEmpty ? nil : (name, isMember)
    }

    /// Scans the single-line literal whose opening quote is at `open`.
    private func scanLiteral(from open: Int) -> (Literal, Int) {
        var index = open + 1
        var segments: [Segment] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
            text = []
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                text.append(bytes[index])
                index += 1
                continue
            }
            let escaped = bytes[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "0"): text.append(0)
            case UInt8(ascii: "u"):
                // \u{XXXX}
                var hex = ""
                if index < bytes.count, bytes[index] == UInt8(ascii: "{") {
                    index += 1
                    while index < bytes.count, bytes[index] != UInt8(ascii: "}") {
                        hex.unicodeScalars.append(Unicode.Scalar(bytes[index]))
                        index += 1
                    }
                    index += 1
                }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                    text += Array(String(Character(scalar)).utf8)
                }
            case UInt8(ascii: "("):
                flush()
                var depth = 1
                let start = index
                while index < bytes.count, depth > 0 {
                    switch bytes[index] {
                    case UInt8(ascii: "("): depth += 1
                    case UInt8(ascii: ")"): depth -= 1
                    case UInt8(ascii: "\""):
                        index = scanLiteral(from: index).1 - 1
                    default: break
                    }
                    index += 1
                }
                segments.append(.interpolation(String(decoding: bytes[start..<max(start, index - 1)], as: UTF8.self)))
            default: text.append(escaped)
            }
        }
        flush()
        let end = min(index, bytes.count)
        let source = String(decoding: bytes[(open + 1)..<end], as: UTF8.self)
        return (Literal(offset: open, source: source, segments: segments), min(end + 1, bytes.count))
    }

    /// The index after a multi-line literal starting at `open` (`"""`).
    private func skipMultilineString(from open: Int) -> Int {
        var index = open + 3
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\""), bytes[index + 1] == UInt8(ascii: "\""), bytes[index + 2] == UInt8(ascii: "\"")
            {
                return index + 3
            }
            index += 1
        }
        return bytes.count
    }

    /// The index after a raw literal starting at `open` (`#"…"#`, `##"…"##`, `#"""…"""#`).
    private func skipRawString(from open: Int) -> Int {
        var hashes = 0
        var index = open
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return index }
        index += 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\"") {
                var count = 0
                var probe = index + 1
                while probe < bytes.count, bytes[probe] == UInt8(ascii: "#"), count < hashes {
                    count += 1
                    probe += 1
                }
                if count == hashes { return probe }
            }
            index += 1
        }
        return bytes.count
    }
}
