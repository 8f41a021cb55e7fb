/// Names that would make the App target fail to compile although every spec is valid on its own.
///
/// The App target imports every feature module and names each feature's types through its
/// module (`Entry.LiveEntryClient()`). Swift looks a name up as a type before it looks it up as
/// a module, so when another imported module declares a public type `Entry` (Journal's stored
/// model), or the App target declares one itself (`AppFeature`), `Entry.LiveEntryClient` is
/// read as a member of that type and does not compile. Module selectors (`Entry::Entry`) would
/// disambiguate, but Xcode 16's Swift does not have them, so the only fix is a rename.
/// Likewise a feature's public type named like a SwiftUI type the App target uses unqualified
/// (`TabView`) makes that use ambiguous.
extension AppComposer {
    /// Type names the App target declares, or uses unqualified from SwiftUI and the standard
    /// library, each with what it is: a feature module may not take one of these names, and a
    /// feature's public type may not take one of the imported ones.
    ///
    /// `AppNameClashTests` scans the App templates and checks every type name they use
    /// unqualified is listed here (or in ``ReservedNames``' standard names).
    public static let appTargetTypeNames: [String: String] = {
        var names: [String: String] = [
            "AppFeature": "the App target's enum of root features 'AppFeature' (AppComposition.swift)",
            "AppDependencies": "the App target's composition root 'AppDependencies' (AppComposition.swift)",
            "AppFeatureModels": "the App target's root feature models 'AppFeatureModels' (AppComposition.swift)",
            "AppSceneState": "the App target's saved window state 'AppSceneState' (AppComposition.swift)",
            "AppLinkOutcome": "the App target's deep-link outcome 'AppLinkOutcome' (AppComposition.swift)",
            "SharedAppDependencies":
                "the App target's one set of dependencies per process 'SharedAppDependencies' (AppComposition.swift)",
            "AppRootView": "the App target's root view 'AppRootView' (AppRootView.swift)",
            "AppLaunchView": "the App target's launch view 'AppLaunchView' (AppRootView.swift)",
            "AppFeatureViews": "the App target's feature views 'AppFeatureViews' (AppRootView.swift)",
            "AppComposition": "the App target's 'AppComposition' (App.swift)",
        ]
        for name in appImportedTypeNames { names[name] = "the type '\(name)' that the App target uses unqualified" }
        return names
    }()

    /// SwiftUI and standard library types the App target's generated files use unqualified.
    static let appImportedTypeNames: Set<String> = [
        "AnyObject", "AnyView", "Array", "Bool", "Bundle", "CaseIterable", "Codable", "ContentUnavailableView", "Data",
        "Dictionary",
        "EmptyView",
        "Environment", "Equatable", "Error", "ForEach", "Foundation", "Hashable", "Identifiable", "Image", "JSONDecoder",
        "JSONEncoder", "Label", "List", "MainActor", "NavigationSplitView", "OSLog", "Optional", "ProgressView", "SceneStorage",
        "Sendable", "State", "String", "Substring", "TabView", "Task", "Text", "URL", "URLComponents", "View", "ViewBuilder",
        "Void",
    ]

