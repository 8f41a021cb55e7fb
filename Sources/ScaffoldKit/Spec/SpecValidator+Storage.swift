/// Validation of `storage`: kind, enums, models (properties, identity, uniqueness, defaults,
/// relationship pairs), schema versions and the migrations between them, including the check
/// that every non-additive change between two versions has a custom migration.
extension SpecValidator {
    /// A storage model that passed validation, with its draft kept for locating later errors.
    struct CheckedStorageModel {
        var model: FeatureSpec.Storage.Model
        var draft: SpecDraft.StorageModel
        var properties: [String: SpecDraft.StorageProperty]
        var relationships: [String: SpecDraft.StorageRelationship]
    }

    /// One version's validated shapes.
    struct CheckedVersion {
        var identifier: String
        var components: [Int]
        var models: [CheckedStorageModel]
        var location: Located<String>?

        func model(named name: String) -> CheckedStorageModel? { models.first { $0.model.name == name } }
    }

    mutating func validateStorage(_ storage: SpecDraft.Storage?, spec: FeatureSpec, draft: SpecDraft) -> FeatureSpec.Storage {
        guard let storage, let kindText = storage.kind else { return FeatureSpec.Storage() }
        let known = FeatureSpec.Storage.Kind.allCases.map(\.rawValue)
        guard let kind = FeatureSpec.Storage.Kind(rawValue: kindText.value) else {
            error(
                kindText,
                "unknown storage kind '\(kindText.value)'\(suggestion(kindText.value, known)) (known kinds: \(known.joined(separator: ", ")))"
            )
            return FeatureSpec.Storage()
        }
        if kind == .none {
            if let cloudKit = storage.cloudKit {
                error(
                    at: cloudKit.location, cloudKit.path,
                    "storage kind 'none' stores nothing, so 'cloudKit' has no effect; set \"kind\" to \"swiftdata\", or remove 'cloudKit'"
                )
            }
            if let storeName = storage.storeName {
                error(
                    storeName,
                    "storage kind 'none' stores nothing, so 'storeName' has no effect; set \"kind\" to \"swiftdata\", or remove 'storeName'"
                )
            }
            if let pageSize = storage.pageSize {
                error(
                    at: pageSize.location, pageSize.path,
                    "storage kind 'none' stores nothing, so 'pageSize' has no effect; set \"kind\" to \"memory\" or \"swiftdata\", or remove 'pageSize'"
                )
            }
            for key in [storage.enumsKey, storage.modelsKey, storage.versionsKey, storage.migrationsKey].compactMap({ $0 }) {
                error(
                    key,
                    "storage kind 'none' stores nothing, so '\(key.value)' has no effect; set \"kind\" to \"memory\" or \"swiftdata\", or remove '\(key.value)'"
                )
            }
            return FeatureSpec.Storage()
        }
        if spec.style != "feature" {
            error(
                kindText,
                "storage kind '\(kind.rawValue)' is not available in style '\(spec.style)' yet: only the 'feature' style generates a store; set \"kind\" to \"none\" or use style 'feature'"
            )
            return FeatureSpec.Storage()
        }
        if kind == .memory, let storeName = storage.storeName {
            error(
                storeName,
                "'storeName' names the SwiftData store's file, and kind 'memory' has none; set \"kind\" to \"swiftdata\", or remove 'storeName'"
            )
        }
        if let storeName = storage.storeName, !Self.isStoreName(storeName.value) {
            error(
                storeName,
                "storeName '\(storeName.value)' is not a store name SwiftData can use as a file name; use ASCII letters, digits, '_' or '-' (it is what 'scaffold rename' records to keep the store)"
            )
        }
        if kind == .memory, let cloudKit = storage.cloudKit, cloudKit.value {
            error(
                at: cloudKit.location, cloudKit.path,
                "CloudKit sync applies to the SwiftData store, and kind 'memory' has none; set \"kind\" to \"swiftdata\", or remove 'cloudKit'"
            )
        }
        if kind == .memory {
            for key in [storage.versionsKey, storage.migrationsKey].compactMap({ $0 }) {
                error(
                    key,
                    "schema versions and migrations apply to SwiftData only; set \"kind\" to \"swiftdata\" or remove '\(key.value)'"
                )
            }
        }
        if storage.models.isEmpty {
            error(
                at: storage.modelsKey?.location ?? kindText.location, storage.modelsKey?.path ?? kindText.path,
                "storage kind '\(kind.rawValue)' needs at least one model; add one to \"models\", such as {\"name\": \"Item\", \"properties\": [{\"name\": \"id\", \"type\": \"UUID\"}]}"
            )
        }

        let declared = moduleTypeNames(spec: spec, draft: draft)
        let enums = validateStorageEnums(storage.enums, declared: declared)
        let enumNames = Dictionary(enums.map { ($0.name, $0.cases) }, uniquingKeysWith: { first, _ in first })
        var taken = declared
        for enumeration in enums { taken[enumeration.name] = "the storage enum '\(enumeration.name)'" }
        let current = validateStorageModels(storage.models, enums: enumNames, declared: taken)
        checkFeatureMembers(current.map(\.model), spec: spec, draft: draft)

        var result = FeatureSpec.Storage(kind: kind, enums: enums, models: current.map(\.model))
        if let pageSize = storage.pageSize {
            if (1...FeatureSpec.Storage.largestPageSize).contains(pageSize.value) {
                result.pageSize = pageSize.value
            } else {
                error(
                    at: pageSize.location, pageSize.path,
                    "a page holds 1 to \(FeatureSpec.Storage.largestPageSize) values, not \(pageSize.value); write a whole number in that range, such as 50"
                )
            }
        }
        guard kind == .swiftdata else { return result }
        result.storeName = storage.storeName.map(\.value)
        if storage.cloudKit?.value == true {
            result.cloudKit = true
            checkCloudKitRules(current)
        }
        let versions = validateVersions(storage, current: current, enums: enumNames)
        if storage.versionsKey != nil {
            result.versions = versions.map { version in
                FeatureSpec.Storage.Version(identifier: version.identifier, models: version.models.map(\.model))
            }
        }
        result.migrations = validateMigrations(storage, versions: versions, enums: enumNames)
        checkAdditivity(versions: versions, migrations: result.migrations, drafts: storage.migrations)
        return result
    }

