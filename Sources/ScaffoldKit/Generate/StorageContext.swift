/// The storage part of a ``FeatureContext``: every name and Swift fragment the storage templates
/// (`Store.swift`, `Storage+SwiftData.swift`, `StoreTestSupport.swift`, `StoreTests.swift`,
/// `SwiftDataTests.swift`) and the storage parts of the feature model, screen and feature tests
/// need.
///
/// Top-level keys: `hasStorage`, `usesSwiftData`, `cloudKit`, `cloudKitDatabase`, `storeName`,
/// `storeProtocol`, `inMemoryStore`, `swiftDataStore`, `storeError`, `failingStore`,
/// `migrationPlan`, `persistence`, `latestSchema`, `storageEnums`, `storageModels`,
/// `hasStorageEnums`, `schemaVersions`, `migrationStages`, `hasMigrationStages`, `storageTables`
/// (the in-memory actor's tables), `storageDeleteTests` (one per to-many relationship, by delete
/// rule, with its `filterTestName`), `migrationValuesType`, `migrationValues`, `hasMigrationValues`, `migrationTests` and
/// `hasMigrationTests`. Per storage model, besides the names below: `filterType`
/// (`<Model>Filter`), `filterKeys` (its equality conditions, on properties and on each to-one
/// relationship's identity: `name`, `rawName`, `label` (as an argument label) and `type`), `rangeKeys` (its closed-range conditions: `name`, `rawName`,
/// `member`, `type`, `empty`), `predicateStatements` (the SwiftData predicate's body, one
/// condition per statement), `hasFilterConditions`, `filterInitParameters`,
/// `queryCaseType` and `queryCases`.
///
/// Design of the generated store: the protocol is the feature boundary and promises exactly
/// what both implementations do. A fetch takes a `<Model>Query`: a `<Model>Filter` (equality
/// conditions on the non-optional strings, integers, Booleans, identifiers, dates and enums, and
/// on each to-one relationship's identity (`shelfID`: a shelf's items); closed ranges on the non-optional integers, `Double`, `Float` and dates), sort keys (one per
/// sortable property, ascending or descending; strings and enums compare with
/// `localizedStandard` in both stores) and an optional limit. The SwiftData store puts all three
/// in one `FetchDescriptor` (a `Predicate` built from `StoreCondition`s, one statement per
/// condition so that it type-checks in time linear in their number; `SortDescriptor`;
/// `fetchLimit`; a limit of 0 or less
/// returns nothing without fetching, since `fetchLimit` 0 means "no limit"), so nothing is
/// filtered, sorted or limited in Swift. A query holds no Swift closure (it could not become a
/// `#Predicate`), and conditions `#Predicate` cannot build on Linux and Apple alike
/// (`localizedStandardContains`) are not offered. Both stores' generated tests run the same
/// query cases (`<Model>QueryCase.all`). Lookups by identity and uniqueness checks use
/// `#Predicate`.
///
/// Migrations: each value a custom stage writes is a pure function of `<Name>MigrationValues`
/// (tested on Linux); for each older version, a generated test (SwiftData only) writes two rows
/// per model with that version's frozen models, migrates, and expects what ``makeMigrationTest``
/// derives by following the history.
struct StorageContext {
    let spec: FeatureSpec
    let featureName: String

    init(spec: FeatureSpec) {
        self.spec = spec
        self.featureName = FeatureNaming.typeName(spec.name)
    }

    private var storage: FeatureSpec.Storage { spec.storage }
    private var enumNames: Set<String> { Set(storage.enums.map(\.name)) }

    /// The keys this part adds to the context (all present even without storage).
    func values() -> [String: TemplateValue] {
        let hasStorage = storage.kind != .none && !storage.models.isEmpty
        let history = storage.history
        let schemaNames = history.map(schemaTypeName)
        var values: [String: TemplateValue] = [
            "hasStorage": .bool(hasStorage),
            "usesSwiftData": .bool(hasStorage && storage.kind == .swiftdata),
            "storeProtocol": .string(featureName + "Store"),
            "inMemoryStore": .string("InMemory\(featureName)Store"),
            "swiftDataStore": .string("SwiftData\(featureName)Store"),
            "storeError": .string("StoreError"),
            "failingStore": .string("Failing\(featureName)Store"),
            "migrationPlan": .string(featureName + "MigrationPlan"),
            "persistence": .string(featureName + "Persistence"),
            "latestSchema": .string(schemaNames.last ?? ""),
            "schemaList": .string(schemaNames.map { $0 + ".self" }.joined(separator: ", ")),
            "hasStorageEnums": .bool(!storage.enums.isEmpty),
            "cloudKit": .bool(storage.cloudKit),
            "isPaged": .bool(storage.pageSize != nil),
            "allModelNames": .string(storage.models.map { "\"\($0.name)\"" }.joined(separator: ", ")),
            "cloudKitDatabase": .string(storage.cloudKit ? ".automatic" : ".none"),
            "storeName": .string(storage.storeName ?? featureName),
            "storageEnums": .list(Self.marked(storage.enums.map(makeEnum))),
            "storageModels": .list(Self.marked(storage.models.map(makeModel))),
            "storageTables": .list(
                Self.marked(
                    storage.models.map { model in
                        .object(["name": .string(tableName(model.name)), "type": .string(model.name)])
                    })),
        ]
        values["schemaVersions"] = .list(
            Self.marked(
                history.enumerated().map { index, version in
                    makeVersion(version, typeName: schemaNames[index], isLatest: index == history.count - 1)
                }))
        let stages = zip(history, history.dropFirst()).enumerated().map { index, pair in
            makeStage(from: pair.0, to: pair.1, fromSchema: schemaNames[index], toSchema: schemaNames[index + 1])
        }
        values["migrationStages"] = .list(Self.marked(stages))
        values["hasMigrationStages"] = .bool(!stages.isEmpty)
        let conversions = zip(history, history.dropFirst()).enumerated().flatMap { index, pair in
            migrationConversions(from: pair.0, to: pair.1, toSchema: schemaNames[index + 1])
        }
        values["migrationValuesType"] = .string(featureName + "MigrationValues")
        values["migrationValues"] = .list(Self.marked(conversions.map(\.template)))
        values["hasMigrationValues"] = .bool(hasStorage && storage.kind == .swiftdata && !conversions.isEmpty)
        let migrationTests =
            history.count > 1
            ? history.dropLast().enumerated().map { index, version in
                makeMigrationTest(
                    from: index, history: history, schemaNames: schemaNames, conversions: conversions)
            } : []
        values["migrationTests"] = .list(Self.marked(migrationTests))
        values["hasMigrationTests"] = .bool(hasStorage && storage.kind == .swiftdata && !migrationTests.isEmpty)
        values["storageDeleteTests"] = .list(Self.marked(makeDeleteTests()))
        return values
    }

