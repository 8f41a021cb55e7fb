import Foundation
import Testing

@testable import ScaffoldKit

/// A route that only another feature opens (its `opens` targets it) is navigated to: `check`,
/// `sync` and `feature` do not warn that nothing navigates to it.
@Suite struct OpenedRoutesTests {
    /// Library's `edition` route: nothing in Library links to it.
    static let librarySpec = """
        {
          "name": "Library",
          "routes": [{ "name": "edition", "parameters": [{ "name": "editionID", "type": "Int" }] }]
        }

        """

    /// Home opens Library's `edition`, filling `editionID` from its own parameter.
    static let homeSpec = """
        {
          "name": "Home",
          "routes": [
            { "name": "edition", "parameters": [{ "name": "editionID", "type": "Int" }], "opens": { "feature": "Library", "route": "edition" } }
          ],
          "state": [{ "name": "editionID", "type": "Int", "default": "1" }]
        }

        """

    static let warning = "nothing in this feature navigates to route 'edition'"

    @Test func aRouteOnlyAnotherFeatureOpensIsNotWarned() throws {
        let alone = try SyncTestPackage.make(specs: [Self.librarySpec])
        let aloneCheck = alone.check()
        #expect(aloneCheck.stderr.contains(Self.warning), "without Home the route is unwired: \(aloneCheck.stderr)")

        let package = try SyncTestPackage.make(specs: [Self.librarySpec, Self.homeSpec])
        let workspace = try PackageWorkspace.open(package: package.root, from: package.root, fileSystem: package.fileSystem)
        #expect(workspace.openedRoutes() == ["Library": ["edition"]])
        let check = package.check()
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(!check.stderr.contains(Self.warning), "\(check.stderr)")
        let sync = package.sync(["Library"])
        #expect(!sync.stderr.contains(Self.warning), "\(sync.stderr)")
    }
}
