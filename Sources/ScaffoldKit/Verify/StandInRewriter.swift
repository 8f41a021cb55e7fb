import Foundation

/// Expands, by a small source rewrite, the macros that the Linux stand-ins cannot implement (there
/// is no swift-syntax to write macro plugins with), so that code using them can be type-checked
/// against the `SwiftUI` and `SwiftData` stand-in modules.
///
/// Every rewrite keeps each line on its line (text is replaced or appended on the same line, and
/// new declarations go after the last line), so compiler positions in rewritten files point at
/// the same line of the original; columns after a rewrite on the same line may be off.
///
/// What the rewrite proves, macro by macro:
/// - `#Preview(args) { body }` becomes a `@MainActor @ViewBuilder` function holding `body` and a
///   `@MainActor` function calling `Preview(args, body:)` — the initializer the real macro expands
///   into (https://developer.apple.com/documentation/developertoolssupport/preview/init(_:traits:body:)-8pemr).
///   Preview bodies are therefore type-checked as view-builder code on the main actor, and the
///   macro's arguments against the initializer. `@Previewable` is dropped (its variable stays a
///   local variable of the body). Not proven: what the preview canvas does.
/// - `@Model final class C { ... }` becomes `final class C: PersistentModel { ... }`: the
///   conformance the real macro adds (https://developer.apple.com/documentation/swiftdata/model()).
///   Not proven: the synthesized storage, observation of properties, schema validity.
/// - `@Attribute(args)` and `@Relationship(args)` become a `static let` of the same type whose
///   initializer calls a function with the macro's exact parameter list, in the class's scope, so
///   the arguments (options, delete rules, inverse key paths) are type-checked where the macro
///   sees them. Not proven: that SwiftData accepts the resulting schema.
/// - `@ModelActor actor A: P { ... }` becomes `actor A: P, ModelActor { ... }` with the members
///   the real macro declares (`modelExecutor`, `modelContainer`, `init(modelContainer:)`), at the
///   actor's access level (https://developer.apple.com/documentation/swiftdata/modelactor()).
///   Not proven: that the work runs on the model context's executor.
/// - `#Predicate` is not rewritten: Foundation's real macro expands it on Linux too.
///
/// Platform conditions: `os(iOS)` and `os(macOS)` become `SCAFFOLD_STANDIN_IOS` /
/// `SCAFFOLD_STANDIN_MACOS`, so one file can be type-checked against either platform's stand-in
/// surface (compiled with `-D` for one of them).
public enum StandInRewriter {
    /// The platform surface a rewritten file is checked against.
    public enum Platform: String, CaseIterable, Sendable {
        /// iOS (compiled with `-D SCAFFOLD_STANDIN_IOS`).
        case iOS
        /// macOS (compiled with `-D SCAFFOLD_STANDIN_MACOS`).
        case macOS

        /// The compilation condition that stands for `os(<platform>)`.
        public var condition: String { self == .iOS ? "SCAFFOLD_STANDIN_IOS" : "SCAFFOLD_STANDIN_MACOS" }
    }

    /// Rewrites `source` for type-checking against the stand-ins.
    /// - Parameter source: Swift source text.
    /// - Returns: the rewritten text, with as many lines as `source` up to its last line (helper
    ///   declarations are appended after it). Text without macros or platform conditions is
    ///   returned unchanged.
    public static func rewrite(_ source: String) -> String {
        var text = Array(source.utf8)
        var appended: [String] = []
        var counter = 0
        text = replacePlatformConditions(text)
        text = rewritePreviews(text, counter: &counter)
        let (models, usesModelMacros) = rewriteSwiftData(text, counter: &counter)
        text = models
        if usesModelMacros {
            appended.append(
                """
                #if canImport(SwiftData)
                // https://developer.apple.com/documentation/swiftdata/attribute(_:originalname:hashmodifier:)
                private func __scaffoldCheckAttribute(
                    _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
                ) {}
                // https://developer.apple.com/documentation/swiftdata/relationship(_:deleterule:minimummodelcount:maximummodelcount:originalname:inverse:hashmodifier:)
                private func __scaffoldCheckRelationship(
                    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
                ) {}
                #endif
                """)
        }
        var result = String(decoding: text, as: UTF8.self)
        if !appended.isEmpty {
            if !result.hasSuffix("\n") { result += "\n" }
            result += appended.joined(separator: "\n") + "\n"
        }
        return result
    }

    // MARK: - Scanning

