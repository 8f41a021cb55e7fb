import Foundation

@testable import ScaffoldKit

/// Type-checks feature source folders against the SwiftUI and SwiftData stand-ins
/// (``StandInTypeCheck``), with the stand-in modules compiled once per test run.
///
/// Use it from any test that generates code: `try StandInHarness.shared.get().check(sourcesFolder:)`.
final class StandInHarness: @unchecked Sendable {
    static let shared = Result { try StandInHarness() }

    let scratch: TemporaryDirectory
    let typeCheck: StandInTypeCheck
    let prepared: StandInTypeCheck.Prepared

    private init() throws {
        guard let swiftc = ToolProcess.find("swiftc", environment: ProcessInfo.processInfo.environment) else {
            throw CommandFailure("swiftc is not on PATH")
        }
        scratch = try TemporaryDirectory()
        typeCheck = StandInTypeCheck(swiftc: swiftc, scratch: scratch.path)
        prepared = try typeCheck.prepare()
        try emitRuntime()
    }

    /// Type-checks and emits the shared runtime's library modules (`Core/`, rendered from the
    /// built-in templates), dependencies first, so that every feature checked later imports
    /// them as it does in a package.
    /// - Throws: when a runtime module does not type-check against the stand-ins.
    private func emitRuntime() throws {
        // The shared modules are the Shop example's (Examples/Shop/specs/Shared.spec.json), the
        // one Example with a shared spec.
        let shared = try ExampleSpecLoader.shopShared()
        let rendered = try CoreRuntime(layout: .features, shared: shared).render()
        for module in CoreModule.modules(for: shared) where !module.isTestTarget {
            let folder = module.path(in: .features) + "/"
            let files = rendered.filter { $0.path.hasPrefix(folder) && $0.path.hasSuffix(".swift") }.sorted { $0.path < $1.path }
                .map { StandInTypeCheck.SourceFile(path: scratch.path + "/" + $0.path, contents: $0.contents) }
            let result = try typeCheck.check(
                .init(name: module.name, files: files, emitsModule: true, hasResources: module.hasResources), with: prepared)
            guard result.succeeded else {
                throw CommandFailure(
                    "the runtime module \(module.name) does not type-check against the stand-ins:\n\(result.output)")
            }
        }
    }

    /// The module a feature's `Sources` folder builds: `Features/<Name>/Sources` → `<Name>`,
    /// `Sources/<Name>` → `<Name>`.
    static func moduleName(ofSourcesFolder folder: String) -> String {
        let url = URL(fileURLWithPath: folder)
        return url.lastPathComponent == "Sources" ? url.deletingLastPathComponent().lastPathComponent : url.lastPathComponent
    }

    /// Type-checks every `.swift` file under `folder` as one module; with `emitsModule`, also
    /// emits it (with `-enable-testing`) so that a tests folder checked next can import it.
    func check(sourcesFolder folder: String, moduleName: String? = nil, emitsModule: Bool = false, extraFlags: [String] = [])
        throws
        -> StandInTypeCheck.Result
    {
        var files: [StandInTypeCheck.SourceFile] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let path = (folder as NSString).appendingPathComponent(relative)
            files.append(.init(path: path, contents: try String(contentsOfFile: path, encoding: .utf8)))
        }
        files.sort { $0.path < $1.path }
        // SwiftPM gives a target with resources (its String Catalog) `Bundle.module`.
        let resources = (folder as NSString).appendingPathComponent(StringCatalog.resourcesFolder)
        let hasResources = !((try? FileManager.default.contentsOfDirectory(atPath: resources)) ?? []).isEmpty
        return try typeCheck.check(
            .init(
                name: moduleName ?? Self.moduleName(ofSourcesFolder: folder), files: files, emitsModule: emitsModule,
                hasResources: hasResources, extraFlags: extraFlags),
            with: prepared)
    }

    /// The feature's `Tests` folder beside `sourcesFolder` when a test file there uses SwiftData
    /// (behind `#if canImport(SwiftData)`, so only the stand-in check compiles it on Linux).
    static func swiftDataTestsFolder(besideSourcesFolder folder: String) -> String? {
        let tests = (folder as NSString).deletingLastPathComponent + "/Tests"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: tests)) ?? []
        let usesSwiftData = names.contains { name in
            name.hasSuffix(".swift")
                && ((try? String(contentsOfFile: tests + "/" + name, encoding: .utf8))?.contains("canImport(SwiftData)") ?? false)
        }
        return usesSwiftData ? tests : nil
    }

    /// Type-checks one module made of `sources` (file name → text).
    /// A String Catalog among `sources` is the target's resource: it is not compiled, and the
    /// module gets `Bundle.module` as SwiftPM gives it.
    func check(module name: String, sources: [String: String]) throws -> StandInTypeCheck.Result {
        let files = sources.filter { $0.key.hasSuffix(".swift") }.sorted { $0.key < $1.key }.map {
            StandInTypeCheck.SourceFile(path: $0.key, contents: $0.value)
        }
        // (or, when the caller passed only the Swift files, a source that looks strings up in it)
        let hasResources =
            sources.keys.contains { $0.hasSuffix("/" + StringCatalog.fileName) }
            || sources.values.contains { $0.contains("bundle: .module") }
        return try typeCheck.check(.init(name: name, files: files, hasResources: hasResources), with: prepared)
    }

    /// Every feature `Sources` folder of the examples and of the style goldens, relative to the
    /// repository root.
    static func repositorySourcesFolders() -> [String] {
        let root = Golden.repositoryRoot.path
        var folders: [String] = []
        for base in [
            "Examples", "Tests/ScaffoldKitTests/Goldens/feature", "Tests/ScaffoldKitTests/Goldens/mvvm",
            "Tests/ScaffoldKitTests/Goldens/mvi",
        ] {
            let enumerator = FileManager.default.enumerator(atPath: root + "/" + base)
            while let relative = enumerator?.nextObject() as? String {
                let components = relative.split(separator: "/")
                if components.count >= 3, components[components.count - 1] == "Sources",
                    components[components.count - 3] == "Features"
                {
                    folders.append(base + "/" + relative)
                }
            }
        }
        return folders.sorted()
    }
}
