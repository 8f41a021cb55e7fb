/// Writing a spec back out as JSON, for the default spec that `scaffold feature <Name>` saves as
/// the feature's source of truth.
extension FeatureSpec {
    /// The spec as pretty-printed JSON (two-space indentation, keys in schema order, a final
    /// newline), readable by ``FeatureSpecLoader``.
    public var jsonText: String {
        var out = "{\n"
        var members: [String] = [
            "  \"name\": \(Self.quoted(name))",
            "  \"style\": \(Self.quoted(style))",
        ]
        if !dependencies.isEmpty {
            members.append("  \"dependencies\": " + Self.inlineArray(dependencies.map(Self.quoted)))
        }
        if !externalTypes.isEmpty {
            members.append(
                "  \"externalTypes\": "
                    + Self.array(
                        externalTypes.map { "{ \"name\": \(Self.quoted($0.name)), \"module\": \(Self.quoted($0.module)) }" }))
        }
        members.append(
            "  \"routes\": "
                + Self.array(
                    routes.map { route in
                        var text =
                            "{ \"name\": \(Self.quoted(route.name)), \"parameters\": "
                            + Self.inlineArray(route.parameters.map(Self.parameter))
                        if let opens = route.opens {
                            text += ", \"opens\": { \"feature\": \(Self.quoted(opens.feature))"
                            if let target = opens.route { text += ", \"route\": \(Self.quoted(target))" }
                            text += " }"
                        }
                        return text + " }"
                    }))
        if app != AppEntry() {
            var entries: [String] = []
            if let title = app.title { entries.append("\"title\": \(Self.quoted(title))") }
            if let symbol = app.systemImage { entries.append("\"systemImage\": \(Self.quoted(symbol))") }
            if !app.isInRoot { entries.append("\"root\": false") }
            members.append("  \"app\": { " + entries.joined(separator: ", ") + " }")
        }
        members.append(
            "  \"state\": "
                + Self.array(
                    state.map { item in
                        "{ \"name\": \(Self.quoted(item.name)), \"type\": \(Self.quoted(item.type)), \"default\": \(Self.quoted(item.defaultValue))"
                            + (item.isSearch ? ", \"search\": true }" : " }")
                    }))
        members.append(
            "  \"models\": "
                + Self.array(
                    models.map { model in
                        "{ \"name\": \(Self.quoted(model.name)), \"properties\": "
                            + Self.inlineArray(
                                model.properties.map { property in
                                    "{ \"name\": \(Self.quoted(property.name)), \"type\": \(Self.quoted(property.type)) }"
                                }) + " }"
                    }))
        members.append(
            "  \"clients\": "
                + Self.array(
                    clients.map { client in
                        "{ \"name\": \(Self.quoted(client.name)), \"methods\": "
                            + Self.inlineArray(
                                client.methods.map { method in
                                    var text =
                                        "{ \"name\": \(Self.quoted(method.name)), \"parameters\": "
                                        + Self.inlineArray(method.parameters.map(Self.parameter))
                                    if let returns = method.returns { text += ", \"returns\": \(Self.quoted(returns))" }
                                    if method.kind != method.defaultKind {
                                        text += ", \"kind\": \(Self.quoted(method.kind.rawValue))"
                                    }
                                    if let invalidates = method.invalidates {
                                        text += ", \"invalidates\": " + Self.inlineArray(invalidates.map(Self.quoted))
                                    }
                                    if method.popsBack { text += ", \"popsBack\": true" }
                                    return text + " }"
                                }) + " }"
                    }))
        members.append("  \"storage\": " + Self.storage(storage))
        out += members.joined(separator: ",\n")
        return out + "\n}\n"
    }

    /// `{ "kind": … }` on one line when there is nothing else; otherwise one member per line.
    private static func storage(_ storage: Storage) -> String {
        let kind = "\"kind\": \(quoted(storage.kind.rawValue))"
        guard !storage.enums.isEmpty || !storage.models.isEmpty || !storage.versions.isEmpty || storage.cloudKit else {
            return "{ \(kind) }"
        }
        var members = ["    " + kind]
        if storage.cloudKit { members.append("    \"cloudKit\": true") }
        if !storage.enums.isEmpty {
            members.append(
                "    \"enums\": "
                    + nestedArray(
                        storage.enums.map { enumeration in
                            "{ \"name\": \(quoted(enumeration.name)), \"cases\": " + inlineArray(enumeration.cases.map(quoted))
                                + " }"
                        }))
        }
        members.append("    \"models\": " + nestedArray(storage.models.map(storageModel)))
        if !storage.versions.isEmpty {
            members.append(
                "    \"versions\": "
                    + nestedArray(
                        storage.versions.enumerated().map { index, version in
                            var text = "{ \"version\": \(quoted(version.identifier))"
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
                                "{ \"from\": \(quoted(migration.from)), \"to\": \(quoted(migration.to)), \"kind\": \(quoted(migration.kind.rawValue))"
                            if !migration.backfills.isEmpty {
                                text +=
                                    ", \"backfill\": "
                                    + inlineArray(
                                        migration.backfills.map { backfill in
                                            "{ \"model\": \(quoted(backfill.model)), \"property\": \(quoted(backfill.property)), \"value\": \(quoted(backfill.value)) }"
                                        })
                            }
                            return text + " }"
                        }))
        }
        return "{\n" + members.joined(separator: ",\n") + "\n  }"
    }

    private static func storageModel(_ model: Storage.Model) -> String {
        var text =
            "{ \"name\": \(quoted(model.name)), \"properties\": "
            + inlineArray(
                model.properties.map { property in
                    var text = "{ \"name\": \(quoted(property.name)), \"type\": \(quoted(property.type))"
                    if property.isUnique, property.name != "id" { text += ", \"unique\": true" }
                    if let value = property.defaultValue { text += ", \"default\": \(quoted(value))" }
                    return text + " }"
                })
        if !model.relationships.isEmpty {
            text +=
                ", \"relationships\": "
                + inlineArray(
                    model.relationships.map { relationship in
                        var text = "{ \"name\": \(quoted(relationship.name)), \"to\": \(quoted(relationship.target))"
                        if relationship.isToMany { text += ", \"toMany\": true" }
                        text += ", \"deleteRule\": \(quoted(relationship.deleteRule.rawValue))"
                        if let inverse = relationship.inverse { text += ", \"inverse\": \(quoted(inverse))" }
                        return text + " }"
                    })
        }
        return text + " }"
    }

    private static func nestedArray(_ elements: [String]) -> String {
        elements.isEmpty ? "[]" : "[\n" + elements.map { "      " + $0 }.joined(separator: ",\n") + "\n    ]"
    }

    private static func parameter(_ parameter: Parameter) -> String {
        var text = "{ "
        if let label = parameter.label { text += "\"label\": \(quoted(label)), " }
        text += "\"name\": \(quoted(parameter.name)), \"type\": \(quoted(parameter.type))"
        if let source = parameter.source { text += ", \"from\": \(quoted(source.text))" }
        return text + " }"
    }

    private static func array(_ elements: [String]) -> String {
        elements.isEmpty ? "[]" : "[\n" + elements.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]"
    }

    private static func inlineArray(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ", ") + "]"
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
