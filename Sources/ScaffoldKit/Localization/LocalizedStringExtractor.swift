#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One user-visible string a source file shows: its localization key and where it is.
public struct LocalizableString: Hashable, Sendable {
    /// The key as Xcode extracts it: the literal's text, with each interpolation replaced by a
    /// format specifier (`%@`, `%lld`, `%lf`, …) and `%` doubled when there are interpolations.
    public var key: String
    /// Where the literal starts (its opening quote).
    public var location: SourceLocation
    /// Whether the string is looked up in the module's own bundle (`bundle: .module`, or passed
    /// to a `LocalizedStringKey` property of a view of the module that does).
    public var isModuleLookup: Bool
    /// The call's `comment:` literal (what the catalog tells translators), if it has one.
    public var comment: String?

    /// Creates an entry.
    public init(key: String, location: SourceLocation, isModuleLookup: Bool, comment: String? = nil) {
        self.key = key
        self.location = location
        self.isModuleLookup = isModuleLookup
        self.comment = comment
    }
}

/// A user-visible string that is not localizable from the module's bundle.
public struct LocalizationProblem: Hashable, Sendable, CustomStringConvertible {
    /// Where the call or literal is.
    public var location: SourceLocation
    /// What is wrong and what to write instead.
    public var message: String

    /// Creates a problem.
    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// `file:line:column: message`.
    public var description: String { "\(location): \(message)" }
}

/// What ``LocalizedStringExtractor`` found in a set of Swift files.
public struct LocalizedStringExtraction: Hashable, Sendable {
    /// Every user-visible string literal, in file order.
    public var strings: [LocalizableString]
    /// Every user-visible string that would not be looked up in the module's bundle.
    public var problems: [LocalizationProblem]

    /// The unique keys, sorted by their UTF-8 bytes.
    public var keys: [String] { StringCatalog(keys: strings.map(\.key)).sortedKeys }

    /// Each key's comment for translators: every distinct `comment:` written for it, in file
    /// order, one per line, so a text used in two places says both.
    public var comments: [String: String] {
        var written: [String: [String]] = [:]
        for string in strings {
            guard let comment = string.comment, !(written[string.key]?.contains(comment) ?? false) else { continue }
            written[string.key, default: []].append(comment)
        }
        return written.mapValues { $0.joined(separator: "\n") }
    }
}

/// Finds the user-visible strings of SwiftUI sources, the way Xcode's string extraction sees
/// them, from the source text alone (no type checker): it is what keeps a feature's String
/// Catalog (``StringCatalog``) equal to the strings its templates emit.
///
/// A string is user-visible when it is a literal passed as:
/// - the text of `Text(_:tableName:bundle:comment:)` or `Text(verbatim:)`;
/// - the title of `Button`, `Label`, `Section`, `Toggle`, `TextField`, `SecureField`,
///   `LabeledContent`, `ContentUnavailableView`, `Link`, `NavigationLink`, `Menu`, `Picker`,
///   `Stepper`, `DatePicker`, `ProgressView`, or of the modifiers `.navigationTitle`,
///   `.accessibilityLabel`, `.accessibilityHint`, `.accessibilityValue`, `.help`, `.alert`,
///   `.confirmationDialog` (their first unlabelled argument);
/// - `String(localized:…)`;
/// - an argument of a view declared in the same files whose stored property of that label has
///   type `LocalizedStringKey` (`let title: LocalizedStringKey`).
///
/// It is looked up in the module's bundle only as `Text("…", bundle: .module)`,
/// `String(localized: "…", bundle: .module)`, or through such a `LocalizedStringKey` property
/// that the view shows with `Text(title, bundle: .module)`. Everything else is a
/// ``LocalizationProblem``: a title initializer takes its key from the app's main bundle, where a
/// feature module's catalog is not; `Text(verbatim:)` and a `String` variable passed to a title
/// (SwiftUI's `StringProtocol` initializers) are never looked up at all.
///
/// Interpolations become format specifiers as Xcode writes them: `%lld` for `Int` (and other
/// signed integers), `%llu` for unsigned integers, `%lf` for `Double`, `%f` for `Float`, the
/// literal of `specifier:` when given, `%@` for everything else (`String`, `Text`, values with a
/// `format:`). A variable's type is read from a `name: Type` declaration in the same file; a
/// name it cannot find counts as `%@`.
public enum LocalizedStringExtractor {
    /// A Swift source file.
    public struct SourceFile: Hashable, Sendable {
        /// The path diagnostics name.
        public var path: String
        /// The file's text.
        public var text: String

