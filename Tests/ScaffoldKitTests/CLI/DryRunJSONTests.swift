import Foundation
import Testing

@testable import ScaffoldKit

@Suite struct DryRunJSONTests {
    static func decode(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func featureDryRunJSONListsEveryFileWithActionAndDiff() throws {
        let package = try SyncTestPackage.make(specs: [])
        let before = try package.snapshot()
        let result = package.feature(["Notes", "--dry-run", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try package.snapshot() == before)
        let json = try Self.decode(result.stdout)
        #expect(json["command"] as? String == "feature")
        #expect(json["dryRun"] as? Bool == true)
        #expect(json["conflicts"] as? Int == 0)
        let files = try #require(json["files"] as? [[String: Any]])
        let route = try #require(files.first { $0["path"] as? String == "Features/Notes/Sources/NotesRoute.swift" })
        #expect(route["action"] as? String == "create")
        #expect((route["diff"] as? String)?.hasPrefix("--- /dev/null\n+++ b/Features/Notes/Sources/NotesRoute.swift\n") == true)
        let manifest = try #require(json["manifest"] as? [String: Any])
        #expect(manifest["action"] as? String == "update")
        #expect(
            (manifest["diff"] as? String)?.contains(
                "+        .target(name: \"Notes\", dependencies: [\"FeatureCore\", \"FeatureCoreUI\"], path: \"Features/Notes/Sources\", resources: [.process(\"Resources\")]),"
            )
                == true)
    }

    @Test func featureDryRunJSONReportsConflictsWithExitOne() throws {
        let package = try SyncTestPackage.make()
        try package.edit(
            "Features/Weather/Sources/WeatherRoute.swift", replacing: "import Foundation", with: "import Foundation\n// mine")
        let result = package.feature(["Weather", "--dry-run", "--json"])
        #expect(result.status == 1)
        let json = try Self.decode(result.stdout)
        #expect(json["conflicts"] as? Int == 1)
    }

    @Test func syncDryRunJSONShowsMergesAndWritesNothing() throws {
        let package = try SyncTestPackage.make()
        try package.edit(
            "Features/Weather/Sources/WeatherRoute.swift", replacing: "import Foundation", with: "import Foundation\n// mine")
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        let before = try package.snapshot()
        let result = package.sync(["--dry-run", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try package.snapshot() == before)
        let json = try Self.decode(result.stdout)
        #expect(json["command"] as? String == "sync")
        let files = try #require(json["files"] as? [[String: Any]])
        let route = try #require(files.first { $0["path"] as? String == "Features/Weather/Sources/WeatherRoute.swift" })
        #expect(route["action"] as? String == "merge-clean")
        #expect(route["feature"] as? String == "Weather")
        #expect((route["diff"] as? String)?.contains("+    case settings") == true)
        #expect(files.contains { $0["action"] as? String == "record" })
    }

    @Test func jsonNeedsDryRun() throws {
        let package = try SyncTestPackage.make()
        #expect(package.sync(["--json"]).status == ExitCode.usage)
        #expect(package.feature(["Weather", "--json"]).status == ExitCode.usage)
    }
}
