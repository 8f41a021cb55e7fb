import Testing

@testable import ScaffoldKit

/// A feature's root screen is titled like its tab and sidebar row (the spec's `app.title`, else
/// the feature's name in words) in every style, so the two never disagree; and the section view
/// every style shows an operation's outcome in is one shared partial.
@Suite struct ScreenTitleTemplateTests {
    static func rendered(style: String, app: String?) throws -> [RenderedFile] {
        let appMember = app.map { #", "app": \#($0)"# } ?? ""
        let json = """
            {
              "name": "ReadingList", "style": "\(style)"\(appMember),
              "models": [{ "name": "Book", "properties": [{ "name": "id", "type": "UUID" }, { "name": "title", "type": "String" }] }],
              "clients": [{ "name": "Books", "methods": [{ "name": "books", "returns": "[Book]" }] }]
            }
            """
        let spec = try SpecTestSupport.load(json).get()
        let set = try #require(TemplateSet.builtin(style: style))
        return try set.render(FeatureContext(spec))
    }

    /// The file holding the root screen's `navigationTitle` (the first one in the file).
    static func rootTitle(in files: [RenderedFile]) -> String? {
        for file in files where file.path.hasSuffix(".swift") {
            guard let range = file.contents.range(of: ".navigationTitle(") else { continue }
            return String(file.contents[range.upperBound...].prefix { $0 != "\n" })
        }
        return nil
    }

    @Test(arguments: TemplateSet.builtinStyles)
    func theRootScreenIsTitledLikeItsTab(style: String) throws {
        let plain = try Self.rendered(style: style, app: nil)
        #expect(Self.rootTitle(in: plain) == #"Text("Reading list", bundle: .module))"#)

        // A title with quotes and a backslash stays one Swift string literal, and is in the catalog.
        let titled = try Self.rendered(style: style, app: #"{ "title": "My \"Books\" \\ more" }"#)
        #expect(Self.rootTitle(in: titled) == #"Text("My \"Books\" \\ more", bundle: .module))"#)
        let catalog = try #require(titled.first { $0.path.hasSuffix("Localizable.xcstrings") })
        #expect(catalog.contents.contains(#""My \"Books\" \\ more""#), "\(catalog.contents)")
    }

    /// One `LoadStateSection` declaration among the templates: the shared partial, whose retry
    /// sends an event in the mvi style and runs the operation in a `Task` in the others.
    @Test func theSectionViewIsOneSharedPartial() throws {
        let declaring = BuiltinTemplates.files.filter { $0.value.contains("private struct LoadStateSection") }.map(\.key)
        #expect(declaring == ["shared/partials/load-state-section-view.mustache"])
        for style in TemplateSet.builtinStyles {
            let files = try Self.rendered(style: style, app: nil)
            let screens = files.filter { $0.contents.contains("private struct LoadStateSection") }
            #expect(screens.count == 1, "\(style): \(screens.map(\.path))")
            let section = screens.first?.contents ?? ""
            if style == "mvi" {
                #expect(section.contains("let retry: @MainActor () -> Void"))
                #expect(section.contains("Button(action: retry) {"))
                #expect(!section.contains("Task { await retry() }"))
            } else {
                #expect(section.contains("let retry: @MainActor () async -> Void"))
                #expect(section.contains("Task { await retry() }"))
            }
        }
    }
}