        /// Creates a source file.
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// SwiftUI views whose first unlabelled argument is a title (a `LocalizedStringKey`
    /// looked up in the main bundle, or a `StringProtocol` shown verbatim).
    static let titleViews: Set<String> = [
        "Button", "Label", "Section", "Toggle", "TextField", "SecureField", "LabeledContent", "ContentUnavailableView",
        "Link", "NavigationLink", "Menu", "Picker", "Stepper", "DatePicker", "ProgressView",
    ]
    /// View modifiers whose first unlabelled argument is a title.
    static let titleModifiers: Set<String> = [
        "navigationTitle", "accessibilityLabel", "accessibilityHint", "accessibilityValue", "help", "alert",
        "confirmationDialog",
    ]

    /// Extracts the user-visible strings of `files`.
    /// - Parameter files: Swift source files of one module (views declared in one file may be
    ///   used in another).
    /// - Returns: the strings, in file order, and the problems.
    public static func extract(from files: [SourceFile]) -> LocalizedStringExtraction {
        // Views of the module with `LocalizedStringKey` properties: type name → labels.
        var keyProperties: [String: Set<String>] = [:]
        for file in files {
            for (type, labels) in localizedKeyProperties(in: file.text) { keyProperties[type, default: []].formUnion(labels) }
        }
        // Only the calls `inspect` reads are built (most calls of a view are other modifiers),
        // and a callee whose last name is none of theirs is not even spelled out.
        let properties = keyProperties
        let callees = SwiftCallScanner.CalleeNames(
            ["Text", "String"] + titleViews.sorted() + titleModifiers.sorted() + keyProperties.keys.sorted())
        let scanned = files.map { file in
            (
                file: file,
                calls: SwiftCallScanner(text: file.text).calls(
                    including: { name, isMember in
                        isInspected(name: name, isMember: isMember, keyProperties: properties)
                    }, callees: callees)
            )
        }
        var extraction = LocalizedStringExtraction(strings: [], problems: [])
        for (file, calls) in scanned {
            let declarations = DeclaredTypes(text: file.text)
            let lines = SwiftCallScanner.LineIndex(text: file.text)
            for call in calls {
                inspect(
                    call, file: file, lines: lines, declarations: declarations, keyProperties: keyProperties,
                    into: &extraction)
            }
        }
        return extraction
    }

    /// Whether ``inspect(_:file:lines:declarations:keyProperties:into:)`` reads a call of this
    /// name: `Text`, `String(localized:)`, a title view or modifier, or a view of the module
    /// with `LocalizedStringKey` properties.
    static func isInspected(name: String, isMember: Bool, keyProperties: [String: Set<String>]) -> Bool {
        if isMember { return titleModifiers.contains(name) }
        return name == "Text" || name == "SwiftUI.Text" || name == "String" || titleViews.contains(name)
            || keyProperties[name] != nil
    }