    // MARK: - CloudKit

    /// With `"cloudKit": true`, the current models must be what CloudKit can sync (Apple's
    /// "Syncing model data across a person's devices" and Core Data's "Creating a Core Data Model
    /// for CloudKit"): no unique constraints, every attribute optional or with a default value,
    /// no `deny` delete rule. (Relationships must be optional too: the generator declares
    /// to-many relationships optional, to-one relationships already are.) Older versions keep
    /// the shape they were generated with; they are only read while migrating.
    private mutating func checkCloudKitRules(_ models: [CheckedStorageModel]) {
        for model in models {
            for property in model.model.properties {
                guard let draft = model.properties[property.name], let nameLocated = draft.name else { continue }
                let label = "'\(model.model.name).\(property.name)'"
                if property.name != "id", property.isUnique, let unique = draft.unique {
                    error(
                        at: unique.location, unique.path,
                        "CloudKit does not support unique constraints (\"cloudKit\": true), so \(label) cannot be unique; remove \"unique\", or turn CloudKit off"
                    )
                }
                if !Self.isOptional(property.type), property.defaultValue == nil {
                    let example = property.name == "id" && property.type == "UUID" ? " such as \"UUID()\"" : ""
                    error(
                        nameLocated,
                        "with \"cloudKit\": true every stored property must be optional or have a default (a CloudKit rule), and \(label) is neither; give it a \"default\"\(example), or make its type '\(property.type)?'"
                    )
                }
            }
            for relationship in model.model.relationships where relationship.deleteRule == .deny {
                guard let rule = model.relationships[relationship.name]?.deleteRule else { continue }
                error(
                    rule,
                    "CloudKit does not support the 'deny' delete rule (\"cloudKit\": true), so '\(model.model.name).\(relationship.name)' cannot use it; use \"nullify\" or \"cascade\", or turn CloudKit off"
                )
            }
        }
    }

    // MARK: - Names the module already declares

    /// Type names the generated module declares besides storage, each with what declares it.
    private func moduleTypeNames(spec: FeatureSpec, draft: SpecDraft) -> [String: String] {
        var names: [String: String] = [:]
        let feature = SwiftName(spec.name).typeName
        if !spec.name.isEmpty {
            names[feature] = "the feature's module"
            for suffix in ReservedNames.generatedTypeSuffixes { names[feature + suffix] = "a type the templates generate" }
            for name in ReservedNames.storageTypeNames(feature: feature) { names[name] = "a type the storage templates generate" }
        }
        for name in ReservedNames.runtimeStorageTypeNames { names[name] = "a storage type of the shared runtime (Core)" }
        for model in spec.models { names[model.name] = "the model '\(model.name)' in \"models\"" }
        for client in spec.clients {
            names[ReservedNames.clientTypeName(client.name)] = "the protocol generated for the client '\(client.name)'"
        }
        return names
    }

    /// Checks a storage type name: spelling, shadowing, clashes with `declared`; returns the
    /// canonical name.
    private mutating func checkStorageTypeName(_ located: Located<String>, what: String, declared: [String: String]) -> String? {
        guard let name = checkName(located, role: .type) else { return nil }
        if ReservedNames.standardTypeNames.contains(name) {
            error(
                located,
                "'\(located.value)' would shadow the standard, Foundation, SwiftData or SwiftUI type '\(name)'; choose a more specific \(what) name"
            )
            return nil
        }
        if let owner = declared[name] {
            error(located, "'\(located.value)' clashes with '\(name)', \(owner); choose another \(what) name")
            return nil
        }
        return name
    }

