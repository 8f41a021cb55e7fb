/// A name split into words once, from which every casing form is derived; the one casing
/// engine every template uses.
///
/// Splitting rules (in order):
/// - `_`, `-`, `.` and spaces separate words and are dropped (`weather_forecast` → weather, forecast).
/// - A lowercase letter or digit followed by an uppercase letter starts a word
///   (`userID` → user, ID).
/// - In a run of capitals, the last one starts a new word when a lowercase letter follows, so
///   acronyms stay whole (`URLSession` → URL, Session; `HTTPClient2Fast` → HTTP, Client2, Fast).
/// - Digits stay with the word before them (`Client2`, `HTTP2`).
///
/// A word is an *acronym* when it is written in capitals (two or more letters, like `NASA`) or is
/// a well-known acronym in any casing (``knownAcronyms``: `url`, `Id`, `HTTP` …). Acronyms are
/// written all capitals, except as the first word of a member name, where they are all lowercase
/// (`URLSession` → `urlSession`, `ID` → `id`, `userId` → `userID`). Because of that rule
/// `userId`, `userID` and `user_id` all name the same member, `userID`.
///
/// Making a valid Swift identifier is the last step, ``identifier(as:)``: it rejects names Swift
/// cannot accept in a given ``IdentifierRole`` (such as `self` or `init` for a member) and
/// escapes reserved keywords with backticks (`default` → `` `default` ``). Call
/// ``spellingProblem(in:)`` first on names from users: the casing engine itself accepts anything
/// and never traps.
public struct SwiftName: Hashable, Sendable {
    /// The words, as written (case preserved).
    public let words: [String]

    /// Acronyms recognised in any casing (`url`, `Url` and `URL` are all the acronym URL).
    public static let knownAcronyms: Set<String> = [
        "API", "CPU", "CSS", "CSV", "DNS", "FTP", "GPS", "GPU", "HTML", "HTTP", "HTTPS", "ID", "IP",
        "JPEG", "JSON", "JWT", "PDF", "PNG", "RGB", "SDK", "SMS", "SQL", "SSH", "SSL", "TCP", "TLS",
        "UDP", "UI", "URI", "URL", "UUID", "XML",
    ]