    private static func inspect(
        _ call: SwiftCallScanner.Call, file: SourceFile, lines: SwiftCallScanner.LineIndex, declarations: DeclaredTypes,
        keyProperties: [String: Set<String>], into extraction: inout LocalizedStringExtraction
    ) {
        func location(_ offset: Int) -> SourceLocation {
            let (line, column) = lines.lineAndColumn(of: offset)
            return SourceLocation(file: file.path, line: line, column: column)
        }
        let comment = call.arguments.first { $0.label == "comment" }?.literal.map(text(of:))
        func add(_ literal: SwiftCallScanner.Literal, module: Bool) {
            extraction.strings.append(
                LocalizableString(
                    key: key(of: literal, declarations: declarations), location: location(literal.offset), isModuleLookup: module,
                    comment: comment))
        }
        let usesModuleBundle = call.arguments.contains { $0.label == "bundle" && isModuleBundle($0.text) }
        let first = call.arguments.first
        let name = call.name
        if !call.isMember, name == "Text" || name == "SwiftUI.Text", let first {
            if first.label == nil, let literal = first.literal {
                add(literal, module: usesModuleBundle)
                if !usesModuleBundle {
                    extraction.problems.append(
                        LocalizationProblem(
                            location: location(literal.offset),
                            message:
                                "Text(\"\(literal.source)\") is looked up in the app's main bundle, not the module's; add 'bundle: .module'"
                        ))
                }
            } else if first.label == "verbatim", let literal = first.literal {
                add(literal, module: false)
                extraction.problems.append(
                    LocalizationProblem(
                        location: location(literal.offset),
                        message:
                            "Text(verbatim: \"\(literal.source)\") is never localized; write Text(\"\(literal.source)\", bundle: .module)"
                    ))
            } else if first.label == nil {
                switch declarations.type(ofExpression: first.text) {
                case "String", "Substring":
                    extraction.problems.append(
                        LocalizationProblem(
                            location: location(first.offset),
                            message:
                                "Text(\(first.text)) shows a String verbatim (SwiftUI's StringProtocol initializer); make '\(first.text)' a LocalizedStringKey and write Text(\(first.text), bundle: .module)"
                        ))
                case "LocalizedStringKey" where !usesModuleBundle:
                    extraction.problems.append(
                        LocalizationProblem(
                            location: location(first.offset),
                            message:
                                "Text(\(first.text)) is looked up in the app's main bundle, not the module's; add 'bundle: .module'"
                        ))
                default: break
                }
            }
            return
        }
        if !call.isMember, name == "String", let first, first.label == "localized", let literal = first.literal {
            add(literal, module: usesModuleBundle)
            if !usesModuleBundle {
                extraction.problems.append(
                    LocalizationProblem(
                        location: location(literal.offset),
                        message:
                            "String(localized: \"\(literal.source)\") is looked up in the app's main bundle, not the module's; add 'bundle: .module'"
                    ))
            }
            return
        }
        let isTitle = call.isMember ? titleModifiers.contains(name) : titleViews.contains(name)
        if isTitle, let first, first.label == nil {
            let shown = call.isMember ? ".\(name)(…)" : "\(name)(…)"
            if let literal = first.literal {
                add(literal, module: false)
                extraction.problems.append(
                    LocalizationProblem(
                        location: location(literal.offset),
                        message:
                            "\(shown) looks \"\(literal.source)\" up in the app's main bundle, not the module's; pass Text(\"\(literal.source)\", bundle: .module) as its label"
                    ))
            } else if ["String", "Substring"].contains(declarations.type(ofExpression: first.text)) {
                extraction.problems.append(
                    LocalizationProblem(
                        location: location(first.offset),
                        message:
                            "\(shown) shows the String '\(first.text)' verbatim (SwiftUI's StringProtocol initializer); make it a LocalizedStringKey shown with Text(_, bundle: .module)"
                    ))
            } else if declarations.type(ofExpression: first.text) == "LocalizedStringKey" {
                extraction.problems.append(
                    LocalizationProblem(
                        location: location(first.offset),
                        message:
                            "\(shown) looks '\(first.text)' up in the app's main bundle, not the module's; pass Text(\(first.text), bundle: .module) as its label"
                    ))
            }
            return
        }
        if !call.isMember, let labels = keyProperties[name] {
            for argument in call.arguments {
                guard let label = argument.label, labels.contains(label), let literal = argument.literal else { continue }
                add(literal, module: true)
            }
        }
    }

    /// Whether an argument is the module's bundle: `.module`, `Bundle.module`, `Foundation.Bundle.module`.
    static func isModuleBundle(_ text: String) -> Bool {
        [".module", "Bundle.module", "Foundation.Bundle.module"].contains(text)
    }

    /// A literal's text without its interpolations (a `comment:` is a `StaticString`: it has none).
    static func text(of literal: SwiftCallScanner.Literal) -> String {
        literal.segments.map { segment in
            if case .text(let text) = segment { text } else { "" }
        }.joined()
    }

