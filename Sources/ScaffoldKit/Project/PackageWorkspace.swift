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
    /// `Package.swift` as read when the workspace was opened (the writer still checks that it
    /// has not changed before replacing it).
    private(set) var manifest: String? = nil

    /// Opens the package at `package` (a directory holding `Package.swift`) or, when `nil`, the
    /// nearest package upward from `directory`. First finishes off a write an earlier command
    /// left interrupted (``WriteRecovery``), saying so in one line on `notices`.
    /// - Throws: ``CommandFailure`` when there is no package (suggesting `scaffold init`), an
    ///   interrupted write cannot be undone, or the config is invalid.
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
        }
        do {
            if let note = try WriteRecovery.recover(packageRoot: root, fileSystem: fileSystem) {
                notices?.write(note + "\n")
            }
        } catch {
            throw CommandFailure("\(error)")
        }
        do {
            let config = try ProjectConfig.load(packageRoot: root, fileSystem: fileSystem)
            var workspace = PackageWorkspace(root: root, config: config, fileSystem: fileSystem)
            workspace.manifest = try? fileSystem.readText(workspace.path("Package.swift"))
            if let manifest = workspace.manifest, let targets = try? ManifestEditor(source: manifest).dependableTargetNames() {
                workspace.dependableTargets = Set(targets).subtracting(["App"])
            }
            return workspace
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The absolute path of `relative`.
    public func path(_ relative: String) -> String { PathComponents.join(root, relative) }

    /// Proves an edited `Package.swift` still loads (`swift package dump-package`); used as
    /// ``PlanWriter``'s verify hook, so a failure rolls the whole write back. A package in an
    /// in-memory file system (tests) has no manifest SwiftPM could load, so there it does nothing.
    /// - Parameter root: the package directory written to (the workspace root, or a copy).
    /// - Throws: ``ManifestVerificationError`` when SwiftPM rejects the manifest.
    public func verifyManifest(at root: String) throws {
        guard fileSystem is LocalFileSystem else { return }
        _ = try ManifestVerifier().verify(packageDirectory: root)
    }

    /// The manifest's text.
    public func manifestText() throws(CommandFailure) -> String {
        if let manifest { return manifest }
        do {
            return try fileSystem.readText(path("Package.swift"))
        } catch {
            throw CommandFailure("cannot read Package.swift: \(error)")
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

    /// Loads and validates the spec of feature `name` from its saved spec file.
    /// - Throws: ``CommandFailure`` with the spec's diagnostics.
    public func loadSavedSpec(for name: String) throws(CommandFailure) -> (spec: FeatureSpec, text: String, path: String) {
        let relative = FeatureGenerator.specPath(for: name, layout: config.layout)
        let specPath = path(relative)
        guard fileSystem.exists(specPath) else {
            throw CommandFailure("feature '\(name)' has no spec at \(relative)")
        }
        do {
            let bytes = try fileSystem.readBytes(specPath)
            let spec = try FeatureSpecLoader.load(
                bytes: bytes, file: relative, existingTargets: [], dependableTargets: dependableTargets)
            return (spec, String(decoding: bytes, as: UTF8.self), relative)
        } catch let error as DiagnosticList {
            throw CommandFailure(error)
        } catch {
            throw CommandFailure("cannot read \(relative): \(error)")
        }
    }
}
