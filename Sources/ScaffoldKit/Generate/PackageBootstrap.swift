/// The plan behind `scaffold init`: a Swift package ready for feature modules.
///
/// Files (rendered from the built-in `Templates/init/` with `{{name}}`, `{{appTypeName}}`,
/// `{{appFolder}}`, `{{bundleIdentifier}}` and the `{{#manifestTable}}` section):
/// - `Package.swift`: tools 6.0, iOS 17 / macOS 14, Swift 6 language mode, an `App` library
///   target at `Sources/App` (the composition root), an `AppTests` test target, and the shared
///   runtime's targets (``CoreRegistration``), in the manifest form asked for (``ManifestForm``);
/// - the shared runtime the features import (``CoreRuntime``: `Core/FeatureCore`,
///   `Core/FeatureCoreUI`, `Core/FeatureCoreTesting` and its tests) and its record (the bases
///   under `.scaffold/base/Core/`);
/// - `Sources/App/App.swift` (the user's: never touched again), `Tests/AppTests/AppTests.swift`
///   (one Swift Testing test), and the composition root scaffold keeps current
///   (``AppComposer``: `AppComposition.swift`, `AppRootView.swift`, with no features yet) and
///   its record (the bases under `.scaffold/base/App/`);
/// - `Xcode/<Name>.xcodeproj` (an iOS + macOS application target whose sources are the
///   synchronized folder `Xcode/<Name>App/`, depending on the package's `App` product through a
///   local package reference, with a shared scheme that runs the app and, on Cmd-U, every test
///   target scaffold owns: kept current by ``AppComposer``) and `Xcode/<Name>App/<Name>App.swift`,
///   the `@main` type showing `AppLaunchView`, beside the asset catalog
///   `Xcode/<Name>App/Assets.xcassets` (an empty `AppIcon` for iOS and macOS, and `AccentColor`);
///   the macOS app runs in the App Sandbox with the hardened runtime and the entitlements file
///   `Xcode/<Name>.entitlements` (outside the synchronized folder, so never a bundle resource);
/// - `.scaffold/config.json` (`layout: features`, `style: feature`, and `manifest: table` in the
///   table form), `README.md`, `.gitignore`.
public enum PackageBootstrap {
    /// Template (relative to `Templates/`) → output path relative to the package root.
    /// `{{appTypeName}}` and friends are substituted in paths too.
    public static let files: [(template: String, path: String)] = [
        ("init/Package.swift.mustache", "Package.swift"),
        ("init/App.swift.mustache", "Sources/App/App.swift"),
        ("init/AppTests.swift.mustache", "Tests/AppTests/AppTests.swift"),
        ("init/config.json.mustache", ProjectConfig.relativePath),
        ("init/README.md.mustache", "README.md"),
        ("init/gitignore.mustache", ".gitignore"),
        ("init/xcode/project.pbxproj.mustache", "Xcode/{{name}}.xcodeproj/project.pbxproj"),
        ("init/xcode/AppMain.swift.mustache", "Xcode/{{appFolder}}/{{appTypeName}}.swift"),
        ("init/xcode/App.entitlements.mustache", "Xcode/{{name}}.entitlements"),
        ("init/xcode/Assets/Contents.json.mustache", "Xcode/{{appFolder}}/Assets.xcassets/Contents.json"),
        ("init/xcode/Assets/AppIcon.json.mustache", "Xcode/{{appFolder}}/Assets.xcassets/AppIcon.appiconset/Contents.json"),
        ("init/xcode/Assets/AccentColor.json.mustache", "Xcode/{{appFolder}}/Assets.xcassets/AccentColor.colorset/Contents.json"),
    ]

    /// The Swift type name of the app's `@main` type: the name with `-` and `_` dropped, the
    /// first letter and each letter after them uppercased, then `App` (`my-shop` → `MyShopApp`).
    /// - Parameter name: a valid package name (see ``problem(withName:)``).
    public static func appTypeName(for name: String) -> String {
        var result = ""
        var upperNext = true
        for character in name {
            if character == "-" || character == "_" {
                upperNext = true
            } else {
                result += upperNext ? character.uppercased() : String(character)
                upperNext = false
            }
        }
        return result + "App"
    }

    /// The app's default bundle identifier: `com.example.` then the name with `_` as `-`
    /// (`scaffold init --bundle-id` sets another; else change it in Xcode before shipping).
    public static func bundleIdentifier(for name: String) -> String {
        "com.example." + name.replacingOccurrences(of: "_", with: "-")
    }

