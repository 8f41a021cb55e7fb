import Foundation

/// Proves that generated features compile and their tests pass, in the host package, and points
/// compiler errors in generated files back at the template lines that produced them.
///
/// Steps, each reported with its elapsed time:
/// 1. `swiftc -parse` over files with platform-guarded code (`#if canImport(SwiftUI)`,
///    `#if canImport(SwiftData)`), so a syntax error there fails even where the guarded code is
///    not compiled.
/// 2. `swift build --target <Name>Tests -Xswiftc -warnings-as-errors` per feature (builds the
///    feature and its tests, nothing else).
/// 3. Where SwiftUI and SwiftData do not exist (Linux): each feature's module is type-checked
///    against the stand-ins compiled into scaffold (``StandInTypeCheck``), so the guarded files
///    are "type-checked against the SwiftUI stand-in" (or SwiftData) rather than "parsed only".
///    When the stand-ins cannot be compiled here, the guarded files stay "parsed only". Each
///    module is checked under its target's Swift settings (``TargetSwiftSettings``, from
///    `swift package dump-package`); the progress line names those applied and those not.
///    The shared runtime's modules (``Feature/isImported``, listed first) are emitted against the
///    stand-ins before the features that import them.
///    With ``app`` set, `swift build --target App` joins step 2, and step 3 emits every feature's
///    module, then type-checks the `App` target (importing them) and the Xcode app's `@main`
///    source (importing `App`; "parsed only" on an Apple platform, where SwiftPM never builds it).
/// 4. `swift test --filter '^(<Name>Tests)\.' -Xswiftc -warnings-as-errors` once for all features
///    (same flags, so the build cache of step 2 is reused); with ``app`` set, `AppTests` too.
public struct FeatureVerifier: Sendable {
    /// A generated file and how it was produced.
    public struct GeneratedFile: Hashable, Sendable {
        /// Path relative to the package root.
        public var path: String
        /// What scaffold rendered (used to tell whether the user edited the file since).
        public var renderedContent: String
        /// For each rendered line, the template position that produced it.
        public var lineMap: [TemplateLocation]

        /// Creates a file description.
        public init(path: String, renderedContent: String, lineMap: [TemplateLocation]) {
            self.path = path
            self.renderedContent = renderedContent
            self.lineMap = lineMap
        }
    }

    /// A feature to verify.
    public struct Feature: Hashable, Sendable {
        /// The feature's name (its library target).
        public var name: String
        /// Its test target.
        public var testTarget: String
        /// Its generated files.
        public var files: [GeneratedFile]
        /// The folder of its library target relative to the package root (every `.swift` file in
        /// it is type-checked against the stand-ins); `nil` uses the folder of its guarded files.
        public var sourcesPath: String?
        /// Whether modules after it import it (the shared runtime's, which the features import):
        /// where SwiftUI does not exist it is then emitted against the stand-ins, guarded files or
        /// not, before them (`sourcesPath` must be set).
        public var isImported: Bool
        /// Whether its tests run in step 4 (`testTarget` is built either way).
        public var runsTests: Bool

        /// Creates a feature description.
        public init(
            name: String, testTarget: String, files: [GeneratedFile], sourcesPath: String? = nil, isImported: Bool = false,
            runsTests: Bool = true
        ) {
            self.name = name
            self.testTarget = testTarget
            self.files = files
            self.sourcesPath = sourcesPath
            self.isImported = isImported
            self.runsTests = runsTests
        }
    }

    /// The package's `App` target (the composition root `scaffold init` creates), verified with
    /// the features: built with warnings as errors, and where SwiftUI does not exist its Swift
    /// files (and the Xcode app target's `@main` source, which SwiftPM never compiles) are
    /// type-checked against the stand-ins, importing the features' modules emitted against them.
    public struct AppTarget: Hashable, Sendable {
        /// The target's name (`App`).
        public var name: String
        /// Its folder relative to the package root (`Sources/App`).
        public var sourcesPath: String
        /// Its Swift files (relative paths, rendered content = what is on disk unless scaffold
        /// rendered it; no line map for the user's own files).
        public var files: [GeneratedFile]
        /// The folder of the Xcode app target's sources (`Xcode/<Name>App`) relative to the
        /// package root, when it exists; its Swift files import `App`.
        public var entryPointPath: String?
        /// The Xcode app target's module name (the package name with `-` as `_`).
        public var entryPointModule: String
        /// The Swift files of the Xcode app target (relative paths).
        public var entryPointFiles: [GeneratedFile]

