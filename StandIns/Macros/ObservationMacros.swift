// Stand-in for Observation's macros as Swift 5.9 expanded them (the iOS 17.0 / macOS 14.0
// declarations name exactly these members), built against the toolchain's swift-syntax.
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Observable`: the registrar, `access` and `withMutation`, `@ObservationTracked` on stored
/// properties, and the `Observable` conformance.
public struct ObservableMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let type = StandInSyntax.typeName(of: declaration)
        return [
            "@ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()",
            """
            internal nonisolated func access<Member>(keyPath: KeyPath<\(raw: type), Member>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal nonisolated func withMutation<Member, MutationResult>(
                keyPath: KeyPath<\(raw: type), Member>, _ mutation: () throws -> MutationResult
            ) rethrows -> MutationResult {
                try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard StandInSyntax.isStoredVariable(member, skipping: ["ObservationIgnored", "ObservationTracked"]) else { return [] }
        return ["@ObservationTracked"]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): Observation.Observable {}")]
    }
}

/// `@ObservationTracked`: `init`/`get`/`set` through the registrar and a `_name` storage peer.
public struct ObservationTrackedMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let name = StandInSyntax.storedName(declaration), let storage = StandInSyntax.storageName(declaration) else {
            return []
        }
        return [
            "@storageRestrictions(initializes: _\(raw: storage)) init(initialValue) { _\(raw: storage) = initialValue }",
            "get { access(keyPath: \\.\(raw: name)); return _\(raw: storage) }",
            "set { withMutation(keyPath: \\.\(raw: name)) { _\(raw: storage) = newValue } }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let peer = StandInSyntax.storagePeer(declaration, attribute: "@ObservationIgnored") else { return [] }
        return [peer]
    }
}

/// `@ObservationIgnored`: no accessors.
public struct ObservationIgnoredMacro: AccessorMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] { [] }
}
