import Foundation

@testable import ScaffoldKit

/// Validates JSON against the subset of JSON Schema (draft 2020-12) that `scaffold schema`
/// uses: `type` (a name or a list), `properties`, `required`, `additionalProperties: false`,
/// `items`, `enum`, `pattern`, `minLength`, `maxLength` and `$ref` to `#/$defs/…`. Unknown keywords fail the
/// validation, so the schema cannot grow beyond what this test checks without notice.
struct JSONSchemaSubsetValidator {
    let root: JSONNode

    static let knownKeywords: Set<String> = [
        "$schema", "$id", "$defs", "title", "description", "default", "examples", "type", "properties", "required",
        "additionalProperties", "items", "enum", "pattern", "minLength", "maxLength", "minimum", "maximum", "$ref",
    ]

    /// Problems found, as `path: reason` lines; empty when `instance` is valid.
    func validate(_ instance: JSONNode) -> [String] {
        var problems: [String] = []
        validate(instance, against: root, path: "$", problems: &problems)
        return problems
    }

    private func resolve(_ schema: JSONNode) -> JSONNode? {
        guard let reference = schema["$ref"]?.stringValue else { return schema }
        guard reference.hasPrefix("#/$defs/") else { return nil }
        return root["$defs"]?[String(reference.dropFirst("#/$defs/".count))]
    }

    private func typeName(of node: JSONNode) -> [String] {
        switch node.value {
        case .null: ["null"]
        case .bool: ["boolean"]
        case .number(let number): number.intValue != nil ? ["integer", "number"] : ["number"]
        case .string: ["string"]
        case .array: ["array"]
        case .object: ["object"]
        }
    }

    private func validate(_ instance: JSONNode, against schemaNode: JSONNode, path: String, problems: inout [String]) {
        guard let schema = resolve(schemaNode), let keywords = schema.objectMembers else {
            problems.append("\(path): unresolvable schema")
            return
        }
        for keyword in keywords where !Self.knownKeywords.contains(keyword.key) {
            problems.append("\(path): schema uses unsupported keyword '\(keyword.key)'")
        }
        if let type = schema["type"] {
            let allowed = type.stringValue.map { [$0] } ?? type.arrayValue?.compactMap(\.stringValue) ?? []
            if Set(allowed).isDisjoint(with: typeName(of: instance)) {
                problems.append("\(path): expected \(allowed.joined(separator: " or ")), found \(typeName(of: instance)[0])")
                return
            }
        }
        if let options = schema["enum"]?.arrayValue, !options.contains(where: { $0.value == instance.value }) {
            problems.append("\(path): not one of the allowed values")
        }
        if case .number(let value) = instance.value {
            if let minimum = schema["minimum"], case .number(let bound) = minimum.value, value.doubleValue < bound.doubleValue {
                problems.append("\(path): less than \(bound.raw)")
            }
            if let maximum = schema["maximum"], case .number(let bound) = maximum.value, value.doubleValue > bound.doubleValue {
                problems.append("\(path): more than \(bound.raw)")
            }
        }
        if let string = instance.stringValue {
            if let minimum = schema["minLength"], case .number(let number) = minimum.value, let count = number.intValue,
                string.count < count
            {
                problems.append("\(path): shorter than \(count)")
            }
            if let maximum = schema["maxLength"], case .number(let number) = maximum.value, let count = number.intValue,
                string.count > count
            {
                problems.append("\(path): longer than \(count)")
            }
            if let pattern = schema["pattern"]?.stringValue,
                string.range(of: pattern, options: .regularExpression) == nil
            {
                problems.append("\(path): '\(string)' does not match \(pattern)")
            }
        }
        if let elements = instance.arrayValue, let items = schema["items"] {
            for (index, element) in elements.enumerated() {
                validate(element, against: items, path: "\(path)[\(index)]", problems: &problems)
            }
        }
        if let members = instance.objectMembers {
            let properties = schema["properties"]?.objectMembers ?? []
            for required in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
            where !members.contains(where: { $0.key == required }) {
                problems.append("\(path): missing required '\(required)'")
            }
            for member in members {
                if let property = properties.first(where: { $0.key == member.key }) {
                    validate(member.value, against: property.value, path: "\(path).\(member.key)", problems: &problems)
                } else if case .bool(false) = schema["additionalProperties"]?.value {
                    problems.append("\(path): unexpected key '\(member.key)'")
                }
            }
        }
    }
}