        /// Creates an app target description.
        public init(
            name: String, sourcesPath: String, files: [GeneratedFile], entryPointPath: String?, entryPointModule: String,
            entryPointFiles: [GeneratedFile]
        ) {
            self.name = name
            self.sourcesPath = sourcesPath
            self.files = files
            self.entryPointPath = entryPointPath
            self.entryPointModule = entryPointModule
            self.entryPointFiles = entryPointFiles
        }
    }

    /// What verification proved about one file.
    public enum FileProof: Hashable, Sendable {
        /// Compiled by `swift build` with warnings as errors.
        case built
        /// Type-checked against the named stand-ins (`SwiftUI`, `SwiftData`); not built.
        case typeCheckedAgainstStandIns([String])
        /// Type-checked against real Apple SDKs (``AppleSDK/proofName``); not built.
        case typeCheckedAgainstSDKs([String])
        /// Built by `swift build` for this Mac and type-checked against the named SDKs (iOS).
        case builtAndTypeCheckedAgainstSDKs([String])
        /// Built by `xcodebuild` for the named destinations (the Xcode app target's sources).
        case builtWithXcode([String])
        /// Only its syntax was checked.
        case parsedOnly

        /// How the report says it: "built", "type-checked against the SwiftUI stand-in",
        /// "parsed only".
        public var description: String {
            switch self {
            case .built: return "built"
            case .parsedOnly: return "parsed only"
            case .typeCheckedAgainstStandIns(let modules):
                let names = modules.joined(separator: " and ")
                return "type-checked against the \(names) stand-in\(modules.count == 1 ? "" : "s")"
            case .typeCheckedAgainstSDKs(let sdks):
                return "type-checked against \(sdks.joined(separator: " and "))"
            case .builtAndTypeCheckedAgainstSDKs(let sdks):
                return "built, and type-checked against \(sdks.joined(separator: " and "))"
            case .builtWithXcode(let destinations):
                return "built by xcodebuild for \(destinations.joined(separator: " and "))"
            }
        }
    }

    /// The outcome of verification.
    public struct Report: Sendable {
        /// Whether every step passed.
        public var succeeded: Bool
        /// Files whose platform-guarded code was parsed but not type-checked here.
        public var parsedOnly: [String]
        /// Files whose platform-guarded code was type-checked against the stand-ins (not built).
        public var typeCheckedAgainstStandIns: [String] = []
        /// Files type-checked against real Apple SDKs, in order, each with the SDKs' proof names
        /// (`iPhoneOS17.0.sdk (arm64-apple-ios17.0)`).
        public var typeCheckedAgainstSDKs: [(path: String, sdks: [String])] = []
        /// Files `xcodebuild` built (the Xcode app target's), with the destinations.
        public var builtWithXcode: [(path: String, destinations: [String])] = []
        /// What was proved about each generated file that exists, in order (filled as steps pass).
        public var proofs: [(path: String, proof: FileProof)] = []
        /// Compiler errors and warnings, each with the template position when known.
        public var problems: [Problem]
        /// Failing test lines from the test run.
        public var failingTests: [String]
    }

    /// A compiler message mapped back to its template.
    public struct Problem: Hashable, Sendable {
        /// The compiler's message.
        public var message: CompilerMessage
        /// The template position that produced the line, when the file was generated.
        public var template: TemplateLocation?
        /// True when the file differs from what scaffold rendered (the mapping may be off).
        public var fileWasEdited: Bool
    }

