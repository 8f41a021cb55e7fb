/// What the generated screen may show of a value, and which types are known to be `Codable`.
///
/// The screen never renders an arbitrary value (`String(describing:)` of a model would show
/// every property, a session token included). It shows a model through one display-safe
/// property when the model obviously has one (a `String` named `title`, `name`, `displayName`
/// or `label`), scalar route parameters (identifiers, numbers, dates) as they are, `String`
/// route parameters unless their name looks sensitive, and nothing else.
enum DisplayRules {
    /// The display-safe property names, in order of preference.
    static let safePropertyNames = ["title", "name", "displayName", "label"]

    /// Name fragments that mark a value as secret or personal: never shown on screen.
    static let sensitiveFragments = SecretNames.fragments + ["email", "phone"]

    /// Whether a value named `name` of type `type` is an identifier (`id`, `…ID`, `…Id`, a
    /// `UUID` or a model's `ID`): never shown on screen, where it means nothing to a person.
    static func isIdentifier(name: String, type: String) -> Bool {
        let type = TypeSyntax.optionalWrapped(type) ?? type.trimmingHorizontalWhitespace()
        return name == "id" || name.hasSuffix("ID") || name.hasSuffix("Id") || name.hasSuffix("Ids")
            || name.hasSuffix("IDs") || type == "UUID" || TypeSyntax.identifiedModel(type) != nil
    }

    /// How a display-safe field is shown.
    enum FieldKind: Equatable {
        /// A `String` (or `URL`, through `absoluteString`).
        case text
        /// A number or date through a `FormatStyle` (``DisplayField/formatStyle``): numbers
        /// `.number`, dates `.dateTime`, unless the property's `format` says otherwise.
        case styled
        /// Any other standard number: shown through `formatted()`.
        case formatted
        /// A `Bool`: "Yes" or "No".
        case flag
    }

    /// The display-safe fields of a model's properties, in order: standard values (text,
    /// numbers, dates, flags, optionals of those) that are neither identifiers, sensitive nor
    /// hidden, each with its label and format (``FeatureSpec/PropertyDisplay``).
    static func displayFields(of properties: [FeatureSpec.Property]) -> [DisplayField] {
        properties.compactMap { property in
            guard !property.display.isHidden, !isIdentifier(name: property.name, type: property.type),
                !isSensitive(property.name)
            else { return nil }
            let wrapped = TypeSyntax.optionalWrapped(property.type)
            let type = (wrapped ?? property.type).trimmingHorizontalWhitespace()
            let kind: FieldKind
            var accessor = ""
            var style = ""
            switch type {
            case "String": kind = .text
            case "URL":
                kind = .text
                accessor = ".absoluteString"
            case "Bool": kind = .flag
            case _ where property.display.format != nil:
                kind = .styled
            case "Int", "Double", "Decimal":
                kind = .styled
                style = ".number"
            case "Date":
                kind = .styled
                style = ".dateTime"
            case _ where plainScalarTypes.contains(type): kind = .formatted
            default: return nil
            }
            var measurement: String?
            if let format = property.display.format {
                (style, measurement) = formatStyle(format, type: type)
            }
            return DisplayField(
                name: property.name, kind: kind, isOptional: wrapped != nil, accessor: accessor,
                label: property.display.label ?? FeatureNaming.displayName(property.name), formatStyle: style,
                measurementUnit: measurement, needsDouble: type != "Double" && type != "TimeInterval",
                isRelative: property.display.format == .relative)
        }
    }

    /// The fields of `(name, type)` pairs without display hints (route parameters).
    static func displayFields(of properties: [(name: String, type: String)]) -> [DisplayField] {
        displayFields(of: properties.map { FeatureSpec.Property(name: $0.name, type: $0.type) })
    }

    /// The `FormatStyle` expression of a `format` for a value of `type`, and for a measurement
    /// the unit (`UnitLength.kilometers`) the value is wrapped in.
    static func formatStyle(_ format: FeatureSpec.DisplayFormat, type: String) -> (style: String, unit: String?) {
        switch format {
        case .number: (".number", nil)
        case .percent: (".percent", nil)
        case .currency(let code): (".currency(code: \(AppComposer.stringLiteral(code)))", nil)
        case .date: ("Date.FormatStyle(date: .abbreviated, time: .omitted)", nil)
        case .time: ("Date.FormatStyle(date: .omitted, time: .shortened)", nil)
        case .dateTime: ("Date.FormatStyle(date: .abbreviated, time: .shortened)", nil)
        case .relative: (".relative(presentation: .named)", nil)
        case .measurement(let unit): (".measurement(width: .abbreviated)", "\(unit.dimension).\(unit.name)")
        }
    }

    /// A model's title field: its `titleProperty`, else a display-safe property named like a
    /// title (``safePropertyNames``), else its first non-optional text field.
    static func titleField(of model: FeatureSpec.Model) -> DisplayField? {
        let fields = displayFields(of: model.properties)
        if let name = model.display.titleProperty { return fields.first { $0.name == name } }
        let safe = safeProperty(of: model.properties.filter { !$0.display.isHidden }.map { ($0.name, $0.type) })
        return safe.flatMap { name in fields.first { $0.name == name } }
            ?? fields.first { $0.kind == .text && !$0.isOptional && $0.accessor.isEmpty }
    }

    /// A row's title: the model's ``titleField(of:)``, else (a model without text, such as a
    /// reading of a value and a date) its first non-optional number or date field.
    static func rowTitleField(of model: FeatureSpec.Model) -> DisplayField? {
        titleField(of: model)
            ?? displayFields(of: model.properties).first { !$0.isOptional && [.styled, .formatted].contains($0.kind) }
    }

