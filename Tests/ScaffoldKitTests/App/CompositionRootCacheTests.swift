import Foundation
import Testing

@testable import ScaffoldKit

/// The parts of saved specs the composition root keeps between commands
/// (``AppComposer/SpecParts``, ``CompositionRootCache``): they answer what the composition root
/// asks as the whole spec does, they are used only for the exact text they came from, and an
/// untrustworthy cache is no cache.
@Suite struct CompositionRootCacheTests {
    /// Every example spec and 300 generated valid specs (seeded).
    static func specs() throws -> [FeatureSpec] {
        var specs: [FeatureSpec] = []
        for example in ["Weather", "Notes", "Pantry", "SignIn"] {
            let url = Golden.repositoryRoot.appendingPathComponent("Examples/\(example)/\(example).feature.json")
            specs.append(try FeatureSpecLoader.load(bytes: Array(try Data(contentsOf: url)), file: url.path))
        }
        let seed = SeededGenerator.seed(from: "SCAFFOLD_SPEC_SEED", default: 7)
        var generator = RandomSpecGenerator(seed: seed)
        for index in 0..<300 {
            let text = generator.spec(name: "Gen\(index)", index: index).text()
            specs.append(try FeatureSpecLoader.load(bytes: Array(text.utf8), file: "Gen\(index).feature.json"))
        }
        return specs
    }

