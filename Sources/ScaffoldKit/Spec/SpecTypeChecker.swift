/// Decides whether a type written in a spec names something the generated code can use, and
/// spells it canonically.
///
/// A spec type is a composition (`T?`, `[T]`, `[K: V]`, `Set<T>`, `Optional<T>`, `Array<T>`,
/// `Dictionary<K, V>`, nested to any depth) of:
/// - a type of ``catalogue``: standard-library and Foundation value types that are `Hashable`,
///   `Sendable` and `Codable`, as every generated declaration needs (route enums are `Hashable`,
///   models `Codable`, client arguments cross actors); `Swift.` / `Foundation.` qualification is
///   accepted and dropped;
/// - a model, storage model or storage enum of the spec, or `M.ID` for one with an `id`;
/// - a type the spec declares in `externalTypes` as coming from one of its `dependencies`,
///   written `Name` or `Module.Name`;
/// - `Void` (or `()`), only as a client method's `returns`.
///
/// Anything else is rejected with a reason and, for misspelt names, the nearest known name.
/// Function types (closures) are rejected on purpose: generated test doubles record every
/// argument and compare results, and the feature model hands arguments across actors, which a
/// closure supports only with `@escaping @Sendable` and never with `Equatable`.
struct SpecTypeChecker {
    /// Where a type is written; decides whether `Void` is allowed.
    enum Position {
        case routeParameter, stateItem, modelProperty, methodParameter, methodResult, storedProperty
    }

    /// Standard-library and Foundation types scaffold knows: each is `Hashable`, `Sendable` and
    /// `Codable` on every platform (Swift standard library and swift-corelibs-foundation).
    static let catalogue: [String] = [
        "String", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Decimal", "Date", "UUID", "URL", "Data", "TimeInterval",
    ]
    /// Generic standard types and how many arguments they take.
    static let genericContainers: [String: Int] = ["Optional": 1, "Array": 1, "Set": 1, "Dictionary": 2]
    private static let catalogueSet = Set(catalogue)
    private static let standardModules: Set<String> = ["Swift", "Foundation"]

    /// Spec models (value types and storage models) by name → whether it has an `id` property.
    var models: [String: Bool] = [:]
    /// Storage enums.
    var enums: Set<String> = []
    /// Declared external types: name → module.
    var externalTypes: [String: String] = [:]

    /// Every name a spec type may start with, for suggestions.
    var knownNames: [String] {
        Self.catalogue + Self.genericContainers.keys.sorted() + models.keys.sorted() + enums.sorted()
            + externalTypes.keys.sorted()
            + ["Void"]
    }

    /// Checks `text` written at `position`.
    /// - Returns: the canonical spelling, or a message (a sentence without the JSON path).
    func check(_ text: String, at position: Position) -> Result<String, Problem> {
        let parsed: SwiftTypeExpression
        do {
            parsed = try SwiftTypeExpression.parse(text)
        } catch {
            var message =
                "'\(DiagnosticText.quoted(text))' is not a Swift type: \(error.reason) (at character \(error.offset + 1))"
            if let fix = suggestedRepair(of: text) { message += "; did you mean '\(fix)'?" }
            return .failure(Problem(message))
        }
        switch resolve(parsed, at: position, topLevel: true) {
        case .success(let canonical): return .success(canonical.description)
        case .failure(let problem): return .failure(problem)
        }
    }

    /// A problem with a type: one sentence.
    struct Problem: Error, Equatable {
        var message: String
        init(_ message: String) { self.message = message }
    }

    private static let knownKinds =
        "a spec type is a standard type scaffold knows (String, Int, Double, Bool, Date, UUID, URL, Data, …), a model or storage enum of this spec, a type declared in \"externalTypes\", or an optional, array, set or dictionary of these"

