import Foundation
import Testing

@testable import ScaffoldKit

/// Real content on generated screens (issue 11, "Real content", the accessibility half of
/// "Accessibility and localization" and "The model's lifetime"), in every style: each test is a
/// regression test of one complaint, asserted on the generated output.
@Suite struct ScreenContentTests {
    static let styles = ["feature", "mvvm", "mvi"]

    /// The generated files of `spec` in `style`, by path.
    static func files(_ spec: FeatureSpec, style: String) throws -> [String: String] {
        var spec = spec
        spec.style = style
        let rendered = try FeatureTemplateTests.templateSet(style: style).render(FeatureContext(spec))
        return Dictionary(rendered.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    /// The view files (screen, view, route view) of `spec` in `style`, concatenated, without
    /// their preview fixtures (sample values built from every property, which are not shown as
    /// such) and previews.
    static func views(_ spec: FeatureSpec, style: String) throws -> String {
        try files(spec, style: style)
            .filter { path, _ in
                path.contains("/Sources/") && ["Screen.swift", "View.swift"].contains { path.hasSuffix($0) }
            }
            .sorted { $0.key < $1.key }
            .map { _, text in
                let end = [text.range(of: "\nextension "), text.range(of: "\n#Preview")].compactMap { $0?.lowerBound }.min()
                return end.map { String(text[..<$0]) } ?? text
            }
            .joined(separator: "\n").withoutTranslatorComments
    }

    static func example(_ name: String) throws -> FeatureSpec {
        try ExampleSpecLoader.load("Examples/\(name)/\(name).feature.json")
    }

    static func spec(_ json: String) throws -> FeatureSpec {
        try SpecTestSupport.load(json).get()
    }

    /// `LabeledContent` as the templates write it: the value shown verbatim, the label looked
    /// up in the module's String Catalog.
    static func labeled(_ label: String, _ value: String, in text: String) -> Bool {
        text.contains("LabeledContent { Text(\(value)) } label: { Text(\"\(label)\", bundle: .module) }")
    }

    /// The source of a runtime template (`Templates/core/`), such as
    /// `FeatureCoreUI/Sources/LoadStateSection.swift`: what every feature's screens use.
    static func runtime(_ path: String) throws -> String {
        try #require(BuiltinTemplates.files["core/" + path + ".mustache"], "no runtime template \(path)")
    }

    /// A `Label` with a title from the module's String Catalog and an SF Symbol.
    static func label(_ title: String, systemImage: String, in text: String) -> Bool {
        let icon = "\n} icon: {\nImage(systemName: \"\(systemImage)\")\n}"
        let unindented = unindented(text)
        return unindented.contains("Label {\nText(\"\(title)\", bundle: .module)" + icon)
            || unindented.range(
                of: "Label \\{\nText\\(\"\(title)\", bundle: .module, comment: \"[^\"\n]*\"\\)", options: .regularExpression
            )
            .map { unindented[$0.upperBound...].hasPrefix(icon) } == true
    }

    /// `text` with every line's leading whitespace removed.
    static func unindented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } }.joined(separator: "\n")
    }

    /// How many times `needle` occurs in `text`.
    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    // MARK: Lists and details

    /// Pantry's rows were plain text, so its `.shelf` route was unreachable.
    @Test func storedRowsNavigateToTheirDetailRoute() throws {
        let screen = try Self.views(Self.example("Pantry"), style: "feature")
        #expect(screen.contains("RouteLink(PantryRoute.shelf(shelfID: value.id)) { ShelfRow(item: value) }"))
        #expect(!screen.contains("String(describing: value.id)"), "a row showed a UUID")
        // The shelf's page shows the loaded shelf's fields, not its identifier (found among
        // every loaded shelf: `loadedShelf(id:)`, see ``ScreenFlowTests``).
        #expect(screen.contains("state: feature.loadedShelfState(id: shelfID), retry: { await feature.findShelf(id: shelfID) }"))
        #expect(screen.contains(".task { await feature.findShelf(id: shelfID) }"), "the shelf page does not load its list")
        #expect(screen.contains("ShelfFields(value: listed)"))
        #expect(Self.labeled("Name", #"value.name"#, in: screen))
    }

    /// Rows show the model's display-safe fields and link to the matching detail route.
    @Test(arguments: styles)
    func rowsShowDisplaySafeFieldsAndLinkToTheDetail(style: String) throws {
        let screen = try Self.views(Self.example("Weather"), style: style)
        #expect(screen.contains("RouteLink(WeatherRoute.forecast(city: item)) { CityRow(item: item) }"))
        #expect(screen.contains("            Text(item.name)\n            Text(item.country).foregroundStyle(.secondary)\n"))
        #expect(!screen.contains("item.id"), "a row reads an identifier")
    }

    /// The forecast destination showed `Text("Loaded")`; it shows the forecast's fields.
    @Test(arguments: styles)
    func aModelResultIsShownWithLabeledContent(style: String) throws {
        let screen = try Self.views(Self.example("Weather"), style: style)
        #expect(!screen.contains(#"Text("Loaded")"#))
        #expect(screen.contains("ForecastFields(value: value)"))
        #expect(Self.labeled("Summary", #"value.summary"#, in: screen))
        // The spec's hints: a label, a measurement in degrees Celsius, a relative date; the
        // hidden latitude and longitude are not shown.
        #expect(!screen.contains("latitude"))
        #expect(
            Self.labeled(
                "Temperature",
                #"Measurement(value: value.temperatureCelsius, unit: UnitTemperature.celsius), format: .measurement(width: .abbreviated)"#,
                in: screen))
        #expect(
            screen.contains(#"LabeledContent { RelativeDateText(value.issuedAt) } label: { Text("Issued", bundle: .module) }"#),
            "a relative date is not kept current")
        // A model route parameter is shown through its fields as well.
        #expect(screen.contains("CityFields(value: city)"))
        // Only the views a screen uses are generated.
        #expect(!screen.contains("struct ForecastRow"))
    }

    /// Details showed UUIDs; identifiers (id, UUID, …ID) and secrets are never shown.
    @Test(arguments: styles)
    func identifiersAndSecretsAreNeverShown(style: String) throws {
        let spec = try Self.spec(
            Support.spec(
                #"""
                "routes": [{"name": "account", "parameters": [{"name": "accountID", "type": "UUID"}]}],
                "models": [{"name": "Account", "properties": [
                  {"name": "id", "type": "UUID"}, {"name": "ownerID", "type": "Int"}, {"name": "name", "type": "String"},
                  {"name": "apiKey", "type": "String"}, {"name": "passwordHash", "type": "String"},
                  {"name": "sessionToken", "type": "String?"}, {"name": "isActive", "type": "Bool"},
                  {"name": "website", "type": "URL?"}
                ]}],
                "clients": [{"name": "Accounts", "methods": [
                  {"name": "fetchAccounts", "returns": "[Account]"},
                  {"name": "account", "parameters": [{"name": "accountID", "type": "UUID"}], "returns": "Account"}
                ]}]
                """#))
        let screen = try Self.views(spec, style: style)
        for hidden in ["value.id", "ownerID", "apiKey", "passwordHash", "sessionToken", "String(describing:", "\"Account ID\""] {
            #expect(!screen.contains(hidden), "the screen shows \(hidden)")
        }
        #expect(Self.labeled("Name", #"value.name"#, in: screen))
        #expect(screen.contains("if let website = value.website {"))
        #expect(Self.labeled("Website", #"website.absoluteString"#, in: screen))
        #expect(screen.contains("if value.isActive {"))
    }

    /// An optional result of `nil` was shown as content; it is published as `.empty`.
    @Test(arguments: styles)
    func aNilResultIsEmpty(style: String) throws {
        let spec = try Self.spec(
            Support.spec(
                #"""
                "models": [{"name": "Profile", "properties": [{"name": "name", "type": "String"}]}],
                "clients": [{"name": "Profiles", "methods": [{"name": "fetchProfile", "returns": "Profile?"}]}]
                """#))
        let files = try Self.files(spec, style: style)
        let sources = files.filter { $0.key.contains("/Sources/") }.map(\.value).joined()
        // The model tells the runtime that `nil` is nothing to show; the runtime publishes such
        // a value as `.empty` (`aQueryPublishesContentEmptinessAndFailure` in FeatureCoreTests).
        #expect(
            sources.contains(
                "runs.query(\\.\(style == "mvi" ? "state." : "")fetchProfileState, on: self, emptyWhen: { $0 == nil })"))
        #expect(
            try Self.runtime("FeatureCore/Sources/OperationRuns.swift").contains(
                "write(isEmpty?(value) == true ? .empty : .content(value))"))
        #expect(sources.contains("if let value {\n                    ProfileFields(value: value)\n                }"))
    }

    // MARK: Load states

    /// Empty and failure states are `ContentUnavailableView`s with a retry; exactly one progress
    /// indicator, which is not shown while previous content or an empty state stays visible (a
    /// pull to refresh shows its own). Every operation's section is the runtime's
    /// `LoadStateSection`, which draws them; the screen draws no state of its own.
    @Test(arguments: styles)
    func emptyAndFailureStatesUseContentUnavailableViewAndOneProgressIndicator(style: String) throws {
        let screen = try Self.views(Self.example("Weather"), style: style)
        #expect(Self.count("LoadStateSection(", in: screen) == 2, "the cities and the forecast")
        #expect(!screen.contains("ProgressView("), "a screen draws a load state itself")
        #expect(!screen.contains("ContentUnavailableView"), "a screen draws a load state itself")
        let section = try Self.runtime("FeatureCoreUI/Sources/LoadStateSection.swift")
        #expect(Self.count("LoadingView(title: title)", in: section) == 1)
        #expect(section.contains(#"Text("Nothing to show", bundle: .module, comment: "#))
        #expect(section.contains(#"Image(systemName: "tray")"#))
        #expect(section.contains("case .failure(let error):\n                    FailureView(error, title: title, retry: retry)"))
        let failure = try Self.runtime("FeatureCoreUI/Sources/FailureView.swift")
        #expect(Self.count("ProgressView()", in: failure) == 1, "LoadingView")
        #expect(failure.contains(#"Text("Something went wrong", bundle: .module, comment: "#))
        #expect(failure.contains(#"Text("Try again", bundle: .module, comment: "#))
        #expect(failure.contains("Task { await retry() }"))
        #expect(failure.contains("ContentUnavailableView {"))
        // While a run is in flight, settled content or emptiness stays shown instead of a spinner.
        #expect(
            section.contains(
                "case .loading(let previous) where showsPreviousWhileLoading && previous.settled.progress.isLoaded: previous.settled"
            ))
    }

    /// `.refreshable` does nothing on macOS: a toolbar Refresh button runs the same loads. The
    /// screen refreshes through the runtime's `.refreshing`, which adds the button on macOS.
    @Test(arguments: styles)
    func macOSHasARefreshButton(style: String) throws {
        let screen = try Self.views(Self.example("Notes"), style: style)
        let model = ["feature": "feature", "mvvm": "viewModel", "mvi": "store"][style] ?? ""
        #expect(screen.contains(".refreshing { await refresh(\(model)) }"))
        #expect(!screen.contains(".refreshable"), "pull to refresh without the macOS button")
        let refreshing = try Self.runtime("FeatureCoreUI/Sources/Refreshing.swift")
        #expect(refreshing.contains("refreshable(action: action)"))
        #expect(refreshing.contains("#if os(macOS)\n            .toolbar {"))
        #expect(Self.label("Refresh", systemImage: "arrow.clockwise", in: refreshing))
        #expect(refreshing.contains("Task { await action() }"))
    }

    /// Section titles were method names ("Search cities", "Fetch notes").
    @Test(arguments: styles)
    func sectionTitlesAreWords(style: String) throws {
        let weather = try Self.views(Self.example("Weather"), style: style)
        #expect(weather.contains("LoadStateSection(\n                Text(\"Cities\", bundle: .module), state: "))
        #expect(!weather.contains("Search cities"))
        let notes = try Self.views(Self.example("Notes"), style: style)
        #expect(notes.contains("LoadStateSection(\n                Text(\"Notes\", bundle: .module), state: "))
        #expect(!notes.contains("Fetch notes"))
    }

    // MARK: Search

    /// Notes' search field was wired to nothing: a state item marked `search` is the screen's
    /// `.searchable` text; the queries it feeds run when it changes, other lists filter by it.
    @Test(arguments: styles)
    func theSearchItemIsSearchable(style: String) throws {
        let weather = try Self.views(Self.example("Weather"), style: style)
        let binding = ["feature": "Bindable(feature).query", "mvvm": "$viewModel.query", "mvi": "$query"][style] ?? ""
        #expect(weather.contains(".searchable(text: \(binding))"))
        #expect(!weather.contains("TextField("))
        #expect(!weather.contains(#"Text("Search cities", bundle: .module)"#), "a search query still runs from a button")
        #expect(weather.contains(".task(id: "))
        let notes = try Self.views(Self.example("Notes"), style: style)
        #expect(notes.contains(".localizedStandardContains("))
        #expect(!notes.contains(#"TextField("Search text""#))
    }

    // MARK: The default spec

    /// `scaffold feature Weather` without a spec gave a `list` route pushing `Text("List")`, a
    /// detail showing a UUID and an unused `searchText`.
    @Test(arguments: styles)
    func theDefaultSpecIsAFeatureAUserWouldKeep(style: String) throws {
        let screen = try Self.views(.defaultSpec(named: "Weather"), style: style)
        #expect(!screen.contains(#"Text("List")"#))
        #expect(!screen.contains("String(describing:"))
        #expect(!screen.contains("Nothing is shown here yet."))
        #expect(screen.contains("RouteLink(WeatherRoute.detail(itemID: item.id)) { WeatherItemRow(item: item) }"))
        #expect(screen.contains("WeatherItemFields(value: value)"))
        #expect(Self.labeled("Summary", #"value.summary"#, in: screen))
        #expect(screen.contains(".searchable(text: "))
        #expect(screen.contains(".task(id: "), "the search text feeds the list")
    }

    // MARK: Accessibility and localization

    /// Repeated "Try again" buttons and progress views could not be told apart by VoiceOver;
    /// section titles were `String`s (SwiftUI's verbatim initializer: never localized). Every
    /// section and looked-up value gets its title as a localized `Text`, and the runtime's views
    /// name their progress view and retry button with it.
    @Test(arguments: styles)
    func repeatedControlsNameTheirSectionAndTitlesAreLocalizable(style: String) throws {
        let screen = Self.unindented(try Self.views(Self.example("Notes"), style: style))
        let sections = Self.count("LoadStateSection(\n", in: screen)
        #expect(sections == 2, "fetchNotes, fetchPinnedNotes (a command reports through its button)")
        #expect(Self.count("LoadStateSection(\nText(\"", in: screen) == sections, "a section without a localized title")
        #expect(Self.count("LookedUpValue(Text(\"Note\", bundle: .module), ", in: screen) == 1)
        #expect(!screen.contains("title: \""), "a section title is passed as a String")
        for view in ["LoadStateSection", "LookedUpValue"] {
            let source = try Self.runtime("FeatureCoreUI/Sources/\(view).swift")
            #expect(source.contains("LoadingView(title: title)"), "\(view)")
            #expect(source.contains("private let title: Text"), "\(view)")
            #expect(source.contains("_ title: Text,"), "\(view)")
            #expect(!source.contains("title: String"), "\(view)")
            #expect(source.contains("FailureView(error, title: title, retry: retry)"), "\(view)")
        }
        // The progress view is named by the title and its value is "Loading": no translated
        // title pasted into another translation ("Loading %@").
        let failure = try Self.runtime("FeatureCoreUI/Sources/FailureView.swift")
        #expect(
            failure.contains(
                ".accessibilityLabel(title)\n            .accessibilityValue(Text(\"Loading\", bundle: .module, comment: "))
        #expect(failure.contains("private let title: Text"))
        #expect(!failure.contains("\\(title)"), "a translated title interpolated into a key")
    }
}

private typealias Support = SpecTestSupport

/// The model's lifetime (issue 11, Deliver 7): the screen's model is created once per screen
/// identity with the dependencies it is given, never on a parent's re-render.
@Suite struct ModelLifetimeTests {
    static let owners = [
        ("feature", "Feature", "makeFeature"), ("mvvm", "ViewModel", "makeViewModel"), ("mvi", "Store", "makeStore"),
    ]

    /// `_feature = State(initialValue: Feature(…))` evaluated `Feature(…)` on every re-render of
    /// the parent (SwiftUI then dropped it); the screen now keeps a lifetime in `@State` and
    /// makes the model through it, from a closure over the dependencies.
    @Test(arguments: owners)
    func theScreenCreatesItsModelOnceThroughItsLifetime(style: String, suffix: String, make: String) throws {
        let files = try ScreenContentTests.files(.defaultSpec(named: "Recipes"), style: style)
        let owner = try #require(
            files.first { $0.key.hasSuffix(style == "mvvm" ? "RouteView.swift" : "Screen.swift") }?.value)
        let model = "Recipes" + suffix
        // The screen hands a closure over the dependencies to the runtime's host, which keeps a
        // lifetime in `@State` and calls it once per screen identity.
        #expect(owner.contains("private let hosting: FeatureHosting<\(model)>\n"))
        #expect(owner.contains("@autoclosure @escaping @MainActor () -> \(model)"))
        #expect(owner.contains("hosting = FeatureHosting("))
        #expect(owner.contains("FeatureHost(hosting) {"))
        let host = try ScreenContentTests.runtime("FeatureCoreUI/Sources/FeatureHost.swift")
        #expect(host.contains("@State private var lifetime = ModelLifetime<Model>()"))
        // The host also starts an embedded model's path at the shown route.
        #expect(
            host.contains("lifetime.model(startingAt: hosting.ownsNavigationStack ? nil : hosting.shownRoute, hosting.makeModel)")
        )
        #expect(!owner.contains("State(initialValue:"), "the model is built on every init again")
        #expect(owner.contains("one is kept for as long as the"), "the doc comment does not say how")
        #expect(!files.values.contains { $0.contains("ModelLifetime<Model") }, "a feature declares its own lifetime")
        // The runtime's lifetime makes the model on the first call and returns it afterwards,
        // proven once by FeatureCoreTests.
        let lifetime = try ScreenContentTests.runtime("FeatureCore/Sources/ModelLifetime.swift")
        #expect(lifetime.contains("public final class ModelLifetime<Model: AnyObject> {"))
        #expect(lifetime.contains("if let model { return model }"))
        let tests = try ScreenContentTests.runtime("FeatureCore/Tests/OperationRunsTests.swift")
        #expect(tests.contains("@Test func aLifetimeMakesItsModelOnce()"))
        #expect(tests.contains("#expect(made == 1)"))
    }

    @Test func theLifetimeTypeIsAReservedName() {
        expectSingleError(
            SpecTestSupport.spec(#""models": [{"name": "WeatherModelLifetime", "properties": []}]"#),
            at: "\"WeatherModelLifetime\"",
            contains: "clashes with the type 'WeatherModelLifetime'")
        expectSingleError(
            SpecTestSupport.spec(
                #""models": [{"name": "City", "properties": [{"name": "name", "type": "String"}]}, {"name": "CityRow", "properties": []}]"#
            ),
            at: "\"CityRow\"",
            contains: "clashes with the type 'CityRow'")
    }
}
