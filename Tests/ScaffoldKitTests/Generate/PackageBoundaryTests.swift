import Foundation
import Testing

@testable import ScaffoldKit

/// Nothing outside the package is written, replaced or deleted, symbolic links included, and
/// file modes survive (issue 15, "Outside the package"). On the real disk, in temporary
/// directories. (The file system is wrapped so `feature` skips `swift package dump-package`,
/// which is not what these tests are about.)
@Suite struct PackageBoundaryTests {
    let temp: TemporaryDirectory
    let root: String
    let outside: String
    let fs: any FileSystem

    init() throws {
        temp = try TemporaryDirectory()
        root = temp.path + "/pkg"
        outside = temp.path + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        fs = FaultyFileSystem(counting: LocalFileSystem())
        try PlanWriter(fileSystem: LocalFileSystem()).write(try PackageBootstrap.plan(name: "Demo", root: root), mode: .apply)
        try temp.write("Weather.feature.json", SyncTestPackage.weatherSpec)
    }

    var package: SyncTestPackage { SyncTestPackage(fileSystem: fs, root: root) }

    func feature() -> SyncTestPackage.Result { package.feature(["--spec", temp.path + "/Weather.feature.json"]) }

    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/" + relative, withDestinationPath: destination)
    }

    func outsideEntries() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: outside) }

    @Test(arguments: ["Features", ".scaffold"])
    func aDirectorySymlinkedOutsideIsALocatedErrorAndNothingIsWritten(directory: String) throws {
        if directory == ".scaffold" {
            try FileManager.default.moveItem(atPath: root + "/.scaffold", toPath: outside + "/scaffold")
            try link(".scaffold", to: outside + "/scaffold")
        } else {
            try link("Features", to: outside)
        }
        let outsideBefore = try FileManager.default.subpathsOfDirectory(atPath: outside).sorted()
        let before = try package.snapshot()
        let result = feature()
        #expect(result.status != 0)
        #expect(result.stderr.contains("is a symbolic link to \(outside)"), "\(result.stderr)")
        #expect(
            result.stderr.contains("outside the package; scaffold writes only inside the package; the package was left as it was")
        )
        #expect(result.stderr.hasPrefix("error: ") && result.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: outside).sorted() == outsideBefore)
        #expect(try package.snapshot() == before)
    }

    /// `check` writes only its cache, and never through a `.scaffold` that leads outside.
    @Test func checkWritesNothingThroughASymlinkedScaffoldFolder() throws {
        #expect(feature().status == 0)
        try FileManager.default.moveItem(atPath: root + "/.scaffold", toPath: outside + "/scaffold")
        try link(".scaffold", to: outside + "/scaffold")
        try? FileManager.default.removeItem(atPath: outside + "/scaffold/cache")
        let outsideBefore = try FileManager.default.subpathsOfDirectory(atPath: outside).sorted()
        _ = package.check()
        _ = SyncTestPackage(fileSystem: LocalFileSystem(), root: root).check()
        #expect(try FileManager.default.subpathsOfDirectory(atPath: outside).sorted() == outsideBefore)
    }

    @Test func anInPackageSymlinkInsideIsFollowed() throws {
        // `Features` pointing to another folder of the same package is still inside it.
        try FileManager.default.createDirectory(atPath: root + "/Modules", withIntermediateDirectories: true)
        try link("Features", to: root + "/Modules")
        let result = feature()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: root + "/Modules/Weather/Sources/WeatherClient.swift"))
    }

    /// An edited record entry plus an in-package symlink used to make `sync` delete a file
    /// outside the package.
    @Test(arguments: ["Features/Weather/Escape/secret.swift", "../outside/secret.swift", "/OUTSIDE/secret.swift"])
    func aRecordEntryCannotMakeSyncDeleteOutside(entry: String) throws {
        #expect(feature().status == 0)
        let secret = "// not scaffold's\n"
        try secret.write(toFile: outside + "/secret.swift", atomically: true, encoding: .utf8)
        try link("Features/Weather/Escape", to: outside)
        let recordPath = OwnershipRecord.path(forFeature: "Weather")
        let record = try OwnershipRecord.decode(try #require(try package.read(recordPath)), path: recordPath)
        var files = record.files
        files.append(
            .init(
                path: entry.replacingOccurrences(of: "/OUTSIDE", with: outside), template: "feature/Sources/Gone.swift.mustache",
                templateHash: "fnv1a64:0000000000000000", baseHash: ContentHash.of(secret)))
        let edited = OwnershipRecord(feature: record.feature, style: record.style, specHash: record.specHash, files: files)
        try package.write(recordPath, edited.encoded())

        let sync = package.sync()
        #expect(try String(contentsOfFile: outside + "/secret.swift", encoding: .utf8) == secret, "\(sync.stdout)\(sync.stderr)")
        #expect(!sync.stdout.contains("delete "), "\(sync.stdout)")
        #expect(sync.status != 0)
        #expect(sync.stdout.contains("is not a path inside the package") || sync.stdout.contains("resolves outside the package"))
    }

    @Test func aSymlinkedManifestInsideIsEditedAtItsTarget() throws {
        try FileManager.default.createDirectory(atPath: root + "/Manifest", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: root + "/Package.swift", toPath: root + "/Manifest/Package.swift")
        try link("Package.swift", to: "Manifest/Package.swift")
        let result = feature()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(fs.isSymbolicLink(root + "/Package.swift"))
        #expect(try String(contentsOfFile: root + "/Manifest/Package.swift", encoding: .utf8).contains("\"Weather\""))
    }

    @Test func aSymlinkedManifestOutsideIsRefused() throws {
        try FileManager.default.moveItem(atPath: root + "/Package.swift", toPath: outside + "/Package.swift")
        try link("Package.swift", to: outside + "/Package.swift")
        let manifest = try String(contentsOfFile: outside + "/Package.swift", encoding: .utf8)
        let before = try package.snapshot()
        let result = feature()
        #expect(result.status != 0)
        #expect(
            result.stderr.contains("Package.swift: is a symbolic link to \(outside)/Package.swift, outside the package"),
            "\(result.stderr)")
        #expect(try String(contentsOfFile: outside + "/Package.swift", encoding: .utf8) == manifest)
        #expect(try package.snapshot() == before)
        #expect(fs.isSymbolicLink(root + "/Package.swift"))
    }

    @Test func aPrivateManifestKeepsItsMode() throws {
        #expect(chmod(root + "/Package.swift", 0o600) == 0)
        #expect(feature().status == 0)
        #expect(fs.permissions(root + "/Package.swift") == 0o600)
        #expect(try String(contentsOfFile: root + "/Package.swift", encoding: .utf8).contains("\"Weather\""))
    }

    /// A read-only manifest means "do not edit": refused with a clear error, nothing written.
    @Test func aReadOnlyManifestIsRefused() throws {
        #expect(chmod(root + "/Package.swift", 0o444) == 0)
        let before = try package.snapshot()
        let result = feature()
        #expect(result.status != 0)
        #expect(
            result.stderr.contains(
                "Package.swift is read-only (mode 444); scaffold does not replace read-only files: make it writable (chmod u+w 'Package.swift') and run the command again; the package was left as it was"
            ), "\(result.stderr)")
        #expect(try package.snapshot() == before)
        #expect(fs.permissions(root + "/Package.swift") == 0o444)
        // --no-register leaves it alone and works.
        #expect(package.feature(["--spec", temp.path + "/Weather.feature.json", "--no-register"]).status == 0)
    }

    @Test func aReplacedGeneratedFileKeepsItsMode() throws {
        #expect(feature().status == 0)
        let client = root + "/Features/Weather/Sources/WeatherClient.swift"
        #expect(chmod(client, 0o640) == 0)
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        let sync = package.sync()
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(try String(contentsOfFile: client, encoding: .utf8).contains("alerts"))
        #expect(fs.permissions(client) == 0o640)
    }
}