    // MARK: Names

    /// `PantrySchemaV1`, `PantrySchemaV1_1`, `PantrySchemaV2_0_1` (trailing zero parts dropped).
    private func schemaTypeName(_ version: FeatureSpec.Storage.Version) -> String {
        var parts = version.components ?? [1, 0, 0]
        while parts.count > 1, parts.last == 0 { parts.removeLast() }
        return featureName + "SchemaV" + parts.map(String.init).joined(separator: "_")
    }

    /// The in-memory actor's array of a model's values: `shelfRows`.
    private func tableName(_ model: String) -> String { FeatureNaming.memberName(model) + "Rows" }

    private func recordName(_ model: String) -> String { model + "Record" }

    // MARK: Enums

    private func makeEnum(_ enumeration: FeatureSpec.Storage.Enumeration) -> TemplateValue {
        .object([
            "name": .string(enumeration.name),
            "cases": .list(
                Self.marked(
                    enumeration.cases.map { .object(["name": .string(FeatureNaming.escaped($0)), "rawValue": .string($0)]) })),
        ])
    }

    // MARK: Models (current shape)

    private func makeModel(_ model: FeatureSpec.Storage.Model) -> TemplateValue {
        let member = FeatureNaming.memberName(model.name)
        let typeName = model.name
        let properties = model.properties.map { makeProperty($0, model: model) }
        let toOne = model.relationships.filter { !$0.isToMany }.map { makeToOne($0, model: model) }
        let toMany = model.relationships.filter(\.isToMany).map { makeToMany($0, model: model) }
        let sortable = model.properties.filter { StorageType($0.type, enums: enumNames)?.isSortable == true }
        // Equality filters the SwiftData store compiles into its predicate: non-optional
        // strings, integers, Booleans, identifiers, dates and enums (by raw value).
        let filterable: [(FeatureSpec.Storage.Property, String, String, Bool)] = model.properties.compactMap { property in
            guard let type = StorageType(property.type, enums: enumNames) else { return nil }
            switch type {
            case .enumeration: return (property, "\"\"", property.type, true)
            case .scalar(let name):
                let empty: String? =
                    switch name {
                    case "String": "\"\""
                    case "Bool": "false"
                    case "UUID": "UUID()"
                    case "Date": ".distantPast"
                    default: StorageType.integers.contains(name) ? "0" : nil
                    }
                return empty.map { (property, $0, name, false) }
            case .optional: return nil
            }
        }
        // Range filters (both bounds included) on the non-optional numbers (but `Decimal`) and
        // dates: `<property>Range`, left out when another property already has that name.
        let propertyNames = Set(model.properties.map(\.name))
        let rangeable: [(FeatureSpec.Storage.Property, String, String)] = model.properties.compactMap { property in
            guard case .scalar(let name)? = StorageType(property.type, enums: enumNames),
                !propertyNames.contains(property.name + "Range")
            else { return nil }
            if name == "Date" { return (property, ".distantPast", name) }
            if name == "Double" || name == "Float" || StorageType.integers.contains(name) { return (property, "0", name) }
            return nil
        }
        let rangeKeys: [TemplateValue] = rangeable.map { property, empty, type in
            let local = FeatureNaming.memberName(property.name) + "Range"
            return .object([
                "name": .string(FeatureNaming.escaped(property.name)),
                "rawName": .string(property.name),
                "member": .string(local),
                "type": .string(type),
                "empty": .string(empty),
            ])
        }
        // The predicate: one `StoreCondition` per condition, in property order (a property's
        // equality, then its range), each its own statement so that type-checking stays linear
        // in their number, then combined pairwise (see `StoreCondition`).
        var conditions: [(local: String, expression: String)] = []
        for property in model.properties {
            let local = FeatureNaming.memberName(property.name)
            let name = FeatureNaming.escaped(property.name)
            if let (_, empty, _, isEnum) = filterable.first(where: { $0.0.name == property.name }) {
                let value = isEnum ? "filter.\(name)?.rawValue" : "filter.\(name)"
                conditions.append(
                    (local + "Condition", "StoreCondition.equal(record, \\.\(name), \(value), absent: \(empty))"))
            }
            if let (_, empty, _) = rangeable.first(where: { $0.0.name == property.name }) {
                conditions.append(
                    (
                        local + "RangeCondition",
                        "StoreCondition.within(record, \\.\(name), filter.\(local)Range, absent: \(empty))"
                    ))
            }
        }
        // Then one per to-one relationship: the related model's identity (`shelfID`).
        let relatedKeys = model.relationships.filter { !$0.isToMany }
        for relationship in relatedKeys {
            let idName = relationshipIDName(relationship)
            conditions.append(
                (
                    idName + "Condition",
                    "StoreCondition.related(record, \\.\(FeatureNaming.escaped(relationship.name)), \\.id, filter.\(idName))"
                ))
        }
        let predicateStatements = Self.predicateStatements(conditions)
        let filterInitParameters =
            filterable.map { property, _, type, _ in "\(FeatureNaming.escaped(property.name)): \(type)? = nil" }
            + relatedKeys.map { "\(relationshipIDName($0)): \($0.target).ID? = nil" }
            + rangeable.map { property, _, type in "\(FeatureNaming.memberName(property.name))Range: ClosedRange<\(type)>? = nil"
            }
        let cases = queryCases(
            model, equality: filterable.map(\.0), ranges: rangeable.map(\.0), sortKey: testSortKey(model))
        let unique = model.properties.filter { $0.isUnique && $0.name != "id" }
        let initParameters =
            model.properties.map { property -> String in
                var text = "\(FeatureNaming.escaped(property.name)): \(property.type)"
                if let value = property.defaultValue {
                    text += " = \(value)"
                } else if StorageType(property.type, enums: enumNames)?.isOptional == true {
                    text += " = nil"
                }
                return text
            } + model.relationships.filter { !$0.isToMany }.map { "\(relationshipIDName($0)): \($0.target).ID? = nil" }
        let fixtureArguments = model.properties.map { "\(Self.label($0.name)): \(fixture(for: $0))" }
        let recordArguments = model.properties.map { property in
            "\(Self.label(property.name)): \(toRecord(property, value: FeatureNaming.memberName(model.name)))"
        }
        let valueArguments =
            model.properties.map { "\(Self.label($0.name)): \(fromRecord($0, model: model))" }
            + model.relationships.filter { !$0.isToMany }.map {
                "\(relationshipIDName($0)): record.\(FeatureNaming.escaped($0.name))?.id"
            }
        let sortKey = testSortKey(model)
        let updated = model.properties.first { $0.name != "id" }
        var values: [String: TemplateValue] = [
            "name": .string(typeName),
            "modelName": .string(typeName),
            "hasToOneCascade": .bool(model.relationships.contains { !$0.isToMany && $0.deleteRule == .cascade }),
            "memberName": .string(member),
            "displayName": .string(FeatureNaming.displayName(model.name)),
            "pluralDisplayName": .string(FeatureNaming.pluralDisplayName(model.name)),
            "lowercasedDisplayName": .string(FeatureNaming.displayName(model.name).lowercased()),
            // A swipe asks before it deletes, saying what a cascade takes with the row.
            "pendingDeletion": .string(member + "PendingDeletion"),
            "deletionQuestion": .string("Delete this \(FeatureNaming.displayName(model.name).lowercased())?"),
            "deletionMessage": .string(Self.deletionMessage(model)),
            "hasDeletionMessage": .bool(!Self.deletionMessage(model).isEmpty),
            "valueName": .string(FeatureNaming.escaped(member)),
            "queryType": .string(typeName + "Query"),
            "sortType": .string(typeName + "SortKey"),
            "recordType": .string(recordName(typeName)),
            "table": .string(tableName(typeName)),
            "removeMethod": .string("remove" + typeName),
            "recordLookup": .string(member + "Record"),
            "valueOfRecord": .string("value"),
            "loadMethod": .string("load\(typeName)List"),
            "listState": .string(member + "ListState"),
            "listRequest": .string(member + "ListRequest"),
            "listGeneration": .string(member + "ListGeneration"),
            "listQuery": .string(member + "ListQuery"),
            // The lists a write of this model can change besides its own: the targets of its
            // relationships (a delete cascades to or nullifies them; an insert or update can
            // change which of them point here), each reloaded only when it has been loaded.
            // The change a write of this model announces: the model and its relationships'
            // targets (a delete cascades to or nullifies them).
            "writeChange": .string(
                "StoreChange(models: ["
                    + ([model.name] + model.relationships.map(\.target)).reduce(into: [String]()) { names, name in
                        if !names.contains(name) { names.append(name) }
                    }.map { "\"\($0)\"" }.joined(separator: ", ") + "])"),
            "hasRelatedLists": .bool(model.relationships.contains { $0.target != model.name }),
            "relatedLists": .list(
                Self.marked(
                    model.relationships.map(\.target).reduce(into: [String]()) { targets, target in
                        if target != model.name, !targets.contains(target) { targets.append(target) }
                    }.map { target in
                        let targetType = SwiftName(target).typeName
                        let targetMember = SwiftName(target).memberName
                        return .object([
                            "loadMethod": .string("load\(targetType)List"),
                            "listState": .string(targetMember + "ListState"),
                            "listQuery": .string(targetMember + "ListQuery"),
                            "reloadQuery": .string(reloadQuery(member: targetMember)),
                        ])
                    })),
            // Paging (`storage.pageSize`): the root loads a page sorted by the first sortable
            // property, the list's end loads the next, and reloads cover every page shown.
            "isPaged": .bool(storage.pageSize != nil),
            "pageSize": .string(storage.pageSize.map(String.init) ?? ""),
            "defaultListQuery": .string(
                storage.pageSize.map { size in
                    let order = sortable.first.map { "sortBy: [.ascending(.\(FeatureNaming.escaped($0.name)))], " } ?? ""
                    return "\(typeName)Query(\(order)limit: \(size))"
                } ?? "\(typeName)Query()"),
            "reloadQuery": .string(reloadQuery(member: member)),
            "listHasMore": .string(member + "ListHasMore"),
            "moreState": .string(member + "MoreState"),
            "loadMoreMethod": .string("loadMore\(typeName)List"),
            "insertMethod": .string("insert" + typeName),
            "updateMethod": .string("update" + typeName),
            "deleteMethod": .string("delete" + typeName),
            "writeState": .string(member + "WriteState"),
            "writeInFlight": .string(member + "WriteInFlight"),
            "writePending": .string(member + "WritePending"),
            "writeReloading": .string(member + "WriteReloading"),
        ]
        values.merge([
            "idType": .string(model.property(named: "id")?.type ?? "UUID"),
            "initParameters": .string(initParameters.joined(separator: ", ")),
            "properties": .list(Self.marked(properties)),
            "toOneRelationships": .list(Self.marked(toOne)),
            "hasToOneRelationships": .bool(!toOne.isEmpty),
            // An update writes something besides the identity (a model of only `id` and to-many
            // relationships has nothing to write).
            "updatesRecord": .bool(model.properties.contains { $0.name != "id" } || !toOne.isEmpty),
            "toManyRelationships": .list(Self.marked(toMany)),
            "filterType": .string(typeName + "Filter"),
            "filterKeys": .list(
                Self.marked(
                    filterable.map { property, _, type, _ in
                        .object([
                            "name": .string(FeatureNaming.escaped(property.name)),
                            "rawName": .string(property.name),
                            "label": .string(Self.label(property.name)),
                            "type": .string(type),
                        ])
                    }
                        + relatedKeys.map { relationship in
                            .object([
                                "name": .string(relationshipIDName(relationship)),
                                "rawName": .string(relationshipIDName(relationship)),
                                "label": .string(relationshipIDName(relationship)),
                                "type": .string(relationship.target + ".ID"),
                            ])
                        })),
            "rangeKeys": .list(Self.marked(rangeKeys)),
            "queryCaseType": .string(typeName + "QueryCase"),
            "queryCases": .list(Self.marked(cases.map { .object(["text": .string($0)]) })),
            "queryCaseCount": .string(String(cases.count)),
            "hasFilterConditions": .bool(!conditions.isEmpty),
            "predicateStatements": .list(Self.marked(predicateStatements.map { .object(["text": .string($0)]) })),
            "filterInitParameters": .string(filterInitParameters.joined(separator: ", ")),
            "sortKeys": .list(Self.marked(sortable.map { makeSortKey($0, model: model) })),
            "hasSortKeys": .bool(!sortable.isEmpty),
            "uniqueProperties": .list(
                Self.marked(
                    unique.map { property in
                        .object([
                            "name": .string(FeatureNaming.escaped(property.name)),
                            "rawName": .string(property.name),
                            "local": .string(FeatureNaming.memberName(property.name) + "Value"),
                        ])
                    })),
            "hasUniqueProperties": .bool(!unique.isEmpty),
            "tableUnique": .string(
                unique.isEmpty
                    ? ""
                    : ", unique: ["
                        + unique.map { ".property(\"\($0.name)\") { $0.\(FeatureNaming.escaped($0.name)) }" }
                        .joined(separator: ", ") + "]"),
        ]) { first, _ in first }
        let firstToOne = model.relationships.first { !$0.isToMany }
        let firstUnique = unique.first
        let testKeyName = sortKey.map { FeatureNaming.escaped($0.name) } ?? ""
        let moreValues: [String: TemplateValue] = [
            "fixtureArguments": .string(fixtureArguments.joined(separator: ", ")),
            "recordArguments": .string(recordArguments.joined(separator: ", ")),
            "valueArguments": .string(valueArguments.joined(separator: ", ")),
            "hasTestSortKey": .bool(sortKey != nil),
            "testSortKey": .string(testKeyName),
            "hasUpdatableProperty": .bool(updated != nil),
            "firstUniqueProperty": .string(firstUnique.map { FeatureNaming.escaped($0.name) } ?? ""),
            "firstUniqueRawName": .string(firstUnique?.name ?? ""),
            "hasUniqueTest": .bool(firstUnique != nil),
            "firstToOne": .string(firstToOne.map(relationshipIDName) ?? ""),
            "firstToOneRawName": .string(firstToOne?.name ?? ""),
            "firstToOneTarget": .string(firstToOne?.target ?? ""),
            "hasToOneTest": .bool(firstToOne != nil),
        ]
        values.merge(moreValues) { first, _ in first }
        return .object(values)
    }

