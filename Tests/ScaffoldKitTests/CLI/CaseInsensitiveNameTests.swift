import Testing

@testable import ScaffoldKit

/// Issue 27: names that differ only in case collide on case-insensitive file systems (the
/// default on macOS and Windows) and in the App target's enum of features. Each is refused
/// before anything is written.
@Suite struct CaseInsensitiveNameTests {
    @Test(arguments: ["NOTES", "NoTes", "NOTEs"])
    func aFeatureDifferingOnlyInCaseIsRefusedBeforeAnythingIsWritten(name: String) throws {
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.notesSpec])
        let before = try package.snapshot()
        let result = package.feature([name])
        #expect(result.status != ExitCode.success)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("already has a target named 'Notes', which differs from"), "\(result.stderr)")
        #expect(result.stderr.contains("only in case"))
        #expect(try package.snapshot() == before, "nothing is written")
    }

    /// With a spec file, the error is located at the spec's name.
    @Test func aSpecNamingACaseVariantIsALocatedError() throws {
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.notesSpec])
        try package.write("NOTES.feature.json", #"{ "name": "NOTES" }"#)
        let before = try package.snapshot()
        let result = package.feature(["--spec", package.path("NOTES.feature.json")])
        #expect(result.status == ExitCode.dataError, "\(result.stderr)")
        #expect(result.stderr.hasPrefix(package.path("NOTES.feature.json") + ":1:"), "\(result.stderr)")
        #expect(result.stderr.contains("only in case"))
        #expect(try package.snapshot() == before)
    }

    /// The package's own targets and products count too, not only features.
    @Test func targetsAndProductsOfThePackageCount() throws {
        let package = try SyncTestPackage.make(specs: [])
        let before = try package.snapshot()
        let result = package.feature(["APP"])
        #expect(result.status != ExitCode.success)
        #expect(
            result.stderr.contains("already has a target named 'App', which differs from 'APP' only in case"), "\(result.stderr)")
        #expect(try package.snapshot() == before)
    }

    @Test func renamingToACaseVariantOfAnotherFeatureIsRefused() throws {
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.weatherSpec, SyncTestPackage.notesSpec])
        let before = try package.snapshot()
        let result = package.rename(["Weather", "NOTES"])
        #expect(result.status != ExitCode.success)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("differs from 'NOTES' only in case"), "\(result.stderr)")
        #expect(try package.snapshot() == before)
    }

    @Test func renamingToACaseVariantOfItselfIsRefused() throws {
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.notesSpec])
        let before = try package.snapshot()
        let result = package.rename(["Notes", "NOTES"])
        #expect(result.status == ExitCode.usage)
        #expect(result.stderr.contains("'NOTES' differs from 'Notes' only in case"), "\(result.stderr)")
        #expect(try package.snapshot() == before)
    }

    /// Products as well as targets: a product named like the feature would be declared twice.
    @Test func aProductOfTheFeaturesNameIsTaken() throws {
        let package = try SyncTestPackage.make(specs: [])
        try package.edit(
            "Package.swift", replacing: "    products: [",
            with: "    products: [\n        .library(name: \"notes\", targets: [\"App\"]),")
        let result = package.feature(["Notes"])
        #expect(result.status != ExitCode.success)
        #expect(result.stderr.contains("'notes', which differs from 'Notes' only in case"), "\(result.stderr)")
    }
}
