import Foundation
import Testing

@testable import ScaffoldKit

/// What the extractor finds in SwiftUI source text: keys as Xcode extracts them, and every
/// string that would not be looked up in the module's bundle, located.
@Suite struct LocalizedStringExtractorTests {
    static func extract(_ text: String, path: String = "Screen.swift") -> LocalizedStringExtraction {
        LocalizedStringExtractor.extract(from: [.init(path: path, text: text)])
    }

    @Test func moduleLookupsBecomeKeysWithoutProblems() {
        let extraction = Self.extract(
            """
            struct Screen: View {
                let count: Int
                let name: String
                let ratio: Double
                var body: some View {
                    Text("Forecast", bundle: .module)
                    Text("\\(count) notes", bundle: .module)
                    Text("Delete \\(name)?", bundle: Bundle.module)
                    Text("\\(ratio) at 100%", bundle: .module)
                    Text("Say \\"hi\\"\\n", tableName: nil, bundle: .module, comment: "greeting")
                    Text("\\(ratio, specifier: "%.1f") km", bundle: .module)
                    Text("Updated \\(Date.now, format: .dateTime)", bundle: .module)
                    Button { retry() } label: { Text("Try again", bundle: .module) }
                }
            }
            """)
        #expect(extraction.problems == [])
        #expect(
            extraction.strings.map(\.key) == [
                "Forecast", "%lld notes", "Delete %@?", "%lf at 100%%", "Say \"hi\"\n", "%.1f km", "Updated %@", "Try again",
            ])
        #expect(extraction.strings.allSatisfy { $0.isModuleLookup })
        #expect(extraction.strings[1].location == SourceLocation(file: "Screen.swift", line: 7, column: 14))
        #expect(extraction.keys.first == "%.1f km")
    }

    /// A call's `comment:` goes with its key (what translators read); a key written in several
    /// places gets each distinct comment once, one per line, and a key without one has none.
    @Test func commentsGoWithTheirKeys() {
        let extraction = Self.extract(
            """
            struct Screen: View {
                var body: some View {
                    Text("Try again", bundle: .module, comment: "Button that runs a failed \\"load\\" again")
                    Text("Try again", bundle: .module, comment: "Another place")
                    Text("Try again", bundle: .module, comment: "Another place")
                    Text("Forecast", bundle: .module)
                    Text(verbatim: "x")
                }
            }
            """)
        #expect(
            extraction.strings.map(\.comment) == [
                "Button that runs a failed \"load\" again", "Another place", "Another place", nil, nil,
            ])
        #expect(extraction.comments == ["Try again": "Button that runs a failed \"load\" again\nAnother place"])
    }

    @Test func stringsOutsideTheModuleBundleAreLocatedProblems() {
        let extraction = Self.extract(
            """
            struct Screen: View {
                let title: String
                var body: some View {
                    Text("Main bundle")
                    Text(verbatim: "Never localized")
                    Button("Try again") { retry() }
                    Section(title) { EmptyView() }
                    Text(title)
                    Label("Weather", systemImage: "sun.max")
                    List { }.navigationTitle("Forecast")
                    LabeledContent("City", value: city.name)
                    ContentUnavailableView("Nothing yet", systemImage: "tray")
                }
            }
            """)
        #expect(
            extraction.problems.map { "\($0.location.line):\($0.location.column)" } == [
                "4:14", "5:24", "6:16", "7:17", "8:14", "9:15", "10:34", "11:24", "12:32",
            ])
        #expect(extraction.problems[0].message.contains("add 'bundle: .module'"))
        #expect(extraction.problems[1].message.contains("is never localized"))
        #expect(extraction.problems[2].message.contains("Button(…) looks \"Try again\" up in the app's main bundle"))
        #expect(extraction.problems[3].message.contains("shows the String 'title' verbatim"))
        #expect(extraction.problems[4].message.contains("Text(title) shows a String verbatim"))
        #expect(extraction.problems[6].message.contains(".navigationTitle(…)"))
        // Every user-visible literal is still a key: the catalog does not depend on the form.
        #expect(
            extraction.keys == [
                "City", "Forecast", "Main bundle", "Never localized", "Nothing yet", "Try again", "Weather",
            ])
    }

    @Test func localizedStringKeyPropertiesOfTheModulesViewsAreKeys() {
        let section = """
            struct LoadStateSection<Content: View>: View {
                let title: LocalizedStringKey
                let subtitle: String
                var body: some View {
                    Section { content } header: { Text(title, bundle: .module) }
                }
            }
            """
        let screen = """
            struct Screen: View {
                var body: some View {
                    LoadStateSection(title: "Forecast", subtitle: "Not a key")
                    // Text("Commented out")
                    let raw = #"Text("Raw")"#
                    let multi = \"""
                        Text("Multi-line")
                        \"""
                }
            }
            """
        let extraction = LocalizedStringExtractor.extract(from: [
            .init(path: "Section.swift", text: section), .init(path: "Screen.swift", text: screen),
        ])
        #expect(extraction.problems == [])
        #expect(extraction.keys == ["Forecast"])
        #expect(extraction.strings.first?.location == SourceLocation(file: "Screen.swift", line: 3, column: 33))

        // The same property shown without the module's bundle is a problem.
        let mainBundle = Self.extract(section.replacingOccurrences(of: "Text(title, bundle: .module)", with: "Text(title)"))
        #expect(mainBundle.problems.count == 1)
        #expect(mainBundle.problems.first?.message.contains("Text(title) is looked up in the app's main bundle") == true)
    }

    @Test func modelValuesAndMethodCallsAreNotStrings() {
        let extraction = Self.extract(
            """
            struct Row: View {
                let note: Note
                var body: some View {
                    Text(note.title)
                    Text(value.formatted(.number))
                    feature.search(matching: "query")
                    Image(systemName: "tray")
                }
            }
            """)
        #expect(extraction.strings == [])
        #expect(extraction.problems == [])
    }
}

