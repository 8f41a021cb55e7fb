import Foundation

/// Step 3 of ``FeatureVerifier/verify(_:)``: type-checking the platform-guarded code.
extension FeatureVerifier {
    /// A module with guarded files, as step 3 checks it.
    struct GuardedModule {
        /// The module to check.
        var module: StandInTypeCheck.Module
        /// Its guarded files (relative paths): what the check proves something about.
        var guardedPaths: [String]
        /// Whether it is a feature's test module (it imports the test framework, which no SDK
        /// holds: checked against the stand-ins, importing its feature emitted against them).
        var isTests: Bool
        /// Whether it is a module the features import (the shared runtime, `Shared`): emitted
        /// before them wherever they are checked.
        var isImported = false
    }

    /// The modules checked against the stand-ins when the others were checked against an SDK:
    /// the test modules, the features they test (emitted again against the stand-ins) and, before
    /// them, the modules those features import (the runtime), in their order. A file the SDK
    /// proved keeps that stronger proof in the report.
    static func standInModules(besideSDK modules: [GuardedModule], testing features: Set<String>) -> [GuardedModule] {
        guard modules.contains(where: \.isTests) else { return [] }
        return modules.filter { $0.isTests || features.contains($0.module.name) || $0.isImported }
    }

    /// Type-checks every module with guarded files: against the SDKs in ``sdk`` when set (test
    /// modules against the stand-ins, off a Mac), else against the stand-ins. Every module is
    /// checked and every error reported, even after one fails.
    /// - Returns: the failed report, or `nil` when every module type-checked (the report then lists
    ///   the guarded files with what they were checked against instead of as parsed only).
    func typeCheckGuardedCode(_ features: [Feature], guarded: Set<String>, report: inout Report) throws -> Report? {
        let settings = try targetSwiftSettings()
        let modules = guardedModules(features, guarded: guarded, settings: settings)
        let files = features.flatMap(\.files) + problemFiles()
        guard !modules.isEmpty else { return nil }
        var failed = false
        var standInModules = modules
        if let sdk {
            failed = try typeCheckAgainstSDKs(
                modules.filter { !$0.isTests }, sdk: sdk, settings: settings, files: files, report: &report)
            // Test modules import the test framework and their feature: off a Mac they are checked
            // against the stand-ins with their features (emitted again there); on a Mac
            // `swift build` built them.
            let testedFeatures = Set(
                modules.filter(\.isTests).compactMap { module in
                    features.first { $0.testTarget == module.module.name }?.name
                })
            standInModules =
                Self.platformCompilesGuardedCode ? [] : Self.standInModules(besideSDK: modules, testing: testedFeatures)
        }
        if !standInModules.isEmpty, !Self.platformCompilesGuardedCode {
            failed = try typeCheckAgainstStandIns(standInModules, settings: settings, files: files, report: &report) || failed
        }
        let checked = Set(report.typeCheckedAgainstStandIns + report.typeCheckedAgainstSDKs.map(\.path))
        report.parsedOnly.removeAll { checked.contains($0) }
        if failed {
            report.succeeded = false
            return report
        }
        return nil
    }

