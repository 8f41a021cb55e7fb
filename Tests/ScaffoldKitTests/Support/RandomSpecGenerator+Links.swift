@testable import ScaffoldKit

/// Deep links for generated specs, valid by construction: some routes whose parameters a path
/// segment can spell get a `link` whose first segment is a literal no other link has (so no link
/// hides another), then each parameter, sometimes between further literals, in a random order.
extension RandomSpecGenerator {
    private mutating func linkChance(_ percent: Int) -> Bool { Int.random(in: 0...99, using: &hintRandom) < percent }

    /// `spec` with a `link` added to some of its routes.
    mutating func addingLinks(to spec: OrderedJSON) -> OrderedJSON {
        let routes = Self.elements(Self.member(spec, "routes"))
        guard !routes.isEmpty else { return spec }
        let idTypes = Self.modelIDTypes(spec)
        var linked: [OrderedJSON] = []
        for (index, route) in routes.enumerated() {
            let parameters = Self.elements(Self.member(route, "parameters")).map { Self.string(Self.member($0, "name")) }
            let types = Self.elements(Self.member(route, "parameters")).map { Self.string(Self.member($0, "type")) }
            let spellable = zip(parameters, types).allSatisfy { name, type in
                name.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
                }
                    && (SpecValidator.linkableTypes.contains(type) || idTypes.contains(type))
            }
            guard spellable, linkChance(50) else {
                linked.append(route)
                continue
            }
            var segments = ["linked-\(index)"]
            for name in parameters.shuffled(using: &hintRandom) {
                if linkChance(30) { segments.append("part_\(segments.count)") }
                segments.append("{\(name)}")
            }
            if linkChance(20) { segments.append("end.~") }
            linked.append(Self.adding(("link", .string(segments.joined(separator: "/"))), to: route))
        }
        return Self.replacing("routes", with: .array(linked), in: spec)
    }

    /// `<Model>.ID` for every model and stored model whose `id` is a linkable type.
    private static func modelIDTypes(_ spec: OrderedJSON) -> Set<String> {
        let models = elements(member(spec, "models")) + elements(member(member(spec, "storage") ?? .array([]), "models"))
        return Set(
            models.compactMap { model in
                let id = elements(member(model, "properties")).first { string(member($0, "name")) == "id" }
                guard let id, SpecValidator.linkableTypes.contains(string(member(id, "type"))) else { return nil }
                return SwiftName(string(member(model, "name"))).typeName + ".ID"
            })
    }
}
