import Foundation

/// `scaffold verify [<Name> ...] [--package DIR] [--verbose]`: builds generated features with
/// warnings as errors and runs their tests, mapping compiler errors back to templates.
enum VerifyCommand {
    /// The command's options: value options (`--name value`) and flags (`--help` aside). The
    /// parser and the shell completions (``CompletionsCommand/options``) both read them.
    static let optionNames: (values: [String], flags: [String]) = (["package", "configuration", "sdk"], ["verbose", "xcode"])

    static let help = """
        Usage: scaffold verify [<Name> ...|App] [--package DIR] [--configuration debug] [--sdk PATH] [--xcode] [--verbose]

        Proves generated features compile and their tests pass, in the host package:
          1. swiftc -parse on files with #if canImport(SwiftUI/SwiftData) code,
          2. swift build --target <Name>Tests -Xswiftc -warnings-as-errors, per feature,
          3. where SwiftUI/SwiftData do not exist (Linux): swiftc -typecheck of each feature
             against the SwiftUI and SwiftData stand-ins built into scaffold (Swift 6 mode,
             warnings as errors); the report says per file what was proved: "built",
             "type-checked against the SwiftUI stand-in", or "parsed only",
             With an Apple SDK (--sdk, SCAFFOLD_IOS_SDK, or xcrun on a Mac) the guarded files are
             type-checked against it instead, for arm64-apple-ios17.0 (and x86_64-apple-macos14.0
             against a macOS SDK where os(macOS) code appears): "type-checked against
             iPhoneOS17.0.sdk (arm64-apple-ios17.0)"; on a Mac they are also built for macOS,
          4. swift test --filter '^(<Name>Tests[|AppTests])\\.' -Xswiftc -warnings-as-errors (AppTests with the app),
          5. with --xcode: xcodebuild of Xcode/<Name>.xcodeproj for an iOS simulator and macOS.
        The shared runtime the features import (Core: FeatureCore, FeatureCoreUI,
        FeatureCoreTesting), when Package.swift registers it, is built (and type-checked) before
        them, and its own tests (FeatureCoreTests) run when verifying everything.
        Errors in generated files also name the template line that produced them. Without
        names, verifies every feature scaffold generated in the package and, in a package made
        by 'scaffold init', the App target too ('scaffold verify App' asks for it explicitly,
        with every feature, since App imports them all): swift build --target App, then its
        Sources/App files and the Xcode app's @main source (Xcode/<Name>App/*.swift) are
        type-checked against the stand-ins, importing the features' modules.

        Options:
          --package DIR   the host package (default: the nearest folder upward with Package.swift)
          --configuration debug
                          the only configuration verify runs: the generated tests need a debug
                          build (the features' fixtures, <Name>Fixtures.swift, compile only
                          with DEBUG so a release app carries no sample data); 'release' is
                          refused with that reason (check a release build with
                          'swift build -c release')
          --sdk PATH      an iOS SDK (iPhoneOS*.sdk) to type-check against; default: $SCAFFOLD_IOS_SDK,
                          else 'xcrun --sdk iphoneos --show-sdk-path' where xcrun exists. A macOS SDK
                          comes from $SCAFFOLD_MACOS_SDK or is the one beside the iOS SDK. Off a Mac
                          the SDK is prepared once for the toolchain under .build/scaffold-sdk
                          ($SCAFFOLD_SDK_CACHE); the first check builds SwiftUI from its interfaces
                          (a few minutes), later ones take seconds
          --xcode         also build the Xcode project with xcodebuild (a Mac with Xcode)
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
            if let configuration = parsed.options["configuration"], configuration != "debug" {
                throw CommandFailure(Self.configurationProblem(configuration), exitCode: ExitCode.usage)
            }
            let workspace = try PackageWorkspace.open(
                package: parsed.options["package"].map(context.absolutePath), from: context.currentDirectory,
                fileSystem: LocalFileSystem(), notices: context.stderr)
            workspace.warnAboutStaleTemplateOverrides(on: context.stderr)
            // The App target (the composition root) imports every feature, so verifying it
            // verifies them all: with no names, or when `App` is named.
            let appNamed = parsed.positionals.contains(appTargetName)
            if appNamed && !workspace.hasAppTarget {
                throw CommandFailure(
                    "'\(appTargetName)' is not a target here: the package has no Sources/App target created by 'scaffold init'",
                    exitCode: ExitCode.usage)
            }
            let includesApp = workspace.hasAppTarget && (parsed.positionals.isEmpty || appNamed)
            var names = parsed.positionals.filter { $0 != appTargetName }
            if parsed.positionals.isEmpty || appNamed {
                names += workspace.generatedFeatures().filter { !names.contains($0) }
            }
            guard !names.isEmpty || includesApp else {
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
            let sdk: SDKSelection?
            do {
                let xcrun = ToolProcess.find("xcrun", environment: context.environment)
                sdk = try SDKSelection.locate(
                    option: parsed.options["sdk"].map(context.absolutePath), environment: context.environment, xcrun: xcrun,
                    directory: workspace.root)
            } catch {
                throw CommandFailure("cannot use the SDK: \(error)", exitCode: ExitCode.usage)
            }
            var xcodebuild: ToolProcess? = nil
            if parsed.flags.contains("xcode") {
                guard let found = ToolProcess.find("xcodebuild", environment: context.environment) else {
                    throw CommandFailure("--xcode needs xcodebuild on PATH (Xcode, on a Mac)", exitCode: ExitCode.usage)
                }
                xcodebuild = found
            }
            return verify(
                features: features, workspace: workspace, verbose: parsed.flags.contains("verbose"),
                app: includesApp ? appTarget(in: workspace) : nil, coreTests: parsed.positionals.isEmpty || appNamed, sdk: sdk,
                locatesSDK: false, xcodebuild: xcodebuild,
                context: context)
        }
    }

    /// Why verify does not run in `configuration` (anything but `debug`): the generated tests
    /// use the features' fixtures, which are compiled in debug builds only.
    static func configurationProblem(_ configuration: String) -> String {
        let reason =
            "the generated tests need a debug build: they use the features' fixtures (<Name>Fixtures.swift), which compile only with DEBUG so that a release app carries no sample data"
        return configuration == "release"
            ? "verify runs in the debug configuration only; \(reason); run 'scaffold verify' without '--configuration release', and check a release build with 'swift build -c release'"
            : "unknown configuration '\(configuration)': verify runs 'debug' only; \(reason)"
    }

    /// The name `scaffold verify` accepts for the package's composition-root target.
    static let appTargetName = "App"

    /// The `App` target of `workspace` as verify checks it: the Swift files in `Sources/App`
    /// (the two scaffold renders and the user's own) and the Xcode app target's sources in
    /// `Xcode/<Name>App/` when `scaffold init` wrote them (module `<Name>`, `-` as `_`).
    static func appTarget(in workspace: PackageWorkspace) -> FeatureVerifier.AppTarget {
        func swiftFiles(in folder: String) -> [FeatureVerifier.GeneratedFile] {
            let absolute = (workspace.root as NSString).appendingPathComponent(folder)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []).filter { $0.hasSuffix(".swift") }
            return names.sorted().compactMap { name in
                let relative = (folder as NSString).appendingPathComponent(name)
                guard let text = try? String(contentsOfFile: (absolute as NSString).appendingPathComponent(name), encoding: .utf8)
                else { return nil }
                // The files as they are now: errors name their lines; no template line is claimed.
                return FeatureVerifier.GeneratedFile(path: relative, renderedContent: text, lineMap: [])
            }
        }
        let sources = "Sources/" + appTargetName
        let entryFolder = "Xcode/" + PackageBootstrap.appTypeName(for: workspace.packageName)
        let entryFiles = swiftFiles(in: entryFolder)
        return FeatureVerifier.AppTarget(
            name: appTargetName, sourcesPath: sources, files: swiftFiles(in: sources),
            entryPointPath: entryFiles.isEmpty ? nil : entryFolder,
            entryPointModule: workspace.packageName.replacingOccurrences(of: "-", with: "_"), entryPointFiles: entryFiles)
    }

    /// The build directory verify uses: its own under `.build` when the SwiftPM command plugin
    /// runs scaffold (the outer `swift package` holds the package's `.build` locked), else the
    /// package's (`nil`).
    static func scratchPath(for root: String, environment: [String: String]) -> String? {
        environment[ManifestVerifier.pluginEnvironmentKey] == nil ? nil : FeatureVerifier.pluginScratchPath(packageRoot: root)
    }

    /// The shared runtime's modules as verify checks them, in dependency order, when the
    /// manifest registers the runtime (else none: the features do not import it yet): each module
    /// with its own tests (`FeatureCore` with `FeatureCoreTests`, run when `runsTests`) or built on
    /// its own, emitted against the stand-ins before the features that import it.
    /// - Throws: ``CommandFailure`` when the runtime's templates do not render.
    static func coreSubjects(in workspace: PackageWorkspace, runsTests: Bool) throws(CommandFailure) -> [FeatureVerifier.Feature]
    {
        guard workspace.registersCore else { return [] }
        let rendered = try workspace.renderedCore(lineMaps: true)
        let layout = workspace.config.layout
        let modules = CoreModule.modules(for: workspace.shared)
        return modules.filter { !$0.isTestTarget }.map { module in
            let tests = modules.first { $0.isTestTarget && $0.dependencies.first == module.name }
            let folders = ([module] + (tests.map { [$0] } ?? [])).map { $0.path(in: layout) + "/" }
            let files = rendered.filter { file in folders.contains { file.path.hasPrefix($0) } }
            return FeatureVerifier.Feature(
                name: module.name, testTarget: tests?.name ?? module.name,
                files: files.map {
                    FeatureVerifier.GeneratedFile(path: $0.path, renderedContent: $0.contents, lineMap: $0.lineMap)
                },
                sourcesPath: module.path(in: layout), isImported: true, runsTests: runsTests && tests != nil)
        }
    }

    /// Verifies rendered features in `workspace` and prints the report; the shared runtime first
    /// (``coreSubjects(in:runsTests:)``, its tests with `coreTests`).
    static func verify(
        features: [(name: String, output: FeatureGenerator.Output)], workspace: PackageWorkspace, verbose: Bool,
        app: FeatureVerifier.AppTarget? = nil, coreTests: Bool = false, sdk: SDKSelection? = nil, locatesSDK: Bool = true,
        xcodebuild: ToolProcess? = nil, context: CommandLineTool.Context
    ) -> Int32 {
        let core: [FeatureVerifier.Feature]
        do {
            core = try coreSubjects(in: workspace, runsTests: coreTests)
        } catch {
            return context.fail(error)
        }
        // `feature --verify` and `sync --verify` take the SDK from the environment or xcrun too.
        var sdk = sdk
        if sdk == nil, locatesSDK {
            do {
                sdk = try SDKSelection.locate(
                    option: nil, environment: context.environment,
                    xcrun: ToolProcess.find("xcrun", environment: context.environment),
                    directory: workspace.root)
            } catch {
                return context.fail(CommandFailure("cannot use the SDK: \(error)"))
            }
        }
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
        verifier.app = app
        verifier.sdk = sdk
        verifier.sdkCacheRoot = SDKPreparation.cacheRoot(packageRoot: workspace.root, environment: context.environment)
        verifier.standInCacheRoot = (workspace.root as NSString).appendingPathComponent(".build/scaffold-standins")
        verifier.xcodebuild = xcodebuild
        if let sdk {
            progress(
                "SDK: \(([sdk.iOS] + (sdk.macOS.map { [$0] } ?? [])).map(\.path).joined(separator: ", ")) (from \(sdk.source))\n")
        }
        let subjects = features.map { (name: String, output: FeatureGenerator.Output) -> FeatureVerifier.Feature in
            FeatureVerifier.Feature(
                name: name, testTarget: output.registration.testTargetName,
                files: output.files.map {
                    FeatureVerifier.GeneratedFile(path: $0.path, renderedContent: $0.contents, lineMap: $0.lineMap)
                }, sourcesPath: output.registration.layout.sourcesPath(for: output.registration.name))
        }
        let report: FeatureVerifier.Report
        do {
            report = try verifier.verify(core + subjects)
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
            if !report.typeCheckedAgainstStandIns.isEmpty || !report.typeCheckedAgainstSDKs.isEmpty
                || !report.builtWithXcode.isEmpty
            {
                stdout.write("verify: what each file proves:\n")
                for (path, proof) in report.proofs { stdout.write("  \(path): \(proof.description)\n") }
            }
            let one = features.count == 1
            var summary =
                features.isEmpty
                ? "verify: the \(appTargetName) target builds without warnings"
                : "verify: \(features.map(\.name).joined(separator: ", ")) build\(one ? "s" : "") without warnings and \(one ? "its" : "their") tests pass"
            if let app, !features.isEmpty { summary += "; the \(app.name) target builds without warnings" }
            if !core.isEmpty {
                summary +=
                    "; the shared runtime (\(CoreModule.folder)) builds without warnings"
                    + (core.contains(where: \.runsTests) ? " and its tests pass" : "")
            }
            let typeChecked = report.typeCheckedAgainstStandIns.count, parsed = report.parsedOnly.count
            let againstSDK = report.typeCheckedAgainstSDKs.count
            if againstSDK > 0 {
                summary += "; " + sdkSummary(report.typeCheckedAgainstSDKs.map(\.sdks))
            }
            if !report.builtWithXcode.isEmpty {
                summary +=
                    "; the Xcode project builds for \(FeatureVerifier.xcodeDestinations.map(\.name).joined(separator: " and "))"
            }
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

    /// "12 SwiftUI/SwiftData files are type-checked against iPhoneOS17.0.sdk (arm64-apple-ios17.0),
    /// 3 of them also against macOS14.0.sdk (x86_64-apple-macos14.0), not built" from each file's
    /// SDK proof names (the first SDK is the one every file was checked against).
    static func sdkSummary(_ perFile: [[String]]) -> String {
        var counts: [String: Int] = [:]
        for sdks in perFile { for sdk in sdks { counts[sdk, default: 0] += 1 } }
        let first = perFile.first?.first ?? ""
        let all = perFile.count
        var text = "\(all) SwiftUI/SwiftData file\(all == 1 ? " is" : "s are") type-checked against \(first)"
        for (sdk, count) in counts.sorted(by: { $0.key < $1.key }) where sdk != first {
            text += count == all ? " and \(sdk)" : ", \(count) of them also against \(sdk)"
        }
        return text + (FeatureVerifier.platformCompilesGuardedCode ? " (and built for this Mac)" : ", not built")
    }
}