    /// The package root.
    public var packageRoot: String
    /// Runs `swift` (arguments, directory, line callback).
    public var swift: ToolProcess
    /// Runs `swiftc` for parse checks.
    public var swiftc: ToolProcess
    /// Receives progress lines (each ends with a newline).
    public var progress: @Sendable (String) -> Void
    /// Receives raw tool output lines when streaming (`--verbose`); `nil` to summarise.
    public var verboseOutput: (@Sendable (String) -> Void)?
    /// SwiftPM's build directory for `swift build` and `swift test` (`--scratch-path`), or
    /// `nil` for the package's own `.build`. Run from the SwiftPM command plugin, the package's
    /// `.build` is locked by the `swift package` that runs the plugin, so verify builds in a
    /// directory of its own (see ``pluginScratchPath(packageRoot:)``).
    public var scratchPath: String? = nil
    /// The `App` target to verify with the features (it imports every feature, so the features
    /// passed to ``verify(_:)`` must include all of them), or `nil` for the features alone.
    public var app: AppTarget? = nil
    /// The Apple SDKs to type-check platform-guarded code against (``SDKSelection``), or `nil`
    /// for the stand-ins (where SwiftUI does not exist) or nothing more (on a Mac).
    public var sdk: SDKSelection? = nil
    /// Where prepared SDKs are cached (``SDKPreparation/cacheRoot(packageRoot:environment:)``);
    /// `nil` uses the package's `.build/scaffold-sdk`.
    public var sdkCacheRoot: String? = nil
    /// Where the compiled stand-ins are kept between runs (``StandInTypeCheck/prepare(for:cache:)``;
    /// `scaffold verify`: `.build/scaffold-standins` in the package); `nil` compiles them every run.
    public var standInCacheRoot: String? = nil
    /// `xcodebuild`, to build the Xcode project for an iOS simulator and macOS after the tests
    /// (``XcodeBuild``), or `nil` not to.
    public var xcodebuild: ToolProcess? = nil

    /// Where verify builds when run from the SwiftPM command plugin: `.build/scaffold-verify`
    /// in the package (SwiftPM locks each build directory separately, so the outer
    /// `swift package` does not block it, and `.build` is already ignored by git).
    public static func pluginScratchPath(packageRoot: String) -> String {
        (packageRoot as NSString).appendingPathComponent(".build/scaffold-verify")
    }

    /// The `swift build` arguments that build `testTarget` (and the feature) with warnings as
    /// errors, in ``scratchPath`` when set.
    public func buildArguments(testTarget: String) -> [String] {
        ["build", "--target", testTarget] + scratchArguments + ["-Xswiftc", "-warnings-as-errors"]
    }

    /// The `swift test --filter` pattern that runs exactly `testTargets` and, with `includingApp`,
    /// the `App` target's `AppTests` (the composition root's tests): `^(WeatherTests|AppTests)\.`.
    public static func testFilter(_ testTargets: [String], includingApp: Bool) -> String {
        "^(" + (testTargets + (includingApp ? ["AppTests"] : [])).joined(separator: "|") + ")\\."
    }

    /// The `swift test` arguments that run the tests matching `filter` with warnings as errors,
    /// in ``scratchPath`` when set.
    public func testArguments(filter: String) -> [String] {
        ["test", "--filter", filter] + scratchArguments + ["-Xswiftc", "-warnings-as-errors"]
    }

    var scratchArguments: [String] { scratchPath.map { ["--scratch-path", $0] } ?? [] }

    /// Creates a verifier.
    public init(
        packageRoot: String,
        swift: ToolProcess,
        swiftc: ToolProcess,
        progress: @escaping @Sendable (String) -> Void,
        verboseOutput: (@Sendable (String) -> Void)? = nil
    ) {
        self.packageRoot = packageRoot
        self.swift = swift
        self.swiftc = swiftc
        self.progress = progress
        self.verboseOutput = verboseOutput
    }

    /// Whether this platform compiles SwiftUI and SwiftData code (Apple platforms) or only parses it.
    public static var platformCompilesGuardedCode: Bool {
        #if canImport(SwiftUI)
            return true
        #else
            return false
        #endif
    }