    /// The key Xcode extracts for a literal.
    static func key(of literal: SwiftCallScanner.Literal, declarations: DeclaredTypes) -> String {
        let interpolated = literal.segments.contains { if case .interpolation = $0 { true } else { false } }
        var key = ""
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                let escapes = interpolated && text.utf8.contains(UInt8(ascii: "%"))
                key += escapes ? text.replacingOccurrences(of: "%", with: "%%") : text
            case .interpolation(let expression): key += formatSpecifier(for: expression, declarations: declarations)
            }
        }
        return key
    }

    /// The format specifier Xcode writes for an interpolation.
    static func formatSpecifier(for expression: String, declarations: DeclaredTypes) -> String {
        let arguments = SwiftCallScanner.splitArguments(expression)
        if let specifier = arguments.first(where: { $0.label == "specifier" }), let literal = specifier.literal {
            return literal.segments.reduce(into: "") { if case .text(let text) = $1 { $0 += text } }
        }
        if arguments.count > 1 { return "%@" }  // `format:` and other styles produce text
        switch declarations.type(ofExpression: expression) {
        case "Int", "Int8", "Int16", "Int32", "Int64": return "%lld"
        case "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return "%llu"
        case "Double", "CGFloat", "TimeInterval": return "%lf"
        case "Float": return "%f"
        default: return "%@"
        }
    }

    /// For each `struct Name` in `text`, the names of its stored properties of type
    /// `LocalizedStringKey` (which its memberwise initializer takes as labels).
    static func localizedKeyProperties(in text: String) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        // Most files declare no such property: one scan for the type's name settles them.
        guard contains("LocalizedStringKey", in: text) else { return result }
        var currentType: String?
        // Each line is searched once from its start; whitespace around it changes nothing
        // (a keyword is found where it was, and what follows a name is read up to a space).
        for bytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let line = Substring(bytes)
            if let end = endOfFirst("struct ", in: line) {
                let rest = line[end...]
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { currentType = String(name) }
            }
            guard let currentType else { continue }
            for keyword: StaticString in ["let ", "var "] {
                guard let end = endOfFirst(keyword, in: line) else { continue }
                let rest = line[end...]
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                let after = rest.dropFirst(name.count).drop { $0 == " " }
                guard !name.isEmpty, after.hasPrefix(":") else { continue }
                let type = after.dropFirst().drop { $0 == " " }
                if type.hasPrefix("LocalizedStringKey"),
                    !type.dropFirst("LocalizedStringKey".count).hasPrefix("?")
                {
                    result[currentType, default: []].insert(String(name))
                }
            }
        }
        return result
    }
}

/// Whether `text` contains the ASCII `keyword`, by UTF-8 bytes (a tight loop over the text's
/// contiguous bytes: every rendered file is searched per `check`).
private func contains(_ keyword: StaticString, in text: String) -> Bool {
    let pattern = UnsafeBufferPointer(start: keyword.utf8Start, count: keyword.utf8CodeUnitCount)
    guard !pattern.isEmpty else { return true }
    var text = text
    return text.withUTF8 { bytes in firstOccurrence(of: pattern, in: bytes, from: 0) != nil }
}

/// The offset of the first occurrence of the non-empty `pattern` in `bytes` at or after `start`:
/// candidates found by the C library's `memchr` (vectorised, where a byte loop per file was
/// measurable), each compared with `memcmp`.
func firstOccurrence(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let patternStart = pattern.baseAddress, let base = bytes.baseAddress, !pattern.isEmpty,
        start >= 0, bytes.count - start >= pattern.count
    else { return nil }
    let last = bytes.count - pattern.count
    var position = start
    while position <= last {
        guard let hit = memchr(base + position, Int32(pattern[0]), last - position + 1) else { return nil }
        let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
        if memcmp(base + offset, patternStart, pattern.count) == 0 { return offset }
        position = offset + 1
    }
    return nil
}

/// The index just after the first occurrence of the ASCII `keyword` in `line`, by UTF-8 bytes.
private func endOfFirst(_ keyword: StaticString, in line: Substring) -> Substring.Index? {
    let pattern = UnsafeBufferPointer(start: keyword.utf8Start, count: keyword.utf8CodeUnitCount)
    guard let first = pattern.first else { return nil }
    let utf8 = line.utf8
    var index = utf8.startIndex
    while let start = utf8[index...].firstIndex(of: first) {
        var probe = start
        var matched = 0
        while matched < pattern.count, probe < utf8.endIndex, utf8[probe] == pattern[matched] {
            matched += 1
            probe = utf8.index(after: probe)
        }
        if matched == pattern.count { return probe }
        index = utf8.index(after: start)
    }
    return nil
}

/// The declared types of names in one file, read from `name: Type` declarations (properties,
/// parameters, locals with an annotation).
struct DeclaredTypes {
    let text: String
    /// The index, built at the first lookup (most files' calls need none).
    private let index: Index
    /// The text's Unicode scalars, read only for a lookup of a name that is not an identifier.
    private var scalars: [Unicode.Scalar] { index.scalars }