    private func resolve(_ type: SwiftTypeExpression, at position: Position, topLevel: Bool) -> Result<
        SwiftTypeExpression, Problem
    > {
        // Spelled out only for a message (most types resolve).
        func written() -> String { DiagnosticText.quoted(type.description) }
        switch type {
        case .optional(let wrapped):
            if case .tuple(let elements) = wrapped, elements.isEmpty {
                return .failure(Problem("'\(written())': Void cannot be optional; write 'Void'"))
            }
            return resolve(wrapped, at: position, topLevel: false).map { .optional($0) }
        case .implicitlyUnwrapped(let wrapped):
            return .failure(
                Problem(
                    "'\(written())' is an implicitly unwrapped optional, which generated declarations cannot use; write '\(DiagnosticText.quoted(SwiftTypeExpression.optional(wrapped).description))'"
                ))
        case .array(let element):
            return resolve(element, at: position, topLevel: false).map { .array($0) }
        case .dictionary(let key, let value):
            return resolve(key, at: position, topLevel: false).flatMap { key in
                resolve(value, at: position, topLevel: false).map { .dictionary(key: key, value: $0) }
            }
        case .tuple(let elements):
            if elements.isEmpty {
                if position == .methodResult && topLevel { return .success(.named([.init(name: "Void", arguments: [])])) }
                return .failure(Problem("'()' (Void) is only allowed as a client method's \"returns\""))
            }
            return .failure(
                Problem(
                    "'\(written())' is a tuple, and tuples are neither Hashable nor Codable; declare a model with these values as properties"
                ))
        case .function:
            return .failure(
                Problem(
                    "'\(written())' is a function type; specs do not take closures (test doubles record and compare every argument, and values cross actors), so pass a value such as a model, or split the callback into a client method"
                ))
        case .attributed(let attributes, _):
            return .failure(
                Problem(
                    "'\(written())': attributes such as '\(attributes.first ?? "@")' belong to function types, which specs do not take; write a value type"
                ))
        case .opaqueOrExistential(let keyword, _):
            return .failure(
                Problem(
                    "'\(written())' is \(keyword == "some" ? "an opaque" : "an existential") type; spec types must be concrete: \(Self.knownKinds)"
                ))
        case .metatype:
            return .failure(Problem("'\(written())' is a metatype; \(Self.knownKinds)"))
        case .named(let components):
            return resolveNamed(components, written: written(), at: position, topLevel: topLevel)
        }
    }

    private func resolveNamed(
        _ components: [SwiftTypeExpression.Component], written: @autoclosure () -> String, at position: Position, topLevel: Bool
    ) -> Result<SwiftTypeExpression, Problem> {
        for component in components {
            if component.name.hasPrefix("`") {
                return .failure(Problem("'\(written())': write type names without backticks"))
            }
            if SwiftKeyword.reserved.contains(component.name) || SwiftKeyword.problematicContextual.contains(component.name) {
                return .failure(
                    Problem("'\(component.name)' is a Swift keyword, not a type name; \(Self.knownKinds)"))
            }
        }
        var components = components
        if components.count > 1, Self.standardModules.contains(components[0].name),
            Self.catalogueSet.contains(components[1].name) || Self.genericContainers[components[1].name] != nil
                || components[1].name == "Void"
        {
            components.removeFirst()  // `Swift.String`, `Foundation.Date`
        }
        if components.count == 2, components[0].arguments.isEmpty,
            let module = externalTypes[components[1].name], module == components[0].name
        {
            components.removeFirst()  // `Networking.Endpoint`: generated files see the typealias
        }
        let head = components[0]
        if components.count == 1 {
            return resolveSingle(head, written: written(), at: position, topLevel: topLevel)
        }
        // Two or more components.
        if components.count == 2, head.arguments.isEmpty, let hasID = models[head.name] {
            let member = components[1]
            guard member.name == "ID", member.arguments.isEmpty else {
                return .failure(
                    Problem(
                        "'\(written())': the model '\(head.name)' declares no type '\(member.name)'\(hasID ? "; did you mean '\(head.name).ID'?" : "")"
                    ))
            }
            guard hasID else {
                return .failure(
                    Problem(
                        "'\(written())' needs an 'id' property on '\(head.name)' (its ID type is the type of 'id'); add {\"name\": \"id\", \"type\": \"UUID\"} to its properties"
                    ))
            }
            return .success(.named(components))
        }
        if components.count == 2, externalTypes.values.contains(head.name) {
            return .failure(
                Problem(
                    "'\(written())' is not declared; add {\"name\": \"\(components[1].name)\", \"module\": \"\(head.name)\"} to \"externalTypes\""
                ))
        }
        return .failure(
            Problem(
                "unknown type '\(written())'\(suggestion(for: components.map(\.name).joined(separator: "."))); \(Self.knownKinds)"
            ))
    }

