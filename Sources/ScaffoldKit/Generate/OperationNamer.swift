/// Gives every client method of a feature a name that is unique across the feature.
///
/// The base name when it is unique; otherwise the base name followed by its argument labels
/// (`forecast(for:)` → `forecastFor`, `_` labels skipped); when that still collides (two
/// clients with the same requirement), the client's name in front (`weatherForecastFor`);
/// overloads that differ only in types are numbered (`storeLoadLimit1`, `storeLoadLimit2`).
enum OperationNamer {
    /// Names for `methods` (client name, method), in the same order.
    static func names(for methods: [(client: String, method: FeatureSpec.Method)]) -> [String] {
        let baseCounts = Dictionary(methods.map { ($0.method.name, 1) }, uniquingKeysWith: +)
        let labelled = methods.map { entry -> String in
            guard baseCounts[entry.method.name, default: 0] > 1 else { return entry.method.name }
            let labels = entry.method.parameters.compactMap { parameter -> String? in
                let label = parameter.label ?? parameter.name
                return label == "_" ? nil : FeatureNaming.typeName(label)
            }
            return entry.method.name + labels.joined()
        }
        let labelledCounts = Dictionary(labelled.map { ($0, 1) }, uniquingKeysWith: +)
        let prefixed = zip(methods, labelled).map { entry, name in
            guard labelledCounts[name, default: 0] > 1 else { return name }
            return FeatureNaming.memberName(entry.client) + FeatureNaming.typeName(name)
        }
        // Overloads that differ only in types: number them in spec order.
        var seen: [String: Int] = [:]
        let prefixedCounts = Dictionary(prefixed.map { ($0, 1) }, uniquingKeysWith: +)
        return prefixed.map { name in
            guard prefixedCounts[name, default: 0] > 1 else { return name }
            seen[name, default: 0] += 1
            return name + String(seen[name, default: 1])
        }
    }

    /// Whether each method's selector (`load(limit:)`) is shared with another method of the
    /// feature, in which case the feature model cannot reuse it and names its method after the
    /// operation instead.
    static func sharedSelectors(for methods: [FeatureSpec.Method]) -> [Bool] {
        let selectors = methods.map(selector)
        let counts = Dictionary(selectors.map { ($0, 1) }, uniquingKeysWith: +)
        return selectors.map { counts[$0, default: 0] > 1 }
    }

    /// `name(label:label:)`.
    static func selector(_ method: FeatureSpec.Method) -> String {
        "\(method.name)(\(method.parameters.map { "\($0.label ?? $0.name):" }.joined()))"
    }
}