    func absolute(_ path: String) -> String {
        (packageRoot as NSString).appendingPathComponent(path)
    }

    static func seconds(_ value: Double) -> String { String(format: "%.1f s", value) }

    /// Runs every step for `features`.
    /// - Returns: the report; `succeeded` is true only when all steps passed.
    /// - Throws: when a tool cannot be started.
    public func verify(_ features: [Feature]) throws -> Report {
        var report = Report(succeeded: true, parsedOnly: [], problems: [], failingTests: [])
        let files = features.flatMap(\.files) + (app.map { $0.files + $0.entryPointFiles } ?? [])
        // The Xcode app target's sources: SwiftPM never compiles them, so they are guarded code
        // wherever they are (parsed only on an Apple platform, where the stand-ins are not used).
        let entryPoints = Set(app?.entryPointFiles.map(\.path) ?? [])

        // 1. Parse platform-guarded files.
        let guarded = files.filter {
            $0.path.hasSuffix(".swift")
                && ($0.renderedContent.contains("#if canImport(SwiftUI)")
                    || $0.renderedContent.contains("#if canImport(SwiftData)") || entryPoints.contains($0.path))
        }
        if !guarded.isEmpty {
            let paths = guarded.map(\.path).filter { FileManager.default.fileExists(atPath: absolute($0)) }
            let result = try swiftc.run(["-parse"] + paths.map(absolute), in: packageRoot, onLine: verboseOutput)
            let ok = result.status == 0
            progress(
                "parse \(paths.count) platform-guarded file\(paths.count == 1 ? "" : "s") ... \(ok ? "ok" : "failed") (\(Self.seconds(result.seconds)))\n"
            )
            if !ok {
                report.succeeded = false
                report.problems += map(CompilerMessage.parse(result.output), files: files)
                return report
            }
            report.parsedOnly = Self.platformCompilesGuardedCode ? paths.filter { entryPoints.contains($0) } : paths
        }

        // 2. Build each feature and its tests with warnings as errors (and the App target).
        for target in features.map(\.testTarget) + (app.map { [$0.name] } ?? []) {
            let arguments = buildArguments(testTarget: target)
            let result = try swift.run(arguments, in: packageRoot, onLine: verboseOutput)
            let ok = result.status == 0
            progress("swift \(arguments.joined(separator: " ")) ... \(ok ? "ok" : "failed") (\(Self.seconds(result.seconds)))\n")
            if !ok {
                report.succeeded = false
                let messages = CompilerMessage.parse(result.output)
                report.problems += map(messages, files: files)
                if messages.isEmpty {
                    report.failingTests += result.output.split(separator: "\n").suffix(20).map(String.init)
                }
                return report
            }
        }

        // 3. Type-check the guarded files against the SDK (when there is one) or the stand-ins
        //    (where Apple's frameworks are missing).
        if !Self.platformCompilesGuardedCode || sdk != nil, !guarded.isEmpty {
            if let failed = try typeCheckGuardedCode(features, guarded: Set(guarded.map(\.path)), report: &report) {
                return failed
            }
        }

        // 4. Run the features' tests.
        let tested = features.filter(\.runsTests)
        if tested.isEmpty {
            try buildXcodeProject(into: &report)
            recordProofs(files, into: &report)
            return report
        }
        let filter = Self.testFilter(tested.map(\.testTarget), includingApp: app != nil)
        let arguments = testArguments(filter: filter)
        let result = try swift.run(arguments, in: packageRoot, onLine: verboseOutput)
        let summary = Self.testSummary(result.output)
        let ok = result.status == 0
        progress("swift test --filter '\(filter)' ... \(ok ? summary ?? "ok" : "failed") (\(Self.seconds(result.seconds)))\n")
        if !ok {
            report.succeeded = false
            report.problems += map(CompilerMessage.parse(result.output), files: files)
            report.failingTests = result.output.split(separator: "\n").filter { $0.contains("✘") || $0.contains("error:") }
                .map(String.init)
        }
        try buildXcodeProject(into: &report)
        recordProofs(files, into: &report)
        return report
    }

