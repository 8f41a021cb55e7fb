/// The template values of a feature's forms (routes with a `form`, ``FormFields``): what each
/// form page passes the runtime's `DraftForm`, the toolbar links that open forms, and one
/// `<Model>Editor` view per stored model a form edits.
struct FormContext {
    let spec: FeatureSpec
    let wiring: FeatureWiring

    private var routeType: String { FeatureNaming.typeName(spec.name) + "Route" }

    /// The stored models some route is a form for, in storage order.
    var formModels: [FeatureSpec.Storage.Model] {
        let named = Set(spec.routes.compactMap(\.form))
        return spec.storage.models.filter { named.contains($0.name) }
    }

    /// Whether `route` edits an existing value (it has a parameter of its model's `Model.ID`).
    static func isEdit(_ route: FeatureSpec.Route) -> Bool {
        guard let model = route.form else { return false }
        return route.parameters.contains { TypeSyntax.identifiedModel($0.type) == model }
    }

    /// The navigation title of a form: its `title`, else "New <model>" or "Edit <model>".
    static func title(_ route: FeatureSpec.Route) -> String {
        if let title = route.title { return title }
        let model = FeatureNaming.displayName(route.form ?? route.name).lowercased()
        return (isEdit(route) ? "Edit " : "New ") + model
    }

    /// The keys of a form route's page (`isForm` and the `form…` values); `lookup` is the edited
    /// value's lookup (`ListedValue`), for an edit form.
    func routeValues(_ route: FeatureSpec.Route, lookupState: String?, find: String?) -> [String: TemplateValue] {
        guard let name = route.form, let model = spec.storage.models.first(where: { $0.name == name }) else {
            return ["isForm": false]
        }
        let isEdit = Self.isEdit(route)
        let start: String
        if isEdit {
            start = "feature.\(lookupState ?? "")"
        } else {
            let arguments = route.parameters.map { "\(FeatureNaming.argumentLabel($0.name)): \(FeatureNaming.escaped($0.name))" }
            start = ".content(feature.\(Self.draftMethod(route))(\(arguments.joined(separator: ", "))))"
        }
        return [
            "isForm": true,
            "titleLiteral": .string(AppComposer.stringLiteral(Self.title(route))),
            "formDisplayName": .string(FeatureNaming.displayName(model.name)),
            "formStart": .string(start),
            "formWriteState": .string(FeatureNaming.memberName(model.name) + "WriteState"),
            "formRetry": .string(isEdit ? find.map { "{ await feature.\($0) }" } ?? "{}" : "{}"),
            "formSaveMethod": .string("save\(FeatureNaming.typeName(model.name))Draft"),
            "formInserts": .string(isEdit ? "false" : "true"),
            "formEditorType": .string(FeatureNaming.typeName(model.name) + "Editor"),
            "hasFormFind": .bool(isEdit && find != nil),
            "formFind": .string(find ?? ""),
            "hasContent": true,
            // A new value's form looks the same in every outcome, so it gets one preview.
            "isPreviewed": true,
            "previewsEveryState": .bool(isEdit),
            "pattern": .string(
                route.parameters.isEmpty
                    ? ".\(FeatureNaming.escaped(route.name))"
                    : ".\(FeatureNaming.escaped(route.name))("
                        + route.parameters.map { "let \(FeatureNaming.escaped($0.name))" }.joined(separator: ", ") + ")"),
        ]
    }

    /// The create forms' draft methods on the feature model, one per route: `draftMethod`
    /// (`<route>Draft`), `draftParameters` (the route's, as the method declares them),
    /// `modelName` and `newValue` (``newValue(of:filledBy:)``).
    var drafts: [TemplateValue] {
        spec.routes.compactMap { route in
            guard let model = model(of: route), !Self.isEdit(route) else { return nil }
            return .object([
                "draftMethod": .string(Self.draftMethod(route)),
                "draftParameters": .string(
                    route.parameters.map { "\(FeatureNaming.escaped($0.name)): \($0.type)" }.joined(separator: ", ")),
                "modelName": .string(FeatureNaming.typeName(model.name)),
                "routeName": .string(route.name),
                "newValue": .string(newValue(of: model, filledBy: route)),
            ])
        }
    }