    private func makeProperty(_ property: FeatureSpec.Storage.Property, model: FeatureSpec.Storage.Model) -> TemplateValue {
        let type = StorageType(property.type, enums: enumNames)
        return .object([
            "name": .string(FeatureNaming.escaped(property.name)),
            "rawName": .string(property.name),
            "type": .string(property.type),
            "isUnique": .bool(property.isUnique),
            "isEnum": .bool(type?.enumName != nil),
            "isIdentity": .bool(property.name == "id"),
            "recordValue": .string(toRecord(property, value: FeatureNaming.memberName(model.name))),
        ])
    }

    /// A property name as an argument label at a call site: keywords need no backticks there,
    /// except `inout`, `var` and `let`.
    static func label(_ name: String) -> String {
        FeatureNaming.argumentLabel(name)
    }

    /// `shelfID` for the to-one relationship `shelf`.
    private func relationshipIDName(_ relationship: FeatureSpec.Storage.Relationship) -> String {
        FeatureNaming.memberName(relationship.name) + "ID"
    }

    private func makeToOne(_ relationship: FeatureSpec.Storage.Relationship, model: FeatureSpec.Storage.Model) -> TemplateValue {
        let target = relationship.target
        let targetMember = FeatureNaming.memberName(target)
        return .object([
            "name": .string(FeatureNaming.escaped(relationship.name)),
            "rawName": .string(relationship.name),
            "idName": .string(relationshipIDName(relationship)),
            "target": .string(target),
            "targetRecord": .string(recordName(target)),
            "targetTable": .string(tableName(target)),
            "targetRemove": .string("remove" + target),
            "targetLookup": .string(targetMember + "Record"),
            "deleteRule": .string(relationship.deleteRule.rawValue),
            "isCascade": .bool(relationship.deleteRule == .cascade),
            "isDeny": .bool(relationship.deleteRule == .deny),
            "inverseClause": .string(inverseClause(relationship)),
        ])
    }