    /// Fills ``Report/proofs`` for `files` when every step passed.
    private func recordProofs(_ files: [GeneratedFile], into report: inout Report) {
        if report.succeeded {
            let parsedOnly = Set(report.parsedOnly), typeChecked = Set(report.typeCheckedAgainstStandIns)
            let againstSDKs = Dictionary(report.typeCheckedAgainstSDKs.map { ($0.path, $0.sdks) }, uniquingKeysWith: { $1 })
            let xcode = Dictionary(report.builtWithXcode.map { ($0.path, $0.destinations) }, uniquingKeysWith: { $1 })
            let entryPoints = Set(app?.entryPointFiles.map(\.path) ?? [])
            for file in files where file.path.hasSuffix(".swift") && FileManager.default.fileExists(atPath: absolute(file.path)) {
                let proof: FileProof
                if let destinations = xcode[file.path] {
                    proof = .builtWithXcode(destinations)
                } else if let sdks = againstSDKs[file.path] {
                    let built = Self.platformCompilesGuardedCode && !entryPoints.contains(file.path)
                    proof = built ? .builtAndTypeCheckedAgainstSDKs(sdks) : .typeCheckedAgainstSDKs(sdks)
                } else if typeChecked.contains(file.path) {
                    proof = .typeCheckedAgainstStandIns(Self.standIns(importedBy: file.renderedContent))
                } else if parsedOnly.contains(file.path) {
                    proof = .parsedOnly
                } else {
                    proof = .built
                }
                report.proofs.append((file.path, proof))
            }
        }
    }

    /// The stand-ins a file's text imports (`SwiftUI`, `SwiftData`, `Accessibility`).
    /// A file that imports neither but has `#if canImport(...)` code was type-checked with the
    /// stand-ins it tests for (its module imports them: the App target's composition root).
    static func standIns(importedBy text: String) -> [String] {
        let imported = ["SwiftUI", "SwiftData", "Accessibility"].filter { text.contains("import \($0)\n") }
        return imported.isEmpty ? ["SwiftUI", "SwiftData"].filter { text.contains("#if canImport(\($0))") } : imported
    }

    /// Every target's Swift settings from `swift package dump-package` (``TargetSwiftSettings``),
    /// or `nil` (said in the progress) when the package description cannot be read: the check
    /// then runs without them.
    func targetSwiftSettings() throws -> [String: TargetSwiftSettings]? {
        let arguments = ["package"] + scratchArguments + ["dump-package"]
        let result = try swift.run(arguments, in: packageRoot)
        let settings = result.status == 0 ? TargetSwiftSettings.byTarget(dumpPackageOutput: result.output) : nil
        if settings == nil {
            progress(
                "read the targets' Swift settings (swift \(arguments.joined(separator: " "))) ... failed; the stand-in type-check below applies none of them\n"
            )
            verboseOutput?(result.output)
        }
        return settings
    }

    /// "N tests passed" from Swift Testing's or XCTest's closing lines.
    static func testSummary(_ output: String) -> String? {
        for line in output.split(separator: "\n").reversed() {
            if let range = line.range(of: "Test run with ") {
                // "12 tests in 1 suite passed after 0.002 seconds." → "12 tests in 1 suite passed"
                let summary = line[range.upperBound...]
                return String(summary.range(of: " after ").map { summary[..<$0.lowerBound] } ?? summary)
            }
        }
        return nil
    }

    func map(_ messages: [CompilerMessage], files: [GeneratedFile]) -> [Problem] {
        messages.map { message in
            let file = files.first { message.path == absolute($0.path) || message.path.hasSuffix("/" + $0.path) }
            guard let file else { return Problem(message: message, template: nil, fileWasEdited: false) }
            let current = try? String(contentsOfFile: absolute(file.path), encoding: .utf8)
            let template = message.line >= 1 && message.line <= file.lineMap.count ? file.lineMap[message.line - 1] : nil
            return Problem(message: message, template: template, fileWasEdited: current != file.renderedContent)
        }
    }
}
