import Foundation

/// A project's scaffold settings, read from `.scaffold/config.json` in the package root:
///
/// ```json
/// { "layout": "features", "style": "feature", "features": ["Catalog", "Cart"], "manifest": "table" }
/// ```
/// Every key is optional (defaults: `features`, `feature`, no order, `targets`); a missing file
/// means the defaults. `manifest` is the form of `Package.swift` (``ManifestForm``): `sync`
/// migrates the manifest to it. `features` orders the app's root navigation: the features listed come first, in
/// that order, then the others by name.
/// Problems are reported together as located diagnostics, with the nearest valid name suggested
/// for unknown keys and values.
///
/// Positions come from a small key search over the text and, for malformed JSON, from
/// Foundation's character offset; the positioned JSON parser in `JSON/` can replace both.
public struct ProjectConfig: Hashable, Sendable {
    /// Where feature modules are placed.
    public var layout: ProjectLayout
    /// The default template set for new features (`feature`, `mvvm` or `mvi`).
    public var style: String
    /// The order of the app's root navigation (feature names); features not listed follow by name.
    public var features: [String] = []
    /// How `Package.swift` registers features; `sync` migrates it to this form.
    public var manifest: ManifestForm = .targets

    /// The config file's path relative to the package root.
    public static let relativePath = ".scaffold/config.json"
    /// The styles a config may name.
    public static let knownStyles = ["feature", "mvi", "mvvm"]
    /// The keys a config may contain.
    public static let knownKeys = ["layout", "style", "features", "manifest"]
    /// The configuration used when there is no config file.
    public static let defaults = ProjectConfig(layout: .features, style: "feature")

    /// Creates a configuration.
    public init(layout: ProjectLayout, style: String) {
        self.layout = layout
        self.style = style
    }

    /// The config as the JSON `scaffold init` writes (two-space indented, newline-terminated).
    public var json: String {
        var members = ["  \"layout\": \"\(layout.rawValue)\"", "  \"style\": \"\(style)\""]
        if !features.isEmpty {
            members.append("  \"features\": [" + features.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
        }
        if manifest != .targets { members.append("  \"manifest\": \"\(manifest.rawValue)\"") }
        return "{\n" + members.joined(separator: ",\n") + "\n}\n"
    }

    /// Reads the config of the package at `packageRoot`.
    /// - Parameters:
    ///   - packageRoot: the package's absolute path.
    ///   - fileSystem: where to read.
    /// - Returns: the config, or ``defaults`` when the file does not exist.
    /// - Throws: ``DiagnosticList`` with every problem in the file (malformed JSON, unknown
    ///   keys, wrong types, unknown values), located at `packageRoot/.scaffold/config.json`.
    public static func load(packageRoot: String, fileSystem: any FileSystem) throws(DiagnosticList) -> ProjectConfig {
        let path = PathComponents.join(packageRoot, relativePath)
        guard fileSystem.exists(path) else { return defaults }
        do {
            return try parse(try fileSystem.readBytes(path), file: path)
        } catch let error as DiagnosticList {
            throw error
        } catch {
            throw DiagnosticList([Diagnostic(at: nil, "cannot read \(error)")])
        }
    }

    /// Parses config JSON.
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - file: the path used in diagnostics.
    /// - Returns: the config.
    /// - Throws: ``DiagnosticList`` with every problem found.
    public static func parse(_ bytes: [UInt8], file: String) throws(DiagnosticList) -> ProjectConfig {
        let text = String(decoding: bytes, as: UTF8.self)
        func location(ofOffset offset: Int) -> SourceLocation {
            var line = 1, column = 1
            for character in text.unicodeScalars.prefix(offset) {
                if character == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            return SourceLocation(file: file, line: line, column: column)
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes), options: [])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            var at = SourceLocation(file: file, line: 1, column: 1)
            if let match = detail.range(of: #"character \d+"#, options: .regularExpression),
                let offset = Int(detail[match].dropFirst("character ".count))
            {
                at = location(ofOffset: offset)
            }
            throw DiagnosticList([Diagnostic(at: at, "malformed JSON in project config" + (detail.isEmpty ? "" : ": " + detail))])
        }
        guard let members = object as? [String: Any] else {
            throw DiagnosticList([
                Diagnostic(
                    at: location(ofOffset: 0),
                    "project config must be a JSON object like {\"layout\": \"features\", \"style\": \"feature\"}")
            ])
        }

        /// Where `"key"` appears as a member name (the value's position is close enough for a caret).
        func location(ofKey key: String) -> SourceLocation {
            guard let range = text.range(of: "\"\(key)\"\\s*:", options: .regularExpression) else { return location(ofOffset: 0) }
            return location(ofOffset: text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: range.lowerBound))
        }

        var problems: [Diagnostic] = []
        for key in members.keys.sorted() where !knownKeys.contains(key) {
            var message = "unknown key '\(key)' in project config"
            if let suggestion = NearestName.find(key, among: knownKeys) { message += "; did you mean '\(suggestion)'?" }
            problems.append(
                Diagnostic(
                    at: location(ofKey: key),
                    message + " (expected one of \(knownKeys.map { "'\($0)'" }.joined(separator: ", ")))"))
        }
        var config = defaults
        if let value = members["layout"] {
            if let name = value as? String, let layout = ProjectLayout(rawValue: name) {
                config.layout = layout
            } else {
                problems.append(
                    badValue("layout", value, allowed: ProjectLayout.allCases.map(\.rawValue), at: location(ofKey: "layout")))
            }
        }
        if let value = members["style"] {
            if let name = value as? String, knownStyles.contains(name) {
                config.style = name
            } else {
                problems.append(badValue("style", value, allowed: knownStyles, at: location(ofKey: "style")))
            }
        }
        if let value = members["manifest"] {
            if let name = value as? String, let form = ManifestForm(rawValue: name) {
                config.manifest = form
            } else {
                problems.append(
                    badValue("manifest", value, allowed: ManifestForm.allCases.map(\.rawValue), at: location(ofKey: "manifest")))
            }
        }
        if let value = members["features"] {
            if let names = value as? [String] {
                config.features = names
            } else {
                problems.append(
                    Diagnostic(
                        at: location(ofKey: "features"),
                        "'features' must be an array of feature names, the order of the app's root, e.g. [\"Catalog\", \"Cart\"]")
                )
            }
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return config
    }

    private static func badValue(_ key: String, _ value: Any, allowed: [String], at location: SourceLocation) -> Diagnostic {
        let expected = allowed.map { "'\($0)'" }.joined(separator: ", ")
        guard let name = value as? String else {
            return Diagnostic(at: location, "'\(key)' must be a string, one of \(expected)")
        }
        var message = "unknown \(key) '\(name)'; expected one of \(expected)"
        if let suggestion = NearestName.find(name, among: allowed) { message += "; did you mean '\(suggestion)'?" }
        return Diagnostic(at: location, message)
    }
}
