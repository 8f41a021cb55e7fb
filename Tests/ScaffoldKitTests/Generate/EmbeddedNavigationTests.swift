import Foundation
import Testing

@testable import ScaffoldKit

/// A feature shown inside another feature's navigation stack (`ownsNavigationStack: false`)
/// must neither create a second stack (SwiftUI does not support nested stacks) nor push one of
/// its own route values onto the host's typed path (`[HostRoute]` cannot hold it, so SwiftUI
/// would ignore the link). Generated features host their pages with the runtime's
/// `FeatureNavigation` and link with its `RouteLink` (`Templates/core/FeatureCoreUI`), which alone
/// decide between the two. These checks read every generated SwiftUI source the repository keeps
/// (the goldens of every style and every Example, which other tests keep equal to what the
/// templates render) and the runtime's, and follow each navigation call up through its enclosing
/// blocks.
@Suite struct EmbeddedNavigationTests {
    /// Every generated `.swift` file under the goldens and the Examples' expected output.
    static func generatedSources() throws -> [(path: String, text: String)] {
        var sources: [(String, String)] = []
        for folder in ["Tests/ScaffoldKitTests/Goldens", "Examples"] {
            let root = Golden.repositoryRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                let path = folder + "/" + relative
                guard folder != "Examples" || relative.contains("/expected/") else { continue }
                // The runtime (Core/, and its recorded base) is checked from its templates.
                guard !relative.contains("/Core/") else { continue }
                let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
                guard text.contains("canImport(SwiftUI)") else { continue }
                sources.append((path, text))
            }
        }
        return sources.sorted { $0.0 < $1.0 }
    }

    /// The runtime's SwiftUI sources (`Templates/core/FeatureCoreUI`), by template path.
    static func runtimeSources() -> [(path: String, text: String)] {
        BuiltinTemplates.files.filter { $0.key.hasPrefix("core/FeatureCoreUI/") }.sorted { $0.key < $1.key }
            .map { ($0.key, $0.value) }
    }

    /// Lines of `text` containing `needle` (outside doc comments), each with the opening lines of
    /// the blocks enclosing it, innermost first: a block opens on a line ending with `{`, and
    /// encloses the lines after it indented more than it. One pass over the file.
    static func occurrences(of needle: String, in text: String) -> [(line: Int, blocks: [String])] {
        var found: [(line: Int, blocks: [String])] = []
        var open: [(indent: Int, text: String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent)
            if trimmed.isEmpty { continue }
            while let last = open.last, last.indent >= indent { open.removeLast() }
            if Self.contains(needle, asWordIn: line), !trimmed.hasPrefix("///") {
                found.append((index + 1, open.reversed().map(\.text)))
            }
            var end = trimmed
            while end.last == " " { end = end.dropLast() }
            if end.hasSuffix("{") { open.append((indent, String(end))) }
        }
        return found
    }

    /// Whether `needle` occurs in `line` not preceded by an identifier character
    /// (`NavigationStack {` is not found in `if ownsNavigationStack {`).
    static func contains(_ needle: String, asWordIn line: Substring) -> Bool {
        var rest = line[...]
        while let range = rest.range(of: needle) {
            let before = rest[..<range.lowerBound].last ?? line[..<rest.startIndex].last
            if !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    /// The text of the file at `path` (relative to the repository root), if it exists.
    static func read(_ path: String) -> String? {
        try? String(contentsOf: Golden.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The scan the checks below rely on tells the owning branch from the embedded one (a
    /// planted stack in the embedded branch is seen there, so the checks can fail).
    @Test func theScanFindsTheBranchOfEachCall() {
        let planted = """
            public var body: some View {
                if ownsNavigationStack {
                    NavigationStack(path: $feature.path) {
                        content
                    }
                } else {
                    NavigationStack {
                        content
                    }
                }
            }
            """
        let found = Self.occurrences(of: "NavigationStack(", in: planted) + Self.occurrences(of: "NavigationStack {", in: planted)
        #expect(found.map(\.line) == [3, 7])
        #expect(found.map { $0.blocks.first } == ["if ownsNavigationStack {", "} else {"])
        #expect(found[1].blocks == ["} else {", "public var body: some View {"])
    }

    @Test func theGeneratedSourcesAreFound() throws {
        let sources = try Self.generatedSources()
        #expect(sources.contains { $0.path.hasSuffix("Examples/Shop/expected/Features/Catalog/Sources/CatalogScreen.swift") })
        #expect(sources.contains { $0.path.contains("/mvvm/") && $0.path.hasSuffix("RouteView.swift") })
        #expect(sources.contains { $0.path.contains("/mvi/") && $0.path.hasSuffix("View.swift") })
        #expect(sources.count > 40)
    }

    /// A `NavigationStack` is created only by the runtime's `StackLevel`, which is used only where
    /// a stack belongs: `FeatureNavigation`'s branch for a feature that owns its stack, and a
    /// page presented over the stack (a sheet or cover starts a presentation of its own). No
    /// generated file creates one; the app's root neither (each tab or detail column is a feature
    /// that owns one).
    @Test func onlyAViewThatOwnsItsStackCreatesOne() throws {
        var stacks = 0
        var levels = 0
        for (path, text) in Self.runtimeSources() {
            let created = Self.occurrences(of: "NavigationStack(", in: text) + Self.occurrences(of: "NavigationStack {", in: text)
            for (line, blocks) in created {
                stacks += 1
                #expect(
                    blocks.prefix(2) == ["var body: some View {", Self.stackLevel],
                    "\(path):\(line): a NavigationStack outside StackLevel (enclosed by \(blocks.prefix(2)))")
            }
            for (line, blocks) in Self.occurrences(of: "StackLevel(", in: text) {
                levels += 1
                #expect(
                    blocks.first == "if ownsNavigationStack {" || blocks.contains(Self.presentedRoute),
                    "\(path):\(line): a stack level outside the owning branch and a presented page (enclosed by \(blocks.prefix(3)))"
                )
            }
        }
        #expect(stacks == 1, "StackLevel's stack")
        #expect(levels == 2, "FeatureNavigation's owning branch and PresentedRoute's page")
        var hosts = 0
        for (path, text) in try Self.generatedSources() {
            let created = Self.occurrences(of: "NavigationStack(", in: text) + Self.occurrences(of: "NavigationStack {", in: text)
            #expect(created.isEmpty, "\(path):\(created.map(\.line)) creates a stack")
            hosts += ScreenContentTests.count("FeatureHost(hosting)", in: text)
            if text.contains("FeatureHosting(") {
                #expect(
                    text.contains("ownsNavigationStack: ownsNavigationStack"),
                    "\(path) hosts its pages without passing on who owns the stack")
            }
        }
        #expect(hosts > 10, "the check saw the screens that host their pages")
    }

    static let stackLevel = "struct StackLevel<Route: Hashable, Content: View, Destination: View>: View {"
    static let presentedRoute = "struct PresentedRoute<Route: Hashable, Destination: View>: ViewModifier {"

    /// Value-based navigation (which needs a path able to hold this feature's routes) happens
    /// only on the feature's own stack: `navigationDestination(for:)` inside `StackLevel`,
    /// `NavigationLink(value:)` only in `RouteLink`'s branch for a screen on its own stack. The
    /// embedded branch presents the path with `EmbeddedDestinations` instead. Generated files link
    /// only through `RouteLink`.
    @Test func valueNavigationHappensOnlyOnTheFeaturesOwnStack() throws {
        var links = 0
        for (path, text) in try Self.generatedSources() {
            for call in [".navigationDestination(for:", "NavigationLink(value:", "EmbeddedDestinations("] {
                let found = Self.occurrences(of: call, in: text)
                #expect(found.isEmpty, "\(path):\(found.map(\.line)): \(call) outside the runtime")
            }
            links += ScreenContentTests.count("RouteLink(", in: text)
        }
        #expect(links > 20, "the check saw the generated links")
        var checked = 0
        for (path, text) in Self.runtimeSources() {
            for (line, blocks) in Self.occurrences(of: ".navigationDestination(for:", in: text) {
                checked += 1
                #expect(
                    blocks.prefix(3) == [
                        "NavigationStack(path: $path[stackFrom: start, to: end]) {", "var body: some View {", Self.stackLevel,
                    ],
                    "\(path):\(line): navigationDestination(for:) outside StackLevel's own stack")
            }
            for (line, blocks) in Self.occurrences(of: "NavigationLink(value:", in: text) {
                checked += 1
                // A feature's own `RouteLink`, or the shared runtime's (Core/FeatureCoreUI).
                #expect(
                    blocks.prefix(3) == [
                        "} else {", "public var body: some View {",
                        "public struct RouteLink<Route: Hashable, Label: View>: View {",
                    ],
                    "\(path):\(line): a value link outside RouteLink's own-stack branch (enclosed by \(blocks.prefix(3)))")
            }
            for (line, blocks) in Self.occurrences(of: "EmbeddedDestinations(", in: text) {
                checked += 1
                #expect(blocks.first == "} else {", "\(path):\(line): embedded destinations outside the embedded branch")
            }
        }
        #expect(checked == 3, "FeatureNavigation's destination and embedded pages, RouteLink's value link")
    }

    /// The Shop example embeds a feature's root with row links in another feature's stack, and
    /// reaches it from the UI: Cart's root links to `catalog` (presented in a sheet, whose stack
    /// Catalog's pages are pushed onto), which opens Catalog's root (rows linking to `product`),
    /// whose product page links further (related products).
    @Test func shopEmbedsAFeatureRootWithRowLinks() throws {
        let root = "Examples/Shop/expected/"
        let cart = try #require(Self.read(root + "Features/Cart/Sources/CartScreen.swift"))
        #expect(cart.contains("RouteLink(CartRoute.catalog)"))
        let app = try #require(Self.read(root + "Sources/App/AppRootView.swift"))
        #expect(app.contains("case .catalog:\n            AnyView(catalogView(ownsNavigationStack: false))"))
        let catalog = try #require(Self.read(root + "Features/Catalog/Sources/CatalogScreen.swift"))
        #expect(
            ScreenContentTests.count("RouteLink(CatalogRoute.product(productID: item.id))", in: catalog) == 2,
            "the root list's rows and the product page's related rows link to a product")
        #expect(catalog.contains("hosting = FeatureHosting(feature, ownsNavigationStack: ownsNavigationStack, showing: route)"))
        #expect(catalog.contains("FeatureHost(hosting) { feature in"))
        // Embedded at a route, the runtime presents the page it was opened at as level 0.
        let navigation = try #require(BuiltinTemplates.files["core/FeatureCoreUI/Sources/FeatureNavigation.swift.mustache"])
        #expect(navigation.contains("path: $path, level: shownRoute == nil ? 0 : 1, presentation: presentation, content: page,"))
    }
}
