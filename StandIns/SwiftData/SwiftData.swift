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
