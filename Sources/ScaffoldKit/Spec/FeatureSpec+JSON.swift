/// Writing a spec back out as JSON, for the default spec that `scaffold feature <Name>` saves as
/// the feature's source of truth.
extension FeatureSpec {
    /// The spec as pretty-printed JSON (two-space indentation, keys in schema order, a final
    /// newline), readable by ``FeatureSpecLoader``.
    public var jsonText: String {
        var out = "{\n"
        var members: [String] = [
            "  \"name\": \(JSONStringLiteral.quoted(name))",
            "  \"style\": \(JSONStringLiteral.quoted(style))",
        ]
        if !dependencies.isEmpty {
            members.append("  \"dependencies\": " + Self.inlineArray(dependencies.map(JSONStringLiteral.quoted)))
        }
        if !externalTypes.isEmpty {
            members.append(
                "  \"externalTypes\": "
                    + Self.array(
                        externalTypes.map {
                            "{ \"name\": \(JSONStringLiteral.quoted($0.name)), \"module\": \(JSONStringLiteral.quoted($0.module)) }"
                        }))
        }
        members.append(
            "  \"routes\": "
                + Self.array(
                    routes.map { route in
                        var text =
                            "{ \"name\": \(JSONStringLiteral.quoted(route.name)), \"parameters\": "
                            + Self.inlineArray(route.parameters.map(Self.parameter))
                        if let opens = route.opens {
                            text += ", \"opens\": { \"feature\": \(JSONStringLiteral.quoted(opens.feature))"
                            if let target = opens.route { text += ", \"route\": \(JSONStringLiteral.quoted(target))" }
                            text += " }"
                        }
                        if let title = route.title { text += ", \"title\": \(JSONStringLiteral.quoted(title))" }
                        if let property = route.titleProperty {
                            text += ", \"titleProperty\": \(JSONStringLiteral.quoted(property))"
                        }
                        if route.presentation != .push {
                            text += ", \"presentation\": \(JSONStringLiteral.quoted(route.presentation.rawValue))"
                        }
                        if let form = route.form { text += ", \"form\": \(JSONStringLiteral.quoted(form))" }
                        if let link = route.link { text += ", \"link\": \(JSONStringLiteral.quoted(link))" }
                        return text + " }"
                    }))
        if app != AppEntry() {
            var entries: [String] = []
            if let title = app.title { entries.append("\"title\": \(JSONStringLiteral.quoted(title))") }
            if let symbol = app.systemImage { entries.append("\"systemImage\": \(JSONStringLiteral.quoted(symbol))") }
            if !app.isInRoot, !app.isGate { entries.append("\"root\": false") }
            if app.isGate { entries.append("\"gate\": true") }
            members.append("  \"app\": { " + entries.joined(separator: ", ") + " }")
        }
        members.append(
            "  \"state\": "
                + Self.array(
                    state.map { item in
                        "{ \"name\": \(JSONStringLiteral.quoted(item.name)), \"type\": \(JSONStringLiteral.quoted(item.type)), \"default\": \(JSONStringLiteral.quoted(item.defaultValue))"
                            + (item.isSearch ? ", \"search\": true" : "")
                            + (item.debounceMilliseconds.map { ", \"debounceMilliseconds\": \($0)" } ?? "") + " }"
                    }))
        members.append(
            "  \"models\": "
                + Self.array(
                    models.map { model in
                        "{ \"name\": \(JSONStringLiteral.quoted(model.name)), \"properties\": "
                            + Self.inlineArray(
                                model.properties.map { property in
                                    "{ \"name\": \(JSONStringLiteral.quoted(property.name)), \"type\": \(JSONStringLiteral.quoted(property.type))"
                                        + Self.display(property.display) + " }"
                                }) + Self.display(model.display) + " }"
                    }))
        members.append(
            "  \"clients\": "
                + Self.array(
                    clients.map { client in
                        "{ \"name\": \(JSONStringLiteral.quoted(client.name)), \"methods\": "
                            + Self.inlineArray(
                                client.methods.map { method in
                                    var text =
                                        "{ \"name\": \(JSONStringLiteral.quoted(method.name)), \"parameters\": "
                                        + Self.inlineArray(method.parameters.map(Self.parameter))
                                    if let returns = method.returns {
                                        text += ", \"returns\": \(JSONStringLiteral.quoted(returns))"
                                    }
                                    if method.kind != method.defaultKind {
                                        text += ", \"kind\": \(JSONStringLiteral.quoted(method.kind.rawValue))"
                                    }
                                    if let invalidates = method.invalidates {
                                        text +=
                                            ", \"invalidates\": " + Self.inlineArray(invalidates.map(JSONStringLiteral.quoted))
                                    }
                                    if method.popsBack { text += ", \"popsBack\": true" }
                                    if let outcome = method.outcome {
                                        text += ", \"outcome\": \(JSONStringLiteral.quoted(outcome))"
                                    }
                                    if let cursor = method.cursor { text += ", \"cursor\": \(JSONStringLiteral.quoted(cursor))" }
                                    if let navigation = method.navigatesTo {
                                        text += ", \"navigatesTo\": { \"route\": \(JSONStringLiteral.quoted(navigation.route))"
                                        if let value = navigation.value {
                                            text += ", \"value\": \(JSONStringLiteral.quoted(value))"
                                        }
                                        text += " }"
                                    }
                                    return text + " }"
                                }) + " }"
                    }))
        members.append("  \"storage\": " + Self.storage(storage))
        out += members.joined(separator: ",\n")
        return out + "\n}\n"
    }

