// This file is generated from the StandIns/ folder by StandInSourcesTests.
// Do not edit: change the stand-in, then run
//   SCAFFOLD_UPDATE_GOLDENS=1 swift test --filter StandInSources

/// The SwiftUI, SwiftData and Accessibility stand-in modules, compiled into the tool so `scaffold verify`
/// can type-check platform-guarded code where Apple's frameworks do not exist.
enum StandInSources {
    /// Path relative to `StandIns/` (for example `SwiftUI/View.swift`) → Swift source.
    static let files: [String: String] = [
        "Accessibility/Accessibility.swift": #"""
        // Accessibility stand-in: the notifications an app posts to assistive technologies.
        import Foundation

        /// https://developer.apple.com/documentation/accessibility/accessibilitynotification
        /// `@available(iOS 17.0, macOS 14.0, *) enum AccessibilityNotification`
        public enum AccessibilityNotification {
            /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
            /// `struct Announcement : _AccessibilityNotifications`
            public struct Announcement: _AccessibilityNotifications {
                /// `init(_ announcement: String)`
                public init(_ announcement: String) {}
                /// `init(_ announcement: AttributedString)`
                public init(_ announcement: AttributedString) {}
            }
        }

        /// The notifications' shared protocol (public, underscored in the real SDK).
        /// `protocol _AccessibilityNotifications { associatedtype Info; func post() }`
        public protocol _AccessibilityNotifications {}

        extension _AccessibilityNotifications {
            /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()
            /// `func post()` (nonisolated: posting is allowed from any thread)
            public func post() {}
        }

        """#,
        "Macros/ObservationMacros.swift": #"""
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

        """#,
        "Macros/PreviewsMacros.swift": #"""
        // Stand-in for Apple's closed-source preview macros: the compiler type-checks `#Preview`'s
        // arguments against the macro's declaration (a `@MainActor` closure returning a view) before it
        // expands it; the stand-in then expands to nothing (no preview registry).
        import SwiftSyntax
        import SwiftSyntaxMacros

        /// `#Preview` with a SwiftUI view body.
        public struct SwiftUIView: DeclarationMacro {
            public static func expansion(
                of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
            ) throws -> [DeclSyntax] { [] }
        }

        /// `#Preview` with a UIKit, AppKit or widget body.
        public struct Common: DeclarationMacro {
            public static func expansion(
                of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
            ) throws -> [DeclSyntax] { [] }
        }

        """#,
        "Macros/StandInSyntax.swift": #"""
        // Syntax helpers shared by the macro stand-ins.
        import SwiftSyntax

        enum StandInSyntax {
            static func typeName(of declaration: some DeclGroupSyntax) -> String {
                if let c = declaration.as(ClassDeclSyntax.self) { return c.name.text }
                if let s = declaration.as(StructDeclSyntax.self) { return s.name.text }
                if let a = declaration.as(ActorDeclSyntax.self) { return a.name.text }
                if let e = declaration.as(EnumDeclSyntax.self) { return e.name.text }
                return "Self"
            }

            /// Whether `member` is an instance `var` with storage (no getter, no attribute in `skipping`).
            static func isStoredVariable(_ member: some DeclSyntaxProtocol, skipping: Set<String>) -> Bool {
                guard let variable = member.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
                    variable.bindings.count == 1, let binding = variable.bindings.first,
                    binding.pattern.is(IdentifierPatternSyntax.self)
                else { return false }
                if variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) { return false }
                for attribute in variable.attributes {
                    if case .attribute(let a) = attribute, let name = a.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
                        skipping.contains(name)
                    {
                        return false
                    }
                }
                if let accessors = binding.accessorBlock?.accessors {
                    switch accessors {
                    case .getter: return false
                    case .accessors(let list):
                        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
                    @unknown default: return false
                    }
                }
                return true
            }

            /// The name without backticks (`default` for `` `default` ``), for the `_name` storage peer.
            static func storageName(_ declaration: some DeclSyntaxProtocol) -> String? {
                storedName(declaration).map { $0.filter { $0 != "`" } }
            }

            /// The name as written (with backticks when it is a keyword), for member references.
            static func storedName(_ declaration: some DeclSyntaxProtocol) -> String? {
                declaration.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
            }

            /// `<attribute> private var _name: Type = initializer` for a stored property.
            static func storagePeer(_ declaration: some DeclSyntaxProtocol, attribute: String, type replacement: String? = nil) -> DeclSyntax? {
                guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                    let name = storageName(declaration)
                else { return nil }
                if let replacement { return "\(raw: attribute) private var _\(raw: name): \(raw: replacement)" }
                let type = binding.typeAnnotation.map { ": " + $0.type.trimmedDescription } ?? ""
                let value = binding.initializer.map { " = " + $0.value.trimmedDescription } ?? ""
                return "\(raw: attribute) private var _\(raw: name)\(raw: type)\(raw: value)"
            }
        }

        """#,
        "Macros/SwiftDataMacros.swift": #"""
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

        """#,
        "SwiftData/SwiftData.swift": #"""
        // SwiftData stand-in: the SwiftData API generated storage code uses, transcribed from Apple's
        // documentation (page named above each declaration). Bodies are placeholders: this module exists
        // to be type-checked against, never run.
        //
        // The macros (`@Model`, `@Attribute`, `@Relationship`, `@ModelActor`) cannot be implemented
        // without swift-syntax; ScaffoldKit's `StandInRewriter` expands them by hand into what the real
        // expansions declare (the `PersistentModel` / `ModelActor` conformances and members), and checks
        // the attribute arguments against the macros' documented parameter lists.
        // `#Predicate` and `SortDescriptor` are Foundation's own (the real SwiftData uses them too).
        @_exported import Foundation
        import Observation

        /// https://developer.apple.com/documentation/swiftdata/persistentidentifier
        /// `struct PersistentIdentifier` (`Hashable`, `Comparable`, `Codable`, `Sendable`)
        public struct PersistentIdentifier: Hashable, Comparable, Sendable {
            public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { false }
        }

        /// https://developer.apple.com/documentation/swiftdata/persistentmodel
        /// `protocol PersistentModel : AnyObject, Observable, Hashable, Identifiable`
        ///
        /// The real protocol also requires `persistentBackingData`, `schemaMetadata` and
        /// `init(backingData:)`, which `@Model` synthesizes; the stand-in leaves them out because the
        /// rewrite cannot synthesize them.
        public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

        extension PersistentModel {
            /// https://developer.apple.com/documentation/swiftdata/persistentmodel/persistentmodelid
            public var persistentModelID: PersistentIdentifier { PersistentIdentifier() }
            /// https://developer.apple.com/documentation/swiftdata/persistentmodel/modelcontext
            public var modelContext: ModelContext? { nil }
            public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
            public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }

        /// https://developer.apple.com/documentation/swiftdata/schema
        /// `final class Schema`
        public final class Schema {
            /// https://developer.apple.com/documentation/swiftdata/schema/version
            /// `struct Version` (`Comparable`, `Hashable`, `Codable`, `Sendable`)
            public struct Version: Hashable, Sendable {
                /// https://developer.apple.com/documentation/swiftdata/schema/version/init(_:_:_:)
                public init(_ major: Int, _ minor: Int, _ patch: Int) {}
            }
            /// https://developer.apple.com/documentation/swiftdata/schema/init(versionedschema:)
            public convenience init(versionedSchema: any VersionedSchema.Type) { self.init() }
            /// https://developer.apple.com/documentation/swiftdata/schema/init(_:version:)-4jo2z
            public init(_ types: [any PersistentModel.Type] = [], version: Schema.Version = Version(1, 0, 0)) {}

            /// https://developer.apple.com/documentation/swiftdata/schema/attribute
            public final class Attribute {
                /// https://developer.apple.com/documentation/swiftdata/schema/attribute/option
                public struct Option: Hashable, Sendable {
                    /// https://developer.apple.com/documentation/swiftdata/schema/attribute/option/unique
                    public static let unique = Option()
                    /// https://developer.apple.com/documentation/swiftdata/schema/attribute/option/externalstorage
                    public static let externalStorage = Option()
                    /// https://developer.apple.com/documentation/swiftdata/schema/attribute/option/spotlight
                    public static let spotlight = Option()
                    /// https://developer.apple.com/documentation/swiftdata/schema/attribute/option/preservevalueondeletion
                    public static let preserveValueOnDeletion = Option()
                }
            }

            /// https://developer.apple.com/documentation/swiftdata/schema/relationship
            public final class Relationship {
                /// https://developer.apple.com/documentation/swiftdata/schema/relationship/deleterule-swift.enum
                /// `enum DeleteRule` (`cascade`, `deny`, `noAction`, `nullify`)
                public enum DeleteRule: Hashable, Sendable { case nullify, cascade, deny, noAction }
                /// https://developer.apple.com/documentation/swiftdata/schema/relationship/option
                public struct Option: Hashable, Sendable {
                    /// https://developer.apple.com/documentation/swiftdata/schema/relationship/option/unique
                    public static let unique = Option()
                }
            }
        }

        /// https://developer.apple.com/documentation/swiftdata/versionedschema
        /// `protocol VersionedSchema`
        public protocol VersionedSchema {
            /// https://developer.apple.com/documentation/swiftdata/versionedschema/versionidentifier
            static var versionIdentifier: Schema.Version { get }
            /// https://developer.apple.com/documentation/swiftdata/versionedschema/models
            static var models: [any PersistentModel.Type] { get }
        }

        /// https://developer.apple.com/documentation/swiftdata/schemamigrationplan
        /// `protocol SchemaMigrationPlan`
        public protocol SchemaMigrationPlan {
            /// https://developer.apple.com/documentation/swiftdata/schemamigrationplan/schemas
            static var schemas: [any VersionedSchema.Type] { get }
            /// https://developer.apple.com/documentation/swiftdata/schemamigrationplan/stages
            static var stages: [MigrationStage] { get }
        }

