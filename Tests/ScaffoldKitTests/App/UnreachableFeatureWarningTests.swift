import Testing

@testable import ScaffoldKit

/// A feature left out of the app's root (`"app": {"root": false}`) that no other feature's route
/// opens is never shown: `feature`, `sync` and `check` warn at its `root` key, with the fixes.
@Suite struct UnreachableFeatureWarningTests {
    static let hidden = """
        {
          "name": "Archive",
          "app": { "root": false }
        }
        """

    static let warning =
        ":3:20: warning: app.root: 'Archive' is left out of the app's root and no other feature's route opens it, so the app never shows it"

    @Test func aHiddenFeatureNobodyOpensIsWarnedUntilAnotherFeatureOpensIt() throws {
        let package = try SyncTestPackage.make(specs: [])
        try package.write("archive.feature.json", Self.hidden)
        let generated = package.feature(["--spec", "/pkg/archive.feature.json"])
        #expect(generated.status == ExitCode.success, "\(generated.stderr)")
        #expect(generated.stderr.contains("/pkg/archive.feature.json" + Self.warning), "\(generated.stderr)")
        #expect(generated.stderr.contains("remove \"root\": false"))
        #expect(package.check().stderr.contains("app.root: 'Archive' is left out of the app's root"))
        #expect(package.sync(["Archive"]).stderr.contains("Features/Archive/Archive.feature.json" + Self.warning))

        // Another feature opens it: no warning.
        try package.write(
            "shelf.feature.json", #"{"name": "Shelf", "routes": [{"name": "archive", "opens": {"feature": "Archive"}}]}"#)
        #expect(package.feature(["--spec", "/pkg/shelf.feature.json"]).status == ExitCode.success)
        let synced = package.sync(["Archive"])
        #expect(!synced.stderr.contains("app.root"), "\(synced.stderr)")
    }

    @Test func intentionallyUnwiredSilencesIt() throws {
        let package = try SyncTestPackage.make(specs: [])
        try package.write(
            "archive.feature.json",
            Self.hidden.replacingOccurrences(of: #""root": false"#, with: #""root": false, "intentionallyUnwired": true"#))
        let generated = package.feature(["--spec", "/pkg/archive.feature.json"])
        #expect(generated.status == ExitCode.success, "\(generated.stderr)")
        #expect(!generated.stderr.contains("app.root"), "\(generated.stderr)")
    }

    @Test func aFeatureInTheRootIsNotWarned() throws {
        let package = try SyncTestPackage.make(specs: [])
        let generated = package.feature(["Archive"])
        #expect(!generated.stderr.contains("app.root"), "\(generated.stderr)")
    }
}
