/// One module of the shared runtime generated features import (`Core/` in the package): its
/// target, where its files go and what it depends on. ``all`` is the one list of them, in
/// dependency order (a module only depends on modules before it), which rendering
/// (``CoreRuntime``), registration (``CoreRegistration``) and `scaffold verify` all read.
public struct CoreModule: Hashable, Sendable {
    /// The target's name (`FeatureCore`).
    public var name: String
    /// Its templates' folder, relative to `Templates/` (`core/FeatureCore/Sources`).
    public var templateFolder: String
    /// Whether it is a test target.
    public var isTestTarget: Bool
    /// The targets it depends on, all of them earlier in ``all``.
    public var dependencies: [String]
    /// Whether it ships a String Catalog (`Resources/Localizable.xcstrings`, extracted from its
    /// sources as a feature's is), so its target processes `Resources`.
    public var hasResources: Bool
    /// For a module rendered from the package's shared spec (``SharedSpec``): its templates
    /// (the features' own, under ``templateFolder``) with the context key that decides whether
    /// each renders; `nil` for the runtime's modules, which render every template in their folder.
    public var sharedTemplates: [(template: String, condition: String)]? = nil

    /// Two modules are the same module when they have the same target name.
    public static func == (lhs: CoreModule, rhs: CoreModule) -> Bool { lhs.name == rhs.name }
    /// Hashes the target name (see ``==(_:_:)``).
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The UI-free runtime: load states, operation runs, per-destination states, the model's
    /// lifetime, preview outcomes.
    public static let featureCore = CoreModule(
        name: "FeatureCore", templateFolder: "core/FeatureCore/Sources", isTestTarget: false, dependencies: [],
        hasResources: false)
    /// The SwiftUI layer (behind `#if canImport(SwiftUI)`): the shared views and navigation.
    public static let featureCoreUI = CoreModule(
        name: "FeatureCoreUI", templateFolder: "core/FeatureCoreUI/Sources", isTestTarget: false,
        dependencies: ["FeatureCore"], hasResources: true)
    /// What the features' test targets use: test gates and the doubles' error.
    public static let featureCoreTesting = CoreModule(
        name: "FeatureCoreTesting", templateFolder: "core/FeatureCoreTesting/Sources", isTestTarget: false,
        dependencies: ["FeatureCore"], hasResources: false)
    /// The runtime's own behaviour tests.
    public static let featureCoreTests = CoreModule(
        name: "FeatureCoreTests", templateFolder: "core/FeatureCore/Tests", isTestTarget: true,
        dependencies: ["FeatureCore", "FeatureCoreTesting"], hasResources: false)

    /// The package's shared models and clients (``SharedSpec``), when it declares any.
    public static let shared = CoreModule(
        name: SharedSpec.moduleName, templateFolder: "shared/Sources", isTestTarget: false, dependencies: ["FeatureCore"],
        hasResources: false,
        sharedTemplates: [
            ("shared/Sources/Models.swift.mustache", "hasModels"),
            ("shared/Sources/Fixtures.swift.mustache", "hasFixtures"),
            ("shared/Sources/Client.swift.mustache", "hasDeclaredClients"),
            ("shared/Sources/PreviewClients.swift.mustache", "hasClients"),
        ])
    /// The shared clients' test doubles, for the test targets of the features that use them.
    public static let sharedTesting = CoreModule(
        name: SharedSpec.testingModuleName, templateFolder: "shared/Tests", isTestTarget: false,
        dependencies: [SharedSpec.moduleName, "FeatureCoreTesting"], hasResources: false,
        sharedTemplates: [("shared/Tests/ClientDoubles.swift.mustache", "hasClients")])

    /// The runtime's modules, in dependency order (the shared spec's come in ``modules(for:)``).
    public static let all: [CoreModule] = [featureCore, featureCoreUI, featureCoreTesting, featureCoreTests]

    /// Every module of a package with `shared` (its shared spec, if any), in dependency order:
    /// ``all``, then ``shared`` and, when it declares clients, ``sharedTesting``.
    public static func modules(for shared: SharedSpec?) -> [CoreModule] {
        guard let shared else { return all }
        return all + [Self.shared] + (shared.spec.clients.isEmpty ? [] : [sharedTesting])
    }

    /// What every feature's target depends on.
    public static let featureDependencies = [featureCore.name, featureCoreUI.name]
    /// What every feature's test target depends on, besides the feature.
    public static let featureTestDependencies = [featureCoreTesting.name]

    /// The name of the runtime as a whole: its folder in the `features` layout, its record's
    /// folder (`.scaffold/base/Core/`), its row in `scaffold list` and what
    /// `scaffold sync --rebuild-record Core` names. No feature can take it.
    public static let folder = "Core"

    /// The module's folder relative to the package root: `Core/<Module>/Sources` (the test
    /// target: `Core/FeatureCore/Tests`) in the `features` layout, SwiftPM's defaults
    /// (`Sources/<Module>`, `Tests/<Module>`) in the `swiftpm` layout.
    public func path(in layout: ProjectLayout) -> String {
        switch layout {
        case .features where sharedTemplates != nil: Self.folder + "/" + name + "/Sources"
        case .features:
            // `core/FeatureCore/Tests` → `Core/FeatureCore/Tests`.
            Self.folder + templateFolder.dropFirst("core".count)
        case .swiftpm: (isTestTarget ? "Tests/" : "Sources/") + name
        }
    }

    /// The `.target(…)` or `.testTarget(…)` entry for `targets:`, with an explicit `path:` in
    /// the `features` layout.
    public func targetEntry(layout: ProjectLayout) -> String {
        let kind = isTestTarget ? "testTarget" : "target"
        let dependencyList =
            dependencies.isEmpty ? "" : ", dependencies: [" + dependencies.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        let pathArgument = layout == .features ? ", path: \"\(path(in: layout))\"" : ""
        let resources = hasResources ? ", resources: [\(FeatureRegistration.resourcesElement)]" : ""
        return ".\(kind)(name: \"\(name)\"\(dependencyList)\(pathArgument)\(resources))"
    }
}