    /// Clashes between what the features' modules are called, the public types their generated
    /// sources declare (``ReservedNames/publicTypeNames(for:)``) and ``appTargetTypeNames``.
    /// - Parameters:
    ///   - features: every feature of the package.
    ///   - changing: features being generated, synced or renamed now; a clash between one of
    ///     them and a saved feature is located in the changing one's spec.
    /// - Returns: one located diagnostic per clash, naming both sides and the fix.
    static func nameClashes(_ features: [Feature], changing: Set<String>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let sorted = features.sorted { $0.spec.name < $1.spec.name }
        var modules: [String: Feature] = [:]
        for feature in sorted {
            modules[SwiftName(feature.spec.name).targetName] = modules[SwiftName(feature.spec.name).targetName] ?? feature
        }
        for feature in sorted {
            let module = SwiftName(feature.spec.name).targetName
            if let what = appTargetTypeNames[module] {
                diagnostics.append(
                    Diagnostic(
                        at: SpecKeyLocator(feature).location(["name"]),
                        "name: the feature module '\(module)' has the same name as \(what); the App target names the module's types as '\(module).<Type>', which Swift would read as members of that type, so it would not compile; rename the feature"
                    ))
            }
        }
        // Each feature's public types against every module, on every core (a package of many
        // features has thousands of types); diagnostics in the features' order.
        let modulesByName = modules
        let perFeature = ParallelMap.map(sorted) { feature -> [Diagnostic] in
            var diagnostics: [Diagnostic] = []
            let module = SwiftName(feature.spec.name).targetName
            for type in ReservedNames.publicTypeNames(for: feature.spec) {
                if let other = modulesByName[type.name], other.spec.name != feature.spec.name {
                    let otherModule = SwiftName(other.spec.name).targetName
                    let example = Self.exampleQualifiedName(of: other.spec)
                    let reason =
                        "the App target imports both, and Swift finds the type before the module, so '\(example)' would not compile (module selectors, which would tell them apart, are not available to Xcode 16's Swift)"
                    if changing.contains(other.spec.name) && !changing.contains(feature.spec.name) {
                        diagnostics.append(
                            Diagnostic(
                                at: SpecKeyLocator(other).location(["name"]),
                                "name: the feature '\(otherModule)' has the same name as \(type.what) of '\(module)' (\(SpecKeyLocator(feature).location(type.specKey))); \(reason); rename this feature, or rename the type in \(feature.specPath)"
                            ))
                    } else {
                        diagnostics.append(
                            Diagnostic(
                                at: SpecKeyLocator(feature).location(type.specKey),
                                "\(Self.jsonPath(type.specKey)): \(type.what) has the same name as the feature module '\(otherModule)' (\(other.specPath)); \(reason); rename \(type.specKey == ["name"] ? "this feature" : "the type") or the feature '\(otherModule)'"
                            ))
                    }
                } else if appImportedTypeNames.contains(type.name) {
                    diagnostics.append(
                        Diagnostic(
                            at: SpecKeyLocator(feature).location(type.specKey),
                            "\(Self.jsonPath(type.specKey)): \(type.what) has the same name as the SwiftUI or standard type '\(type.name)' that the App target uses unqualified, which would then be ambiguous there; choose a more specific name"
                        ))
                }
            }
            return diagnostics
        }
        diagnostics += perFeature.joined()
        return diagnostics
    }

    /// A name the App target writes through the module of `spec`'s feature (for messages).
    static func exampleQualifiedName(of spec: FeatureSpec) -> String {
        let module = SwiftName(spec.name).targetName
        return "\(module).\(FeatureNaming.typeName(spec.name))Route"
    }

    /// `["storage", "models", "0", "name"]` as `storage.models[0].name`.
    static func jsonPath(_ key: [String]) -> String {
        var path = ""
        for component in key {
            if Int(component) != nil {
                path += "[\(component)]"
            } else {
                path += path.isEmpty ? component : "." + component
            }
        }
        return path
    }
}

/// Finds where a spec file writes a key (an array index as decimal digits), for located errors;
/// the file's start when it cannot be found.
struct SpecKeyLocator {
    let feature: AppComposer.Feature
    let document: JSONDocument?

    init(_ feature: AppComposer.Feature) {
        self.feature = feature
        self.document = try? JSONDocument.parse(feature.specText, file: feature.specPath)
    }

    func location(_ key: [String]) -> SourceLocation {
        guard let document else { return SourceLocation(file: feature.specPath, line: 1, column: 1) }
        var node = document.root
        for component in key {
            if let index = Int(component) {
                guard let array = node.arrayValue, array.indices.contains(index) else { break }
                node = array[index]
            } else {
                guard let next = node[component] else { break }
                node = next
            }
        }
        return document.location(of: node)
    }
}
