/// Gives every client method of a feature a name that is unique across the feature.
///
/// The base name when it is unique; otherwise the base name followed by its argument labels
/// (`forecast(for:)` → `forecastFor`, `_` labels skipped); when that still collides (two
/// clients with the same requirement), the client's name in front (`weatherForecastFor`).
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
        return zip(methods, labelled).map { entry, name in
            guard labelledCounts[name, default: 0] > 1 else { return name }
            return FeatureNaming.memberName(entry.client) + FeatureNaming.typeName(name)
        }
    }
}
