import Testing

@testable import ScaffoldKit

/// Issue 27: a feature named like a target of a package the manifest depends on is generated,
/// registered and green in `check`, then `swift build` fails ("multiple packages declare targets
/// with a conflicting name"). The dependencies' manifests are read (no network) and such a name
/// is refused before anything is written.
@Suite struct DependencyTargetNameTests {
    static let networking = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Networking",
            products: [.library(name: "Networking", targets: ["Networking"])],
            targets: [
                .target(name: "Networking"),
                .testTarget(name: "NetworkingTests", dependencies: ["Networking"]),
            ]
        )

        """

    /// A package depending on `../Networking` (by path) and, optionally, a URL dependency.
    static func package(url: Bool = false, checkout: Bool = false) throws -> SyncTestPackage {
        let package = try SyncTestPackage.make(specs: [])
        try package.fileSystem.createDirectory("/Networking", withIntermediates: true)
        try package.fileSystem.writeText("/Networking/Package.swift", networking)
        let urlDependency = url ? #", .package(url: "https://example.com/team/Analytics.git", from: "1.0.0")"# : ""
        let manifest = try #require(try package.read("Package.swift"))
        try package.write(
            "Package.swift",
            manifest.replacingOccurrences(
                of: "    targets: [\n",
                with: "    dependencies: [.package(path: \"../Networking\")\(urlDependency)],\n    targets: [\n", options: [],
                range: manifest.range(of: "    targets: [\n")))
        if checkout {
            try package.fileSystem.createDirectory(package.path(".build/checkouts/Analytics"), withIntermediates: true)
            try package.write(
                ".build/checkouts/Analytics/Package.swift",
                networking.replacingOccurrences(of: "Networking", with: "Analytics"))
        }
        return package
    }

    @Test(arguments: ["Networking", "NETWORKING", "Networking" + "Tests"])
    func aTargetOfALocalDependencyIsRefusedBeforeAnythingIsWritten(name: String) throws {
        let package = try Self.package()
        let before = try package.snapshot()
        let result = package.feature([name])
        #expect(result.status == ExitCode.failure)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("the dependency '../Networking' declares a target named 'Networking"), "\(result.stderr)")
        #expect(try package.snapshot() == before, "nothing is written")
    }

    @Test func renamingToATargetOfADependencyIsRefused() throws {
        let package = try Self.package()
        try package.generate(SyncTestPackage.weatherSpec)
        let before = try package.snapshot()
        let result = package.rename(["Weather", "Networking"])
        #expect(result.status == ExitCode.failure)
        #expect(
            result.stderr.contains(
                "rename to 'Networking': the dependency '../Networking' declares a target named 'Networking'"))
        #expect(try package.snapshot() == before)
    }

    /// A URL dependency is read from its checkout once resolved.
    @Test func aTargetOfAResolvedURLDependencyIsRefused() throws {
        let package = try Self.package(url: true, checkout: true)
        let result = package.feature(["Analytics"])
        #expect(result.status == ExitCode.failure)
        #expect(
            result.stderr.contains("the dependency 'https://example.com/team/Analytics.git' declares a target named 'Analytics'"),
            "\(result.stderr)")
    }

    /// Not resolved yet, its names are unknown: the feature is generated, with a warning that
    /// says what was not checked and how to check it.
    @Test func anUnresolvedDependencyIsAWarningThatSaysWhatWasNotChecked() throws {
        let package = try Self.package(url: true)
        let result = package.feature(["Weather"])
        #expect(result.status == ExitCode.success, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "warning: https://example.com/team/Analytics.git: their manifests could not be read"), "\(result.stderr)")
        #expect(result.stderr.contains("run 'swift package resolve' first"))
        #expect(!result.stderr.contains("../Networking"), "the local dependency was read")
    }

    /// Comments and other strings that look like dependencies are not read as ones.
    @Test func onlyPackageCallsCount() {
        let arguments = DependencyTargets.packageArguments(
            in: """
                // .package(path: "../Commented"),
                let name = ".package(path: \\"../InAString\\")"
                dependencies: [.package(path: "../Real"), .package(url: "https://example.com/a/B.git", from: "1.0.0")],
                """)
        #expect(arguments.map(\.value) == ["../Real", "https://example.com/a/B.git"])
        #expect(arguments.map(\.label) == ["path", "url"])
    }
}
