extension FeatureSpec {
    /// Persistence requested by the spec: the stored models, their enums, the schema history and
    /// the migrations between its versions.
    ///
    /// Every storage model becomes a plain value type and is reached through the feature's
    /// `<Name>Store` protocol; `memory` generates an in-memory store (an actor) and `swiftdata`
    /// adds a SwiftData store behind `#if canImport(SwiftData)`. A validated storage is
    /// consistent: relationships come in one-to-many pairs with the inverse declared on one side,
    /// versions increase strictly, and every non-additive change between two versions has a
    /// custom migration.
    public struct Storage: Hashable, Sendable {
        /// Where data lives.
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// No storage code is generated.
            case none
            /// An in-memory store only.
            case memory
            /// An in-memory store plus a SwiftData store behind `#if canImport(SwiftData)`.
            case swiftdata
        }

        /// The storage kind.
        public var kind: Kind
        /// Whether the SwiftData store syncs through CloudKit (`cloudKitDatabase: .automatic`);
        /// `false` (the default) keeps it local (`.none`). With it on, the current models follow
        /// CloudKit's rules (validated): no unique constraints, every property optional or with a
        /// default, no `deny` delete rule; the generator makes to-many relationships optional.
        public var cloudKit: Bool
        /// The SwiftData store's name (`ModelConfiguration`'s name, so its file), when the spec
        /// sets `storeName`; `nil` names it after the feature. `scaffold rename` records the old
        /// name here so a renamed feature keeps opening its users' existing store.
        public var storeName: String? = nil
        /// How many values the root lists load at a time (`pageSize`), loading more at the end;
        /// `nil` loads each list whole.
        public var pageSize: Int? = nil
        /// String-backed enums that model properties may use as their type.
        public var enums: [Enumeration]
        /// The stored models in their current shape, in spec order.
        public var models: [Model]
        /// The schema history as written, oldest first; the last version's shape is ``models``.
        /// Empty when the spec has no `versions` (see ``history``).
        public var versions: [Version]
        /// Migrations between consecutive versions, as written; a pair without one migrates
        /// lightweight.
        public var migrations: [Migration]

        /// The largest `pageSize` the spec accepts.
        public static let largestPageSize = 1000

        /// Creates a storage description.
        public init(
            kind: Kind = .none,
            cloudKit: Bool = false,
            enums: [Enumeration] = [],
            models: [Model] = [],
            versions: [Version] = [],
            migrations: [Migration] = []
        ) {
            self.kind = kind
            self.cloudKit = cloudKit
            self.enums = enums
            self.models = models
            self.versions = versions
            self.migrations = migrations
        }

        /// The schema history the generator uses: ``versions``, or a single version `1.0.0`
        /// holding ``models`` when the spec writes none.
        public var history: [Version] {
            versions.isEmpty ? [Version(identifier: "1.0.0", models: models)] : versions
        }

        /// The migration written for the step `from` → `to`, if any.
        public func migration(from: String, to: String) -> Migration? {
            migrations.first { $0.from == from && $0.to == to }
        }

        /// A `String`-backed enum stored as its raw value; each case's raw value is its name.
        public struct Enumeration: Hashable, Sendable {
            /// The type name, UpperCamelCase.
            public var name: String
            /// The case names, lowerCamelCase, in order.
            public var cases: [String]

            /// Creates an enum.
            public init(name: String, cases: [String]) {
                self.name = name
                self.cases = cases
            }
        }

        /// A stored model: a value type at the feature boundary and, with SwiftData, a
        /// `@Model` class per schema version.
        public struct Model: Hashable, Sendable {
            /// The type name, UpperCamelCase (the value type's name).
            public var name: String
            /// Stored attributes, in order; one is named `id` (the identity).
            public var properties: [Property]
            /// Relationships to other stored models, in order.
            public var relationships: [Relationship]
            /// Which properties title the model on screen; not part of the schema.
            public var display = ModelDisplay()

            /// Creates a model.
            public init(name: String, properties: [Property], relationships: [Relationship] = []) {
                self.name = name
                self.properties = properties
                self.relationships = relationships
            }

            /// The property named `name`, if any.
            public func property(named name: String) -> Property? {
                properties.first { $0.name == name }
            }

            /// The relationship named `name`, if any.
            public func relationship(named name: String) -> Relationship? {
                relationships.first { $0.name == name }
            }

            /// The model as the schema sees it: without display hints, which change no store.
            public var schema: Model {
                var model = self
                model.display = ModelDisplay()
                model.properties = properties.map { property in
                    var property = property
                    property.display = PropertyDisplay()
                    return property
                }
                return model
            }
        }

