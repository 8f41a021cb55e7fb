/// Which generated files must import Foundation publicly, so that a feature target builds both
/// with and without the upcoming feature `InternalImportsByDefault` (SE-0409).
///
/// Under SE-0409 a plain `import` is internal, and a public declaration whose signature names a
/// Foundation type (`UUID`, `Date`, or `City.ID` when `City.id` is a `UUID`) needs
/// `public import Foundation`. A `public import` that no public declaration uses is itself a
/// warning (an error under warnings-as-errors) in Swift 6, with or without the feature, so each
/// file says `public` exactly when its public API names a Foundation type. The types each file
/// exposes are the ones its template puts in public signatures; the per-file sets below mirror
/// the templates.
struct PublicImports {
    /// Foundation types a spec may name (Foundation on Linux and Apple platforms). A type
    /// expression that contains one of these identifiers, or the module name `Foundation`, is
    /// a Foundation type.
    static let foundationTypeNames: Set<String> = [
        "Foundation", "Date", "UUID", "URL", "Data", "Decimal", "TimeInterval", "Locale", "TimeZone", "Calendar",
        "DateComponents", "DateInterval", "Measurement", "IndexPath", "IndexSet", "CharacterSet", "URLComponents",
        "URLRequest", "URLQueryItem", "Notification", "NSRange", "CGFloat", "CGPoint", "CGSize", "CGRect",
        "PersonNameComponents", "AttributedString", "NSNumber", "NSString", "NSError", "Unit", "UnitLength",
        "UnitMass", "UnitDuration", "UnitTemperature",
    ]

    let spec: FeatureSpec
    /// The type of each model's `id` property (plain and stored models), for resolving `M.ID`.
    private let identityTypes: [String: String]

    init(spec: FeatureSpec) {
        self.spec = spec
        var identities: [String: String] = [:]
        for model in spec.models {
            if let id = model.properties.first(where: { $0.name == "id" }) { identities[model.name] = id.type }
        }
        if spec.storage.kind != .none {
            for model in spec.storage.models {
                if let id = model.properties.first(where: { $0.name == "id" }) { identities[model.name] = id.type }
            }
        }
        identityTypes = identities
    }

    /// Whether a type expression names a Foundation type, directly or through `M.ID`.
    func usesFoundation(_ type: String) -> Bool {
        usesFoundation(type, depth: 0)
    }

    private func usesFoundation(_ type: String, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        return usesFoundation(identifiers: Self.identifierPaths(in: type), depth: depth)
    }

    /// The runs of letters, digits, `_` and `.` in a type expression (`[City.ID: Date]` →
    /// `City.ID`, `Date`).
    /// - Parameter byCharacters: read the characters even when the text is ASCII (the general
    ///   reading the byte reading is tested against).
    static func identifierPaths(in type: String, byCharacters: Bool = false) -> [Substring] {
        if !byCharacters, type.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII (every type a spec names in practice): one character per byte, a letter is
            // A-Z or a-z and a number 0-9, so the bytes split the text as its characters do.
            return runs(in: type, of: type.utf8) { byte in
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                    || byte == UInt8(ascii: ".")
            }
        }
        return runs(in: type, of: type) { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    /// The maximal runs of `view`'s elements (a view of `text`) that `belongs` accepts, as
    /// substrings of `text`.
    private static func runs<View: Collection>(
        in text: String, of view: View, _ belongs: (View.Element) -> Bool
    ) -> [Substring] where View.Index == String.Index {
        var runs: [Substring] = []
        var start: String.Index?
        var index = view.startIndex
        while true {
            if index < view.endIndex, belongs(view[index]) {
                if start == nil { start = index }
            } else if let begin = start {
                runs.append(text[begin..<index])
                start = nil
            }
            if index == view.endIndex { break }
            index = view.index(after: index)
        }
        return runs
    }

    /// Whether one of the identifier paths (`Foundation.Date`, `City.ID`) names a Foundation type.
    private func usesFoundation(identifiers: [Substring], depth: Int) -> Bool {
        for path in identifiers {
            let parts = path.split(separator: ".")
            if parts.contains(where: { Self.foundationTypeNames.contains(String($0)) }) { return true }
            if parts.count >= 2, parts[parts.count - 1] == "ID", let identity = identityTypes[String(parts[parts.count - 2])],
                usesFoundation(identity, depth: depth + 1)
            {
                return true
            }
        }
        return false
    }

    /// `public import Foundation` when any of `types` names a Foundation type, else `import Foundation`.
    func foundationImport(exposing types: [String]) -> String {
        types.contains(where: usesFoundation) ? "public import Foundation" : "import Foundation"
    }

    private var operationParameterTypes: [String] {
        spec.clients.flatMap { $0.methods.flatMap { $0.parameters.map(\.type) } }
    }

    private var operationReturnTypes: [String] {
        spec.clients.flatMap { $0.methods.compactMap(\.returns) }
    }

    private var storageIdentityTypes: [String] {
        guard spec.storage.kind != .none else { return [] }
        return spec.storage.models.compactMap { model in model.properties.first { $0.name == "id" }?.type }
    }

    /// The context keys: one import line per generated file that imports Foundation.
    ///
    /// - `routeFoundationImport`: the route enum's associated values.
    /// - `outcomeFoundationImport`: the outcome enum's associated values.
    /// - `modelsFoundationImport`: the models' properties (and their `ID`).
    /// - `clientFoundationImport`: client and repository requirements.
    /// - `featureFoundationImport`: the feature model or view model (state, operation
    ///   parameters and results, stored models' identities).
    /// - `stateFoundationImport`: the mvi state (state items, operation results).
    /// - `eventFoundationImport`: the mvi event enum (state items, operation parameters).
    /// - `storeFoundationImport`: the storage file (stored models' properties).
    /// - `swiftDataFoundationImport`: the SwiftData store (stored models' identities).
    ///
    /// - Parameter lookedUp: the identity types (`Note.ID`) of the feature's public
    ///   `loaded<Model>(id:)` lookups, declared by the feature model, view model or mvi state.
    func values(lookedUp: [String] = []) -> [String: TemplateValue] {
        let state = spec.state.map(\.type)
        let storedProperties: [String] =
            spec.storage.kind == .none ? [] : spec.storage.models.flatMap { $0.properties.map(\.type) }
        return [
            "routeFoundationImport": .string(foundationImport(exposing: spec.routes.flatMap { $0.parameters.map(\.type) })),
            "outcomeFoundationImport": .string(
                foundationImport(
                    exposing: spec.clients.flatMap { $0.methods.filter { $0.outcome != nil }.compactMap(\.returns) })),
            "modelsFoundationImport": .string(foundationImport(exposing: spec.models.flatMap { $0.properties.map(\.type) })),
            "clientFoundationImport": .string(foundationImport(exposing: operationParameterTypes + operationReturnTypes)),
            "featureFoundationImport": .string(
                foundationImport(
                    exposing: state + operationParameterTypes + operationReturnTypes + storageIdentityTypes + lookedUp)),
            "stateFoundationImport": .string(foundationImport(exposing: state + operationReturnTypes + lookedUp)),
            "eventFoundationImport": .string(foundationImport(exposing: state + operationParameterTypes)),
            "storeFoundationImport": .string(foundationImport(exposing: storedProperties)),
            "swiftDataFoundationImport": .string(foundationImport(exposing: storageIdentityTypes)),
        ]
    }
}
