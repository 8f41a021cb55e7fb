import Foundation

/// Display hints: a property's `label`, `format` and `hidden`, a model's `titleProperty` and
/// `subtitleProperty`, a route's `title` and `titleProperty`. Each must change what the screen
/// shows: a hint on a value the screen never shows, or one its type cannot take, is an error.
extension SpecValidator {
    /// A property's display hints, checked against its canonical `type`.
    mutating func validatePropertyDisplay(_ draft: SpecDraft.PropertyDisplay, name: String, type: String)
        -> FeatureSpec.PropertyDisplay
    {
        var display = FeatureSpec.PropertyDisplay(isHidden: draft.hidden?.value ?? false)
        let unshown = Self.neverShown(name: name, type: type)
        if let hidden = draft.hidden, hidden.value, let unshown {
            error(hidden, "'\(name)' is \(unshown); remove its \"hidden\"")
        }
        let neverShown = unshown ?? (display.isHidden ? "hidden" : nil)
        for (key, located) in [("label", draft.label), ("format", draft.format)] {
            if let located, let neverShown {
                error(located, "'\(name)' is \(neverShown); remove its \"\(key)\"")
            }
        }
        guard neverShown == nil else { return display }
        if let label = draft.label { display.label = checkDisplayText(label, what: "a label") }
        if let format = draft.format { display.format = checkFormat(format, name: name, type: type) }
        return display
    }

    /// The format names before any `:` argument.
    private static let formatNames = ["number", "percent", "currency", "date", "time", "dateTime", "relative", "measurement"]

    /// The ISO 4217 currency codes Foundation knows (`Locale.Currency.isoCurrencies`), current
    /// and historic.
    private static let currencyCodes = Set(Locale.Currency.isoCurrencies.map(\.identifier))

    /// Why the screen never shows a property of `type` whatever its hints say, or `nil`.
    private static func neverShown(name: String, type: String) -> String? {
        if DisplayRules.isIdentifier(name: name, type: type) { return "an identifier, which the screen never shows" }
        if DisplayRules.isSensitive(name) { return "secret or personal by its name, so the screen never shows it" }
        if DisplayRules.displayFields(of: [(name: name, type: type)]).isEmpty {
            return "'\(type)', which the screen does not show"
        }
        return nil
    }

    /// A model's `titleProperty` and `subtitleProperty`, which must name shown properties.
    mutating func validateModelDisplay(
        _ draft: SpecDraft.ModelDisplay, model: String,
        properties: [(name: String, type: String, display: FeatureSpec.PropertyDisplay)]
    ) -> FeatureSpec.ModelDisplay {
        var display = FeatureSpec.ModelDisplay()
        if let title = draft.titleProperty {
            display.titleProperty = checkTitleProperty(title, model: model, properties: properties)
        }
        if let subtitle = draft.subtitleProperty,
            let name = shownProperty(subtitle, model: model, properties: properties, role: "a subtitle")
        {
            if name == display.titleProperty {
                error(subtitle, "'\(name)' is already the title; name another property, or remove \"subtitleProperty\"")
            } else {
                display.subtitleProperty = name
            }
        }
        return display
    }

    /// Routes' `title` and `titleProperty`, once the models are known.
    mutating func validateRouteTitles(_ spec: inout FeatureSpec, _ draft: SpecDraft) {
        var models = spec.models.map { model in
            (name: model.name, properties: model.properties.map { ($0.name, $0.type, $0.display) })
        }
        if spec.storage.kind != .none {
            models += spec.storage.models.map { model in
                (name: model.name, properties: model.properties.map { ($0.name, $0.type, $0.display) })
            }
        }
        for (index, written) in draft.routes.enumerated() {
            guard let position = placement.routes[index] else { continue }
            let route = spec.routes[position]
            let titleKeys = [("title", written.title), ("titleProperty", written.titleProperty)].compactMap { key, value in
                value.map { (key, $0) }
            }
            if route.opens != nil, let (key, located) = titleKeys.first {
                error(
                    located,
                    "a route that opens another feature shows that feature's page, which has its own title; remove its \"\(key)\""
                )
                continue
            }
            if let title = written.title { spec.routes[position].title = checkDisplayText(title, what: "a title") }
            guard let located = written.titleProperty else { continue }
            let shown = route.parameters.compactMap {
                parameter -> (name: String, properties: [(String, String, FeatureSpec.PropertyDisplay)])? in
                let type = parameter.type.trimmingHorizontalWhitespace()
                let modelName = TypeSyntax.identifiedModel(type) ?? type
                return models.first { $0.name == modelName }
            }
            guard shown.count == 1, let model = shown.first else {
                error(
                    located,
                    shown.isEmpty
                        ? "route '\(route.name)' is given no model (a parameter of a model type or its 'Model.ID'), so no property can title it; write \"title\" for a fixed title"
                        : "route '\(route.name)' is given \(shown.count) models, so \"titleProperty\" cannot tell which titles it; write \"title\" instead"
                )
                continue
            }
            spec.routes[position].titleProperty = checkTitleProperty(
                located, model: model.name, properties: model.properties.map { ($0.0, $0.1, $0.2) })
        }
    }

    // MARK: - Checks

