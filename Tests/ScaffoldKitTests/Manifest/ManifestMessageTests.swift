import Testing

@testable import ScaffoldKit

/// Issue 27: the manifest messages say exactly what was and was not changed; the edits made
/// with consent keep the user's comments where they were; tools too old for generated
/// features are one located error before anything is written.
@Suite struct ManifestMessageTests {
    /// `targets:` built by a function, no `defaultLocalization`.
    static let builtTargets = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Host",
            platforms: [.iOS(.v17), .macOS(.v14)],
            targets: makeTargets()
        )

        func makeTargets() -> [Target] {
            [.target(name: "Host")]
        }

        """

    @Test func aHalfDoneEditSaysWhatChanged() throws {
        let fileSystem = InMemoryFileSystem(files: ["/p/Package.swift": Self.builtTargets])
        let package = SyncTestPackage(fileSystem: fileSystem, root: "/p")
        let result = package.feature(["Notes", "--add-default-localization"])
        #expect(result.status == ExitCode.manifestNotEdited, "\(result.stderr)")
        let manifest = try #require(try package.read("Package.swift"))
        #expect(manifest.contains("    name: \"Host\",\n    defaultLocalization: \"en\",\n"), "\(manifest)")
        #expect(!result.stderr.contains("was not changed"), "\(result.stderr)")
        #expect(!result.stdout.contains("was not changed"), "\(result.stdout)")
        #expect(
            result.stderr.contains(
                "Package.swift was changed only as asked (added defaultLocalization: \"en\"); the feature's entries were not added"
            ),
            "\(result.stderr)")
        #expect(result.stdout.contains("the feature's entries were not added; add the entries printed above by hand"))
    }

    @Test func withoutConsentedEditsTheManifestIsUntouchedAndSaysSo() throws {
        let localized = Self.builtTargets.replacingOccurrences(
            of: "    name: \"Host\",\n", with: "    name: \"Host\",\n    defaultLocalization: \"en\",\n")
        let fileSystem = InMemoryFileSystem(files: ["/p/Package.swift": localized])
        let package = SyncTestPackage(fileSystem: fileSystem, root: "/p")
        let result = package.feature(["Notes", "--add-default-localization"])
        #expect(result.status == ExitCode.manifestNotEdited)
        #expect(try package.read("Package.swift") == localized)
        #expect(result.stderr.contains("Package.swift was not changed"))
    }

    @Test(arguments: ["// a comment", "/// doc", "// a comment with, commas: \"quotes\""])
    func theInsertionKeepsTheCommentAfterTheName(comment: String) throws {
        let manifest = PlatformRequirementTests.manifest("[.iOS(.v17), .macOS(.v14)]")
            .replacingOccurrences(of: "    name: \"Plain\",\n", with: "    name: \"Plain\", \(comment)\n")
        let problem = try #require(ManifestEditor(source: manifest).defaultLocalizationProblem())
        #expect(
            problem.added
                == manifest.replacingOccurrences(
                    of: "    name: \"Plain\", \(comment)\n",
                    with: "    name: \"Plain\", \(comment)\n    defaultLocalization: \"en\",\n"))
    }

    @Test func theInsertionKeepsTheCommentWithCRLF() throws {
        let manifest = PlatformRequirementTests.manifest("[.iOS(.v17), .macOS(.v14)]")
            .replacingOccurrences(of: "    name: \"Plain\",\n", with: "    name: \"Plain\", // mine\n")
            .replacingOccurrences(of: "\n", with: "\r\n")
        let problem = try #require(ManifestEditor(source: manifest).defaultLocalizationProblem())
        #expect(problem.added?.contains("    name: \"Plain\", // mine\r\n    defaultLocalization: \"en\",\r\n") == true)
    }

    @Test(arguments: ["// swift-tools-version:5.2", "// swift-tools-version: 5.8", "// swift-tools-version:5.5.2"])
    func toolsTooOldAreOneLocatedErrorBeforeAnythingIsWritten(line: String) throws {
        let old = PlatformRequirementTests.manifest(nil).replacingOccurrences(of: "// swift-tools-version: 6.0", with: line)
        let fileSystem = InMemoryFileSystem(files: ["/p/Package.swift": old])
        let package = SyncTestPackage(fileSystem: fileSystem, root: "/p")
        let result = package.feature(["Notes", "--raise-platforms", "--add-default-localization"])
        #expect(result.status == ExitCode.dataError)
        let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("/p/Package.swift:1:1: error: the package declares swift-tools-version 5."), "\(result.stderr)")
        #expect(first.contains("generated features need tools 5.9 or later"))
        #expect(first.contains("change the first line of Package.swift to '// swift-tools-version: 5.9'"))
        #expect(!result.stderr.contains("is unavailable"))
        #expect(try package.snapshot() == ["/p/Package.swift": old], "nothing is written")
    }

    @Test(arguments: ["// swift-tools-version:5.9", "// swift-tools-version: 6.2", "import PackageDescription"])
    func newEnoughToolsAreNoProblem(line: String) {
        let manifest = PlatformRequirementTests.manifest(nil).replacingOccurrences(
            of: "// swift-tools-version: 6.0", with: line)
        #expect(ManifestEditor(source: manifest).toolsVersionProblem() == nil)
    }
}
