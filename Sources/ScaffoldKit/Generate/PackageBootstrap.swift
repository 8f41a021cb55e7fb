/// The plan behind `scaffold init`: a Swift package ready for feature modules.
///
/// Files (rendered from the built-in `Templates/init/` with `{{name}}`):
/// - `Package.swift`: tools 6.0, iOS 17 / macOS 14, Swift 6 language mode, an `App` library
///   target at `Sources/App` (the composition root) and an `AppTests` test target;
/// - `Sources/App/App.swift` and `Sources/App/AppRootView.swift` (SwiftUI, behind
///   `#if canImport(SwiftUI)`), `Tests/AppTests/AppTests.swift` (one Swift Testing test);
/// - `.scaffold/config.json` (`layout: features`, `style: feature`), `README.md`, `.gitignore`.
public enum PackageBootstrap {
    /// Template (relative to `Templates/`) → output path relative to the package root.
    public static let files: [(template: String, path: String)] = [
        ("init/Package.swift.mustache", "Package.swift"),
        ("init/App.swift.mustache", "Sources/App/App.swift"),
        ("init/AppRootView.swift.mustache", "Sources/App/AppRootView.swift"),
        ("init/AppTests.swift.mustache", "Tests/AppTests/AppTests.swift"),
        ("init/config.json.mustache", ProjectConfig.relativePath),
        ("init/README.md.mustache", "README.md"),
        ("init/gitignore.mustache", ".gitignore"),
    ]

    /// Checks a package name: an ASCII letter, then letters, digits, `_` or `-`.
    /// - Parameter name: the name given to `scaffold init`.
    /// - Returns: `nil` when valid, else a one-line explanation.
    public static func problem(withName name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "the package name is empty" }
        let valid =
            first.isASCII && first.properties.isAlphabetic
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
            }
        return valid ? nil : "invalid package name '\(name)': use an ASCII letter followed by letters, digits, '_' or '-'"
    }

    /// Builds the plan for a new package.
    /// - Parameters:
    ///   - name: the package name (see ``problem(withName:)``).
    ///   - root: the absolute path of the directory to create.
    /// - Returns: the plan; apply it with ``PlanWriter``.
    /// - Throws: ``PackageBootstrapError`` for an invalid name or a built-in template that fails
    ///   to load or render.
    public static func plan(name: String, root: String) throws(PackageBootstrapError) -> GenerationPlan {
        if let problem = problem(withName: name) { throw .invalidName(problem) }
        let context = TemplateValue.object(["name": .string(name)])
        let renderer = TemplateRenderer(escaping: .none, isStrict: true)
        var plan = GenerationPlan(root: root)
        for file in files {
            guard let source = BuiltinTemplates.files[file.template] else { throw .missingTemplate(file.template) }
            do {
                let template = try Template.parse(source, name: file.template)
                try plan.add(file.path, text: try renderer.render(template, with: context))
            } catch {
                throw .template(file.template, String(describing: error))
            }
        }
        return plan
    }
}
