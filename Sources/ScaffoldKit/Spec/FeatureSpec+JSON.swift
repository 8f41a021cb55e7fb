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
        members.append("  \"routes\": " + Self.array(routes.map { route in
            "{ \"name\": \(Self.quoted(route.name)), \"parameters\": " + Self.inlineArray(route.parameters.map(Self.parameter)) + " }"
        }))
        members.append("  \"state\": " + Self.array(state.map { item in
            "{ \"name\": \(Self.quoted(item.name)), \"type\": \(Self.quoted(item.type)), \"default\": \(Self.quoted(item.defaultValue)) }"
        }))
        members.append("  \"models\": " + Self.array(models.map { model in
            "{ \"name\": \(Self.quoted(model.name)), \"properties\": " + Self.inlineArray(model.properties.map { property in
                "{ \"name\": \(Self.quoted(property.name)), \"type\": \(Self.quoted(property.type)) }"
            }) + " }"
        }))
        members.append("  \"clients\": " + Self.array(clients.map { client in
            "{ \"name\": \(Self.quoted(client.name)), \"methods\": " + Self.inlineArray(client.methods.map { method in
                var text = "{ \"name\": \(Self.quoted(method.name)), \"parameters\": " + Self.inlineArray(method.parameters.map(Self.parameter))
                if let returns = method.returns { text += ", \"returns\": \(Self.quoted(returns))" }
                return text + " }"
            }) + " }"
        }))
        members.append("  \"storage\": { \"kind\": \(Self.quoted(storage.kind.rawValue)) }")
        out += members.joined(separator: ",\n")
        return out + "\n}\n"
    }

    private static func parameter(_ parameter: Parameter) -> String {
        var text = "{ "
        if let label = parameter.label { text += "\"label\": \(quoted(label)), " }
        return text + "\"name\": \(quoted(parameter.name)), \"type\": \(quoted(parameter.type)) }"
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
