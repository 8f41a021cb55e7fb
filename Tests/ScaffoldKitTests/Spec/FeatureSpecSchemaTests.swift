import Testing

@testable import ScaffoldKit

@Suite struct FeatureSpecSchemaTests {
    /// The schema parsed with our own JSON reader.
    private func schema() throws -> JSONDocument {
        try JSONDocument.parse(FeatureSpecSchema.json, file: "schema.json")
    }

    /// Follows a local `$ref` such as `#/$defs/parameter`.
    private func resolve(_ node: JSONNode, in root: JSONNode) -> JSONNode {
        guard let reference = node["$ref"]?.stringValue, reference.hasPrefix("#/") else { return node }
        var current: JSONNode? = root
        for part in reference.dropFirst(2).split(separator: "/") { current = current?[String(part)] }
        return current ?? node
    }

    /// The object schema for `path` (keys; `[]` steps into array items).
    private func objectSchema(_ path: [String], in root: JSONNode) throws -> JSONNode {
        var node = root
        for step in path {
            node = resolve(node, in: root)
            node = try #require(step == "[]" ? node["items"] : node["properties"]?[step], "no schema at \(path)")
        }
        return resolve(node, in: root)
    }

    @Test(arguments: [
        ([], SpecKeys.feature),
        (["routes", "[]"], SpecKeys.route),
        (["routes", "[]", "parameters", "[]"], SpecKeys.parameter),
        (["routes", "[]", "opens"], SpecKeys.opens),
        (["app"], SpecKeys.app),
        (["state", "[]"], SpecKeys.stateItem),
        (["models", "[]"], SpecKeys.model),
        (["models", "[]", "properties", "[]"], SpecKeys.property),
        (["clients", "[]"], SpecKeys.client),
        (["clients", "[]", "methods", "[]"], SpecKeys.method),
        (["clients", "[]", "methods", "[]", "parameters", "[]"], SpecKeys.parameter),
        (["storage"], SpecKeys.storage),
        (["storage", "enums", "[]"], SpecKeys.storageEnum),
        (["storage", "models", "[]"], SpecKeys.storageModel),
        (["storage", "models", "[]", "properties", "[]"], SpecKeys.storageProperty),
        (["storage", "models", "[]", "relationships", "[]"], SpecKeys.storageRelationship),
        (["storage", "versions", "[]"], SpecKeys.storageVersion),
        (["storage", "versions", "[]", "models", "[]"], SpecKeys.storageModel),
        (["storage", "migrations", "[]"], SpecKeys.storageMigration),
        (["storage", "migrations", "[]", "backfill", "[]"], SpecKeys.storageBackfill),
    ])
    func propertiesMatchTheKeysTheDecoderAccepts(path: [String], keys: [String]) throws {
        let root = try schema().root
        let object = try objectSchema(path, in: root)
        #expect(object["properties"]?.objectMembers?.map(\.key) == keys)
        #expect(object["additionalProperties"]?.value == .bool(false))
    }

    @Test func everyObjectForbidsAdditionalProperties() throws {
        var objectsWithProperties = 0
        func visit(_ node: JSONNode) {
            if let members = node.objectMembers {
                if node["properties"] != nil, node["type"]?.stringValue == "object" {
                    objectsWithProperties += 1
                    #expect(node["additionalProperties"]?.value == .bool(false), "\(members.map(\.key))")
                }
                for member in members { visit(member.value) }
            } else if let elements = node.arrayValue {
                for element in elements { visit(element) }
            }
        }
        visit(try schema().root)
        #expect(objectsWithProperties == 20)
    }

    @Test func enumeratesTheKnownStylesAndStorageKinds() throws {
        let root = try schema().root
        #expect(root["properties"]?["style"]?["enum"]?.arrayValue?.compactMap(\.stringValue) == SpecKeys.styles)
        #expect(
            root["properties"]?["storage"]?["properties"]?["kind"]?["enum"]?.arrayValue?.compactMap(\.stringValue)
                == FeatureSpec.Storage.Kind.allCases.map(\.rawValue))
        let storage = root["properties"]?["storage"]?["properties"]
        #expect(
            storage?["migrations"]?["items"]?["properties"]?["kind"]?["enum"]?.arrayValue?.compactMap(\.stringValue)
                == FeatureSpec.Storage.MigrationKind.allCases.map(\.rawValue))
        #expect(
            root["$defs"]?["storageModel"]?["properties"]?["relationships"]?["items"]?["properties"]?["deleteRule"]?["enum"]?
                .arrayValue?.compactMap(\.stringValue) == FeatureSpec.Storage.DeleteRule.allCases.map(\.rawValue))
        #expect(root["$schema"]?.stringValue == "https://json-schema.org/draft/2020-12/schema")
    }
}
