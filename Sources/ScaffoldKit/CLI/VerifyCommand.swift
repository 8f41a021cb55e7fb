import Foundation

/// `scaffold verify [<Name> ...] [--package DIR] [--verbose]`: builds generated features with
/// warnings as errors and runs their tests, mapping compiler errors back to templates.
enum VerifyCommand {
    /// The command's options: value options (`--name value`) and flags (`--help` aside). The
    /// parser and the shell completions (``CompletionsCommand/options``) both read them.
    static let optionNames: (values: [String], flags: [String]) = (["package"], ["verbose"])

    static let help = """
        Usage: scaffold verify [<Name> ...] [--package DIR] [--verbose]

        Proves generated features compile and their tests pass, in the host package:
          1. swiftc -parse on files with #if canImport(SwiftUI/SwiftData) code,
          2. swift build --target <Name>Tests -Xswiftc -warnings-as-errors, per feature,
          3. where SwiftUI/SwiftData do not exist (Linux): swiftc -typecheck of each feature
             against the SwiftUI and SwiftData stand-ins built into scaffold (Swift 6 mode,
             warnings as errors); the report says per file what was proved: "built",
             "type-checked against the SwiftUI stand-in", or "parsed only",
          4. swift test --filter '^(<Name>Tests)\\.' -Xswiftc -warnings-as-errors.
        Errors in generated files also name the template line that produced them. Without
        names, verifies every feature scaffold generated in the package.

        Options:
          --package DIR   the host package (default: the nearest folder upward with Package.swift)
          --verbose       stream the compiler's and test runner's output

        Run from the SwiftPM command plugin ('swift package scaffold verify'), the builds use
        their own directory, .build/scaffold-verify (--scratch-path), because the running
        'swift package' holds the package's .build locked; the first run there builds from
        scratch.

        """

    static func run(_ arguments: [String], _ context: CommandLineTool.Context) -> Int32 {
        do {
            return try runCommand(arguments, context)
        } catch {
            return context.fail(error)
        }
    }

    private static func runCommand(_ arguments: [String], _ context: CommandLineTool.Context) throws(CommandFailure) -> Int32 {
        do {
            let parsed = try context.parse(arguments, values: Set(Self.optionNames.values), flags: Set(Self.optionNames.flags))
            if parsed.flags.contains("help") {
                context.stdout.write(help)
                return ExitCode.success
            }
            let workspace = try PackageWorkspace.open(
                package: parsed.options["package"].map(context.absolutePath), from: context.currentDirectory,
                fileSystem: LocalFileSystem(), notices: context.stderr)
            let names = parsed.positionals.isEmpty ? workspace.generatedFeatures() : parsed.positionals
            guard !names.isEmpty else {
                throw CommandFailure("no features to verify: scaffold has not generated any in \(workspace.root)")
            }
            var features: [(String, FeatureGenerator.Output)] = []
            for name in names {
                guard try workspace.record(for: name) != nil else {
                    var message = "'\(name)' is not a feature scaffold generated here"
                    if let suggestion = NearestName.find(name, among: workspace.generatedFeatures()) {
                        message += "; did you mean '\(suggestion)'?"
                    }
                    throw CommandFailure(message, exitCode: ExitCode.usage)
                }
                let saved = try workspace.loadSavedSpec(for: name)
                let generator = FeatureGenerator(
                    templates: try workspace.templateSet(style: saved.spec.style), layout: workspace.config.layout)
                do {
                    features.append((name, try generator.generate(saved.spec, specText: saved.text)))
                } catch {
                    throw CommandFailure(DiagnosticList([Diagnostic(error)]))
                }
            }
            return verify(features: features, workspace: workspace, verbose: parsed.flags.contains("verbose"), context: context)
        }
    }

    /// The build directory verify uses: its own under `.build` when the SwiftPM command plugin
    /// runs scaffold (the outer `swift package` holds the package's `.build` locked), else the
    /// package's (`nil`).
    static func scratchPath(for root: String, environment: [String: String]) -> String? {
        environment[ManifestVerifier.pluginEnvironmentKey] == nil ? nil : FeatureVerifier.pluginScratchPath(packageRoot: root)
    }