    /// Splits `raw` into words (see the type's discussion for the rules).
    /// - Parameter raw: a name as written by a user, such as `weather_forecast` or `URLSession`.
    public init(_ raw: String) {
        if let words = Self.asciiWords(raw) {
            self.words = words
            return
        }
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(raw)
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = []
        }
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "-" || character == "." || character.isWhitespace {
                flush()
                continue
            }
            if character.isUppercase, let previous = current.last {
                if previous.isLowercase || previous.isNumber {
                    flush()
                } else if previous.isUppercase, index + 1 < characters.count, characters[index + 1].isLowercase {
                    flush()
                }
            }
            current.append(character)
        }
        flush()
        self.words = words
    }

    /// UpperCamelCase, for types, without escaping (`weather_forecast` → `WeatherForecast`,
    /// `urlSession` → `URLSession`).
    public var typeName: String {
        words.map(Self.capitalized).joined()
    }

    /// lowerCamelCase, for members, without escaping (`URLSession` → `urlSession`,
    /// `ID` → `id`, `userID` → `userID`).
    public var memberName: String {
        // A pure function of the words, asked tens of times per spec by validation and rendering.
        Self.memberNames.value(for: words) {
            guard let first = words.first else { return "" }
            let head = Self.isAcronym(first) ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
            return head + words.dropFirst().map(Self.capitalized).joined()
        }
    }

    /// ``memberName`` of the words seen by this process.
    private static let memberNames = Memo<[String], String>()

    /// The SwiftPM target name of a feature: its type name.
    public var targetName: String { typeName }

    /// The SwiftPM test target name of a feature: `<Type>Tests`.
    public var testTargetName: String { typeName + "Tests" }

    /// A Swift file name derived from the type name.
    /// - Parameter suffix: appended to the type name, for example `Route` or `FeatureTests`.
    /// - Returns: `<Type><suffix>.swift`, such as `WeatherRoute.swift`.
    public func fileName(suffix: String = "") -> String {
        typeName + suffix + ".swift"
    }

    /// The cased, unescaped form used for a role: ``typeName`` for types, `_` for an
    /// unlabelled argument label, ``memberName`` otherwise.
    ///
    /// Two names that have the same canonical form in a role declare the same Swift identifier.
    /// - Parameter role: where the name is declared.
    /// - Returns: the cased name without backticks.
    public func canonical(as role: IdentifierRole) -> String {
        switch role {
        case .type: typeName
        case .argumentLabel where words.isEmpty: "_"
        case .member, .enumCase, .parameter, .argumentLabel: memberName
        }
    }

    /// The name as a valid Swift identifier for `role`: cased, checked, keywords escaped.
    /// - Parameter role: where the name is declared.
    /// - Returns: the identifier, in backticks when it is a reserved keyword
    ///   (`default` → `` `default` ``).
    /// - Throws: ``NameProblem`` when Swift cannot accept the name in that role even in
    ///   backticks (for example `self`, `init` or `super` as a member, `Self`, `Any` or `Type`
    ///   as a type), or when nothing is left after splitting.
    public func identifier(as role: IdentifierRole) throws(NameProblem) -> String {
        let name = canonical(as: role)
        if role == .argumentLabel, name == "_" { return name }
        guard !name.isEmpty else { throw NameProblem("has no letters or digits") }
        if let reason = Self.unusableReason(name, as: role) { throw NameProblem(reason) }
        return Self.escaped(name)
    }

    /// Escapes a reserved keyword with backticks; idempotent, so an identifier is never escaped
    /// twice.
    /// - Parameter identifier: an identifier, with or without backticks.
    /// - Returns: `` `identifier` `` for reserved keywords, the bare identifier otherwise.
    public static func escaped(_ identifier: String) -> String {
        let bare = unescaped(identifier)
        return SwiftKeyword.needsBackticks(bare) ? "`\(bare)`" : bare
    }

    /// Removes one pair of surrounding backticks, if present.
    /// - Parameter identifier: an identifier, possibly in backticks.
    /// - Returns: the identifier without backticks.
    public static func unescaped(_ identifier: String) -> String {
        if identifier.count >= 2, identifier.hasPrefix("`"), identifier.hasSuffix("`") {
            return String(identifier.dropFirst().dropLast())
        }
        return identifier
    }

    /// The longest name accepted, in UTF-8 bytes (every name becomes part of an identifier and
    /// some of a file name, which file systems limit to 255 bytes).
    public static let maximumLength = 128

    /// Checks that a user-written name is spelled so that it can become an identifier: only ASCII
    /// letters, digits and underscores, not starting with a digit.
    ///
    /// ASCII only is the simplest sound rule against look-alike letters (Cyrillic `а` for Latin
    /// `a`) and invisible characters (zero-width spaces, bidirectional controls) hiding in
    /// generated code.
    /// - Parameter raw: the name as written.
    /// - Returns: why the name is unacceptable (a fragment to follow the quoted name), or `nil`;
    ///   a name longer than ``maximumLength`` is rejected before anything else is looked at.
    public static func spellingProblem(in raw: String) -> String? {
        guard let first = raw.unicodeScalars.first else { return "is empty" }
        if raw.utf8.count > maximumLength {
            return "is \(raw.unicodeScalars.count) characters long; names are at most \(maximumLength) characters"
        }
        let allowed = "names may contain only ASCII letters, digits and underscores"
        for scalar in raw.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_":
                continue
            case " ":
                return "contains a space; \(allowed)"
            case "-":
                return "contains a dash ('-'); \(allowed)"
            case ".":
                return raw.contains("..") ? "contains '..'; \(allowed)" : "contains a dot ('.'); \(allowed)"
            case "/", "\\":
                return "contains a path separator ('\(scalar)'); \(allowed)"
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                if isInvisible(scalar) {
                    return "contains the invisible character \(code); \(allowed)"
                }
                if !scalar.isASCII {
                    return
                        "contains the non-ASCII character '\(scalar)' (\(code)); \(allowed), so look-alike letters (such as Cyrillic 'а' for Latin 'a') cannot hide in generated code"
                }
                return "contains the character '\(scalar)'; \(allowed)"
            }
        }
        if ("0"..."9").contains(first) { return "starts with a digit" }
        if raw.unicodeScalars.allSatisfy({ $0 == "_" }) { return "has no letters or digits" }
        return nil
    }

    // MARK: - Private

    /// The words of an all-ASCII name, split by the same rules as ``init(_:)`` over bytes
    /// (names are split thousands of times per command; Unicode property lookups dominated);
    /// `nil` when `raw` has a non-ASCII byte.
    private static func asciiWords(_ raw: String) -> [String]? {
        var raw = raw
        return raw.withUTF8 { bytes -> [String]? in
            func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
            func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
            func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
            var words: [String] = []
            var start = 0
            func flush(_ end: Int) {
                if end > start {
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                }
            }
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte < 0x80 else { return nil }
                // `_`, `-`, `.`, space and the ASCII whitespace controls (tab … carriage return).
                if byte == 0x5F || byte == 0x2D || byte == 0x2E || byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                    flush(index)
                    start = index + 1
                    continue
                }
                if isUpper(byte), index > start {
                    let previous = bytes[index - 1]
                    if isLower(previous) || isDigit(previous)
                        || (isUpper(previous) && index + 1 < bytes.count && isLower(bytes[index + 1]))
                    {
                        flush(index)
                        start = index
                    }
                }
            }
            flush(bytes.count)
            return words
        }
    }

    /// The longest name in ``knownAcronyms``.
    private static let longestKnownAcronym = knownAcronyms.map(\.count).max() ?? 0

    private static func isAcronym(_ word: String) -> Bool {
        var word = word
        if let ascii = word.withUTF8({ bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let letters = bytes.prefix { !($0 >= 0x30 && $0 <= 0x39) }
            if letters.count >= 2, letters.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) { return true }
            guard letters.count <= longestKnownAcronym else { return false }
            return knownAcronyms.contains(
                String(decoding: letters.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self))
        }) {
            return ascii
        }
        let letters = word.prefix { !$0.isNumber }
        if letters.count >= 2, letters.allSatisfy(\.isUppercase) { return true }
        return knownAcronyms.contains(letters.uppercased())
    }

    private static func capitalized(_ word: String) -> String {
        if isAcronym(word) { return word.uppercased() }
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    /// Why `name` (already cased) cannot be declared in `role` even in backticks.
    private static func unusableReason(_ name: String, as role: IdentifierRole) -> String? {
        switch role {
        case .type:
            if ["Self", "Any", "Type", "Protocol"].contains(name) {
                return "cannot be a type name: '\(name)' has a fixed meaning in Swift types"
            }
        case .member, .enumCase, .parameter, .argumentLabel:
            if ["self", "Self", "super", "init", "deinit"].contains(name) {
                return "cannot be \(role.displayNameWithArticle): '\(name)' keeps its keyword meaning even in backticks"
            }
            if ["Type", "Protocol"].contains(name) {
                return "cannot be \(role.displayNameWithArticle): it conflicts with the metatype expression 'X.\(name)'"
            }
            if role == .enumCase, name == "none" {
                return "cannot be an enum case name: '.none' is ambiguous with 'Optional.none'"
            }
        }
        return nil
    }

    /// Zero-width characters, bidirectional controls and non-ASCII spaces.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0xA0, 0xAD, 0x061C, 0x115F, 0x1160, 0x180E, 0x2000...0x200F,
            0x2028...0x202F, 0x205F...0x206F, 0x3000, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0:
            return true
        default:
            return scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
        }
    }
}
