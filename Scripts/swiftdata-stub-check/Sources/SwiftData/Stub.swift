// A Linux stand-in with the signatures of the SwiftData API the generated code uses, so the
// generated SwiftData file can be type-checked (the `check` script expands the macros by hand).
import Foundation

public protocol PersistentModel: AnyObject {}

public final class Schema {
    public struct Version: Sendable {
        public init(_ major: Int, _ minor: Int, _ patch: Int) {}
    }
    public init(versionedSchema: any VersionedSchema.Type) {}
    public enum DeleteRule { case nullify, cascade, deny, noAction }
}

public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

public enum MigrationStage {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
        willMigrate: (@Sendable (ModelContext) throws -> Void)?, didMigrate: (@Sendable (ModelContext) throws -> Void)?)
}

public final class ModelContext {
    public init() {}
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] { [] }
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { 0 }
    public func insert<T: PersistentModel>(_ model: T) {}
    public func delete<T: PersistentModel>(_ model: T) {}
    public func save() throws {}
    public func rollback() {}
}

public struct FetchDescriptor<T: PersistentModel> {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// https://developer.apple.com/documentation/swiftdata/modelconfiguration/init(_:schema:isstoredinmemoryonly:allowssave:groupcontainer:cloudkitdatabase:)
public struct ModelConfiguration {
    public struct GroupContainer: Sendable {
        public static let automatic = GroupContainer()
        public static let none = GroupContainer()
    }
    public struct CloudKitDatabase: Sendable {
        public static let automatic = CloudKitDatabase()
        public static let none = CloudKitDatabase()
        public static func `private`(_ container: String) -> CloudKitDatabase { CloudKitDatabase() }
    }
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {}
}

public final class ModelContainer: Sendable {
    public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws {}
}

public protocol ModelActor: Actor {
    var modelContext: ModelContext { get }
}

/// Type-checks a relationship's macro arguments.
public func checkRelationship(deleteRule: Schema.DeleteRule, inverse: AnyKeyPath? = nil) {}
