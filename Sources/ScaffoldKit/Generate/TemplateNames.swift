/// The names a feature template may use, with what each holds: the one source of
/// `scaffold templates names` and of `docs/template-names.md` (a test regenerates and compares
/// the document, and another checks the table against the contexts the generator really builds,
/// so neither can drift).
///
/// Scopes: `top` (the feature), `routes[]`, `routes[].parameters[]`, `state[]`, `models[]`,
/// `models[].properties[]`, `clients[]` and `operations[]` (also the elements of
/// `clients[].methods[]`, `rootTasks`, `rootButtons`, `rootSections`, `unreachableOperations`,
/// `routes[].destinationOperations` and `routes[].destinationButtons`).
/// Names of the storage objects (`storageModels[]` and below) are described on
/// ``StorageContext``. Every list element also has `isFirst` and `isLast`.
public enum TemplateNames {
    /// One name.
    public struct Entry: Hashable, Sendable {
        /// Where the name is visible: `top`, or the list whose elements carry it (`routes[]`).
        public var scope: String
        /// The name as written in a template (`{{routeType}}`).
        public var name: String
        /// What it holds; `(mvvm)`, `(mvi)` or `(storage)` mark names only some contexts have.
        public var description: String
    }

    private static func entries(_ scope: String, _ pairs: [(String, String)]) -> [Entry] {
        pairs.map { Entry(scope: scope, name: $0.0, description: $0.1) }
    }

    /// The name of the template being rendered, set per file by ``TemplateSet`` (the header
    /// line of every built-in template uses it).
    public static let generatedFrom = "generatedFrom"

    /// The scopes in display order.
    public static let scopes = [
        "top", "routes[]", "routes[].parameters[]", "state[]", "models[]", "models[].properties[]", "clients[]", "operations[]",
        "previewStates[]",
    ]

