import Foundation

/// Parsed templates shared by every render in this process, keyed by name and source text.
///
/// A template's parse depends on its name and text only, so a cached one is the one a fresh
/// parse would give; a source that fails to parse is not kept. Rendering a package parses each
/// built-in template once however many features it renders (a `sync` of many features, or a
/// test process that generates thousands of packages).
public enum TemplateCache {
    /// The most templates kept; past it the cache starts again empty.
    static let capacity = 2048

    private static let store = Store()

    /// The template `text` parses to, from the cache when it was parsed before.
    /// - Parameters:
    ///   - text: the template source (UTF-8; LF or CRLF line endings).
    ///   - name: the template's name or file path, reported in error locations.
    /// - Returns: the parsed template.
    /// - Throws: ``TemplateError`` as ``Template/parse(_:name:)`` does.
    public static func template(_ text: String, name: String) throws(TemplateError) -> Template {
        let key = Key(name: name, text: text)
        if let template = store.template(for: key) { return template }
        let template = try Template.parse(text, name: name)
        store.keep(template, for: key)
        return template
    }

    private struct Key: Hashable {
        let name: String
        let text: String
    }

    private final class Store: @unchecked Sendable {
        private let lock = NSLock()
        private var templates: [Key: Template] = [:]

        func template(for key: Key) -> Template? {
            lock.withLock { templates[key] }
        }

        func keep(_ template: Template, for key: Key) {
            lock.withLock {
                if templates.count >= TemplateCache.capacity { templates.removeAll(keepingCapacity: true) }
                templates[key] = template
            }
        }
    }
}