    /// The inverse side of a to-many relationship is the target's to-one relationship whose
    /// pair is this one (validated: exactly one exists).
    func inverseToOne(of relationship: FeatureSpec.Storage.Relationship, model: FeatureSpec.Storage.Model) -> FeatureSpec
        .Storage.Relationship?
    {
        guard let target = storage.models.first(where: { $0.name == relationship.target }) else { return nil }
        if let inverse = relationship.inverse { return target.relationship(named: inverse) }
        return target.relationships.first { $0.inverse == relationship.name && $0.target == model.name }
    }

    private func makeToMany(_ relationship: FeatureSpec.Storage.Relationship, model: FeatureSpec.Storage.Model) -> TemplateValue {
        let target = relationship.target
        let inverse = inverseToOne(of: relationship, model: model)
        return .object([
            "name": .string(FeatureNaming.escaped(relationship.name)),
            "rawName": .string(relationship.name),
            "target": .string(target),
            "targetRecord": .string(recordName(target)),
            "targetTable": .string(tableName(target)),
            "targetRemove": .string("remove" + target),
            "childIDName": .string(inverse.map(relationshipIDName) ?? ""),
            "deleteRule": .string(relationship.deleteRule.rawValue),
            "isCascade": .bool(relationship.deleteRule == .cascade),
            "isNullify": .bool(relationship.deleteRule == .nullify),
            "isDeny": .bool(relationship.deleteRule == .deny),
            "isNoAction": .bool(relationship.deleteRule == .noAction),
        ])
    }