    /// Every documented name, by scope then name.
    public static let all: [Entry] =
        entries(
            "top",
            [
                (
                    "generatedFrom",
                    "the template being rendered, as the file header names it: `shared/Sources/Route.swift.mustache`, or `.scaffold/templates/…` for a project override"
                ),
                ("name", "the feature's type name (`Weather`); shadowed inside sections by the element's own `name`"),
                ("featureName", "the feature's type name, never shadowed"),
                ("displayName", "the feature's name for people (`Weather`, `Sign in`)"),
                ("featureDisplayName", "`displayName`, never shadowed"),
                (
                    "screenTitleLiteral",
                    "the root screen's navigation title as a Swift string literal, quotes included: the spec's `app.title` (the tab and sidebar title) when written, else `featureDisplayName`"
                ),
                ("routeType", "`<Name>Route`, the route enum"),
                ("featureType", "`<Name>Feature`, the feature model (style feature)"),
                ("screenType", "`<Name>Screen`, the screen view"),
                ("loadStateType", "`LoadState`, the runtime's load state enum (FeatureCore)"),
                ("notImplementedErrorType", "`NotImplementedError` (FeatureCore), thrown by live client skeletons"),
                ("modelVariable", "how shared templates refer to the model: `feature`, or `viewModel` (mvvm)"),
                ("makeModel", "the test helper that builds the model: `makeFeature`, or `makeViewModel` (mvvm)"),
                ("modelType", "the model's type: `<Name>Feature`, or `<Name>ViewModel` (mvvm)"),
                ("doubleErrorType", "`DoubleError` (FeatureCoreTesting), the error test doubles throw"),
                (
                    "routeConformances",
                    "the route enum's conformances: `Hashable, Sendable`, plus `Codable` when every parameter type is"
                ),
                ("routesAreCodable", "true when every route parameter type is known to be `Codable`"),
                ("routes", "the routes (see `routes[]`)"),
                ("hasRoutes", "true when the spec has routes"),
                (
                    "hasFeatureRoutes",
                    "true when a route opens another feature (`opens`), connected by the app's composition root"
                ),
                (
                    "presentedRoutes",
                    "the routes presented over the stack, not pushed: objects with `name` and `presentation` (`sheet`, `fullScreenCover`)"
                ),
                ("hasPresentedRoutes", "true when a route is presented (a sheet, a cover)"),
                ("hasPushedRoutes", "true when a route is pushed (every route without a `presentation`)"),
                ("hasForms", "true when a route is a form (`form`): the route enum conforms to `FormRoutes`"),
                ("formRouteCases", "the form routes' cases, for a pattern: `.newShelf, .editShelf`"),
                ("otherRouteCases", "the other routes' cases, for a pattern"),
                ("hasOtherRoutes", "true when a route is not a form"),
                (
                    "formModels",
                    "the stored models a form edits: `name`, `editorType` (`<Model>Editor`), `editors` (each field's Swift lines as `text`), `blankChecks` (required text properties: `name`, `rawName`), `hasBlankChecks`"
                ),
                ("hasFormModels", "true when a form edits a stored model"),
                (
                    "rootFormLinks",
                    "the root toolbar's links to create forms without parameters: `linkValue` (the route value), `linkLabel` (its label view)"
                ),
                ("hasRootFormLinks", "true when the root toolbar links to a form"),
                (
                    "formDrafts",
                    "one per create form, the feature model's method giving its new value: `draftMethod` (`<route>Draft`), `draftParameters` (the route's, declared), `modelName`, `routeName`, `newValue`"
                ),
                (
                    "formTests",
                    "one per form route, for the generated tests: `testName`, `isEdit`, `modelName`, `saveMethod`, `writeState`, `queryType`, `routeValue`, `draftCall`, `fills` (`name`, `value`), `parentInserts` (`model`), `blankChecks` (`name`, `rawName`), `hasBlankChecks`"
                ),
                ("testableRoutes", "the routes whose parameters tests can build fixtures for"),
                ("hasTestableRoutes", "true when at least one route is testable"),
                ("parameterlessRoutes", "the routes without parameters"),
                (
                    "rootLinks",
                    "the routes the root screen links to (no parameters, or parameters wired from state): objects with `name`, `displayName` and `linkValue` (the route value, reading state through the model)"
                ),
                ("state", "the state items (see `state[]`)"),
                ("hasState", "true when the spec has state items"),
                ("models", "the value types (see `models[]`)"),
                ("hasModels", "true when the spec has models"),
                ("hasExternalTypes", "true when the spec names types from other modules (`externalTypes`)"),
                ("externalModules", "the modules those types come from: objects with `module`"),
                ("externalTypes", "the spec's external types: objects with `name` and `module`"),
                ("usesShared", "true when the feature names a shared model or client (`Shared`, from the package's shared spec)"),
                ("usesSharedClients", "true when the feature uses a shared client"),
                ("sharedModels", "the shared models the feature names: objects with `name`"),
                ("hasDeclaredClients", "true when the feature declares a client of its own (not only shared ones)"),
                ("isSharedModule", "true when rendering the `Shared` module itself (the package's shared spec)"),
                ("doubleAccess", "the test doubles' access modifier: empty, or `public ` in `SharedTesting`"),
                ("clientsOwner", "whose clients these are, for doc comments: `of the Weather feature`, or `the features share`"),
                (
                    "routeFoundationImport",
                    "the `import Foundation` line of the route file (`public import` when its public API shows a Foundation type)"
                ),
                ("outcomeFoundationImport", "the same for the outcome file"),
                ("modelsFoundationImport", "the same for the models file"),
                ("clientFoundationImport", "the same for the client or repository file"),
                ("featureFoundationImport", "the same for the feature model or view model"),
                ("stateFoundationImport", "the same for the mvi state"),
                ("eventFoundationImport", "the same for the mvi event enum"),
                ("storeFoundationImport", "the same for the storage file"),
                ("swiftDataFoundationImport", "the same for the SwiftData store"),
                ("clients", "the clients (see `clients[]`)"),
                ("hasClients", "true when the spec has clients"),
                ("operations", "one per client method, across clients (see `operations[]`)"),
                ("hasOperations", "true when there is at least one operation"),
                ("rootTasks", "queries the root screen runs when it appears"),
                ("hasRootTasks", "true when `rootTasks` is not empty"),
                ("rootButtons", "operations the root screen runs from buttons"),
                (
                    "outcomes",
                    "the cases of `<Name>Outcome`: `caseName`, `declaration` (`signedIn(Session)`), `emittedBy` (the commands' selectors)"
                ),
                ("hasOutcomes", "true when a command emits an outcome (the model then keeps `outcome`)"),
                ("outcomeType", "`<Name>Outcome`"),
                ("hasTextInputs", "true when the root screen has a text or secure field (it keeps `focusedInput`)"),
                ("rootSections", "operations shown as sections on the root screen (`rootTasks` and `rootButtons`)"),
                ("rootLoads", "what the root screen loads on appear and refresh: objects with `stateName` and `call`"),
                ("hasRootLoads", "true when `rootLoads` is not empty"),
                ("hasSearch", "true when a state item is the screen's search text (`search: true`)"),
                ("hasBindings", "true when the root screen binds a state item (a text field, toggle or the search field)"),
                ("searchName", "that state item's name, escaped where needed"),
                ("searchRawName", "that state item's name as written in the spec"),
                ("searchDisplayName", "that state item's name for people"),
                ("searchLoads", "queries the search text feeds: they run when it changes and on refresh (operations)"),
                ("hasSearchLoads", "true when `searchLoads` is not empty"),
                (
                    "hasPagedMethods",
                    "true when a client method is paged (`cursor`): the client file imports FeatureCore publicly"
                ),
                (
                    "hasSearchDebounce",
                    "true when the search text declares `debounceMilliseconds` and feeds a query: the model takes an injected `clock`"
                ),
                ("searchDebounceMilliseconds", "that debounce, in milliseconds"),
                (
                    "searchPolicyValue",
                    "the model's `searchPolicy`, the `RunPolicy` the screen passes as the search text changes: `.debounced(by:on:)` or `.unlessShown`"
                ),
                ("refreshesConcurrently", "true when a refresh reloads more than one thing (run with `runConcurrently`)"),
                (
                    "teardownQueries",
                    "the first testable query, whose generated test shows that teardown cancels requests (operations)"
                ),
                (
                    "refreshLoads",
                    "what pull to refresh and the macOS Refresh button reload: `rootLoads` and `searchLoads` as `stateName`, `call`"
                ),
                ("hasRefreshLoads", "true when `refreshLoads` is not empty"),
                (
                    "deepLinks",
                    "one per route with a `link`, in route order: `name`, `pattern`, `conditions`, `value` (what `init?(link:)` tries), `binding`, `segments` (the `link` property), `sampleRoute`, `sampleSegments`, `unreadable[]` (the generated tests)"
                ),
                ("hasDeepLinks", "true when a route has a `link` (the `<Name>Links.swift` and `<Name>LinkTests.swift` files)"),
                ("hasUnlinkedRoutes", "true when some route has no `link`"),
                (
                    "linkSegmentsName",
                    "the name of `init?(link:)`'s parameter: `segments`, unless a route parameter has that name"
                ),
                ("unknownLinkSegments", "a path (a Swift array literal) longer than every link, which no link spells"),
                (
                    "displayedModels",
                    "each model (and stored model) the screen shows: `name`, `displayName`, `showsRow` with `rowType`, `showsFields` with `fieldsType`, `hasTitle`, `titleField` (the arguments of the row title's `Text`: a `String` expression, or for a model without text its first number or date with its format), `titleView` (the row title's view: that `Text`, or `RelativeDateText` for a date kept relative to now), `rowFields` (its subtitle, when there is one), `fields`, `hasFields` (fields: `name`, `labelLiteral` (the label as a Swift string literal), `expression`, `formatStyle` (a styled field's `FormatStyle`: `.number`, `.currency(code: \"EUR\")`, `.measurement(width: .abbreviated)`…), `isText`, `isStyled`, `isRelative` (a date shown relative to now through `RelativeDateText`), `isFormatted`, `isFlag`, `isOptional`); identifiers, secrets and hidden properties are never among the fields"
                ),
                (
                    "loadedModels",
                    "each identifiable model a route identifies by `Model.ID` and something loads: `name`, `lookupName` (`loadedNote`, the model owner's lookup method), `idType`, `lookupStatements` (`statement`: one source each, every stored list and every query returning the model or a list of it) and `lookupSources` (the testable source queries, each with the operation's names plus `lookupName`, `elementFixture`, `loadedTestName`); `lookupStateName` (`loadedNoteState`: found, loading, failed, not loaded, not found), `findName` (`findNote`: loads the lists that can hold it), `hasFinds`, `finds` (the lists the model loads by itself: `sourceState`, `queryMethodName`, `queryIdentifier`, `queryReloadArguments`), `findsProgress` (their states' `progress`, comma-separated: the sources of `LoadState.lookup`), `findTests` (none or one: `findName`, `lookupStateName`, `elementFixture`, `unknownID`, `hasUnknownID`, `modelDisplayName`, `sourceStubs` and `firstSource`: the finds' operations)"
                ),
                ("hasRootControls", "true when the root screen has controls (state fields, buttons or navigation links)"),
                ("unreachableOperations", "operations the screens cannot call (arguments they cannot supply); tested only"),
                ("hasUnreachableOperations", "true when `unreachableOperations` is not empty"),
                (
                    "hasKeyedOperations",
                    "true when an operation's state is per destination (`isKeyed`): the model forgets it when its destination leaves the path"
                ),
                ("keyedStateOwner", "where the per-destination states live, as a prefix: empty, or `state.` (mvi)"),
                ("hasLoadStates", "true when the model runs operations (operations or storage) and keeps an `OperationRuns`"),
                ("hasControls", "true when the screen has state controls (mvvm, mvi)"),
                ("controlState", "the state items shown as controls (mvi)"),
                ("viewModelType", "`<Name>ViewModel` (mvvm)"),
                ("routeViewType", "`<Name>RouteView`, which owns the view model and the navigation stack (mvvm)"),
                ("destinationScreenType", "`<Name>DestinationScreen` (mvvm)"),
                ("stateType", "`<Name>State`, the immutable state (mvi)"),
                ("eventType", "`<Name>Event`, the event enum (mvi)"),
                ("storeType", "`<Name>Store`, the store whose `send(_:)` takes events (mvi)"),
                ("viewType", "`<Name>View`, the pure view (mvi)"),
                ("destinationViewType", "`<Name>DestinationView` (mvi)"),
                ("hasDestinationOperations", "true when some route's destination screen runs operations (mvi)"),
                (
                    "previewOutcomeType",
                    "`PreviewOutcome` (FeatureCore), what preview clients answer: loading, content, empty, failure"
                ),
                ("previewErrorType", "`PreviewError` (FeatureCore), thrown by preview clients in the failure preview"),
                ("previewStoreType", "`Preview<Name>Store`, the seeded in-memory store previews use (storage; empty otherwise)"),
                ("previewModelType", "the type `preview(_:path:)` extends: the feature model, view model (mvvm) or store (mvi)"),
                ("previewModelArguments", "the arguments `preview(_:path:)` passes to that type's initializer"),
                (
                    "previewFoundationImport",
                    "`public import Foundation` when the preview clients' signatures use Foundation types, else `import Foundation`"
                ),
                ("hasFixtures", "true when the fixtures file is generated (a model has a fixture, or storage)"),
                ("hasPreviewClients", "true when the preview clients file is generated (clients or storage)"),
                ("hasPreviewStates", "true when previews come in the four `previewStates` (clients or storage)"),
                (
                    "hasRootPreviewRuns",
                    "true when a root button's operation runs in the root previews (else each root preview is one line)"
                ),
                ("previewStates", "the four preview states: `previewStateName`, `previewStateTitle`, `runsCommands`"),
                ("hasStorage", "true when the spec's storage kind is not `none` (storage)"),
                ("usesSwiftData", "true for storage kind `swiftdata` (storage)"),
                ("storeProtocol", "`<Name>Store`, the storage protocol (storage)"),
                ("inMemoryStore", "`InMemory<Name>Store` (storage)"),
                ("swiftDataStore", "`SwiftData<Name>Store` (storage)"),
                ("storeError", "`StoreError`, the runtime's store error (storage)"),
                ("failingStore", "`Failing<Name>Store` (storage; no longer generated: tests use the preview store's `failure`)"),
                ("migrationPlan", "`<Name>MigrationPlan` (storage)"),
                ("persistence", "`<Name>Persistence`, the model container factory (storage)"),
                ("latestSchema", "the newest `VersionedSchema` type's name (storage)"),
                ("schemaList", "every schema as `SchemaV1.self, …` (storage)"),
                ("storageModels", "the stored models (storage; keys on `StorageContext`)"),
                (
                    "relationshipPages",
                    "the to-many relationships shown on their parent's page: `stateName` (`shelfItemsStates`, per page), `loadMethod` (`loadShelfItems(on:)`), `routeCase`, `routeFixture`, `parent`, `child`, `childQuery`, `childFilter`, `childIDName`, `childInsert`, `relationship`, `displayName`, `rowView`, `hasRowLink`, `rowRoute` (storage; each stored model's `childLists` are the ones it appears in)"
                ),
                ("storageEnums", "the stored enums (storage)"),
                ("hasStorageEnums", "true when the storage has enums (storage)"),
                ("cloudKit", "true when the spec turns CloudKit sync on (storage)"),
                ("isPaged", "true when the spec sets `storage.pageSize`: the root lists load a page at a time (storage)"),
                (
                    "allModelNames",
                    "every stored model's name as a string literal, comma-separated: `\"Shelf\", \"PantryItem\"` (storage)"
                ),
                ("cloudKitDatabase", "`.automatic` with CloudKit on, else `.none` (storage)"),
                ("storeName", "the SwiftData store's name: the spec's `storage.storeName`, else the feature's name (storage)"),
                ("storageTables", "the in-memory store's tables: `name`, `type` (storage)"),
                ("schemaVersions", "the schema history, one object per version (storage)"),
                ("migrationStages", "the migration stages between versions (storage)"),
                ("hasMigrationStages", "true when there is more than one version (storage)"),
                ("storageDeleteTests", "the delete-rule tests to generate (storage)"),
                ("migrationValuesType", "`<Name>MigrationValues`, the custom stages' values as pure functions (storage)"),
                ("migrationValues", "one per value a custom stage writes: `function`, `fillsMissing`, `value` … (storage)"),
                ("hasMigrationValues", "true when a custom stage writes values (storage)"),
                ("migrationTests", "one per older schema version: `schema`, `versionName`, `inserts`, `checks` (storage)"),
                ("hasMigrationTests", "true when there is more than one version (storage)"),
            ])
        + entries(
            "routes[]",
            [
                ("name", "the enum case name, escaped where needed"),
                ("rawName", "the name as written in the spec"),
                ("displayName", "the route's name for people"),
                ("declaration", "the case declaration: `forecast(city: City)`"),
                ("pattern", "a pattern matching the case, binding its parameters"),
                ("fixture", "a value of the case built from test fixtures"),
                ("hasParameters", "true when the route has parameters"),
                ("hasContent", "true when the destination screen shows something"),
                ("isForm", "true when the route's page is a form (`form`) over the runtime's `DraftForm`"),
                ("formDisplayName", "the edited model's name for people"),
                ("formStart", "the value the draft starts from: `.content(<new value>)`, or the edited value's lookup state"),
                ("formWriteState", "the model's write state, whose progress is the save's"),
                ("formRetry", "the closure that loads the edited value again (`{}` for a create form)"),
                ("formSaveMethod", "the feature model's `save<Model>Draft(_:inserting:from:)`"),
                ("formInserts", "`true` for a create form, `false` for an edit form"),
                ("formEditorType", "the `<Model>Editor` view of the fields"),
                ("hasFormFind", "true when the edit form's page loads the lists that can hold its value"),
                ("formFind", "that load: `findShelf(id: shelfID)`"),
                ("formLinks", "the page's toolbar links to forms: `linkValue`, `linkLabel`"),
                ("hasFormLinks", "true when the page's toolbar links to a form"),
                ("isPreviewed", "true when the destination gets previews: it shows something and opens no other feature"),
                (
                    "previewsEveryState",
                    "true when a previewed destination gets one preview per outcome (a create form gets one preview)"
                ),
                ("parameters", "the parameters (see `routes[].parameters[]`)"),
                (
                    "shownParameters",
                    "parameters the destination shows: `name`, `displayName`, `value`, and `isModel` with `fieldsType` for a model shown through its fields view"
                ),
                ("destinationOperations", "operations the destination screen runs"),
                ("destinationButtons", "operations the destination screen runs from buttons"),
                (
                    "hasStoredValue",
                    "true when the destination shows the loaded value its one `Model.ID` parameter identifies (from any list or load of the model: `loadedModels`)"
                ),
                (
                    "storedLookup",
                    "the call, after the model owner (`feature.`, `viewModel.`, `state.`), finding that value among every loaded one: `loadedNote(id: noteID)`"
                ),
                ("storedFieldsType", "the view showing its fields, `<Model>Fields`"),
                (
                    "storedLookupState",
                    "the call, after `storedOwner`, telling what the page shows: `loadedNoteState(id: noteID)` (content, loading, failure, idle, or empty: not found)"
                ),
                ("storedDisplayName", "the looked-up model's name for people"),
                (
                    "titleLiteral",
                    "the page's fixed navigation title as a Swift string literal: the route's `title`, else the shown model's name, else the route's name"
                ),
                ("hasParameterTitle", "true when a field of a model the route is given titles the page (`parameterTitle`)"),
                ("parameterTitle", "that field, read from the bound parameter: `product.name`"),
                (
                    "hasStoredTitle",
                    "true when a loaded value's field titles the page once loaded (`titleLiteral` until then)"
                ),
                ("storedTitle", "that field's member: `title`"),
                (
                    "storedTitleSource",
                    "the optional value read after `storedOwner`: `loadedNote(id: noteID)`, or the page's own query's `productStates[route].settled.value`"
                ),
                ("hasFixedTitle", "true when `titleLiteral` alone titles the page"),
                ("hasStoredFind", "true when the page loads the lists that can hold its value when it appears (`storedFind`)"),
                ("storedFind", "that call: `findNote(id: noteID)`"),
                ("relatedSections", "the `relationshipPages` entries this page shows, each a list of the related values"),
                ("storedOwner", "where the looked-up value is read: `feature.`, `viewModel.` or `state.` (mvi)"),
                ("storedRetry", "the statement \"Try again\" runs: the find again (an event in mvi)"),
                ("hasAppearWork", "true when the destination starts work when it appears (mvi)"),
                ("appearPattern", "the pattern the destination uses to start its work on appear (mvi)"),
                (
                    "opensFeature",
                    "true when the route opens another feature's screen (`opens`) instead of a destination of its own"
                ),
                ("isFirst", "true for the first element"),
                ("isLast", "true for the last element"),
            ])
        + entries(
            "routes[].parameters[]",
            [
                ("name", "the parameter name, escaped where needed"),
                ("displayName", "the parameter's name for people"),
                ("type", "its Swift type"),
                ("isFirst", "true for the first element"),
                ("isLast", "true for the last element"),
            ])
        + entries(
            "state[]",
            [
                ("name", "the property name, escaped where needed"),
                ("rawName", "the name as written in the spec"),
                ("displayName", "the item's name for people"),
                ("type", "its Swift type"),
                ("defaultValue", "its default value as Swift source"),
                ("isTextField", "true when the screen edits it with a text field"),
                ("isSecureField", "true when the screen edits it with a secure field"),
                ("isToggle", "true when the screen edits it with a toggle"),
                ("isSearch", "true when it is the screen's search text (`.searchable`)"),
                ("inputRole", "a text or secure field's `TextInputRole` case, read off its name (`accountEmail`, `password`)"),
                ("returnKey", "its Return key: `next`, `go` (it submits) or `done`"),
                ("nextInput", "the `rawName` of the field Return moves to"),
                ("hasNextInput", "true when Return moves to another field"),
                ("submits", "true for the last text field when Return runs a root button's operation"),
                ("submitOperation", "that operation's `operationName`"),
                ("submitAction", "the statement that runs it (`Task { await feature.signIn(...) }`, mvi: `onEvent(...)`)"),
                ("submitEnabled", "the condition under which Return runs it (nothing in flight, typed values filled)"),
                ("isControl", "true when the screen shows a control for it (mvi)"),
                ("eventName", "the event that sets it (mvi)"),
                ("fixture", "a test value of its type (mvi)"),
                ("hasFixture", "true when `fixture` is known (mvi)"),
                ("isFirst", "true for the first element"),
                ("isLast", "true for the last element"),
            ])
        + entries(
            "models[]",
            [
                ("name", "the type name"),
                ("conformances", "its conformances: `Hashable, Sendable, Codable`, plus `Identifiable` with an `id`"),
                ("isIdentifiable", "true when it has an `id` property"),
                ("initParameters", "the memberwise initializer's parameter list"),
                ("hasFixture", "true when tests can build a fixture of it"),
                ("hasSecrets", "true when a property is named like a secret: the model prints without it"),
                ("secretNames", "those properties' names, in backticks, comma-separated"),
                ("mirrorChildren", "the other properties as `Mirror.Child` values, comma-separated"),
                ("properties", "the stored properties (see `models[].properties[]`)"),
                ("isFirst", "true for the first element"),
                ("isLast", "true for the last element"),
            ])
        + entries(
            "models[].properties[]",
            [
                ("name", "the property name, escaped where needed"),
                ("rawName", "the name as written in the spec"),
                ("label", "the name as an argument label (a keyword needs no backticks there)"),
                ("type", "its Swift type"),
                ("fixture", "its value in the model's test fixture"),
                ("isSecret", "true when it is named like a secret (a password, a token, a key)"),
                ("isFirst", "true for the first element"),
                ("isLast", "true for the last element"),
            ])
        + entries(
            "clients[]",
            [
                ("name", "the client's type-cased name"),
                ("protocolName", "`<Client>Client`, the protocol (`<Client>Repository` in mvvm)"),
                ("liveName", "`Live<Client>Client`, the live skeleton (`Live<Client>Repository` in mvvm)"),
                ("doubleName", "`<Client>ClientDouble`, the test double (`<Client>RepositoryDouble` in mvvm)"),
                ("isShared", "true for a shared client (declared in `Shared`, named here through a `typealias`)"),
                ("sharedProtocolName", "`<Client>Client`: the protocol's name in `Shared`, whatever the style"),
                ("sharedPreviewName", "`Preview<Client>Client`: the preview client's name in `Shared`"),
                ("sharedDoubleName", "`<Client>ClientDouble`: the test double's name in `SharedTesting`"),
                ("propertyName", "`<client>Client`, the initializer parameter and stored property"),
                ("methods", "its operations (see `operations[]`)"),
                ("previewName", "`Preview<Client>Client` (`Preview<Client>Repository` in mvvm), its preview client"),
                ("isLast", "true for the last element"),
            ])
        + entries(
            "operations[]",
            [
                ("name", "the client method's base name"),
                ("operationName", "a feature-unique name: the base name, plus labels or client when ambiguous"),
                ("featureMethodName", "the model's method that runs the operation"),
                ("displayName", "the operation's name for people"),
                ("selector", "`searchCities(matching:)`"),
                ("kind", "`query` or `command`"),
                ("isQuery", "true for a query (latest request wins)"),
                ("isCommand", "true for a command (never cancelled by a later run)"),
                ("clientProtocol", "the protocol of its client"),
                ("clientProperty", "the stored property of its client"),
                ("parameterDeclarations", "the parameter list as declared: `matching query: String`"),
                ("callArguments", "the arguments passing the parameters through: `matching: query`"),
                ("testArguments", "the arguments built from test fixtures"),
                ("triggerArguments", "the arguments a screen passes from its state"),
                ("isSearchLoad", "true for a query the search text feeds: it takes a `policy: RunPolicy`"),
                ("searchInput", "the parameter that receives the search text, the run's `input:` (a search load)"),
                ("typeOperationName", "the operation name in UpperCamelCase, for test names"),
                ("isPaged", "true for a paged query (`cursor`): the model loads its first page and `loadMoreMethod` the next"),
                ("cursorType", "a paged query's cursor type (`String`, `Int`, `UUID`)"),
                (
                    "requirementParameters",
                    "the client requirement's parameters: `parameterDeclarations`, with `after cursor: <Cursor>?` for a paged query"
                ),
                ("requirementReturnClause", "the client requirement's ` -> Type` (`Page<Element, Cursor>` for a paged query)"),
                ("handlerResultType", "what the test double's handler returns (the requirement's result)"),
                ("handlerReturnFixture", "what a test's handler returns: `returnFixture`, as one page for a paged query"),
                ("pagedHandlerOpening", "a paged query's handler opening that names the cursor: `{ _, cursor in`"),
                ("nextCursorFixture", "a cursor value for a paged query's tests"),
                ("callCursorRead", "how a recorded call reads its cursor: `$0.cursor`, or `$0`"),
                ("hasMoreName", "a paged query's `<operation>HasMore`, whether a next page exists"),
                ("moreStateName", "a paged query's `<operation>MoreState`, the next page's load state"),
                ("loadMoreMethod", "a paged query's `loadMore<Operation>()`"),
                ("pageCallArguments", "a paged query's client call arguments, ending in `after: cursor`"),
                ("triggerEvent", "the event that starts it, with arguments (mvi)"),
                ("hasParameters", "true when it takes parameters"),
                ("hasSingleParameter", "true when it takes exactly one"),
                ("firstParameterFixture", "a fixture for the first parameter"),
                ("callType", "what a test double records per call: `Void`, the parameter's type, or a tuple"),
                ("callValue", "the recorded value for one call"),
                ("resultType", "the return type, `Void` when none"),
                ("returnClause", "` -> Type`, or empty"),
                ("returnsVoid", "true when it returns nothing"),
                ("returnsCollection", "true when it returns an array, set or dictionary"),
                ("emptyFixture", "the empty literal of its collection result"),
                ("returnFixture", "a test value of its result"),
                ("isTestable", "true when tests can build every argument and result"),
                ("successMessage", "what a screen shows after a command succeeds"),
                ("stateName", "`<operation>State`, the model's load state property"),
                ("isKeyed", "true when its state is per destination (keyed by the route value): a destination runs it"),
                ("stateStorage", "the stored state property: `<operation>State`, or `<operation>States` when keyed"),
                ("stateDeclaration", "what follows `stateStorage` in its declaration: type and initial value"),
                (
                    "stateStorageType",
                    "the stored state's type: `LoadState<Result>`, or `DestinationStates<Route, Result>` when keyed"
                ),
                ("stateInitial", "the stored state's initial value: `.idle`, or `DestinationStates()` when keyed"),
                ("stateRead", "how a screen reads the state: `stateName`, or `<operation>States[route]` when keyed"),
                ("emitsOutcome", "true when the command emits an outcome on success"),
                ("outcomeCase", "the outcome case's name as the spec writes it"),
                ("outcomeValue", "the outcome it emits, built from the bound `value` (`SignInOutcome.signedIn(value)`)"),
                ("hasOutcomePayload", "true when the outcome carries the command's result"),
                ("testOutcomePattern", "a pattern matching the emitted outcome, binding `emitted` (`.signedIn(let emitted)?`)"),
                ("testOutcomeFixture", "the result's fixture the emitted value is compared with"),
                ("bindsResult", "true when the command binds its success value (`let value`): it navigates with it or emits it"),
                (
                    "missingInputs",
                    "a root button's ` || feature.<item>.isEmpty` for each typed `String` it takes: it stays disabled until they are filled"
                ),
                ("destinationParameter", "`, for destination: Route` appended to a keyed operation's parameters, else empty"),
                ("destinationArgument", "`, for: route` appended to a screen's call of a keyed operation, else empty"),
                (
                    "runDestination",
                    "`, for: destination` appended to a keyed operation's `OperationRuns` call (`runs.query(\\.states, for: destination, on: self)`), else empty"
                ),
                ("testDestinationArgument", "the route fixture argument tests pass to a keyed operation, else empty"),
                ("testStateRead", "how tests read the state: `stateName`, or `<operation>States[<route fixture>]`"),
                ("storeDestinationArgument", "`, for: destination` when the store passes the route on (mvi)"),
                ("testDestination", "the route fixture a keyed operation's tests run it for, else empty"),
                (
                    "invalidatedQueries",
                    "the queries a command reloads after it succeeds (`queryMethodName`, `queryIdentifier`, `querySelector`, `queryClientProperty`, `queryCallsName`, `queryReloadArguments`: the arguments read from current state; `queryStateSettings`: `stateName`, `rawName`, `fixture`, `eventName` per state argument; `queryArgumentChecks`: `callRead`, `expected`)"
                ),
                (
                    "reloadStateSettings",
                    "the state a command's generated test sets before it runs, so the reloads prove they read the current state: `stateName`, `rawName`, `fixture`, `eventName`, each item once"
                ),
                ("popsBack", "true when a destination's command pops that destination after it succeeds"),
                ("navigates", "true when a command opens a route after it succeeds (`navigatesTo`)"),
                ("navigationRouteName", "the route it opens, as the spec names it"),
                (
                    "navigationRoute",
                    "the route value it pushes, its parameter read from the result `value`: `SignInRoute.signedIn(session: value)`"
                ),
                ("testNavigationRoute", "the same route value built from the result's fixture, for the generated tests"),
                ("hasRefresh", "true when a command reloads queries or pops back"),
                (
                    "hasInvalidatedQueries",
                    "true when a command reloads queries after it succeeds (`invalidatedQueries` is not empty)"
                ),
                (
                    "followsUp",
                    "true when a command does something after it succeeds: reloads queries, pops back, navigates or clears secrets"
                ),
                (
                    "clearedSecrets",
                    "the secure-field state items (`name`, mvi: `eventName`) a root command takes: cleared once it succeeds"
                ),
                ("clearsSecrets", "true when `clearedSecrets` is not empty"),
                (
                    "reloadsConcurrently",
                    "true when a command reloads more than one query, or a stored model's write reloads other lists too (run with `runConcurrently`)"
                ),
                ("callsName", "`<operation>Calls`, the test double's recorded calls"),
                ("handlerName", "`<operation>Handler`, the test double's stub"),
                ("handlerParameterTypes", "the stub's parameter types: `(String)`"),
                ("handlerOpening", "the stub closure's opening: `{` or `{ _ in`"),
                ("handlerArguments", "the arguments passed to the stub"),
                ("isDestinationSection", "true when a route's destination screen shows it"),
                ("isDestructive", "true for `delete…`/`remove…` methods: the button asks first (`ConfirmedButton`)"),
                ("confirmationQuestion", "what a destructive button asks before it runs (`Delete this note?`)"),
                ("showsSuccess", "true when its content is shown as `successMessage`"),
                ("showsLoaded", "true when its content is shown as \"Loaded\""),
                ("contentParameter", "the content binding in a `switch`: `value` or `_`"),
                ("hasRows", "true when its result is shown as rows"),
                ("hasRowLinks", "true when its rows navigate to a route"),
                ("rowIdentity", "the key path identifying a row"),
                ("rowView", "the view a row shows: `<Model>Row(item: item)` or `Text(item)`"),
                (
                    "rowFilter",
                    "`.filter { … }` keeping the rows whose title contains the screen's search text, when a search item exists and the list is not already fed by it; else empty"
                ),
                ("rowRoute", "the route a row navigates to"),
                ("showsFields", "true when a single model result is shown through its `<Model>Fields` view"),
                ("fieldsType", "that view's type, `<Model>Fields`"),
                ("showsText", "true when the result is shown as text (a string, number or date)"),
                ("textArguments", "the `Text` arguments: `value` or `value, format: .number`"),
                ("returnsOptional", "true when the result type is optional (`nil` is published as `.empty`)"),
                ("returnsEmptiable", "true when the result can be empty (a collection or an optional)"),
                (
                    "emptyWhen",
                    "the `OperationRuns` argument that publishes an empty result as `.empty`: `, emptyWhen: \\.isEmpty` (a collection), `, emptyWhen: { $0 == nil }` (an optional), else empty"
                ),
                ("isOptionalResult", "true when the section unwraps an optional result before showing it"),
                ("sectionTitle", "the section title in words: \"Cities\" for `searchCities`, \"Delete note\" for `deleteNote`"),
                ("operationIdentifier", "the operation's name as an identifier in the event enum (mvi)"),
                ("eventDeclaration", "its event case declaration (mvi)"),
                ("eventPattern", "a pattern matching its event (mvi)"),
                ("eventValue", "its event with the parameters passed through (mvi)"),
                ("testEvent", "its event built from test fixtures (mvi)"),
                ("screenTriggerEvent", "its trigger event reading the arguments from `store.state` (mvi screen)"),
                ("screenSearchEvent", "the same, with `policy: store.searchPolicy`, as the search text changes (mvi screen)"),
                ("previewContent", "what its preview client returns in the content preview (the fixture)"),
                (
                    "previewEmpty",
                    "what its preview client returns in the empty preview: an empty collection, `nil`, else the fixture"
                ),
                ("hasPreviewValues", "true when `previewContent` is known (the result type has a fixture)"),
                ("previewRun", "the statement a preview awaits to run it when the screen only runs it on a tap"),
                ("hasPreviewRun", "true when `previewRun` is not empty"),
                ("isFirst", "true for the first element"),
                ("isLast", "true for the last element"),
            ])
        + entries(
            "previewStates[]",
            [
                ("previewStateName", "the outcome case: `loading`, `content`, `empty` or `failure`"),
                ("previewStateTitle", "its name in a preview's title: `Loading`, `Content`, `Empty`, `Failure`"),
                ("runsCommands", "true when the preview also runs commands (loading, failure)"),
                ("isFirst", "true for the first element"),
                ("isLast", "true for the last element"),
            ])