    /// One value per form route for the generated tests: `testName` (the route's name, capitalized),
    /// `isEdit`, `modelName`, `saveMethod`, `writeState`, `queryType`, `routeValue` (a create
    /// form's route built from fixtures, an edit form's on `original.id`), `draftCall`, `fills`
    /// (the new value's members the route fills: `name`, `value`), `parentInserts` (fixtures a
    /// filled to-one identity needs in the store) and `blankChecks` (its required text properties).
    func tests(fixtures: FixtureCatalog) -> [TemplateValue] {
        spec.routes.compactMap { route in
            guard let model = model(of: route) else { return nil }
            let isEdit = Self.isEdit(route)
            let values = route.parameters.map { fixtures.fixture(for: $0.type, nameHint: $0.name) ?? "" }
            let caseName = FeatureNaming.escaped(route.name)
            let labelled = zip(route.parameters, values).map { parameter, value in
                isEdit ? routeArgument(parameter, "original.id") : routeArgument(parameter, value)
            }
            let routeValue =
                labelled.isEmpty ? "\(routeType).\(caseName)" : "\(routeType).\(caseName)(\(labelled.joined(separator: ", ")))"
            let arguments = zip(route.parameters, values).map { "\(FeatureNaming.argumentLabel($0.name)): \($1)" }
            let parents = model.relationships.filter { relationship in
                !relationship.isToMany
                    && route.parameters.contains { $0.name == FeatureNaming.memberName(relationship.name) + "ID" }
            }
            return .object([
                "testName": .string(FeatureNaming.typeName(route.name)),
                "isEdit": .bool(isEdit),
                "modelName": .string(FeatureNaming.typeName(model.name)),
                "saveMethod": .string("save\(FeatureNaming.typeName(model.name))Draft"),
                "writeState": .string(FeatureNaming.memberName(model.name) + "WriteState"),
                "queryType": .string(FeatureNaming.typeName(model.name) + "Query"),
                "routeValue": .string(routeValue),
                "draftCall": .string("\(Self.draftMethod(route))(\(arguments.joined(separator: ", ")))"),
                "fills": .list(
                    StorageContext.marked(
                        zip(route.parameters, values).map { parameter, value in
                            .object(["name": .string(FeatureNaming.escaped(parameter.name)), "value": .string(value)])
                        })),
                "parentInserts": .list(
                    StorageContext.marked(parents.map { .object(["model": .string(FeatureNaming.typeName($0.target))]) })),
                "blankChecks": .list(StorageContext.marked(requiredText(of: model))),
                "hasBlankChecks": .bool(!requiredText(of: model).isEmpty),
            ])
        }
    }

    private func model(of route: FeatureSpec.Route) -> FeatureSpec.Storage.Model? {
        route.form.flatMap { name in spec.storage.models.first { $0.name == name } }
    }

    private static func draftMethod(_ route: FeatureSpec.Route) -> String {
        FeatureNaming.memberName(route.name) + "Draft"
    }

    private func routeArgument(_ parameter: FeatureSpec.Parameter, _ value: String) -> String {
        switch parameter.label {
        case "_": value
        case let label?: "\(FeatureNaming.argumentLabel(label)): \(value)"
        case nil: "\(FeatureNaming.argumentLabel(parameter.name)): \(value)"
        }
    }

    /// The non-optional text properties of `model` a form shows (`name`: the member).
    private func requiredText(of model: FeatureSpec.Storage.Model) -> [TemplateValue] {
        let enums = Set(spec.storage.enums.map(\.name))
        return model.properties.compactMap { property in
            guard property.name != "id", !property.display.isHidden,
                let type = StorageType(property.type.trimmingHorizontalWhitespace(), enums: enums),
                case .text(optional: false)? = FormFields.editor(for: type)
            else { return nil }
            return .object(["name": .string(FeatureNaming.escaped(property.name)), "rawName": .string(property.name)])
        }
    }