    // MARK: - Enums

    private mutating func validateStorageEnums(_ drafts: [SpecDraft.StorageEnum], declared: [String: String]) -> [FeatureSpec
        .Storage.Enumeration]
    {
        var result: [FeatureSpec.Storage.Enumeration] = []
        var seen = DuplicateTracker()
        for draft in drafts {
            let name = draft.name.flatMap { checkStorageTypeName($0, what: "enum", declared: declared) }
            var cases: [String] = []
            var seenCases = DuplicateTracker()
            for located in draft.cases {
                guard let caseName = checkName(located, role: .enumCase) else { continue }
                if reportIfDuplicate(&seenCases, key: caseName, located, what: "case") { continue }
                cases.append(caseName)
            }
            if draft.cases.isEmpty, draft.name != nil {
                error(
                    at: draft.location, draft.path,
                    "an enum needs at least one case; add its case names to \"cases\", such as [\"pantry\", \"fridge\"]")
                continue
            }
            guard let name, let located = draft.name, cases.count == draft.cases.count else { continue }
            if reportIfDuplicate(&seen, key: name, located, what: "storage enum") { continue }
            result.append(FeatureSpec.Storage.Enumeration(name: name, cases: cases))
        }
        return result
    }

    // MARK: - Models

    /// Validates one set of models (the current shape or one version's), including their
    /// relationship pairs. `declared` are type names the models must not take (empty for old
    /// versions, whose classes are nested in their versioned schema).
    private mutating func validateStorageModels(
        _ drafts: [SpecDraft.StorageModel], enums: [String: [String]], declared: [String: String]
    ) -> [CheckedStorageModel] {
        var result: [CheckedStorageModel] = []
        var seen = DuplicateTracker()
        var generated: [String: String] = [:]
        for draft in drafts {
            let name = draft.name.flatMap {
                checkStorageTypeName($0, what: "storage model", declared: declared.merging(generated) { first, _ in first })
            }
            var checked = validateStorageMembers(draft, enums: enums)
            guard let name, let located = draft.name else { continue }
            if reportIfDuplicate(&seen, key: name, located, what: "storage model") { continue }
            let derived = ReservedNames.storageModelSuffixes.map { name + $0 }
            for suffix in ReservedNames.storageModelSuffixes {
                generated[name + suffix] = "a type generated for the storage model '\(name)'"
            }
            if let clash = derived.first(where: { declared[$0] != nil })
                ?? result.map(\.model.name).first(where: { derived.contains($0) })
            {
                error(
                    located,
                    "the storage model '\(name)' generates the type '\(clash)', which clashes with \(declared[clash] ?? "the storage model '\(clash)'"); choose another name"
                )
                continue
            }
            checked.model.name = name
            result.append(checked)
        }
        checkRelationshipPairs(result)
        return result
    }

    /// Reports a stored member named like a member of every SwiftData model
    /// (``ReservedNames/persistentModelMembers``).
    /// - Returns: whether it was reported.
    private mutating func reportIfPersistentModelMember(_ name: String, _ located: Located<String>) -> Bool {
        guard ReservedNames.persistentModelMembers.contains(name) else { return false }
        error(
            located,
            "'\(name)' is a member of every SwiftData model (PersistentModel), so the generated @Model class cannot store it; choose another name, such as '\(name == "description" ? "summary" : name + "Value")'"
        )
        return true
    }

