/// Deterministic sample values, as Swift expressions, for the generated tests.
///
/// Known scalar types get fixed literals (strings are `"sample <words>"`, so fixtures never
/// contain personal data); a spec model gets `<Model>.fixture` (declared in the generated test
/// support file) when every one of its properties has a fixture. Inside a model, optionals are
/// `nil` and collections empty, so recursive models still have a finite fixture; outside a
/// model, `Model.ID` is `Model.fixture.id` (inside one, a literal of the ID's type, so a model's
/// fixture never refers to itself). A type without
/// a fixture makes the tests that need it be left out.
struct FixtureCatalog {
    private let models: [String: FeatureSpec.Model]
    private let modelsWithFixtures: Set<String>

    /// - Parameters:
    ///   - models: the spec's models; each gets `<Model>.fixture` when all its properties have one.
    ///   - identifiedModels: models that only lend their `id` type (storage models): `M.ID`
    ///     gets a literal of the identity's type, `M` itself has no fixture here.
    init(models: [FeatureSpec.Model], identifiedModels: [FeatureSpec.Model] = []) {
        let byName = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.models = byName.merging(identifiedModels.map { ($0.name, $0) }) { first, _ in first }
        var resolved: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for model in models where !resolved.contains(model.name) {
                let complete = model.properties.allSatisfy {
                    Self.propertyFixture(for: $0.type, nameHint: $0.name, models: byName, resolved: resolved) != nil
                }
                if complete {
                    resolved.insert(model.name)
                    changed = true
                }
            }
        }
        self.modelsWithFixtures = resolved
    }

    /// A sample value of `type` for a method argument, result or route parameter; collections
    /// hold one element and optionals a value, so tests see content. `nil` when unknown.
    func fixture(for type: String, nameHint: String) -> String? {
        Self.valueFixture(for: type, nameHint: nameHint, models: models, resolved: modelsWithFixtures)
    }

    /// A second sample value of a scalar `type` (or of `Model.ID` with a scalar identity),
    /// different from ``fixture(for:nameHint:)``'s: tests use it for a second destination of the
    /// same route. `nil` for any other type.
    func otherFixture(for type: String, nameHint: String) -> String? {
        let type = type.trimmingHorizontalWhitespace()
        if let modelName = TypeSyntax.identifiedModel(type) {
            guard let id = models[modelName]?.properties.first(where: { $0.name == "id" }) else { return nil }
            return Self.otherScalarFixture(for: id.type.trimmingHorizontalWhitespace(), nameHint: "\(modelName) id")
        }
        return Self.otherScalarFixture(for: type, nameHint: nameHint)
    }

    private static func otherScalarFixture(for type: String, nameHint: String) -> String? {
        switch type {
        case "String", "Substring": "\"other sample \(FeatureNaming.displayName(nameHint).lowercased())\""
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Decimal": "2"
        case "Double", "Float", "CGFloat", "TimeInterval": "2.5"
        case "Bool": "false"
        case "UUID": "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2))"
        case "Date": "Date(timeIntervalSince1970: 1)"
        case "URL": "URL(fileURLWithPath: \"/other-sample\")"
        case "Data": "Data([2])"
        default: nil
        }
    }

    /// The arguments of `<model>.fixture`, one per property, or `nil` when some property's
    /// type has no fixture.
    func modelFixtureArguments(_ model: FeatureSpec.Model) -> [String]? {
        guard modelsWithFixtures.contains(model.name) else { return nil }
        return model.properties.map {
            Self.propertyFixture(for: $0.type, nameHint: $0.name, models: models, resolved: modelsWithFixtures) ?? ""
        }
    }

    private static func valueFixture(
        for type: String, nameHint: String, models: [String: FeatureSpec.Model], resolved: Set<String>
    ) -> String? {
        if let wrapped = TypeSyntax.optionalWrapped(type) {
            return valueFixture(for: wrapped, nameHint: nameHint, models: models, resolved: resolved)
        }
        if let element = TypeSyntax.arrayElement(type) ?? TypeSyntax.setElement(type) {
            return valueFixture(for: element, nameHint: nameHint, models: models, resolved: resolved).map { "[\($0)]" }
        }
        if let (key, value) = TypeSyntax.dictionaryParts(type) {
            guard let key = valueFixture(for: key, nameHint: nameHint, models: models, resolved: resolved),
                let value = valueFixture(for: value, nameHint: nameHint, models: models, resolved: resolved)
            else { return nil }
            return "[\(key): \(value)]"
        }
        if let modelName = TypeSyntax.identifiedModel(type), resolved.contains(modelName),
            models[modelName]?.isIdentifiable == true
        {
            return "\(modelName).fixture.id"
        }
        return namedFixture(for: type, nameHint: nameHint, models: models, resolved: resolved)
    }

    private static func propertyFixture(
        for type: String, nameHint: String, models: [String: FeatureSpec.Model], resolved: Set<String>
    ) -> String? {
        if TypeSyntax.optionalWrapped(type) != nil { return "nil" }
        if TypeSyntax.arrayElement(type) != nil || TypeSyntax.setElement(type) != nil { return "[]" }
        if TypeSyntax.dictionaryParts(type) != nil { return "[:]" }
        return namedFixture(for: type, nameHint: nameHint, models: models, resolved: resolved)
    }

    private static func namedFixture(
        for type: String, nameHint: String, models: [String: FeatureSpec.Model], resolved: Set<String>
    ) -> String? {
        let type = type.trimmingHorizontalWhitespace()
        if let scalar = scalarFixture(for: type, nameHint: nameHint) { return scalar }
        if let modelName = TypeSyntax.identifiedModel(type), let model = models[modelName],
            let id = model.properties.first(where: { $0.name == "id" })
        {
            return scalarFixture(for: id.type, nameHint: "\(modelName) id")
        }
        if resolved.contains(type) { return "\(type).fixture" }
        return nil
    }

    private static func scalarFixture(for type: String, nameHint: String) -> String? {
        switch type {
        case "String", "Substring":
            let words = FeatureNaming.displayName(nameHint).lowercased()
            return "\"sample \(words)\""
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Decimal":
            return "1"
        case "Double", "Float", "CGFloat", "TimeInterval":
            return "1.5"
        case "Bool":
            return "true"
        case "UUID":
            return "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))"
        case "Date":
            return "Date(timeIntervalSince1970: 0)"
        case "URL":
            return "URL(fileURLWithPath: \"/sample\")"
        case "Data":
            return "Data([1])"
        default:
            return nil
        }
    }
}