        /// https://developer.apple.com/documentation/swiftdata/migrationstage
        /// `enum MigrationStage`
        public enum MigrationStage {
            /// https://developer.apple.com/documentation/swiftdata/migrationstage/lightweight(fromversion:toversion:)
            case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
            /// https://developer.apple.com/documentation/swiftdata/migrationstage/custom(fromversion:toversion:willmigrate:didmigrate:)
            /// `case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type, willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)`
            case custom(
                fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
        }

        /// https://developer.apple.com/documentation/swiftdata/modelcontext
        /// `class ModelContext` (not `Sendable`: use it on the actor that owns it)
        public class ModelContext {
            /// https://developer.apple.com/documentation/swiftdata/modelcontext/init(_:)
            public init(_ container: ModelContainer) {}
            /// https://developer.apple.com/documentation/swiftdata/modelcontext/fetch(_:)
            /// `func fetch<T>(_ descriptor: FetchDescriptor<T>) throws -> [T] where T : PersistentModel`
            public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] { [] }
            /// https://developer.apple.com/documentation/swiftdata/modelcontext/fetchcount(_:)
            public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { 0 }
            /// https://developer.apple.com/documentation/swiftdata/modelcontext/insert(_:)
            public func insert<T: PersistentModel>(_ model: T) {}
            /// https://developer.apple.com/documentation/swiftdata/modelcontext/delete(_:)
            public func delete<T: PersistentModel>(_ model: T) {}
            /// https://developer.apple.com/documentation/swiftdata/modelcontext/save()
            public func save() throws {}
            /// https://developer.apple.com/documentation/swiftdata/modelcontext/rollback()
            public func rollback() {}
            /// https://developer.apple.com/documentation/swiftdata/modelcontext/haschanges
            public var hasChanges: Bool { false }
            /// https://developer.apple.com/documentation/swiftdata/modelcontext/autosaveenabled
            public var autosaveEnabled: Bool = true
        }

