import Testing

@testable import ScaffoldKit

/// Display hints: a property's `label`, `format` and `hidden`, a model's `titleProperty` and
/// `subtitleProperty`, a route's `title` and `titleProperty`, each checked against the types
/// and located when wrong.
@Suite struct DisplaySpecTests {
    static func modelSpec(_ properties: String, model: String = "", routes: String = "") -> String {
        SpecTestSupport.spec(
            #""models": [{"name": "Product"\#(model), "properties": [{"name": "id", "type": "UUID"}, {"name": "name", "type": "String"}, \#(properties)]}]"#
                + (routes.isEmpty ? "" : ", \"routes\": [\(routes)]"))
    }

    @Test func hintsDecodeValidateAndRoundTrip() throws {
        let json = Self.modelSpec(
            #"{"name": "price", "type": "Decimal", "label": "Unit price", "format": "currency:EUR"}, {"name": "weight", "type": "Int?", "format": "measurement:kilograms"}, {"name": "addedAt", "type": "Date", "format": "relative"}, {"name": "sku", "type": "String", "hidden": true}"#,
            model: #", "titleProperty": "name", "subtitleProperty": "price""#,
            routes:
                #"{"name": "product", "parameters": [{"name": "productID", "type": "Product.ID"}], "title": "Product", "titleProperty": "name"}"#
        )
        let spec = try SpecTestSupport.load(json).get()
        let model = try #require(spec.models.first)
        #expect(model.display == FeatureSpec.ModelDisplay(titleProperty: "name", subtitleProperty: "price"))
        #expect(model.properties[2].display == FeatureSpec.PropertyDisplay(label: "Unit price", format: .currency(code: "EUR")))
        #expect(
            model.properties[3].display.format
                == .measurement(unit: try #require(FeatureSpec.MeasurementUnit(named: "kilograms"))))
        #expect(model.properties[4].display.format == .relative)
        #expect(model.properties[5].display.isHidden)
        #expect(spec.routes.first?.title == "Product")
        #expect(spec.routes.first?.titleProperty == "name")
        #expect(try SpecTestSupport.load(spec.jsonText).get() == spec)
    }

    @Test func aFormatMustFitTheType() {
        let cases: [(String, String, String)] = [
            (
                #"{"name": "price", "type": "String", "format": "currency:USD"}"#, "\"currency:USD\"",
                "format 'currency:USD' needs a number (an integer, Double, Float or Decimal); 'price' is 'String'"
            ),
            (
                #"{"name": "addedAt", "type": "Int", "format": "relative"}"#, "\"relative\"",
                "format 'relative' needs a Date; 'addedAt' is 'Int'"
            ),
            (
                #"{"name": "size", "type": "Decimal", "format": "measurement:meters"}"#, "\"measurement:meters\"",
                "format 'measurement:meters' needs a Double, Float or integer; 'size' is 'Decimal'"
            ),
            (#"{"name": "due", "type": "Date?", "format": "percent"}"#, "\"percent\"", "format 'percent' needs a number"),
        ]
        for (property, marker, message) in cases {
            expectSingleError(Self.modelSpec(property), at: marker, contains: "models[0].properties[2].format: \(message)")
        }
    }

    @Test func aFormatIsOneOfTheKnownSpellings() {
        expectSingleError(
            Self.modelSpec(#"{"name": "price", "type": "Double", "format": "curency:USD"}"#), at: "\"curency:USD\"",
            contains: "unknown format 'curency:USD'; did you mean 'currency:USD'?")
        expectSingleError(
            Self.modelSpec(#"{"name": "price", "type": "Double", "format": "currency:EUU"}"#), at: "\"currency:EUU\"",
            contains: "'EUU' is not an ISO 4217 currency code; did you mean")
        expectSingleError(
            Self.modelSpec(#"{"name": "price", "type": "Double", "format": "currency:usd"}"#), at: "\"currency:usd\"",
            contains: "a currency format names its ISO 4217 code in capitals, as in 'currency:USD'")
        expectSingleError(
            Self.modelSpec(#"{"name": "price", "type": "Double", "format": "currency"}"#), at: "\"currency\"",
            contains: "ISO 4217")
        expectSingleError(
            Self.modelSpec(#"{"name": "distance", "type": "Double", "format": "measurement:kilometres"}"#),
            at: "\"measurement:kilometres\"", contains: "did you mean 'kilometers'?")
        expectSingleError(
            Self.modelSpec(#"{"name": "price", "type": "Double", "format": 2}"#), at: "2", contains: "expected a string")
    }

    @Test func aHintOnAValueNeverShownIsAnError() {
        expectSingleError(
            SpecTestSupport.spec(
                #""models": [{"name": "Product", "properties": [{"name": "id", "type": "UUID", "hidden": true}]}]"#),
            at: "true",
            contains: "models[0].properties[0].hidden: 'id' is an identifier, which the screen never shows; remove its \"hidden\""
        )
        expectSingleError(
            SpecTestSupport.spec(
                #""routes": [{"name": "product", "opens": {"feature": "Catalog"}, "titleProperty": "name"}]"#),
            at: "\"name\"", occurrence: 3,
            contains:
                "routes[0].titleProperty: a route that opens another feature shows that feature's page, which has its own title; remove its \"titleProperty\""
        )
        expectSingleError(
            SpecTestSupport.spec(
                #""models": [{"name": "Product", "properties": [{"name": "id", "type": "UUID", "label": "Identity"}]}]"#),
            at: "\"Identity\"",
            contains: "models[0].properties[0].label: 'id' is an identifier, which the screen never shows; remove its \"label\"")
        expectSingleError(
            Self.modelSpec(#"{"name": "token", "type": "String", "format": "number"}"#), at: "\"number\"",
            contains: "'token' is secret or personal by its name, so the screen never shows it; remove its \"format\"")
        expectSingleError(
            Self.modelSpec(#"{"name": "sku", "type": "String", "hidden": true, "label": "SKU"}"#), at: "\"SKU\"",
            contains: "'sku' is hidden; remove its \"label\"")
        expectSingleError(
            Self.modelSpec(#"{"name": "tags", "type": "[String]", "label": "Tags"}"#), at: "\"Tags\"",
            contains: "'tags' is '[String]', which the screen does not show; remove its \"label\"")
        expectSingleError(
            Self.modelSpec(#"{"name": "sku", "type": "String", "label": " "}"#), at: "\" \"",
            contains: "a label must be non-empty text on one line")
    }

    @Test func titleAndSubtitleNameShownProperties() {
        let cases: [(String, String, String)] = [
            (
                #", "titleProperty": "nmae""#, "\"nmae\"",
                "models[0].titleProperty: 'nmae' is not a property of 'Product'; did you mean 'name'?"
            ),
            (
                #", "titleProperty": "price""#, "\"price\"",
                "'Product.price' is 'Decimal'; a title is a non-optional String or URL (show 'price' as the subtitle instead)"
            ),
            (
                #", "titleProperty": "id""#, "\"id\"",
                "'Product.id' is an identifier, which means nothing to a person, so it cannot be a title"
            ),
            (#", "titleProperty": "secret""#, "\"secret\"", "'Product.secret' is secret or personal by its name"),
            (#", "subtitleProperty": "sku""#, "\"sku\"", "'Product.sku' is hidden, so it cannot be a subtitle"),
            (#", "subtitleProperty": "tags""#, "\"tags\"", "'Product.tags' is '[String]', which the screen does not show"),
            (#", "titleProperty": "name", "subtitleProperty": "name""#, "\"name\"", "'name' is already the title"),
        ]
        let properties =
            #"{"name": "price", "type": "Decimal"}, {"name": "secret", "type": "String"}, {"name": "sku", "type": "String", "hidden": true}, {"name": "tags", "type": "[String]"}"#
        for (model, marker, message) in cases {
            let json = Self.modelSpec(properties, model: model)
            let occurrence = marker == "\"name\"" ? 4 : 1
            expectSingleError(json, at: marker, occurrence: occurrence, contains: message)
        }
    }

    @Test func aRouteTitleReadsAFieldOfTheOneModelItShows() {
        expectSingleError(
            Self.modelSpec(#"{"name": "price", "type": "Decimal"}"#, routes: #"{"name": "settings", "titleProperty": "name"}"#),
            at: "\"name\"", occurrence: 8,
            contains:
                "routes[0].titleProperty: route 'settings' is given no model (a parameter of a model type or its 'Model.ID'), so no property can title it; write \"title\" for a fixed title"
        )
        expectSingleError(
            Self.modelSpec(
                #"{"name": "price", "type": "Decimal"}"#,
                routes:
                    #"{"name": "compare", "parameters": [{"name": "first", "type": "Product"}, {"name": "second", "type": "Product.ID"}], "titleProperty": "name"}"#
            ),
            at: "\"name\"", occurrence: 10, contains: "route 'compare' is given 2 models")
        expectSingleError(
            Self.modelSpec(
                #"{"name": "price", "type": "Decimal"}"#,
                routes: #"{"name": "product", "parameters": [{"name": "product", "type": "Product"}], "titleProperty": "price"}"#),
            at: "\"price\"", occurrence: 2,
            contains: "routes[0].titleProperty: 'Product.price' is 'Decimal'; a title is a non-optional String or URL")
        expectSingleError(
            SpecTestSupport.spec(#""routes": [{"name": "about", "title": "Line\nbreak"}]"#), at: "\"Line",
            contains: "routes[0].title: a title must be non-empty text on one line")
    }

    @Test func storageModelsTakeTheSameHintsAndTheyChangeNoSchema() throws {
        let json = SpecTestSupport.spec(
            #""storage": {"kind": "swiftdata", "models": [{"name": "Item", "titleProperty": "label", "properties": [{"name": "id", "type": "UUID"}, {"name": "label", "type": "String"}, {"name": "addedAt", "type": "Date", "format": "date", "label": "Added"}]}]}"#
        )
        let spec = try SpecTestSupport.load(json).get()
        let model = try #require(spec.storage.models.first)
        #expect(model.display.titleProperty == "label")
        #expect(model.properties[2].display == FeatureSpec.PropertyDisplay(label: "Added", format: .date))
        #expect(model.schema.properties[2].display == FeatureSpec.PropertyDisplay())
        #expect(try SpecTestSupport.load(spec.jsonText).get() == spec)
        expectSingleError(
            SpecTestSupport.spec(
                #""storage": {"kind": "swiftdata", "models": [{"name": "Item", "properties": [{"name": "id", "type": "UUID"}, {"name": "count", "type": "Int", "format": "date"}]}]}"#
            ), at: "\"date\"", contains: "storage.models[0].properties[1].format: format 'date' needs a Date; 'count' is 'Int'")
    }

    @Test func changingAHintIsNoSchemaChange() throws {
        let before = SpecTestSupport.spec(
            #""storage": {"kind": "swiftdata", "models": [{"name": "Item", "properties": [{"name": "id", "type": "UUID"}, {"name": "label", "type": "String"}]}]}"#
        )
        let after = before.replacingOccurrences(
            of: #"{"name": "label", "type": "String"}"#, with: #"{"name": "label", "type": "String", "label": "Name"}"#)
        let spec = try SpecTestSupport.load(after).get()
        #expect(throws: Never.self) {
            try SchemaHistory.check(previousSpecText: before, spec: spec, specText: after, path: SpecTestSupport.file)
        }
    }

    @Test func theSchemaDocumentsEveryHint() {
        for key in ["displayLabel", "displayFormat", "displayHidden", "displayTitleProperty", "displaySubtitleProperty"] {
            #expect(FeatureSpecSchema.json.contains("\"\(key)\": {"), "\(key)")
        }
        for unit in FeatureSpec.MeasurementUnit.names {
            #expect(FeatureSpecSchema.json.contains(" \(unit),") || FeatureSpecSchema.json.contains(" \(unit)."), "\(unit)")
        }
    }
}
