/// Form routes (`form`): a page that creates or edits a stored model through a draft. A form
/// names a stored model of the feature's storage (style `feature`); a route with one parameter of
/// the model's `Model.ID` edits that value and has no other parameter; a route without one creates
/// a value, and each of its parameters fills the new value's property (or to-one relationship's
/// `<name>ID`) of the same name and type. A new value must be buildable on the device: an `id`
/// of type `UUID`, and every property the form cannot edit optional or with a default.
extension SpecValidator {
    /// Checks every route's `form` once the stored models are known, and records the valid ones.
    mutating func validateForms(_ spec: inout FeatureSpec, _ draft: SpecDraft) {
        for (index, written) in draft.routes.enumerated() {
            guard let located = written.form, let position = placement.routes[index] else { continue }
            if let model = checkForm(located, route: spec.routes[position], spec: spec, written: written) {
                spec.routes[position].form = model
            }
        }
    }

    private mutating func checkForm(
        _ located: Located<String>, route: FeatureSpec.Route, spec: FeatureSpec, written: SpecDraft.Route
    ) -> String? {
        let name = located.value
        if route.opens != nil {
            error(located, "a route that opens another feature shows that feature's page; it cannot also be a form")
            return nil
        }
        guard spec.style == "feature" else {
            error(located, "forms are generated in style 'feature' only yet (this spec's style is '\(spec.style)')")
            return nil
        }
        let stored = spec.storage.kind == .none ? [] : spec.storage.models
        guard let model = stored.first(where: { $0.name == name }) else {
            let known = stored.map(\.name)
            if spec.models.contains(where: { $0.name == name }) {
                error(
                    located,
                    "'\(name)' is a client model; a form saves through the feature's store, so it needs a stored model (storage 'memory' or 'swiftdata')\(known.isEmpty ? "" : " (stored: \(known.joined(separator: ", ")))")"
                )
            } else if known.isEmpty {
                error(located, "a form saves through the feature's store, and this feature stores nothing (storage kind 'none')")
            } else {
                error(
                    located,
                    "unknown stored model '\(name)'\(suggestion(name, known)) (stored: \(known.joined(separator: ", ")))")
            }
            return nil
        }
        let identities = route.parameters.indices.filter {
            TypeSyntax.identifiedModel(route.parameters[$0].type) == model.name
        }
        if identities.count > 1 {
            error(
                located,
                "route '\(route.name)' has \(identities.count) parameters of type '\(model.name).ID'; an edit form edits one value"
            )
            return nil
        }
        if let identity = identities.first {
            if let other = route.parameters.indices.first(where: { $0 != identity }) {
                let location = written.parameters.indices.contains(other) ? written.parameters[other].name : nil
                let message =
                    "an edit form is opened with the identity of the value it edits alone; remove parameter '\(route.parameters[other].name)'"
                if let location { error(location, message) } else { error(located, message) }
                return nil
            }
            return model.name
        }
        return checkCreateForm(located, route: route, model: model, spec: spec, written: written) ? model.name : nil
    }

    /// A create form: parameters that fill properties, a `UUID` identity, nothing left unbuildable.
    private mutating func checkCreateForm(
        _ located: Located<String>, route: FeatureSpec.Route, model: FeatureSpec.Storage.Model, spec: FeatureSpec,
        written: SpecDraft.Route
    ) -> Bool {
        let fillable = FormFields.fillable(model)
        var valid = true
        for (index, parameter) in route.parameters.enumerated() {
            let type = parameter.type.trimmingHorizontalWhitespace()
            guard let target = fillable.first(where: { $0.name == parameter.name }) else {
                let names = fillable.map(\.name)
                let message =
                    "parameter '\(parameter.name)' of create form '\(route.name)' names no property of '\(model.name)' to fill\(suggestion(parameter.name, names)) (fillable: \(names.joined(separator: ", ")))"
                if written.parameters.indices.contains(index), let name = written.parameters[index].name {
                    error(name, message)
                } else {
                    error(located, message)
                }
                valid = false
                continue
            }
            if type != target.type, type + "?" != target.type {
                let message =
                    "parameter '\(parameter.name)' of create form '\(route.name)' is a '\(type)', but it fills '\(model.name).\(target.name)', a '\(target.type)'"
                if written.parameters.indices.contains(index), let typeText = written.parameters[index].type {
                    error(typeText, message)
                } else {
                    error(located, message)
                }
                valid = false
            }
        }
        let enums = Set(spec.storage.enums.map(\.name))
        if let id = model.properties.first(where: { $0.name == "id" }), id.type.trimmingHorizontalWhitespace() != "UUID" {
            error(
                located,
                "a create form makes the new '\(model.name)' on the device, so its 'id' must be a UUID (it is a '\(id.type)'); edit forms work with any identity"
            )
            valid = false
        }
        let filled = Set(route.parameters.map(\.name))
        for property in model.properties where property.name != "id" && !filled.contains(property.name) {
            guard property.defaultValue == nil,
                let type = StorageType(property.type.trimmingHorizontalWhitespace(), enums: enums),
                !type.isOptional, FormFields.initialValue(of: type, enums: spec.storage.enums) == nil
            else { continue }
            error(
                located,
                "a create form cannot start a new '\(model.name)': '\(property.name)' (\(property.type)) is not typed into a form and has no default; give it a \"default\" or make it optional"
            )
            valid = false
        }
        return valid
    }
}