    /// `{ "kind": … }` on one line when there is nothing else; otherwise one member per line.
    private static func storage(_ storage: Storage) -> String {
        let kind = "\"kind\": \(JSONStringLiteral.quoted(storage.kind.rawValue))"
        guard
            !storage.enums.isEmpty || !storage.models.isEmpty || !storage.versions.isEmpty || storage.cloudKit
                || storage.storeName != nil || storage.pageSize != nil
        else {
            return "{ \(kind) }"
        }
        var members = ["    " + kind]
        if storage.cloudKit { members.append("    \"cloudKit\": true") }
        if let storeName = storage.storeName { members.append("    \"storeName\": \(JSONStringLiteral.quoted(storeName))") }
        if let pageSize = storage.pageSize { members.append("    \"pageSize\": \(pageSize)") }
        if !storage.enums.isEmpty {
            members.append(
                "    \"enums\": "
                    + nestedArray(
                        storage.enums.map { enumeration in
                            "{ \"name\": \(JSONStringLiteral.quoted(enumeration.name)), \"cases\": "
                                + inlineArray(enumeration.cases.map(JSONStringLiteral.quoted))
                                + " }"
                        }))
        }
        members.append("    \"models\": " + nestedArray(storage.models.map(storageModel)))
        if !storage.versions.isEmpty {
            members.append(
                "    \"versions\": "
                    + nestedArray(
                        storage.versions.enumerated().map { index, version in
                            var text = "{ \"version\": \(JSONStringLiteral.quoted(version.identifier))"
                            if index < storage.versions.count - 1 {
                                text += ", \"models\": " + inlineArray(version.models.map(storageModel))
                            }
                            return text + " }"
                        }))
        }
        if !storage.migrations.isEmpty {
            members.append(
                "    \"migrations\": "
                    + nestedArray(
                        storage.migrations.map { migration in
                            var text =
                                "{ \"from\": \(JSONStringLiteral.quoted(migration.from)), \"to\": \(JSONStringLiteral.quoted(migration.to)), \"kind\": \(JSONStringLiteral.quoted(migration.kind.rawValue))"
                            if !migration.backfills.isEmpty {
                                text +=
                                    ", \"backfill\": "
                                    + inlineArray(
                                        migration.backfills.map { backfill in
                                            "{ \"model\": \(JSONStringLiteral.quoted(backfill.model)), \"property\": \(JSONStringLiteral.quoted(backfill.property)), \"value\": \(JSONStringLiteral.quoted(backfill.value)) }"
                                        })
                            }
                            return text + " }"
                        }))
        }
        return "{\n" + members.joined(separator: ",\n") + "\n  }"
    }

    private static func storageModel(_ model: Storage.Model) -> String {
        var text =
            "{ \"name\": \(JSONStringLiteral.quoted(model.name)), \"properties\": "
            + inlineArray(
                model.properties.map { property in
                    var text =
                        "{ \"name\": \(JSONStringLiteral.quoted(property.name)), \"type\": \(JSONStringLiteral.quoted(property.type))"
                    if property.isUnique, property.name != "id" { text += ", \"unique\": true" }
                    if let value = property.defaultValue { text += ", \"default\": \(JSONStringLiteral.quoted(value))" }
                    return text + display(property.display) + " }"
                })
        if !model.relationships.isEmpty {
            text +=
                ", \"relationships\": "
                + inlineArray(
                    model.relationships.map { relationship in
                        var text =
                            "{ \"name\": \(JSONStringLiteral.quoted(relationship.name)), \"to\": \(JSONStringLiteral.quoted(relationship.target))"
                        if relationship.isToMany { text += ", \"toMany\": true" }
                        text += ", \"deleteRule\": \(JSONStringLiteral.quoted(relationship.deleteRule.rawValue))"
                        if let inverse = relationship.inverse { text += ", \"inverse\": \(JSONStringLiteral.quoted(inverse))" }
                        return text + " }"
                    })
        }
        return text + display(model.display) + " }"
    }

    /// `, "titleProperty": …, "subtitleProperty": …` for the hints given, else nothing.
    private static func display(_ display: ModelDisplay) -> String {
        (display.titleProperty.map { ", \"titleProperty\": \(JSONStringLiteral.quoted($0))" } ?? "")
            + (display.subtitleProperty.map { ", \"subtitleProperty\": \(JSONStringLiteral.quoted($0))" } ?? "")
    }

    /// `, "label": …, "format": …, "hidden": true` for the hints given, else nothing.
    private static func display(_ display: PropertyDisplay) -> String {
        (display.label.map { ", \"label\": \(JSONStringLiteral.quoted($0))" } ?? "")
            + (display.format.map { ", \"format\": \(JSONStringLiteral.quoted($0.text))" } ?? "")
            + (display.isHidden ? ", \"hidden\": true" : "")
    }

    private static func nestedArray(_ elements: [String]) -> String {
        elements.isEmpty ? "[]" : "[\n" + elements.map { "      " + $0 }.joined(separator: ",\n") + "\n    ]"
    }

    private static func parameter(_ parameter: Parameter) -> String {
        var text = "{ "
        if let label = parameter.label { text += "\"label\": \(JSONStringLiteral.quoted(label)), " }
        text += "\"name\": \(JSONStringLiteral.quoted(parameter.name)), \"type\": \(JSONStringLiteral.quoted(parameter.type))"
        if let source = parameter.source { text += ", \"from\": \(JSONStringLiteral.quoted(source.text))" }
        return text + " }"
    }

    private static func array(_ elements: [String]) -> String {
        elements.isEmpty ? "[]" : "[\n" + elements.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]"
    }

    private static func inlineArray(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ", ") + "]"
    }

}
