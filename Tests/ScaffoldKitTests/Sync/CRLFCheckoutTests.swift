import Testing

@testable import ScaffoldKit

/// Issue 27: a Windows checkout (`core.autocrlf=true`) of an untouched package turns every
/// text file CRLF, the stored merge bases under `.scaffold/base` too. Line endings alone are
/// never drift or a conflict: `check` is green, and `feature` and `sync` work on it, writing
/// each file back in the line ending it has on disk.
@Suite struct CRLFCheckoutTests {
    /// The package as git with `core.autocrlf=true` checks it out: every text file CRLF.
    static func checkedOutWithCRLF(_ package: SyncTestPackage) throws {
        for (path, text) in try package.snapshot() where !text.contains("\r\n") {
            try package.fileSystem.writeText(path, text.replacingOccurrences(of: "\n", with: "\r\n"))
        }
    }

    @Test func anUntouchedCRLFCheckoutIsGreenAndAcceptsNewFeatures() throws {
        let package = try SyncTestPackage.make()
        try Self.checkedOutWithCRLF(package)
        let check = package.check()
        #expect(check.status == ExitCode.success, "\(check.stdout)\(check.stderr)")

        let feature = package.feature(["Notes"])
        #expect(feature.status == ExitCode.success, "\(feature.stdout)\(feature.stderr)")
        // The App files were CRLF: they stay CRLF, with the new feature in them.
        let composition = try #require(try package.read("Sources/App/AppComposition.swift"))
        #expect(composition.contains("Notes"))
        #expect(!composition.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "mixed line endings")
        let after = package.check()
        #expect(after.status == ExitCode.success, "\(after.stdout)\(after.stderr)")

        let sync = package.sync()
        #expect(sync.status == ExitCode.success, "\(sync.stdout)\(sync.stderr)")
        #expect(package.check().status == ExitCode.success)
    }

    @Test func syncOfAnUntouchedCRLFCheckoutWritesNothing() throws {
        let package = try SyncTestPackage.make()
        try Self.checkedOutWithCRLF(package)
        let before = try package.snapshot()
        let sync = package.sync()
        #expect(sync.status == ExitCode.success, "\(sync.stdout)\(sync.stderr)")
        #expect(sync.stdout.contains("already in sync"), "\(sync.stdout)")
        #expect(try package.snapshot() == before)
    }

    /// Line endings are not edits: removing and renaming a feature of a CRLF checkout keeps
    /// nothing as the user's.
    @Test func removeAndRenameSeeNoEditsInACRLFCheckout() throws {
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.weatherSpec, SyncTestPackage.notesSpec])
        try Self.checkedOutWithCRLF(package)
        let renamed = package.rename(["Notes", "Journal"])
        #expect(renamed.status == ExitCode.success, "\(renamed.stdout)\(renamed.stderr)")
        let removed = package.remove(["Weather"])
        #expect(removed.status == ExitCode.success, "\(removed.stdout)\(removed.stderr)")
        #expect(try package.read("Features/Weather/Weather.feature.json") == nil)
        #expect(try package.read("Features/Weather/Sources/WeatherFeature.swift") == nil)
        let check = package.check()
        #expect(check.status == ExitCode.success, "\(check.stdout)\(check.stderr)")
    }

    /// A spec change in a CRLF checkout merges and keeps each file's CRLF.
    @Test func aSpecChangeMergesIntoCRLFFiles() throws {
        let package = try SyncTestPackage.make()
        try Self.checkedOutWithCRLF(package)
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod.replacingOccurrences(of: "\n", with: "\r\n"))
        let sync = package.sync()
        #expect(sync.status == ExitCode.success, "\(sync.stdout)\(sync.stderr)")
        let route = try #require(try package.read("Features/Weather/Sources/WeatherRoute.swift"))
        #expect(route.contains("case settings"))
        #expect(!route.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "mixed line endings")
        let check = package.check()
        #expect(check.status == ExitCode.success, "\(check.stdout)\(check.stderr)")
    }
}