    /// Properties and relationships of one model; members that failed are reported and left
    /// out (the model is kept, so later checks do not cascade from one mistake).
    private mutating func validateStorageMembers(_ draft: SpecDraft.StorageModel, enums: [String: [String]])
        -> CheckedStorageModel
    {
        var properties: [FeatureSpec.Storage.Property] = []
        var propertyDrafts: [String: SpecDraft.StorageProperty] = [:]
        var seen = DuplicateTracker()
        for property in draft.properties {
            let name = property.name.flatMap { checkName($0, role: .member) }
            let type = property.type.flatMap { checkType($0, at: .storedProperty) }
            var storageType: StorageType?
            if let type, let located = property.type {
                storageType = StorageType(type, enums: Set(enums.keys))
                if storageType == nil {
                    error(located, "'\(type)' cannot be stored; use \(StorageType.supportedDescription)")
                }
            }
            guard let name, let located = property.name, let type, let storageType else {
                continue
            }
            if reportIfPersistentModelMember(name, located) { continue }
            if reportIfDuplicate(&seen, key: name, located, what: "property") {
                continue
            }
            var isUnique = property.unique?.value ?? false
            if name == "id" {
                if !storageType.supportsUnique, let typeLocation = property.type {
                    error(
                        typeLocation,
                        "the identity 'id' must be a non-optional String, integer, UUID, Date or URL, not '\(type)'; 'UUID' is a good default"
                    )
                }
                if let unique = property.unique, !unique.value {
                    error(unique, "the identity 'id' is always unique; remove \"unique\": false")
                }
                isUnique = true
            } else if isUnique, !storageType.supportsUnique, let unique = property.unique {
                isUnique = false
                error(
                    unique,
                    "'unique' is not supported on '\(type)'; use it on a non-optional String, integer, UUID, Date or URL property, or remove it"
                )
            }
            var defaultValue: String?
            if let written = property.defaultValue {
                switch Self.storageDefault(type: storageType, written: type, value: written.value, enums: enums) {
                case .success(let value): defaultValue = value
                case .failure(let problem):
                    error(at: written.location, written.path, problem.reason)
                }
            }
            propertyDrafts[name] = property
            var validated = FeatureSpec.Storage.Property(name: name, type: type, isUnique: isUnique, defaultValue: defaultValue)
            validated.display = validatePropertyDisplay(property.display, name: name, type: type)
            properties.append(validated)
        }
        if draft.name != nil, !draft.properties.contains(where: { $0.name.map { SwiftName($0.value).memberName } == "id" }) {
            error(
                at: draft.name?.location ?? draft.location, draft.name?.path ?? draft.path,
                "storage model '\(draft.name?.value ?? "")' has no identity; add {\"name\": \"id\", \"type\": \"UUID\"} to its \"properties\""
            )
        }

        var relationships: [FeatureSpec.Storage.Relationship] = []
        var relationshipDrafts: [String: SpecDraft.StorageRelationship] = [:]
        let rules = FeatureSpec.Storage.DeleteRule.allCases.map(\.rawValue)
        for relationship in draft.relationships {
            let name = relationship.name.flatMap { checkName($0, role: .member) }
            let target = relationship.to.flatMap { checkName($0, role: .type) }
            let inverse = relationship.inverse.flatMap { checkName($0, role: .member) }
            if let name, let located = relationship.name, reportIfPersistentModelMember(name, located) { continue }
            var rule: FeatureSpec.Storage.DeleteRule?
            if let written = relationship.deleteRule {
                rule = FeatureSpec.Storage.DeleteRule(rawValue: written.value)
                if rule == nil {
                    error(
                        written,
                        "unknown delete rule '\(written.value)'\(suggestion(written.value, rules)) (known rules: \(rules.joined(separator: ", ")))"
                    )
                }
            }
            if relationship.deleteRule != nil, rule == nil { rule = .nullify }  // reported above; keep the pair intact
            guard let name, let located = relationship.name, let target, let rule, relationship.inverse == nil || inverse != nil
            else {
                continue
            }
            if reportIfDuplicate(&seen, key: name, located, what: "property or relationship") {
                continue
            }
            let isToMany = relationship.toMany?.value ?? false
            if !isToMany, propertyDrafts[name + "ID"] != nil {
                error(
                    located,
                    "the value type stores the relationship '\(name)' as '\(name)ID', which is already a property of this model; rename one of them"
                )
                continue
            }
            relationshipDrafts[name] = relationship
            relationships.append(
                FeatureSpec.Storage.Relationship(
                    name: name, target: target, isToMany: isToMany, deleteRule: rule, inverse: inverse))
        }
        var model = FeatureSpec.Storage.Model(name: draft.name?.value ?? "", properties: properties, relationships: relationships)
        model.display = validateModelDisplay(
            draft.display, model: model.name, properties: properties.map { ($0.name, $0.type, $0.display) })
        return CheckedStorageModel(
            model: model,
            draft: draft, properties: propertyDrafts, relationships: relationshipDrafts)
    }

    /// A stored property's `default` (or a backfill value) as a Swift expression of its type:
    /// for an enum, `.case` naming one of its cases (or `nil` when optional); otherwise as for
    /// state defaults.
    static func storageDefault(
        type: StorageType, written: String, value: JSONNode, enums: [String: [String]]
    ) -> Result<String, DefaultProblem> {
        guard let enumName = type.enumName else { return StateDefault.resolve(type: written, value: value) }
        if type.isOptional, value.value == .null || value.stringValue?.trimmingWhitespaceAndLineBreaks() == "nil" {
            return .success("nil")
        }
        let cases = enums[enumName] ?? []
        let example = cases.first.map { "\".\($0)\"" } ?? "\".caseName\""
        guard let text = value.stringValue?.trimmingWhitespaceAndLineBreaks(), text.hasPrefix(".") else {
            return .failure(
                DefaultProblem(
                    "a value of the enum '\(enumName)' is written as one of its cases with a leading dot, as a JSON string such as \(example)"
                ))
        }
        let caseName = String(text.dropFirst())
        guard cases.contains(caseName) else {
            return .failure(
                DefaultProblem(
                    "'\(caseName)' is not a case of '\(enumName)' (cases: \(cases.joined(separator: ", ")))\(NearestName.find(caseName, among: cases).map { "; did you mean '.\($0)'?" } ?? "")"
                ))
        }
        return .success(text)
    }

