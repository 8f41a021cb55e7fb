import Foundation

/// A host package opened for feature work: its root, config, manifest, template set and the
/// records of features scaffold generated. Shared by `feature`, `sync`, `check` and `verify`.
public struct PackageWorkspace: Sendable {
    /// The package root (absolute).
    public let root: String
    /// `.scaffold/config.json`, or the defaults.
    public let config: ProjectConfig
    /// Where files are read and written.
    public let fileSystem: any FileSystem
    /// The library targets a feature's spec may list in `dependencies` (every non-test,
    /// non-executable target except the `App` composition root, which depends on the features);
    /// `nil` when the manifest's shape could not be read, and then the check is skipped.
    public var dependableTargets: Set<String>? = nil
    /// The package's shared models and clients (``SharedSpec``, at
    /// ``SharedSpec/path(in:)``), which feature specs name with `"shared": true`; `nil` when
    /// the package has no shared spec.
    public var shared: SharedSpec? = nil
    /// `Package.swift` as read when the workspace was opened (the writer still checks that it
    /// has not changed before replacing it).
    private(set) var manifest: String? = nil
    /// The manifest scaffold reads and edits, relative to the root: `Package.swift`, or the
    /// version-specific `Package@swift-X.swift` the current toolchain loads (see
    /// ``ManifestSelection``).
    public private(set) var manifestPath: String = "Package.swift"
    /// The other manifests of the package (version-specific ones, or `Package.swift` when a
    /// version-specific one is loaded): left unedited, named in a note.
    public private(set) var otherManifests: [String] = []
    /// Specs this command already validated (shared by copies of the workspace), so `check`
    /// and `sync` validate each saved spec once although both the features and the app's
    /// composition root read it.
    let validatedSpecs = ValidatedSpecs()

    /// Opens the package at `package` (a directory holding `Package.swift`) or, when `nil`, the
    /// nearest package upward from `directory` (named in one line on `notices` when it is not
    /// `directory` itself). First finishes off a write an earlier command left interrupted
    /// (``WriteRecovery``), saying so in one line on `notices`.
    /// - Throws: ``CommandFailure`` when there is no package (suggesting `scaffold init`), an
    ///   interrupted write cannot be undone, or the config or the shared spec is invalid.
    public static func open(
        package: String?, from directory: String, fileSystem: any FileSystem, notices: (any CommandOutput)? = nil
    ) throws(CommandFailure) -> PackageWorkspace {
        let root: String
        if let package {
            guard fileSystem.exists(PathComponents.join(package, "Package.swift")) else {
                throw CommandFailure("no Package.swift in '\(package)'; create a package with 'scaffold init <Name>'")
            }
            root = PathComponents.normalize(package)
        } else {
            do {
                root = try PackageRoot.find(from: directory, fileSystem: fileSystem)
            } catch {
                throw CommandFailure("\(error)")
            }
            // Found above the working directory (a subfolder, or inside a nested package's
            // parent): say which package the command works on.
            if root != PathComponents.normalize(directory) {
                notices?.write("note: using the package at \(root)\n")
            }
        }
        do {
            if let note = try WriteRecovery.recover(packageRoot: root, fileSystem: fileSystem) {
                notices?.write(note + "\n")
            }
        } catch {
            throw CommandFailure("\(error)")
        }
        var workspace = try opened(root: root, fileSystem: fileSystem)
        try workspace.loadSharedSpec()
        return workspace
    }

