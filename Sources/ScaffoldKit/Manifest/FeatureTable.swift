import Foundation

/// The feature table of a manifest in the ``ManifestForm/table`` form: one line per feature
/// module in a multi-line string that the manifest itself expands into products and targets.
///
/// ```swift
/// let features = FeatureTable(sources: "Features/*/Sources", tests: "Features/*/Tests", """
///     Cart: FeatureCore FeatureCoreUI | FeatureCoreTesting
///     Catalog: FeatureCore FeatureCoreUI Shared | FeatureCoreTesting SharedTesting
///     """)
/// ```
/// A line is `Name: target dependencies | test target dependencies` (names separated by
/// spaces). The `Package(…)` call adds `+ features.products`, `+ features.targets` and, in the
/// `App` target, `+ features.dependencies`; the `FeatureTable` type declared in the manifest
/// (``declaration``) does the expansion. The manifest's code stays the same size however many
/// features there are, so its type check (and SwiftPM's evaluation) does not grow with the app.
struct FeatureTable: Hashable, Sendable {
    /// One line of the table.
    struct Line: Hashable, Sendable {
        /// The feature's module name.
        var name: String
        /// What the feature's target depends on, in order.
        var dependencies: [String]
        /// What its test target depends on besides the feature, in order.
        var testDependencies: [String]

        /// The line's text: `Name: A B | C D`.
        var text: String {
            "\(name): " + (dependencies + ["|"] + testDependencies).joined(separator: " ")
        }
    }

    /// The type scaffold declares in the manifest to expand the table.
    static let typeName = "FeatureTable"
    /// The variable the table is assigned to.
    static let variable = "features"

    /// The lines, in the manifest's order.
    var lines: [Line]
    /// Token index of the table's string literal.
    var literalToken: Int
    /// Byte offset of the start of each line (same order as ``lines``).
    var lineStarts: [Int]
    /// Byte offset of the start of the closing `"""` line.
    var closingLineStart: Int
    /// The indentation of the closing `"""`, which the compiler strips from every line.
    var indentation: String

    /// The names of the features in the table.
    var names: [String] { lines.map(\.name) }

    /// Reads a line's text (indentation stripped).
    /// - Returns: the line, or `nil` when it is not `Name: … | …` with a plain identifier name.
    static func line(_ text: Substring) -> Line? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let first = words.first, first.hasSuffix(":"), first.count > 1 else { return nil }
        let name = String(first.dropLast())
        let rest = words.dropFirst()
        let bar = rest.firstIndex(of: "|") ?? rest.endIndex
        let dependencies = Array(rest[rest.startIndex..<bar])
        let testDependencies = bar == rest.endIndex ? [] : Array(rest[(bar + 1)...])
        let all = [name] + dependencies + testDependencies
        guard all.allSatisfy(Self.isIdentifier), !testDependencies.contains("|") else { return nil }
        return Line(name: name, dependencies: dependencies, testDependencies: testDependencies)
    }

    /// Whether `name` is a plain Swift identifier (letters, digits, `_`, not starting with a digit).
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
    }

    /// The declaration of the table that a manifest in the table form starts with (before
    /// `let package`), for the given lines and layout.
    static func declaration(lines: [Line], layout: ProjectLayout, lineEnding: String, indentUnit: String) -> String {
        let paths: String
        switch layout {
        case .features:
            paths =
                "sources: \"\(layout.sourcesPath(for: "*"))\", tests: \"\(layout.testsPath(for: "*"))\", "
        case .swiftpm: paths = ""
        }
        var text = [
            "/// The app's feature modules, one line each: `Name: target dependencies | test dependencies`.",
            "/// scaffold keeps the lines sorted by name; each becomes a library product, a target and its",
            "/// test target (see `FeatureTable` at the end), so this manifest stays small as the app grows.",
            "let \(variable) = \(typeName)(\(paths)\"\"\"",
        ]
        text += lines.sorted { $0.name < $1.name }.map { indentUnit + $0.text }
        text.append(indentUnit + "\"\"\")")
        return text.joined(separator: lineEnding) + lineEnding + lineEnding
    }

    /// The `FeatureTable` type that expands the table (appended to the manifest).
    static func typeDeclaration(lineEnding: String, indentUnit: String) -> String {
        let lines = [
            "/// Expands `features`' lines into products and targets (written by scaffold, which keeps the lines).",
            "struct \(typeName) {",
            "    /// One feature module: its name and what its target and test target depend on.",
            "    struct Line {",
            "        var name: String",
            "        var dependencies: [String]",
            "        var testDependencies: [String]",
            "    }",
            "",
            "    var lines: [Line] = []",
            "    /// Where a feature's sources and tests are, `*` standing for its name (`nil`: SwiftPM's defaults).",
            "    var sources: String?",
            "    var tests: String?",
            "",
            "    init(sources: String? = nil, tests: String? = nil, _ table: String) {",
            "        self.sources = sources",
            "        self.tests = tests",
            "        for text in table.split(separator: \"\\n\") {",
            "            let words = text.split(whereSeparator: { $0 == \" \" || $0 == \"\\t\" }).map(String.init)",
            "            guard let first = words.first else { continue }",
            "            let rest = words.dropFirst()",
            "            let bar = rest.firstIndex(of: \"|\") ?? rest.endIndex",
            "            lines.append(",
            "                Line(",
            "                    name: String(first.dropLast()), dependencies: Array(rest[rest.startIndex..<bar]),",
            "                    testDependencies: bar == rest.endIndex ? [] : Array(rest[(bar + 1)...])))",
            "        }",
            "    }",
            "",
            "    /// A library product per feature.",
            "    var products: [Product] { lines.map { .library(name: $0.name, targets: [$0.name]) } }",
            "",
            "    /// Each feature's target (its String Catalog in `Resources`) and test target.",
            "    var targets: [Target] {",
            "        lines.flatMap { line -> [Target] in",
            "            [",
            "                .target(",
            "                    name: line.name, dependencies: line.dependencies.map { .byName(name: $0) },",
            "                    path: sources.map { path($0, line.name) }, resources: [.process(\"Resources\")]),",
            "                .testTarget(",
            "                    name: line.name + \"Tests\", dependencies: ([line.name] + line.testDependencies).map { .byName(name: $0) },",
            "                    path: tests.map { path($0, line.name) }),",
            "            ]",
            "        }",
            "    }",
            "",
            "    /// Every feature, as dependencies of the app's composition root.",
            "    var dependencies: [Target.Dependency] { lines.map { .byName(name: $0.name) } }",
            "",
            "    private func path(_ pattern: String, _ name: String) -> String {",
            "        pattern.split(separator: \"*\", omittingEmptySubsequences: false).joined(separator: name)",
            "    }",
            "}",
        ]
        return lines.map { $0.replacingOccurrences(of: "    ", with: indentUnit) }.joined(separator: lineEnding) + lineEnding
    }
}
