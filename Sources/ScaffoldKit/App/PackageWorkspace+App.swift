import Foundation

/// The app's composition root as `feature`, `sync` and `check` keep it: rendered from every
/// feature's saved spec (with the spec being generated in place of its saved one), written into
/// the `App` target beside the user's own files, and merged three ways with the user's edits
/// exactly like a feature's generated files (``SyncPlanner``): an edit survives a regeneration,
/// and edits and a new rendering that change the same lines are a conflict.
///
/// The record: `.scaffold/app.json` holds the hash of each file's last rendering (the merge
/// base) and `.scaffold/base/App/<path>` its text (`App` is never a feature's name).
public struct AppRootUpdate: Sendable {
    /// One action per generated file of the `App` target, in the order of
    /// ``AppComposer/files``, then its String Catalog (``AppComposer/catalogPath``), then the
    /// Xcode scheme when the package has the project (``AppComposer/schemePath(appName:)``): `create`, `update`, `merge-clean`, `keep-edits`, `conflict`,
    /// `restore` (a missing file is written again: the app does not build without it) or
    /// `unchanged`.
    public var actions: [SyncFileAction]
    /// The record after the update: `.scaffold/app.json` and the stored bases (relative path →
    /// text).
    public var recordFiles: [String: String]
    /// The record files on disk now (relative path → text).
    public var currentRecordFiles: [String: String]

    /// The record's path relative to the package root.
    public static let recordPath = ".scaffold/app.json"

    /// Where the text of a file's last rendering is stored, relative to the package root.
    public static func basePath(for path: String) -> String {
        OwnershipRecord.basePath(forFeature: "App", file: path)
    }

    /// The files scaffold has something new for: what `check` reports. A user's edit to a file
    /// whose rendering has not changed is not drift (`check` passes, `sync` keeps it).
    public var driftFiles: [SyncFileAction] { actions.filter(\.isDrift) }

    /// The files whose edits and new rendering conflict (or that hold conflict markers).
    public var conflicts: [SyncFileAction] { actions.filter { $0.kind == .conflict } }

    /// Whether applying the update changes the files or the record.
    public var changesAnything: Bool { actions.contains(where: \.writes) || recordFiles != currentRecordFiles }

    /// Adds the files and the record to `plan`: new contents guarded by the text they replace; a
    /// conflicting file (left alone by ``SyncPlanner/ConflictStyle/leave``) is added as the new
    /// rendering without a guard, so the writer reports the conflict (or overwrites with
    /// `--force`).
    /// - Throws: ``GenerationPlanError`` for a path the plan already holds.
    public func add(to plan: inout GenerationPlan) throws(GenerationPlanError) {
        for action in actions {
            if let result = action.result, result != action.current {
                if let current = action.current {
                    try plan.add(action.path, text: result, replacing: current)
                } else {
                    try plan.add(action.path, text: result)
                }
            } else if action.kind == .conflict, let rendered = action.rendered {
                try plan.add(action.path, text: rendered)
            }
        }
        try StoredRecord.replace(currentRecordFiles, with: recordFiles, in: &plan)
    }

    /// The record for `rendered` (relative path → text): the index of hashes and each file's
    /// text as its next merge base.
    public static func recordFiles(for rendered: [(path: String, contents: String)]) -> [String: String] {
        var files = [recordPath: recordText(for: rendered)]
        for file in rendered { files[basePath(for: file.path)] = file.contents }
        return files
    }

    /// The index text: `{"files": {"<path>": "<hash>", ...}}`, sorted, two-space indented,
    /// newline-terminated.
    static func recordText(for files: [(path: String, contents: String)]) -> String {
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
    ///   - conflictStyle: what a conflicting file becomes (`sync --conflicts markers`).
    /// - Returns: `nil` when the package has no `App` target.
    /// - Throws: ``CommandFailure`` with located diagnostics when a spec is invalid or the
    ///   features do not fit together.
    public func appRootUpdate(
        replacing: AppComposer.Feature? = nil, excluding: Set<String> = [], overriding: [AppComposer.Feature] = [],
        conflictStyle: SyncPlanner.ConflictStyle = .leave
    ) throws(CommandFailure) -> AppRootUpdate? {
        guard hasAppTarget else { return nil }
        var features: [AppComposer.Feature] = []
        let replaced = Set(([replacing].compactMap { $0 } + overriding).map(\.spec.name))
        let names = generatedFeatures().filter { !replaced.contains($0) && !excluding.contains($0) }
        // Every feature's saved spec, read and validated on every core.
        let workspace = self
        let loaded = ParallelMap.map(names) { name -> Result<AppComposer.Feature, CommandFailure> in
            do throws(CommandFailure) {
                let saved = try workspace.loadSavedSpec(for: name)
                return .success(AppComposer.Feature(spec: saved.spec, specPath: saved.path, specText: saved.text))
            } catch {
                return .failure(error)
            }
        }
        for result in loaded { features.append(try result.get()) }
        features += overriding.filter { !excluding.contains($0.spec.name) }
        if let replacing { features.append(replacing) }
        let problems = AppComposer.validate(features, changing: replaced)
        if !problems.isEmpty { throw CommandFailure(DiagnosticList(problems)) }
        let appName = packageName
        let hasXcodeProject = fileSystem.exists(path(AppComposer.projectPath(appName: appName)))
        let composer = AppComposer(
            appName: appName, features: features, order: config.features, hasXcodeProject: hasXcodeProject)
        let rendered: [RenderedFile]
        do {
            rendered = try composer.render()
        } catch {
            throw CommandFailure("cannot render the app's composition root: \(error)")
        }
        var currentRecordFiles: [String: String] = [:]
        for relative in [AppRootUpdate.recordPath] + filesBelow(".scaffold/base/App") {
            if let text = try? fileSystem.readText(path(relative)) { currentRecordFiles[relative] = text }
        }
        var hashes = AppRootUpdate.recordedHashes(in: currentRecordFiles[AppRootUpdate.recordPath])
        let planner = SyncPlanner(fileSystem: fileSystem, root: root, conflictStyle: conflictStyle, restoreDeleted: true)
        // A scheme that `scaffold init` wrote before scaffold kept it (no record entry): its base
        // is that scheme, listing no test targets, so a user's edit to it survives the merge.
        var legacyBases: [String: String] = [:]
        if hasXcodeProject, hashes[AppComposer.schemePath(appName: appName)] == nil,
            let legacy = try? composer.renderScheme(templates: BuiltinTemplates.files, testTargets: [])
        {
            hashes[legacy.path] = ContentHash.of(legacy.contents)
            legacyBases[legacy.path] = legacy.contents
        }
        let actions = rendered.map { file in
            let recorded = hashes[file.path].map {
                OwnershipRecord.File(path: file.path, template: file.template, templateHash: file.templateHash, baseHash: $0)
            }
            var action = planner.planFile(path: file.path, recorded: recorded, rendered: file) { entry in
                (legacyBases[entry.path] ?? currentRecordFiles[AppRootUpdate.basePath(for: entry.path)]).flatMap {
                    ContentHash.of($0) == entry.baseHash ? $0 : nil
                }
            }
            switch action.kind {
            case .restore: action.reason = "missing; written again (the app does not build without it)"
            case .update, .create:
                action.reason =
                    file.template == AppComposer.schemeTemplate
                    ? "the Xcode scheme tests every feature" : "the app's composition root follows the features' specs"
            default: break
            }
            return action
        }
        return AppRootUpdate(
            actions: actions, recordFiles: AppRootUpdate.recordFiles(for: rendered.map { ($0.path, $0.contents) }),
            currentRecordFiles: currentRecordFiles)
    }
}