    /// The workspace at `root`: its config and manifest.
    private static func opened(root: String, fileSystem: any FileSystem) throws(CommandFailure) -> PackageWorkspace {
        do {
            let config = try ProjectConfig.load(packageRoot: root, fileSystem: fileSystem)
            var workspace = PackageWorkspace(root: root, config: config, fileSystem: fileSystem)
            workspace.selectManifest()
            workspace.manifest = try? fileSystem.readText(workspace.path(workspace.manifestPath))
            if let manifest = workspace.manifest, let targets = try? ManifestEditor(source: manifest).dependableTargetNames() {
                workspace.dependableTargets = Set(targets).subtracting(["App"])
            }
            return workspace
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Reads the shared spec, when the package has one.
    /// - Throws: ``CommandFailure`` with its located diagnostics when it is invalid or unreadable.
    private mutating func loadSharedSpec() throws(CommandFailure) {
        let relative = SharedSpec.path(in: config.layout)
        guard fileSystem.exists(path(relative)) else { return }
        do {
            let text = try fileSystem.readText(path(relative))
            shared = try SharedSpec.load(bytes: Array(text.utf8), file: relative)
        } catch let error as DiagnosticList {
            throw CommandFailure(error)
        } catch let error {
            throw CommandFailure("cannot read \(relative): \(error)")
        }
    }

    /// The absolute path of `relative`.
    public func path(_ relative: String) -> String { PathComponents.join(root, relative) }

    /// Picks the manifest the toolchain loads when version-specific manifests exist (asking
    /// `swiftc --version` only then).
    private mutating func selectManifest() {
        guard let names = try? fileSystem.contentsOfDirectory(root) else { return }
        let specific = names.filter { ManifestSelection.versionSpecificVersion(fileName: $0) != nil }.sorted()
        guard !specific.isEmpty else { return }
        let all = ["Package.swift"] + specific
        guard fileSystem is LocalFileSystem, let toolchain = ManifestVerifier().toolchainVersion() else {
            manifestPath = "Package.swift"
            otherManifests = specific
            return
        }
        let fileSystem = self.fileSystem
        let root = self.root
        manifestPath = ManifestSelection.loadedManifest(fileNames: all, toolchain: toolchain) { name in
            (try? fileSystem.readText(PathComponents.join(root, name))).flatMap(ManifestSelection.toolsVersion(of:))
        }
        otherManifests = all.filter { $0 != manifestPath }
    }

    /// Proves an edited manifest loads, with a proof proportionate to the edit; used as
    /// ``PlanWriter``'s verify hook, so a failure rolls the whole write back.
    ///
    /// A pure insertion into the only manifest is type-checked against the toolchain's
    /// `PackageDescription` interface (``ManifestVerifier/typecheck(manifestPath:toolsVersion:)``:
    /// compile only, tens of milliseconds). `swift package dump-package` (compile, link, run)
    /// with a check that SwiftPM lists every new target runs instead when `full` is set
    /// (`--dump-package`), when the package has version-specific manifests, when the edit is
    /// not a pure insertion, or when the toolchain has no manifest interface to check against.
    /// A package in an in-memory file system (tests) has no manifest SwiftPM could load, so
    /// there it does nothing.
    /// - Parameters:
    ///   - root: the package directory written to (the workspace root, or a copy).
    ///   - edit: the manifest edit that was applied.
    ///   - full: always run `dump-package`.
    ///   - started: the type check of this edit, started ahead of the write
    ///     (``startManifestProof(_:full:)``): its outcome is used instead of type-checking again.
    /// - Returns: which proof ran (`nil` when none could).
    /// - Throws: ``ManifestVerificationError`` when the manifest does not load or SwiftPM does
    ///   not see the new targets.
    @discardableResult
    public func verifyManifest(
        at root: String, edit: GenerationPlan.ManifestEdit, full: Bool = false, started: ManifestProofInProgress? = nil
    ) throws -> ManifestVerifier.Proof? {
        guard fileSystem is LocalFileSystem else { return nil }
        let verifier = ManifestVerifier()
        if let started, started.edit == edit, !full {
            if try started.outcome() { return .typecheck }
        } else if isTypeCheckable(edit, full: full), let toolsVersion = ManifestSelection.toolsVersion(of: edit.edited),
            try Self.typecheck(edit, toolsVersion: toolsVersion, verifier: verifier)
        {
            return .typecheck
        }
        let before = Set((try? ManifestEditor(source: edit.original).registeredNames().targets) ?? [])
        let after = (try? ManifestEditor(source: edit.edited).registeredNames().targets) ?? []
        try verifier.verify(packageDirectory: root, expectingTargets: after.filter { !before.contains($0) })
        return .dumpPackage
    }

    /// Starts the type check of `edit` on a thread of its own, when that is the proof
    /// ``verifyManifest(at:edit:full:started:)`` would run (it needs only the edited text, not
    /// the written package), so that it runs while the command plans the rest of the write;
    /// `nil` when another proof (or none) applies.
    public func startManifestProof(_ edit: GenerationPlan.ManifestEdit, full: Bool = false) -> ManifestProofInProgress? {
        guard fileSystem is LocalFileSystem, isTypeCheckable(edit, full: full),
            let toolsVersion = ManifestSelection.toolsVersion(of: edit.edited)
        else { return nil }
        return ManifestProofInProgress(edit: edit) { () throws(ManifestVerificationError) -> Bool in
            try Self.typecheck(edit, toolsVersion: toolsVersion, verifier: ManifestVerifier())
        }
    }

    /// Whether a type check can prove `edit`: a pure insertion into the only manifest, and no
    /// full proof asked for.
    private func isTypeCheckable(_ edit: GenerationPlan.ManifestEdit, full: Bool) -> Bool {
        !full && otherManifests.isEmpty && Self.isPureInsertion(edit.original, into: edit.edited)
    }

    /// Type-checks the edit's proof text (the edited manifest without the array elements the
    /// edit did not touch), or the edited manifest when there is none, in a scratch directory
    /// (a manifest is one file: what the package holds besides does not change its type check);
    /// errors name the manifest's own path (line and column are the same in both). When the
    /// proof text does not type-check, the whole edited manifest is type-checked before the edit
    /// is refused: an element left out can be what gave the rest its type (a `let targets = [
    /// Target.target(…), .target(…)]` whose first element names the type).
    /// - Returns: `false` when the toolchain cannot type-check manifests.
    private static func typecheck(
        _ edit: GenerationPlan.ManifestEdit, toolsVersion: ManifestSelection.Version, verifier: ManifestVerifier
    ) throws(ManifestVerificationError) -> Bool {
        guard let proofText = edit.proofText, proofText != edit.edited else {
            return try typecheck(edit.edited, path: edit.path, toolsVersion: toolsVersion, verifier: verifier)
        }
        do {
            return try typecheck(proofText, path: edit.path, toolsVersion: toolsVersion, verifier: verifier)
        } catch {
            return try typecheck(edit.edited, path: edit.path, toolsVersion: toolsVersion, verifier: verifier)
        }
    }

    /// Type-checks `text` as the manifest at `path` (relative) in a scratch directory.
    private static func typecheck(
        _ text: String, path: String, toolsVersion: ManifestSelection.Version, verifier: ManifestVerifier
    ) throws(ManifestVerificationError) -> Bool {
        let scratch = NSTemporaryDirectory() + "scaffold-manifest-proof-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let scratchManifest = PathComponents.join(scratch, path)
        do {
            try FileManager.default.createDirectory(
                atPath: PathComponents.parent(of: scratchManifest), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: scratchManifest))
        } catch {
            return false
        }
        do {
            return try verifier.typecheck(manifestPath: scratchManifest, toolsVersion: toolsVersion)
        } catch {
            throw ManifestVerificationError(message: error.message.replacingOccurrences(of: scratchManifest, with: path))
        }
    }

    /// Whether `edited` is `original` with text inserted only (every byte of `original` kept, in
    /// order); linear.
    static func isPureInsertion(_ original: String, into edited: String) -> Bool {
        var index = original.utf8.startIndex
        let end = original.utf8.endIndex
        for byte in edited.utf8 where index != end && original.utf8[index] == byte {
            index = original.utf8.index(after: index)
        }
        return index == end
    }

    /// The manifest's text.
    public func manifestText() throws(CommandFailure) -> String {
        if let manifest { return manifest }
        do {
            return try fileSystem.readText(path(manifestPath))
        } catch {
            throw CommandFailure("cannot read \(manifestPath): \(error)")
        }
    }

    /// The template set for `style`: built-in templates with the project's overrides from
    /// `.scaffold/templates/<style>/`.
    /// - Throws: ``CommandFailure`` for a style without templates (suggesting the nearest one).
    public func templateSet(style: String) throws(CommandFailure) -> TemplateSet {
        guard let builtin = TemplateSet.builtin(style: style) else {
            var message = "style '\(style)' has no templates; available: \(TemplateSet.builtinStyles.joined(separator: ", "))"
            if let suggestion = NearestName.find(style, among: TemplateSet.builtinStyles) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw CommandFailure(message, exitCode: ExitCode.dataError)
        }
        do {
            return try builtin.overriding(fromPackageAt: URL(fileURLWithPath: root))
        } catch {
            throw CommandFailure("cannot read template overrides in .scaffold/templates: \(error)")
        }
    }

    /// The project's copies of `templates` under `.scaffold/templates/` that differ from the
    /// built-in ones (template path → source).
    /// - Throws: ``CommandFailure`` naming a copy that exists but cannot be read.
    func templateOverrides(_ templates: [String]) throws(CommandFailure) -> [String: String] {
        var overrides: [String: String] = [:]
        for template in templates {
            let relative = TemplateSet.overrideFolder + "/" + template
            guard fileSystem.exists(path(relative)) else { continue }
            let source: String
            do {
                source = try fileSystem.readText(path(relative))
            } catch {
                throw CommandFailure("cannot read the template override \(relative): \(error)")
            }
            if BuiltinTemplates.files[template] != source { overrides[template] = source }
        }
        return overrides
    }

    /// The record of feature `name`, or `nil` when scaffold has not generated it.
    /// - Throws: ``CommandFailure`` naming the record file when it is unreadable.
    public func record(for name: String) throws(CommandFailure) -> OwnershipRecord? {
        try storedRecord(for: name)?.record
    }

    /// The features scaffold generated here (those with a record, in either format), sorted by
    /// name.
    public func generatedFeatures() -> [String] {
        let directory = path(".scaffold/features")
        guard let names = try? fileSystem.contentsOfDirectory(directory) else { return [] }
        var features = Set<String>()
        for name in names {
            if name.hasSuffix(".record") {
                features.insert(String(name.dropLast(".record".count)))
            } else if name.hasSuffix(".json"), !name.hasSuffix(".feature.json") {
                features.insert(String(name.dropLast(".json".count)))
            }
        }
        return features.sorted()
    }

    /// What the saved specs of `features` leave unwired
    /// (``FeatureSpecLoader/wiringWarnings(bytes:file:openedRoutes:)``), located in the saved spec
    /// files; a route another generated feature opens is not reported. A spec that cannot be read
    /// or does not load gives none (its errors are reported where it is loaded). Found from the
    /// specs this command validated (validating them on every core when it has not yet).
    public func wiringWarnings(for features: [String]) -> [(feature: String, warning: Diagnostic)] {
        let workspace = self
        let openings = self.openings()
        let openedFeatures = hasAppTarget ? openings.features : nil
        let warnings = ParallelMap.map(features) { name -> [Diagnostic] in
            let isOpened = openedFeatures.map { $0.contains(name) }
            if let loaded = try? workspace.loadValidatedSpec(for: name) {
                return WiringWarnings(
                    spec: loaded.spec, draft: loaded.draft, openedRoutes: openings.routes[name] ?? [],
                    isOpenedByAnotherFeature: isOpened
                ).diagnostics
            }
            let relative = FeatureGenerator.specPath(for: name, layout: workspace.config.layout)
            guard let bytes = try? workspace.fileSystem.readBytes(workspace.path(relative)) else { return [] }
            return FeatureSpecLoader.wiringWarnings(
                bytes: bytes, file: relative, openedRoutes: openings.routes[name] ?? [], isOpenedByAnotherFeature: isOpened,
                shared: workspace.shared)
        }
        return zip(features, warnings).flatMap { name, warnings in warnings.map { (feature: name, warning: $0) } }
    }

    /// Per feature name, the routes of it that other generated features open (a route with
    /// `"opens": {"feature": <name>, "route": <route>}`), from their saved specs; a spec that does
    /// not load contributes nothing.
    public func openedRoutes() -> [String: Set<String>] { openings().routes }

    /// The features that a route of another generated feature opens (its root screen or one of
    /// its routes), from their saved specs; a spec that does not load contributes nothing.
    public func openedFeatures() -> Set<String> { openings().features }

    /// What the generated features' routes open in other features (``openedRoutes()`` and
    /// ``openedFeatures()`` at once), read from the parts of their saved specs the composition
    /// root keeps (validated only where they changed), on every core.
    public func openings() -> (routes: [String: Set<String>], features: Set<String>) {
        let workspace = self
        let cache = compositionRootCache()
        let loaded = ParallelMap.map(generatedFeatures()) { name in
            try? workspace.compositionRootFeature(name, cache: cache).feature
        }
        return AppComposer.openings(of: loaded.compactMap { $0 })
    }

    /// ``openings()``, writing the composition root's cache (``CompositionRootCache``) brought up
    /// to date with the saved specs it read, as `feature --no-register` does: it renders no
    /// composition root, yet the next command validates only the saved specs that changed.
    func openingsKeepingCache() -> (routes: [String: Set<String>], features: Set<String>) {
        let workspace = self
        let cache = compositionRootCache()
        let names = generatedFeatures()
        let loaded = ParallelMap.map(names) { name in try? workspace.compositionRootFeature(name, cache: cache) }
        var updated = CompositionRootCache(binary: CheckCache.binaryIdentity)
        for (name, result) in zip(names, loaded) {
            if let entry = result?.entry { updated.entries[name] = entry }
        }
        if updated != cache {
            writeCache(updated.encoded(), at: CompositionRootCache.path)
            validatedSpecs.remember(cache: updated)
        }
        return AppComposer.openings(of: loaded.compactMap { $0?.feature })
    }

    /// Loads and validates the spec of feature `name` from its saved spec file.
    /// - Throws: ``CommandFailure`` with the spec's diagnostics.
    public func loadSavedSpec(for name: String) throws(CommandFailure) -> (spec: FeatureSpec, text: String, path: String) {
        let loaded = try loadValidatedSpec(for: name)
        return (loaded.spec, loaded.text, loaded.path)
    }

    /// ``loadSavedSpec(for:)`` with the decoded draft.
    func loadValidatedSpec(for name: String) throws(CommandFailure) -> ValidatedSpecs.Entry {
        try validatedSpec(savedSpecText(for: name).text, for: name)
    }

    /// The text of feature `name`'s saved spec and its path relative to the package root.
    /// - Throws: ``CommandFailure`` when there is none or it cannot be read.
    func savedSpecText(for name: String) throws(CommandFailure) -> (path: String, text: String) {
        let relative = FeatureGenerator.specPath(for: name, layout: config.layout)
        let specPath = path(relative)
        guard fileSystem.exists(specPath) else {
            throw CommandFailure("feature '\(name)' has no spec at \(relative)")
        }
        do {
            return (relative, String(decoding: try fileSystem.readBytes(specPath), as: UTF8.self))
        } catch {
            throw CommandFailure("cannot read \(relative): \(error)")
        }
    }

    /// Validates `text` as the saved spec of feature `name` (errors point at its saved path).
    /// - Throws: ``CommandFailure`` with located diagnostics when the spec is invalid.
    public func loadSpec(_ text: String, for name: String) throws(CommandFailure) -> (
        spec: FeatureSpec, text: String, path: String
    ) {
        let entry = try validatedSpec(text, for: name)
        return (entry.spec, entry.text, entry.path)
    }

    /// ``loadSpec(_:for:)`` with the decoded draft; the same text, validated against the same
    /// targets, is validated once per command.
    func validatedSpec(_ text: String, for name: String) throws(CommandFailure) -> ValidatedSpecs.Entry {
        let relative = FeatureGenerator.specPath(for: name, layout: config.layout)
        let specPath = path(relative)
        if let entry = validatedSpecs.entry(path: specPath, text: text, dependableTargets: dependableTargets) {
            return entry
        }
        do {
            let loaded = try FeatureSpecLoader.loadWithDraft(
                bytes: Array(text.utf8), file: relative, existingTargets: [], dependableTargets: dependableTargets,
                shared: shared)
            let entry = ValidatedSpecs.Entry(
                path: relative, text: text, dependableTargets: dependableTargets, spec: loaded.spec, draft: loaded.draft)
            validatedSpecs.remember(entry, at: specPath)
            return entry
        } catch {
            throw CommandFailure(error)
        }
    }
}

/// Saved specs validated during one command, by absolute path, with the exact text and
/// dependable targets they were validated with (a later read of different text validates again).
final class ValidatedSpecs: @unchecked Sendable {
    /// One validated spec.
    struct Entry {
        /// The spec's path relative to the package root.
        var path: String
        var text: String
        var dependableTargets: Set<String>?
        var spec: FeatureSpec
        var draft: SpecDraft
    }
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    /// The composition root's view of saved specs, by absolute path: the text, the parts and
    /// their cache entry.
    private var parts: [String: (text: String, parts: AppComposer.SpecParts, entry: CompositionRootCache.Entry?)] = [:]
    /// The composition root's cache as read (or last written) by this command; `.some(nil)`
    /// when there is none.
    private var cache: CompositionRootCache??

