import Foundation

/// Finds the templates that `{{>name}}` partials and `{{<name}}` parents refer to.
public protocol PartialResolver: Sendable {
    /// Returns the parsed template called `name`, or `nil` when there is none.
    /// - Throws: ``TemplateError`` when the partial exists but does not parse.
    func partial(named name: String) throws(TemplateError) -> Template?

    /// Where a partial called `name` was looked for, for "unknown partial" messages (for example
    /// `templates/route.mustache`).
    func searchDescription(for name: String) -> String

    /// Why `name` may not be looked up at all (for example a name that would leave the partials
    /// directory), or `nil` when it may. The renderer reports it at the include tag.
    func problem(withName name: String) -> String?
}

extension PartialResolver {
    /// Default: every name may be looked up.
    public func problem(withName name: String) -> String? { nil }
}

/// A fixed set of parsed templates addressed by name; used for scaffold's built-in templates.
public struct TemplateLibrary: PartialResolver {
    /// Name → template.
    public var templates: [String: Template]

    /// Creates a library.
    public init(templates: [String: Template] = [:]) {
        self.templates = templates
    }

    /// Parses every source and returns a library of the results.
    /// - Parameter sources: name → template source.
    /// - Throws: the first ``TemplateError`` in name order.
    public init(sources: [String: String]) throws(TemplateError) {
        var templates: [String: Template] = [:]
        for name in sources.keys.sorted() {
            templates[name] = try Template.parse(sources[name] ?? "", name: name)
        }
        self.templates = templates
    }

    /// The template called `name`.
    public func partial(named name: String) -> Template? { templates[name] }

    /// `'name' among N templates`.
    public func searchDescription(for name: String) -> String {
        "'\(name)' among \(templates.count) templates"
    }
}

/// Loads partials from `DIRECTORY/<name>.mustache` on first use and keeps them parsed.
public final class DirectoryPartialResolver: PartialResolver, @unchecked Sendable {
    /// The directory searched.
    public let directory: String
    private let lock = NSLock()
    private var cache: [String: Template?] = [:]
    /// ``problem(withName:)`` per name: asked at every include, answered once (the partial's
    /// text is kept from its first read too).
    private var problems: [String: String?] = [:]

    /// Creates a resolver for `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    private func path(for name: String) -> String {
        (directory as NSString).appendingPathComponent(name + ".mustache")
    }

    /// Reads and parses `DIRECTORY/<name>.mustache`; `nil` when the file does not exist.
    public func partial(named name: String) throws(TemplateError) -> Template? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[name] { return cached }
        let path = path(for: name)
        guard let data = FileManager.default.contents(atPath: path) else {
            cache[name] = .some(nil)
            return nil
        }
        let template = try Template.parse(bytes: Array(data), name: path)
        cache[name] = template
        return template
    }

    /// The file path tried.
    public func searchDescription(for name: String) -> String { path(for: name) }

    /// A partial name must stay inside ``directory``: a clean relative path (subdirectories
    /// allowed; no `..`, not absolute, no control characters) that does not resolve outside it
    /// through a symbolic link.
    public func problem(withName name: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let known = problems[name] { return known }
        let problem = findProblem(withName: name)
        problems[name] = .some(problem)
        return problem
    }

    private func findProblem(withName name: String) -> String? {
        if let problem = PathComponents.problemWithRelativePath(name) {
            return "partial name '\(name)' leaves the partials directory \(directory) (\(problem))"
        }
        let fileSystem = LocalFileSystem()
        let realDirectory = fileSystem.resolvingSymbolicLinks(directory)
        let resolved = fileSystem.resolvingSymbolicLinks(path(for: name))
        if !PathComponents.isInside(resolved, root: realDirectory) {
            return "partial '\(name)' resolves to \(resolved), outside the partials directory \(directory) (a symbolic link)"
        }
        return nil
    }
}