    @Test func thePartsAnswerWhatTheCompositionRootAsksAsTheWholeSpecDoes() throws {
        for spec in try Self.specs() {
            let feature = AppComposer.Feature(spec: spec, specPath: "\(spec.name).json", specText: "")
            let reduced = feature.spec
            #expect(ReservedNames.publicTypeNames(for: reduced) == ReservedNames.publicTypeNames(for: spec), "\(spec.name)")
            #expect(
                feature.parts.destinationOnlyRoutes == AppComposer.routesShowingOnlyWhatDestinationsLoad(in: spec).sorted())
            #expect(
                reduced.routes
                    == spec.routes.map { route in
                        var kept = FeatureSpec.Route(
                            name: route.name,
                            parameters: route.parameters.map {
                                FeatureSpec.Parameter(name: $0.name, type: $0.type, label: $0.label)
                            },
                            opens: route.opens)
                        kept.link = route.link
                        return kept
                    })
            #expect(reduced.name == spec.name && reduced.style == spec.style && reduced.app == spec.app)
            #expect(reduced.dependencies == spec.dependencies && reduced.storage.kind == spec.storage.kind)
            #expect(reduced.clients.map(\.name) == spec.clients.map(\.name))
            let types = Set(spec.routes.flatMap { $0.parameters.map(\.type) })
                .union(spec.models.map { "\($0.name).ID" } + spec.storage.models.map { "\($0.name).ID" })
            for type in types {
                #expect(AppComposer.identityType(type, in: reduced) == AppComposer.identityType(type, in: spec), "\(type)")
                #expect(AppComposer.ownType(in: type, of: reduced) == AppComposer.ownType(in: type, of: spec), "\(type)")
            }
            // Through the cache's encoding and back: the same parts, the same feature.
            let entry = try #require(CompositionRootCache.Entry(specHash: "h", parts: feature.parts))
            let decoded = try #require(entry.decoded(dependableTargets: nil))
            #expect(decoded == feature.parts)
            #expect(AppComposer.Feature(parts: decoded, specPath: "", specText: "")?.spec == reduced)
        }
    }

    @Test func partsWhoseDependencyIsNoLongerATargetAreNotUsed() throws {
        var spec = FeatureSpec(name: "Orders")
        spec.dependencies = ["Shared"]
        let entry = try #require(CompositionRootCache.Entry(specHash: "h", parts: AppComposer.SpecParts(spec)))
        #expect(entry.decoded(dependableTargets: ["Shared", "Other"]) != nil)
        #expect(entry.decoded(dependableTargets: nil) != nil, "targets unknown: not checked, as by the validator")
        #expect(entry.decoded(dependableTargets: ["Other"]) == nil)
    }

    @Test func anUntrustworthyCacheIsNoCache() throws {
        var cache = CompositionRootCache(binary: "scaffold 1 exe a")
        cache.entries["Weather"] = CompositionRootCache.Entry(specHash: "fnv1a64:1", encodedParts: "{\"name\":\"Weather\"}")
        cache.entries["Notes"] = CompositionRootCache.Entry(specHash: "fnv1a64:2", encodedParts: "{\"name\":\"Notes\"}")
        let text = cache.encoded()
        #expect(CompositionRootCache.decode(text, binary: cache.binary) == cache)
        #expect(CompositionRootCache.decode(text, binary: "scaffold 1 exe b") == nil, "another binary")
        #expect(CompositionRootCache.decode(String(text.dropLast(10)), binary: cache.binary) == nil, "truncated")
        #expect(
            CompositionRootCache.decode(text.replacingOccurrences(of: "fnv1a64:2", with: "fnv1a64:3"), binary: cache.binary)
                == nil, "changed without its checksum")
        #expect(
            CompositionRootCache.decode(
                text.replacingOccurrences(of: "scaffold-app-cache 1", with: "scaffold-app-cache 0"), binary: cache.binary)
                == nil, "another format")
        // Every single-byte change is caught (seeded positions).
        var random = SeededGenerator(seed: 11)
        let bytes = Array(text.utf8)
        for _ in 0..<200 {
            var changed = bytes
            let index = Int.random(in: 0..<changed.count - 1, using: &random)
            changed[index] = changed[index] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
            let decoded = CompositionRootCache.decode(String(decoding: changed, as: UTF8.self), binary: cache.binary)
            #expect(decoded == nil || decoded == cache, "byte \(index)")
        }
    }

    static let rootView = "Sources/App/AppRootView.swift"

    /// The package's cache, decoded.
    static func cache(_ package: SyncTestPackage) throws -> CompositionRootCache {
        let text = try #require(try package.read(CompositionRootCache.path))
        return try #require(CompositionRootCache.decode(text, binary: CheckCache.binaryIdentity))
    }

    /// Rewrites the cached parts of `feature` with `change`, keeping the cache whole (checksum).
    static func tamper(
        _ package: SyncTestPackage, feature: String, _ change: (inout AppComposer.SpecParts) -> Void
    ) throws {
        var cache = try Self.cache(package)
        let entry = try #require(cache.entries[feature])
        var parts = try #require(entry.decoded(dependableTargets: nil))
        change(&parts)
        cache.entries[feature] = CompositionRootCache.Entry(specHash: entry.specHash, parts: parts)
        try package.write(CompositionRootCache.path, cache.encoded())
    }

    /// The root view the composition root renders now (keeping the cache like a command that
    /// succeeded).
    static func renderedRoot(_ package: SyncTestPackage) throws -> String {
        let workspace = try PackageWorkspace.open(package: package.root, from: package.root, fileSystem: package.fileSystem)
        let update = try #require(try workspace.appRootUpdate())
        workspace.keepCache(of: update)
        let action = try #require(update.actions.first { $0.path == rootView })
        return try #require(action.result ?? action.current)
    }

    @Test func keptPartsAreUsedExactlyWhileTheSavedSpecIsTheTextTheyCameFrom() throws {
        let package = try SyncTestPackage.make()
        let specPath = "Features/Weather/Weather.feature.json"
        let saved = try package.read(specPath) ?? ""
        #expect(try Self.cache(package).entries["Weather"]?.specHash == ContentHash.of(saved), "kept for the saved text")
        #expect(try package.read(".scaffold/cache/.gitignore") == "*\n", "never committed")

        // Parts that say something else, kept for the same text: the root is rendered from them
        // (the saved spec was not validated again).
        try Self.tamper(package, feature: "Weather") { $0.title = "Kept Title" }
        #expect(try Self.renderedRoot(package).contains("\"Kept Title\""))

        // The saved spec changes: validated again, the kept parts are not used, the cache follows.
        try package.write(specPath, saved + "\n")
        #expect(try !Self.renderedRoot(package).contains("\"Kept Title\""))
        #expect(try Self.cache(package).entries["Weather"]?.specHash == ContentHash.of(saved + "\n"))

        // An invalid saved spec is reported, whatever the cache holds for the feature.
        try Self.tamper(package, feature: "Weather") { $0.title = "Kept Title" }
        try package.write(specPath, saved.replacingOccurrences(of: "\"name\": \"Weather\"", with: "\"name\": \"1Weather\""))
        let workspace = try PackageWorkspace.open(package: package.root, from: package.root, fileSystem: package.fileSystem)
        #expect(throws: CommandFailure.self) { try workspace.appRootUpdate() }

        // A corrupted cache is no cache: the spec is validated and the cache rewritten whole.
        try package.write(specPath, saved)
        try package.write(CompositionRootCache.path, "scaffold-app-cache 1\ngarbage")
        #expect(try Self.renderedRoot(package).contains("Weather"))
        #expect(try Self.cache(package).entries["Weather"] != nil)
    }

    /// Issue 28: `feature --no-register` renders no composition root, yet keeps the cache, so a
    /// run of such calls validates each saved spec once, not every spec on every call.
    @Test func featureWithoutRegistrationKeepsTheCache() throws {
        let package = try SyncTestPackage.make(specs: [])
        for name in ["Alpha", "Beta"] {
            let result = package.feature([name, "--no-register"])
            #expect(result.status == ExitCode.success, "\(result.stderr)")
        }
        #expect(try Self.cache(package).entries.keys.sorted() == ["Alpha", "Beta"])
        // A dry run writes nothing, the cache included.
        try package.delete(CompositionRootCache.path)
        #expect(package.feature(["Gamma", "--no-register", "--dry-run"]).status == ExitCode.success)
        #expect(try package.read(CompositionRootCache.path) == nil)
    }
}