    /// The parts of the spec read from exactly `text` at `path` (absolute), if known.
    func parts(path: String, text: String) -> (parts: AppComposer.SpecParts, entry: CompositionRootCache.Entry?)? {
        lock.lock()
        defer { lock.unlock() }
        guard let known = parts[path], known.text == text else { return nil }
        return (known.parts, known.entry)
    }

    /// Remembers the parts of the spec read from `text` at `path` (absolute).
    func remember(parts: AppComposer.SpecParts, entry: CompositionRootCache.Entry?, text: String, at path: String) {
        lock.lock()
        self.parts[path] = (text, parts, entry)
        lock.unlock()
    }

    /// The composition root's cache, read by `read` the first time it is asked for.
    func compositionRootCache(_ read: () -> CompositionRootCache?) -> CompositionRootCache? {
        lock.lock()
        defer { lock.unlock() }
        if let cache { return cache }
        let read = read()
        cache = .some(read)
        return read
    }

    /// Remembers the cache this command wrote.
    func remember(cache: CompositionRootCache) {
        lock.lock()
        self.cache = .some(cache)
        lock.unlock()
    }

    /// The spec validated from exactly `text` at `path` with `dependableTargets`, if any.
    func entry(path: String, text: String, dependableTargets: Set<String>?) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[path], entry.text == text, entry.dependableTargets == dependableTargets else { return nil }
        return entry
    }

    /// Remembers a spec validated at `path` (absolute).
    func remember(_ entry: Entry, at path: String) {
        lock.lock()
        entries[path] = entry
        lock.unlock()
    }
}