    private func resolveSingle(
        _ head: SwiftTypeExpression.Component, written: @autoclosure () -> String, at position: Position, topLevel: Bool
    ) -> Result<SwiftTypeExpression, Problem> {
        if let arity = Self.genericContainers[head.name] {
            guard head.arguments.count == arity else {
                let example = arity == 2 ? "'\(head.name)<String, Int>'" : "'\(head.name)<String>'"
                return .failure(
                    Problem(
                        "'\(written())': '\(head.name)' takes \(arity == 2 ? "two generic arguments (key and value)" : "one generic argument"), as in \(example)"
                    ))
            }
            var arguments: [SwiftTypeExpression] = []
            for argument in head.arguments {
                switch resolve(argument, at: position, topLevel: false) {
                case .success(let resolved): arguments.append(resolved)
                case .failure(let problem): return .failure(problem)
                }
            }
            switch head.name {
            case "Optional": return .success(.optional(arguments[0]))
            case "Array": return .success(.array(arguments[0]))
            case "Dictionary": return .success(.dictionary(key: arguments[0], value: arguments[1]))
            default: return .success(.named([.init(name: head.name, arguments: arguments)]))
            }
        }
        let isKnown =
            Self.catalogueSet.contains(head.name) || models[head.name] != nil || enums.contains(head.name)
            || externalTypes[head.name] != nil || head.name == "Void"
        guard isKnown else {
            return .failure(
                Problem("unknown type '\(DiagnosticText.quoted(head.name))'\(suggestion(for: head.name)); \(Self.knownKinds)"))
        }
        guard head.arguments.isEmpty else {
            return .failure(Problem("'\(written())': '\(head.name)' is not generic; write '\(head.name)'"))
        }
        if head.name == "Void", !(position == .methodResult && topLevel) {
            return .failure(Problem("'Void' is only allowed as a client method's \"returns\""))
        }
        return .success(.named([head]))
    }

    private func suggestion(for name: String) -> String {
        guard name.count <= 100 else { return "" }
        var candidates = knownNames
        for (model, hasID) in models where hasID { candidates.append(model + ".ID") }
        for (type, module) in externalTypes { candidates.append(module + "." + type) }
        return NearestName.find(name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// A repair of a type that does not parse: missing closing brackets added and misspelt
    /// names replaced by their nearest known names, when that gives a type this checker accepts.
    private func suggestedRepair(of text: String) -> String? {
        guard text.count <= 100 else { return nil }
        var closers: [Character] = []
        for character in text {
            switch character {
            case "[": closers.append("]")
            case "(": closers.append(")")
            case "<": closers.append(">")
            case "]", ")", ">":
                guard closers.last == character else { return nil }
                closers.removeLast()
            default: break
            }
        }
        guard !closers.isEmpty, let repaired = try? SwiftTypeExpression.parse(text + String(closers.reversed())) else {
            return nil
        }
        let renamed = repaired.renamingNames { name in
            if Self.catalogueSet.contains(name) || Self.genericContainers[name] != nil || models[name] != nil
                || enums.contains(name) || externalTypes[name] != nil
            {
                return name
            }
            return NearestName.find(name, among: knownNames) ?? name
        }
        guard case .success(let canonical) = check(renamed.description, at: .methodResult) else { return nil }
        return canonical
    }
}

extension SwiftTypeExpression {
    /// This type with every single-component name passed through `rename`.
    func renamingNames(_ rename: (String) -> String) -> SwiftTypeExpression {
        switch self {
        case .named(let components):
            return .named(
                components.enumerated().map { index, component in
                    Component(
                        name: components.count == 1 && index == 0 ? rename(component.name) : component.name,
                        arguments: component.arguments.map { $0.renamingNames(rename) })
                })
        case .optional(let wrapped): return .optional(wrapped.renamingNames(rename))
        case .implicitlyUnwrapped(let wrapped): return .implicitlyUnwrapped(wrapped.renamingNames(rename))
        case .array(let element): return .array(element.renamingNames(rename))
        case .dictionary(let key, let value):
            return .dictionary(key: key.renamingNames(rename), value: value.renamingNames(rename))
        default: return self
        }
    }
}
