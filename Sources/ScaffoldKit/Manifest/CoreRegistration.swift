/// The manifest entries of the shared runtime (``CoreModule/all``): one target per module,
/// for example in the `features` layout
///
/// ```swift
/// .target(name: "FeatureCore", path: "Core/FeatureCore/Sources"),
/// .target(name: "FeatureCoreUI", dependencies: ["FeatureCore"], path: "Core/FeatureCoreUI/Sources", resources: [.process("Resources")]),
/// .target(name: "FeatureCoreTesting", dependencies: ["FeatureCore"], path: "Core/FeatureCoreTesting/Sources"),
/// .testTarget(name: "FeatureCoreTests", dependencies: ["FeatureCore", "FeatureCoreTesting"], path: "Core/FeatureCore/Tests"),
/// ```
/// No products: the features depend on the targets, and the app on the features.
/// ``ManifestEditor`` inserts the missing ones together (in a package with the `App` target,
/// at the place `FeatureCore` sorts to, like a feature's entries), and gives a registered
/// module the dependencies and resources it lacks.
public struct CoreRegistration: Hashable, Sendable {
    /// Where the modules live.
    public var layout: ProjectLayout
    /// The modules registered: ``CoreModule/all``, and the shared spec's
    /// (``CoreModule/modules(for:)``), which the `App` target depends on too (it builds the
    /// shared clients).
    public var modules: [CoreModule]

    /// Creates the registration for `layout`.
    /// - Parameters:
    ///   - layout: where the modules live.
    ///   - modules: the modules to register, in dependency order.
    public init(layout: ProjectLayout, modules: [CoreModule] = CoreModule.all) {
        self.layout = layout
        self.modules = modules
    }

    /// Each module's name and `targets:` entry, in dependency order.
    public var entries: [(module: CoreModule, text: String)] {
        modules.map { ($0, $0.targetEntry(layout: layout)) }
    }

    /// What the `App` target depends on besides the features: the `Shared` module, when registered.
    var appDependencies: [String] { modules.contains(.shared) ? [SharedSpec.moduleName] : [] }

    /// The name the entries sort by when inserted in name order: they stay together, in
    /// dependency order.
    static let sortName = CoreModule.featureCore.name
}