    private func inverseClause(_ relationship: FeatureSpec.Storage.Relationship) -> String {
        relationship.inverse.map { ", inverse: \\\(recordName(relationship.target)).\(FeatureNaming.escaped($0))" } ?? ""
    }

    private func makeSortKey(_ property: FeatureSpec.Storage.Property, model: FeatureSpec.Storage.Model) -> TemplateValue {
        let name = FeatureNaming.escaped(property.name)
        // Enums compare by raw value, read here: the enum's own conformances may be isolated.
        let rawValue = StorageType(property.type, enums: enumNames)?.enumName != nil ? ".rawValue" : ""
        let compare = "StoreOrder.compare(lhs.\(name)\(rawValue), rhs.\(name)\(rawValue))"
        return .object([
            "name": .string(name),
            "rawName": .string(property.name),
            "compare": .string(compare),
            "keyPath": .string("\\\(recordName(model.name)).\(name)"),
        ])
    }

    /// The shared query cases (`<Model>QueryCase.all`) both stores' generated tests run, over
    /// fixtures 1, 2 and 3: each as one `Self(...)` expression. Non-enum sortable fixtures and
    /// range-filterable fixtures grow with the index, so their expected results are written out;
    /// an equality filter's are computed from the fixtures (an enum's cases repeat).
    private func queryCases(
        _ model: FeatureSpec.Storage.Model, equality: [FeatureSpec.Storage.Property], ranges: [FeatureSpec.Storage.Property],
        sortKey: FeatureSpec.Storage.Property?
    ) -> [String] {
        let query = model.name + "Query"
        let filter = model.name + "Filter"
        func fixture(_ index: String) -> String { "\(model.name).fixture(\(index))" }
        func fixtures(_ indices: String) -> String { "\(indices).map { \(fixture("$0")) }" }
        func make(_ description: String, _ arguments: String, _ expected: String, ordered: Bool) -> String {
            "Self(\"\(description)\", \(query)(\(arguments)), expected: \(expected)\(ordered ? ", isOrdered: true" : ""))"
        }
        var cases: [String] = []
        for property in equality {
            let name = FeatureNaming.escaped(property.name)
            cases.append(
                make(
                    "\(property.name) equal to fixture 2's",
                    "filter: \(filter)(\(Self.label(property.name)): \(fixture("2")).\(name))",
                    "\(fixtures("[1, 2, 3]")).filter { $0.\(name) == \(fixture("2")).\(name) }", ordered: false))
        }
        for property in ranges {
            let name = FeatureNaming.escaped(property.name)
            let member = FeatureNaming.memberName(property.name) + "Range"
            cases.append(
                make(
                    "\(property.name) from fixture 2's through fixture 3's",
                    "filter: \(filter)(\(member): \(fixture("2")).\(name)...\(fixture("3")).\(name))", fixtures("[2, 3]"),
                    ordered: false))
        }
        // Descending: an ascending order would also be the insertion order.
        let sortable = model.properties.filter {
            guard let type = StorageType($0.type, enums: enumNames) else { return false }
            return type.isSortable && type.enumName == nil
        }
        for property in sortable {
            let key = FeatureNaming.escaped(property.name)
            cases.append(
                make(
                    "sorted by \(property.name), descending", "sortBy: [.descending(.\(key))]", fixtures("[3, 2, 1]"),
                    ordered: true))
        }
        if let sortKey, let range = ranges.first {
            let key = FeatureNaming.escaped(sortKey.name)
            let name = FeatureNaming.escaped(range.name)
            let member = FeatureNaming.memberName(range.name) + "Range"
            cases.append(
                make(
                    "\(range.name) from fixture 1's through fixture 2's, the last by \(sortKey.name)",
                    "filter: \(filter)(\(member): \(fixture("1")).\(name)...\(fixture("2")).\(name)), sortBy: [.descending(.\(key))], limit: 1",
                    "[\(fixture("2"))]", ordered: true))
        }
        // The SwiftData store answers a limit of 0 without fetching (`fetchLimit` 0 is no limit).
        cases.append(make("a limit of 0", "limit: 0", "[]", ordered: true))
        return cases
    }

    /// The property the generated sort test orders by: the first sortable one whose fixture
    /// grows with the index (not an enum), preferring one other than `id`.
    private func testSortKey(_ model: FeatureSpec.Storage.Model) -> FeatureSpec.Storage.Property? {
        let candidates = model.properties.filter {
            guard let type = StorageType($0.type, enums: enumNames) else { return false }
            return type.isSortable && type.enumName == nil
        }
        return candidates.first { $0.name != "id" } ?? candidates.first
    }

    // MARK: Value ↔ record

    /// The record's stored expression for a value's property (`shelf.name`,
    /// `item.category.rawValue`).
    private func toRecord(_ property: FeatureSpec.Storage.Property, value: String) -> String {
        let type = StorageType(property.type, enums: enumNames)
        let access = "\(FeatureNaming.escaped(value)).\(FeatureNaming.escaped(property.name))"
        guard type?.enumName != nil else { return access }
        return type?.isOptional == true ? "\(access)?.rawValue" : "\(access).rawValue"
    }

    /// The value's expression for a record's property; enums decode their raw value (which
    /// throws when the stored text is not a case).
    private func fromRecord(_ property: FeatureSpec.Storage.Property, model: FeatureSpec.Storage.Model) -> String {
        let type = StorageType(property.type, enums: enumNames)
        let access = "record.\(FeatureNaming.escaped(property.name))"
        guard let enumName = type?.enumName else { return access }
        let label = "\"\(model.name).\(property.name)\""
        if type?.isOptional == true {
            return "try \(access).map { try StoreError.decoded($0, as: \(enumName).self, at: \(label)) }"
        }
        return "try StoreError.decoded(\(access), as: \(enumName).self, at: \(label))"
    }

    /// The record's declared type: enums are stored as `String` (optional stays optional).
    private func recordType(_ property: FeatureSpec.Storage.Property) -> String {
        guard let type = StorageType(property.type, enums: enumNames), type.enumName != nil else { return property.type }
        return type.isOptional ? "String?" : "String"
    }