    /// The table as Markdown: one section per scope, `| name | holds |` rows.
    public static var markdown: String {
        var out = """
            # Names a feature template may use

            Generated from `TemplateNames` (Sources/ScaffoldKit/Generate/TemplateNames.swift) by
            `SCAFFOLD_UPDATE_GOLDENS=1 swift test --filter TemplateNames`; also printed by
            `scaffold templates names`. Templates render in strict mode: any other name is an error
            naming the template, line and column. Storage objects (`storageModels[]` and below) are
            described on `StorageContext` (Sources/ScaffoldKit/Generate/StorageContext.swift).

            """
        for scope in scopes {
            out += "\n## `\(scope)`\n\n| name | holds |\n|---|---|\n"
            for entry in all where entry.scope == scope {
                out += "| `\(entry.name)` | \(entry.description.replacing("|", with: "\\|")) |\n"
            }
        }
        return out
    }

    /// The table as plain text for a terminal: one section per scope, names aligned.
    public static var plainText: String {
        var out = ""
        for scope in scopes {
            out += (out.isEmpty ? "" : "\n") + scope + "\n"
            let rows = all.filter { $0.scope == scope }
            let width = (rows.map(\.name.count).max() ?? 0) + 2
            for entry in rows {
                out += "  " + entry.name.padding(toLength: width, withPad: " ", startingAt: 0) + entry.description + "\n"
            }
        }
        return out
    }
}
