import Foundation

/// The app's composition root as `feature`, `sync` and `check` keep it: rendered from every
/// feature's saved spec (with the spec being generated in place of its saved one), written into
/// the `App` target beside the user's own files.
public struct AppRootUpdate: Sendable {
    /// One generated file of the `App` target.
    public struct File: Sendable {
        /// Path relative to the package root.
        public var path: String
        /// What scaffold would write.
        public var contents: String
        /// What is there now (`nil`: no file).
        public var current: String?
        /// Whether the file may be replaced: absent, or still exactly what scaffold last wrote
        /// (per `.scaffold/app.json`). An edited file is a conflict unless `--force`.
        public var isReplaceable: Bool
        /// The hash of what scaffold last wrote here (per `.scaffold/app.json`), if recorded.
        public var recordedHash: String? = nil

        /// Whether writing would change the file.
        public var isStale: Bool { current != contents }

        /// Whether scaffold has something new for the file: it is missing, or it differs from
        /// the rendering and the rendering is not what scaffold last wrote. A user's edit to a
        /// file whose rendering has not changed is not drift (`check` passes, `sync` keeps it).
        public var isDrift: Bool {
            guard let current else { return true }
            return current != contents && recordedHash != ContentHash.of(contents)
        }
    }

    /// The rendered files.
    public var files: [File]
    /// `.scaffold/app.json`: the hash of each file as written, so a later run can tell an edit.
    public var record: String
    /// The record's current text, if any.
    public var currentRecord: String?

    /// The record's path relative to the package root.
    public static let recordPath = ".scaffold/app.json"

    /// The files that writing would change.
    public var staleFiles: [File] { files.filter(\.isStale) }

    /// The files scaffold has something new for (see ``File/isDrift``): what `check` reports.
    public var driftFiles: [File] { files.filter(\.isDrift) }

    /// Adds the files and the record to `plan`: a stale file is replaced when it is replaceable,
    /// else added as it is (so the writer reports a conflict, or overwrites with `--force`).
    /// - Throws: ``GenerationPlanError`` for a path the plan already holds.
    public func add(to plan: inout GenerationPlan) throws(GenerationPlanError) {
        for file in files {
            // The user's edit to a file whose rendering did not change stays as it is.
            if file.current != nil, !file.isDrift { continue }
            if let current = file.current, file.isReplaceable {
                try plan.add(file.path, text: file.contents, replacing: current)
            } else {
                try plan.add(file.path, text: file.contents)
            }
        }
        if let currentRecord {
            try plan.add(Self.recordPath, text: record, replacing: currentRecord)
        } else {
            try plan.add(Self.recordPath, text: record)
        }
    }

    /// The record text for `files`: `{"files": {"<path>": "<hash>", ...}}`, sorted, two-space
    /// indented, newline-terminated.
    static func recordText(for files: [File]) -> String {
        let lines = files.sorted { $0.path < $1.path }.map { "    \"\($0.path)\": \"\(ContentHash.of($0.contents))\"" }
        return "{\n  \"files\": {\n" + lines.joined(separator: ",\n") + "\n  }\n}\n"
    }

    /// The hashes recorded in `text` (path → hash); empty when it cannot be read.
    static func recordedHashes(in text: String?) -> [String: String] {
        guard let text, let document = try? JSONDocument.parse(text, file: recordPath),
            let members = document.root["files"]?.objectMembers
        else { return [:] }
        var result: [String: String] = [:]
        for member in members { result[member.key] = member.value.stringValue }
        return result
    }
}

extension PackageWorkspace {
    /// Whether the package has the `App` composition-root target `scaffold init` creates
    /// (`Sources/App` and a target named `App`); without it there is no composition root to keep.
    public var hasAppTarget: Bool {
        guard fileSystem.isDirectory(path("Sources/App")), let manifest = try? manifestText(),
            let targets = try? ManifestEditor(source: manifest).registeredNames().targets
        else { return false }
        return targets.contains("App")
    }

    /// The package's name as `Package(name:)` writes it, else the folder's name.
    public var packageName: String {
        if let manifest = try? manifestText(),
            let range = manifest.range(of: #"Package\(\s*name:\s*"[^"]+""#, options: .regularExpression)
        {
            let match = manifest[range]
            if let open = match.firstIndex(of: "\"") {
                return String(match[match.index(after: open)...].dropLast())
            }
        }
        return (root as NSString).lastPathComponent
    }

    /// Renders the composition root for every generated feature, with `replacing` used in place
    /// of the saved spec of the feature it names (or added, for a new feature), and validates
    /// what spans features (see ``AppComposer/validate(_:)``).
    /// - Parameters:
    ///   - replacing: the feature being generated now, not yet saved.
    ///   - excluding: features being removed (left out of the composition root).
    ///   - overriding: other features whose specs are being changed too, used in place of
    ///     their saved specs (a rename edits the routes that open the renamed feature).
    /// - Returns: `nil` when the package has no `App` target.
    /// - Throws: ``CommandFailure`` with located diagnostics when a spec is invalid or the
    ///   features do not fit together.
    public func appRootUpdate(
        replacing: AppComposer.Feature? = nil, excluding: Set<String> = [], overriding: [AppComposer.Feature] = []
    ) throws(CommandFailure) -> AppRootUpdate? {
        guard hasAppTarget else { return nil }
        var features: [AppComposer.Feature] = []
        let replaced = Set(([replacing].compactMap { $0 } + overriding).map(\.spec.name))
        for name in generatedFeatures() where !replaced.contains(name) && !excluding.contains(name) {
            let saved = try loadSavedSpec(for: name)
            features.append(AppComposer.Feature(spec: saved.spec, specPath: saved.path, specText: saved.text))
        }
        features += overriding.filter { !excluding.contains($0.spec.name) }
        if let replacing { features.append(replacing) }
        let problems = AppComposer.validate(features)
        if !problems.isEmpty { throw CommandFailure(DiagnosticList(problems)) }
        let composer = AppComposer(appName: packageName, features: features, order: config.features)
        let rendered: [RenderedFile]
        do {
            rendered = try composer.render()
        } catch {
            throw CommandFailure("cannot render the app's composition root: \(error)")
        }
        let currentRecord = try? fileSystem.readText(path(AppRootUpdate.recordPath))
        let hashes = AppRootUpdate.recordedHashes(in: currentRecord)
        let files = rendered.map { file in
            let current = try? fileSystem.readText(path(file.path))
            let replaceable =
                current.map { current in
                    current == file.contents || hashes[file.path] == ContentHash.of(current)
                } ?? true
            return AppRootUpdate.File(
                path: file.path, contents: file.contents, current: current, isReplaceable: replaceable,
                recordedHash: hashes[file.path])
        }
        return AppRootUpdate(files: files, record: AppRootUpdate.recordText(for: files), currentRecord: currentRecord)
    }
}