    /// The record's default: an enum default becomes its raw value literal.
    private func recordDefault(_ property: FeatureSpec.Storage.Property) -> String? {
        guard let value = property.defaultValue else { return nil }
        guard let type = StorageType(property.type, enums: enumNames), type.enumName != nil, value.hasPrefix(".") else {
            return value
        }
        return "\"\(value.dropFirst())\""
    }

    // MARK: Fixtures

    /// The generated `fixture(_ index:)` argument for a property: distinct per index and, for
    /// sortable non-enum types, increasing with it; optionals are `nil`.
    private func fixture(for property: FeatureSpec.Storage.Property) -> String {
        guard let type = StorageType(property.type, enums: enumNames) else { return "nil" }
        if type.isOptional { return "nil" }
        if let enumName = type.enumName { return "\(enumName).allCases[index % \(enumName).allCases.count]" }
        switch type.baseName {
        case "String": return "\"sample \(FeatureNaming.displayName(property.name).lowercased()) \\(index)\""
        case "Int": return "index"
        case "Bool": return "index.isMultiple(of: 2)"
        case "Date": return "Date(timeIntervalSince1970: Double(index) * 86_400)"
        case "UUID": return "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8(truncatingIfNeeded: index)))"
        case "URL": return "URL(fileURLWithPath: \"/sample/\\(index)\")"
        case "Data": return "Data([UInt8(truncatingIfNeeded: index)])"
        case let name: return "\(name)(index)"
        }
    }

    // MARK: Versions and migrations

    private func makeVersion(_ version: FeatureSpec.Storage.Version, typeName: String, isLatest: Bool) -> TemplateValue {
        let components = version.components ?? [1, 0, 0]
        return .object([
            "typeName": .string(typeName),
            "identifier": .string(version.identifier),
            "versionArguments": .string(components.map(String.init).joined(separator: ", ")),
            "isLatest": .bool(isLatest),
            "modelList": .string(version.models.map { recordName($0.name) + ".self" }.joined(separator: ", ")),
            "records": .list(
                Self.marked(version.models.map { makeRecord($0, cloudKitShape: isLatest && storage.cloudKit) })),
        ])
    }

    /// A version's `@Model` class. With `cloudKitShape` (the current version of a CloudKit
    /// store) nothing is `@Attribute(.unique)` and to-many relationships are optional, as
    /// CloudKit requires; older versions keep the shape they were generated with.
    private func makeRecord(_ model: FeatureSpec.Storage.Model, cloudKitShape: Bool) -> TemplateValue {
        let parameters = model.properties.map { property -> String in
            var text = "\(FeatureNaming.escaped(property.name)): \(recordType(property))"
            if let value = recordDefault(property) { text += " = \(value)" }
            return text
        }
        return .object([
            "name": .string(recordName(model.name)),
            "modelName": .string(model.name),
            "initParameters": .string(parameters.joined(separator: ", ")),
            "properties": .list(
                Self.marked(
                    model.properties.map { property in
                        var declaration = "var \(FeatureNaming.escaped(property.name)): \(recordType(property))"
                        if let value = recordDefault(property) { declaration += " = \(value)" }
                        return .object([
                            "name": .string(FeatureNaming.escaped(property.name)),
                            "rawName": .string(property.name),
                            "declaration": .string(declaration),
                            "attribute": .string(property.isUnique && !cloudKitShape ? "@Attribute(.unique) " : ""),
                        ])
                    })),
            "relationships": .list(
                Self.marked(
                    model.relationships.map { relationship in
                        let record = recordName(relationship.target)
                        let type =
                            relationship.isToMany ? (cloudKitShape ? "[\(record)]? = []" : "[\(record)] = []") : "\(record)?"
                        return .object([
                            "rawName": .string(relationship.name),
                            "declaration": .string(
                                "@Relationship(deleteRule: .\(relationship.deleteRule.rawValue)\(inverseClause(relationship))) var \(FeatureNaming.escaped(relationship.name)): \(type)"
                            ),
                        ])
                    })),
        ])
    }

    private func makeStage(
        from: FeatureSpec.Storage.Version, to: FeatureSpec.Storage.Version, fromSchema: String, toSchema: String
    ) -> TemplateValue {
        let migration = storage.migration(from: from.identifier, to: to.identifier)
        let isCustom = migration?.kind == .custom
        var before: [TemplateValue] = []
        var after: [TemplateValue] = []
        for backfill in migration?.backfills ?? [] {
            let oldProperty = from.models.first { $0.name == backfill.model }?.property(named: backfill.property)
            guard let newProperty = to.models.first(where: { $0.name == backfill.model })?.property(named: backfill.property)
            else { continue }
            let becomesRequired =
                oldProperty.map { StorageType($0.type, enums: enumNames)?.isOptional == true } == true
                && StorageType(newProperty.type, enums: enumNames)?.isOptional == false
                && oldProperty.map { StorageType($0.type, enums: enumNames)?.baseName }
                    == StorageType(newProperty.type, enums: enumNames)?.baseName
            var value = backfill.value
            if StorageType(newProperty.type, enums: enumNames)?.enumName != nil, value.hasPrefix(".") {
                value = "\"\(value.dropFirst())\""
            }
            let entry = TemplateValue.object([
                "function": .string(conversionName(model: backfill.model, property: backfill.property, toSchema: toSchema)),
                "valuesType": .string(featureName + "MigrationValues"),
                "record": .string("\(becomesRequired ? fromSchema : toSchema).\(recordName(backfill.model))"),
                "property": .string(FeatureNaming.escaped(backfill.property)),
                "rawProperty": .string(backfill.property),
                "model": .string(backfill.model),
                "value": .string(value),
                "onlyMissing": .bool(becomesRequired),
            ])
            if becomesRequired { before.append(entry) } else { after.append(entry) }
        }
        return .object([
            "fromSchema": .string(fromSchema),
            "toSchema": .string(toSchema),
            "from": .string(from.identifier),
            "to": .string(to.identifier),
            "isCustom": .bool(isCustom),
            "willMigrate": .list(Self.marked(before)),
            "hasWillMigrate": .bool(!before.isEmpty),
            "didMigrate": .list(Self.marked(after)),
            "hasDidMigrate": .bool(!after.isEmpty),
        ])
    }

    // MARK: Migration values and migration tests