    /// Checks each relationship's target and its pairing: one-to-many, with `inverse` declared
    /// on exactly one side.
    private mutating func checkRelationshipPairs(_ models: [CheckedStorageModel]) {
        let byName = Dictionary(models.map { ($0.model.name, $0) }, uniquingKeysWith: { first, _ in first })
        var reportedPairs: Set<String> = []
        // "Model.relationship" named as an inverse → the relationship that names it.
        var claimedInverses: [String: String] = [:]
        for model in models {
            for relationship in model.model.relationships {
                guard let draft = model.relationships[relationship.name], let located = draft.name else { continue }
                let owner = "\(model.model.name).\(relationship.name)"
                guard let target = byName[relationship.target] else {
                    if let to = draft.to {
                        let names = models.map(\.model.name)
                        error(
                            to,
                            "a relationship points at one of the storage models (\(names.joined(separator: ", "))), and '\(to.value)' is not one\(suggestion(relationship.target, names))"
                        )
                    }
                    continue
                }
                let other: FeatureSpec.Storage.Relationship
                if let inverseName = relationship.inverse, let inverseLocated = draft.inverse {
                    guard let found = target.model.relationship(named: inverseName) else {
                        let names = target.model.relationships.map(\.name)
                        error(
                            inverseLocated,
                            "the inverse names the relationship of '\(target.model.name)' that points back at '\(model.model.name)', and '\(target.model.name)' has no relationship '\(inverseName)'\(suggestion(inverseName, names))"
                        )
                        continue
                    }
                    guard found.target == model.model.name else {
                        if byName[found.target] == nil { continue }  // reported at its "to"
                        error(
                            inverseLocated,
                            "'\(target.model.name).\(inverseName)' points at '\(found.target)', not back at '\(model.model.name)'; name a relationship of '\(target.model.name)' whose \"to\" is '\(model.model.name)'"
                        )
                        continue
                    }
                    let inverseKey = "\(target.model.name).\(found.name)"
                    if let first = claimedInverses[inverseKey] {
                        error(
                            inverseLocated,
                            "'\(inverseKey)' is already the inverse of '\(first)'; a relationship can be the inverse of only one other, so give '\(owner)' its own relationship in '\(target.model.name)' to name here"
                        )
                        continue
                    }
                    claimedInverses[inverseKey] = owner
                    if found.inverse != nil {
                        let key = [owner, "\(target.model.name).\(found.name)"].sorted().joined(separator: "|")
                        if reportedPairs.insert(key).inserted, let otherInverse = target.relationships[found.name]?.inverse {
                            error(
                                otherInverse,
                                "declare the inverse on one side only: '\(owner)' already names '\(target.model.name).\(found.name)' as its inverse (declaring both makes the SwiftData macros loop); remove \"inverse\" here"
                            )
                        }
                        continue
                    }
                    other = found
                } else {
                    let declaring = target.model.relationships.filter {
                        $0.inverse == relationship.name && $0.target == model.model.name
                    }
                    guard let found = declaring.first else {
                        if target.model.relationships.contains(where: {
                            ($0.target == model.model.name && $0.inverse != nil) || $0.inverse == relationship.name
                        }) {
                            continue  // the other side names an inverse; its own check reports the mismatch
                        }
                        let candidate = target.model.relationships.first { $0.target == model.model.name && $0.inverse == nil }
                        let fix =
                            candidate.map {
                                "add \"inverse\": \"\($0.name)\" here, or \"inverse\": \"\(relationship.name)\" to '\(target.model.name).\($0.name)'"
                            }
                            ?? "add a relationship to '\(target.model.name)' that points back at '\(model.model.name)', and name it in \"inverse\" on one of the two sides"
                        error(located, "the relationship '\(owner)' has no inverse; \(fix)")
                        continue
                    }
                    other = found
                }
                let key = [owner, "\(target.model.name).\(other.name)"].sorted().joined(separator: "|")
                guard reportedPairs.insert(key).inserted else { continue }
                if relationship.isToMany == other.isToMany {
                    let shape = relationship.isToMany ? "many-to-many" : "one-to-one"
                    error(
                        located,
                        "'\(owner)' and '\(target.model.name).\(other.name)' form a \(shape) pair, which scaffold does not generate yet; make exactly one side \"toMany\": true (a one-to-many pair)"
                    )
                }
            }
        }
    }