    /// For each byte: true when it is code (not inside a comment or a string literal).
    static func codeMask(_ text: [UInt8]) -> [Bool] {
        var mask = [Bool](repeating: true, count: text.count)
        var index = 0
        let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        let backslash = UInt8(ascii: "\\"), hash = UInt8(ascii: "#"), newline = UInt8(ascii: "\n")
        func at(_ offset: Int) -> UInt8? { offset < text.count ? text[offset] : nil }
        while index < text.count {
            let byte = text[index]
            if byte == slash, at(index + 1) == slash {
                while index < text.count, text[index] != newline {
                    mask[index] = false
                    index += 1
                }
                continue
            }
            if byte == slash, at(index + 1) == star {
                var depth = 0
                repeat {
                    if text[index] == slash, at(index + 1) == star {
                        depth += 1
                        mask[index] = false
                        mask[index + 1] = false
                        index += 2
                    } else if text[index] == star, at(index + 1) == slash {
                        depth -= 1
                        mask[index] = false
                        mask[index + 1] = false
                        index += 2
                    } else {
                        mask[index] = false
                        index += 1
                    }
                } while depth > 0 && index < text.count
                continue
            }
            // Raw strings (#"..."#) and plain or multi-line strings.
            var hashes = 0
            while at(index + hashes) == hash { hashes += 1 }
            if at(index + hashes) == quote && (hashes > 0 || byte == quote) {
                let start = index
                index += hashes
                let multiline = at(index + 1) == quote && at(index + 2) == quote
                let delimiterLength = multiline ? 3 : 1
                index += delimiterLength
                while index < text.count {
                    if hashes == 0, text[index] == backslash {
                        index += 2
                        continue
                    }
                    if text[index] == quote,
                        multiline ? (at(index + 1) == quote && at(index + 2) == quote) : true
                    {
                        var closing = 0
                        while closing < hashes, at(index + delimiterLength + closing) == hash { closing += 1 }
                        if closing == hashes {
                            index += delimiterLength + hashes
                            break
                        }
                    }
                    if !multiline, text[index] == newline { break }
                    index += 1
                }
                for offset in start..<min(index, text.count) { mask[offset] = false }
                continue
            }
            index += 1
        }
        return mask
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// Offsets where `word` starts as code and is not part of a longer identifier.
    static func occurrences(of word: String, in text: [UInt8], mask: [Bool]) -> [Int] {
        let pattern = Array(word.utf8)
        guard !pattern.isEmpty, text.count >= pattern.count else { return [] }
        var result: [Int] = []
        var index = 0
        while index <= text.count - pattern.count {
            if mask[index], text[index..<(index + pattern.count)].elementsEqual(pattern) {
                let before = index > 0 ? text[index - 1] : UInt8(ascii: " ")
                let after = index + pattern.count < text.count ? text[index + pattern.count] : UInt8(ascii: " ")
                let wordStart = !isIdentifierByte(pattern[0]) || !isIdentifierByte(before)
                if wordStart, !isIdentifierByte(after) || !isIdentifierByte(pattern[pattern.count - 1]) {
                    result.append(index)
                    index += pattern.count
                    continue
                }
            }
            index += 1
        }
        return result
    }

    /// The offset just past the `)` matching the `(` at `open`, counting only code.
    private static func closingParenthesis(from open: Int, in text: [UInt8], mask: [Bool]) -> Int? {
        var depth = 0
        var index = open
        while index < text.count {
            if mask[index] {
                if text[index] == UInt8(ascii: "(") { depth += 1 }
                if text[index] == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 { return index + 1 }
                }
            }
            index += 1
        }
        return nil
    }

    private static func skipSpaces(_ index: Int, in text: [UInt8]) -> Int {
        var index = index
        while index < text.count,
            text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t")
                || text[index] == UInt8(ascii: "\n")
        {
            index += 1
        }
        return index
    }

