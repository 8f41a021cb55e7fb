import Testing

@testable import ScaffoldKit

/// A route's `presentation` reaches the screen's host in every style: the host is told which
/// routes are presented and how, with `default: .push` only when some route is pushed (a
/// `default` no case reaches is a warning), and nothing at all when every route is pushed.
@Suite struct PresentationTemplateTests {
    static func host(style: String, routes: String) throws -> String {
        let json = """
            {
              "name": "Memos", "style": "\(style)",
              "routes": [\(routes)],
              "models": [{ "name": "Memo", "properties": [{ "name": "id", "type": "UUID" }, { "name": "title", "type": "String" }] }],
              "clients": [{ "name": "Memos", "methods": [{ "name": "memos", "returns": "[Memo]" }] }]
            }
            """
        let spec = try SpecTestSupport.load(json).get()
        let set = try #require(TemplateSet.builtin(style: style))
        let files = try set.render(FeatureContext(spec))
        let hosting = try #require(files.first { $0.contents.contains("FeatureHost(hosting") }, "no file hosts the feature")
        let text = hosting.contents
        let start = try #require(text.range(of: "FeatureHost(hosting"))
        let end = try #require(text.range(of: ") { \(modelName(style)) in", range: start.upperBound..<text.endIndex))
        return String(text[start.lowerBound..<end.upperBound])
    }

    static let memo = #"[{ "name": "memoID", "type": "Memo.ID" }]"#

    @Test(arguments: TemplateSet.builtinStyles)
    func presentedRoutesAreNamedToTheHost(style: String) throws {
        let host = try Self.host(
            style: style,
            routes: #"""
                { "name": "detail", "parameters": \#(Self.memo) },
                { "name": "quickLook", "parameters": \#(Self.memo), "presentation": "sheet" },
                { "name": "default", "presentation": "fullScreenCover", "intentionallyUnwired": true }
                """#)
        #expect(
            host == """
                FeatureHost(hosting, presentation: { route in
                            switch route {
                            case .quickLook: .sheet
                            case .`default`: .fullScreenCover
                            default: .push
                            }
                        }) { \(Self.modelName(style)) in
                """)
    }

    @Test(arguments: TemplateSet.builtinStyles)
    func everyRoutePresentedNeedsNoDefault(style: String) throws {
        let host = try Self.host(
            style: style, routes: #"{ "name": "quickLook", "parameters": \#(Self.memo), "presentation": "sheet" }"#)
        #expect(host.contains("case .quickLook: .sheet\n"))
        #expect(!host.contains("default:"), "a default no route reaches: \(host)")
    }

    @Test(arguments: TemplateSet.builtinStyles)
    func pushedRoutesLeaveTheHostAsItWas(style: String) throws {
        let host = try Self.host(style: style, routes: #"{ "name": "detail", "parameters": \#(Self.memo) }"#)
        #expect(host == "FeatureHost(hosting) { \(Self.modelName(style)) in")
    }

    static func modelName(_ style: String) -> String {
        switch style {
        case "mvvm": "viewModel"
        case "mvi": "store"
        default: "feature"
        }
    }
}
