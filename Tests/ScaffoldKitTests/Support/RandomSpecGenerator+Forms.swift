@testable import ScaffoldKit

/// Form routes for generated specs, valid by construction: in style `feature` with storage, an
/// edit form for some stored models and a create form for those a device can start (a `UUID`
/// identity, no `URL` without a default), sometimes filling a to-one relationship's identity
/// from the route.
extension RandomSpecGenerator {
    private mutating func formChance(_ percent: Int) -> Bool { Int.random(in: 0...99, using: &hintRandom) < percent }

    /// `spec` with form routes added for some of its stored models.
    mutating func addingForms(to spec: OrderedJSON) -> OrderedJSON {
        guard ["", "feature"].contains(Self.string(Self.member(spec, "style"))), let storage = Self.member(spec, "storage"),
            ["memory", "swiftdata"].contains(Self.string(Self.member(storage, "kind")))
        else { return spec }
        var forms: [OrderedJSON] = []
        for model in Self.elements(Self.member(storage, "models")) {
            let name = SwiftName(Self.string(Self.member(model, "name"))).typeName
            if formChance(60) {
                forms.append(
                    .object([
                        ("name", .string("edit\(name)Form")),
                        ("parameters", .array([.object([("name", .string("editedID")), ("type", .string("\(name).ID"))])])),
                        ("form", .string(name)),
                    ]))
            }
            if Self.canStartNew(model) {
                var route: [(String, OrderedJSON)] = [("name", .string("new\(name)Form"))]
                if let parent = Self.elements(Self.member(model, "relationships")).first(where: {
                    Self.isToOne($0) && Self.string(Self.member($0, "to")) != name
                }), formChance(80) {
                    let member = SwiftName(Self.string(Self.member(parent, "name"))).canonical(as: .member) + "ID"
                    let type = Self.string(Self.member(parent, "to")) + ".ID"
                    route.append(("parameters", .array([.object([("name", .string(member)), ("type", .string(type))])])))
                }
                route.append(("form", .string(name)))
                if formChance(60) { route.append(("presentation", .string("sheet"))) }
                forms.append(.object(route))
            }
        }
        guard !forms.isEmpty else { return spec }
        return Self.replacing("routes", with: .array(Self.elements(Self.member(spec, "routes")) + forms), in: spec)
    }

    /// Whether a create form can build a new value of `model`: its `id` is a `UUID` and every
    /// `URL` property is optional or has a default.
    private static func canStartNew(_ model: OrderedJSON) -> Bool {
        Self.elements(Self.member(model, "properties")).allSatisfy { property in
            let name = string(member(property, "name")), type = string(member(property, "type"))
            if name == "id" { return type == "UUID" }
            return type != "URL" || member(property, "default") != nil
        }
    }

    /// Whether `relationship` is to-one (a self-referential one's `<Model>.ID` would make the form an edit form).
    private static func isToOne(_ relationship: OrderedJSON) -> Bool {
        if case .bool(true)? = member(relationship, "toMany") { return false }
        return true
    }
}