    /// The feature model's storage members must not collide with state items.
    private mutating func checkFeatureMembers(_ models: [FeatureSpec.Storage.Model], spec: FeatureSpec, draft: SpecDraft) {
        var members: [String: String] = ["store": "the injected store"]
        for model in models {
            for (member, what) in ReservedNames.storageFeatureMembers(
                model: model.name, toMany: model.relationships.filter(\.isToMany).map(\.name))
            { members[member] = what }
        }
        for item in draft.state {
            guard let located = item.name, let what = members[SwiftName(located.value).memberName] else { continue }
            error(
                located,
                "'\(located.value)' clashes with '\(SwiftName(located.value).memberName)', \(what) that the feature model declares for storage; choose another name"
            )
        }
    }

    // MARK: - Versions and migrations

    private mutating func validateVersions(
        _ storage: SpecDraft.Storage, current: [CheckedStorageModel], enums: [String: [String]]
    ) -> [CheckedVersion] {
        guard let key = storage.versionsKey else {
            return [CheckedVersion(identifier: "1.0.0", components: [1, 0, 0], models: current, location: nil)]
        }
        if storage.versions.isEmpty {
            error(
                key,
                "the schema history is empty; list every version oldest first, such as [{\"version\": \"1.0.0\"}], or remove 'versions'"
            )
            return []
        }
        var result: [CheckedVersion] = []
        var previous: (components: [Int], located: Located<String>)?
        for (index, version) in storage.versions.enumerated() {
            let isLatest = index == storage.versions.count - 1
            var components: [Int]?
            if let located = version.version {
                components = FeatureSpec.Storage.Version.components(of: located.value)
                if components == nil {
                    error(
                        located,
                        "'\(located.value)' is not a version; write one to three dot-separated numbers, such as \"2.0.0\"")
                } else if let current = components, let last = previous, !last.components.lexicographicallyPrecedes(current) {
                    error(
                        located,
                        "version '\(located.value)' must be greater than the version before it, '\(last.located.value)' (\(last.located.path)); list versions oldest first"
                    )
                    components = nil
                }
                if let components { previous = (components, located) }
            }
            let models: [CheckedStorageModel]
            if isLatest {
                if let modelsKey = version.modelsKey {
                    error(
                        modelsKey,
                        "the latest version's shape is \"storage.models\"; remove 'models' here, or add a newer version after this one"
                    )
                }
                models = current
            } else if let drafts = version.models {
                models = validateStorageModels(drafts, enums: enums, declared: [:])
                if drafts.isEmpty, let modelsKey = version.modelsKey {
                    error(modelsKey, "a schema version needs the shapes of its models; list them as in \"storage.models\"")
                }
            } else {
                error(
                    at: version.location, version.path,
                    "version '\(version.version?.value ?? "")' needs 'models': the shapes its models had then, written like \"storage.models\""
                )
                models = []
            }
            guard let located = version.version, let components else { continue }
            result.append(CheckedVersion(identifier: located.value, components: components, models: models, location: located))
        }
        return result
    }

    private mutating func validateMigrations(
        _ storage: SpecDraft.Storage, versions: [CheckedVersion], enums: [String: [String]]
    ) -> [FeatureSpec.Storage.Migration] {
        if storage.versionsKey == nil, let key = storage.migrationsKey {
            error(
                key, "migrations go between schema versions; add \"versions\" listing the schema history, or remove 'migrations'")
            return []
        }
        let identifiers = versions.map(\.identifier)
        let kinds = FeatureSpec.Storage.MigrationKind.allCases.map(\.rawValue)
        var result: [FeatureSpec.Storage.Migration] = []
        var seen = DuplicateTracker()
        for draft in storage.migrations {
            var ok = true
            var fromIndex: Int?
            var toIndex: Int?
            for (located, slot) in [(draft.from, 0), (draft.to, 1)] {
                guard let located else {
                    ok = false
                    continue
                }
                guard let index = identifiers.firstIndex(of: located.value) else {
                    error(
                        located,
                        "'\(located.value)' is not a version in \"storage.versions\"\(suggestion(located.value, identifiers)) (versions: \(identifiers.joined(separator: ", ")))"
                    )
                    ok = false
                    continue
                }
                if slot == 0 { fromIndex = index } else { toIndex = index }
            }
            if let fromIndex, let toIndex, let to = draft.to, toIndex != fromIndex + 1 {
                let next =
                    fromIndex + 1 < identifiers.count
                    ? "after '\(identifiers[fromIndex])' comes '\(identifiers[fromIndex + 1])'"
                    : "'\(identifiers[fromIndex])' is the latest version"
                error(to, "a migration goes from one version to the next, and \(next); migrate one step at a time")
                ok = false
            }
            var kind: FeatureSpec.Storage.MigrationKind?
            if let written = draft.kind {
                kind = FeatureSpec.Storage.MigrationKind(rawValue: written.value)
                if kind == nil {
                    error(
                        written,
                        "unknown migration kind '\(written.value)'\(suggestion(written.value, kinds)) (known kinds: \(kinds.joined(separator: ", ")))"
                    )
                }
            }
            if kind == .lightweight, let key = draft.backfillKey {
                error(key, "a lightweight migration cannot backfill values; set \"kind\": \"custom\" or remove 'backfill'")
                ok = false
            }
            var backfills: [FeatureSpec.Storage.Backfill] = []
            if let toIndex {
                backfills = validateBackfills(draft.backfill, in: versions[toIndex], enums: enums)
                if backfills.count != draft.backfill.count { ok = false }
            }
            guard ok, let kind, let from = draft.from, let to = draft.to else { continue }
            if reportIfDuplicate(
                &seen, key: from.value + "→" + to.value, from, what: "migration", display: "\(from.value) → \(to.value)")
            {
                continue
            }
            result.append(FeatureSpec.Storage.Migration(from: from.value, to: to.value, kind: kind, backfills: backfills))
        }
        return result
    }

