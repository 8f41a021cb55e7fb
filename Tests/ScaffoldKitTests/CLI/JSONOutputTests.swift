import Foundation
import Testing

@testable import ScaffoldKit

/// Every command that takes `--json` answers in JSON on stdout, failures included: a failure is
/// one document with every error (file, JSON path, line, column, message) while the one-line
/// messages still go to stderr and the exit code is the failure's; the dry runs of `feature` and
/// `sync` list the specs' wiring warnings under `warnings`, as `check --json` does.
@Suite struct JSONOutputTests {
    static func decode(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "not JSON: \(text)")
    }

    /// Weather with a state item nothing reads (a wiring warning).
    static let weatherWithUnreadState = SyncTestPackage.weatherSpec.replacingOccurrences(
        of: #"{ "name": "query", "type": "String", "default": "\"\"", "search": true, "debounceMilliseconds": 300 }"#,
        with:
            #"{ "name": "query", "type": "String", "default": "\"\"", "search": true, "debounceMilliseconds": 300 }, { "name": "unread", "type": "Int", "default": 0 }"#
    )

    /// Weather with two wiring mistakes and a bad type: three errors.
    static let weatherWithErrors = SyncTestPackage.weatherSpec.replacingOccurrences(
        of: #"{ "name": "query", "type": "String", "default": "\"\"", "search": true, "debounceMilliseconds": 300 }"#,
        with:
            #"{ "name": "query", "type": "String", "default": "\"\"", "search": true, "debounceMilliseconds": 300 }, { "name": "count", "type": "Itn", "default": 0 }"#
    )
    .replacingOccurrences(
        of: #""parameters": [{ "name": "city", "type": "City" }], "titleProperty": "name" }"#,
        with: #""parameters": [{ "name": "city", "type": "City", "from": "row.Cty" }], "titleProperty": "name" }"#)

    @Test func featureAndSyncDryRunsListWarningsAsCheckDoes() throws {
        #expect(Self.weatherWithUnreadState != SyncTestPackage.weatherSpec)
        let package = try SyncTestPackage.make(specs: [])
        try package.write("Weather.feature.json", Self.weatherWithUnreadState)
        let feature = package.feature(["--spec", package.path("Weather.feature.json"), "--dry-run", "--json"])
        #expect(feature.status == 0, "\(feature.stderr)")
        let featureWarnings = try #require(try Self.decode(feature.stdout)["warnings"] as? [[String: Any]])
        #expect(featureWarnings.count == 1)
        #expect(featureWarnings.first?["state"] as? String == "unwired")
        #expect((featureWarnings.first?["message"] as? String)?.contains("'unread'") == true)
        #expect((featureWarnings.first?["path"] as? String)?.hasPrefix(package.path("Weather.feature.json") + ":") == true)
        #expect(feature.stderr.contains("warning:"), "the one-line warning on stderr stays")

        // Once generated, sync and check report the same warning in the same shape.
        let generated = try SyncTestPackage.make(specs: [Self.weatherWithUnreadState])
        let sync = generated.sync(["--dry-run", "--json"])
        #expect(sync.status == 0, "\(sync.stderr)")
        let syncWarnings = try #require(try Self.decode(sync.stdout)["warnings"] as? [[String: Any]])
        let check = generated.check(["--json"])
        let checkWarnings = try #require(try Self.decode(check.stdout)["warnings"] as? [[String: Any]])
        #expect(syncWarnings.count == 1)
        #expect(Set(syncWarnings.first?.keys.map { $0 } ?? []) == Set(checkWarnings.first?.keys.map { $0 } ?? []))
        #expect(syncWarnings.first?["message"] as? String == checkWarnings.first?["message"] as? String)

        // A spec without warnings still has the key.
        let clean = try SyncTestPackage.make()
        let cleanSync = try Self.decode(clean.sync(["--dry-run", "--json"]).stdout)
        #expect((cleanSync["warnings"] as? [Any])?.isEmpty == true)
    }

    /// A spec error with `--json`: a JSON document with every error on stdout, the one-line
    /// errors on stderr, exit 65, nothing written.
    @Test func aSpecErrorIsAJSONDocumentToo() throws {
        let package = try SyncTestPackage.make(specs: [])
        try package.write("Weather.feature.json", Self.weatherWithErrors)
        let before = try package.snapshot()
        let result = package.feature(["--spec", package.path("Weather.feature.json"), "--dry-run", "--json"])
        #expect(result.status == ExitCode.dataError)
        #expect(try package.snapshot() == before)
        let json = try Self.decode(result.stdout)
        #expect(json["command"] as? String == "feature")
        #expect(json["ok"] as? Bool == false)
        #expect(json["exitCode"] as? Int == Int(ExitCode.dataError))
        let errors = try #require(json["errors"] as? [[String: Any]])
        #expect(errors.count == 2, "\(errors)")
        let lines = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(lines.count == errors.count, "\(result.stderr)")
        let text = Self.weatherWithErrors
        for (error, marker, path) in [
            (errors.first, #""row.Cty""#, "routes[0].parameters[0].from"), (errors.last, #""Itn""#, "state[1].type"),
        ] {
            let expected = try #require(location(of: marker, in: text, file: package.path("Weather.feature.json")))
            #expect(error?["file"] as? String == package.path("Weather.feature.json"))
            #expect(error?["line"] as? Int == expected.line)
            #expect(error?["column"] as? Int == expected.column)
            #expect(error?["path"] as? String == path)
            #expect((error?["message"] as? String)?.hasPrefix(path) == false)
            #expect(error?["severity"] as? String == "error")
        }
    }

    /// `feature`, `sync`, `check` and `list` fail in the same JSON shape; errors tied to no
    /// position have `null` file, line, column and path.
    @Test func everyCommandThatTakesJSONFailsInTheSameShape() throws {
        let package = try SyncTestPackage.make()
        try package.setSpec(Self.weatherWithErrors)
        let failures = [
            ("feature", package.feature(["Weather", "--json"])),  // --json without --dry-run
            ("sync", package.sync(["--dry-run", "--json"])),  // the saved spec is invalid
            ("check", package.check(["--json", "--no-such-option"])),
            ("list", package.list(["--json", "Weather"])),
        ]
        for (command, result) in failures {
            #expect(result.status != 0, "\(command)")
            #expect(!result.stderr.isEmpty, "\(command): no message on stderr")
            let json = try Self.decode(result.stdout)
            #expect(Set(json.keys) == ["command", "errors", "exitCode", "ok"], "\(command): \(json.keys)")
            #expect(json["command"] as? String == command)
            #expect(json["exitCode"] as? Int == Int(result.status))
            let errors = try #require(json["errors"] as? [[String: Any]])
            #expect(!errors.isEmpty)
            for error in errors {
                #expect(Set(error.keys) == ["severity", "file", "line", "column", "path", "message"], "\(command): \(error)")
            }
        }
        let sync = try Self.decode(failures[1].1.stdout)
        #expect((sync["errors"] as? [[String: Any]])?.contains { $0["path"] as? String == "state[1].type" } == true)
        let usage = try Self.decode(failures[0].1.stdout)
        #expect((usage["errors"] as? [[String: Any]])?.first?["file"] is NSNull)
    }

    /// Without `--json` a failure prints nothing on stdout.
    @Test func withoutJSONAFailurePrintsNothingOnStdout() throws {
        let package = try SyncTestPackage.make(specs: [])
        try package.write("Weather.feature.json", Self.weatherWithErrors)
        let result = package.feature(["--spec", package.path("Weather.feature.json"), "--dry-run"])
        #expect(result.status == ExitCode.dataError)
        #expect(result.stdout.isEmpty)
    }

    /// Every `--json` document, success or failure, of every command that takes `--json` has the
    /// same envelope: `command` (its name), `exitCode` (the process's) and `ok` (`exitCode == 0`).
    @Test func everyCommandsDocumentSharesOneEnvelope() throws {
        let package = try SyncTestPackage.make()
        try package.write("Bad.feature.json", Self.weatherWithErrors.replacingOccurrences(of: "Weather", with: "Other"))
        var runs: [(command: String, result: SyncTestPackage.Result)] = [
            ("check", package.check(["--json"])),
            ("list", package.list(["--json"])),
            ("sync", package.sync(["--dry-run", "--json"])),
            ("feature", package.feature(["Forecast", "--dry-run", "--json"])),
            // Failures: a bad spec, an unknown option.
            ("feature", package.feature(["--spec", package.path("Bad.feature.json"), "--dry-run", "--json"])),
            ("sync", package.sync(["--dry-run", "--json", "--bogus"])),
            ("check", package.check(["--json", "--bogus"])),
            ("list", package.list(["--json", "--bogus"])),
        ]
        // Out of sync: check exits 1 with its report (not an error document).
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        runs.append(("check", package.check(["--json"])))
        var statuses = Set<Int32>()
        for (command, result) in runs {
            let object = try Self.decode(result.stdout)
            #expect(object["command"] as? String == command, "\(command): \(result.stdout)")
            #expect((object["exitCode"] as? NSNumber)?.int32Value == result.status, "\(command): \(result.stdout)")
            #expect(object["ok"] as? Bool == (result.status == 0), "\(command): \(result.stdout)")
            statuses.insert(result.status)
        }
        #expect(statuses.isSuperset(of: [0, 1, 64, 65]), "successes, a drift and failures were all tried: \(statuses)")
        let drifted = try Self.decode(runs.last!.result.stdout)
        #expect(drifted["inSync"] as? Bool == false && drifted["errors"] == nil)
    }
}
