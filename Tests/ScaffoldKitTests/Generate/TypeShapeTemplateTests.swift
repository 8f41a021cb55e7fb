import Testing

@testable import ScaffoldKit

/// A spec using every type shape a spec accepts (optionals, arrays, dictionaries, sets, nested
/// generics, `Swift.` / `Foundation.` qualification, `Model.ID`, an external type written bare
/// and qualified, `()` returns, contained defaults with comment-like text in strings). The
/// end-to-end host builds it in every style with warnings as errors and runs its tests
/// (`GeneratedHostPackage.typeShapeSpecs`).
enum TypeShapeSpecs {
    /// The library target the external type comes from, and its source.
    static let sharedTarget = "Shared"
    static let sharedSource = """
        /// A server address shared by features (declared outside the feature, used through the
        /// spec's `externalTypes`).
        public struct Endpoint: Hashable, Sendable, Codable {
            public var path: String

            public init(path: String) {
                self.path = path
            }
        }

        """

    /// The spec text in `style`, named `name`.
    static func json(style: String, name: String) -> String {
        #"""
        {
          "name": "\#(name)",
          "style": "\#(style)",
          "dependencies": ["Shared"],
          "externalTypes": [{"name": "Endpoint", "module": "Shared"}],
          "routes": [
            {"name": "list"},
            {"name": "detail", "parameters": [{"name": "itemID", "type": "Item.ID"}, {"name": "tags", "type": "Set<String>"}, {"name": "endpoint", "type": "Shared.Endpoint"}, {"name": "note", "type": "String?"}]},
            {"name": "grouped", "parameters": [{"name": "groups", "type": "[String: [Item.ID]]"}]}
          ],
          "state": [
            {"name": "selected", "type": "Optional<Item>"},
            {"name": "matrix", "type": "[[Int?]]"},
            {"name": "lookup", "type": "Dictionary<String, Array<Swift.Int>>"},
            {"name": "when", "type": "Foundation.Date?"},
            {"name": "server", "type": "Endpoint?"},
            {"name": "limit", "type": "Int", "default": "Swift.min(10, 20)"},
            {"name": "title", "type": "String", "default": "\"a // not a comment; { } ( [\""}
          ],
          "models": [
            {"name": "Item", "properties": [{"name": "id", "type": "UUID"}, {"name": "name", "type": "String"}, {"name": "labels", "type": "[String: [String]]"}, {"name": "parent", "type": "Item.ID?"}, {"name": "endpoint", "type": "Endpoint"}, {"name": "scores", "type": "Set<Double>"}, {"name": "duration", "type": "TimeInterval"}]}
          ],
          "clients": [
            {"name": "Catalogue", "methods": [
              {"name": "search", "parameters": [{"name": "filters", "type": "[String: String]"}, {"label": "near", "name": "endpoint", "type": "Endpoint?"}], "returns": "[Item]"},
              {"name": "groups", "returns": "[String: [Item.ID]]"},
              {"name": "item", "parameters": [{"name": "id", "type": "Item.ID"}], "returns": "Item?"},
              {"name": "endpoints", "returns": "Set<Endpoint>"},
              {"name": "save", "parameters": [{"name": "items", "type": "[Item]"}, {"name": "matrix", "type": "[[Double]]"}]},
              {"name": "ping", "returns": "()"}
            ]}
          ]
        }

        """#
    }

    /// The spec in every style: `Shapes`, `ShapesMVVM`, `ShapesMVI`.
    static let styles: [(style: String, name: String)] = [("feature", "Shapes"), ("mvvm", "ShapesMVVM"), ("mvi", "ShapesMVI")]
}

@Suite struct TypeShapeTemplateTests {
    @Test(arguments: TypeShapeSpecs.styles.map(\.style))
    func externalTypesBecomeOnePublicTypealiasFile(style: String) throws {
        let name = try #require(TypeShapeSpecs.styles.first { $0.style == style }?.name)
        let spec = try FeatureSpecLoader.load(
            bytes: Array(TypeShapeSpecs.json(style: style, name: name).utf8), file: "\(name).feature.json")
        let set = try #require(TemplateSet.builtin(style: style))
        let files = try set.render(FeatureContext(spec))
        let aliases = try #require(files.first { $0.path == "Features/\(name)/Sources/\(name)ExternalTypes.swift" })
        #expect(aliases.contents.contains("public import Shared\n"))
        #expect(aliases.contents.contains("public typealias Endpoint = Shared.Endpoint\n"))
        // Qualified spellings were made canonical, so no generated file needs `import Shared`.
        for file in files where file.path != aliases.path {
            #expect(!file.contents.contains("Shared.Endpoint"), "\(file.path)")
            #expect(!file.contents.contains("Swift.Int"), "\(file.path)")
            #expect(!file.contents.contains("Optional<"), "\(file.path)")
        }
        // Without external types there is no such file.
        var plain = spec
        plain.externalTypes = []
        plain.state = []
        plain.routes = []
        plain.models = []
        plain.clients = []
        #expect(try set.render(FeatureContext(plain)).allSatisfy { !$0.path.hasSuffix("ExternalTypes.swift") })
    }
}
