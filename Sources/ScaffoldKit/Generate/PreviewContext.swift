/// The preview part of a style's render context: the names and Swift fragments of the generated
/// fixtures (`<Name>Fixtures.swift`), preview clients (`<Name>PreviewClients.swift`, or
/// `<Name>PreviewRepositories.swift` in the `mvvm` style) and previews (`<Name>Previews.swift`).
///
/// Design: one fixture per model, from ``FixtureCatalog`` (the same values the generated tests
/// use: the tests read the fixtures the module declares, so there is one source). A preview
/// client conforms to a client protocol and answers every requirement as its
/// `<Name>PreviewOutcome` says: `loading` suspends until the preview's task is cancelled,
/// `content` returns the fixture (collections hold one element, optionals a value), `empty`
/// returns an empty collection or `nil` (other types: the fixture), `failure` throws
/// `<Name>PreviewError`. A storage feature's `Preview<Name>Store` wraps the in-memory store,
/// seeded with one fixture per stored model for `content`. Nothing touches the network, a
/// clock or the disk. `<Model>.preview(_:path:)` (on the feature model, view model or store)
/// builds the model the previews and the app's previews show.
///
/// Each preview shows the root (or a destination, pushed on the model's path) in one of the four
/// outcomes. The screen runs its queries as usual; the preview also runs the root's query
/// buttons, and in the `loading` and `failure` previews the commands too (a command's content
/// would run its side effect, refresh and pop), so every section shows the outcome.
///
/// Added top-level keys: `previewOutcomeType`, `previewErrorType`, `previewStoreType`,
/// `previewModelType` (what `preview(_:path:)` extends), `previewModelArguments` (its initializer's arguments there), `previewFoundationImport`,
/// `hasFixtures`, `hasPreviewClients` (clients or storage: the outcome type exists),
/// `hasPreviewStates` (the same: previews come in four outcomes), `hasRootPreviewRuns` (a root
/// button's operation runs in the root previews) and `previewStates`
/// (`previewStateName`, `previewStateTitle`, `runsCommands`). Per client: `previewName`. Per
/// operation: `previewContent`, `previewEmpty`, `hasPreviewValues` (the fixture is known),
/// `previewRun` (the statement a preview awaits to run it) and `hasPreviewRun`.
struct PreviewContext {
    let spec: FeatureSpec
    let style: String