    /// A model's subtitle field: its `subtitleProperty`, else the first non-optional text,
    /// number or date field other than the row's title.
    static func subtitleField(of model: FeatureSpec.Model) -> DisplayField? {
        let fields = displayFields(of: model.properties)
        if let name = model.display.subtitleProperty { return fields.first { $0.name == name } }
        let title = rowTitleField(of: model)
        return fields.first { field in
            field.name != title?.name && !field.isOptional && [.text, .styled].contains(field.kind)
        }
    }

    /// Whether a value named `name` looks secret or personal.
    static func isSensitive(_ name: String) -> Bool {
        // Asked for the same few property names in every feature of a package: remembered.
        sensitiveNames.value(for: name) { searchesSensitiveFragments(name) || SecretNames.hasSecretWord(name) }
    }

    private static let sensitiveNames = Memo<String, Bool>()

    /// ``isSensitive(_:)`` computed.
    static func searchesSensitiveFragments(_ name: String) -> Bool {
        // A plain byte search (the fragments are ASCII): asked for every property of every
        // rendering, where Foundation's and the standard library's searches were measurable.
        let lowered = Array(name.lowercased().utf8)
        return sensitiveFragments.contains { fragment in
            let pattern = Array(fragment.utf8)
            guard lowered.count >= pattern.count else { return false }
            for start in 0...(lowered.count - pattern.count) {
                var matched = 0
                while matched < pattern.count, lowered[start + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return true }
            }
            return false
        }
    }

    /// The display-safe property of `properties` (name, type), or `nil` when there is none.
    static func safeProperty(of properties: [(name: String, type: String)]) -> String? {
        for candidate in safePropertyNames {
            if let property = properties.first(where: { $0.name == candidate && $0.type == "String" }) {
                return property.name
            }
        }
        return nil
    }

    /// Standard types whose values are shown as they are (identifiers, numbers, flags, dates).
    static let plainScalarTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Decimal", "Bool", "UUID", "Date", "TimeInterval",
    ]

    /// Standard types that conform to `Codable` on every platform.
    static let codableStandardTypes: Set<String> = plainScalarTypes.union(["String", "URL", "Data"])

    /// The success message of a command: `Sign in succeeded.`
    static func successMessage(displayName: String) -> String {
        "\(displayName) succeeded."
    }
}

/// A display-safe field of a model (see ``DisplayRules/displayFields(of:)-([FeatureSpec.Property])``).
struct DisplayField: Equatable {
    /// The property name.
    let name: String
    /// How it is shown.
    let kind: DisplayRules.FieldKind
    /// Whether the property is optional (shown only when it has a value).
    let isOptional: Bool
    /// What follows the member to get the shown value (`.absoluteString` for a `URL`).
    let accessor: String
    /// The English label.
    let label: String
    /// For a styled field, the `FormatStyle` expression (`.currency(code: "EUR")`).
    let formatStyle: String
    /// For a measurement, the unit its number is wrapped in (`UnitLength.kilometers`).
    let measurementUnit: String?
    /// Whether the number is converted with `Double(_:)` before it is wrapped in a `Measurement`.
    let needsDouble: Bool
    /// Whether a styled date is shown relative to now (`relative`), kept current by the
    /// runtime's `RelativeDateText` rather than a `Text` drawn once.
    var isRelative = false

    /// The shown value read from `value` (a member access or a bound optional's name): wrapped
    /// in a `Measurement` when the field has a unit.
    func shownValue(_ value: String) -> String {
        guard let measurementUnit else { return value + accessor }
        return "Measurement(value: \(needsDouble ? "Double(\(value))" : value), unit: \(measurementUnit))"
    }
}

/// Decides whether a type expression is known to be `Codable`: standard `Codable` types, the
/// spec's models and storage types (declared `Codable`), `M.ID` of such a model, and optionals,
/// arrays, sets and dictionaries of those. Anything else (an imported type) is not known.
struct CodableTypes {
    /// The models the feature declares (spec models and storage value types).
    let models: Set<String>
    /// Model name → its `id` property's type, for the identifiable ones.
    let idTypes: [String: String]
    /// Other feature-declared `Codable` types (storage enums).
    let otherTypes: Set<String>

    init(spec: FeatureSpec) {
        var models = spec.models.map { ($0.name, $0.properties.first { $0.name == "id" }?.type) }
        if spec.storage.kind != .none {
            models += spec.storage.models.map { ($0.name, $0.properties.first { $0.name == "id" }?.type) }
        }
        self.models = Set(models.map(\.0))
        idTypes = Dictionary(models.compactMap { name, id in id.map { (name, $0) } }, uniquingKeysWith: { first, _ in first })
        otherTypes = spec.storage.kind == .none ? [] : Set(spec.storage.enums.map(\.name))
    }

    /// Whether `type` is known to be `Codable`.
    func contains(_ type: String, depth: Int = 0) -> Bool {
        let type = type.trimmingHorizontalWhitespace()
        guard depth < 16 else { return false }
        if let wrapped = TypeSyntax.optionalWrapped(type) { return contains(wrapped, depth: depth + 1) }
        if let element = TypeSyntax.arrayElement(type) ?? TypeSyntax.setElement(type) {
            return contains(element, depth: depth + 1)
        }
        if let (key, value) = TypeSyntax.dictionaryParts(type) {
            return contains(key, depth: depth + 1) && contains(value, depth: depth + 1)
        }
        if let model = TypeSyntax.identifiedModel(type) {
            return idTypes[model].map { contains($0, depth: depth + 1) } ?? false
        }
        return DisplayRules.codableStandardTypes.contains(type) || models.contains(type) || otherTypes.contains(type)
    }
}