    /// One value a custom stage writes, as a pure function of `<Feature>MigrationValues` (so it
    /// is tested on every platform): `fillsMissing` functions take the old optional value and
    /// keep it when there is one; the others return the backfill for every row.
    struct Conversion {
        var model: String
        var property: String
        var toSchema: String
        var function: String
        var fillsMissing: Bool
        /// The value in record form (an enum's raw value string).
        var value: String
        var template: TemplateValue
    }

    /// `entryMoodV2` for `Entry.mood` in `JournalSchemaV2`.
    private func conversionName(model: String, property: String, toSchema: String) -> String {
        let suffix = toSchema.hasPrefix(featureName + "Schema") ? String(toSchema.dropFirst(featureName.count + 6)) : toSchema
        return FeatureNaming.memberName(model) + FeatureNaming.typeName(property) + suffix
    }

    private func migrationConversions(
        from: FeatureSpec.Storage.Version, to: FeatureSpec.Storage.Version, toSchema: String
    ) -> [Conversion] {
        guard let migration = storage.migration(from: from.identifier, to: to.identifier), migration.kind == .custom else {
            return []
        }
        return migration.backfills.compactMap { backfill in
            guard let newProperty = to.models.first(where: { $0.name == backfill.model })?.property(named: backfill.property),
                let newType = StorageType(newProperty.type, enums: enumNames)
            else { return nil }
            let oldProperty = from.models.first { $0.name == backfill.model }?.property(named: backfill.property)
            let oldType = oldProperty.flatMap { StorageType($0.type, enums: enumNames) }
            let fillsMissing = oldType?.isOptional == true && !newType.isOptional && oldType?.baseName == newType.baseName
            var value = backfill.value
            if newType.enumName != nil, value.hasPrefix(".") { value = "\"\(value.dropFirst())\"" }
            let function = conversionName(model: backfill.model, property: backfill.property, toSchema: toSchema)
            let resultType = recordType(newProperty)
            let sample = fillsMissing ? (oldProperty.flatMap { sampleValue($0, row: 2) } ?? "nil") : ""
            let isConstant = Self.isLiteral(value)
            return Conversion(
                model: backfill.model, property: backfill.property, toSchema: toSchema, function: function,
                fillsMissing: fillsMissing, value: value,
                template: .object([
                    "function": .string(function),
                    "model": .string(backfill.model),
                    "rawProperty": .string(backfill.property),
                    "schema": .string(toSchema),
                    "resultType": .string(resultType),
                    "oldType": .string(oldProperty.map(recordType) ?? resultType),
                    "value": .string(value),
                    "fillsMissing": .bool(fillsMissing),
                    "isConstant": .bool(isConstant),
                    "sample": .string(sample),
                ]))
        }
    }

