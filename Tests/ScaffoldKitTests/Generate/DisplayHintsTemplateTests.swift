import Testing

@testable import ScaffoldKit

/// Display hints reach the screen in every style: a property's `format` picks its format style,
/// its `label` titles its field (and is the catalog's key), `hidden` keeps it off the screen, a
/// model's title and subtitle make its row, and a route's `title` or `titleProperty` its page's
/// navigation title.
@Suite struct DisplayHintsTemplateTests {
    static func rendered(style: String) throws -> [RenderedFile] {
        let json = """
            {
              "name": "Shelf", "style": "\(style)",
              "routes": [
                { "name": "product", "parameters": [{ "name": "product", "type": "Product" }], "titleProperty": "name" },
                { "name": "stock", "parameters": [{ "name": "productID", "type": "Product.ID" }], "title": "In \\"stock\\"" },
                { "name": "about" }
              ],
              "models": [{
                "name": "Product", "titleProperty": "name", "subtitleProperty": "addedAt",
                "properties": [
                  { "name": "id", "type": "UUID" },
                  { "name": "name", "type": "String" },
                  { "name": "price", "type": "Decimal", "label": "Unit \\"price\\"", "format": "currency:EUR" },
                  { "name": "share", "type": "Double?", "format": "percent" },
                  { "name": "weight", "type": "Int", "format": "measurement:kilograms" },
                  { "name": "addedAt", "type": "Date?", "format": "relative" },
                  { "name": "sku", "type": "String", "hidden": true }
                ]
              }],
              "clients": [{ "name": "Products", "methods": [
                { "name": "products", "returns": "[Product]" },
                { "name": "stock", "parameters": [{ "name": "productID", "type": "Product.ID" }], "returns": "Int" }
              ] }]
            }
            """
        let spec = try SpecTestSupport.load(json).get()
        let set = try #require(TemplateSet.builtin(style: style))
        return try set.render(FeatureContext(spec))
    }

    /// A model without text titles its rows with its first date; shown relative to now, the
    /// title is the runtime's `RelativeDateText`, which keeps it current.
    @Test(arguments: TemplateSet.builtinStyles)
    func aRelativeDateTitleStaysCurrent(style: String) throws {
        let json = """
            {
              "name": "Meter", "style": "\(style)",
              "models": [{ "name": "Reading", "properties": [
                { "name": "id", "type": "UUID" }, { "name": "takenAt", "type": "Date", "format": "relative" },
                { "name": "value", "type": "Double" }
              ] }],
              "clients": [{ "name": "Readings", "methods": [{ "name": "readings", "returns": "[Reading]" }] }]
            }
            """
        let spec = try SpecTestSupport.load(json).get()
        let files = try #require(TemplateSet.builtin(style: style)).render(FeatureContext(spec))
        let views = files.filter { $0.contents.contains("import SwiftUI") }.map(\.contents).joined()
        #expect(views.contains("VStack(alignment: .leading) {\n            RelativeDateText(item.takenAt)\n"), "\(views)")
    }