    /// A new value of `model` for a create form: each required initializer argument starts
    /// empty (``FormFields/initialValue(of:enums:)``), and the route's parameters fill theirs.
    private func newValue(of model: FeatureSpec.Storage.Model, filledBy route: FeatureSpec.Route) -> String {
        let filled = Set(route.parameters.map(\.name))
        var arguments: [String] = []
        for property in model.properties {
            let name = FeatureNaming.escaped(property.name)
            if filled.contains(property.name) {
                arguments.append("\(name): \(name)")
                continue
            }
            guard property.defaultValue == nil,
                let type = StorageType(property.type.trimmingHorizontalWhitespace(), enums: Set(spec.storage.enums.map(\.name))),
                !type.isOptional
            else { continue }
            arguments.append("\(name): \(FormFields.initialValue(of: type, enums: spec.storage.enums) ?? "")")
        }
        for relationship in model.relationships where !relationship.isToMany {
            let member = FeatureNaming.memberName(relationship.name) + "ID"
            if filled.contains(member) { arguments.append("\(member): \(member)") }
        }
        return "\(FeatureNaming.typeName(model.name))(\(arguments.joined(separator: ", ")))"
    }

    /// The toolbar links of the page of `route` to forms (`linkValue`, `linkLabel`), and whether
    /// each needs which of the page's parameters (`usedParameters`).
    func pageLinks(_ route: FeatureSpec.Route) -> (links: [TemplateValue], usedParameters: Set<String>) {
        var links: [TemplateValue] = []
        var used = Set<String>()
        for (form, link) in zip(spec.routes, wiring.links) {
            guard case .form(_, let pages) = link, let page = pages.first(where: { $0.route == route.name }) else { continue }
            used.formUnion(page.arguments)
            links.append(formLink(form, arguments: page.arguments.map(FeatureNaming.escaped)))
        }
        return (links, used)
    }

    /// The root screen's toolbar links to create forms without parameters.
    var rootLinks: [TemplateValue] {
        zip(spec.routes, wiring.links).compactMap { form, link in
            guard case .form(true, _) = link else { return nil }
            return formLink(form, arguments: [])
        }
    }

    private func formLink(_ form: FeatureSpec.Route, arguments: [String]) -> TemplateValue {
        let labelled = zip(form.parameters, arguments).map(routeArgument)
        let caseName = FeatureNaming.escaped(form.name)
        let value =
            labelled.isEmpty ? "\(routeType).\(caseName)" : "\(routeType).\(caseName)(\(labelled.joined(separator: ", ")))"
        let label =
            Self.isEdit(form)
            ? "Text(\(AppComposer.stringLiteral(form.title ?? "Edit")), bundle: .module, comment: \"Toolbar button that opens the form editing the page's item\")"
            : "Label { Text(\(AppComposer.stringLiteral(Self.title(form))), bundle: .module, comment: \"Toolbar button that opens a form for a new item\") } icon: { Image(systemName: \"plus\") }"
        return .object(["linkValue": .string(value), "linkLabel": .string(label)])
    }

    /// One value per stored model a form edits: `name`, `editorType`, `editors` (the lines of
    /// each field), `blankChecks` (its required text properties), `hasBlankChecks`.
    var models: [TemplateValue] {
        formModels.map { model in
            let enums = Set(spec.storage.enums.map(\.name))
            var editors: [TemplateValue] = []
            var required: [TemplateValue] = []
            for property in model.properties where property.name != "id" && !property.display.isHidden {
                guard let type = StorageType(property.type.trimmingHorizontalWhitespace(), enums: enums),
                    let editor = FormFields.editor(for: type)
                else { continue }
                let name = FeatureNaming.escaped(property.name)
                let label = AppComposer.stringLiteral(property.display.label ?? FeatureNaming.displayName(property.name))
                editors.append(.object(["text": .string(editorText(editor, name: name, label: label, property: property))]))
                if case .text(optional: false) = editor {
                    required.append(.object(["name": .string(name), "rawName": .string(property.name)]))
                }
            }
            return .object([
                "name": .string(FeatureNaming.typeName(model.name)),
                "editorType": .string(FeatureNaming.typeName(model.name) + "Editor"),
                "editors": .list(StorageContext.marked(editors)),
                "blankChecks": .list(StorageContext.marked(required)),
                "hasBlankChecks": .bool(!required.isEmpty),
            ])
        }
    }