    private mutating func validateBackfills(
        _ drafts: [SpecDraft.StorageBackfill], in version: CheckedVersion, enums: [String: [String]]
    ) -> [FeatureSpec.Storage.Backfill] {
        var result: [FeatureSpec.Storage.Backfill] = []
        var seen = DuplicateTracker()
        for draft in drafts {
            guard let modelLocated = draft.model, let propertyLocated = draft.property, let value = draft.value else { continue }
            // Referenced as declared: `ID_Entry` names the model declared `ID_Entry` (canonically `IDEntry`).
            guard let model = version.model(named: SwiftName(modelLocated.value).typeName) else {
                let names = version.models.map(\.model.name)
                error(
                    modelLocated,
                    "'\(modelLocated.value)' is not a storage model in version \(version.identifier)\(suggestion(modelLocated.value, names))"
                )
                continue
            }
            guard let property = model.model.property(named: SwiftName(propertyLocated.value).memberName) else {
                let names = model.model.properties.map(\.name)
                error(
                    propertyLocated,
                    "'\(model.model.name)' has no property '\(propertyLocated.value)' in version \(version.identifier)\(suggestion(propertyLocated.value, names))"
                )
                continue
            }
            guard let type = StorageType(property.type, enums: Set(enums.keys)) else { continue }
            let expression: String
            switch Self.storageDefault(type: type, written: property.type, value: value.value, enums: enums) {
            case .success(let resolved): expression = resolved
            case .failure(let problem):
                error(at: value.location, value.path, problem.reason)
                continue
            }
            if reportIfDuplicate(
                &seen, key: model.model.name + "." + property.name, propertyLocated, what: "backfill",
                display: "\(model.model.name).\(property.name)")
            {
                continue
            }
            result.append(FeatureSpec.Storage.Backfill(model: model.model.name, property: property.name, value: expression))
        }
        return result
    }