    @Test(arguments: TemplateSet.builtinStyles)
    func hintsShapeFieldsRowsAndTitles(style: String) throws {
        let files = try Self.rendered(style: style)
        let views = files.filter { $0.contents.contains("import SwiftUI") }.map(\.contents).joined().withoutTranslatorComments

        // Each format is its format style; an optional value is shown only when present.
        #expect(views.contains(#"Text(value.price, format: .currency(code: "EUR"))"#), "\(views)")
        #expect(views.contains("format: .percent"), "\(style)")
        #expect(
            views.contains(
                "Measurement(value: Double(value.weight), unit: UnitMass.kilograms), format: .measurement(width: .abbreviated)"),
            "\(style)")
        // A relative date stays current (redrawn every minute by the runtime), not drawn once.
        #expect(views.contains("LabeledContent { RelativeDateText(addedAt) }"), "\(style)")
        #expect(!views.contains("format: .relative(presentation: .named)"), "\(style)")
        #expect(
            views.contains("RelativeDateText(addedAt).foregroundStyle(.secondary)"), "a row's relative subtitle is drawn once")
        #expect(views.contains("if let share = value.share"), "\(style)")

        // A label is the field's title, escaped once as a Swift literal; a hidden field never shows.
        #expect(views.contains(#"label: { Text("Unit \"price\"", bundle: .module) }"#), "\(style)")
        #expect(!views.contains("sku"), "\(style): a hidden property reached a view")

        // The row is the title and the one chosen subtitle.
        let row = try #require(Self.declaration("struct ProductRow", in: views), "\(style)")
        #expect(row.contains("Text(item.name)"), "\(row)")
        #expect(row.contains("if let addedAt = item.addedAt"), "\(row)")
        #expect(!row.contains("item.price"), "\(row)")

        // Page titles: a field of the shown value, a fixed title, and the route's name in words.
        #expect(views.contains(".navigationTitle(Text(verbatim: product.name))"), "\(style)")
        #expect(views.contains(#".navigationTitle(Text("In \"stock\"", bundle: .module))"#), "\(style)")
        #expect(views.contains(#".navigationTitle(Text("About", bundle: .module))"#), "\(style)")

        // The catalog holds the label and the fixed title, not the hidden property's name.
        let catalog = try #require(files.first { $0.path.hasSuffix("Localizable.xcstrings") }).contents
        #expect(catalog.contains(#""Unit \"price\"""#), "\(catalog)")
        #expect(catalog.contains(#""In \"stock\"""#), "\(catalog)")
        #expect(!catalog.contains("\"Sku\""), "\(catalog)")
    }

    /// A stored model's hints shape its row like a plain model's, and a page that
    /// loads its model with its own query is titled by what the query loaded.
    @Test(arguments: TemplateSet.builtinStyles)
    func storedModelsAndQueriedPagesFollowTheHints(style: String) throws {
        let stored = """
            {
              "name": "Garden",
              "storage": { "kind": "swiftdata", "models": [{
                "name": "Plant", "titleProperty": "commonName", "subtitleProperty": "lastWatered",
                "properties": [
                  { "name": "id", "type": "UUID" },
                  { "name": "latinName", "type": "String" },
                  { "name": "commonName", "type": "String" },
                  { "name": "heightCm", "type": "Double", "label": "Height", "format": "measurement:centimeters" },
                  { "name": "lastWatered", "type": "Date?", "format": "relative" },
                  { "name": "syncVersion", "type": "Int", "hidden": true }
                ]
              }] }
            }
            """
        let garden = try #require(TemplateSet.builtin(style: "feature")).render(
            FeatureContext(try SpecTestSupport.load(stored).get()))
        let views = garden.filter { $0.contents.contains("import SwiftUI") }.map(\.contents).joined().withoutTranslatorComments
        let row = try #require(Self.declaration("struct PlantRow", in: views))
        #expect(row.contains("Text(item.commonName)") && row.contains("if let lastWatered = item.lastWatered"), "\(row)")
        #expect(!row.contains("latinName"), "\(row)")
        #expect(!views.contains("syncVersion"), "a hidden stored property reached a view")

        let queried = """
            {
              "name": "Shop", "style": "\(style)",
              "routes": [{ "name": "product", "parameters": [{ "name": "productID", "type": "Product.ID" }], "titleProperty": "name" }],
              "models": [{ "name": "Product", "properties": [{ "name": "id", "type": "UUID" }, { "name": "name", "type": "String" }] }],
              "clients": [{ "name": "Products", "methods": [
                { "name": "product", "parameters": [{ "name": "id", "type": "Product.ID", "from": "route.product.productID" }], "returns": "Product?" }
              ] }]
            }
            """
        let set = try #require(TemplateSet.builtin(style: style))
        let shop = try set.render(FeatureContext(try SpecTestSupport.load(queried).get())).map(\.contents).joined()
            .withoutTranslatorComments
        #expect(
            shop.contains(
                "productStates[route].settled.value.flatMap { $0 }.map { Text(verbatim: $0.name) } ?? Text(\"Product\""),
            "\(style)")
    }

    /// A model without text (a reading: a value and a date) titles its rows with its first
    /// number, formatted, and shows the date under it, not the model's name on every row.
    @Test func aModelWithoutTextIsTitledByItsFirstValue() throws {
        let json = """
            {
              "name": "Meter",
              "models": [{ "name": "Reading", "properties": [
                { "name": "id", "type": "UUID" }, { "name": "value", "type": "Double", "format": "measurement:kilometers" },
                { "name": "takenAt", "type": "Date" }
              ] }],
              "clients": [{ "name": "Readings", "methods": [{ "name": "readings", "returns": "[Reading]" }] }]
            }
            """
        let set = try #require(TemplateSet.builtin(style: "feature"))
        let files = try set.render(FeatureContext(try SpecTestSupport.load(json).get()))
        let views = files.filter { $0.contents.contains("import SwiftUI") }.map(\.contents).joined().withoutTranslatorComments
        let row = try #require(Self.declaration("struct ReadingRow", in: views))
        #expect(
            row.contains(
                "Text(Measurement(value: item.value, unit: UnitLength.kilometers), format: .measurement(width: .abbreviated))\n"),
            "\(row)")
        #expect(row.contains("Text(item.takenAt, format: .dateTime).foregroundStyle(.secondary)"), "\(row)")
        #expect(!row.contains(#"Text("Reading""#), "\(row)")
    }

    /// The text from `start` to the end of its declaration (the next top-level closing brace).
    static func declaration(_ start: String, in text: String) -> String? {
        guard let range = text.range(of: start) else { return nil }
        let rest = text[range.lowerBound...]
        guard let end = rest.range(of: "\n}\n") else { return String(rest) }
        return String(rest[..<end.upperBound])
    }
}