    /// The modules step 3 checks: each feature with guarded files (and its test module when
    /// guarded test files exist), then the App target and the Xcode app target.
    func guardedModules(_ features: [Feature], guarded: Set<String>, settings: [String: TargetSwiftSettings]?) -> [GuardedModule]
    {
        func flags(_ target: String) -> [String] { settings?[target]?.flags ?? [] }
        var modules: [GuardedModule] = []
        let buildModules = absolute(".build/debug/Modules")
        let searchPaths = FileManager.default.fileExists(atPath: buildModules) ? [buildModules] : []
        func swiftFiles(in folder: String) -> [StandInTypeCheck.SourceFile] {
            var sources: [StandInTypeCheck.SourceFile] = []
            let enumerator = FileManager.default.enumerator(atPath: absolute(folder))
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let path = absolute((folder as NSString).appendingPathComponent(relative))
                guard let contents = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                sources.append(.init(path: path, contents: contents))
            }
            return sources.sorted { $0.path < $1.path }
        }
        func hasResources(_ folder: String) -> Bool {
            // SwiftPM gives a target with resources (its String Catalog) `Bundle.module`.
            let resources = absolute((folder as NSString).appendingPathComponent(StringCatalog.resourcesFolder))
            return !((try? FileManager.default.contentsOfDirectory(atPath: resources)) ?? []).isEmpty
        }
        for feature in features {
            let guardedPaths = feature.files.map(\.path).filter { guarded.contains($0) }
            // The runtime's modules are checked and emitted, guarded files or not: features import them.
            guard
                let folder = feature.isImported
                    ? feature.sourcesPath
                    : guardedPaths.first.map({ feature.sourcesPath ?? ($0 as NSString).deletingLastPathComponent })
            else { continue }
            // Guarded test files (the SwiftData store's query cases and migration tests) are
            // checked as the test module, importing the feature module emitted just before.
            let inSources = guardedPaths.filter { $0.hasPrefix(folder + "/") }
            let inTests = guardedPaths.filter { !$0.hasPrefix(folder + "/") }
            let module = StandInTypeCheck.Module(
                name: feature.name, files: swiftFiles(in: folder), searchPaths: searchPaths,
                emitsModule: feature.isImported || !inTests.isEmpty || app != nil, hasResources: hasResources(folder),
                extraFlags: flags(feature.name))
            modules.append(
                GuardedModule(module: module, guardedPaths: inSources, isTests: false, isImported: feature.isImported))
            if let test = inTests.first {
                let testsFolder = (test as NSString).deletingLastPathComponent
                let tests = StandInTypeCheck.Module(
                    name: feature.testTarget, files: swiftFiles(in: testsFolder), searchPaths: searchPaths,
                    extraFlags: flags(feature.testTarget))
                modules.append(GuardedModule(module: tests, guardedPaths: inTests, isTests: true))
            }
        }
        // The App target imports every feature (emitted above); the Xcode app target imports App.
        if let app {
            let guardedPaths = app.files.map(\.path).filter { guarded.contains($0) }
            let entryPaths = app.entryPointFiles.map(\.path).filter { guarded.contains($0) }
            if !guardedPaths.isEmpty || !entryPaths.isEmpty {
                let module = StandInTypeCheck.Module(
                    name: app.name, files: swiftFiles(in: app.sourcesPath), searchPaths: searchPaths,
                    emitsModule: !entryPaths.isEmpty, hasResources: hasResources(app.sourcesPath), extraFlags: flags(app.name))
                modules.append(GuardedModule(module: module, guardedPaths: guardedPaths, isTests: false))
            }
            if let folder = app.entryPointPath, !entryPaths.isEmpty {
                let module = StandInTypeCheck.Module(
                    name: app.entryPointModule, files: swiftFiles(in: folder), searchPaths: searchPaths)
                modules.append(GuardedModule(module: module, guardedPaths: entryPaths, isTests: false))
            }
        }
        return modules
    }

    private func problemFiles() -> [GeneratedFile] { app.map { $0.files + $0.entryPointFiles } ?? [] }

    /// Checks `modules` against the SDKs. - Returns: whether any failed.
    private func typeCheckAgainstSDKs(
        _ modules: [GuardedModule], sdk: SDKSelection, settings: [String: TargetSwiftSettings]?, files: [GeneratedFile],
        report: inout Report
    ) throws -> Bool {
        guard !modules.isEmpty else { return false }
        let cacheRoot = sdkCacheRoot ?? SDKPreparation.cacheRoot(packageRoot: packageRoot, environment: [:])
        let preparation = SDKPreparation(swiftc: swiftc, cacheRoot: cacheRoot)
        let needsMacOS = modules.contains { $0.module.usesPlatformConditions }
        var prepared: [SDKPreparation.Prepared] = []
        do {
            for sdk in needsMacOS ? sdk.sdks(usingPlatformConditions: true) : [sdk.iOS] {
                prepared.append(try preparation.prepare(sdk) { progress($0 + "\n") })
            }
        } catch let error as SDKPreparation.PreparationError {
            progress("prepare the SDK for this toolchain ... failed; the guarded files are not type-checked against it\n")
            report.failingTests.append(error.description)
            return true
        }
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("scaffold-sdk-check-" + UUID().uuidString)
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let check = SDKTypeCheck(swiftc: swiftc, prepared: prepared, scratch: scratch)
        var failed = false
        for guarded in modules {
            let result = try check.check(guarded.module)
            verboseOutput?(result.output)
            let applied = settings.map { $0[guarded.module.name]?.summary.map { "; " + $0 } ?? "" } ?? ""
            let count = guarded.guardedPaths.count
            progress(
                "type-check \(guarded.module.name) against \(result.sdks.map(\.proofName).joined(separator: " and ")) (\(count) guarded file\(count == 1 ? "" : "s")\(applied)) ... \(result.succeeded ? "ok" : "failed") (\(Self.seconds(result.seconds)))\n"
            )
            if result.succeeded {
                report.typeCheckedAgainstSDKs += guarded.guardedPaths.map { ($0, result.sdks.map(\.proofName)) }
            } else {
                failed = true
                report.problems += map(result.messages, files: files)
                if result.messages.isEmpty {
                    report.failingTests += result.output.split(separator: "\n").suffix(30).map(String.init)
                }
            }
        }
        return failed
    }

    /// Checks `modules` against the stand-ins. - Returns: whether any failed.
    private func typeCheckAgainstStandIns(
        _ modules: [GuardedModule], settings: [String: TargetSwiftSettings]?, files: [GeneratedFile], report: inout Report
    ) throws -> Bool {
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("scaffold-standins-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let check = StandInTypeCheck(swiftc: swiftc, scratch: scratch)
        let prepared: StandInTypeCheck.Prepared
        do {
            let platforms: [StandInRewriter.Platform] =
                modules.contains { $0.module.usesPlatformConditions } ? StandInRewriter.Platform.allCases : [.macOS]
            prepared = try check.prepare(for: platforms, cache: standInCacheRoot)
        } catch let error as StandInTypeCheck.PreparationError {
            progress("compile the SwiftUI and SwiftData stand-ins ... failed; guarded files stay parsed only\n")
            verboseOutput?(error.output)
            return false
        }
        progress(
            prepared.isCached
                ? "compile the SwiftUI and SwiftData stand-ins ... ok (compiled earlier by this toolchain, cached)\n"
                : "compile the SwiftUI and SwiftData stand-ins ... ok (\(Self.seconds(prepared.seconds)))\n")
        let sdkChecked = Set(report.typeCheckedAgainstSDKs.map(\.path))
        var failed = false
        for guarded in modules {
            let result = try check.check(guarded.module, with: prepared)
            verboseOutput?(result.output)
            // The Xcode app target is no SwiftPM target: its settings live in the Xcode project.
            let applied = settings.map { $0[guarded.module.name]?.summary.map { "; " + $0 } ?? "" } ?? ""
            let count = guarded.guardedPaths.count
            progress(
                "type-check \(guarded.module.name) against the stand-ins (\(count) guarded file\(count == 1 ? "" : "s")\(applied)) ... \(result.succeeded ? "ok" : "failed") (\(Self.seconds(result.seconds)))\n"
            )
            if result.succeeded {
                // A file the SDK check proved keeps that (stronger) proof.
                report.typeCheckedAgainstStandIns += guarded.guardedPaths.filter { !sdkChecked.contains($0) }
            } else {
                failed = true
                report.problems += map(result.messages, files: files)
                if result.messages.isEmpty {
                    report.failingTests += result.output.split(separator: "\n").suffix(30).map(String.init)
                }
            }
        }
        return failed
    }
}