    /// Whether a Swift expression is a literal (a string without interpolation, a number, a
    /// Boolean, `nil`), so a generated test can expect exactly that value after migrating.
    static func isLiteral(_ expression: String) -> Bool {
        let text = expression.trimmingWhitespaceAndLineBreaks()
        if ["true", "false", "nil"].contains(text) { return true }
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.dropFirst().dropLast().contains("\\"),
            !text.dropFirst().dropLast().contains("\"")
        {
            return true
        }
        var digits = Substring(text)
        if digits.hasPrefix("-") { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.first?.isNumber == true
            && digits.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "_") }
    }

    /// A sample stored value for `row` (1 or 2) of a record, in record form: optionals are `nil`
    /// in row 1, every value differs between rows; `nil` when the type is not storable.
    private func sampleValue(_ property: FeatureSpec.Storage.Property, row: Int) -> String? {
        guard let type = StorageType(property.type, enums: enumNames) else { return nil }
        if type.isOptional, row == 1 { return "nil" }
        if let enumName = type.enumName {
            let cases = storage.enums.first { $0.name == enumName }?.cases ?? []
            guard !cases.isEmpty else { return nil }
            // The last case in row 2: a backfill (usually the first case) must not hide a kept value.
            return "\"\(row == 2 ? cases[cases.count - 1] : cases[0])\""
        }
        switch type.baseName {
        case "String": return "\"sample \(FeatureNaming.displayName(property.name).lowercased()) \(row)\""
        case "Bool": return row == 2 ? "true" : "false"
        case "Date": return "Date(timeIntervalSince1970: \(row * 86_400))"
        case "UUID": return "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, \(row)))"
        case "URL": return "URL(fileURLWithPath: \"/sample/\(row)\")"
        case "Data": return "Data([\(row)])"
        default: return "\(row)"
        }
    }

    /// The generated test for a store written by version `index`: two rows per model (row 1
    /// with its optionals empty, row 2 with every value set), then, after migrating through
    /// every later stage, the values the plan promises for each property of the current
    /// version: kept, the new property's default (or `nil`), or what the custom stage writes.
    private func makeMigrationTest(
        from index: Int, history: [FeatureSpec.Storage.Version], schemaNames: [String], conversions: [Conversion]
    ) -> TemplateValue {
        let start = history[index]
        let latest = history[history.count - 1]
        var inserts: [String] = []
        var checks: [String] = []
        for model in start.models {
            // The rows' values through the history, by property; `nil` once not checkable.
            var rows: [[String: String?]] = [1, 2].map { row in
                Dictionary(uniqueKeysWithValues: model.properties.map { ($0.name, sampleValue($0, row: row)) })
            }
            for values in rows {
                let arguments = model.properties.map { "\(Self.label($0.name)): \((values[$0.name] ?? nil) ?? "nil")" }
                inserts.append(
                    "context.insert(\(schemaNames[index]).\(recordName(model.name))(\(arguments.joined(separator: ", "))))")
            }
            var present = true
            for step in index..<(history.count - 1) {
                let old = history[step]
                let new = history[step + 1]
                guard let oldModel = old.models.first(where: { $0.name == model.name }),
                    let newModel = new.models.first(where: { $0.name == model.name })
                else {
                    present = false
                    break
                }
                let isCustom = storage.migration(from: old.identifier, to: new.identifier)?.kind == .custom
                for row in rows.indices {
                    var next: [String: String?] = [:]
                    for property in newModel.properties {
                        let conversion =
                            isCustom
                            ? conversions.first {
                                $0.model == model.name && $0.property == property.name && $0.toSchema == schemaNames[step + 1]
                            } : nil
                        let hadProperty = oldModel.property(named: property.name) != nil
                        // `nil`: not known as a literal; `"nil"`: the record holds no value.
                        let previous: String? = hadProperty ? (rows[row][property.name] ?? nil) : nil
                        func literal(_ expression: String) -> String? { Self.isLiteral(expression) ? expression : nil }
                        if let conversion {
                            if conversion.fillsMissing, hadProperty {
                                next[property.name] = previous.map { $0 == "nil" ? literal(conversion.value) : $0 } ?? nil
                            } else {
                                next[property.name] = literal(conversion.value)
                            }
                        } else if hadProperty {
                            next[property.name] = previous
                        } else {
                            next[property.name] = literal(recordDefault(property) ?? "nil")
                        }
                    }
                    rows[row] = next
                }
            }
            guard present, let current = latest.models.first(where: { $0.name == model.name }) else { continue }
            let member = FeatureNaming.memberName(model.name)
            let record = "\(schemaNames[schemaNames.count - 1]).\(recordName(model.name))"
            checks.append("let \(member)Rows = try context.fetch(FetchDescriptor<\(record)>())")
            checks.append("#expect(\(member)Rows.count == 2)")
            guard let identity = model.property(named: "id") else { continue }
            for (row, values) in rows.enumerated() {
                let local = "\(member)Row\(row + 1)"
                let id = sampleValue(identity, row: row + 1) ?? "nil"
                checks.append("let \(local) = try #require(\(member)Rows.first { $0.id == \(id) })")
                for property in current.properties where property.name != "id" {
                    let name = FeatureNaming.escaped(property.name)
                    if let expected = values[property.name] ?? nil {
                        checks.append("#expect(\(local).\(name) == \(expected))")
                    } else {
                        checks.append("// `\(local).\(name)` is not checked: the value written there is not a literal.")
                    }
                }
            }
        }
        let schema = schemaNames[index]
        return .object([
            "schema": .string(schema),
            "identifier": .string(start.identifier),
            "versionName": .string(String(schema.dropFirst(featureName.count + 6))),
            "inserts": .list(Self.marked(inserts.map { .object(["text": .string($0)]) })),
            "checks": .list(Self.marked(checks.map { .object(["text": .string($0)]) })),
        ])
    }

    // MARK: Delete-rule tests

    /// One generated test per to-many relationship: delete the parent and check the children
    /// by the rule (cascade removes them, nullify clears their reference, deny refuses, noAction
    /// leaves them).
    private func makeDeleteTests() -> [TemplateValue] {
        storage.models.flatMap { model in
            model.relationships.filter(\.isToMany).compactMap { relationship -> TemplateValue? in
                guard let inverse = inverseToOne(of: relationship, model: model) else { return nil }
                return .object([
                    "parent": .string(model.name),
                    "parentQuery": .string(model.name + "Query"),
                    "child": .string(relationship.target),
                    "childQuery": .string(relationship.target + "Query"),
                    "childIDName": .string(relationshipIDName(inverse)),
                    "filterTestName": .string(
                        "filtering\(relationship.target)By\(model.name)SelectsItsOwn\(FeatureNaming.typeName(relationship.name))"),
                    "deleteMethod": .string("delete" + model.name),
                    "relationship": .string(relationship.name),
                    "testName": .string(
                        "deleting\(model.name)\(relationship.deleteRule.rawValue.prefix(1).uppercased() + relationship.deleteRule.rawValue.dropFirst())\(FeatureNaming.typeName(relationship.name))"
                    ),
                    "isCascade": .bool(relationship.deleteRule == .cascade),
                    "isNullify": .bool(relationship.deleteRule == .nullify),
                    "isDeny": .bool(relationship.deleteRule == .deny),
                    "isNoAction": .bool(relationship.deleteRule == .noAction),
                ])
            }
        }
    }

    /// The query a reload of `member`'s list runs: its latest one, covering every page shown
    /// when the lists are paged.
    private func reloadQuery(member: String) -> String {
        storage.pageSize == nil
            ? member + "ListQuery" : "\(member)ListQuery.covering(\(member)ListState.value?.count ?? 0)"
    }

    /// A SwiftData predicate's body from its conditions (a local's name and its expression, at
    /// least one): each condition bound to its local, then the running conjunction
    /// (`matches2`, `matches3`, …), one `StoreCondition.and` per statement, returned.
    static func predicateStatements(_ conditions: [(local: String, expression: String)]) -> [String] {
        guard conditions.count > 1 else { return conditions.map { "return " + $0.expression } }
        var statements = conditions.map { "let \($0.local) = \($0.expression)" }
        var combined = conditions[0].local
        for (index, condition) in conditions.enumerated().dropFirst() {
            let conjunction = "StoreCondition.and(\(combined), \(condition.local))"
            if index == conditions.count - 1 {
                statements.append("return " + conjunction)
            } else {
                combined = "matches\(index + 1)"
                statements.append("let \(combined) = \(conjunction)")
            }
        }
        return statements
    }

    /// Adds `isFirst` and `isLast` to each object of a list.
    static func marked(_ values: [TemplateValue]) -> [TemplateValue] {
        values.enumerated().map { index, value in
            guard case .object(var members) = value else { return value }
            members["isFirst"] = .bool(index == 0)
            members["isLast"] = .bool(index == values.count - 1)
            return .object(members)
        }
    }
}

extension StorageContext {
    /// What deleting a `model` row also deletes (its cascading relationships, in words: "Its
    /// items are deleted with it."), or `""` when nothing goes with it.
    static func deletionMessage(_ model: FeatureSpec.Storage.Model) -> String {
        let cascades = model.relationships.filter { $0.deleteRule == .cascade }
        guard let first = cascades.first else { return "" }
        let taken = cascades.map { relationship in
            (relationship.isToMany
                ? FeatureNaming.pluralDisplayName(relationship.target)
                : FeatureNaming.displayName(relationship.target)).lowercased()
        }
        let list = taken.count == 1 ? taken[0] : taken.dropLast().joined(separator: ", ") + " and " + taken[taken.count - 1]
        let verb = cascades.count == 1 && !first.isToMany ? "is" : "are"
        return "Its \(list) \(verb) deleted with it."
    }
}
