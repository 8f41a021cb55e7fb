// Stand-in for Apple's closed-source SwiftData macros, expanding as Xcode 15's do in shape: a
// model's stored properties read and write through its backing data (so their types must be
// persistable), the `PersistentModel` and `Observable` conformances, a model actor's executor.
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model`.
public struct PersistentModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let type = StandInSyntax.typeName(of: declaration)
        let stored = declaration.memberBlock.members.map(\.decl).filter {
            StandInSyntax.isStoredVariable($0, skipping: ["Transient", "_PersistedProperty"])
        }
        let metadata = stored.compactMap { member -> String? in
            guard let name = StandInSyntax.storedName(member), let storage = StandInSyntax.storageName(member) else { return nil }
            return "SwiftData.Schema.PropertyMetadata(name: \"\(storage)\", keypath: \\\(type).\(name), defaultValue: nil, metadata: nil)"
        }.joined(separator: ", ")
        let storageNames = stored.compactMap { StandInSyntax.storageName($0) }
        return [
            "@Transient private var _$backingData: any SwiftData.BackingData<\(raw: type)> = \(raw: type).createBackingData()",
            """
            public var persistentBackingData: any SwiftData.BackingData<\(raw: type)> {
                get { _$backingData }
                set { _$backingData = newValue }
            }
            """,
            "static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] { [\(raw: metadata)] }",
            """
            required init(backingData: any SwiftData.BackingData<\(raw: type)>) {
                \(raw: storageNames.map { "_\($0) = _SwiftDataNoType()\n" }.joined())self.persistentBackingData = backingData
            }
            """,
            "@Transient private let _$observationRegistrar = Observation.ObservationRegistrar()",
            "struct _SwiftDataNoType {}",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard StandInSyntax.isStoredVariable(member, skipping: ["Transient", "_PersistedProperty"]) else { return [] }
        return ["@_PersistedProperty"]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let names = protocols.map(\.trimmedDescription)
        var result: [ExtensionDeclSyntax] = []
        if names.contains(where: { $0.hasSuffix("PersistentModel") }) {
            result.append(try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel {}"))
        }
        if names.contains(where: { $0.hasSuffix("Observable") }) {
            result.append(try ExtensionDeclSyntax("extension \(type.trimmed): Observation.Observable {}"))
        }
        return result
    }
}

/// `@_PersistedProperty`: reads and writes through the backing data, observed.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let name = StandInSyntax.storedName(declaration), let storage = StandInSyntax.storageName(declaration) else {
            return []
        }
        return [
            "@storageRestrictions(accesses: _$backingData, initializes: _\(raw: storage)) init(initialValue) { _$backingData.setValue(forKey: \\.\(raw: name), to: initialValue); _\(raw: storage) = _SwiftDataNoType() }",
            "get { _$observationRegistrar.access(self, keyPath: \\.\(raw: name)); return self.getValue(forKey: \\.\(raw: name)) }",
            "set { _$observationRegistrar.withMutation(of: self, keyPath: \\.\(raw: name)) { self.setValue(forKey: \\.\(raw: name), to: newValue) } }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let peer = StandInSyntax.storagePeer(declaration, attribute: "@Transient", type: "_SwiftDataNoType") else { return [] }
        return [peer]
    }
}

/// `@_TransformablePersistedProperty`: as `@_PersistedProperty`.
public struct TransformablePersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        try PersistedPropertyMacro.expansion(of: node, providingAccessorsOf: declaration, in: context)
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try PersistedPropertyMacro.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}

/// `@Attribute`, `@Relationship`, `@Transient`: schema metadata only (arguments type-checked
/// against the declarations).
public struct AttributePropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `@Relationship`.
public struct RelationshipPropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `@Transient`.
public struct TransientPropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `@ModelActor`: the executor and container, `init(modelContainer:)`, the `ModelActor` conformance.
public struct PersistentModelActorMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        [
            "public nonisolated let modelExecutor: any SwiftData.ModelExecutor",
            "public nonisolated let modelContainer: SwiftData.ModelContainer",
            """
            init(modelContainer: SwiftData.ModelContainer) {
                let modelContext = SwiftData.ModelContext(modelContainer)
                self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
                self.modelContainer = modelContainer
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.ModelActor {}")]
    }
}

/// `@Query`: a `SwiftData.Query` peer built from the same arguments, read through `wrappedValue`.
public struct QueryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let name = StandInSyntax.storageName(declaration) else { return [] }
        return ["get { _\(raw: name).wrappedValue }"]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let name = StandInSyntax.storageName(declaration) else {
            return []
        }
        let arguments = node.arguments?.trimmedDescription ?? ""
        if let type = variable.bindings.first?.typeAnnotation?.type, let element = type.as(ArrayTypeSyntax.self)?.element {
            return ["private var _\(raw: name): SwiftData.Query<\(element.trimmed), \(type.trimmed)> = SwiftData.Query(\(raw: arguments))"]
        }
        return ["private var _\(raw: name) = SwiftData.Query(\(raw: arguments))"]
    }
}
