/// What generated features need from the host package's `platforms:`: iOS 17 and macOS 14
/// (Observation's `@Observable`, SwiftData, `ContentUnavailableView`), and, where the package
/// lists them, watchOS 10, tvOS 17 and visionOS 1 (`@Observable`'s availability on each), per
/// https://developer.apple.com/documentation/observation/observable() .
public struct PlatformRequirement: Sendable {
    /// A platform's `SupportedPlatform` factory name (`iOS`, `macOS`) and its minimum major version.
    public var platforms: [(name: String, major: Int)] {
        [("iOS", 17), ("macOS", 14)]
    }

    /// Platforms a package need not list, but whose minimum it must meet when it does: watchOS
    /// 10, tvOS 17, visionOS 1 (`SupportedPlatform` factory name and major version).
    public var listedPlatforms: [(name: String, major: Int)] {
        [("watchOS", 10), ("tvOS", 17), ("visionOS", 1)]
    }

    /// The entries a manifest lists for them: `.iOS(.v17), .macOS(.v14)`.
    public var entries: String {
        platforms.map { ".\($0.name)(.v\($0.major))" }.joined(separator: ", ")
    }

    /// Creates the requirement.
    public init() {}
}

/// A `Package.swift` whose deployment targets are too low for generated features (or missing,
/// which means SwiftPM's oldest defaults): where, why, and the manifest with them raised.
public struct PlatformProblem: Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is: the `platforms:` entry, or the `Package(` call when there is none.
    public var location: SourceLocation
    /// What is wrong and the fix to make by hand.
    public var message: String
    /// The manifest with the entries added or raised (nothing else changed), or `nil` when
    /// `platforms:` is not an array literal the editor can change.
    public var raised: String?

    /// `path:line:col: error: message`.
    public var description: String { Diagnostic(at: location, message).description }
}

extension ManifestEditor {
    /// Checks that `platforms:` lists iOS 17 and macOS 14 or later (``PlatformRequirement``).
    /// - Returns: `nil` when it does, or when the manifest cannot be read (the registration
    ///   reports that); otherwise the problem, located, with the raised manifest.
    public func platformProblem(requirement: PlatformRequirement = PlatformRequirement()) -> PlatformProblem? {
        guard let syntax = try? ManifestSyntax.parsed(source) else { return nil }
        func location(ofToken index: Int) -> SourceLocation {
            let (line, column) = syntax.lineAndColumn(syntax.tokens[index].start)
            return SourceLocation(file: path, line: line, column: column)
        }
        let needed = "platforms: [\(requirement.entries)]"
        guard let argument = syntax.packageArgument("platforms") else {
            // Package's parameters are ordered: `platforms` comes after `name` and
            // `defaultLocalization`.
            let after = syntax.packageArgument("defaultLocalization") == nil ? "name" : "defaultLocalization"
            return PlatformProblem(
                location: packageCallLocation(in: syntax),
                message:
                    "the package declares no platforms, so SwiftPM assumes its oldest deployment targets, but generated features need iOS 17 and macOS 14 (@Observable, SwiftData); add '\(needed),' after '\(after):', or run again with --raise-platforms",
                raised: inserting(needed, after: ["name", "defaultLocalization"], in: syntax))
        }
        guard let array = syntax.arrayLiteral(argument) else {
            return PlatformProblem(
                location: location(ofToken: argument.firstToken),
                message:
                    "'platforms:' is not an array literal, so scaffold cannot check it; make sure it includes \(requirement.entries) or later",
                raised: nil)
        }
        var edits: [(start: Int, end: Int, text: String)] = []
        var problems: [String] = []
        var firstProblemToken: Int?
        var present = Set<String>()
        // The list to suggest: every entry the package has (raised where low), then the missing ones.
        var suggested: [String] = []
        for element in array.elements {
            let written = String(
                decoding: syntax.bytes[syntax.tokens[element.start].start..<syntax.tokens[element.end].end], as: UTF8.self)
            let text = written.filter { !$0.isWhitespace }
            suggested.append(written.trimmingWhitespaceAndLineBreaks())
            guard
                let platform = (requirement.platforms + requirement.listedPlatforms).first(where: {
                    text.hasPrefix(".\($0.name)(")
                })
            else { continue }
            present.insert(platform.name)
            let major = Self.majorVersion(in: String(text.dropFirst(platform.name.count + 2)))
            if major.map({ $0 < platform.major }) ?? true {
                problems.append("\(text) is below \(platform.name) \(platform.major)")
                firstProblemToken = firstProblemToken ?? element.start
                edits.append(
                    (syntax.tokens[element.start].start, syntax.tokens[element.end].end, ".\(platform.name)(.v\(platform.major))")
                )
                suggested[suggested.count - 1] = ".\(platform.name)(.v\(platform.major))"
            }
        }
        let missing = requirement.platforms.filter { !present.contains($0.name) }
        if !missing.isEmpty {
            problems.append("\(missing.map(\.name).joined(separator: " and ")) \(missing.count == 1 ? "is" : "are") not listed")
            suggested += missing.map { ".\($0.name)(.v\($0.major))" }
            let added = missing.map { ".\($0.name)(.v\($0.major))" }.joined(separator: ", ")
            if let last = array.elements.last {
                let end = syntax.tokens[last.comma ?? last.end].end
                edits.append((end, end, (last.comma == nil ? ", " : " ") + added + (last.comma == nil ? "" : ",")))
            } else {
                let open = syntax.tokens[array.open].end
                edits.append((open, open, added))
            }
        }
        guard !problems.isEmpty else { return nil }
        var bytes = Array(source.utf8)
        for edit in edits.sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
        }
        return PlatformProblem(
            location: location(ofToken: firstProblemToken ?? argument.firstToken),
            message:
                "generated features need iOS 17 and macOS 14, and watchOS 10, tvOS 17, visionOS 1 where listed (@Observable, SwiftData), but \(problems.joined(separator: "; ")); change it to 'platforms: [\(suggested.joined(separator: ", "))]', or run again with --raise-platforms",
            raised: String(decoding: bytes, as: UTF8.self))
    }

    /// The major version in a `SupportedPlatform` version argument: `.v16)`, `.v10_15)`,
    /// `"17.0")`; `nil` when it is something else.
    private static func majorVersion(in argument: String) -> Int? {
        var text = Substring(argument)
        if text.hasPrefix(".v") {
            text = text.dropFirst(2)
        } else if text.hasPrefix("\"") {
            text = text.dropFirst()
        } else {
            return nil
        }
        return Int(text.prefix { $0.isNumber })
    }
}