    /// Applies replacements (offset range → new bytes), last first so offsets stay valid.
    private static func apply(_ replacements: [(Range<Int>, String)], to text: [UInt8]) -> [UInt8] {
        var text = text
        for (range, replacement) in replacements.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            text.replaceSubrange(range, with: Array(replacement.utf8))
        }
        return text
    }

    // MARK: - Rewrites

    private static func replacePlatformConditions(_ text: [UInt8]) -> [UInt8] {
        let mask = codeMask(text)
        var replacements: [(Range<Int>, String)] = []
        for platform in Platform.allCases {
            let spelling = "os(\(platform.rawValue))"
            for offset in occurrences(of: spelling, in: text, mask: mask) {
                replacements.append((offset..<(offset + spelling.utf8.count), platform.condition))
            }
        }
        return apply(replacements, to: text)
    }

    private static func rewritePreviews(_ text: [UInt8], counter: inout Int) -> [UInt8] {
        let mask = codeMask(text)
        var replacements: [(Range<Int>, String)] = []
        for offset in occurrences(of: "@Previewable", in: text, mask: mask) {
            replacements.append((offset..<(offset + 12), ""))
        }
        for offset in occurrences(of: "#Preview", in: text, mask: mask) {
            var index = skipSpaces(offset + 8, in: text)
            var arguments = ""
            if index < text.count, text[index] == UInt8(ascii: "(") {
                guard let close = closingParenthesis(from: index, in: text, mask: mask) else { continue }
                arguments = String(decoding: text[(index + 1)..<(close - 1)], as: UTF8.self)
                index = skipSpaces(close, in: text)
            }
            guard index < text.count, text[index] == UInt8(ascii: "{") else { continue }
            counter += 1
            let name = "__scaffoldPreview\(counter)"
            let call = arguments.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "" : arguments + ", "
            replacements.append(
                (
                    offset..<(index + 1),
                    "@MainActor private func \(name)() { _ = Preview(\(call)body: \(name)Body) }; "
                        + "@MainActor @ViewBuilder private func \(name)Body() -> some View {"
                ))
        }
        return apply(replacements, to: text)
    }

    private static func rewriteSwiftData(_ text: [UInt8], counter: inout Int) -> ([UInt8], Bool) {
        let mask = codeMask(text)
        var replacements: [(Range<Int>, String)] = []
        var usesMacros = false
        // @Attribute(...) / @Relationship(...) → a static property type-checking the arguments.
        for (attribute, check) in [("@Attribute", "__scaffoldCheckAttribute"), ("@Relationship", "__scaffoldCheckRelationship")] {
            for offset in occurrences(of: attribute, in: text, mask: mask) {
                let open = offset + attribute.utf8.count
                var end = open
                var arguments = ""
                if open < text.count, text[open] == UInt8(ascii: "(") {
                    guard let close = closingParenthesis(from: open, in: text, mask: mask) else { continue }
                    arguments = String(decoding: text[(open + 1)..<(close - 1)], as: UTF8.self)
                    end = close
                }
                counter += 1
                usesMacros = true
                replacements.append(
                    (offset..<end, "static let __scaffoldMacroArguments\(counter): Void = \(check)(\(arguments));"))
            }
        }
        // @Model → PersistentModel conformance; @ModelActor → ModelActor conformance and members.
        for (macro, conformance) in [("@Model", "PersistentModel"), ("@ModelActor", "ModelActor")] {
            for offset in occurrences(of: macro, in: text, mask: mask) {
                let keyword = macro == "@Model" ? "class" : "actor"
                guard let keywordOffset = occurrences(of: keyword, in: text, mask: mask).first(where: { $0 > offset }),
                    let brace = text[keywordOffset...].indices.first(where: { text[$0] == UInt8(ascii: "{") && mask[$0] })
                else { continue }
                replacements.append((offset..<(offset + macro.utf8.count), ""))
                let header = String(decoding: text[keywordOffset..<brace], as: UTF8.self)
                var insertion = header.contains(":") ? ", \(conformance)" : ": \(conformance)"
                var headerEnd = brace
                while headerEnd > keywordOffset, text[headerEnd - 1] == UInt8(ascii: " ") { headerEnd -= 1 }
                if macro == "@ModelActor" {
                    let lineStart = text[..<keywordOffset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                    let prefix = String(decoding: text[lineStart..<keywordOffset], as: UTF8.self)
                    let access =
                        ["public", "package", "internal", "fileprivate", "private"].first {
                            prefix.split(separator: " ").contains(Substring($0))
                        }.map { $0 + " " } ?? ""
                    replacements.append(
                        (
                            (brace + 1)..<(brace + 1),
                            " \(access)nonisolated let modelExecutor: any ModelExecutor; "
                                + "\(access)nonisolated let modelContainer: ModelContainer; "
                                + "\(access)init(modelContainer: ModelContainer) { "
                                + "let modelContext = ModelContext(modelContainer); "
                                + "self.modelExecutor = DefaultSerialModelExecutor(modelContext: modelContext); "
                                + "self.modelContainer = modelContainer }"
                        ))
                }
                if headerEnd == brace { insertion += " " }
                replacements.append((headerEnd..<headerEnd, insertion))
            }
        }
        return (apply(replacements, to: text), usesMacros)
    }
}
