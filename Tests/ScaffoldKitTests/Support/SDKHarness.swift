import Foundation
import Testing

@testable import ScaffoldKit

/// Type-checks feature source folders against the real iOS 17.0 and macOS 14.0 SDKs of
/// `../shared/sdk` (``SDKTypeCheck``), the same code path `scaffold verify --sdk` takes. The SDKs
/// are extracted once into `.build/scaffold-test-sdks` and prepared once into
/// `.build/scaffold-sdk-cache` (or `SCAFFOLD_SDK_CACHE`), shared by every test and run; the first
/// run builds SwiftUI from its interfaces (about 3 minutes on 2 cores).
final class SDKHarness: @unchecked Sendable {
    static let shared = Result { try SDKHarness() }

    /// The extract script, or `nil` (the SDK suites are then skipped, saying why).
    static let extractScript: String? = {
        let path = Golden.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/sdk/extract").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    /// Why the SDK suites are skipped, for `.enabled(if:_:)`.
    static let skipReason: Comment =
        "skipped: ../shared/sdk (the trimmed Apple SDKs) is not beside the repository, so nothing is type-checked against a real SDK"

    let scratch: TemporaryDirectory
    let selection: SDKSelection
    /// The prepared-SDK cache every SDK test shares.
    let cacheRoot: String
    let check: SDKTypeCheck

    private init() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let swiftc = ToolProcess.find("swiftc", environment: environment) else {
            throw CommandFailure("swiftc is not on PATH")
        }
        guard let extract = Self.extractScript else { throw CommandFailure("../shared/sdk/extract is missing") }
        let build = Golden.repositoryRoot.appendingPathComponent(".build").path
        let extracted = try ToolProcess(executable: extract).run([build + "/scaffold-test-sdks"], in: build)
        guard extracted.status == 0, let iOSPath = extracted.output.split(separator: "\n").last.map(String.init) else {
            throw CommandFailure("../shared/sdk/extract failed:\n\(extracted.output)")
        }
        let iOS = try AppleSDK.at(iOSPath, expecting: .iOS)
        selection = SDKSelection(iOS: iOS, macOS: AppleSDK.macOSSibling(of: iOS), source: "../shared/sdk")
        let cache = environment["SCAFFOLD_SDK_CACHE"] ?? build + "/scaffold-sdk-cache"
        cacheRoot = cache
        let preparation = SDKPreparation(swiftc: swiftc, cacheRoot: cache)
        let prepared = try selection.sdks(usingPlatformConditions: true).map { try preparation.prepare($0) { print($0) } }
        scratch = try TemporaryDirectory()
        check = SDKTypeCheck(swiftc: swiftc, prepared: prepared, scratch: scratch.path)
        try emitRuntime()
    }

    /// Type-checks and emits the shared runtime's library modules (`Core/`, rendered from the
    /// built-in templates) against the SDKs, dependencies first, so that every feature checked
    /// later imports them as it does in a package.
    /// - Throws: when a runtime module does not type-check against an SDK.
    /// The SDKs the runtime's modules were checked against (its `os(macOS)` code: the macOS SDK).
    private(set) var runtimeSDKs: Set<String> = []

    private func emitRuntime() throws {
        // The shared modules are the Shop example's (Examples/Shop/specs/Shared.spec.json), the
        // one Example with a shared spec.
        let shared = try ExampleSpecLoader.shopShared()
        let rendered = try CoreRuntime(layout: .features, shared: shared).render()
        for module in CoreModule.modules(for: shared) where !module.isTestTarget {
            let folder = module.path(in: .features) + "/"
            let files = rendered.filter { $0.path.hasPrefix(folder) && $0.path.hasSuffix(".swift") }.sorted { $0.path < $1.path }
                .map { StandInTypeCheck.SourceFile(path: scratch.path + "/" + $0.path, contents: $0.contents) }
            for file in files {
                try FileManager.default.createDirectory(
                    atPath: (file.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try file.contents.write(toFile: file.path, atomically: true, encoding: .utf8)
            }
            let result = try check.check(
                .init(name: module.name, files: files, emitsModule: true, hasResources: module.hasResources))
            guard result.succeeded else {
                throw CommandFailure("the runtime module \(module.name) does not type-check against the SDK:\n\(result.output)")
            }
            runtimeSDKs.formUnion(result.sdks.map(\.name))
        }
    }

    /// Type-checks every `.swift` file under `folder` as one module (SwiftPM's `Bundle.module`
    /// added when it has a String Catalog); with `emitsModule`, emits it for later modules.
    func check(sourcesFolder folder: String, moduleName: String? = nil, emitsModule: Bool = false, extraFlags: [String] = [])
        throws -> SDKTypeCheck.Result
    {
        var files: [StandInTypeCheck.SourceFile] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let path = (folder as NSString).appendingPathComponent(relative)
            files.append(.init(path: path, contents: try String(contentsOfFile: path, encoding: .utf8)))
        }
        files.sort { $0.path < $1.path }
        let resources = (folder as NSString).appendingPathComponent(StringCatalog.resourcesFolder)
        let hasResources = !((try? FileManager.default.contentsOfDirectory(atPath: resources)) ?? []).isEmpty
        return try check.check(
            .init(
                name: moduleName ?? StandInHarness.moduleName(ofSourcesFolder: folder), files: files, emitsModule: emitsModule,
                hasResources: hasResources, extraFlags: extraFlags))
    }

    /// Type-checks one module made of the files at `paths` (with `everySDK`, against the macOS
    /// SDK too).
    func check(module name: String, paths: [String], everySDK: Bool = false) throws -> SDKTypeCheck.Result {
        let files = try paths.map {
            StandInTypeCheck.SourceFile(path: $0, contents: try String(contentsOfFile: $0, encoding: .utf8))
        }
        return try check.check(.init(name: name, files: files), everySDK: everySDK)
    }
}
