/// The manifest entries that register one feature module: a library target, its test target
/// and a library product.
///
/// ```swift
/// .target(name: "Weather", path: "Features/Weather/Sources", resources: [.process("Resources")])
/// .testTarget(name: "WeatherTests", dependencies: ["Weather"], path: "Features/Weather/Tests")
/// .library(name: "Weather", targets: ["Weather"])
/// ```
/// With the ``ProjectLayout/swiftpm`` layout the `path:` arguments are left out (SwiftPM's
/// defaults are `Sources/<Name>` and `Tests/<Name>Tests`). The `resources:` argument ships the
/// feature's String Catalog (`Resources/Localizable.xcstrings`, ``StringCatalog``) in the
/// module's bundle, which generated views look their strings up in (`bundle: .module`).
public struct FeatureRegistration: Hashable, Sendable {
    /// The feature's module name (for example `Weather`).
    public var name: String
    /// Where the feature's files live.
    public var layout: ProjectLayout
    /// Library targets the feature's target depends on (the shared runtime's
    /// ``CoreModule/featureDependencies``, then the spec's `dependencies`).
    public var dependencies: [String]
    /// Targets the feature's test target depends on besides the feature
    /// (``CoreModule/featureTestDependencies``).
    public var testDependencies: [String]

    /// Creates a registration.
    /// - Parameters:
    ///   - name: the module name; letters, digits and `_` only (checked by ``ManifestEditor``).
    ///   - layout: the project's layout.
    ///   - dependencies: the feature target's dependencies, in order.
    ///   - testDependencies: the test target's dependencies besides the feature, in order.
    public init(name: String, layout: ProjectLayout = .features, dependencies: [String] = [], testDependencies: [String] = []) {
        self.name = name
        self.layout = layout
        self.dependencies = dependencies
        self.testDependencies = testDependencies
    }

    /// The registration of a generated feature: its target depends on the shared runtime
    /// (``CoreModule/featureDependencies``), on `Shared` when it uses a shared model or client,
    /// and then on `dependencies` (the spec's); its test target on
    /// ``CoreModule/featureTestDependencies`` and, with a shared client, `SharedTesting`.
    public static func generated(
        name: String, layout: ProjectLayout, dependencies: [String], usesShared: Bool = false,
        usesSharedClients: Bool = false
    ) -> FeatureRegistration {
        var all = CoreModule.featureDependencies + (usesShared ? [SharedSpec.moduleName] : [])
        for dependency in dependencies where !all.contains(dependency) { all.append(dependency) }
        return FeatureRegistration(
            name: name, layout: layout, dependencies: all,
            testDependencies: CoreModule.featureTestDependencies + (usesSharedClients ? [SharedSpec.testingModuleName] : []))
    }

    /// This registration without the shared runtime's dependencies, for a package whose manifest
    /// does not register the runtime (a rename there keeps the feature's targets building).
    public var withoutCoreDependencies: FeatureRegistration {
        var copy = self
        copy.dependencies.removeAll { CoreModule.featureDependencies.contains($0) }
        copy.testDependencies.removeAll { CoreModule.featureTestDependencies.contains($0) }
        return copy
    }

    /// The test target's name: `<Name>Tests`.
    public var testTargetName: String { name + "Tests" }

    /// The `resources:` element that processes the feature's `Resources` folder.
    public static let resourcesElement = ".process(\"\(StringCatalog.resourcesFolder)\")"

    /// The `.target(…)` entry for `targets:`.
    public var targetEntry: String {
        let dependencyList =
            dependencies.isEmpty ? "" : ", dependencies: [" + dependencies.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        let resources = ", resources: [\(Self.resourcesElement)]"
        switch layout {
        case .features:
            return ".target(name: \"\(name)\"\(dependencyList), path: \"\(layout.sourcesPath(for: name))\"\(resources))"
        case .swiftpm: return ".target(name: \"\(name)\"\(dependencyList)\(resources))"
        }
    }

    /// The `.testTarget(…)` entry for `targets:`.
    public var testTargetEntry: String {
        let dependencyList = ([name] + testDependencies).map { "\"\($0)\"" }.joined(separator: ", ")
        switch layout {
        case .features:
            return
                ".testTarget(name: \"\(testTargetName)\", dependencies: [\(dependencyList)], path: \"\(layout.testsPath(for: name))\")"
        case .swiftpm:
            return ".testTarget(name: \"\(testTargetName)\", dependencies: [\(dependencyList)])"
        }
    }

    /// The `.library(…)` entry for `products:`.
    public var productEntry: String { ".library(name: \"\(name)\", targets: [\"\(name)\"])" }
}