    /// The first declarations of the names looked up in one text (each searched once, by its
    /// UTF-8 bytes: exact, like a comparison of scalars) and, rarely needed, the scalars;
    /// computed on demand (one extraction runs on one thread).
    private final class Index {
        let text: String
        lazy var bytes: [UInt8] = Array(text.utf8)
        lazy var scalars: [Unicode.Scalar] = Array(text.unicodeScalars)
        /// Per name (UTF-8 bytes) looked up: `nil` without a declaration, else what it declares.
        var firstDeclarations: [[UInt8]: String??] = [:]
        init(text: String) { self.text = text }

        /// The first `name: Type` declaration of the identifier `name`, as ``DeclaredTypes/index(of:)``
        /// records it: `nil` when there is none, `.some(nil)` for an optional or generic type.
        func firstDeclaration(of name: [UInt8]) -> String?? {
            if let known = firstDeclarations[name] { return known }
            let found = bytes.withUnsafeBufferPointer { text in
                name.withUnsafeBufferPointer { DeclaredTypes.firstDeclaration(of: $0, in: text) }
            }
            firstDeclarations[name] = .some(found)
            return found
        }
    }

    /// The first occurrence of the identifier `name` (not part of a longer identifier, not
    /// after `.` or `$`) followed by a declaration, found by searching the bytes for `name`:
    /// what ``index(of:)`` records for it, without indexing every identifier of the text (a
    /// file declares many more names than are looked up in it).
    static func firstDeclaration(of name: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> String?? {
        var from = 0
        while let start = firstOccurrence(of: name, in: bytes, from: from) {
            from = start + 1
            let end = start + name.count
            if start > 0 {
                let before = bytes[start - 1]
                if before == UInt8(ascii: ".") || before == UInt8(ascii: "$") { continue }
                // The scalar that ends just before: its lead byte is the last byte that is not
                // a continuation byte (10xxxxxx).
                var lead = start - 1
                while lead > 0, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
                if identifierScalar(in: bytes, at: lead).0 { continue }
            }
            if end < bytes.count, identifierScalar(in: bytes, at: end).0 { continue }
            if let declared = declaration(in: bytes, after: end) { return .some(declared) }
        }
        return nil
    }

    init(text: String) {
        self.text = text
        index = Index(text: text)
    }

    /// For each identifier of `text`, its first `name: Type` declaration (the reference that
    /// ``firstDeclaration(of:in:)`` is tested against). Works on the UTF-8
    /// bytes: `.`, `$`, `:`, `?`, `<` and spaces are ASCII, never part of another scalar's
    /// encoding, and a scalar that is not ASCII is decoded only to ask whether it is a letter.
    static func index(of text: String) -> [[UInt8]: String?] {
        var text = text
        return text.withUTF8 { bytes -> [[UInt8]: String?] in
            var declarations: [[UInt8]: String?] = [:]
            var index = 0
            while index < bytes.count {
                let (isPart, length) = identifierScalar(in: bytes, at: index)
                guard isPart else {
                    index += length
                    continue
                }
                // A whole identifier (what a lookup of a name made of identifier scalars matches).
                let start = index
                index += length
                while index < bytes.count {
                    let (isPart, length) = identifierScalar(in: bytes, at: index)
                    guard isPart else { break }
                    index += length
                }
                if start > 0, bytes[start - 1] == UInt8(ascii: ".") || bytes[start - 1] == UInt8(ascii: "$") { continue }
                guard let declared = declaration(in: bytes, after: index) else { continue }
                let name = Array(bytes[start..<index])
                if declarations[name] == nil { declarations[name] = .some(declared) }
            }
            return declarations
        }
    }

    /// Whether the scalar starting at byte `index` of valid UTF-8 can be part of an identifier,
    /// and its length in bytes.
    private static func identifierScalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Bool, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (isIdentifier(Unicode.Scalar(lead)), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        var offset = 1
        while offset < length, index + offset < bytes.count {
            value = value << 6 | (UInt32(bytes[index + offset]) & 0x3F)
            offset += 1
        }
        return (Unicode.Scalar(value).map(isIdentifier) ?? false, offset)
    }

    /// Whether a scalar can be part of an identifier.
    private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
                || scalar == "_"
        }
        return scalar.properties.isAlphabetic
    }

    /// ``declaration(in:after:)`` on UTF-8 bytes.
    private static func declaration(in bytes: UnsafeBufferPointer<UInt8>, after end: Int) -> String?? {
        var next = end
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
        guard next < bytes.count, bytes[next] == UInt8(ascii: ":") else { return nil }
        next += 1
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
        let start = next
        while next < bytes.count {
            if bytes[next] == UInt8(ascii: ".") {
                next += 1
                continue
            }
            let (isPart, length) = identifierScalar(in: bytes, at: next)
            guard isPart else { break }
            next += length
        }
        let type = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<next]), as: UTF8.self)
        guard let first = type.unicodeScalars.first, first.properties.isUppercase else { return nil }
        if next < bytes.count, bytes[next] == UInt8(ascii: "?") || bytes[next] == UInt8(ascii: "<") { return .some(nil) }
        return .some(type.hasPrefix("Swift.") ? String(type.dropFirst(6)) : type)
    }

    /// After a name ending before `next`: `nil` when no capitalised ` : Type` follows (the
    /// search goes on), `.some(nil)` for an optional or generic type, `.some(type)` otherwise.
    private static func declaration(in scalars: [Unicode.Scalar], after end: Int) -> String?? {
        var next = end
        while next < scalars.count, scalars[next] == " " { next += 1 }
        guard next < scalars.count, scalars[next] == ":" else { return nil }
        next += 1
        while next < scalars.count, scalars[next] == " " { next += 1 }
        var type = ""
        while next < scalars.count, isIdentifier(scalars[next]) || scalars[next] == "." {
            type.unicodeScalars.append(scalars[next])
            next += 1
        }
        guard let first = type.unicodeScalars.first, first.properties.isUppercase else { return nil }
        if next < scalars.count, scalars[next] == "?" || scalars[next] == "<" { return .some(nil) }
        return .some(type.hasPrefix("Swift.") ? String(type.dropFirst(6)) : type)
    }

    /// The type of a plain or member expression (`title`, `row.count`, `self.title`), from the
    /// first `last: Type` declaration of its last component; `nil` when there is none or the
    /// expression is something else (a call, an operator, a literal).
    /// - Parameter byCharacters: check the components' characters even when the expression is
    ///   ASCII (the general reading the byte reading is tested against).
    func type(ofExpression expression: String, byCharacters: Bool = false) -> String? {
        // Spaces and tabs trimmed from the bytes; Foundation only for text that is not ASCII.
        let trimmed: String
        let isASCII = expression.utf8.allSatisfy({ $0 < 0x80 })
        if isASCII {
            let bytes = expression.utf8
            var start = bytes.startIndex
            var end = bytes.endIndex
            func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
            while start < end, isBlank(bytes[start]) { start = bytes.index(after: start) }
            while start < end, isBlank(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
            trimmed = String(decoding: bytes[start..<end], as: UTF8.self)
        } else {
            trimmed = expression.trimmingCharacters(in: .whitespaces)
        }
        if isASCII, !byCharacters {
            // One character per byte: a letter is A-Z or a-z, a number 0-9.
            let components = trimmed.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            guard
                components.allSatisfy({ component in
                    guard let first = component.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else {
                        return false
                    }
                    return component.allSatisfy { byte in
                        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                    }
                }), let last = components.last
            else { return nil }
            return declaredType(of: String(decoding: last, as: UTF8.self))
        }
        let components = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        guard !components.isEmpty,
            components.allSatisfy({ component in
                !component.isEmpty && component.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                    && !(component.first?.isNumber ?? true)
            })
        else { return nil }
        return declaredType(of: String(components[components.count - 1]))
    }

    /// The type in the first `name: Type` declaration of `name` (a type starts with a capital letter).
    func declaredType(of name: String) -> String? {
        let target = Array(name.unicodeScalars)
        guard !target.isEmpty else { return nil }
        if target.allSatisfy(Self.isIdentifier) { return index.firstDeclaration(of: Array(name.utf8)) ?? nil }
        return scannedDeclaredType(of: name)
    }

    /// ``declaredType(of:)`` by a scan of the text's scalars for `name` (any name; the reference
    /// the index agrees with).
    func scannedDeclaredType(of name: String) -> String? {
        let target = Array(name.unicodeScalars)
        guard !target.isEmpty else { return nil }
        let scalars = self.scalars
        var index = 0
        while index + target.count <= scalars.count {
            defer { index += 1 }
            guard scalars[index] == target[0], Array(scalars[index..<index + target.count]) == target else { continue }
            if index > 0, Self.isIdentifier(scalars[index - 1]) || scalars[index - 1] == "." || scalars[index - 1] == "$" {
                continue
            }
            let next = index + target.count
            guard next == scalars.count || !Self.isIdentifier(scalars[next]) else { continue }
            if let declared = Self.declaration(in: scalars, after: next) { return declared }
        }
        return nil
    }
}
