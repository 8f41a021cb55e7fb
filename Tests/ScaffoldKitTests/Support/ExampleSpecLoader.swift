import Foundation
@testable import ScaffoldKit

/// Reads an `Examples/<Name>/<Name>.feature.json` into a ``FeatureSpec`` for the template tests.
///
/// A stand-in for the real spec decoder (with validation and located errors) that is being
/// written separately; it resolves defaults the same simple way: JSON literals become Swift
/// literals, a missing default becomes `nil` for optionals and an obvious empty value otherwise.
enum ExampleSpecLoader {
    private struct File: Decodable {
        var name: String
        var style: String?
        var routes: [Route]?
        var state: [StateItem]?
        var models: [Model]?
        var clients: [Client]?
        var storage: Storage?
    }
    private struct Route: Decodable { var name: String; var parameters: [Parameter]? }
    private struct Parameter: Decodable { var name: String; var type: String; var label: String? }
    private struct StateItem: Decodable { var name: String; var type: String; var `default`: Literal? }
    private struct Model: Decodable { var name: String; var properties: [Property] }
    private struct Property: Decodable { var name: String; var type: String }
    private struct Client: Decodable { var name: String; var methods: [Method] }
    private struct Method: Decodable { var name: String; var parameters: [Parameter]?; var returns: String? }
    private struct Storage: Decodable { var kind: String }
    private struct Literal: Decodable {
        var swift: String
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let bool = try? container.decode(Bool.self) {
                swift = bool ? "true" : "false"
            } else if let int = try? container.decode(Int.self) {
                swift = String(int)
            } else if let double = try? container.decode(Double.self) {
                swift = String(double)
            } else {
                swift = try container.decode(String.self)
            }
        }
    }

    static func load(_ relativePath: String) throws -> FeatureSpec {
        let url = Golden.repositoryRoot.appendingPathComponent(relativePath)
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        return FeatureSpec(
            name: file.name,
            style: file.style ?? "feature",
            routes: (file.routes ?? []).map { .init(name: $0.name, parameters: ($0.parameters ?? []).map(parameter)) },
            state: (file.state ?? []).map { .init(name: $0.name, type: $0.type, defaultValue: $0.default?.swift ?? emptyValue(for: $0.type)) },
            models: (file.models ?? []).map { .init(name: $0.name, properties: $0.properties.map { .init(name: $0.name, type: $0.type) }) },
            clients: (file.clients ?? []).map { client in
                .init(name: client.name, methods: client.methods.map {
                    .init(name: $0.name, parameters: ($0.parameters ?? []).map(parameter), returns: $0.returns)
                })
            },
            storage: .init(kind: FeatureSpec.Storage.Kind(rawValue: file.storage?.kind ?? "none") ?? .none)
        )
    }

    private static func parameter(_ parameter: Parameter) -> FeatureSpec.Parameter {
        .init(name: parameter.name, type: parameter.type, label: parameter.label)
    }

    private static func emptyValue(for type: String) -> String {
        if type.hasSuffix("?") { return "nil" }
        switch type {
        case "String": return "\"\""
        case "Bool": return "false"
        case "Int", "Double": return "0"
        default: return type.contains(":") ? "[:]" : "[]"
        }
    }
}
