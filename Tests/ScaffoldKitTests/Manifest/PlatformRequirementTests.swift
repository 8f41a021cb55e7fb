import Testing

@testable import ScaffoldKit

/// Existing packages below iOS 17 / macOS 14 (or without `platforms:`) are found, located and
/// raised only with consent; `scaffold feature` never exits 0 on one silently.
@Suite struct PlatformRequirementTests {
    static func manifest(_ platforms: String?) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Plain",
        \(platforms.map { "    platforms: \($0),\n" } ?? "")    targets: [
                .target(name: "Plain"),
            ]
        )

        """
    }

    @Test func aPackageWithoutPlatformsGetsThemAfterItsName() throws {
        let problem = try #require(ManifestEditor(source: Self.manifest(nil)).platformProblem())
        #expect(problem.location == SourceLocation(file: "Package.swift", line: 4, column: 15))
        #expect(problem.message.hasPrefix("the package declares no platforms"))
        #expect(
            problem.message.contains(
                "add 'platforms: [.iOS(.v17), .macOS(.v14)],' after 'name:', or run again with --raise-platforms"))
        #expect(problem.raised == Self.manifest("[.iOS(.v17), .macOS(.v14)]"))
    }

    /// `Package`'s parameters are ordered: `platforms` goes after `defaultLocalization` when the
    /// package has one (a new user's finding: it was put before it, and SwiftPM refused the
    /// manifest).
    @Test func platformsGoAfterTheDefaultLocalization() throws {
        let localized = Self.manifest(nil).replacingOccurrences(
            of: "    name: \"Plain\",\n", with: "    name: \"Plain\",\n    defaultLocalization: \"en\",\n")
        let problem = try #require(ManifestEditor(source: localized).platformProblem())
        #expect(problem.message.contains("after 'defaultLocalization:'"))
        #expect(
            problem.raised
                == localized.replacingOccurrences(
                    of: "    defaultLocalization: \"en\",\n",
                    with: "    defaultLocalization: \"en\",\n    platforms: [.iOS(.v17), .macOS(.v14)],\n"))
    }

    @Test(arguments: [
        ("[.iOS(.v16), .macOS(.v14)]", "[.iOS(.v17), .macOS(.v14)]", ".iOS(.v16) is below iOS 17", 6, 17),
        ("[.macOS(.v10_15)]", "[.macOS(.v14), .iOS(.v17)]", ".macOS(.v10_15) is below macOS 14; iOS is not listed", 6, 17),
        (
            "[.iOS(\"16.4\"), .watchOS(.v9), .macOS(.v15)]", "[.iOS(.v17), .watchOS(.v10), .macOS(.v15)]",
            ".iOS(\"16.4\") is below iOS 17; .watchOS(.v9) is below watchOS 10", 6, 17
        ),
        // Platforms a package need not list must meet @Observable's minimum when it does.
        (
            "[.iOS(.v17), .macOS(.v14), .watchOS(.v9), .tvOS(.v16)]", "[.iOS(.v17), .macOS(.v14), .watchOS(.v10), .tvOS(.v17)]",
            ".watchOS(.v9) is below watchOS 10; .tvOS(.v16) is below tvOS 17", 6, 43
        ),
        ("[]", "[.iOS(.v17), .macOS(.v14)]", "iOS and macOS are not listed", 6, 5),
        // Every platform the package has stays in the suggestion, raised only where low.
        (
            "[.watchOS(.v10), .tvOS(.v16), .macCatalyst(.v17)]",
            "[.watchOS(.v10), .tvOS(.v17), .macCatalyst(.v17), .iOS(.v17), .macOS(.v14)]",
            ".tvOS(.v16) is below tvOS 17; iOS and macOS are not listed", 6, 33
        ),
        (
            "[.iOS(.v16), .tvOS(.v17), .watchOS(.v9)]", "[.iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macOS(.v14)]",
            ".iOS(.v16) is below iOS 17; .watchOS(.v9) is below watchOS 10; macOS is not listed", 6, 17
        ),
    ])
    func lowOrMissingPlatformsAreRaisedKeepingTheOthers(
        platforms: String, raised: String, reason: String, line: Int, column: Int
    ) throws {
        let problem = try #require(ManifestEditor(source: Self.manifest(platforms)).platformProblem())
        #expect(problem.message.contains(reason), "\(problem.message)")
        #expect(problem.location == SourceLocation(file: "Package.swift", line: line, column: column))
        #expect(problem.raised == Self.manifest(raised))
        // The fix the message suggests is the raised list: nothing the package declares is dropped.
        #expect(problem.message.contains("change it to 'platforms: \(raised)'"), "\(problem.message)")
    }

    @Test(arguments: [
        "[.iOS(.v17), .macOS(.v14)]", "[.macOS(.v15), .iOS(.v18), .visionOS(.v1)]", "[.iOS(\"17.0\"), .macOS(\"14.0\")]",
        "[.iOS(.v17), .macOS(.v14), .watchOS(.v10), .tvOS(.v17)]",
    ])
    func enoughIsNoProblem(platforms: String) {
        #expect(ManifestEditor(source: Self.manifest(platforms)).platformProblem() == nil)
    }

    @Test func platformsBuiltElsewhereCannotBeRaised() throws {
        let problem = try #require(ManifestEditor(source: Self.manifest("supported")).platformProblem())
        #expect(problem.raised == nil)
        #expect(problem.message.contains("is not an array literal"))
    }

    @Test func featureStopsWithTheLocatedErrorOrRaisesWithConsent() throws {
        let fileSystem = InMemoryFileSystem(files: ["/p/Package.swift": Self.manifest(nil)])
        let package = SyncTestPackage(fileSystem: fileSystem, root: "/p")
        let refused = package.feature(["Weather"])
        #expect(refused.status == ExitCode.dataError)
        #expect(refused.stderr.contains("/p/Package.swift:4:15: error: the package declares no platforms"))
        // Both problems at once, not one per run.
        #expect(refused.stderr.contains("/p/Package.swift:4:15: error: the package declares no defaultLocalization"))
        #expect(try package.snapshot() == ["/p/Package.swift": Self.manifest(nil)], "nothing is written")

        // Platforms raised, but the String Catalog's defaultLocalization needs its own consent.
        let onlyPlatforms = package.feature(["Weather", "--raise-platforms"])
        #expect(onlyPlatforms.status == ExitCode.dataError)
        #expect(onlyPlatforms.stderr.hasPrefix("/p/Package.swift:4:15: error: the package declares no defaultLocalization"))
        #expect(try package.snapshot() == ["/p/Package.swift": Self.manifest(nil)], "nothing is written")

        let raised = package.feature(["Weather", "--raise-platforms", "--add-default-localization"])
        #expect(raised.status == ExitCode.success, "\(raised.stderr)")
        let manifest = try #require(try package.read("Package.swift"))
        #expect(
            manifest.contains(
                "    name: \"Plain\",\n    defaultLocalization: \"en\",\n    platforms: [.iOS(.v17), .macOS(.v14)],\n"))
        #expect(ManifestEditor(source: manifest).defaultLocalizationProblem() == nil)
        #expect(
            manifest.contains(
                ".target(name: \"Weather\", dependencies: [\"FeatureCore\", \"FeatureCoreUI\"], path: \"Features/Weather/Sources\", resources: [.process(\"Resources\")])"
            ))
        // A package scaffold did not create gets its project config on first use.
        #expect(try package.read(ProjectConfig.relativePath) == ProjectConfig.defaults.json)
        #expect(ManifestEditor(source: manifest).platformProblem() == nil)
    }
}
