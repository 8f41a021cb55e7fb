import Foundation
import Testing

@testable import ScaffoldKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `check`'s machine-local cache (``CheckCache``, issue 14): used while nothing changed (counted
/// by ``DriftReport/cachedFeatures``, not timed), and every kind of change brings a full check
/// of the features it touches; a damaged or foreign cache is never trusted.
@Suite struct CheckCacheInvalidationTests {
    static func exampleSpec(_ name: String) -> String {
        let url = Golden.repositoryRoot.appendingPathComponent("Examples/\(name)/\(name).feature.json")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    /// A real package on disk (stamps need a real file system) with Weather and Notes.
    struct Fixture {
        let scratch: TemporaryDirectory
        let package: SyncTestPackage

        init(specs: [String] = [SyncTestPackage.weatherSpec, exampleSpec("Notes")]) throws {
            scratch = try TemporaryDirectory()
            package = try SyncTestPackage.make(
                root: PathComponents.join(scratch.path, "Demo"), fileSystem: LocalFileSystem(), specs: specs)
        }

        /// `check` of every feature with the cache (no racy window: the test's edits come after).
        func check(binary: String = "test-binary 1") throws -> DriftReport {
            try CheckCommand.check(
                features: [],
                workspace: try PackageWorkspace.open(package: package.root, from: package.root, fileSystem: package.fileSystem),
                planner: SyncPlanner(fileSystem: package.fileSystem, root: package.root), racyWindow: 0, binary: binary)
        }

        /// `check` without any cache: the cache file is moved away and put back after.
        func uncachedCheck() throws -> DriftReport {
            let cache = package.path(CheckCache.path)
            let aside = cache + ".aside"
            let had = package.fileSystem.exists(cache)
            if had { try package.fileSystem.moveItem(from: cache, to: aside) }
            defer { if had { try? package.fileSystem.replaceItem(at: cache, withItemAt: aside) } }
            let workspace = try PackageWorkspace.open(package: package.root, from: package.root, fileSystem: package.fileSystem)
            var report = DriftReport(
                plan: try workspace.syncPlan(
                    features: [], planner: SyncPlanner(fileSystem: package.fileSystem, root: package.root), reportOnly: true))
            report.features = workspace.generatedFeatures()
            return report
        }

        /// Both features cached after two checks.
        func warm() throws {
            _ = try check()
            let again = try check()
            #expect(again.cachedFeatures == again.features.count, "nothing changed: every feature from the cache")
        }
    }

    static let weatherModel = "Features/Weather/Sources/WeatherFeature.swift"

    @Test func theCacheIsUsedWhileNothingChanges() throws {
        let fixture = try Fixture()
        let first = try fixture.check()
        #expect(first.isInSync && first.cachedFeatures == 0 && first.features == ["Notes", "Weather"])
        let second = try fixture.check()
        #expect(second.cachedFeatures == 2)
        #expect(second.json() == first.json(), "the same report, from the cache")
        let text = try #require(try fixture.package.read(CheckCache.path))
        #expect(text.hasPrefix("scaffold-check-cache \(CheckCache.formatVersion) "))
        #expect(text.contains("\nbinary\ttest-binary 1\n"))
    }

    @Test func aSpecEditIsAFullCheckOfThatFeatureOnly() throws {
        let fixture = try Fixture()
        try fixture.warm()
        try fixture.package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        let report = try fixture.check()
        #expect(report.cachedFeatures == 1, "Notes still from the cache")
        #expect(!report.isInSync && report.items.allSatisfy { $0.feature == "Weather" })
        #expect(report.json() == (try fixture.uncachedCheck()).json())
    }

    @Test func aTemplateOverrideOrItsEditIsAFullCheck() throws {
        let fixture = try Fixture()
        try fixture.warm()
        let export = fixture.package.path(".scaffold/templates")
        try fixture.package.fileSystem.createDirectory(export, withIntermediates: true)
        try fixture.package.write(".scaffold/templates/notes.txt", "an unrelated file among the overrides\n")
        #expect(try fixture.check().cachedFeatures == 0, "a new file among the overrides")
        #expect(try fixture.check().cachedFeatures == 2)
        try fixture.package.write(".scaffold/templates/notes.txt", "an unrelated file among the overrides, edited\n")
        #expect(try fixture.check().cachedFeatures == 0, "an edited override")
    }

    /// Edits the record index of `feature`: its first file's base hash becomes another valid one.
    static func forgetBase(of feature: String, in package: SyncTestPackage) throws {
        let record = OwnershipRecord.path(forFeature: feature)
        guard let text = try package.read(record) else { return }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.firstIndex(where: { $0.hasPrefix("file\t") }) else { return }
        var fields = lines[index].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        fields[fields.count - 1] = "fnv1a64:0000000000000000"
        lines[index] = fields.joined(separator: "\t")
        try package.write(record, lines.joined(separator: "\n"))
    }

    @Test func aRecordEditIsAFullCheck() throws {
        let fixture = try Fixture()
        try fixture.warm()
        try Self.forgetBase(of: "Weather", in: fixture.package)
        let report = try fixture.check()
        #expect(report.cachedFeatures == 1)
        #expect(!report.isInSync, "the record no longer says what was generated")
        #expect(report.json() == (try fixture.uncachedCheck()).json())
    }

    @Test func aGeneratedFileEditedToTheSameSizeAndTimeIsDetected() throws {
        let fixture = try Fixture()
        try fixture.warm()
        let path = fixture.package.path(Self.weatherModel)
        let before = try #require(LocalFileSystem().stamp(path))
        let text = try #require(try fixture.package.read(Self.weatherModel))
        // A conflict marker line of the same length replaces a line: same size, and the
        // modification time is put back to the nanosecond.
        let line = try #require(text.split(separator: "\n").first { $0.count >= 7 })
        let marker = "<<<<<<<" + String(repeating: " ", count: line.count - 7)
        try fixture.package.edit(Self.weatherModel, replacing: String(line), with: marker)
        var times = [
            timespec(tv_sec: Int(before.modified / 1_000_000_000), tv_nsec: Int(before.modified % 1_000_000_000)),
            timespec(tv_sec: Int(before.modified / 1_000_000_000), tv_nsec: Int(before.modified % 1_000_000_000)),
        ]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let after = try #require(LocalFileSystem().stamp(path))
        #expect(after.size == before.size && after.modified == before.modified, "only the status-change time tells")
        let report = try fixture.check()
        #expect(report.cachedFeatures == 1, "Weather checked again")
        #expect(report.items.contains { $0.state == .conflictMarkers && $0.path == Self.weatherModel })
        #expect(report.json() == (try fixture.uncachedCheck()).json())
    }

    @Test func aDeletedFileIsAFullCheck() throws {
        let fixture = try Fixture()
        try fixture.warm()
        try fixture.package.delete(Self.weatherModel)
        let report = try fixture.check()
        #expect(report.cachedFeatures == 1)
        #expect(report.json() == (try fixture.uncachedCheck()).json())
    }

    @Test func addingAndRemovingFeaturesIsSeen() throws {
        let fixture = try Fixture(specs: [SyncTestPackage.weatherSpec])
        try fixture.warm()
        try fixture.package.generate(Self.exampleSpec("Notes"))
        let added = try fixture.check()
        #expect(added.features == ["Notes", "Weather"])
        #expect(added.cachedFeatures == 0, "Package.swift changed: everything checked")
        #expect(added.json() == (try fixture.uncachedCheck()).json())
        #expect(try fixture.check().cachedFeatures == 2)
        try fixture.package.delete(OwnershipRecord.path(forFeature: "Notes"))
        let removed = try fixture.check()
        #expect(removed.features == ["Weather"] && removed.cachedFeatures == 1)
        #expect(removed.json() == (try fixture.uncachedCheck()).json())
    }

    @Test(arguments: ["truncated", "corrupted", "foreign version", "empty", "garbage"])
    func aDamagedCacheIsRebuiltNeverTrusted(damage: String) throws {
        let fixture = try Fixture()
        try fixture.warm()
        let text = try #require(try fixture.package.read(CheckCache.path))
        let damaged: String
        switch damage {
        case "truncated":
            // Cut inside the last feature line: a line that still parses, but no closing checksum.
            let cut = try #require(text.range(of: "\nend\t"))
            damaged = String(text[..<cut.lowerBound].dropLast(3)) + "\n"
        case "corrupted":
            // A key changed to one that would match anything is caught by the checksum.
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Weather\t") })
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            damaged = text.replacingOccurrences(of: String(fields[1]), with: String(fields[1].reversed()))
        case "foreign version":
            damaged = text.replacingOccurrences(
                of: "scaffold-check-cache \(CheckCache.formatVersion) ", with: "scaffold-check-cache 99 ")
        case "empty":
            damaged = ""
        default:
            damaged = "\u{0}\u{1}not a cache\tWeather\t\t\n"
        }
        try fixture.package.write(CheckCache.path, damaged)
        let report = try fixture.check()
        #expect(report.cachedFeatures == 0, "\(damage): not trusted")
        #expect(report.json() == (try fixture.uncachedCheck()).json())
        #expect(try fixture.check().cachedFeatures == 2, "rebuilt")
    }

    @Test func anotherBinaryDoesNotTrustTheCache() throws {
        let fixture = try Fixture()
        try fixture.warm()
        #expect(try fixture.check(binary: "test-binary 2").cachedFeatures == 0)
        #expect(try fixture.check(binary: "test-binary 2").cachedFeatures == 2)
        #expect(try fixture.check(binary: "test-binary 1").cachedFeatures == 0)
    }

    @Test func theCacheIsWrittenWholeAndIgnoredByGit() throws {
        let fixture = try Fixture()
        _ = try fixture.check()
        #expect(try fixture.package.read(".scaffold/cache/.gitignore") == "*\n")
        let names = try fixture.package.fileSystem.contentsOfDirectory(fixture.package.path(".scaffold/cache"))
        #expect(names.sorted() == [".gitignore", "app", "check"], "no partial file left behind")
        let text = try #require(try fixture.package.read(CheckCache.path))
        let cache = try #require(CheckCache.decode(text, binary: "test-binary 1"))
        #expect(Set(cache.entries.keys) == ["Notes", "Weather"])
        #expect(CheckCache.decode(cache.encoded(), binary: "test-binary 1")?.entries == cache.entries)
    }

    /// Random sequences of changes to a few seeded packages: after each, `check` with the cache
    /// reports exactly what `check` without it reports.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func checkWithAndWithoutTheCacheAgree(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let all = [SyncTestPackage.weatherSpec, Self.exampleSpec("Notes"), Self.exampleSpec("Pantry")]
        let fixture = try Fixture(specs: Array(all.prefix(Int.random(in: 1...2, using: &random))))
        _ = try fixture.check()
        for step in 0..<5 {
            let features = try PackageWorkspace.open(
                package: fixture.package.root, from: fixture.package.root, fileSystem: fixture.package.fileSystem
            ).generatedFeatures()
            let feature = features.randomElement(using: &random) ?? "Weather"
            let change = Int.random(in: 0..<8, using: &random)
            switch change {
            case 0: try fixture.package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
            case 1: try Self.forgetBase(of: feature, in: fixture.package)
            case 2:
                let files = try fixture.package.fileSystem.contentsOfDirectory(
                    fixture.package.path("Features/\(feature)/Sources"))
                if let file = files.sorted().randomElement(using: &random) {
                    let relative = "Features/\(feature)/Sources/\(file)"
                    if let text = try fixture.package.read(relative) {
                        try fixture.package.write(relative, String(text.reversed()))
                    }
                }
            case 3:
                let files = try fixture.package.fileSystem.contentsOfDirectory(
                    fixture.package.path("Features/\(feature)/Sources"))
                if let file = files.sorted().randomElement(using: &random) {
                    try fixture.package.delete("Features/\(feature)/Sources/\(file)")
                }
            case 4:
                if let spec = all.first(where: { spec in !features.contains { spec.contains("\"name\": \"\($0)\"") } }) {
                    try fixture.package.generate(spec)
                }
            case 5: if features.count > 1 { try fixture.package.delete(OwnershipRecord.path(forFeature: feature)) }
            case 6: try fixture.package.write(CheckCache.path, "scaffold-check-cache 2 0\n")
            default: _ = fixture.package.sync()
            }
            let cached = try fixture.check()
            let uncached = try fixture.uncachedCheck()
            #expect(cached.json() == uncached.json(), "seed \(seed), step \(step), change \(change)")
            #expect(cached.rendered().split(separator: "\n").dropLast() == uncached.rendered().split(separator: "\n").dropLast())
        }
    }
}