        /// https://developer.apple.com/documentation/swiftdata/fetchdescriptor
        /// `struct FetchDescriptor<T> where T : PersistentModel`
        public struct FetchDescriptor<T: PersistentModel> {
            /// https://developer.apple.com/documentation/swiftdata/fetchdescriptor/predicate
            public var predicate: Predicate<T>?
            /// https://developer.apple.com/documentation/swiftdata/fetchdescriptor/sortby
            public var sortBy: [SortDescriptor<T>]
            /// https://developer.apple.com/documentation/swiftdata/fetchdescriptor/fetchlimit
            public var fetchLimit: Int?
            /// https://developer.apple.com/documentation/swiftdata/fetchdescriptor/fetchoffset
            public var fetchOffset: Int?
            /// https://developer.apple.com/documentation/swiftdata/fetchdescriptor/init(predicate:sortby:)
            /// `init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = [])`
            public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
                self.predicate = predicate
                self.sortBy = sortBy
            }
        }

        /// https://developer.apple.com/documentation/swiftdata/modelconfiguration
        /// `struct ModelConfiguration`
        public struct ModelConfiguration {
            /// https://developer.apple.com/documentation/swiftdata/modelconfiguration/init(_:schema:isstoredinmemoryonly:allowssave:groupcontainer:cloudkitdatabase:)
            /// (the `groupContainer:` and `cloudKitDatabase:` parameters are modelled by their option types below)
            public init(
                _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
            ) {}
            /// https://developer.apple.com/documentation/swiftdata/modelconfiguration/init(_:schema:url:allowssave:cloudkitdatabase:)
            /// `init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .automatic)`
            public init(
                _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic
            ) {}
            /// https://developer.apple.com/documentation/swiftdata/modelconfiguration/groupcontainer-swift.struct
            public struct GroupContainer: Sendable {
                public static let automatic = GroupContainer()
                public static let none = GroupContainer()
            }
            /// https://developer.apple.com/documentation/swiftdata/modelconfiguration/cloudkitdatabase-swift.struct
            public struct CloudKitDatabase: Sendable {
                public static let automatic = CloudKitDatabase()
                public static let none = CloudKitDatabase()
                public static func `private`(_ identifier: String) -> CloudKitDatabase { CloudKitDatabase() }
            }
        }

        /// https://developer.apple.com/documentation/swiftdata/modelcontainer
        /// `final class ModelContainer` (`Sendable`)
        public final class ModelContainer: Sendable {
            /// https://developer.apple.com/documentation/swiftdata/modelcontainer/init(for:migrationplan:configurations:)-8s4ts
            /// `convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws`
            public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws {}
            /// https://developer.apple.com/documentation/swiftdata/modelcontainer/init(for:migrationplan:configurations:)-7q5ih
            public init(
                for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                configurations: ModelConfiguration...
            ) throws {}
            /// https://developer.apple.com/documentation/swiftdata/modelcontainer/maincontext
            /// `@MainActor var mainContext: ModelContext { get }`
            @MainActor public var mainContext: ModelContext { ModelContext(self) }
        }

        /// https://developer.apple.com/documentation/swiftdata/modelexecutor
        /// `protocol ModelExecutor : AnyObject, Sendable`
        public protocol ModelExecutor: AnyObject, Sendable {
            /// https://developer.apple.com/documentation/swiftdata/modelexecutor/modelcontext
            var modelContext: ModelContext { get }
        }

        /// https://developer.apple.com/documentation/swiftdata/defaultserialmodelexecutor
        /// `final class DefaultSerialModelExecutor` (the real one is also a `SerialExecutor`, so the actor
        /// runs on it; the stand-in only models its type)
        public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
            public let modelContext: ModelContext
            /// https://developer.apple.com/documentation/swiftdata/defaultserialmodelexecutor/init(modelcontext:)
            public init(modelContext: ModelContext) { self.modelContext = modelContext }
        }

        /// https://developer.apple.com/documentation/swiftdata/modelactor
        /// `protocol ModelActor : Actor`
        public protocol ModelActor: Actor {
            /// https://developer.apple.com/documentation/swiftdata/modelactor/modelcontainer
            nonisolated var modelContainer: ModelContainer { get }
            /// https://developer.apple.com/documentation/swiftdata/modelactor/modelexecutor
            nonisolated var modelExecutor: any ModelExecutor { get }
        }

        extension ModelActor {
            /// https://developer.apple.com/documentation/swiftdata/modelactor/modelcontext
            /// `var modelContext: ModelContext { get }` (actor-isolated)
            public var modelContext: ModelContext { modelExecutor.modelContext }
        }

        """#,
        "SwiftUI/Containers.swift": #"""
        // SwiftUI stand-in: containers, lists and navigation.

        /// https://developer.apple.com/documentation/swiftui/horizontalalignment
        @frozen public struct HorizontalAlignment: Equatable, Sendable {
            public static let leading = HorizontalAlignment()
            public static let center = HorizontalAlignment()
            public static let trailing = HorizontalAlignment()
        }

        /// https://developer.apple.com/documentation/swiftui/verticalalignment
        @frozen public struct VerticalAlignment: Equatable, Sendable {
            public static let top = VerticalAlignment()
            public static let center = VerticalAlignment()
            public static let bottom = VerticalAlignment()
        }

        /// https://developer.apple.com/documentation/swiftui/alignment
        @frozen public struct Alignment: Equatable, Sendable {
            public static let center = Alignment()
            public static let leading = Alignment()
            public static let trailing = Alignment()
            public static let top = Alignment()
            public static let bottom = Alignment()
        }

        /// https://developer.apple.com/documentation/swiftui/vstack
        /// `@frozen struct VStack<Content> where Content : View`
        @frozen
        public struct VStack<Content: View>: View {
            /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
            @inlinable public nonisolated init(
                alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
            ) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/hstack
        @frozen
        public struct HStack<Content: View>: View {
            /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
            @inlinable public nonisolated init(
                alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
            ) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/zstack
        @frozen
        public struct ZStack<Content: View>: View {
            /// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
            @inlinable public nonisolated init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/spacer
        @frozen
        public struct Spacer: View {
            /// https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
            @inlinable public nonisolated init(minLength: CGFloat? = nil) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/divider
        public struct Divider: View {
            /// https://developer.apple.com/documentation/swiftui/divider/init()
            public nonisolated init() {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/scrollview
        /// `@MainActor @preconcurrency struct ScrollView<Content> where Content : View`
        @MainActor @preconcurrency
        public struct ScrollView<Content: View>: View {
            /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
            public nonisolated init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        extension Axis {
            /// https://developer.apple.com/documentation/swiftui/axis/set
            @frozen public struct Set: OptionSet, Sendable {
                public let rawValue: Int8
                public init(rawValue: Int8) { self.rawValue = rawValue }
                public static let horizontal = Set(rawValue: 1)
                public static let vertical = Set(rawValue: 2)
            }
        }

        /// https://developer.apple.com/documentation/swiftui/form
        /// `@MainActor @preconcurrency struct Form<Content> where Content : View`
        @MainActor @preconcurrency
        public struct Form<Content: View>: View {
            /// https://developer.apple.com/documentation/swiftui/form/init(content:)
            public nonisolated init(@ViewBuilder content: () -> Content) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/list
        /// `@MainActor @preconcurrency struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View`
        @MainActor @preconcurrency
        public struct List<SelectionValue: Hashable, Content: View>: View {
            /// https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-4ouny
            public nonisolated init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        extension List where SelectionValue == Never {
            /// https://developer.apple.com/documentation/swiftui/list/init(content:)
            /// `nonisolated init(@ViewBuilder content: () -> Content)`
            public nonisolated init(@ViewBuilder content: () -> Content) {}
            /// https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-7vpgz
            /// `nonisolated init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data : RandomAccessCollection, RowContent : View, Data.Element : Identifiable`
            public nonisolated init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
            where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {}
        }

        /// https://developer.apple.com/documentation/swiftui/section
        /// `struct Section<Parent, Content, Footer>`
        public struct Section<Parent, Content, Footer> {}

        extension Section: View where Parent: View, Content: View, Footer: View {
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
            /// https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:)
            public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
        }

        extension Section where Parent: View, Content: View, Footer == EmptyView {
            /// https://developer.apple.com/documentation/swiftui/section/init(content:header:)
            public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
        }

        extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
            /// https://developer.apple.com/documentation/swiftui/section/init(content:)
            public nonisolated init(@ViewBuilder content: () -> Content) {}
        }

        extension Section where Parent == Text, Content: View, Footer == EmptyView {
            /// https://developer.apple.com/documentation/swiftui/section/init(_:content:)-90be4
            /// `nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content)`
            public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
            /// https://developer.apple.com/documentation/swiftui/section/init(_:content:)-8rqu6
            /// `nonisolated init<S>(_ title: S, @ViewBuilder content: () -> Content) where S : StringProtocol` (`@_disfavoredOverload`)
            @_disfavoredOverload
            public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
        }

        /// https://developer.apple.com/documentation/swiftui/foreach
        /// `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`
        public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
            /// https://developer.apple.com/documentation/swiftui/foreach/data
            public var data: Data
            /// https://developer.apple.com/documentation/swiftui/foreach/content
            public var content: (Data.Element) -> Content
        }

        extension ForEach: View where Content: View {
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
            /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-90tfh
            /// `nonisolated init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)`
            public nonisolated init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
                self.data = data
                self.content = content
            }
        }

        extension ForEach where Content: View {
            /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
            /// `nonisolated init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)`
            public nonisolated init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
                self.data = data
                self.content = content
            }
        }

        extension ForEach where Data == Range<Int>, ID == Int, Content: View {
            /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-8sp6y
            public nonisolated init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
                self.data = data
                self.content = content
            }
        }

        /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent
        public protocol DynamicViewContent: View {
            associatedtype Data: Collection
            var data: Data { get }
        }

        extension ForEach: DynamicViewContent where Content: View {}

        extension DynamicViewContent {
            /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
            /// `nonisolated func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent`
            public nonisolated func onDelete(perform action: ((IndexSet) -> Void)?) -> some View { _StandInModified(self) }
        }

        /// https://developer.apple.com/documentation/swiftui/navigationpath
        /// `struct NavigationPath` (`Equatable`)
        public struct NavigationPath: Equatable {
            /// https://developer.apple.com/documentation/swiftui/navigationpath/init()
            public init() {}
            /// https://developer.apple.com/documentation/swiftui/navigationpath/count
            public var count: Int { 0 }
            /// https://developer.apple.com/documentation/swiftui/navigationpath/isempty
            public var isEmpty: Bool { true }
            /// https://developer.apple.com/documentation/swiftui/navigationpath/append(_:)-5vm4g
            public mutating func append<V: Hashable>(_ value: V) {}
            /// https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:)
            public mutating func removeLast(_ k: Int = 1) {}
        }

        /// https://developer.apple.com/documentation/swiftui/navigationstack
        /// `@MainActor @preconcurrency struct NavigationStack<Data, Root> where Root : View`
        @MainActor @preconcurrency
        public struct NavigationStack<Data, Root: View>: View {
            /// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
            /// `nonisolated init(@ViewBuilder root: () -> Root) where Data == NavigationPath`
            public nonisolated init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
            /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)
            /// `nonisolated init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath`
            public nonisolated init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}
            /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)
            /// `nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data : MutableCollection, Data : RandomAccessCollection, Data : RangeReplaceableCollection, Data.Element : Hashable`
            public nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root)
            where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/navigationlink
        /// `@MainActor @preconcurrency struct NavigationLink<Label, Destination> where Label : View, Destination : View`
        @MainActor @preconcurrency
        public struct NavigationLink<Label: View, Destination: View>: View {
            /// https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:)
            public nonisolated init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        extension NavigationLink where Destination == Never {
            /// https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)
            /// `nonisolated init<P>(value: P?, @ViewBuilder label: () -> Label) where P : Hashable`
            public nonisolated init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
        }

        extension NavigationLink where Label == Text, Destination == Never {
            /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)-4r5bq
            /// `nonisolated init<P>(_ titleKey: LocalizedStringKey, value: P?) where P : Hashable`
            public nonisolated init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {}
            /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)-3rmpd
            /// `nonisolated init<S, P>(_ title: S, value: P?) where S : StringProtocol, P : Hashable` (`@_disfavoredOverload`)
            @_disfavoredOverload
            public nonisolated init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {}
        }

        extension NavigationLink where Label == Text {
            /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:destination:)-1v7nd
            public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
        }

        /// https://developer.apple.com/documentation/swiftui/navigationsplitview
        /// `@MainActor @preconcurrency struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar : View, Content : View, Detail : View`
        @MainActor @preconcurrency
        public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
            /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:content:detail:)
            /// `nonisolated init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail)`
            public nonisolated init(
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
            ) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        extension NavigationSplitView where Content == EmptyView {
            /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:detail:)
            /// `nonisolated init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView`
            public nonisolated init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
        }

        /// https://developer.apple.com/documentation/swiftui/tabview
        @MainActor @preconcurrency
        public struct TabView<SelectionValue: Hashable, Content: View>: View {
            /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
            public nonisolated init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        extension TabView where SelectionValue == Int {
            /// https://developer.apple.com/documentation/swiftui/tabview/init(content:)
            public nonisolated init(@ViewBuilder content: () -> Content) {}
        }

        extension RangeReplaceableCollection where Self: MutableCollection {
            /// https://developer.apple.com/documentation/swift/rangereplaceablecollection/remove(atoffsets:)
            /// (declared by SwiftUI) `mutating func remove(atOffsets offsets: IndexSet)`
            public mutating func remove(atOffsets offsets: IndexSet) {
                for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
            }
        }

        extension MutableCollection {
            /// https://developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:)
            /// (declared by SwiftUI) `mutating func move(fromOffsets source: IndexSet, toOffset destination: Int)`
            public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
        }

        /// https://developer.apple.com/documentation/swiftui/timelineschedule
        /// `protocol TimelineSchedule` (its `entries(from:mode:)` requirement is left out: nothing
        /// generated implements a schedule)
        public protocol TimelineSchedule {}

        /// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule
        public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
            public init() {}
        }

        extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
            /// https://developer.apple.com/documentation/swiftui/timelineschedule/everyminute
            public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
        }

        /// https://developer.apple.com/documentation/swiftui/timelineview
        /// `struct TimelineView<Schedule, Content> where Schedule : TimelineSchedule` (`View` where
        /// `Content : View`)
        public struct TimelineView<Schedule: TimelineSchedule, Content> {
            /// https://developer.apple.com/documentation/swiftui/timelineview/context
            public struct Context: Sendable {
                /// https://developer.apple.com/documentation/swiftui/timelineview/context/date
                public let date: Date
            }
        }

        extension TimelineView: View where Content: View {
            /// https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)
            /// `init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content)`
            public nonisolated init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
        public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

        """#,
        "SwiftUI/Controls.swift": #"""
        // SwiftUI stand-in: controls (buttons, fields, toggles, indicators, labels).

        /// https://developer.apple.com/documentation/swiftui/buttonrole
        /// `struct ButtonRole` (`Equatable`, `Sendable`)
        public struct ButtonRole: Equatable, Sendable {
            /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive
            public static let destructive = ButtonRole()
            /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel
            public static let cancel = ButtonRole()
        }

        /// https://developer.apple.com/documentation/swiftui/button
        /// `@MainActor @preconcurrency struct Button<Label> where Label : View`
        ///
        /// Every action is `@escaping @MainActor () -> Void` (a main-actor function type, hence
        /// `Sendable`): a synchronous closure, so `await` inside it is an error, and a non-`Sendable`
        /// function value passed as the action is diagnosed.
        @MainActor @preconcurrency
        public struct Button<Label: View>: View {
            /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
            /// `@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)`
            @preconcurrency
            public nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
            /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
            @preconcurrency
            public nonisolated init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        extension Button where Label == Text {
            /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
            /// `@preconcurrency nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)`
            @preconcurrency
            public nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
            /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
            /// `@preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol`
            /// (`@_disfavoredOverload` in the SDK's interface)
            @preconcurrency @_disfavoredOverload
            public nonisolated init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
            /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
            @preconcurrency
            public nonisolated init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
            /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)-8y5yk
            @preconcurrency @_disfavoredOverload
            public nonisolated init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
        }

        extension Button where Label == SwiftUI.Label<Text, Image> {
            /// https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)
            public nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}
            /// https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:role:action:)
            public nonisolated init(
                _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
            ) {}
        }

        /// https://developer.apple.com/documentation/swiftui/label
        /// `struct Label<Title, Icon> where Title : View, Icon : View`
        public struct Label<Title: View, Icon: View>: View {
            /// https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
            public nonisolated init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        extension Label where Title == Text, Icon == Image {
            /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-7ryyg
            public nonisolated init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
            /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-5f2f8
            @_disfavoredOverload
            public nonisolated init<S: StringProtocol>(_ title: S, systemImage name: String) {}
        }

        /// https://developer.apple.com/documentation/swiftui/textfield
        /// `@MainActor @preconcurrency struct TextField<Label> where Label : View`
        @MainActor @preconcurrency
        public struct TextField<Label: View>: View {
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        extension TextField {
            /// https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:)
            /// `nonisolated init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label)`
            /// (the label a view, such as `Text(_:bundle:)` for a title from a module's String Catalog)
            public nonisolated init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
            /// https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:axis:label:)
            /// `nonisolated init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label)`
            public nonisolated init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {}
            /// https://developer.apple.com/documentation/swiftui/textfield/init(value:format:prompt:label:)
            /// `nonisolated init<F>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F : ParseableFormatStyle, F.FormatOutput == String`
            public nonisolated init<F: ParseableFormatStyle>(
                value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
            ) where F.FormatOutput == String {}
        }

        extension TextField where Label == Text {
            /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-5ni2h
            /// `nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>)`
            public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
            /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-4a9w0
            /// `nonisolated init<S>(_ title: S, text: Binding<String>) where S : StringProtocol` (`@_disfavoredOverload`)
            @_disfavoredOverload
            public nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
            /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)-5bhzr
            public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
            /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)-6ugxx
            public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
            /// https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-6ug7k
            /// `nonisolated init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F : ParseableFormatStyle, F.FormatOutput == String`
            public nonisolated init<F: ParseableFormatStyle>(
                _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
            ) where F.FormatOutput == String {}
            /// https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-3bkl4
            /// (the optional-value overload)
            public nonisolated init<F: ParseableFormatStyle>(
                _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
            ) where F.FormatOutput == String {}
        }

        /// https://developer.apple.com/documentation/swiftui/axis
        @frozen
        public enum Axis: Int8, Hashable, Sendable {
            case horizontal, vertical
        }

        /// https://developer.apple.com/documentation/swiftui/securefield
        /// `@MainActor @preconcurrency struct SecureField<Label> where Label : View`
        @MainActor @preconcurrency
        public struct SecureField<Label: View>: View {
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        extension SecureField {
            /// https://developer.apple.com/documentation/swiftui/securefield/init(text:prompt:label:)
            /// `nonisolated init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label)`
            public nonisolated init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
        }

        extension SecureField where Label == Text {
            /// https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)-4ac4m
            public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
            /// https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)-3wkvl (`@_disfavoredOverload`)
            @_disfavoredOverload
            public nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
        }

        /// https://developer.apple.com/documentation/swiftui/toggle
        /// `@MainActor @preconcurrency struct Toggle<Label> where Label : View`
        @MainActor @preconcurrency
        public struct Toggle<Label: View>: View {
            /// https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:)
            public nonisolated init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        extension Toggle where Label == Text {
            /// https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-8qx3l
            public nonisolated init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
            /// https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-2qurm (`@_disfavoredOverload`)
            @_disfavoredOverload
            public nonisolated init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
        }

        /// https://developer.apple.com/documentation/swiftui/stepper
        @MainActor @preconcurrency
        public struct Stepper<Label: View>: View {
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        extension Stepper where Label == Text {
            /// https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)-9udim
            public nonisolated init<V: Strideable>(
                _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }
            ) {}
        }

        /// https://developer.apple.com/documentation/swiftui/progressview
        /// `@MainActor @preconcurrency struct ProgressView<Label, CurrentValueLabel> where Label : View, CurrentValueLabel : View`
        @MainActor @preconcurrency
        public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        extension ProgressView where CurrentValueLabel == EmptyView {
            /// https://developer.apple.com/documentation/swiftui/progressview/init()
            /// `nonisolated init() where Label == EmptyView`
            public nonisolated init() where Label == EmptyView {}
            /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)-7a9ok
            public nonisolated init(_ titleKey: LocalizedStringKey) where Label == Text {}
            /// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:)
            public nonisolated init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {}
        }

        /// https://developer.apple.com/documentation/swiftui/labeledcontent
        /// `struct LabeledContent<Label, Content>`
        public struct LabeledContent<Label, Content> {}

        extension LabeledContent: View where Label: View, Content: View {
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
            /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(content:label:)
            public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
        }

        extension LabeledContent where Label == Text, Content: View {
            /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:content:)-6wbfm
            public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
        }

        extension LabeledContent where Label == Text, Content == Text {
            /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:)-4ehgb
            /// `nonisolated init<S>(_ titleKey: LocalizedStringKey, value: S) where S : StringProtocol`
            public nonisolated init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
            /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:)-3nn3r (`@_disfavoredOverload`)
            @_disfavoredOverload
            public nonisolated init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
            /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:format:)-2pl5k
            /// `nonisolated init<F>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F : FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String`
            public nonisolated init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
            where F.FormatInput: Equatable, F.FormatOutput == String {}
        }

        /// https://developer.apple.com/documentation/swiftui/contentunavailableview
        /// `struct ContentUnavailableView<Label, Description, Actions> where Label : View, Description : View, Actions : View`
        public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
            /// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:)
            public nonisolated init(
                @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }
            ) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
            /// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)-1xm2t
            /// `nonisolated init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil)`
            public nonisolated init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
            /// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)-4ng23 (`@_disfavoredOverload`)
            @_disfavoredOverload
            public nonisolated init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
        }

        #if os(iOS)
        /// https://developer.apple.com/documentation/swiftui/editbutton (iOS, iPadOS, visionOS only)
        @MainActor @preconcurrency
        public struct EditButton: View {
            /// https://developer.apple.com/documentation/swiftui/editbutton/init()
            public nonisolated init() {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }
        #endif

        """#,
        "SwiftUI/DataFlow.swift": #"""
        // SwiftUI stand-in: property wrappers and the environment.

        /// https://developer.apple.com/documentation/swiftui/dynamicproperty
        public protocol DynamicProperty {}

        /// https://developer.apple.com/documentation/swiftui/state
        /// `@frozen @propertyWrapper struct State<Value>` (`DynamicProperty`; `Sendable` when `Value: Sendable`)
        @frozen @propertyWrapper
        public struct State<Value>: DynamicProperty {
            /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
            public init(wrappedValue value: Value) {}
            /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
            public init(initialValue value: Value) {}
            /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
            /// `var wrappedValue: Value { get nonmutating set }`
            public var wrappedValue: Value {
                get { fatalError("stand-in") }
                nonmutating set {}
            }
            /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
            /// `var projectedValue: Binding<Value> { get }`
            public var projectedValue: Binding<Value> { fatalError("stand-in") }
        }

        extension State where Value: ExpressibleByNilLiteral {
            /// https://developer.apple.com/documentation/swiftui/state/init()
            public init() {}
        }

        extension State: Sendable where Value: Sendable {}

        /// https://developer.apple.com/documentation/swiftui/scenestorage
        /// `@frozen @propertyWrapper struct SceneStorage<Value>` (`DynamicProperty`; never `Sendable`)
        @frozen @propertyWrapper
        public struct SceneStorage<Value>: DynamicProperty {
            private let key: String
            /// https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
            /// `var wrappedValue: Value { get nonmutating set }`
            public var wrappedValue: Value {
                get { fatalError("stand-in") }
                nonmutating set {}
            }
            /// https://developer.apple.com/documentation/swiftui/scenestorage/projectedvalue
            public var projectedValue: Binding<Value> { fatalError("stand-in") }
        }

        @available(*, unavailable)
        extension SceneStorage: Sendable {}

        extension SceneStorage {
            /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)-8s3bz
            /// `init(wrappedValue: Value, _ key: String) where Value == String`
            public init(wrappedValue: Value, _ key: String) where Value == String { self.key = key }
            /// `init(wrappedValue: Value, _ key: String) where Value == Data`
            public init(wrappedValue: Value, _ key: String) where Value == Data { self.key = key }
        }

        extension SceneStorage where Value: ExpressibleByNilLiteral {
            /// https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)
            /// `init(_ key: String) where Value == String?`
            public init(_ key: String) where Value == String? { self.key = key }
            /// `init(_ key: String) where Value == Data?`
            public init(_ key: String) where Value == Data? { self.key = key }
        }

        /// https://developer.apple.com/documentation/swiftui/binding
        /// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
        /// (`DynamicProperty`; `Sendable` only when `Value: Sendable`, per the page's discussion)
        @frozen @propertyWrapper @dynamicMemberLookup
        public struct Binding<Value>: DynamicProperty {
            /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
            /// `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void)`
            @preconcurrency
            public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {}
            /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
            public init(projectedValue: Binding<Value>) {}
            /// https://developer.apple.com/documentation/swiftui/binding/init(_:)-6xs3l
            public init(_ base: Binding<Value>) {}
            /// https://developer.apple.com/documentation/swiftui/binding/init(_:)-5z9t9
            /// `init?(_ base: Binding<Value?>)`: `nil` while the base's value is `nil`.
            public init?(_ base: Binding<Value?>) { return nil }
            /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
            /// `static func constant(_ value: Value) -> Binding<Value>`
            public static func constant(_ value: Value) -> Binding<Value> { fatalError("stand-in") }
            /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
            /// `var wrappedValue: Value { get nonmutating set }`
            public var wrappedValue: Value {
                get { fatalError("stand-in") }
                nonmutating set {}
            }
            /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
            public var projectedValue: Binding<Value> { self }
            /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
            /// `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get }`
            public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
                fatalError("stand-in")
            }
        }

        extension Binding: @unchecked Sendable where Value: Sendable {}

        /// https://developer.apple.com/documentation/swiftui/bindable
        /// `@dynamicMemberLookup @propertyWrapper struct Bindable<Value>`
        @dynamicMemberLookup @propertyWrapper
        public struct Bindable<Value> {
            /// https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
            public var wrappedValue: Value
            /// https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
            public var projectedValue: Bindable<Value> { self }
            /// https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
            /// `init(wrappedValue: Value) where Value : AnyObject, Value : Observable`
            public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
            /// https://developer.apple.com/documentation/swiftui/bindable/init(_:)
            /// `init(_ wrappedValue: Value) where Value : AnyObject, Value : Observable`
            public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
            /// https://developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:)
            public init(projectedValue: Bindable<Value>) { self.wrappedValue = projectedValue.wrappedValue }
            /// https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
            /// `subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value : AnyObject { get }`
            public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
            where Value: AnyObject {
                fatalError("stand-in")
            }
        }

        extension Bindable: Sendable where Value: Sendable {}

        /// https://developer.apple.com/documentation/swiftui/environmentvalues
        /// `struct EnvironmentValues`
        public struct EnvironmentValues: CustomStringConvertible {
            /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
            public init() {}
            public var description: String { "EnvironmentValues" }
            /// https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss
            /// `var dismiss: DismissAction { get }`
            public var dismiss: DismissAction { DismissAction() }
            /// https://developer.apple.com/documentation/swiftui/environmentvalues/refresh
            public var refresh: RefreshAction? { nil }
            /// https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled
            public var isEnabled: Bool {
                get { true }
                set {}
            }
            /// https://developer.apple.com/documentation/swiftui/environmentvalues/locale
            public var locale: Locale {
                get { Locale(identifier: "en_US") }
                set {}
            }
            /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
            /// `var horizontalSizeClass: UserInterfaceSizeClass? { get set }` (iOS 13, macOS 10.15; back-deployed before macOS 14)
            public var horizontalSizeClass: UserInterfaceSizeClass? {
                get { nil }
                set {}
            }
            /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
            /// `var scenePhase: ScenePhase { get set }` (iOS 14, macOS 11)
            public var scenePhase: ScenePhase {
                get { .active }
                set {}
            }
        }

        /// https://developer.apple.com/documentation/swiftui/scenephase
        /// `enum ScenePhase` (`Comparable`, `Sendable`)
        public enum ScenePhase: Comparable, Sendable {
            /// https://developer.apple.com/documentation/swiftui/scenephase/background
            case background
            /// https://developer.apple.com/documentation/swiftui/scenephase/inactive
            case inactive
            /// https://developer.apple.com/documentation/swiftui/scenephase/active
            case active
        }

        /// https://developer.apple.com/documentation/swiftui/environmentkey
        /// `protocol EnvironmentKey` (`associatedtype Value`, `static var defaultValue: Self.Value { get }`)
        public protocol EnvironmentKey {
            /// https://developer.apple.com/documentation/swiftui/environmentkey/value
            associatedtype Value
            /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
            static var defaultValue: Value { get }
        }

        extension EnvironmentValues {
            /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
            /// `subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`
            public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
                get { K.defaultValue }
                set {}
            }
        }

        /// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
        /// `enum UserInterfaceSizeClass` (`Hashable`, `Sendable`)
        public enum UserInterfaceSizeClass: Hashable, Sendable {
            /// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/compact
            case compact
            /// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/regular
            case regular
        }

        /// https://developer.apple.com/documentation/swiftui/dismissaction
        /// `@MainActor @preconcurrency struct DismissAction`
        @MainActor @preconcurrency
        public struct DismissAction {
            nonisolated init() {}
            /// https://developer.apple.com/documentation/swiftui/dismissaction/callasfunction()
            public func callAsFunction() {}
        }

        /// https://developer.apple.com/documentation/swiftui/refreshaction
        /// `struct RefreshAction` (`Sendable`)
        public struct RefreshAction: Sendable {
            /// https://developer.apple.com/documentation/swiftui/refreshaction/callasfunction()
            /// `func callAsFunction() async`
            public func callAsFunction() async {}
        }

        /// https://developer.apple.com/documentation/swiftui/environment
        /// `@frozen @propertyWrapper struct Environment<Value>` (`DynamicProperty`)
        @frozen @propertyWrapper
        public struct Environment<Value>: DynamicProperty {
            /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
            /// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
            public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
            /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8ltgq
            /// `init(_ objectType: Value.Type) where Value : AnyObject, Value : Observable`
            public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
            /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-6u2cc
            /// `init<T>(_ objectType: T.Type) where Value == T?, T : AnyObject, T : Observable`
            public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
            /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
            /// `var wrappedValue: Value { get }`
            public var wrappedValue: Value { fatalError("stand-in") }
        }

        extension Environment: Sendable where Value: Sendable {}

        extension View {
            /// https://developer.apple.com/documentation/swiftui/view/environment(_:)
            /// `nonisolated func environment<T>(_ object: T?) -> some View where T : AnyObject, T : Observable`
            public nonisolated func environment<T: AnyObject & Observable>(_ object: T?) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
            /// `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`
            public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
                _StandInModified(self)
            }
        }

        /// https://developer.apple.com/documentation/swiftui/focusstate
        /// `@frozen @propertyWrapper struct FocusState<Value> : DynamicProperty where Value : Hashable` (not `Sendable`)
        @frozen @propertyWrapper
        public struct FocusState<Value: Hashable>: DynamicProperty {
            /// https://developer.apple.com/documentation/swiftui/focusstate/binding (a property wrapper
            /// in the SDK; here only the value `$focus` projects, which is what generated code passes)
            @frozen
            public struct Binding {
                /// `var wrappedValue: Value { get nonmutating set }`
                public var wrappedValue: Value {
                    get { fatalError("stand-in") }
                    nonmutating set {}
                }
                /// `var projectedValue: FocusState<Value>.Binding { get }`
                public var projectedValue: FocusState<Value>.Binding { self }
            }

            /// `var wrappedValue: Value { get nonmutating set }`
            public var wrappedValue: Value {
                get { fatalError("stand-in") }
                nonmutating set {}
            }
            /// `var projectedValue: FocusState<Value>.Binding { get }`
            public var projectedValue: FocusState<Value>.Binding { fatalError("stand-in") }

            /// https://developer.apple.com/documentation/swiftui/focusstate/init()-2mh5n
            public init() where Value == Bool {}
            /// https://developer.apple.com/documentation/swiftui/focusstate/init()-4ssdp
            public init<T: Hashable>() where Value == T? {}
        }

        """#,
        "SwiftUI/MeasurementFormat.swift": #"""
        // Foundation stand-in: `Measurement.FormatStyle`, which Apple's Foundation declares and
        // swift-corelibs-foundation does not (the rest of the format styles exist on Linux).
        import Foundation

        #if !canImport(Darwin)
            extension Measurement where UnitType: Dimension {
                /// https://developer.apple.com/documentation/foundation/measurement/formatstyle
                /// `struct FormatStyle : Codable, Hashable, Sendable` (a `FormatStyle` of `Measurement<UnitType>` to `String`)
                public struct FormatStyle: Foundation.FormatStyle, Sendable {
                    /// https://developer.apple.com/documentation/foundation/measurement/formatstyle/unitwidth
                    public struct UnitWidth: Codable, Hashable, Sendable {
                        public static var wide: UnitWidth { UnitWidth() }
                        public static var abbreviated: UnitWidth { UnitWidth() }
                        public static var narrow: UnitWidth { UnitWidth() }
                    }

                    public func format(_ value: Measurement<UnitType>) -> String { "" }
                }
            }

            extension FormatStyle {
                /// https://developer.apple.com/documentation/foundation/formatstyle/measurement(width:usage:numberformatstyle:)
                /// `static func measurement<UnitType>(width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self where Self == Measurement<UnitType>.FormatStyle, UnitType : Dimension`
                /// (`usage` and `numberFormatStyle` left out: the generated code passes only the width)
                public static func measurement<UnitType>(width: Measurement<UnitType>.FormatStyle.UnitWidth) -> Self
                where Self == Measurement<UnitType>.FormatStyle, UnitType: Dimension {
                    Measurement<UnitType>.FormatStyle()
                }
            }
        #endif

        """#,
        "SwiftUI/Modifiers.swift": #"""
        // SwiftUI stand-in: view modifiers. Each returns `some View`, as documented.

        /// https://developer.apple.com/documentation/swiftui/edge/set
        @frozen public struct EdgeSet: OptionSet, Sendable {
            public let rawValue: Int8
            public init(rawValue: Int8) { self.rawValue = rawValue }
            public static let top = EdgeSet(rawValue: 1)
            public static let leading = EdgeSet(rawValue: 2)
            public static let bottom = EdgeSet(rawValue: 4)
            public static let trailing = EdgeSet(rawValue: 8)
            public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]
            public static let horizontal: EdgeSet = [.leading, .trailing]
            public static let vertical: EdgeSet = [.top, .bottom]
        }

        /// https://developer.apple.com/documentation/swiftui/edge
        @frozen public enum Edge: Int8, Hashable, Sendable {
            case top, leading, bottom, trailing
            /// https://developer.apple.com/documentation/swiftui/edge/set
            public typealias Set = EdgeSet
        }

        /// https://developer.apple.com/documentation/swiftui/horizontaledge
        @frozen public enum HorizontalEdge: Int8, Hashable, Sendable { case leading, trailing }

        /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement
        public struct ToolbarItemPlacement: Sendable {
            public static let automatic = ToolbarItemPlacement()
            public static let primaryAction = ToolbarItemPlacement()
            public static let confirmationAction = ToolbarItemPlacement()
            public static let cancellationAction = ToolbarItemPlacement()
            #if os(iOS)
            /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbartrailing (iOS only)
            public static let topBarTrailing = ToolbarItemPlacement()
            /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading (iOS only)
            public static let topBarLeading = ToolbarItemPlacement()
            #endif
        }

        /// https://developer.apple.com/documentation/swiftui/toolbarcontent
        @MainActor @preconcurrency public protocol ToolbarContent {}

        /// https://developer.apple.com/documentation/swiftui/toolbaritem
        @MainActor @preconcurrency
        public struct ToolbarItem<ID, Content: View>: ToolbarContent {
            /// https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
            public nonisolated init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {}
        }

        /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
        @resultBuilder public struct ToolbarContentBuilder {
            /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)-6pxzc
            public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
            /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildexpression(_:)-5ju4m
            public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
            /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildif(_:)-4mhp5
            public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
            /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:)
            /// `static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some ToolbarContent where C0 : ToolbarContent, C1 : ToolbarContent`
            public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(_ c0: C0, _ c1: C1) -> some ToolbarContent {
                _StandInToolbarContent()
            }
            /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:_:)
            public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent>(
                _ c0: C0, _ c1: C1, _ c2: C2
            ) -> some ToolbarContent { _StandInToolbarContent() }
            /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:_:_:)
            public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent>(
                _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
            ) -> some ToolbarContent { _StandInToolbarContent() }
        }

        /// What the stand-in's `ToolbarContentBuilder` builds from several items.
        public struct _StandInToolbarContent: ToolbarContent {
            nonisolated init() {}
        }

        /// https://developer.apple.com/documentation/swiftui/toolbarcontent (`Optional` conforms when its wrapped content does)
        extension Optional: ToolbarContent where Wrapped: ToolbarContent {}

        extension View {
            /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u
            /// `nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View`
            public nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-6ps5u
            /// `nonisolated func navigationTitle<S>(_ title: S) -> some View where S : StringProtocol` (`@_disfavoredOverload`)
            @_disfavoredOverload
            public nonisolated func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-43srq
            public nonisolated func navigationTitle(_ title: Text) -> some View { _StandInModified(self) }

            /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
            /// `nonisolated func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D : Hashable, C : View`
            public nonisolated func navigationDestination<D: Hashable, C: View>(
                for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
            ) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)
            /// `nonisolated func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View where V : View`
            public nonisolated func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
                _StandInModified(self)
            }
            /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)
            /// `nonisolated func navigationDestination<D, C>(item: Binding<Optional<D>>, @ViewBuilder destination: @escaping (D) -> C) -> some View where D : Hashable, C : View`
            /// (iOS 17, macOS 14; newer SDKs spell the builder `@ContentBuilder`)
            public nonisolated func navigationDestination<D: Hashable, C: View>(
                item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
            ) -> some View { _StandInModified(self) }

            /// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
            /// `nonisolated func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View`
            /// The SDK's interface adds `@_inheritActorContext` to `action` (hidden by the docs): the
            /// closure runs on the actor of the context that forms it (the main actor in a view body),
            /// while still being `@Sendable`, so it may not capture non-`Sendable` values. (Newer SDKs spell
            /// it `sending @escaping @isolated(any)`, see task(name:priority:file:line:_:); this stand-in
            /// keeps the stricter iOS 17 / macOS 14 declaration.)
            public nonisolated func task(
                priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
            ) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
            /// `nonisolated func task<T>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View where T : Equatable`
            /// (`@_inheritActorContext` on `action` as above)
            public nonisolated func task<T: Equatable>(
                id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
            ) -> some View { _StandInModified(self) }

            /// https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
            /// `nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> some View`
            /// (unlike `task`, no `@_inheritActorContext` was found for it: the action is a nonisolated
            /// `@Sendable` closure, so main-actor work in it needs `await`)
            public nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
                _StandInModified(self)
            }

            /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
            public nonisolated func disabled(_ disabled: Bool) -> some View { _StandInModified(self) }

            /// https://developer.apple.com/documentation/swiftui/view/autocorrectiondisabled(_:)
            public nonisolated func autocorrectionDisabled(_ disable: Bool = true) -> some View { _StandInModified(self) }

            /// https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)
            /// `nonisolated func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value : Hashable`
            public nonisolated func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
                _StandInModified(self)
            }

            /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
            /// `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`
            public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
            public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
            /// `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View where V : Equatable`
            public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
                _StandInModified(self)
            }
            /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-8wgw9
            public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
                _StandInModified(self)
            }

            /// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
            /// `func onOpenURL(perform action: @escaping (URL) -> ()) -> some View`
            public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { _StandInModified(self) }

            /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
            public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
            public nonisolated func padding(_ length: CGFloat) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
            public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
                _StandInModified(self)
            }
            /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
            public nonisolated func frame(
                minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
            ) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/font(_:)
            public nonisolated func font(_ font: Font?) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
            public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _StandInModified(self) }

            /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1d7jv
            /// `nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier>` (shown as `some View` here)
            public nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj
            public nonisolated func accessibilityLabel(_ label: Text) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-6lgyd (`@_disfavoredOverload`)
            @_disfavoredOverload
            public nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-8f0ko
            /// `nonisolated func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>` (shown as `some View` here)
            public nonisolated func accessibilityValue(_ valueDescription: Text) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)-5y7l9
            public nonisolated func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { _StandInModified(self) }

            /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-9ibgk
            /// `func confirmationDialog<A>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where A : View`
            public nonisolated func confirmationDialog<A: View>(
                _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
            ) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-2s7pr
            /// `func confirmationDialog<A, M>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A : View, M : View`
            public nonisolated func confirmationDialog<A: View, M: View>(
                _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                @ViewBuilder message: () -> M
            ) -> some View { _StandInModified(self) }

            /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
            public nonisolated func sheet<Content: View>(
                isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
            ) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
            public nonisolated func sheet<Item: Identifiable, Content: View>(
                item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
            ) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)
            /// (iOS only: unavailable on macOS)
            public nonisolated func fullScreenCover<Content: View>(
                isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
            ) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bn7l
            public nonisolated func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
                -> some View
            { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-8dvt8
            public nonisolated func alert<A: View, M: View>(
                _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
            ) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:) (the `Text` title overload)
            /// `func alert<A, M>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A : View, M : View`
            public nonisolated func alert<A: View, M: View>(
                _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
            ) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
            /// `func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View`
            public nonisolated func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
                _StandInModified(self)
            }
            /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx
            public nonisolated func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-5w0tj
            public nonisolated func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
                _StandInModified(self)
            }
            /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-18a8f
            public nonisolated func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-6royb
            public nonisolated func searchable(text: Binding<String>, prompt: Text? = nil) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)
            public nonisolated func swipeActions<T: View>(
                edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
            ) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/labelshidden()
            public nonisolated func labelsHidden() -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:)
            /// `nonisolated func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View`
            public nonisolated func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
            /// `nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View`
            public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { _StandInModified(self) }
        }

        #if os(iOS)
        /// https://developer.apple.com/documentation/swiftui/textinputautocapitalization (iOS only)
        public struct TextInputAutocapitalization: Sendable {
            public static let never = TextInputAutocapitalization()
            public static let words = TextInputAutocapitalization()
            public static let sentences = TextInputAutocapitalization()
            public static let characters = TextInputAutocapitalization()
        }

        /// https://developer.apple.com/documentation/swiftui/navigationbaritem (iOS only)
        public struct NavigationBarItem: Sendable {
            /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode-swift.enum
            public enum TitleDisplayMode: Sendable { case automatic, inline, large }
        }

        extension View {
            /// https://developer.apple.com/documentation/swiftui/view/textinputautocapitalization(_:) (iOS only)
            public nonisolated func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
                _StandInModified(self)
            }
            /// https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:) (iOS only)
            public nonisolated func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
                _StandInModified(self)
            }
        }
        #endif

        #if os(iOS)
        /// UIKit's `UITextContentType` (https://developer.apple.com/documentation/uikit/uitextcontenttype),
        /// visible through SwiftUI on iOS: the constants generated code names.
        public struct UITextContentType: Hashable, Sendable {
            public static let username = UITextContentType()
            public static let password = UITextContentType()
            public static let newPassword = UITextContentType()
            public static let oneTimeCode = UITextContentType()
            public static let emailAddress = UITextContentType()
            public static let telephoneNumber = UITextContentType()
            public static let URL = UITextContentType()
        }

        /// UIKit's `UIKeyboardType` (https://developer.apple.com/documentation/uikit/uikeyboardtype).
        public enum UIKeyboardType: Int, Sendable {
            case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
                decimalPad, twitter, webSearch, asciiCapableNumberPad
        }

        /// https://developer.apple.com/documentation/swiftui/submitlabel (iOS 17 here: `@available(iOS 17.0, xrOS 1.0, *)`)
        public struct SubmitLabel: Sendable {
            public static var done: SubmitLabel { SubmitLabel() }
            public static var go: SubmitLabel { SubmitLabel() }
            public static var send: SubmitLabel { SubmitLabel() }
            public static var join: SubmitLabel { SubmitLabel() }
            public static var route: SubmitLabel { SubmitLabel() }
            public static var search: SubmitLabel { SubmitLabel() }
            public static var `return`: SubmitLabel { SubmitLabel() }
            public static var next: SubmitLabel { SubmitLabel() }
            public static var `continue`: SubmitLabel { SubmitLabel() }
        }

        extension View {
            /// https://developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-ufdv
            public nonisolated func textContentType(_ textContentType: UITextContentType?) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:)
            public nonisolated func keyboardType(_ type: UIKeyboardType) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/submitlabel(_:)
            public nonisolated func submitLabel(_ submitLabel: SubmitLabel) -> some View { _StandInModified(self) }
        }
        #endif

        #if os(macOS)
        /// AppKit's `NSTextContentType` (https://developer.apple.com/documentation/appkit/nstextcontenttype),
        /// visible through SwiftUI on macOS; macOS 14 adds the contact types.
        public struct NSTextContentType: Hashable, Sendable {
            public static let username = NSTextContentType()
            public static let password = NSTextContentType()
            public static let oneTimeCode = NSTextContentType()
            public static let newPassword = NSTextContentType()
            public static let emailAddress = NSTextContentType()
            public static let telephoneNumber = NSTextContentType()
            public static let URL = NSTextContentType()
        }

        extension View {
            /// https://developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-4dqqb
            public nonisolated func textContentType(_ textContentType: NSTextContentType?) -> some View { _StandInModified(self) }
        }
        #endif

        /// https://developer.apple.com/documentation/swiftui/visibility
        /// `@frozen enum Visibility : Hashable, CaseIterable` (`Sendable`)
        @frozen public enum Visibility: Hashable, CaseIterable, Sendable {
            case automatic, visible, hidden
        }

        """#,
        "SwiftUI/More.swift": #"""
        // SwiftUI stand-in: API template authors commonly add (pickers, menus, lazy stacks, list and
        // button styles, submit and badge modifiers, app and scene declarations).

        /// https://developer.apple.com/documentation/swiftui/picker
        /// `@MainActor @preconcurrency struct Picker<Label, SelectionValue, Content> where Label : View, SelectionValue : Hashable, Content : View`
        @MainActor @preconcurrency
        public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
            /// https://developer.apple.com/documentation/swiftui/picker/init(selection:content:label:)
            public nonisolated init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        extension Picker where Label == Text {
            /// https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-5njtq
            /// `nonisolated init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)`
            public nonisolated init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
            /// https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-6lwfn (`@_disfavoredOverload`)
            @_disfavoredOverload
            public nonisolated init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
        }

        extension View {
            /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
            /// `nonisolated func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V : Hashable`
            public nonisolated func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { _StandInModified(self) }
        }

        /// https://developer.apple.com/documentation/swiftui/datepicker
        @MainActor @preconcurrency
        public struct DatePicker<Label: View>: View {
            /// https://developer.apple.com/documentation/swiftui/datepicker/components
            public typealias Components = DatePickerComponents
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/datepickercomponents
        public struct DatePickerComponents: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// https://developer.apple.com/documentation/swiftui/datepickercomponents/date
            public static let date = DatePickerComponents(rawValue: 1)
            /// https://developer.apple.com/documentation/swiftui/datepickercomponents/hourandminute
            public static let hourAndMinute = DatePickerComponents(rawValue: 2)
        }

        extension DatePicker {
            /// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:displayedcomponents:label:)
            /// `nonisolated init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label)`
            public nonisolated init(
                selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label
            ) {}
        }

        extension DatePicker where Label == Text {
            /// https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:displayedcomponents:)-2w4pi
            public nonisolated init(
                _ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
            ) {}
        }

        /// https://developer.apple.com/documentation/swiftui/menu
        @MainActor @preconcurrency
        public struct Menu<Label: View, Content: View>: View {
            /// https://developer.apple.com/documentation/swiftui/menu/init(content:label:)
            public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        extension Menu where Label == Text {
            /// https://developer.apple.com/documentation/swiftui/menu/init(_:content:)-7v768
            public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
        }

        /// https://developer.apple.com/documentation/swiftui/lazyvstack
        public struct LazyVStack<Content: View>: View {
            /// https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
            public nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/liststyle
        @MainActor @preconcurrency public protocol ListStyle {}

        /// https://developer.apple.com/documentation/swiftui/plainliststyle
        public struct PlainListStyle: ListStyle { public nonisolated init() {} }
        /// https://developer.apple.com/documentation/swiftui/insetliststyle
        public struct InsetListStyle: ListStyle { public nonisolated init() {} }
        /// https://developer.apple.com/documentation/swiftui/sidebarliststyle
        public struct SidebarListStyle: ListStyle { public nonisolated init() {} }

        extension ListStyle where Self == PlainListStyle {
            /// https://developer.apple.com/documentation/swiftui/liststyle/plain
            public static var plain: PlainListStyle { PlainListStyle() }
        }

        extension ListStyle where Self == InsetListStyle {
            /// https://developer.apple.com/documentation/swiftui/liststyle/inset
            public static var inset: InsetListStyle { InsetListStyle() }
        }

        extension ListStyle where Self == SidebarListStyle {
            /// https://developer.apple.com/documentation/swiftui/liststyle/sidebar
            public static var sidebar: SidebarListStyle { SidebarListStyle() }
        }

        #if os(iOS)
        /// https://developer.apple.com/documentation/swiftui/insetgroupedliststyle (iOS only)
        public struct InsetGroupedListStyle: ListStyle { public nonisolated init() {} }

        extension ListStyle where Self == InsetGroupedListStyle {
            /// https://developer.apple.com/documentation/swiftui/liststyle/insetgrouped (iOS only)
            public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
        }
        #endif

        /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
        @MainActor @preconcurrency public protocol PrimitiveButtonStyle {}

        /// https://developer.apple.com/documentation/swiftui/borderedbuttonstyle
        public struct BorderedButtonStyle: PrimitiveButtonStyle { public nonisolated init() {} }
        /// https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle
        public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public nonisolated init() {} }

        extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
            /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered
            public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
        }

        extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
            /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent
            public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
        }

        /// https://developer.apple.com/documentation/swiftui/submittriggers
        public struct SubmitTriggers: OptionSet, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// https://developer.apple.com/documentation/swiftui/submittriggers/text
            public static let text = SubmitTriggers(rawValue: 1)
            /// https://developer.apple.com/documentation/swiftui/submittriggers/search
            public static let search = SubmitTriggers(rawValue: 2)
        }

        extension View {
            /// https://developer.apple.com/documentation/swiftui/view/liststyle(_:)
            public nonisolated func listStyle<S: ListStyle>(_ style: S) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-66fbx
            public nonisolated func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
            /// `nonisolated func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View`
            public nonisolated func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
                _StandInModified(self)
            }
            /// https://developer.apple.com/documentation/swiftui/view/badge(_:)-84e43
            public nonisolated func badge(_ count: Int) -> some View { _StandInModified(self) }
            /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
            public nonisolated func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { _StandInModified(self) }
        }

        /// https://developer.apple.com/documentation/swiftui/scene
        /// `@MainActor @preconcurrency protocol Scene`
        @MainActor @preconcurrency
        public protocol Scene {
            associatedtype Body: Scene
            /// https://developer.apple.com/documentation/swiftui/scene/body-swift.property
            @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
        }

        /// https://developer.apple.com/documentation/swiftui/scenebuilder
        @resultBuilder
        public struct SceneBuilder {
            /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
            public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
            /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildexpression(_:)
            public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
        }

        /// https://developer.apple.com/documentation/swiftui/windowgroup
        @MainActor @preconcurrency
        public struct WindowGroup<Content: View>: Scene {
            /// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
            public nonisolated init(@ViewBuilder content: () -> Content) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        extension Never: Scene {}

        /// https://developer.apple.com/documentation/swiftui/app
        /// `@MainActor @preconcurrency protocol App`
        @MainActor @preconcurrency
        public protocol App {
            associatedtype Body: Scene
            /// https://developer.apple.com/documentation/swiftui/app/body-swift.property
            @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
            /// https://developer.apple.com/documentation/swiftui/app/init()
            @MainActor @preconcurrency init()
        }

        extension App {
            /// https://developer.apple.com/documentation/swiftui/app/main()
            @MainActor @preconcurrency public static func main() {}
        }

        """#,
        "SwiftUI/Preview.swift": #"""
        // SwiftUI stand-in: what the `#Preview` macro expands to.
        //
        // Macros cannot be implemented without swift-syntax, so `#Preview` itself is not declared here.
        // ScaffoldKit's `StandInRewriter` turns `#Preview("Name") { body }` into a `@MainActor
        // @ViewBuilder` function holding `body` plus a call of this initializer with the macro's other
        // arguments — the declaration the real macro expands into — so the body and the arguments are
        // type-checked as the real expansion would be.

        /// https://developer.apple.com/documentation/developertoolssupport/previewtrait
        public struct PreviewTrait<T>: Sendable {}

        /// https://developer.apple.com/documentation/developertoolssupport/preview
        /// `@MainActor struct Preview` (from DeveloperToolsSupport, re-exported by SwiftUI)
        @MainActor
        public struct Preview {
            /// https://developer.apple.com/documentation/developertoolssupport/preview/viewtraits
            public enum ViewTraits {}

            /// https://developer.apple.com/documentation/developertoolssupport/preview/init(_:traits:body:)-8pemr
            /// `@MainActor init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> any View)`
            public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> any View) {}
        }

        extension PreviewTrait where T == Preview.ViewTraits {
            /// https://developer.apple.com/documentation/developertoolssupport/previewtrait/sizethatfitslayout
            public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
        }

        """#,
        "SwiftUI/Text.swift": #"""
        // SwiftUI stand-in: `Text`, `LocalizedStringKey` and `Image`.

        /// https://developer.apple.com/documentation/swiftui/localizedstringkey
        /// `@frozen struct LocalizedStringKey` (`Equatable`, `ExpressibleByStringInterpolation`, `Sendable`)
        @frozen
        public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
            /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
            public init(_ value: String) {}
            /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
            public init(stringLiteral value: String) {}
            /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
            public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

            /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
            /// The interpolations a localized key accepts: strings, numbers (`_FormatSpecifiable`),
            /// Foundation reference-convertible values (`UUID`, `Date`, `URL`, ...), `Text`, format styles.
            /// Any other type is a compile error, as with the real SDK.
            public struct StringInterpolation: StringInterpolationProtocol {
                public init(literalCapacity: Int, interpolationCount: Int) {}
                public mutating func appendLiteral(_ literal: String) {}
                /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-4kqjs
                /// `mutating func appendInterpolation(_ string: String)`
                public mutating func appendInterpolation(_ string: String) {}
                /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-378v9
                /// `mutating func appendInterpolation<T>(_ value: T) where T : _FormatSpecifiable`
                public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
                /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
                public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {}
                /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:formatter:)-9vdw4
                /// `mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject : ReferenceConvertible`
                public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {}
                /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-4qyfo
                /// `mutating func appendInterpolation(_ text: Text)`
                public mutating func appendInterpolation(_ text: Text) {}
                /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:format:)
                /// (the `String`-output overload) `mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F : FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String`
                public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
                where F.FormatInput: Equatable, F.FormatOutput == String {}
            }
        }

        /// The numeric types a localized string interpolation formats with a default specifier
        /// (public, underscored in the real SDK: `Int`, `Int8`...`UInt64`, `Float`, `Double`, `CGFloat`).
        public protocol _FormatSpecifiable: Equatable {}
        extension Int: _FormatSpecifiable {}
        extension Int8: _FormatSpecifiable {}
        extension Int16: _FormatSpecifiable {}
        extension Int32: _FormatSpecifiable {}
        extension Int64: _FormatSpecifiable {}
        extension UInt: _FormatSpecifiable {}
        extension UInt8: _FormatSpecifiable {}
        extension UInt16: _FormatSpecifiable {}
        extension UInt32: _FormatSpecifiable {}
        extension UInt64: _FormatSpecifiable {}
        extension Float: _FormatSpecifiable {}
        extension Double: _FormatSpecifiable {}
        extension CGFloat: _FormatSpecifiable {}

        /// https://developer.apple.com/documentation/swiftui/text
        /// `@frozen struct Text` (`View`, `Equatable`, `Sendable`)
        @frozen
        public struct Text: View, Equatable, Sendable {
            /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
            /// `nonisolated init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)`
            public nonisolated init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
            /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
            /// `nonisolated init<S>(_ content: S) where S : StringProtocol` — `@_disfavoredOverload` in the
            /// SDK's interface (the docs hide it), so a string literal picks the localized-key initializer.
            @_disfavoredOverload
            public nonisolated init<S: StringProtocol>(_ content: S) {}
            /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
            public nonisolated init(verbatim content: String) {}
            /// https://developer.apple.com/documentation/swiftui/text/init(_:format:)
            public nonisolated init<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatInput: Equatable, F.FormatOutput == String {}
            /// https://developer.apple.com/documentation/swiftui/text/init(_:style:)
            public nonisolated init(_ date: Date, style: Text.DateStyle) {}

            /// https://developer.apple.com/documentation/swiftui/text/datestyle
            public struct DateStyle: Sendable {
                public static let date = DateStyle()
                public static let time = DateStyle()
                public static let relative = DateStyle()
            }

            /// https://developer.apple.com/documentation/swiftui/text/font(_:)
            public nonisolated func font(_ font: Font?) -> Text { self }
            /// https://developer.apple.com/documentation/swiftui/text/bold()
            public nonisolated func bold() -> Text { self }
            /// https://developer.apple.com/documentation/swiftui/text/foregroundstyle(_:)
            public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }

            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/image
        /// `@frozen struct Image` (`View`, `Equatable`, `Sendable`)
        @frozen
        public struct Image: View, Equatable, Sendable {
            /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
            public nonisolated init(systemName: String) {}
            /// https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
            public nonisolated init(_ name: String, bundle: Bundle? = nil) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/font
        /// `@frozen struct Font` (`Hashable`, `Sendable`)
        @frozen
        public struct Font: Hashable, Sendable {
            /// https://developer.apple.com/documentation/swiftui/font/largetitle
            public static let largeTitle = Font()
            /// https://developer.apple.com/documentation/swiftui/font/title
            public static let title = Font()
            /// https://developer.apple.com/documentation/swiftui/font/headline
            public static let headline = Font()
            /// https://developer.apple.com/documentation/swiftui/font/subheadline
            public static let subheadline = Font()
            /// https://developer.apple.com/documentation/swiftui/font/body
            public static let body = Font()
            /// https://developer.apple.com/documentation/swiftui/font/callout
            public static let callout = Font()
            /// https://developer.apple.com/documentation/swiftui/font/footnote
            public static let footnote = Font()
            /// https://developer.apple.com/documentation/swiftui/font/caption
            public static let caption = Font()
        }

        /// https://developer.apple.com/documentation/swiftui/shapestyle
        /// `protocol ShapeStyle : Sendable`
        public protocol ShapeStyle: Sendable {}

        /// https://developer.apple.com/documentation/swiftui/color
        /// `@frozen struct Color` (`View`, `ShapeStyle`, `Hashable`, `Sendable`)
        @frozen
        public struct Color: View, ShapeStyle, Hashable, Sendable {
            public nonisolated static let red = Color()
            public nonisolated static let green = Color()
            public nonisolated static let blue = Color()
            public nonisolated static let orange = Color()
            public nonisolated static let primary = Color()
            public nonisolated static let secondary = Color()
            public nonisolated static let accentColor = Color()
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
        @frozen
        public struct HierarchicalShapeStyle: ShapeStyle {
            /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/primary
            public static let primary = HierarchicalShapeStyle()
            /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/secondary
            public static let secondary = HierarchicalShapeStyle()
        }

        extension ShapeStyle where Self == HierarchicalShapeStyle {
            /// https://developer.apple.com/documentation/swiftui/shapestyle/primary
            public static var primary: HierarchicalShapeStyle { .primary }
            /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary
            public static var secondary: HierarchicalShapeStyle { .secondary }
        }

        extension ShapeStyle where Self == Color {
            /// https://developer.apple.com/documentation/swiftui/shapestyle/red
            public static var red: Color { Color.red }
            /// https://developer.apple.com/documentation/swiftui/shapestyle/orange
            public static var orange: Color { Color.orange }
        }

        extension String {
            /// https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:)
            /// Apple's Foundation (re-exported by SwiftUI), absent from swift-corelibs-foundation:
            /// `init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil)`.
            /// The key here is a literal without interpolations (what generated code writes).
            public init(
                localized keyAndValue: StaticString, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
                comment: StaticString? = nil
            ) {
                self = "\(keyAndValue)"
            }
        }

        """#,
        "SwiftUI/View.swift": #"""
        // SwiftUI stand-in: the `View` protocol, the primitive views and type erasure.
        // Every declaration is transcribed from Apple's documentation (page named above it), keeping
        // the concurrency attributes of the real SDK. Bodies are placeholders: this module exists to be
        // type-checked against, never run.
        @_exported import Foundation
        @_exported import Observation

        // The real SwiftUI module re-exports Foundation and Observation (code that imports only SwiftUI
        // can use `UUID` and `@Observable`); the stand-in does the same with `@_exported import`.

        /// https://developer.apple.com/documentation/swiftui/view
        /// `@MainActor @preconcurrency protocol View`
        @MainActor @preconcurrency
        public protocol View {
            /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
            associatedtype Body: View
            /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
            /// `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`
            @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
        }

        /// https://developer.apple.com/documentation/swift/never (conformance listed under "Relationships")
        extension Never: View {
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swift/optional (SwiftUI conformance `View` where `Wrapped: View`)
        extension Optional: View where Wrapped: View {
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/emptyview
        /// `@frozen struct EmptyView`
        @frozen
        public struct EmptyView: View {
            /// https://developer.apple.com/documentation/swiftui/emptyview/init()
            @inlinable public nonisolated init() {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/tupleview
        /// `@frozen struct TupleView<T>`
        @frozen
        public struct TupleView<T>: View {
            /// https://developer.apple.com/documentation/swiftui/tupleview/value
            public nonisolated var value: T { fatalError("stand-in") }
            /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
            @inlinable public nonisolated init(_ value: T) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/anyview
        /// `@frozen struct AnyView`
        @frozen
        public struct AnyView: View {
            /// https://developer.apple.com/documentation/swiftui/anyview/init(_:)-1s3ks
            public nonisolated init<V: View>(_ view: V) {}
            /// https://developer.apple.com/documentation/swiftui/anyview/init(erasing:)
            public nonisolated init<V: View>(erasing view: V) {}
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// The type `ViewBuilder.buildEither(first:)`/`(second:)` produce (public but undocumented in the
        /// real SDK; its name is visible in compiler diagnostics).
        @frozen
        public struct _ConditionalContent<TrueContent, FalseContent> {
            @usableFromInline enum Storage {
                case trueContent(TrueContent)
                case falseContent(FalseContent)
            }
            @usableFromInline let storage: Storage
            @usableFromInline init(storage: Storage) { self.storage = storage }
        }

        extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/group
        /// `@frozen struct Group<Content>` (a `View` where `Content: View`)
        @frozen
        public struct Group<Content> {
            /// https://developer.apple.com/documentation/swiftui/group/init(content:)-7kbbr
            @inlinable public nonisolated init(@ViewBuilder content: () -> Content) where Content: View {}
        }

        extension Group: View where Content: View {
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/viewmodifier
        /// `@MainActor @preconcurrency protocol ViewModifier`
        @MainActor @preconcurrency
        public protocol ViewModifier {
            associatedtype Body: View
            /// https://developer.apple.com/documentation/swiftui/viewmodifier/content
            typealias Content = _ViewModifier_Content<Self>
            /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
            @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
        }

        /// The placeholder `ViewModifier.Content` stands for (public, undocumented in the real SDK).
        public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        /// https://developer.apple.com/documentation/swiftui/modifiedcontent
        /// `@frozen struct ModifiedContent<Content, Modifier>`
        @frozen
        public struct ModifiedContent<Content, Modifier> {
            public var content: Content
            public var modifier: Modifier
            /// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
            @inlinable public nonisolated init(content: Content, modifier: Modifier) {
                self.content = content
                self.modifier = modifier
            }
        }

        extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
        }

        extension View {
            /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
            /// `nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`
            @inlinable public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
                ModifiedContent(content: self, modifier: modifier)
            }
        }

        /// A modified view whose modifier type the real SDK keeps private (the documentation shows these
        /// modifiers returning `some View`). Every modifier of this stand-in returns one.
        @frozen
        public struct _StandInModified<Content: View>: View {
            public typealias Body = Never
            public nonisolated var body: Never { fatalError("stand-in") }
            @usableFromInline nonisolated init(_ content: Content) {}
        }

        """#,
        "SwiftUI/ViewBuilder.swift": #"""
        // SwiftUI stand-in: the `ViewBuilder` result builder with the static methods of the real one.

        /// https://developer.apple.com/documentation/swiftui/viewbuilder
        /// `@resultBuilder struct ViewBuilder`
        ///
        /// The real builder has exactly these entry points (no `buildOptional`, no `buildArray`): an `if`
        /// without `else` goes through `buildIf`, `if`/`else` and `switch` through `buildEither`, `for`
        /// loops are rejected (use `ForEach`), and `if #available` through `buildLimitedAvailability`.
        /// A `switch` with no `case` is rejected by the compiler's result-builder transform itself.
        @resultBuilder
        public struct ViewBuilder {
            /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
            /// `static func buildBlock() -> EmptyView`
            @_alwaysEmitIntoClient public static func buildBlock() -> EmptyView { EmptyView() }

            /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-4ofg5
            /// `static func buildBlock<Content>(_ content: Content) -> Content where Content : View`
            @_alwaysEmitIntoClient public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

            /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-3mthq
            /// `static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View`
            @_alwaysEmitIntoClient public static func buildBlock<each Content: View>(
                _ content: repeat each Content
            ) -> TupleView<(repeat each Content)> {
                TupleView((repeat each content))
            }

            /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
            /// `static func buildExpression<Content>(_ content: Content) -> Content where Content : View`
            @_alwaysEmitIntoClient public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

            /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
            /// `static func buildIf<Content>(_ content: Content?) -> Content? where Content : View`
            @_alwaysEmitIntoClient public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

            /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
            /// `static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View`
            @_alwaysEmitIntoClient public static func buildEither<TrueContent: View, FalseContent: View>(
                first: TrueContent
            ) -> _ConditionalContent<TrueContent, FalseContent> {
                _ConditionalContent(storage: .trueContent(first))
            }

            /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
            /// `static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View`
            @_alwaysEmitIntoClient public static func buildEither<TrueContent: View, FalseContent: View>(
                second: FalseContent
            ) -> _ConditionalContent<TrueContent, FalseContent> {
                _ConditionalContent(storage: .falseContent(second))
            }

            /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
            /// `static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View`
            @_alwaysEmitIntoClient public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
                AnyView(content)
            }
        }

        """#,
    ]
}
