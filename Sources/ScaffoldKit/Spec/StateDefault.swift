/// Resolves a state item's `default` to a Swift expression, checking it against the item's
/// type where that is decidable.
///
/// - A JSON string is a Swift expression (`"\"\""`, `"[]"`, `".idle"`), used as written.
/// - JSON `true`/`false` and numbers become the same literal; JSON `null` becomes `nil`.
/// - Without a default, optionals start as `nil` and types with an obvious empty value start
///   empty (`""`, `0`, `false`, `[]`, `[:]`); any other type needs a default.
/// - A literal that cannot have the type (`Bool` with `0`, `Int` with `true`, `String` with a
///   number, an array with a non-array literal, `nil` for a non-optional) is an error. Other
///   expressions (`.idle`, `Recipe()`) are accepted: only the Swift compiler can judge them.
enum StateDefault {
    /// What kind of literal an expression is, as far as its text shows.
    enum LiteralKind: Equatable {
        case string, integer, floatingPoint, bool, nilLiteral, array, dictionary, other

        var displayName: String {
            switch self {
            case .string: "a string literal"
            case .integer: "an integer literal"
            case .floatingPoint: "a floating-point literal"
            case .bool: "a boolean literal"
            case .nilLiteral: "nil"
            case .array: "an array literal"
            case .dictionary: "a dictionary literal"
            case .other: "an expression"
            }
        }

        init(expression text: String) {
            let first = text.unicodeScalars.first
            switch text {
            case "true", "false": self = .bool
            case "nil": self = .nilLiteral
            case _ where first == "\"" || text.hasPrefix("#\""): self = .string
            case _ where first == "[":
                self =
                    text == "[:]" || SwiftTypeShape.hasTopLevelColon(text.dropFirst().dropLast())
                    ? .dictionary : .array
            default:
                self = Self.numberKind(text) ?? .other
            }
        }

        /// `.integer` or `.floatingPoint` for a plain decimal or hexadecimal number literal, as
        /// The Swift Programming Language's lexical structure ("Integer Literals", "Floating-Point
        /// Literals") defines them: a digit first, then digits or `_`; a hexadecimal literal has
        /// at least one digit after `0x`; a fraction and an exponent each need a digit.
        private static func numberKind(_ text: String) -> LiteralKind? {
            var body = Substring(text)
            if body.hasPrefix("-") { body = body.dropFirst() }
            func isDecimal(_ character: Character) -> Bool { character.isASCII && character.isNumber }
            /// Whether `part` is a decimal literal: a digit, then digits or `_`.
            func isDecimalLiteral(_ part: Substring) -> Bool {
                guard let first = part.first, isDecimal(first) else { return false }
                return part.allSatisfy { isDecimal($0) || $0 == "_" }
            }
            if body.hasPrefix("0x") {
                let digits = body.dropFirst(2)
                guard let first = digits.first, first.isASCII, first.isHexDigit else { return nil }
                return digits.allSatisfy { ($0.isASCII && $0.isHexDigit) || $0 == "_" } ? .integer : nil
            }
            if isDecimalLiteral(body) { return .integer }
            var mantissa = body
            var exponent: Substring?
            if let e = body.firstIndex(where: { $0 == "e" || $0 == "E" }) {
                mantissa = body[..<e]
                var rest = body[body.index(after: e)...]
                if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
                exponent = rest
            }
            let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard isDecimalLiteral(parts[0]), parts.count == 1 || isDecimalLiteral(parts[1]),
                exponent.map(isDecimalLiteral) ?? true, parts.count == 2 || exponent != nil
            else { return nil }
            return .floatingPoint
        }
    }

    /// Resolves a default.
    /// - Parameters:
    ///   - type: the item's type as written.
    ///   - value: the `default` member's JSON value, if any.
    /// - Returns: the Swift expression, or the reason (a sentence fragment) it is not acceptable.
    static func resolve(type: String, value: JSONNode?) -> Result<String, DefaultProblem> {
        let shape = SwiftTypeShape(type)
        guard let value else {
            if let empty = shape.emptyValue { return .success(empty) }
            return .failure(
                DefaultProblem(
                    "needs a default: '\(type)' has no obvious empty value; add \"default\" with a Swift expression",
                    atDefault: false))
        }
        let expression: String
        let kind: LiteralKind
        switch value.value {
        case .bool(let bool):
            expression = bool ? "true" : "false"
            kind = .bool
        case .number(let number):
            expression = number.raw
            kind = number.isInteger ? .integer : .floatingPoint
        case .null:
            expression = "nil"
            kind = .nilLiteral
        case .string(let text):
            expression = text.trimmingWhitespaceAndLineBreaks()
            guard !expression.isEmpty else {
                return .failure(DefaultProblem("is empty; write a Swift expression such as \(shape.expectation)"))
            }
            if expression.unicodeScalars.contains(where: {
                $0 == "\n" || $0 == "\r" || $0.properties.generalCategory == .format || $0.value < 0x20
            }) {
                return .failure(DefaultProblem("must be a single-line Swift expression without control or invisible characters"))
            }
            if let problem = SwiftExpressionCheck.problem(in: expression) {
                return .failure(DefaultProblem("'\(DiagnosticText.quoted(expression))' \(problem)"))
            }
            kind = LiteralKind(expression: expression)
        case .array, .object:
            return .failure(
                DefaultProblem(
                    "expected a Swift expression as a JSON string (for example \"[]\"), a boolean or a number, found \(value.kindDescription)"
                ))
        }
        if fits(kind, shape) {
            if kind == .other, let literal = shape.literalShape, isBareName(expression) {
                // `hello` for a String is almost always a forgotten pair of quotes; a constant
                // can still be used by qualifying it (`Defaults.hello`).
                let fix =
                    literal == .string ? "write the string literal \"\\\"\(expression)\\\"\"" : "write \(literal.expectation)"
                return .failure(
                    DefaultProblem(
                        "'\(expression)' is a bare name, not a value of type '\(type)'; \(fix), or qualify a constant (for example Defaults.\(expression))"
                    ))
            }
            return .success(expression)
        }
        return .failure(
            DefaultProblem("\(expression) (\(kind.displayName)) does not fit the type '\(type)'; expected \(shape.expectation)"))
    }

    /// Whether `expression` is a lone identifier (no member access, call or operator).
    private static func isBareName(_ expression: String) -> Bool {
        guard let first = expression.first, first.isLetter || first == "_" else { return false }
        return expression.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            && !["self", "nil", "true", "false"].contains(expression)
    }

    private static func fits(_ kind: LiteralKind, _ shape: SwiftTypeShape) -> Bool {
        if kind == .other { return true }
        switch shape {
        case .other: return true
        case .optional(let wrapped): return kind == .nilLiteral || fits(kind, wrapped)
        case .string: return kind == .string
        case .integer: return kind == .integer
        case .floatingPoint: return kind == .integer || kind == .floatingPoint
        case .bool: return kind == .bool
        case .array, .set: return kind == .array
        case .dictionary: return kind == .dictionary
        }
    }
}

extension SwiftTypeShape {
    /// For `String`, integer, floating-point and `Bool` types (optional or not), the shape whose
    /// literals they take; `nil` for every other type.
    fileprivate var literalShape: SwiftTypeShape? {
        switch self {
        case .string, .integer, .floatingPoint, .bool: self
        case .optional(let wrapped): wrapped.literalShape
        default: nil
        }
    }
}
