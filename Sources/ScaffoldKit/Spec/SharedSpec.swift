import Foundation

/// The package's shared declarations: model types and clients several features use, declared
/// once in `Core/Shared/Shared.spec.json` (`.scaffold/shared.spec.json` in the `swiftpm`
/// layout) and generated once, in the `Shared` module (models, client protocols, live and
/// preview clients, fixtures) and `SharedTesting` (the clients' test doubles).
///
/// ```json
/// { "models": [{ "name": "Account", "properties": [{ "name": "id", "type": "String" }] }],
///   "clients": [{ "name": "Session", "methods": [{ "name": "account", "returns": "Account" }] }] }
/// ```
/// A feature uses them by name: `"models": [{ "name": "Account", "shared": true }]`,
/// `"clients": [{ "name": "Session", "shared": true }]` (no properties or methods: they are the
/// shared spec's; a shared model a used client or model names comes along). The feature's
/// module names them through a `typealias` and never declares them; the composition root builds
/// each shared client once and hands the same instance to every feature that uses it. How a
/// feature wires a shared method (`from`, `invalidates`, `popsBack`, `navigatesTo`) is the
/// feature's default wiring, so the shared spec writes none of those keys.
public struct SharedSpec: Sendable {
    /// The module the shared declarations are generated in.
    public static let moduleName = "Shared"
    /// The module with the shared clients' test doubles.
    public static let testingModuleName = "SharedTesting"

    /// Where the shared spec lives, relative to the package root.
    public static func path(in layout: ProjectLayout) -> String {
        switch layout {
        case .features: "Core/Shared/Shared.spec.json"
        case .swiftpm: ".scaffold/shared.spec.json"
        }
    }

    /// The file, as named in diagnostics.
    public var file: String
    /// The file's text (LF line endings), whose hash keys the caches of the specs resolved with it.
    public var text: String
    /// The validated declarations (a spec named `Shared` with only models and clients).
    public var spec: FeatureSpec
    /// The decoded models and clients, which a feature's use of them is resolved with.
    let draftModels: [SpecDraft.Model]
    let draftClients: [SpecDraft.Client]

    /// The ``ContentHash`` of ``text``.
    public var textHash: String { ContentHash.of(text) }