        /// A stored attribute.
        public struct Property: Hashable, Sendable {
            /// The property name, lowerCamelCase.
            public var name: String
            /// A supported Swift type (a scalar, a storage enum, or an optional of one).
            public var type: String
            /// Whether values must be unique (always true for `id`).
            public var isUnique: Bool
            /// The default as a Swift expression of ``type``; `nil` when there is none.
            public var defaultValue: String?
            /// How the screen shows it; not part of the schema.
            public var display = PropertyDisplay()

            /// Creates a property.
            public init(name: String, type: String, isUnique: Bool = false, defaultValue: String? = nil) {
                self.name = name
                self.type = type
                self.isUnique = isUnique
                self.defaultValue = defaultValue
            }
        }

        /// What deleting a model does to the models its relationship reaches.
        public enum DeleteRule: String, Hashable, Sendable, CaseIterable {
            /// Delete the related models too.
            case cascade
            /// Clear the related models' reference back.
            case nullify
            /// Refuse the delete while related models exist.
            case deny
            /// Leave the related models untouched (their reference dangles).
            case noAction
        }

        /// One side of a one-to-many relationship pair.
        public struct Relationship: Hashable, Sendable {
            /// The property name, lowerCamelCase.
            public var name: String
            /// The related model's name.
            public var target: String
            /// Whether this side holds many related models.
            public var isToMany: Bool
            /// What deleting the owner does to the related models.
            public var deleteRule: DeleteRule
            /// The other side's property name, when this side declares the inverse.
            public var inverse: String?

            /// Creates a relationship.
            public init(name: String, target: String, isToMany: Bool = false, deleteRule: DeleteRule, inverse: String? = nil) {
                self.name = name
                self.target = target
                self.isToMany = isToMany
                self.deleteRule = deleteRule
                self.inverse = inverse
            }
        }

        /// One schema version and the models' shapes in it.
        public struct Version: Hashable, Sendable {
            /// The identifier as written (`1.0.0`, `2.1`).
            public var identifier: String
            /// The models' shapes in this version (for the latest version, ``Storage/models``).
            public var models: [Model]

            /// Creates a version.
            public init(identifier: String, models: [Model]) {
                self.identifier = identifier
                self.models = models
            }

            /// The version as the schema sees it (``Model/schema``).
            public var schema: Version { Version(identifier: identifier, models: models.map(\.schema)) }

            /// The identifier's major, minor and patch numbers (missing parts are 0; `nil` when
            /// the identifier is not one to three dot-separated non-negative integers).
            public var components: [Int]? { Self.components(of: identifier) }

            /// Parses `1`, `1.2` or `1.2.3` into three numbers.
            public static func components(of identifier: String) -> [Int]? {
                let parts = identifier.split(separator: ".", omittingEmptySubsequences: false)
                guard (1...3).contains(parts.count) else { return nil }
                var numbers: [Int] = []
                for part in parts {
                    guard !part.isEmpty, part.utf8.count <= 6, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                        let number = Int(part)
                    else { return nil }
                    numbers.append(number)
                }
                return numbers + Array(repeating: 0, count: 3 - numbers.count)
            }
        }

        /// How a store moves from one version to the next.
        public enum MigrationKind: String, Hashable, Sendable, CaseIterable {
            /// SwiftData infers the mapping (additive changes only).
            case lightweight
            /// A custom stage: backfills run around the inferred mapping.
            case custom
        }

        /// The migration between two consecutive versions.
        public struct Migration: Hashable, Sendable {
            /// The older version's identifier.
            public var from: String
            /// The newer version's identifier.
            public var to: String
            /// Lightweight or custom.
            public var kind: MigrationKind
            /// Values a custom stage writes, in order.
            public var backfills: [Backfill]

            /// Creates a migration.
            public init(from: String, to: String, kind: MigrationKind, backfills: [Backfill] = []) {
                self.from = from
                self.to = to
                self.kind = kind
                self.backfills = backfills
            }
        }

        /// A value a custom migration writes into a property of every migrated row.
        public struct Backfill: Hashable, Sendable {
            /// The model's name.
            public var model: String
            /// The property's name (in the newer version).
            public var property: String
            /// The value, a Swift expression of the property's type in the newer version.
            public var value: String

            /// Creates a backfill.
            public init(model: String, property: String, value: String) {
                self.model = model
                self.property = property
                self.value = value
            }
        }
    }
}