    /// Display text: non-empty, on one line.
    mutating func checkDisplayText(_ text: Located<String>, what: String) -> String? {
        if text.value.trimmingWhitespaceAndLineBreaks().isEmpty || text.value.unicodeScalars.contains(where: { $0.value < 0x20 })
        {
            error(text, "\(what) must be non-empty text on one line")
            return nil
        }
        return text.value
    }

    /// A title property: shown, and a non-optional `String` or `URL`.
    private mutating func checkTitleProperty(
        _ located: Located<String>, model: String,
        properties: [(name: String, type: String, display: FeatureSpec.PropertyDisplay)]
    ) -> String? {
        guard let name = shownProperty(located, model: model, properties: properties, role: "a title"),
            let type = properties.first(where: { $0.name == name })?.type.trimmingHorizontalWhitespace()
        else { return nil }
        guard type == "String" || type == "URL" else {
            error(
                located,
                "'\(model).\(name)' is '\(type)'; a title is a non-optional String or URL (show '\(name)' as the subtitle instead)"
            )
            return nil
        }
        return name
    }

    /// The canonical name of the property `located` names, when the screen shows it.
    private mutating func shownProperty(
        _ located: Located<String>, model: String,
        properties: [(name: String, type: String, display: FeatureSpec.PropertyDisplay)],
        role: String
    ) -> String? {
        let name = SwiftName(located.value).canonical(as: .member)
        guard let property = properties.first(where: { $0.name == name }) else {
            let shown = properties.filter { !$0.display.isHidden && Self.isShown(name: $0.name, type: $0.type) }.map(\.name)
            error(located, "'\(located.value)' is not a property of '\(model)'\(suggestion(located.value, shown))")
            return nil
        }
        let reason =
            DisplayRules.isIdentifier(name: name, type: property.type)
            ? "an identifier, which means nothing to a person"
            : DisplayRules.isSensitive(name)
                ? "secret or personal by its name, which the screen never shows"
                : property.display.isHidden
                    ? "hidden"
                    : !Self.isShown(name: name, type: property.type)
                        ? "'\(property.type)', which the screen does not show (it shows text, numbers, dates and flags)" : nil
        if let reason {
            error(located, "'\(model).\(name)' is \(reason), so it cannot be \(role)")
            return nil
        }
        return name
    }

    private static func isShown(name: String, type: String) -> Bool {
        !DisplayRules.displayFields(of: [(name, type)]).isEmpty
    }

    /// A `format` for a property of `type`.
    private mutating func checkFormat(_ located: Located<String>, name: String, type: String) -> FeatureSpec.DisplayFormat? {
        let text = located.value
        let (head, argument) =
            text.firstIndex(of: ":").map { (String(text[..<$0]), String(text[text.index(after: $0)...])) } ?? (text, nil)
        let format: FeatureSpec.DisplayFormat
        switch (head, argument) {
        case ("number", nil): format = .number
        case ("percent", nil): format = .percent
        case ("date", nil): format = .date
        case ("time", nil): format = .time
        case ("dateTime", nil): format = .dateTime
        case ("relative", nil): format = .relative
        case ("currency", let code):
            guard let code, code.utf8.count == 3, code.utf8.allSatisfy({ (65...90).contains($0) }) else {
                error(located, "a currency format names its ISO 4217 code in capitals, as in 'currency:USD' or 'currency:EUR'")
                return nil
            }
            guard Self.currencyCodes.contains(code) else {
                error(located, "'\(code)' is not an ISO 4217 currency code\(suggestion(code, Self.currencyCodes.sorted()))")
                return nil
            }
            format = .currency(code: code)
        case ("measurement", let unitName):
            guard let unitName, let unit = FeatureSpec.MeasurementUnit(named: unitName) else {
                let names = FeatureSpec.MeasurementUnit.names
                error(
                    located,
                    "a measurement format names its unit, as in 'measurement:kilometers'\(suggestion(unitName ?? "", names)) (known units: \(names.joined(separator: ", ")))"
                )
                return nil
            }
            format = .measurement(unit: unit)
        default:
            let spellings = FeatureSpec.DisplayFormat.spellings
            error(
                located,
                "unknown format '\(text)'\(suggestion(text, Self.formatNames.map { name in argument.map { "\(name):\($0)" } ?? name })) (known formats: \(spellings.joined(separator: ", ")))"
            )
            return nil
        }
        let value = (TypeSyntax.optionalWrapped(type) ?? type).trimmingHorizontalWhitespace()
        let fits: Bool
        switch format {
        case .date, .time, .dateTime, .relative: fits = value == "Date"
        case .measurement: fits = Self.measurableTypes.contains(value)
        case .number, .percent, .currency: fits = Self.measurableTypes.contains(value) || value == "Decimal"
        }
        if !fits {
            let needs =
                format.isForDates
                ? "a Date"
                : Self.isMeasurement(format) ? "a Double, Float or integer" : "a number (an integer, Double, Float or Decimal)"
            error(located, "format '\(text)' needs \(needs); '\(name)' is '\(type)'")
            return nil
        }
        return format
    }

    private static func isMeasurement(_ format: FeatureSpec.DisplayFormat) -> Bool {
        if case .measurement = format { return true }
        return false
    }

    /// The number types a `Measurement` is built from (through `Double(_:)`), and `.number`,
    /// `.percent` and `.currency(code:)` format.
    static let measurableTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "TimeInterval",
    ]
}