    /// Every change between consecutive versions must be additive unless a custom migration
    /// covers it; a property that becomes required needs a backfill; a property added as
    /// required needs a default.
    private mutating func checkAdditivity(
        versions: [CheckedVersion], migrations: [FeatureSpec.Storage.Migration], drafts: [SpecDraft.StorageMigration]
    ) {
        for (old, new) in zip(versions, versions.dropFirst()) {
            if Self.shapes(old.models) == Self.shapes(new.models), let located = new.location {
                error(
                    located,
                    "version '\(new.identifier)' has exactly the models of version '\(old.identifier)'; SwiftData refuses two schema versions with the same checksum: change the models in this version, or remove it"
                )
            }
            let migration = migrations.first { $0.from == old.identifier && $0.to == new.identifier }
            let isCustom = migration?.kind == .custom
            let step = "between versions \(old.identifier) and \(new.identifier)"
            let customFix =
                "add {\"from\": \"\(old.identifier)\", \"to\": \"\(new.identifier)\", \"kind\": \"custom\"} to \"storage.migrations\""
            func notAdditive(_ what: String) -> String {
                "\(what) \(step), which is not an additive change; \(customFix) and handle the existing data there"
            }
            for oldModel in old.models {
                let name = oldModel.model.name
                guard let newModel = new.model(named: name) else {
                    if !isCustom, let located = oldModel.draft.name {
                        error(located, notAdditive("the model '\(name)' is removed"))
                    }
                    continue
                }
                for oldProperty in oldModel.model.properties {
                    let label = "'\(name).\(oldProperty.name)'"
                    guard let newProperty = newModel.model.property(named: oldProperty.name) else {
                        if !isCustom, let located = oldModel.properties[oldProperty.name]?.name {
                            error(located, notAdditive("the property \(label) is removed"))
                        }
                        continue
                    }
                    let newDraft = newModel.properties[newProperty.name]
                    let oldOptional = Self.isOptional(oldProperty.type)
                    let newOptional = Self.isOptional(newProperty.type)
                    if Self.baseType(oldProperty.type) != Self.baseType(newProperty.type) {
                        // SwiftData cannot convert a stored column in place, not even in a custom
                        // stage (its context holds one schema's shape at a time): the data moves
                        // through a new property instead.
                        if let located = newDraft?.type {
                            error(
                                located,
                                "the property \(label) changes type from '\(oldProperty.type)' to '\(newProperty.type)' \(step); a stored property cannot change type in place, not even in a custom migration: keep '\(oldProperty.name)' as '\(oldProperty.type)' in \(new.identifier), add a new property (for example '\(oldProperty.name)\(FeatureNaming.typeName(Self.baseType(newProperty.type).filter(\.isLetter)))' of type '\(newProperty.type)', optional or with a default) with a custom migration that converts the values, then remove '\(oldProperty.name)' in a later version"
                            )
                        }
                    } else if oldOptional, !newOptional {
                        let backfilled =
                            migration?.backfills.contains { $0.model == name && $0.property == newProperty.name } == true
                        if !isCustom, let located = newDraft?.type {
                            error(
                                located,
                                "the property \(label) becomes required (from '\(oldProperty.type)' to '\(newProperty.type)') \(step), which is not an additive change; add {\"from\": \"\(old.identifier)\", \"to\": \"\(new.identifier)\", \"kind\": \"custom\", \"backfill\": [{\"model\": \"\(name)\", \"property\": \"\(newProperty.name)\", \"value\": …}]} to \"storage.migrations\" to fill the rows that have no value"
                            )
                        } else if isCustom, !backfilled {
                            let located = drafts.first { $0.from?.value == old.identifier && $0.to?.value == new.identifier }?
                                .kind
                            if let located {
                                error(
                                    located,
                                    "the property \(label) becomes required \(step), so this custom migration must fill the rows that have no value; add {\"model\": \"\(name)\", \"property\": \"\(newProperty.name)\", \"value\": …} to its \"backfill\""
                                )
                            }
                        }
                    }
                    if !oldProperty.isUnique, newProperty.isUnique, !isCustom,
                        let located = newDraft?.unique.map({ Located(value: "", location: $0.location, path: $0.path) })
                            ?? newDraft?.name
                    {
                        error(located, notAdditive("the property \(label) becomes unique (existing rows may hold duplicates)"))
                    }
                }
                for newProperty in newModel.model.properties where oldModel.model.property(named: newProperty.name) == nil {
                    if !Self.isOptional(newProperty.type), newProperty.defaultValue == nil,
                        let located = newModel.properties[newProperty.name]?.name
                    {
                        error(
                            located,
                            "the property '\(name).\(newProperty.name)' is added in version \(new.identifier) as required without a default, so existing rows would have no value; give it a \"default\" (a custom migration can then backfill better values) or make its type optional"
                        )
                    }
                }
                for oldRelationship in oldModel.model.relationships {
                    let label = "'\(name).\(oldRelationship.name)'"
                    guard let newRelationship = newModel.model.relationship(named: oldRelationship.name) else {
                        if !isCustom, let located = oldModel.relationships[oldRelationship.name]?.name {
                            error(located, notAdditive("the relationship \(label) is removed"))
                        }
                        continue
                    }
                    if oldRelationship.target != newRelationship.target || oldRelationship.isToMany != newRelationship.isToMany,
                        !isCustom,
                        new.model(named: newRelationship.target) != nil,
                        let located = newModel.relationships[newRelationship.name]?.name
                    {
                        error(located, notAdditive("the relationship \(label) changes what it points at"))
                    }
                }
            }
        }
    }

    /// A version's model shapes, independent of spec order.
    static func shapes(_ models: [CheckedStorageModel]) -> [FeatureSpec.Storage.Model] {
        models.map(\.model).sorted { $0.name < $1.name }
    }

    private static func isOptional(_ type: String) -> Bool {
        type.hasSuffix("?") || (type.hasPrefix("Optional<") && type.hasSuffix(">"))
    }

    private static func baseType(_ type: String) -> String {
        if type.hasSuffix("?") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst("Optional<".count).dropLast()) }
        return type
    }

    /// Whether `name` can name a SwiftData store (`ModelConfiguration`'s name, the store's file
    /// name): one or more ASCII letters, digits, `_` or `-`, starting with a letter.
    static func isStoreName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
        }
    }

}
