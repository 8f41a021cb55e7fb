import Foundation

/// A route's deep-link pattern (spec key `link`): the URL path segments after the feature's own,
/// separated by `/`, each a literal or a `{parameter}` naming one of the route's parameters, as
/// in `product/{productID}`. A literal is made of URL-unreserved characters (RFC 3986 §2.3:
/// letters, digits, `-`, `.`, `_`, `~`) and is matched exactly; a parameter matches one whole
/// segment that its type can read.
public struct LinkPattern: Hashable, Sendable {
    /// One path segment of a pattern.
    public enum Segment: Hashable, Sendable {
        /// A segment matched exactly.
        case literal(String)
        /// A segment read as the named route parameter.
        case parameter(String)
    }

    /// The most segments a pattern has (the app's generated tests use a longer path as one no
    /// link spells).
    public static let maximumSegments = 16

    /// The segments, in order; never empty.
    public var segments: [Segment]

    /// The pattern as a spec writes it.
    public var text: String {
        segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .parameter(let name): "{" + name + "}"
            }
        }.joined(separator: "/")
    }

    /// The names of the parameters, in the order the pattern reads them.
    public var parameterNames: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    /// Parses `text`.
    /// - Returns: the pattern, or what is wrong with `text` in words (for a located spec error).
    public static func parse(_ text: String) -> Result<LinkPattern, LinkPatternProblem> {
        if text.isEmpty { return .failure(LinkPatternProblem("is empty; the feature's own link opens its root")) }
        if text.hasPrefix("/") || text.hasSuffix("/") {
            return .failure(
                LinkPatternProblem("starts or ends with '/'; write the segments after the feature's, as in 'product/{productID}'")
            )
        }
        var segments: [Segment] = []
        for (index, part) in text.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
            let segment = String(part)
            let position = "segment \(index + 1)"
            if segment.isEmpty { return .failure(LinkPatternProblem("has an empty \(position) ('//')")) }
            if segment.hasPrefix("{") && segment.hasSuffix("}") && segment.count > 2 {
                let name = String(segment.dropFirst().dropLast())
                guard name.unicodeScalars.allSatisfy(isNameCharacter) else {
                    return .failure(LinkPatternProblem("has \(position) '\(segment)', which is no parameter name"))
                }
                segments.append(.parameter(name))
                continue
            }
            guard segment.unicodeScalars.allSatisfy(isUnreserved) else {
                return .failure(
                    LinkPatternProblem(
                        "has \(position) '\(segment)', which is neither a '{parameter}' nor a literal of letters, digits, '-', '.', '_' and '~'"
                    ))
            }
            if segment == "." || segment == ".." {
                return .failure(LinkPatternProblem("has \(position) '\(segment)', which URLs resolve away"))
            }
            segments.append(.literal(segment))
        }
        if segments.count > maximumSegments {
            return .failure(LinkPatternProblem("has \(segments.count) segments; a link has at most \(maximumSegments)"))
        }
        return .success(LinkPattern(segments: segments))
    }

    private static func isUnreserved(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (isNameCharacter(scalar) || "-.~".unicodeScalars.contains(scalar))
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}

/// What is wrong with a ``LinkPattern``'s text, in words that follow "link '…'".
public struct LinkPatternProblem: Error, Hashable, Sendable {
    /// The description, starting with a verb ("is empty", "has …").
    public var description: String

    /// Creates a problem.
    public init(_ description: String) { self.description = description }
}

extension LinkPattern {
    /// Whether the generated route reads `segments` with this pattern: the same count, each
    /// literal equal and each parameter's segment readable as its type (`types`: parameter name
    /// → one of ``SpecValidator/linkableTypes``).
    public func matches(_ segments: [String], types: [String: String]) -> Bool {
        segments.count == self.segments.count
            && zip(self.segments, segments).allSatisfy { pattern, segment in
                switch pattern {
                case .literal(let text): text == segment
                case .parameter(let name): Self.reads(segment, as: types[name] ?? "String")
                }
            }
    }

    /// Whether this pattern, tried first, matches every path `other` matches (so `other` is
    /// never reached): at each segment an equal literal, a literal this pattern's parameter
    /// reads, or a parameter whose type reads every spelling of `other`'s (`String` reads all,
    /// `Double` every `Int`).
    public func covers(_ other: LinkPattern, types: [String: String], otherTypes: [String: String]) -> Bool {
        segments.count == other.segments.count
            && zip(segments, other.segments).allSatisfy { mine, theirs in
                switch (mine, theirs) {
                case (.literal(let a), .literal(let b)): a == b
                case (.literal, .parameter): false
                case (.parameter(let name), .literal(let text)): Self.reads(text, as: types[name] ?? "String")
                case (.parameter(let name), .parameter(let otherName)):
                    Self.readsEverySpelling(of: otherTypes[otherName] ?? "String", as: types[name] ?? "String")
                }
            }
    }

    /// Whether the generated code reads `segment` as a value of `type` (`String` as it is,
    /// `Int`, `Double` (finite only) and `Bool` (`true`, `false`) through their `String`
    /// initializers, `UUID` through `init(uuidString:)`).
    public static func reads(_ segment: String, as type: String) -> Bool {
        switch type {
        case "Int": Int(segment) != nil
        case "Double": Double(segment)?.isFinite == true
        case "Bool": Bool(segment) != nil
        case "UUID": UUID(uuidString: segment) != nil
        default: true
        }
    }

    private static func readsEverySpelling(of type: String, as reader: String) -> Bool {
        reader == "String" || reader == type || (reader == "Double" && type == "Int")
    }
}
