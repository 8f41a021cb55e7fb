import Foundation

/// `scaffold init <Name> [--path DIR] [--manifest targets|table] [--bundle-id ID] [--dry-run]`: creates a Swift
/// package ready for features.
enum InitCommand {
    /// The command's options: value options (`--name value`) and flags (`--help` aside). The
    /// parser and the shell completions (``CompletionsCommand/options``) both read them.
    static let optionNames: (values: [String], flags: [String]) = (["path", "manifest", "bundle-id"], ["dry-run"])

    static let help = """
        Usage: scaffold init <Name> [--path DIR] [--manifest targets|table] [--bundle-id ID] [--dry-run]

        Creates a Swift package ready for feature modules: Package.swift (tools 6.0, iOS 17,
        macOS 14, Swift 6 mode) with an App composition-root target and its tests, the shared
        runtime the features import (Core: FeatureCore, FeatureCoreUI, FeatureCoreTesting and
        its tests, kept in sync by 'scaffold sync'), an Xcode project (Xcode/<Name>.xcodeproj)
        whose app target runs it on iOS and macOS, .scaffold/config.json, README.md and
        .gitignore.

        Options:
          --path DIR       where to create the package (default: ./<Name>); must not exist or be empty
          --manifest F     how Package.swift registers features: 'targets' (default; each written
                           out) or 'table' (one line per feature, for large apps); 'sync' migrates later
          --bundle-id ID   the app's bundle identifier, reverse-DNS (e.g. com.acme.shop; default:
                           com.example.<Name>, to change in Xcode before shipping)
          --dry-run        list the files and their contents as diffs; write nothing

        """

    static func run(_ arguments: [String], _ context: CommandLineTool.Context) -> Int32 {
        run(arguments, context, fileSystem: LocalFileSystem())
    }

    /// Runs the command against `fileSystem` (tests pass an in-memory one).
    static func run(_ arguments: [String], _ context: CommandLineTool.Context, fileSystem: any FileSystem) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(
                arguments, valueOptions: Set(Self.optionNames.values), flagOptions: Set(Self.optionNames.flags + ["help"]))
        } catch {
            context.stderr.write("error: \(error)\n")
            return ExitCode.usage
        }
        if parsed.flags.contains("help") {
            context.stdout.write(help)
            return ExitCode.success
        }
        guard parsed.positionals.count == 1, let name = parsed.positionals.first else {
            context.stderr.write(
                "error: init takes exactly one package name, e.g. 'scaffold init MyApp' (see 'scaffold init --help')\n")
            return ExitCode.usage
        }
        if let problem = PackageBootstrap.problem(withName: name) {
            context.stderr.write("error: \(problem)\n")
            return ExitCode.usage
        }
        var manifest = ManifestForm.targets
        if let value = parsed.options["manifest"] {
            guard let form = ManifestForm(rawValue: value) else {
                context.stderr.write(
                    "error: unknown manifest form '\(value)'; expected 'targets' or 'table' (see 'scaffold init --help')\n")
                return ExitCode.usage
            }
            manifest = form
        }
        let bundleIdentifier = parsed.options["bundle-id"] ?? PackageBootstrap.bundleIdentifier(for: name)
        if let problem = PackageBootstrap.problem(withBundleIdentifier: bundleIdentifier) {
            context.stderr.write("error: \(problem)\n")
            return ExitCode.usage
        }
        let pathArgument = parsed.options["path"] ?? name
        let root = context.absolutePath(pathArgument)
        if fileSystem.isDirectory(PathComponents.join(root, PlanWriter.scaffoldDirectory)) {
            // An earlier `init` here may have been interrupted: undo it first.
            do {
                if let note = try WriteRecovery.recover(packageRoot: root, fileSystem: fileSystem) {
                    context.stderr.write(note + "\n")
                }
            } catch {
                context.stderr.write("error: \(error)\n")
                return ExitCode.failure
            }
        }
        // The package's own folder is created; its parent must exist (a mistyped --path must not
        // silently create a tree of folders).
        let parent = (root as NSString).deletingLastPathComponent
        if !fileSystem.exists(root), !fileSystem.isDirectory(parent) {
            context.stderr.write(
                "error: cannot create '\(pathArgument)': its parent folder '\(parent)' does not exist; create it first or choose another --path\n"
            )
            return ExitCode.failure
        }
        if fileSystem.exists(root) {
            guard fileSystem.isDirectory(root) else {
                context.stderr.write("error: '\(pathArgument)' exists and is not a directory\n")
                return ExitCode.failure
            }
            guard fileSystem.isEmptyDirectory(root) else {
                context.stderr.write(
                    "error: '\(pathArgument)' already exists and is not empty; choose another --path or an empty directory\n")
                return ExitCode.failure
            }
        }

        let plan: GenerationPlan
        do {
            plan = try PackageBootstrap.plan(name: name, root: root, manifest: manifest, bundleIdentifier: bundleIdentifier)
        } catch {
            context.stderr.write("error: \(error)\n")
            return ExitCode.failure
        }
        let dryRun = parsed.flags.contains("dry-run")
        do {
            let report = try PlanWriter(fileSystem: fileSystem).write(plan, mode: dryRun ? .dryRun : .apply)
            context.stdout.write(report.rendered(includeDiffs: dryRun))
            if !dryRun {
                context.stdout.write(
                    "Created package '\(name)' in \(pathArgument). Next: cd \(pathArgument) && swift test; run the app with "
                        + "'open Xcode/\(name).xcodeproj' (Xcode 16: scheme \(name), an iOS simulator or My Mac)\n")
            }
            return ExitCode.success
        } catch {
            context.stderr.write("error: \(error)\n")
            return ExitCode.failure
        }
    }
}
