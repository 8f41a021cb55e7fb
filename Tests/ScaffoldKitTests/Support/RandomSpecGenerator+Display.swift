@testable import ScaffoldKit

/// Display hints for generated specs, valid by construction: labels (with quotes, backslashes
/// and non-ASCII text), every format on a type it fits, `hidden`, a model's title and subtitle,
/// a route's fixed title or `titleProperty` when it is given exactly one model, and a route's
/// `presentation` (a sheet or a cover; cross-feature routes included).
extension RandomSpecGenerator {
    /// A shown property of a model: what the hints may name.
    private struct Shown {
        let name: String
        let type: String
    }

    static let labels = ["Unit \"price\"", "Größe", "Back\\slash", "Added", "Ünïcode ✓", "Best before"]

    private mutating func hintChance(_ percent: Int) -> Bool { Int.random(in: 0...99, using: &hintRandom) < percent }
    private mutating func hintPick<T>(_ items: [T]) -> T { items[Int.random(in: 0...(items.count - 1), using: &hintRandom)] }

    /// The formats that fit `type` (without its optional mark), as spelled in a spec.
    static func formats(for type: String) -> [String] {
        switch type {
        case "Date": ["date", "time", "dateTime", "relative"]
        case "Decimal": ["number", "percent", "currency:EUR", "currency:JPY"]
        case "Int", "Double", "Float":
            ["number", "percent", "currency:USD", "measurement:kilometers", "measurement:celsius", "measurement:kilograms"]
        default: []
        }
    }

    /// `spec` with display hints on some models, storage models and routes.
    mutating func addingDisplayHints(to spec: OrderedJSON) -> OrderedJSON {
        var result = spec
        var shownByModel: [String: [Shown]] = [:]
        let models = Self.elements(Self.member(spec, "models")).map { model -> OrderedJSON in
            let (hinted, shown) = hinting(model)
            shownByModel[Self.string(Self.member(model, "name"))] = shown
            return hinted
        }
        if !models.isEmpty { result = Self.replacing("models", with: .array(models), in: result) }
        if let storage = Self.member(spec, "storage"), Self.string(Self.member(storage, "kind")) == "swiftdata" {
            let stored = Self.elements(Self.member(storage, "models")).map { model -> OrderedJSON in
                let (hinted, shown) = hinting(model)
                shownByModel[Self.string(Self.member(model, "name"))] = shown
                return hinted
            }
            if !stored.isEmpty {
                result = Self.replacing("storage", with: Self.replacing("models", with: .array(stored), in: storage), in: result)
            }
        }
        let routes = Self.elements(Self.member(spec, "routes")).map { titling($0, shownByModel) }
        if !routes.isEmpty { result = Self.replacing("routes", with: .array(routes), in: result) }
        return result
    }

    /// A model with hints on some of its properties and maybe a title and subtitle; and its shown properties.
    private mutating func hinting(_ model: OrderedJSON) -> (OrderedJSON, [Shown]) {
        var shown: [Shown] = []
        let properties = Self.elements(Self.member(model, "properties")).map { property -> OrderedJSON in
            // The validator reads canonical names (`item_id` is `itemID`, an identifier); only
            // unqualified types are hinted, so the written type is the canonical one.
            let name = SwiftName(Self.string(Self.member(property, "name"))).canonical(as: .member)
            let type = Self.string(Self.member(property, "type"))
            guard (TypeSyntax.optionalWrapped(type) ?? type).allSatisfy(\.isLetter),
                !DisplayRules.displayFields(of: [(name: name, type: type)]).isEmpty
            else { return property }
            var hinted = property
            if hintChance(10) {
                return Self.adding(("hidden", .bool(true)), to: hinted)
            }
            shown.append(Shown(name: Self.string(Self.member(property, "name")), type: type))
            if hintChance(25) { hinted = Self.adding(("label", .string(hintPick(Self.labels))), to: hinted) }
            let formats = Self.formats(for: TypeSyntax.optionalWrapped(type) ?? type)
            if !formats.isEmpty, hintChance(50) { hinted = Self.adding(("format", .string(hintPick(formats))), to: hinted) }
            return hinted
        }
        var result = properties.isEmpty ? model : Self.replacing("properties", with: .array(properties), in: model)
        let titles = shown.filter { $0.type == "String" || $0.type == "URL" }
        var title: String?
        if !titles.isEmpty, hintChance(40) {
            let name = hintPick(titles).name
            title = name
            result = Self.adding(("titleProperty", .string(name)), to: result)
        }
        let subtitles = shown.filter { $0.name != title }
        if !subtitles.isEmpty, hintChance(30) {
            result = Self.adding(("subtitleProperty", .string(hintPick(subtitles).name)), to: result)
        }
        return (result, shown)
    }

    /// A route with a fixed title, or a `titleProperty` when it is given exactly one model with a title-capable property.
    private mutating func titling(_ route: OrderedJSON, _ shownByModel: [String: [Shown]]) -> OrderedJSON {
        let titled = titlingOnly(route, shownByModel)
        guard hintChance(25) else { return titled }
        return Self.adding(("presentation", .string(hintPick(["sheet", "fullScreenCover"]))), to: titled)
    }

    private mutating func titlingOnly(_ route: OrderedJSON, _ shownByModel: [String: [Shown]]) -> OrderedJSON {
        guard Self.member(route, "opens") == nil else { return route }
        let given = Self.elements(Self.member(route, "parameters")).compactMap { parameter -> [Shown]? in
            let type = Self.string(Self.member(parameter, "type"))
            return shownByModel[TypeSyntax.identifiedModel(type) ?? type]
        }
        if given.count == 1, let titles = given.first?.filter({ $0.type == "String" || $0.type == "URL" }), !titles.isEmpty,
            hintChance(50)
        {
            return Self.adding(("titleProperty", .string(hintPick(titles).name)), to: route)
        }
        return hintChance(20) ? Self.adding(("title", .string(hintPick(Self.labels))), to: route) : route
    }
}
