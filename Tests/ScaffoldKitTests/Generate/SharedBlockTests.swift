import Foundation
import Testing

@testable import ScaffoldKit

/// What two features generate shares no block of code: the machinery every feature needs lives
/// once, in the runtime (`Templates/core/`), and a feature's files hold what its spec says.
///
/// Two features' files share a block when ten consecutive code lines of one stand, in the same
/// order, in the other once the names the specs chose are replaced by a placeholder ("names
/// aside": `NotesFeature` and `WeatherFeature` are the same line). Blank lines, comments, imports,
/// compiler directives and lone punctuation are skipped, so a block cannot hide behind a different
/// doc comment.
@Suite struct SharedBlockTests {
    /// The longest run of shared code lines two features may have: shorter runs are the shape
    /// of Swift itself (an initializer's assignments, a `switch` over a load state's cases).
    static let longestSharedRun = 9

    /// Pairs of example specs rendered in one style (a name, or a path under `Examples/` for a
    /// spec of a multi-feature example): every style's client-backed examples, and the `feature`
    /// style's storage examples against a client-backed one and against each other.
    static let pairs: [(style: String, first: String, second: String)] = {
        var pairs: [(String, String, String)] = []
        for style in TemplateSet.builtinStyles {
            pairs += [(style, "Notes", "Weather"), (style, "Notes", "SignIn"), (style, "Weather", "SignIn")]
            // Two features using the same shared model and client (Shop's Product and Session).
            pairs.append((style, "Shop/specs/Catalog.feature.json", "Shop/specs/Notes.feature.json"))
        }
        return pairs + [("feature", "Pantry", "Notes"), ("feature", "Pantry", "Shop/specs/Cart.feature.json")]
    }()

    @Test(arguments: 0..<pairs.count)
    func twoFeaturesShareNoBlockOfTenLines(_ index: Int) throws {
        let (style, first, second) = Self.pairs[index]
        let set = try FeatureTemplateTests.templateSet(style: style)
        func render(_ name: String) throws -> (FeatureSpec, [RenderedFile]) {
            let path = name.hasSuffix(".json") ? "Examples/\(name)" : "Examples/\(name)/\(name).feature.json"
            var spec = try ExampleSpecLoader.load(path)
            spec.style = style
            return (spec, try set.render(FeatureContext(spec)))
        }
        let (firstSpec, firstFiles) = try render(first)
        let (secondSpec, secondFiles) = try render(second)
        let names = Self.chosenNames(firstSpec) + Self.chosenNames(secondSpec)
        let shared = Self.sharedRuns(
            firstFiles.filter { $0.path.hasSuffix(".swift") }, secondFiles.filter { $0.path.hasSuffix(".swift") },
            replacing: names, longerThan: Self.longestSharedRun)
        #expect(
            shared.isEmpty,
            "\(style): \(first) and \(second) share \(shared.count) block(s):\n\(shared.prefix(3).joined(separator: "\n---\n"))")
    }

    /// The checker finds what it is for: the same file rendered for two features shares every
    /// block, and a file shares nothing with an unrelated one.
    @Test func theCheckerFindsACopiedBlockAndNothingElse() {
        let copied = (0..<12).map { "let value\($0) = Notes.compute(\($0))" }.joined(separator: "\n")
        let notes = RenderedFile(path: "a.swift", contents: copied, template: "t")
        let weather = RenderedFile(
            path: "b.swift", contents: copied.replacingOccurrences(of: "Notes", with: "Weather"), template: "t")
        let other = RenderedFile(
            path: "c.swift", contents: (0..<12).map { "print(\($0))" }.joined(separator: "\n"), template: "t")
        #expect(!Self.sharedRuns([notes], [weather], replacing: ["Notes", "Weather"], longerThan: 9).isEmpty)
        #expect(Self.sharedRuns([notes], [other], replacing: ["Notes"], longerThan: 9).isEmpty)
        #expect(Self.sharedRuns([notes], [weather], replacing: [], longerThan: 9).isEmpty, "names are not set aside unless given")
    }

    /// The names a spec chose: the feature's, its models', clients' and storage models'.
    static func chosenNames(_ spec: FeatureSpec) -> [String] {
        [spec.name] + spec.models.map(\.name) + spec.clients.map(\.name) + spec.storage.models.map(\.name)
            + spec.storage.enums.map(\.name)
    }

    /// The runs of more than `limit` consecutive code lines that stand in both sets of files once
    /// `names` are replaced, each as its text.
    static func sharedRuns(
        _ first: [RenderedFile], _ second: [RenderedFile], replacing names: [String], longerThan limit: Int
    ) -> [String] {
        let width = limit + 1
        // Longer names first, so `NotesItem` is not read as `Notes` + `Item`.
        let ordered = names.sorted { $0.count > $1.count }
        func codeLines(_ file: RenderedFile) -> [String] {
            file.contents.split(separator: "\n").compactMap { line in
                var text = line.trimmingCharacters(in: .whitespaces)
                if text.isEmpty || text.hasPrefix("//") || text.hasPrefix("#if") || text.hasPrefix("#endif")
                    || text.hasPrefix("import ") || text.hasPrefix("public import ")
                    || text.allSatisfy({ "{}()[],;".contains($0) })
                {
                    return nil
                }
                for name in ordered { text = text.replacingOccurrences(of: name, with: "«name»") }
                return text
            }
        }
        var windows: Set<[String]> = []
        for file in second {
            let lines = codeLines(file)
            guard lines.count >= width else { continue }
            for start in 0...(lines.count - width) { windows.insert(Array(lines[start..<(start + width)])) }
        }
        var found: [String] = []
        for file in first {
            let lines = codeLines(file)
            guard lines.count >= width else { continue }
            var start = 0
            while start <= lines.count - width {
                let window = Array(lines[start..<(start + width)])
                if windows.contains(window) {
                    found.append("\(file.path):\n" + window.joined(separator: "\n"))
                    start += width  // report each run once
                } else {
                    start += 1
                }
            }
        }
        return found
    }
}
