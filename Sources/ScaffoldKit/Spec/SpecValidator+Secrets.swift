/// Routes never carry secrets: a route is `Codable` and may be saved with the navigation path
/// (state restoration, a deep link, a crash report's breadcrumbs), so a route parameter that is
/// secret (``SecretNames``) or whose model holds a secret — directly or through another model —
/// is an error located at that parameter, suggesting an identifier to pass instead.
extension SpecValidator {
    /// Reports every route parameter of `draft` that would carry a secret of `spec`'s models.
    mutating func validateRouteSecrets(_ spec: FeatureSpec, _ draft: SpecDraft) {
        let models = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for route in draft.routes {
            let routeName = route.name?.value ?? "the route"
            for parameter in route.parameters {
                guard let name = parameter.name else { continue }
                if SecretNames.isSecret(name.value) {
                    error(
                        name,
                        "route '\(routeName)' would carry the secret '\(name.value)' in its Codable value, which the navigation path may save; pass what identifies it instead, or keep it in state"
                    )
                    continue
                }
                guard let type = parameter.type,
                    let (model, property) = Self.secret(in: type.value, models: models, visited: [])
                else { continue }
                let identifier = models[model]?.properties.first { $0.name == "id" || $0.name.hasSuffix("ID") }
                let instead =
                    identifier.map { "pass its identifier instead ('\($0.name)': \($0.type))" }
                    ?? "pass an identifier instead (a String or UUID naming it)"
                error(
                    type,
                    "route '\(routeName)' would carry \(model)'s secret '\(property)' in its Codable value, which the navigation path may save; \(instead), or have the command emit it to the app"
                )
            }
        }
    }

    /// The first model named in `type` (or in the types of its models' properties, transitively)
    /// that has a secret property: the model's name and the property's.
    private static func secret(
        in type: String, models: [String: FeatureSpec.Model], visited: Set<String>
    ) -> (model: String, property: String)? {
        var visited = visited
        for name in identifiers(in: type) where !visited.contains(name) {
            guard let model = models[name] else { continue }
            visited.insert(name)
            if let property = model.properties.first(where: { SecretNames.isSecret($0.name) }) {
                return (model.name, property.name)
            }
            for property in model.properties {
                if let found = secret(in: property.type, models: models, visited: visited) { return found }
            }
        }
        return nil
    }

    /// The type names of a Swift type expression that carry a value of that type
    /// (`[String: Session]` → `String`, `Session`); a model's identity (`Session.ID`) carries
    /// only the identity, so it is left out.
    private static func identifiers(in type: String) -> [String] {
        type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }.flatMap { path -> [String] in
            let components = path.split(separator: ".").map(String.init)
            return components.count >= 2 && components.last == "ID" ? [] : components
        }
    }
}