    /// Verifies rendered features in `workspace` and prints the report.
    static func verify(
        features: [(name: String, output: FeatureGenerator.Output)], workspace: PackageWorkspace, verbose: Bool,
        context: CommandLineTool.Context
    ) -> Int32 {
        guard let swift = ToolProcess.find("swift", environment: context.environment),
            let swiftc = ToolProcess.find("swiftc", environment: context.environment)
        else {
            return context.fail(CommandFailure("cannot verify: 'swift' and 'swiftc' must be on PATH"))
        }
        let stdout = context.stdout
        let progress: @Sendable (String) -> Void = { line in stdout.write("verify: " + line) }
        let streamLine: @Sendable (String) -> Void = { line in stdout.write(line + "\n") }
        let stream = verbose ? streamLine : nil
        var verifier = FeatureVerifier(
            packageRoot: workspace.root, swift: swift, swiftc: swiftc, progress: progress, verboseOutput: stream)
        verifier.scratchPath = scratchPath(for: workspace.root, environment: context.environment)
        let subjects = features.map { (name: String, output: FeatureGenerator.Output) -> FeatureVerifier.Feature in
            FeatureVerifier.Feature(
                name: name, testTarget: output.registration.testTargetName,
                files: output.files.map {
                    FeatureVerifier.GeneratedFile(path: $0.path, renderedContent: $0.contents, lineMap: $0.lineMap)
                }, sourcesPath: output.registration.layout.sourcesPath(for: output.registration.name))
        }
        let report: FeatureVerifier.Report
        do {
            report = try verifier.verify(subjects)
        } catch {
            return context.fail(CommandFailure("cannot run the toolchain: \(error)"))
        }
        for problem in report.problems {
            let message = problem.message
            // Paths relative to the package, so errors found in a throwaway copy
            // (`--dry-run --verify`) name the user's files.
            let rootPrefix = workspace.root.hasSuffix("/") ? workspace.root : workspace.root + "/"
            let path = message.path.hasPrefix(rootPrefix) ? String(message.path.dropFirst(rootPrefix.count)) : message.path
            var text = "\(path):\(message.line):\(message.column): \(message.severity): \(message.message)\n"
            if let template = problem.template {
                text += "\(template.template):\(template.line):\(template.column): note: generated from this template line\n"
                if problem.fileWasEdited {
                    text += "note: \(path) was edited since it was generated; the template line may be off\n"
                }
            }
            context.stderr.write(text)
        }
        for line in report.failingTests { context.stderr.write(line + "\n") }
        if !report.parsedOnly.isEmpty {
            stdout.write("verify: parsed only, not type-checked on this platform (SwiftUI/SwiftData need an Apple platform):\n")
            for path in report.parsedOnly { stdout.write("  \(path)\n") }
        }
        if report.succeeded {
            if !report.typeCheckedAgainstStandIns.isEmpty {
                stdout.write("verify: what each file proves:\n")
                for (path, proof) in report.proofs { stdout.write("  \(path): \(proof.description)\n") }
            }
            let one = features.count == 1
            var summary =
                "verify: \(features.map(\.name).joined(separator: ", ")) build\(one ? "s" : "") without warnings and \(one ? "its" : "their") tests pass"
            let typeChecked = report.typeCheckedAgainstStandIns.count, parsed = report.parsedOnly.count
            if typeChecked > 0 {
                summary +=
                    "; \(typeChecked) SwiftUI/SwiftData file\(typeChecked == 1 ? " is" : "s are") type-checked against the stand-ins, not built (no SwiftUI/SwiftData on this platform)"
            }
            if parsed > 0 {
                summary += "; \(parsed) SwiftUI/SwiftData file\(parsed == 1 ? " is" : "s are") parsed only"
            }
            stdout.write(summary + "\n")
            return ExitCode.success
        }
        context.stderr.write("error: verification failed\n")
        return ExitCode.failure
    }
}