    /// Parses, decodes and validates a shared spec.
    /// - Parameters:
    ///   - bytes: the file's UTF-8 bytes.
    ///   - file: the file name used in diagnostics.
    /// - Returns: the shared declarations.
    /// - Throws: a ``DiagnosticList`` with every problem (JSON syntax, unknown keys, a key only
    ///   a feature can write, the checks of a feature's models and clients), located.
    public static func load(bytes: [UInt8], file: String) throws(DiagnosticList) -> SharedSpec {
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(bytes: bytes, file: file, maximumDepth: FeatureSpecLoader.maximumSpecDepth)
        } catch {
            throw DiagnosticList([error])
        }
        var decoder = SpecDecoder(document: document, isSharedSpec: true)
        var draft = decoder.decode()
        var diagnostics = decoder.diagnostics + Self.featureOnlyKeys(in: draft)
        // Reported once above: the validator does not check them again as this spec's wiring.
        for client in draft.clients.indices {
            for method in draft.clients[client].methods.indices {
                draft.clients[client].methods[method].invalidates = nil
                draft.clients[client].methods[method].popsBack = nil
                draft.clients[client].methods[method].navigatesTo = nil
                for parameter in draft.clients[client].methods[method].parameters.indices {
                    draft.clients[client].methods[method].parameters[parameter].from = nil
                }
            }
        }
        var validator = SpecValidator(existingTargets: [])
        var spec = validator.validate(draft)
        diagnostics += validator.diagnostics
        guard diagnostics.isEmpty else { throw DiagnosticList(diagnostics) }
        spec.name = moduleName
        return SharedSpec(
            file: file, text: String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n"),
            spec: spec, draftModels: draft.models, draftClients: draft.clients)
    }

    /// The keys only a feature's spec can write: `shared` and every wiring key of a method.
    private static func featureOnlyKeys(in draft: SpecDraft) -> [Diagnostic] {
        var result: [Diagnostic] = []
        func report<Value>(_ located: Located<Value>?, _ why: String) {
            guard let located else { return }
            result.append(Diagnostic(at: located.location, "\(located.path): \(why)"))
        }
        let wiring =
            "is how a feature wires the method; a shared client's method declares only its name, parameters, returns and kind"
        for model in draft.models {
            report(model.shared, "a shared spec's models are the shared ones; write 'shared' in a feature's spec")
        }
        for client in draft.clients {
            report(client.shared, "a shared spec's clients are the shared ones; write 'shared' in a feature's spec")
            for method in client.methods {
                for parameter in method.parameters { report(parameter.from, "'from' " + wiring) }
                if method.invalidates != nil {
                    // `[]` too: in a feature it means "reload nothing", a choice only a feature makes.
                    result.append(Diagnostic(at: method.location, "\(method.path).invalidates: 'invalidates' " + wiring))
                }
                report(method.popsBack, "'popsBack' " + wiring)
                if let navigation = method.navigatesTo {
                    result.append(Diagnostic(at: navigation.location, "\(navigation.path): 'navigatesTo' " + wiring))
                }
                report(method.intentionallyUnwired, "'intentionallyUnwired' " + wiring)
            }
        }
        return result
    }

    /// The names of the shared models.
    var modelNames: [String] { draftModels.compactMap { $0.name?.value } }
    /// The names of the shared clients.
    var clientNames: [String] { draftClients.compactMap { $0.name?.value } }

    /// `draft` (a feature's) with each element marked `"shared": true` given the shared one's
    /// properties or methods (a client's `methods`, when written, name the shared methods the
    /// feature runs, each with the feature's own wiring keys), and every shared model those name
    /// (directly or through another shared model), or that the feature's own types name, added
    /// as shared.
    /// - Parameters:
    ///   - draft: a feature's decoded spec.
    ///   - shared: the package's shared spec; `nil` when the package has none.
    /// - Returns: the resolved draft, the names of its shared models and clients, and the
    ///   problems: a shared element that writes its own properties or methods, or names nothing
    ///   the shared spec declares (or there is no shared spec).
    static func resolve(_ draft: SpecDraft, with shared: SharedSpec?) -> (
        draft: SpecDraft, models: Set<String>, clients: Set<String>, diagnostics: [Diagnostic]
    ) {
        var draft = draft
        var diagnostics: [Diagnostic] = []
        var models: Set<String> = []
        var clients: Set<String> = []
        func lookUp(_ name: Located<String>?, what: String, known: [String]) -> Bool {
            guard let name else { return false }
            guard let shared else {
                diagnostics.append(
                    Diagnostic(
                        at: name.location,
                        "\(name.path): the package has no shared spec, so there is no shared \(what) '\(name.value)'; declare it in \(SharedSpec.path(in: .features)) (\(SharedSpec.path(in: .swiftpm)) in the swiftpm layout)"
                    ))
                return false
            }
            guard known.contains(name.value) else {
                let suggestion = NearestName.find(name.value, among: known).map { "; did you mean '\($0)'?" } ?? ""
                let list = known.isEmpty ? "it declares none" : "it declares " + known.joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        at: name.location,
                        "\(name.path): '\(name.value)' is not a shared \(what) of \(shared.file)\(suggestion) (\(list))"))
                return false
            }
            return true
        }
        for index in draft.models.indices where draft.models[index].shared?.value == true {
            let model = draft.models[index]
            if !model.properties.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        at: model.properties[0].location,
                        "\(model.path).properties: a shared model's properties are declared in the shared spec; remove them here")
                )
            }
            if let hint = model.display.titleProperty ?? model.display.subtitleProperty {
                diagnostics.append(
                    Diagnostic(
                        at: hint.location,
                        "\(hint.path): a shared model's title and subtitle are declared in the shared spec; remove them here"))
            }
            guard lookUp(model.name, what: "model", known: shared?.modelNames ?? []), let shared, let name = model.name?.value,
                let declared = shared.draftModels.first(where: { $0.name?.value == name })
            else { continue }
            draft.models[index].properties = declared.properties
            draft.models[index].display = declared.display
            models.insert(name)
        }
        for index in draft.clients.indices where draft.clients[index].shared?.value == true {
            let client = draft.clients[index]
            guard lookUp(client.name, what: "client", known: shared?.clientNames ?? []), let shared,
                let name = client.name?.value, let declared = shared.draftClients.first(where: { $0.name?.value == name })
            else { continue }
            clients.insert(name)
            guard !client.methods.isEmpty else {
                draft.clients[index].methods = declared.methods
                continue
            }
            // The methods this feature runs, by name, with its own wiring of each.
            draft.clients[index].selectsSharedMethods = true
            draft.clients[index].methods = client.methods.compactMap { written in
                guard let methodName = written.name else { return nil }
                let known = declared.methods.compactMap { $0.name?.value }
                guard var method = declared.methods.first(where: { $0.name?.value == methodName.value }) else {
                    let suggestion = NearestName.find(methodName.value, among: known).map { "; did you mean '\($0)'?" } ?? ""
                    diagnostics.append(
                        Diagnostic(
                            at: methodName.location,
                            "\(methodName.path): '\(methodName.value)' is not a method of the shared client '\(name)'\(suggestion) (it declares \(known.joined(separator: ", ")))"
                        ))
                    return nil
                }
                if let declaredHere = written.returns?.location ?? written.kind?.location {
                    diagnostics.append(
                        Diagnostic(
                            at: declaredHere,
                            "\(written.path): a shared method's parameters, returns and kind are declared in the shared spec; name the method and write only how this feature wires it (a parameter's from, invalidates, popsBack, navigatesTo, intentionallyUnwired)"
                        ))
                }
                // A parameter written here names a shared one and says only where its value comes from.
                for parameter in written.parameters {
                    guard let parameterName = parameter.name else { continue }
                    let names = method.parameters.compactMap { $0.name?.value }
                    guard let index = method.parameters.firstIndex(where: { $0.name?.value == parameterName.value }) else {
                        let suggestion =
                            NearestName.find(parameterName.value, among: names).map { "; did you mean '\($0)'?" } ?? ""
                        diagnostics.append(
                            Diagnostic(
                                at: parameterName.location,
                                "\(parameterName.path): '\(parameterName.value)' is not a parameter of the shared method '\(name).\(methodName.value)'\(suggestion) (\(names.isEmpty ? "it has none" : "it has " + names.joined(separator: ", ")))"
                            ))
                        continue
                    }
                    if let declaredHere = parameter.type?.location ?? parameter.label?.location {
                        diagnostics.append(
                            Diagnostic(
                                at: declaredHere,
                                "\(parameter.path): a shared parameter's type and label are declared in the shared spec; write only its name and 'from'"
                            ))
                    }
                    method.parameters[index].from = parameter.from
                }
                method.invalidates = written.invalidates
                method.popsBack = written.popsBack
                method.navigatesTo = written.navigatesTo
                method.intentionallyUnwired = written.intentionallyUnwired
                return method
            }
        }
        // The shared models the feature's types name (its own and the shared ones it uses), until
        // none is missing: a type the feature does not declare itself is the shared one.
        if let shared {
            // Each type with whether a shared declaration names it.
            var pending: [(type: String, isShared: Bool)] = draft.clients.flatMap { client in
                client.methods.flatMap { method in
                    (method.parameters.compactMap(\.type?.value) + [method.returns?.value].compactMap { $0 }).map {
                        ($0, clients.contains(client.name?.value ?? ""))
                    }
                }
            }
            pending += draft.models.flatMap { model in
                model.properties.compactMap(\.type?.value).map { ($0, models.contains(model.name?.value ?? "")) }
            }
            pending += (draft.routes.flatMap(\.parameters).compactMap(\.type?.value) + draft.state.compactMap(\.type?.value))
                .map { ($0, false) }
            let declaredNames = Set(draft.models.compactMap { $0.name?.value })
            var reportedOwn: Set<String> = []
            while let (type, isShared) = pending.popLast() {
                for name in TypeSyntax.identifiers(in: type) where !models.contains(name) {
                    guard let model = shared.draftModels.first(where: { $0.name?.value == name }) else { continue }
                    if declaredNames.contains(name) {
                        // The feature's own types name its own model of that name.
                        guard isShared else { continue }
                        // The feature's own model of that name is not the one the shared types use.
                        if reportedOwn.insert(name).inserted,
                            let own = draft.models.first(where: { $0.name?.value == name })?.name
                        {
                            diagnostics.append(
                                Diagnostic(
                                    at: own.location,
                                    "\(own.path): the shared declarations this feature uses name the shared model '\(name)'; write {\"name\": \"\(name)\", \"shared\": true} instead of declaring another"
                                ))
                        }
                        continue
                    }
                    models.insert(name)
                    draft.models.append(model)
                    pending += model.properties.compactMap(\.type?.value).map { ($0, true) }
                }
            }
        }
        return (draft, models, clients, diagnostics)
    }
}