    /// Checks a bundle identifier as Apple defines it (`CFBundleIdentifier`: only ASCII letters,
    /// digits, `-` and `.`), in reverse-DNS form: at least two `.`-separated components, none
    /// empty. Source: https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleidentifier
    /// - Parameter identifier: the value of `scaffold init --bundle-id`.
    /// - Returns: `nil` when valid, else a one-line explanation.
    public static func problem(withBundleIdentifier identifier: String) -> String? {
        let allowed = identifier.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == ".")
        }
        guard allowed else {
            return
                "invalid bundle identifier '\(identifier)': use only ASCII letters, digits, '-' and '.' (reverse-DNS, e.g. com.acme.shop)"
        }
        let components = identifier.split(separator: ".", omittingEmptySubsequences: false)
        guard components.count >= 2, !components.contains(where: \.isEmpty) else {
            return
                "invalid bundle identifier '\(identifier)': use reverse-DNS form, two or more components separated by single dots (e.g. com.acme.shop)"
        }
        return nil
    }

    /// Checks a package name: an ASCII letter, then letters, digits, `_` or `-`, and not a name
    /// the Xcode app's module cannot take (`App`, `Foundation`, `SwiftUI`, a standard type:
    /// ``ReservedNames/standardTypeNames``; the shared runtime's modules:
    /// ``ReservedNames/coreNames``).
    /// - Parameter name: the name given to `scaffold init`.
    /// - Returns: `nil` when valid, else a one-line explanation.
    public static func problem(withName name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "the package name is empty" }
        let valid =
            first.isASCII && first.properties.isAlphabetic
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
            }
        guard valid else {
            return "invalid package name '\(name)': use an ASCII letter followed by letters, digits, '_' or '-'"
        }
        // The Xcode app's module is named after the package: it imports the package's `App`
        // target and uses SwiftUI, so it must not be `App` or hide a module or type it uses.
        let moduleName = name.replacingOccurrences(of: "-", with: "_")
        if ReservedNames.coreNames.contains(moduleName) {
            return
                "invalid package name '\(name)': the Xcode app's module would be named '\(moduleName)', which is a module of the shared runtime scaffold generates (Core); choose another name"
        }
        if ReservedNames.standardTypeNames.contains(moduleName) {
            return
                "invalid package name '\(name)': the Xcode app's module would be named '\(moduleName)', which \(moduleName == "App" ? "is the package's App target" : "would shadow the standard, Foundation or SwiftUI module or type '\(moduleName)'"); choose a more specific name"
        }
        return nil
    }

    /// Builds the plan for a new package.
    /// - Parameters:
    ///   - name: the package name (see ``problem(withName:)``).
    ///   - root: the absolute path of the directory to create.
    ///   - manifest: the form of `Package.swift` (``ManifestForm``; recorded in the config).
    ///   - bundleIdentifier: the Xcode app target's `PRODUCT_BUNDLE_IDENTIFIER`, already checked
    ///     (``problem(withBundleIdentifier:)``); `nil`: ``bundleIdentifier(for:)``.
    /// - Returns: the plan; apply it with ``PlanWriter``.
    /// - Throws: ``PackageBootstrapError`` for an invalid name or a built-in template that fails
    ///   to load or render (or a manifest template the editor cannot register the runtime in).
    public static func plan(
        name: String, root: String, manifest: ManifestForm = .targets, bundleIdentifier: String? = nil
    ) throws(PackageBootstrapError)
        -> GenerationPlan
    {
        if let problem = problem(withName: name) { throw .invalidName(problem) }
        let appTypeName = appTypeName(for: name)
        let context = TemplateValue.object([
            "name": .string(name), "possessiveName": .string(DiagnosticText.possessive(name)),
            "appTypeName": .string(appTypeName), "appFolder": .string(appTypeName),
            "bundleIdentifier": .string(bundleIdentifier ?? Self.bundleIdentifier(for: name)),
            "manifestTable": .bool(manifest == .table),
        ])
        let renderer = TemplateRenderer(escaping: .none, isStrict: true)
        let core = CoreRegistration(layout: .features)
        var plan = GenerationPlan(root: root)
        for file in files {
            guard let source = BuiltinTemplates.files[file.template] else { throw .missingTemplate(file.template) }
            do {
                let template = try TemplateCache.template(source, name: file.template)
                let path = try renderer.render(try TemplateCache.template(file.path, name: file.template), with: context)
                var text = try renderer.render(template, with: context)
                if path == "Package.swift" {
                    // The runtime's targets, inserted as `feature` and `sync` insert them.
                    text = try ManifestEditor(source: text).registering([], addingToApp: true, core: core).text
                    text = try ManifestEditor(source: text).converting(to: manifest, registrations: [], layout: core.layout)
                }
                try plan.add(path, text: text)
            } catch {
                throw .template(file.template, String(describing: error))
            }
        }
        do {
            let runtime = try CoreRuntime(layout: core.layout).render()
            for file in runtime { try plan.add(file.path, text: file.contents) }
            for (path, text) in StoredBases.recordFiles(owner: CoreModule.folder, for: runtime.map { ($0.path, $0.contents) })
                .sorted(by: { $0.key < $1.key })
            {
                try plan.add(path, text: text)
            }
        } catch {
            throw .template("core/", String(describing: error))
        }
        do {
            let composed = try AppComposer(appName: name, features: [], order: [], hasXcodeProject: true).render()
            for file in composed { try plan.add(file.path, text: file.contents) }
            for (path, text) in AppRootUpdate.recordFiles(for: composed.map { ($0.path, $0.contents) })
                .sorted(by: { $0.key < $1.key })
            {
                try plan.add(path, text: text)
            }
        } catch {
            throw .template("app/", String(describing: error))
        }
        return plan
    }
}
