import Testing

@testable import ScaffoldKit

/// Issue 27: renaming a feature that another feature's spec lists in `dependencies` and
/// `externalTypes` updates that spec, its generated code and its manifest entry in the same
/// write, and `check` is green after.
@Suite struct RenameDependentsTests {
    static let dependentSpec = """
        {
          "name": "Notes",
          "style": "mvvm",
          "dependencies": ["Weather"],
          "externalTypes": [{ "name": "City", "module": "Weather" }]
        }
        """

    @Test func dependentsSpecsFollowTheRename() throws {
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.weatherSpec, Self.dependentSpec])
        #expect(package.check().status == ExitCode.success)
        let result = package.rename(["Weather", "Climate"])
        #expect(result.status == ExitCode.success, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stdout.contains("updated      Features/Notes/Notes.feature.json: it refers to 'Climate'"), "\(result.stdout)")
        let spec = try #require(try package.read("Features/Notes/Notes.feature.json"))
        #expect(spec == Self.dependentSpec.replacingOccurrences(of: "Weather", with: "Climate"))
        let manifest = try #require(try package.read("Package.swift"))
        #expect(!manifest.contains("Weather"), "\(manifest)")
        let notesEntry = manifest.split(separator: "\n").first { $0.contains(".target(name: \"Notes\"") } ?? ""
        #expect(notesEntry.contains("\"Climate\""), "\(notesEntry)")
        for (path, text) in try package.snapshot() where path.contains("/Features/Notes/") {
            #expect(!text.contains("Weather"), "\(path) still names Weather")
        }
        let check = package.check()
        #expect(check.status == ExitCode.success, "\(check.stdout)\(check.stderr)")
    }

    /// A target scaffold does not manage still blocks the rename, with the advice to follow.
    @Test func anUnmanagedDependentStillRefuses() throws {
        let package = try SyncTestPackage.make()
        try package.edit(
            "Package.swift", replacing: "        .target(name: \"Weather\",",
            with: "        .target(name: \"Shell\", dependencies: [\"Weather\"]),\n        .target(name: \"Weather\",")
        let before = try package.snapshot()
        let result = package.rename(["Weather", "Climate"])
        #expect(result.status == ExitCode.failure)
        #expect(result.stderr.contains("'Shell' depends on 'Weather'"), "\(result.stderr)")
        #expect(try package.snapshot() == before)
    }
}
