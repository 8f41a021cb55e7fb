import Foundation

@testable import ScaffoldKit

/// A deterministic pseudo-random number generator (SplitMix64): the same seed gives the same
/// sequence on every platform, so a failing generated spec or fuzz case is reproduced from its
/// seed alone.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed from `variable` in the environment: a decimal number, or `random` for a fresh
    /// random one (printed by the tests that use it, so any run can be reproduced); without the
    /// variable, `fallback` — a seed known to pass, so `swift test` and CI are deterministic and
    /// exploring new seeds is a deliberate `SCAFFOLD_…_SEED=random` run.
    static func seed(from variable: String, default fallback: UInt64) -> UInt64 {
        let text = ProcessInfo.processInfo.environment[variable]
        if let text, let seed = UInt64(text) { return seed }
        if text == "random" { return UInt64.random(in: 1...999_999_999) }
        return fallback
    }
}

/// A JSON value written with its keys in insertion order, so generated spec files are stable
/// text (and line:column in errors are reproducible).
indirect enum OrderedJSON: Sendable {
    case string(String)
    case bool(Bool)
    case number(String)
    case null
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    /// The JSON text, two-space indented.
    func text() -> String {
        var output = ""
        write(to: &output, indent: "")
        return output
    }

    /// Appends the text (linear in its size, even for deep nesting).
    private func write(to output: inout String, indent: String) {
        switch self {
        case .string(let value): output += Self.quoted(value)
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += value
        case .null: output += "null"
        case .array(let items):
            guard !items.isEmpty else { return output += "[]" }
            // Deeply nested values are written without indentation, so the text stays linear.
            let inner = indent.count > 40 ? indent : indent + "  "
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                item.write(to: &output, indent: inner)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { return output += "{}" }
            let inner = indent.count > 40 ? indent : indent + "  "
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += inner + Self.quoted(member.0) + ": "
                member.1.write(to: &output, indent: inner)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// Generates random **valid** feature specs (issue 9, "generated specs"): every key of the
/// schema (`scaffold schema`), empty and large lists, every parameter and type shape (optional,
/// array, set, dictionary, nested generic, qualified `Swift.Int`/`Foundation.Date`, `Model.ID`,
/// the spec's own models and storage enums), keywords, acronyms, digits, every style, storage
/// with relationships, versions and migrations, and every combination of zero routes / clients
/// / state / models (chosen by `index`, so 16 consecutive specs cover all combinations).
///
/// Names are valid by construction: ASCII only (the validator rejects every non-ASCII name,
/// so there is no unicode name it accepts), unique per scope after Swift casing, and picked so
/// they never clash with what the templates generate. A spec the validator rejects is a bug
/// here or an over-strict validator: the tests assert acceptance.
struct RandomSpecGenerator {
    var random: SeededGenerator
    /// Draws the display hints from their own sequence, so adding hints left every other part
    /// of a seed's spec as it was.
    var hintRandom: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
        hintRandom = SeededGenerator(seed: seed ^ 0xD15B_1A7E_0000_0001)
    }

    /// Words names are built from: plain words, acronyms, words with digits and Swift keywords.
    static let words = [
        "item", "entry", "title", "count", "score", "owner", "detail", "summary", "note", "tag", "label", "limit",
        "url", "id", "json", "http", "html", "api", "ui", "sku", "gps", "pdf", "uuid",
        "item2", "v3", "page10", "x86", "h1",
        "default", "class", "func", "where", "in", "protocol", "struct", "return", "is", "as", "repeat", "case",
        "switch", "static", "operator", "import", "extension", "subscript", "inout", "throws", "rethrows",
    ]
    /// Words type names are built from (combined with a suffix so they never shadow a standard type).
    static let typeWords = [
        "Ledger", "Parcel", "Voyage", "Gadget", "Widget", "Orbit", "Quill", "Harbor", "Meadow", "Lantern", "Kiln",
        "Fjord", "Atlas", "Beacon", "Cobalt", "Delta", "Ember", "Falcon", "Garnet", "Helix", "URL", "JSON", "HTTP2",
        "Item3", "API", "ID",
    ]
    static let typeSuffixes = ["Record", "Info", "Entry", "Snapshot", "Sample", "Box", "Card", "Slip", "Token", "Bundle"]

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
    private mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// A size for a list: usually small, sometimes empty, sometimes large.
    private mutating func count(max small: Int, large: Int) -> Int {
        switch int(0...9) {
        case 0: 0
        case 9: int(small...large)
        default: int(1...small)
        }
    }

    /// The spelling of a member name: camelCase, snake_case or with an acronym/digit word.
    private mutating func memberSpelling(_ taken: inout Set<String>, extraReserved: Set<String> = []) -> String {
        while true {
            let first = pick(Self.words)
            var parts = [first]
            if chance(70) || first.count < 3 { parts.append(pick(Self.words)) }
            if chance(20) { parts.append(pick(Self.words)) }
            let written: String
            switch int(0...2) {
            case 0: written = parts.joined(separator: "_")
            case 1: written = parts[0] + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            default: written = ([parts[0].uppercased()] + parts.dropFirst()).joined(separator: "_")
            }
            let canonical = SwiftName(written).memberName
            guard !canonical.isEmpty, !taken.contains(canonical), !extraReserved.contains(canonical),
                !Self.reservedMembers.contains(canonical)
            else { continue }
            taken.insert(canonical)
            return written
        }
    }

    /// A type name unique in the module (after casing), never a standard or generated type.
    private mutating func typeSpelling(_ taken: inout Set<String>) -> String {
        while true {
            let written =
                pick(Self.typeWords) + (chance(30) ? "_" : "") + pick(Self.typeSuffixes) + (chance(15) ? String(int(2...99)) : "")
            let canonical = SwiftName(written).typeName
            guard !taken.contains(canonical) else { continue }
            taken.insert(canonical)
            return written
        }
    }

    /// Member names the templates declare themselves (feature model members, operation
    /// locals, route view parameters, SwiftUI members the views call) or that Swift forbids.
    static let reservedMembers: Set<String> = ReservedNames.featureModelMembers.union(ReservedNames.operationLocals)
        .union(ReservedNames.routeParameters(style: "mvvm")).union(ReservedNames.routeParameters(style: "mvi"))
        .union(["self", "super", "init", "deinit", "navigate", "pathChanged", "send", "state", "body", "id"])

    // MARK: - Types

    struct Declared {
        /// Models of the spec, with whether they have an `id` (so `M.ID` exists) and whether
        /// every property is `Codable`/`Hashable` (always true for the generated shapes).
        var models: [(name: String, hasID: Bool)] = []
        var storageEnums: [(name: String, cases: [String])] = []
    }

    static let scalarTypes = [
        "String", "Int", "Double", "Bool", "Date", "UUID", "URL", "Data", "Decimal", "Int64", "UInt8", "Float",
        "Swift.Int", "Swift.String", "Foundation.Date", "Foundation.UUID",
    ]
    static let hashableScalars = ["String", "Int", "UUID", "Int64", "Swift.String"]

    /// A type expression of every shape, at most `depth` levels of nesting.
    private mutating func type(_ declared: Declared, depth: Int = 2) -> String {
        guard depth > 0 else { return leafType(declared) }
        switch int(0...11) {
        case 0: return type(declared, depth: depth - 1) + "?"
        case 1: return "[" + type(declared, depth: depth - 1) + "]"
        case 2:
            return "[" + pick(Self.hashableScalars + identifiedTypes(declared)) + ": " + type(declared, depth: depth - 1) + "]"
        case 3: return "Set<" + pick(Self.hashableScalars + identifiedTypes(declared)) + ">"
        case 4: return "Array<" + type(declared, depth: depth - 1) + ">"
        case 5: return "Optional<" + type(declared, depth: depth - 1) + ">"
        case 6: return "Dictionary<" + pick(Self.hashableScalars) + ", " + type(declared, depth: depth - 1) + ">"
        default: return leafType(declared)
        }
    }

    private func identifiedTypes(_ declared: Declared) -> [String] {
        declared.models.filter(\.hasID).map { SwiftName($0.name).typeName + ".ID" }
    }

    private mutating func leafType(_ declared: Declared) -> String {
        let spec =
            declared.models.map { SwiftName($0.name).typeName } + identifiedTypes(declared)
            + declared.storageEnums.map { SwiftName($0.name).typeName }
        if !spec.isEmpty, chance(35) { return pick(spec) }
        return pick(Self.scalarTypes)
    }

    // MARK: - The spec

    /// One valid spec, as JSON text.
    /// - Parameters:
    ///   - name: the feature name (unique in the host package).
    ///   - index: selects which of routes / clients / state / models are empty (bit 0–3 of
    ///     `index % 16`) and the style (`index % 3`).
    mutating func spec(name: String, index: Int) -> OrderedJSON {
        let emptyRoutes = index & 1 != 0, emptyClients = index & 2 != 0, emptyState = index & 4 != 0
        let emptyModels = index & 8 != 0
        let style = SpecKeys.styles[index % 3]
        var typeNames: Set<String> = [name]
        for suffix in ReservedNames.generatedTypeSuffixes { typeNames.insert(name + suffix) }
        for storageName in ReservedNames.storageTypeNames(feature: name) { typeNames.insert(storageName) }
        var members: [(String, OrderedJSON)] = []
        if chance(50) { members.append(("$schema", .string("../feature.schema.json"))) }
        members.append(("name", .string(name)))
        if style != "feature" || chance(50) { members.append(("style", .string(style))) }
        if chance(20) { members.append(("dependencies", .array([]))) }

        var declared = Declared()
        // Storage enums and models first: plain models and types may use them.
        var storage: OrderedJSON?
        if style == "feature", chance(45) {
            storage = storageSpec(&declared, typeNames: &typeNames)
        } else if chance(10) {
            storage = .object([("kind", .string("none"))])
        }
        let modelNames: [String] = emptyModels ? [] : (0..<max(1, count(max: 3, large: 6))).map { _ in typeSpelling(&typeNames) }
        let modelHasID = modelNames.map { _ in chance(70) }
        declared.models += zip(modelNames, modelHasID).map { ($0, $1) }
        var models: [OrderedJSON] = []
        for (modelName, hasID) in zip(modelNames, modelHasID) {
            var taken: Set<String> = []
            var properties: [OrderedJSON] = []
            if hasID {
                taken.insert("id")
                properties.append(.object([("name", .string("id")), ("type", .string(pick(["UUID", "String", "Int"])))]))
            }
            // A model's properties use only scalars, storage enums and models declared before it
            // (no recursive value types).
            var earlier = declared
            earlier.models = Array(declared.models.prefix { $0.name != modelName })
            for _ in 0..<count(max: 4, large: 12) {
                properties.append(
                    .object([("name", .string(memberSpelling(&taken))), ("type", .string(type(earlier, depth: 2)))]))
            }
            models.append(
                .object(
                    [("name", .string(modelName))]
                        + (properties.isEmpty && chance(50) ? [] : [("properties", .array(properties))])))
        }

        var clientNames: [String] = []
        var clients: [OrderedJSON] = []
        if !emptyClients {
            for _ in 0..<max(1, count(max: 2, large: 4)) {
                let clientName = typeSpelling(&typeNames)
                typeNames.insert(SwiftName(clientName).typeName + "Client")
                typeNames.insert(SwiftName(clientName).typeName + "Repository")
                clientNames.append(clientName)
            }
        }
        var operationNames: Set<String> = []
        for clientName in clientNames {
            var methods: [OrderedJSON] = []
            for _ in 0..<count(max: 3, large: 7) {
                var method: [(String, OrderedJSON)] = [("name", .string(memberSpelling(&operationNames)))]
                var parameterNames: Set<String> = []
                let parameters = (0..<count(max: 2, large: 5)).map { _ -> OrderedJSON in parameter(&parameterNames, declared) }
                if !parameters.isEmpty || chance(30) { method.append(("parameters", .array(parameters))) }
                if chance(75) { method.append(("returns", .string(chance(10) ? "Void" : type(declared)))) }
                if chance(30) { method.append(("kind", .string(pick(SpecKeys.methodKinds)))) }
                // A paged query (feature style): one returning an array, without parameters (a
                // parameter could make a destination run it, which cannot page).
                func text(_ key: String) -> String? {
                    guard let value = method.first(where: { $0.0 == key })?.1, case .string(let text) = value else { return nil }
                    return text
                }
                let returns = text("returns")
                let isCommand = text("kind") == "command"
                if style == "feature", parameters.isEmpty, !isCommand, let returns, TypeSyntax.arrayElement(returns) != nil,
                    chance(40)
                {
                    method.append(("cursor", .string(pick(["String", "Int", "UUID"]))))
                }
                methods.append(.object(method))
            }
            clients.append(
                .object([("name", .string(clientName))] + (methods.isEmpty && chance(50) ? [] : [("methods", .array(methods))])))
        }

        // Members of the feature model that state items must not reuse.
        var featureMembers = Set(
            clientNames.flatMap { [ReservedNames.clientPropertyName($0), ReservedNames.clientPropertyName($0, style: style)] })
        for operation in operationNames {
            for suffix in [
                "", "State", "Request", "Generation", "InFlight", "Pending", "Calls", "Handler", "HasMore", "MoreState",
            ] {
                featureMembers.insert(operation + suffix)
            }
        }
        for model in declared.models.map(\.name) + (declared.storageEnums.map(\.name)) {
            let member = SwiftName(model).memberName
            for suffix in ["ListState", "WriteState", ""] { featureMembers.insert(member + suffix) }
        }
        var stateItems: [OrderedJSON] = []
        if !emptyState {
            var taken: Set<String> = featureMembers
            for _ in 0..<max(1, count(max: 4, large: 10)) {
                var name = memberSpelling(&taken)
                while SwiftKeyword.needsBackticks(SwiftName(name).memberName) { name = memberSpelling(&taken) }
                stateItems.append(stateItem(name: name, declared))
            }
        }

        var routes: [OrderedJSON] = []
        if !emptyRoutes {
            var taken: Set<String> = ["navigate", "pathChanged"]
            for _ in 0..<max(1, count(max: 3, large: 8)) {
                var route: [(String, OrderedJSON)] = [("name", .string(memberSpelling(&taken)))]
                var parameterNames: Set<String> = []
                let parameters = (0..<count(max: 2, large: 4)).map { _ -> OrderedJSON in parameter(&parameterNames, declared) }
                if !parameters.isEmpty || chance(30) { route.append(("parameters", .array(parameters))) }
                routes.append(.object(route))
            }
        }
        if !emptyRoutes {
            wire(routes: &routes, clients: &clients, state: stateItems, models: models)
        }
        if !routes.isEmpty || chance(30) { members.append(("routes", .array(routes))) }
        if !stateItems.isEmpty || chance(30) { members.append(("state", .array(stateItems))) }
        if !models.isEmpty || chance(30) { members.append(("models", .array(models))) }
        if !clients.isEmpty || chance(30) { members.append(("clients", .array(clients))) }
        if let storage { members.append(("storage", storage)) }
        return addingLinks(to: addingForms(to: addingDisplayHints(to: .object(members))))
    }

    // MARK: - Wiring

    /// Adds explicit wiring (`from`, issue 11) of every kind, valid by construction: a method's
    /// arguments from a new route's parameters of the same types, a new route opened by rows of
    /// a model (its properties, or the row itself), a new route opened from a state item, and a
    /// new method fed by a state item. The new names (`wiredRoute…`, `wiredValue…`, `wiredRun…`)
    /// are built from no word of ``words``, so they clash with nothing else.
    private mutating func wire(
        routes: inout [OrderedJSON], clients: inout [OrderedJSON], state: [OrderedJSON], models: [OrderedJSON]
    ) {
        var serial = 0
        func nextRoute() -> String {
            serial += 1
            return "wiredRoute\(serial)"
        }
        // A method's arguments from a route's parameters.
        if chance(50), let (client, method) = methodWithParameters(clients) {
            let routeName = nextRoute()
            var routeParameters: [OrderedJSON] = []
            var methodParameters = Self.elements(
                Self.member(Self.elements(Self.member(clients[client], "methods"))[method], "parameters"))
            for index in methodParameters.indices {
                let type = Self.string(Self.member(methodParameters[index], "type"))
                routeParameters.append(.object([("name", .string("wiredValue\(index)")), ("type", .string(type))]))
                methodParameters[index] = Self.adding(
                    ("from", .string("route.\(routeName).wiredValue\(index)")), to: methodParameters[index])
            }
            routes.append(.object([("name", .string(routeName)), ("parameters", .array(routeParameters))]))
            var methods = Self.elements(Self.member(clients[client], "methods"))
            methods[method] = Self.replacing("parameters", with: .array(methodParameters), in: methods[method])
            clients[client] = Self.replacing("methods", with: .array(methods), in: clients[client])
        }
        // A route opened by the rows of a model: properties, and sometimes the row itself.
        let withProperties = models.filter { !Self.elements(Self.member($0, "properties")).isEmpty }
        if chance(50), !withProperties.isEmpty {
            let model = pick(withProperties)
            let modelName = SwiftName(Self.string(Self.member(model, "name"))).typeName
            let properties = Self.elements(Self.member(model, "properties"))
            var parameters: [OrderedJSON] = []
            for (index, property) in properties.prefix(int(1...2)).enumerated() {
                parameters.append(
                    .object([
                        ("name", .string("wiredValue\(index)")), ("type", .string(Self.string(Self.member(property, "type")))),
                        ("from", .string("row.\(modelName).\(Self.string(Self.member(property, "name")))")),
                    ]))
            }
            if chance(40) {
                parameters.append(
                    .object([("name", .string("wiredRow")), ("type", .string(modelName)), ("from", .string("row.\(modelName)"))]))
            }
            routes.append(.object([("name", .string(nextRoute())), ("parameters", .array(parameters))]))
        }
        guard !state.isEmpty else { return }
        // A route opened from a state item.
        if chance(50) {
            let item = pick(state)
            routes.append(
                .object([
                    ("name", .string(nextRoute())),
                    (
                        "parameters",
                        .array([
                            .object([
                                ("name", .string("wiredValue0")), ("type", .string(Self.string(Self.member(item, "type")))),
                                ("from", .string("state.\(Self.string(Self.member(item, "name")))")),
                            ])
                        ])
                    ),
                ]))
        }
        // A method fed by a state item.
        if chance(50), !clients.isEmpty {
            let item = pick(state)
            let method = OrderedJSON.object(
                [
                    ("name", .string("wiredRun1")),
                    (
                        "parameters",
                        .array([
                            .object([
                                ("name", .string("wiredValue0")), ("type", .string(Self.string(Self.member(item, "type")))),
                                ("from", .string("state.\(Self.string(Self.member(item, "name")))")),
                            ])
                        ])
                    ),
                ] + (chance(50) ? [("returns", .string("[String]"))] : []))
            clients[0] = Self.replacing(
                "methods", with: .array(Self.elements(Self.member(clients[0], "methods")) + [method]), in: clients[0])
        }
    }

    /// A random (client, method) whose method has parameters.
    private mutating func methodWithParameters(_ clients: [OrderedJSON]) -> (Int, Int)? {
        var found: [(Int, Int)] = []
        for (client, value) in clients.enumerated() {
            for (method, element) in Self.elements(Self.member(value, "methods")).enumerated()
            where !Self.elements(Self.member(element, "parameters")).isEmpty {
                found.append((client, method))
            }
        }
        return found.isEmpty ? nil : pick(found)
    }

    static func member(_ value: OrderedJSON, _ key: String) -> OrderedJSON? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.0 == key }?.1
    }

    static func elements(_ value: OrderedJSON?) -> [OrderedJSON] {
        if case .array(let items)? = value { return items }
        return []
    }

    static func string(_ value: OrderedJSON?) -> String {
        if case .string(let text)? = value { return text }
        return ""
    }

    static func adding(_ member: (String, OrderedJSON), to value: OrderedJSON) -> OrderedJSON {
        guard case .object(let members) = value else { return value }
        return .object(members + [member])
    }

    /// `value` with member `key` set to `new` (appended when absent).
    static func replacing(_ key: String, with new: OrderedJSON, in value: OrderedJSON) -> OrderedJSON {
        guard case .object(var members) = value else { return value }
        if let index = members.firstIndex(where: { $0.0 == key }) {
            members[index].1 = new
        } else {
            members.append((key, new))
        }
        return .object(members)
    }

    private mutating func parameter(_ taken: inout Set<String>, _ declared: Declared) -> OrderedJSON {
        var parameter: [(String, OrderedJSON)] = [("name", .string(memberSpelling(&taken))), ("type", .string(type(declared)))]
        switch int(0...3) {
        case 0: parameter.append(("label", .string("_")))
        case 1:
            var labels: Set<String> = []
            parameter.append(("label", .string(memberSpelling(&labels))))
        default: break
        }
        return .object(parameter)
    }

    private mutating func stateItem(name: String, _ declared: Declared) -> OrderedJSON {
        var item: [(String, OrderedJSON)] = [("name", .string(name))]
        switch int(0...9) {
        case 0:
            item += [("type", .string("Bool")), ("default", .bool(chance(50)))]
        case 1:
            item += [("type", .string("Int")), ("default", .number(String(int(-5...500))))]
        case 2:
            item += [("type", .string("Double")), ("default", .number(pick(["2.5", "0", "-1.25", "1e3"])))]
        case 3:
            item += [
                ("type", .string("String")), ("default", .string(pick(["\"\"", "\"Hello\"", "\"a \\\"quoted\\\" word\""]))),
            ]
        case 4:
            item += [("type", .string("Date")), ("default", .string("Date(timeIntervalSince1970: 0)"))]
        case 5 where !declared.storageEnums.isEmpty:
            let enumeration = pick(declared.storageEnums)
            item += [
                ("type", .string(SwiftName(enumeration.name).typeName)),
                ("default", .string("." + SwiftName(pick(enumeration.cases)).memberName)),
            ]
        case 6:
            item += [("type", .string(type(declared, depth: 1) + "?"))]
            if chance(50) { item.append(("default", .null)) }
        default:
            // Types with an obvious empty value: collections, strings, numbers, Bool.
            let shapes = [
                "[" + type(declared, depth: 1) + "]", "Set<" + pick(Self.hashableScalars) + ">",
                "[String: " + type(declared, depth: 1) + "]", "String", "Int", "Bool", "Double", "Int64",
            ]
            item += [("type", .string(pick(shapes)))]
        }
        return .object(item)
    }

    // MARK: - Storage

    private mutating func storageSpec(_ declared: inout Declared, typeNames: inout Set<String>) -> OrderedJSON {
        let swiftData = chance(70)
        var enums: [OrderedJSON] = []
        for _ in 0..<count(max: 2, large: 3) {
            let name = typeSpelling(&typeNames)
            var cases: Set<String> = []
            let written = (0..<int(1...4)).map { _ in memberSpelling(&cases) }
            declared.storageEnums.append((name, written))
            enums.append(.object([("name", .string(name)), ("cases", .array(written.map { .string($0) }))]))
        }
        let modelNames = (0..<int(1...3)).map { _ in typeSpelling(&typeNames) }
        for model in modelNames {
            for suffix in ReservedNames.storageModelSuffixes { typeNames.insert(SwiftName(model).typeName + suffix) }
        }
        struct Stored {
            var name: String
            var properties: [(name: String, type: String, unique: Bool, defaultValue: OrderedJSON?)]
            var relationships: [(name: String, to: String, toMany: Bool, rule: String, inverse: String?)]
            var memberNames: Set<String>
        }
        var stored: [Stored] = modelNames.map { name in
            Stored(name: name, properties: [], relationships: [], memberNames: ["id"])
        }
        let enumNames = declared.storageEnums.map { SwiftName($0.name).typeName }
        let scalars = ["String", "Int", "Int16", "UInt8", "Double", "Float", "Decimal", "Bool", "Date", "UUID", "URL", "Data"]
        for index in stored.indices {
            stored[index].properties.append(("id", pick(["UUID", "String", "Int"]), chance(30), nil))
            for _ in 0..<count(max: 4, large: 8) {
                let name = memberSpelling(&stored[index].memberNames)
                let base = !enumNames.isEmpty && chance(25) ? pick(enumNames) : pick(scalars)
                let optional = chance(35)
                var defaultValue: OrderedJSON?
                if !optional, chance(40) {
                    switch base {
                    case "Bool": defaultValue = .bool(chance(50))
                    case "Int", "Int16", "UInt8": defaultValue = .number(String(int(0...9)))
                    case "Double", "Float": defaultValue = .number("1.5")
                    case "String": defaultValue = .string("\"none\"")
                    case _ where enumNames.contains(base):
                        let cases = declared.storageEnums.first { SwiftName($0.name).typeName == base }?.cases ?? []
                        defaultValue = cases.isEmpty ? nil : .string("." + SwiftName(pick(cases)).memberName)
                    default: break
                    }
                }
                let unique = !optional && ["String", "Int", "UUID", "Date", "URL"].contains(base) && chance(15)
                stored[index].properties.append((name, base + (optional ? "?" : ""), unique, defaultValue))
            }
        }
        // Relationships: one-to-many pairs (the "toMany" side names the inverse), sometimes a
        // self-referential pair, sometimes a to-one without inverse target naming.
        for _ in 0..<(stored.count > 0 ? count(max: 2, large: 3) : 0) {
            let from = int(0...(stored.count - 1)), to = int(0...(stored.count - 1))
            let many = memberSpelling(&stored[from].memberNames)
            let one = memberSpelling(&stored[to].memberNames)
            stored[from].relationships.append(
                (many, SwiftName(stored[to].name).typeName, true, pick(["cascade", "nullify", "deny", "noAction"]), one))
            stored[to].relationships.append(
                (one, SwiftName(stored[from].name).typeName, false, pick(["nullify", "cascade"]), nil))
        }
        func modelJSON(_ model: Stored, dropping: Set<String> = []) -> OrderedJSON {
            var members: [(String, OrderedJSON)] = [("name", .string(model.name))]
            members.append(
                (
                    "properties",
                    .array(
                        model.properties.filter { !dropping.contains($0.name) }.map { property in
                            var object: [(String, OrderedJSON)] = [
                                ("name", .string(property.name)), ("type", .string(property.type)),
                            ]
                            if property.unique { object.append(("unique", .bool(true))) }
                            if let value = property.defaultValue { object.append(("default", value)) }
                            return .object(object)
                        })
                ))
            if !model.relationships.isEmpty {
                members.append(
                    (
                        "relationships",
                        .array(
                            model.relationships.map { relationship in
                                var object: [(String, OrderedJSON)] = [
                                    ("name", .string(relationship.name)), ("to", .string(relationship.to)),
                                ]
                                if relationship.toMany || chance(30) { object.append(("toMany", .bool(relationship.toMany))) }
                                object.append(("deleteRule", .string(relationship.rule)))
                                if let inverse = relationship.inverse { object.append(("inverse", .string(inverse))) }
                                return .object(object)
                            })
                    ))
            }
            return .object(members)
        }
        for model in stored {
            declared.models.append((model.name, true))
        }
        var storage: [(String, OrderedJSON)] = [("kind", .string(swiftData ? "swiftdata" : "memory"))]
        if !enums.isEmpty || chance(30) { storage.append(("enums", .array(enums))) }
        storage.append(("models", .array(stored.map { modelJSON($0) })))
        // Schema history: an earlier version lacks some optional properties (a lightweight,
        // additive step), or some required ones (a custom step backfilling them).
        if swiftData, chance(60) {
            let optionalAdded = stored.flatMap { model in
                model.properties.filter { $0.type.hasSuffix("?") }.map { (model.name, $0.name) }
            }
            let requiredAdded = stored.flatMap { model in
                model.properties.filter {
                    !$0.type.hasSuffix("?") && $0.name != "id" && !$0.unique && $0.defaultValue != nil
                        && ["Int", "Bool", "String"].contains($0.type)
                }
                .map { (model.name, $0.name, $0.type) }
            }
            let custom = !requiredAdded.isEmpty && chance(50)
            let dropped: [(String, String)] = custom ? [requiredAdded[0]].map { ($0.0, $0.1) } : Array(optionalAdded.prefix(1))
            if !dropped.isEmpty {
                let old = stored.map { model in modelJSON(model, dropping: Set(dropped.filter { $0.0 == model.name }.map(\.1))) }
                storage.append(
                    (
                        "versions",
                        .array([
                            .object([("version", .string("1.0")), ("models", .array(old))]),
                            .object([("version", .string("2.0"))]),
                        ])
                    ))
                if custom {
                    let value: OrderedJSON =
                        requiredAdded[0].2 == "Bool"
                        ? .bool(true) : requiredAdded[0].2 == "Int" ? .number("1") : .string("\"filled\"")
                    storage.append(
                        (
                            "migrations",
                            .array([
                                .object([
                                    ("from", .string("1.0")), ("to", .string("2.0")), ("kind", .string("custom")),
                                    (
                                        "backfill",
                                        .array([
                                            .object([
                                                ("model", .string(requiredAdded[0].0)), ("property", .string(requiredAdded[0].1)),
                                                ("value", value),
                                            ])
                                        ])
                                    ),
                                ])
                            ])
                        ))
                } else if chance(50) {
                    storage.append(
                        (
                            "migrations",
                            .array([
                                .object([("from", .string("1.0")), ("to", .string("2.0")), ("kind", .string("lightweight"))])
                            ])
                        ))
                }
            }
        }
        return .object(storage)
    }
}
