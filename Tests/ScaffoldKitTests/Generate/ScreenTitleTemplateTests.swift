import Testing

@testable import ScaffoldKit

/// A feature's root screen is titled like its tab and sidebar row (the spec's `app.title`, else
/// the feature's name in words) in every style, so the two never disagree; and the section view
/// every style shows an operation's outcome in is one runtime view.
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
            let contents = file.contents.withoutTranslatorComments
            guard let range = contents.range(of: ".navigationTitle(") else { continue }
            return String(contents[range.upperBound...].prefix { $0 != "\n" })
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

    /// One `LoadStateSection` declaration among the templates: the runtime's (FeatureCoreUI), which
    /// every style's views use and no feature copies. Its retry is async; the mvi view's retry
    /// sends an event, the other styles' run the operation; the section runs it in a `Task`.
    @Test func theSectionViewIsOneRuntimeView() throws {
        let declaring = BuiltinTemplates.files.filter { $0.value.contains("struct LoadStateSection") }.map(\.key)
        #expect(declaring == ["core/FeatureCoreUI/Sources/LoadStateSection.swift.mustache"])
        let section = try ScreenContentTests.runtime("FeatureCoreUI/Sources/LoadStateSection.swift")
        #expect(section.contains("private let retry: @MainActor () async -> Void"))
        #expect(section.contains("FailureView(error, title: title, retry: retry)"))
        #expect(try ScreenContentTests.runtime("FeatureCoreUI/Sources/FailureView.swift").contains("Task { await retry() }"))
        for style in TemplateSet.builtinStyles {
            let files = try Self.rendered(style: style, app: nil)
            #expect(!files.contains { $0.contents.contains("struct LoadStateSection") }, "\(style) declares a section view")
            let views = files.filter { $0.contents.contains("LoadStateSection(") }
            #expect(views.count == 1, "\(style): \(views.map(\.path))")
            let view = views.first?.contents ?? ""
            #expect(view.contains("import FeatureCoreUI\n"), "\(style)")
            if style == "mvi" {
                #expect(view.contains("retry: { onEvent(.books) }"), "\(view)")
            } else {
                #expect(view.contains("retry: { await \(style == "mvvm" ? "viewModel" : "feature").books() }"), "\(view)")
            }
        }
    }
}