    func adding(to base: TemplateValue) -> TemplateValue {
        let modelVariable = style == "mvi" ? "store" : style == "mvvm" ? "viewModel" : "feature"
        let rewritten = StyleContextEditing.rewritingObjects(base) { object in
            if object["liveName"] != nil, object["protocolName"] != nil {  // a client (or repository)
                object["previewName"] = .string("Preview" + StyleContextEditing.string(object, "protocolName"))
            }
            if object["operationName"] != nil, object["selector"] != nil {  // an operation
                Self.addPreviewValues(to: &object, style: style, modelVariable: modelVariable)
            }
        }
        guard case .object(var values) = rewritten else { return rewritten }
        let hasStorage = values["hasStorage"]?.isTruthy == true
        let hasClients = !spec.clients.isEmpty
        var hasModelFixture = false
        if case .list(let models)? = values["models"] {
            hasModelFixture = models.contains { $0["hasFixture"]?.isTruthy == true }
        }
        values["previewOutcomeType"] = "PreviewOutcome"
        values["previewErrorType"] = "PreviewError"
        values["previewStoreType"] = .string(hasStorage ? "Preview" + StyleContextEditing.string(values, "storeProtocol") : "")
        values["previewModelType"] = .string(
            StyleContextEditing.string(
                values, style == "mvi" ? "storeType" : style == "mvvm" ? "viewModelType" : "featureType"))
        var arguments: [String] = [
            style == "mvi" ? "state: \(StyleContextEditing.string(values, "stateType"))(path: path)" : "path: path"
        ]
        if case .list(let clients)? = values["clients"] {
            for case .object(let client) in clients {
                arguments.append(
                    "\(StyleContextEditing.string(client, "propertyName")): \(StyleContextEditing.string(client, "previewName"))(outcome)"
                )
            }
        }
        if hasStorage { arguments.append("store: \(StyleContextEditing.string(values, "previewStoreType"))(outcome)") }
        values["previewModelArguments"] = .string(arguments.joined(separator: ", "))
        values["hasFixtures"] = .bool(hasModelFixture || hasStorage)
        values["hasPreviewClients"] = .bool(hasClients || hasStorage)
        values["hasPreviewStates"] = .bool(hasClients || hasStorage)
        var hasRootPreviewRuns = false
        if case .list(let buttons)? = values["rootButtons"] {
            hasRootPreviewRuns = buttons.contains { $0["hasPreviewRun"]?.isTruthy == true }
        }
        values["hasRootPreviewRuns"] = .bool(hasRootPreviewRuns)
        values["previewStates"] = .list(
            StyleContextEditing.marked(
                [
                    ("loading", "Loading", true), ("content", "Content", false), ("empty", "Empty", false),
                    ("failure", "Failure", true),
                ]
                .map { state, title, runsCommands in
                    .object([
                        "previewStateName": .string(state), "previewStateTitle": .string(title),
                        "runsCommands": .bool(runsCommands),
                    ])
                }))
        let operationTypes = spec.clients.flatMap { client in
            client.methods.flatMap { $0.parameters.map(\.type) + ($0.returns.map { [$0] } ?? []) }
        }
        let identityTypes =
            hasStorage ? spec.storage.models.compactMap { model in model.properties.first { $0.name == "id" }?.type } : []
        values["previewFoundationImport"] = .string(
            PublicImports(spec: spec).foundationImport(exposing: operationTypes + identityTypes))
        return .object(values)
    }

    /// `previewContent`/`previewEmpty` (what a preview client returns for `content`/`empty`),
    /// `hasPreviewValues`, and `previewRun`/`hasPreviewRun`: how a preview runs the operation when
    /// the screen only runs it on a tap (a root button, a destination's command).
    private static func addPreviewValues(to object: inout TemplateObject, style: String, modelVariable: String) {
        let returnsVoid = object["returnsVoid"]?.isTruthy == true
        let content = returnsVoid ? "()" : StyleContextEditing.string(object, "returnFixture")
        let resultType = StyleContextEditing.string(object, "resultType")
        let empty: String
        if returnsVoid {
            empty = "()"
        } else if object["returnsCollection"]?.isTruthy == true {
            empty = StyleContextEditing.string(object, "emptyFixture")
        } else if TypeSyntax.optionalWrapped(resultType) != nil {
            empty = "nil"
        } else {
            empty = content
        }
        // A paged requirement answers one page: the fixture, or nothing, with no next one.
        let isPaged = object["isPaged"]?.isTruthy == true
        object["previewContent"] = .string(isPaged && !content.isEmpty ? "Page(values: \(content))" : content)
        object["previewEmpty"] = .string(isPaged ? "Page(values: \(empty))" : empty)
        object["hasPreviewValues"] = .bool(!content.isEmpty)
        let isTestable = object["isTestable"]?.isTruthy == true
        let isKeyed = object["isKeyed"]?.isTruthy == true
        let method = StyleContextEditing.string(object, "featureMethodName")
        var run = ""
        if style == "mvi" {
            if isTestable { run = "await store.send(\(StyleContextEditing.string(object, "testEvent"))).value" }
        } else if isKeyed {
            if isTestable {
                let arguments = StyleContextEditing.string(object, "testArguments")
                let destination = StyleContextEditing.string(object, "testDestinationArgument")
                run =
                    "await \(modelVariable).\(method)("
                    + (arguments.isEmpty ? String(destination.dropFirst(2)) : arguments + destination) + ")"
            }
        } else {
            run = "await \(modelVariable).\(method)(\(StyleContextEditing.string(object, "triggerArguments")))"
        }
        object["previewRun"] = .string(run)
        object["hasPreviewRun"] = .bool(!run.isEmpty)
    }
}