/// The catalog's text: Xcode's layout, sorted, stable, valid JSON.
@Suite struct StringCatalogTests {
    @Test func layoutIsXcodesWithOneEntryPerKey() throws {
        let catalog = StringCatalog(keys: ["Try again", "Delete %@?", "Try again", "Ärger \"quoted\"\n"])
        #expect(
            catalog.text == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Delete %@?" : {

                    },
                    "Try again" : {

                    },
                    "Ärger \\"quoted\\"\\n" : {

                    }
                  },
                  "version" : "1.0"
                }

                """)
        let document = try JSONDocument.parse(catalog.text, file: "Localizable.xcstrings")
        #expect(document.root["sourceLanguage"]?.stringValue == "en")
        #expect(document.root["version"]?.stringValue == "1.0")
        #expect(document.root["strings"]?.objectMembers?.map(\.key) == ["Delete %@?", "Try again", "Ärger \"quoted\"\n"])
        #expect(StringCatalog(keys: catalog.keys.reversed()).text == catalog.text)
    }

    /// A comment is the entry's only member, on its own line, as Xcode writes it; an entry
    /// without one stays `{` + empty line + `}`.
    @Test func aCommentIsWrittenAsXcodeWritesIt() throws {
        let catalog = StringCatalog(
            keys: ["Try again", "Notes"], comments: ["Try again": "Button that runs a \"failed\" load again"])
        #expect(
            catalog.text == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Notes" : {

                    },
                    "Try again" : {
                      "comment" : "Button that runs a \\"failed\\" load again"
                    }
                  },
                  "version" : "1.0"
                }

                """)
        let document = try JSONDocument.parse(catalog.text, file: "Localizable.xcstrings")
        #expect(document.root["strings"]?["Try again"]?["comment"]?.stringValue == "Button that runs a \"failed\" load again")
    }

    @Test func anEmptyCatalogIsValidJSON() throws {
        let document = try JSONDocument.parse(StringCatalog(keys: []).text, file: "Localizable.xcstrings")
        #expect(document.root["strings"]?.objectMembers?.isEmpty == true)
    }
}

/// Every golden tree's catalog holds exactly the keys its sources show: the catalog never
/// drifts from what the templates emit.
@Suite struct StringCatalogGoldenTests {
    /// `(sources folder, catalog)` of every golden feature and example, relative to the repository.
    static var goldenFeatures: [String] {
        let root = Golden.repositoryRoot
        var folders: [String] = []
        let bases =
            ["feature", "mvvm", "mvi"].map { "Tests/ScaffoldKitTests/Goldens/\($0)" } + ["Examples"]
        for base in bases {
            guard let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(base).path) else {
                continue
            }
            while let relative = enumerator.nextObject() as? String {
                if relative.hasSuffix("Sources/Resources/Localizable.xcstrings") {
                    folders.append(base + "/" + String(relative.dropLast("/Resources/Localizable.xcstrings".count)))
                }
            }
        }
        return folders.sorted()
    }

    @Test func everyGoldenFeatureHasACatalog() {
        #expect(Self.goldenFeatures.count >= 18 + 7, "\(Self.goldenFeatures)")
    }

    @Test(arguments: goldenFeatures)
    func catalogKeysAreTheKeysTheSourcesShow(_ sources: String) throws {
        let folder = Golden.repositoryRoot.appendingPathComponent(sources)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        let files = try names.map { name in
            LocalizedStringExtractor.SourceFile(
                path: sources + "/" + name,
                text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
        let extraction = LocalizedStringExtractor.extract(from: files)
        let catalogText = try String(
            contentsOf: folder.appendingPathComponent("Resources/Localizable.xcstrings"), encoding: .utf8)
        let document = try JSONDocument.parse(catalogText, file: sources + "/Resources/Localizable.xcstrings")
        let catalogKeys = document.root["strings"]?.objectMembers?.map(\.key) ?? []
        #expect(catalogKeys == extraction.keys, "\(sources)")
        // Every string a screen shows is looked up in the module's bundle, where the catalog is.
        #expect(extraction.problems == [], "\(extraction.problems.map(\.description).joined(separator: "\n"))")
        #expect(!catalogKeys.isEmpty, "\(sources): a screen shows no localizable string")
        // Every entry tells translators where it shows.
        let uncommented = (document.root["strings"]?.objectMembers ?? []).filter { $0.value["comment"]?.stringValue == nil }
        #expect(uncommented.isEmpty, "\(sources): no comment for \(uncommented.map(\.key))")
    }
}