    /// The Swift lines (indented for an editor's `body`) of one field.
    private func editorText(
        _ editor: FormFields.Editor, name: String, label: String, property: FeatureSpec.Storage.Property
    ) -> String {
        let text = "Text(\(label), bundle: .module, comment: \"Label of a form's field\")"
        let indent = "        "
        switch editor {
        case .text(let optional):
            let axis = FormFields.isLongText(property.name) ? ", axis: .vertical" : ""
            if optional { return indent + "TextField(text: $draft.\(name).orEmpty\(axis)) { \(text) }" }
            return indent
                + "TextField(text: $draft.\(name), prompt: Text(\"Required\", bundle: .module, comment: \"Placeholder of a form's text field that must be filled\")\(axis)) { \(text) }"
        case .number(_, let optional):
            let format = numberFormat(property)
            if !optional { return indent + "TextField(value: $draft.\(name), format: \(format)) { \(text) }" }
            return indent + "ClearableField($draft.\(name), initial: 0) { \(text) } editor: { value in\n" + indent
                + "    TextField(value: value, format: \(format)) { \(text) }\n" + indent + "}"
        case .toggle(let optional):
            if !optional { return indent + "Toggle(isOn: $draft.\(name)) { \(text) }" }
            return indent + "ClearableField($draft.\(name), initial: false) { \(text) } editor: { value in\n" + indent
                + "    Toggle(isOn: value) { \(text) }\n" + indent + "}"
        case .date(let optional):
            let components =
                switch property.display.format {
                case .date?: "[.date]"
                case .time?: "[.hourAndMinute]"
                default: "[.date, .hourAndMinute]"
                }
            if !optional {
                return indent + "DatePicker(selection: $draft.\(name), displayedComponents: \(components)) { \(text) }"
            }
            return indent + "ClearableField($draft.\(name), initial: Date()) { \(text) } editor: { value in\n" + indent
                + "    DatePicker(selection: value, displayedComponents: \(components)) { \(text) }.labelsHidden()\n" + indent
                + "}"
        case .picker(let enumName, let optional):
            let cases = spec.storage.enums.first { $0.name == enumName }?.cases ?? []
            var lines = [indent + "Picker(selection: $draft.\(name)) {"]
            if optional {
                lines.append(
                    indent
                        + "    Text(\"None\", bundle: .module, comment: \"Choice of a form's picker that leaves the value empty\").tag(\(enumName)?.none)"
                )
            }
            for caseName in cases {
                let value =
                    optional
                    ? "\(enumName)?.some(.\(FeatureNaming.escaped(caseName)))" : "\(enumName).\(FeatureNaming.escaped(caseName))"
                lines.append(
                    indent
                        + "    Text(\(AppComposer.stringLiteral(FeatureNaming.displayName(caseName))), bundle: .module, comment: \"Choice of a form's picker\").tag(\(value))"
                )
            }
            lines.append(indent + "} label: {")
            lines.append(indent + "    \(text)")
            lines.append(indent + "}")
            return lines.joined(separator: "\n")
        }
    }

    /// The `FormatStyle` a number field parses with: the property's currency or percent
    /// format, else `.number`.
    private func numberFormat(_ property: FeatureSpec.Storage.Property) -> String {
        switch property.display.format {
        case .currency(let code)?: ".currency(code: \(AppComposer.stringLiteral(code)))"
        case .percent?: ".percent"
        default: ".number"
        }
    }
}
