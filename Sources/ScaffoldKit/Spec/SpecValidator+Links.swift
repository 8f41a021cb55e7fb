/// Deep links (a route's `link`): the pattern parses (``LinkPattern``), names each of the
/// route's parameters exactly once and nothing else, each parameter has a type a path segment
/// can spell (``linkableTypes``, or a model's `ID` of one of them), and no route's pattern is
/// hidden by an earlier one that matches every path it does (patterns are tried in order). Every problem is located at the `link` it concerns.
extension SpecValidator {
    /// The types a link parameter may have, directly or as a model's `id`: what the generated
    /// code reads from a path segment (`String` as it is, the others with their `String`
    /// initializers) and writes back (`description`, `uuidString`).
    static let linkableTypes = ["String", "Int", "Double", "Bool", "UUID"]

    /// Checks every route's `link` and writes the canonical pattern (parameter names spelled
    /// as the route's) into `spec`.
    mutating func validateLinks(_ spec: inout FeatureSpec, _ draft: SpecDraft) {
        var accepted: [(pattern: LinkPattern, types: [String: String], route: String)] = []
        for (index, route) in draft.routes.enumerated() {
            guard let written = route.link else { continue }
            // A route or parameter rejected for another reason is reported already.
            guard let position = placement.routes[index], !placement.routeParameters[index].contains(nil) else { continue }
            let validated = spec.routes[position]
            let pattern: LinkPattern
            switch LinkPattern.parse(written.value) {
            case .failure(let problem):
                error(written, "link '\(written.value)' \(problem.description)")
                continue
            case .success(let parsed):
                pattern = parsed
            }
            guard let canonical = checkLinkParameters(pattern, written: written, route: validated, spec: spec) else { continue }
            let types = Self.linkTypes(of: validated, spec: spec)
            if let earlier = accepted.first(where: { $0.pattern.covers(canonical, types: $0.types, otherTypes: types) }) {
                error(
                    written,
                    "link '\(written.value)' is never reached: the link '\(earlier.pattern.text)' of route '\(earlier.route)', tried first, matches every path it does; declare route '\(validated.name)' first, or make a literal segment differ"
                )
                continue
            }
            accepted.append((canonical, types, validated.name))
            spec.routes[position].link = canonical.text
        }
    }

    /// The pattern with its parameter names spelled as the route's, after checking that it
    /// names each parameter once and only those, of a linkable type; `nil` after reporting.
    private mutating func checkLinkParameters(
        _ pattern: LinkPattern, written: Located<String>, route: FeatureSpec.Route, spec: FeatureSpec
    ) -> LinkPattern? {
        let parameters = route.parameters.map(\.name)
        var segments: [LinkPattern.Segment] = []
        var named: Set<String> = []
        for segment in pattern.segments {
            guard case .parameter(let written0) = segment else {
                segments.append(segment)
                continue
            }
            let name = SwiftName(written0).canonical(as: .parameter)
            guard let parameter = route.parameters.first(where: { $0.name == name }) else {
                let known = parameters.isEmpty ? "it has none" : "its parameters: " + parameters.joined(separator: ", ")
                error(
                    written,
                    "link '\(written.value)' names '{\(written0)}', which is no parameter of route '\(route.name)'\(suggestion(written0, parameters)) (\(known))"
                )
                return nil
            }
            guard named.insert(name).inserted else {
                error(written, "link '\(written.value)' names '{\(written0)}' twice; each parameter fills one segment")
                return nil
            }
            guard Self.linkableType(parameter.type, spec: spec) != nil else {
                error(
                    written,
                    "link '\(written.value)' reads '\(name)' from a path segment, but its type '\(parameter.type)' cannot be spelled in one (a link parameter is \(Self.linkableTypes.joined(separator: ", ")) or a model's ID of one of those)"
                )
                return nil
            }
            segments.append(.parameter(name))
        }
        let missing = parameters.filter { !named.contains($0) }
        if !missing.isEmpty {
            error(
                written,
                "link '\(written.value)' leaves out \(missing.map { "'{\($0)}'" }.joined(separator: ", ")), so it cannot make route '\(route.name)'; add a segment for each parameter"
            )
            return nil
        }
        return LinkPattern(segments: segments)
    }

    /// Each parameter's linkable type, by name (`String` for one that has none: reported).
    static func linkTypes(of route: FeatureSpec.Route, spec: FeatureSpec) -> [String: String] {
        Dictionary(
            route.parameters.map { ($0.name, linkableType($0.type, spec: spec) ?? "String") },
            uniquingKeysWith: { first, _ in first })
    }

    /// The linkable type (one of ``linkableTypes``) that `type` is or whose `ID` it names (a
    /// model's or stored model's `id` of that type); `nil` for any other type.
    static func linkableType(_ type: String, spec: FeatureSpec) -> String? {
        let type = type.filter { !$0.isWhitespace }
        if linkableTypes.contains(type) { return type }
        guard type.hasSuffix(".ID") else { return nil }
        let model = String(type.dropLast(3))
        let idType =
            spec.models.first { $0.name == model }?.properties.first { $0.name == "id" }?.type
            ?? spec.storage.models.first { $0.name == model }?.properties.first { $0.name == "id" }?.type
        return idType.flatMap { linkableTypes.contains($0) ? $0 : nil }
    }
}
