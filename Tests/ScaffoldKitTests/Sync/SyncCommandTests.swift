import Foundation
import Testing

@testable import ScaffoldKit

/// `scaffold sync` and `scaffold check` end to end on an in-memory package: the proofs (a)–(e)
/// of issue 5 (the real build of (a) is in ``SyncEndToEndTests``), plus removed files,
/// unrecorded files, dry runs and usage errors.
@Suite struct SyncCommandTests {
    static let client = "Features/Weather/Sources/WeatherClient.swift"
    static let route = "Features/Weather/Sources/WeatherRoute.swift"
    static let screen = "Features/Weather/Sources/WeatherScreen.swift"
    static let tests = "Features/Weather/Tests/WeatherFeatureTests.swift"
    static let doubles = "Features/Weather/Tests/WeatherClientDoubles.swift"
    static let userTests = "Features/Weather/Tests/WeatherForecastTests.swift"
    static let record = ".scaffold/features/Weather.record"
    static let liveDoc = "/// The production `ForecastClient`: replace each body with the real side effect."
    static let userDoc = "/// The production `ForecastClient`, talking to api.example.com (edited by hand)."
    static let userTestFile = """
        import Foundation
        import Testing
        @testable import Weather

        @MainActor
        @Suite struct WeatherForecastTests {
            @Test func doubleRecordsCalls() async throws {
                let double = ForecastClientDouble()
                double.forecastHandler = { _ in Forecast(cityID: City.fixture.id, summary: "sun", temperatureCelsius: 20, issuedAt: .distantPast) }
                _ = try await double.forecast(for: .fixture)
                #expect(double.forecastCalls == [.fixture])
            }
        }

        """

    // (a) A route and a client method added to the spec, a hand edit elsewhere: both kept.
    @Test func specChangeAndHandEditInDifferentRegionsAreBothKept() throws {
        let package = try SyncTestPackage.make()
        try package.edit(Self.client, replacing: Self.liveDoc, with: Self.userDoc)
        try package.write(Self.userTests, Self.userTestFile)
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)

        let result = package.sync()
        #expect(result.status == ExitCode.success, "\(result.stderr)")
        #expect(result.stdout.contains("merge-clean   \(Self.client): your edits merged with the new rendering\n"))
        #expect(result.stdout.contains("update        \(Self.route): regenerated\n"))

        let client = try #require(try package.read(Self.client))
        #expect(client.contains(Self.userDoc))
        #expect(!client.contains(Self.liveDoc))
        #expect(client.contains("func alerts(for city: City) async throws -> [String]"))
        #expect(try package.read(Self.route)?.contains("case settings") == true)
        // The generated tests and test doubles follow the spec …
        let tests = try #require(try package.read(Self.tests))
        #expect(tests.contains("WeatherRoute.settings]"), "the new route is not among the routes tested")
        #expect(tests.contains("@Test func alertsPublishesTheClientsAnswer() async"))
        #expect(try package.read(Self.doubles)?.contains("var alertsHandler:") == true)
        // … and the user's own test file in the same target is untouched.
        #expect(try package.read(Self.userTests) == Self.userTestFile)
        #expect(package.check().status == ExitCode.success)
    }

    // (b) A hand edit in the region the spec change touches: a conflict, nothing lost.
    @Test func editInTheSameRegionConflictsAndKeepsBothVersions() throws {
        let package = try SyncTestPackage.make()
        let forecastRequirement = "    func forecast(for city: City) async throws -> Forecast\n}"
        let userRequirement =
            "    func forecast(for city: City) async throws -> Forecast\n    func radar(for city: City) async throws -> [UInt8]\n}"
        try package.edit(Self.client, replacing: forecastRequirement, with: userRequirement)
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        let before = try package.snapshot()

        let result = package.sync()
        #expect(result.status == ExitCode.failure)
        // A run that writes nothing says so first, and lists only the conflicts.
        #expect(result.stdout.hasPrefix("sync: nothing was written: 1 file conflicts\n"))
        #expect(
            result.stdout.contains(
                "conflict: \(Self.client): your edits and the new rendering change the same lines (merged lines "))
        #expect(!result.stdout.contains("regenerated"))
        #expect(!result.stdout.contains("Synced"))
        #expect(result.stderr.contains("nothing was written because of conflicts"))
        #expect(try package.snapshot() == before, "a conflict writes nothing at all")
        #expect(package.check().status == ExitCode.failure)

        let marked = package.sync(["--conflicts", "markers"])
        #expect(marked.status == ExitCode.failure)
        #expect(
            marked.stdout.hasSuffix(
                "sync: written with conflict markers in \(Self.client); everything else is synced. Resolve the markers, then run 'scaffold check'\n"
            ))
        #expect(!marked.stdout.contains("Synced"))
        let client = try #require(try package.read(Self.client))
        #expect(
            client.contains(
                """
                <<<<<<< yours
                    func radar(for city: City) async throws -> [UInt8]
                ||||||| last generated
                =======
                    func alerts(for city: City) async throws -> [String]
                >>>>>>> generated now
                """))
        // Everything else was synced.
        #expect(try package.read(Self.route)?.contains("case settings") == true)

        // Markers left: check fails, sync refuses and writes nothing.
        let check = package.check()
        #expect(check.status == ExitCode.failure)
        #expect(check.stdout.contains("conflict-markers  \(Self.client): has unresolved conflict markers at lines "))
        let markedSnapshot = try package.snapshot()
        let again = package.sync()
        #expect(again.status == ExitCode.failure)
        #expect(again.stdout.hasPrefix("sync: nothing was written: 1 file conflicts\n"))
        #expect(again.stderr.contains("conflict markers are left in \(Self.client)"))
        #expect(try package.snapshot() == markedSnapshot)

        // Resolved by keeping both requirements: sync records it, then everything is in sync.
        let resolved = client.replacingOccurrences(
            of: "<<<<<<< yours\n", with: ""
        ).replacingOccurrences(of: "||||||| last generated\n=======\n", with: "")
            .replacingOccurrences(of: ">>>>>>> generated now\n", with: "")
        try package.write(Self.client, resolved)
        #expect(package.check().status == ExitCode.success, "the resolution is the user's edit")
        let recorded = package.sync()
        #expect(recorded.status == ExitCode.success, "\(recorded.stderr)")
        #expect(try package.read(Self.client) == resolved)
        #expect(package.check().status == ExitCode.success)
    }

    // (c) check: 1 with diffs before sync, 0 after; JSON for tools.
    @Test func checkFailsBeforeSyncAndPassesAfter() throws {
        let package = try SyncTestPackage.make()
        #expect(package.check().status == ExitCode.success)
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)

        let before = package.check()
        #expect(before.status == ExitCode.failure)
        #expect(
            before.stdout.contains(
                "out-of-date       \(Self.route): out of date with the spec or templates: sync would update it\n"))
        #expect(before.stdout.contains("--- a/\(Self.route)\n+++ b/\(Self.route)\n"))
        #expect(before.stdout.contains("+    case settings\n"))
        // The String Catalog gains "Settings" too (the route shows nothing, so it gets no previews
        // and the previews file is unchanged).
        #expect(before.stdout.hasSuffix("check: out of sync: 8 findings in 1 of 1 feature\n"))

        let json = package.check(["--json"])
        #expect(json.status == ExitCode.failure)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["inSync"] as? Bool == false)
        let drift = try #require(object["drift"] as? [[String: Any]])
        #expect(drift.contains { $0["path"] as? String == Self.route && $0["state"] as? String == "out-of-date" })

        #expect(package.sync().status == ExitCode.success)
        let after = package.check()
        #expect(after.status == ExitCode.success)
        #expect(after.stdout == "check: in sync: 1 feature, 11 generated files match their specs and templates\n")
        let afterJSON = try #require(
            try JSONSerialization.jsonObject(with: Data(package.check(["--json"]).stdout.utf8)) as? [String: Any])
        #expect(afterJSON["inSync"] as? Bool == true)
    }

    @Test func handEditsAndDeletionsAloneNeverFailCheck() throws {
        let package = try SyncTestPackage.make()
        try package.edit(Self.client, replacing: Self.liveDoc, with: Self.userDoc)
        try package.delete(Self.screen)
        let check = package.check()
        #expect(check.status == ExitCode.success, "\(check.stdout)")
        #expect(!check.stdout.contains(Self.client))
        // The spec did not change: sync keeps the edit and the deletion, storing the edited file's base.
        let sync = package.sync()
        #expect(sync.status == ExitCode.success)
        #expect(sync.stdout.contains("keep-deleted  \(Self.screen)"))
        #expect(try package.read(".scaffold/base/Weather/\(Self.client)")?.contains(Self.liveDoc) == true)
        #expect(package.check().status == ExitCode.success)
        try package.edit(Self.client, replacing: Self.userDoc, with: Self.userDoc + "\n// more")
        #expect(package.check().status == ExitCode.success)
    }

    // (d) A second sync changes nothing, byte for byte.
    @Test func secondSyncChangesNothing() throws {
        let package = try SyncTestPackage.make()
        try package.edit(Self.client, replacing: Self.liveDoc, with: Self.userDoc)
        try package.delete(Self.screen)
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        #expect(package.sync().status == ExitCode.success)
        let first = try package.snapshot()
        let second = package.sync()
        #expect(second.status == ExitCode.success)
        #expect(
            second.stdout
                == "keep-deleted  \(Self.screen): deleted by you; stays deleted (--restore writes it again)\nSynced Weather: already in sync, nothing written.\n"
        )
        #expect(try package.snapshot() == first)
        #expect(package.check().status == ExitCode.success)
    }

    // (e) A file the user deleted stays deleted, until --restore.
    @Test func userDeletedFileStaysDeletedUnlessRestored() throws {
        let package = try SyncTestPackage.make()
        try package.delete(Self.screen)
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        let result = package.sync()
        #expect(result.status == ExitCode.success)
        #expect(result.stdout.contains("keep-deleted  \(Self.screen): deleted by you; stays deleted"))
        #expect(try package.read(Self.screen) == nil)
        let record = try OwnershipRecord.decode(try #require(try package.read(Self.record)), path: Self.record)
        #expect(record.file(at: Self.screen) != nil, "still tracked")
        #expect(package.check().status == ExitCode.success)

        let restored = package.sync(["--restore"])
        #expect(restored.status == ExitCode.success)
        #expect(restored.stdout.contains("restore       \(Self.screen)"))
        #expect(try package.read(Self.screen).map(ContentHash.of) == record.file(at: Self.screen)?.baseHash)
        #expect(package.check().status == ExitCode.success)
    }

    @Test func filesNoLongerGeneratedAreDeletedOnlyWhenUntouched() throws {
        let package = try SyncTestPackage.make()
        let doublesEdit = "\nextension ForecastClientDouble {\n    func reset() { forecastCalls = [] }\n}\n"
        try package.write(Self.doubles, (try package.read(Self.doubles) ?? "") + doublesEdit)
        // No clients any more: the client file and the doubles are no longer generated.
        let clientsStart = try #require(SyncTestPackage.weatherSpec.range(of: ",\n  \"clients\""))
        let storage = try #require(SyncTestPackage.weatherSpec.range(of: ",\n  \"storage\""))
        try package.setSpec(
            SyncTestPackage.weatherSpec.replacingCharacters(in: clientsStart.lowerBound..<storage.lowerBound, with: ""))

        let result = package.sync()
        #expect(result.status == ExitCode.success, "\(result.stderr)")
        #expect(result.stdout.contains("delete        \(Self.client): no longer generated\n"))
        #expect(result.stdout.contains("keep-orphan   \(Self.doubles): no longer generated, but has your edits"))
        #expect(try package.read(Self.client) == nil)
        #expect(try package.read(Self.doubles)?.hasSuffix(doublesEdit) == true)
        let record = try OwnershipRecord.decode(try #require(try package.read(Self.record)), path: Self.record)
        #expect(record.file(at: Self.client) == nil)
        #expect(record.file(at: Self.doubles) == nil, "a kept file is the user's now")
        #expect(package.check().status == ExitCode.success)
    }

    @Test func anUnrecordedFileInTheWayIsAConflict() throws {
        let package = try SyncTestPackage.make()
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        // Pretend the models file was never generated (the record forgets it) and the user wrote one.
        let recordText = try #require(try package.read(Self.record))
        var record = try OwnershipRecord.decode(recordText, path: Self.record)
        record.files.removeAll { $0.path == "Features/Weather/Sources/WeatherModels.swift" }
        try package.write(Self.record, record.encoded())
        try package.write("Features/Weather/Sources/WeatherModels.swift", "// mine\n")
        let result = package.sync()
        #expect(result.status == ExitCode.failure)
        #expect(
            result.stdout.contains(
                "conflict: Features/Weather/Sources/WeatherModels.swift: exists but scaffold did not write it"))
        #expect(try package.read("Features/Weather/Sources/WeatherModels.swift") == "// mine\n")
    }

    @Test func dryRunShowsThePlanWithDiffsAndWritesNothing() throws {
        let package = try SyncTestPackage.make()
        try package.edit(Self.client, replacing: Self.liveDoc, with: Self.userDoc)
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        let before = try package.snapshot()
        let result = package.sync(["--dry-run"])
        #expect(result.status == ExitCode.success)
        #expect(result.stdout.contains("merge-clean   \(Self.client)"))
        #expect(result.stdout.contains("record        \(Self.record)\n"))
        #expect(result.stdout.contains("+    func alerts(for city: City) async throws -> [String]\n"))
        #expect(result.stdout.hasSuffix("dry run: nothing was written\n"))
        #expect(try package.snapshot() == before)
    }

    @Test func featureCommandStillRefusesEditedFilesAndSuggestsSync() throws {
        let package = try SyncTestPackage.make()
        try package.edit(Self.client, replacing: Self.liveDoc, with: Self.userDoc)
        let before = try package.snapshot()
        let result = package.feature(["Weather"])
        #expect(result.status == ExitCode.failure)
        #expect(result.stderr.contains("Use 'scaffold sync Weather' to merge"))
        #expect(try package.snapshot() == before)
    }

    /// Issue 28: a sync that registers many features at once says how many in its manifest line
    /// and its summary, and names a few of them, not every one.
    @Test func aBulkRegistrationIsCountedNotListed() throws {
        let package = try SyncTestPackage.make(specs: [])
        let names = (1...12).map { "Feature\($0)" }
        for name in names {
            #expect(package.feature([name, "--no-register"]).status == ExitCode.success)
        }
        let synced = package.sync()
        #expect(synced.status == ExitCode.success, "\(synced.stderr)")
        #expect(synced.stdout.contains("update        Package.swift: registers 12 features\n"), "\(synced.stdout)")
        let summary = try #require(synced.stdout.split(separator: "\n").last)
        // (In name order, as the features are synced.)
        #expect(summary.hasPrefix("Synced Feature1, Feature10, Feature11, Feature12, Feature2 and 7 more ("), "\(summary)")
        #expect(summary.hasSuffix("; Package.swift registers 12 features)."), "\(summary)")
        #expect(!summary.contains("Feature9"))
        let one = try SyncTestPackage.make(specs: [])
        #expect(one.feature(["Solo", "--no-register"]).status == ExitCode.success)
        #expect(one.sync().stdout.contains("update        Package.swift: registers Solo\n"))
    }

    @Test func syncSelectsFeaturesByNameAndRejectsUnknownOnes() throws {
        let notes = try String(
            contentsOf: Golden.repositoryRoot.appendingPathComponent("Examples/Notes/Notes.feature.json"), encoding: .utf8)
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.weatherSpec, notes])
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        let notesOnly = package.sync(["Notes"])
        #expect(notesOnly.status == ExitCode.success)
        #expect(notesOnly.stdout == "Synced Notes: already in sync, nothing written.\n")
        #expect(package.check(["Notes"]).status == ExitCode.success)
        #expect(package.check().status == ExitCode.failure)

        let unknown = package.sync(["Wether"])
        #expect(unknown.status == ExitCode.usage)
        #expect(unknown.stderr.contains("'Wether' is not a feature scaffold generated here"))
        #expect(unknown.stderr.contains("did you mean 'Weather'?"))
        #expect(package.sync(["--conflicts", "theirs"]).status == ExitCode.usage)
        #expect(package.check(["--jsn"]).status == ExitCode.usage)
    }

    @Test func anInvalidSpecIsADataError() throws {
        let package = try SyncTestPackage.make()
        try package.setSpec("{ \"name\": \"Weather\", \"routes\": 3 }")
        let result = package.sync()
        #expect(result.status == ExitCode.dataError)
        #expect(result.stderr.contains("Weather.feature.json:1:"))
        #expect(package.check().status == ExitCode.dataError)
    }

    @Test func aRenamedSpecIsRefusedNotSyncedIntoAnotherFeature() throws {
        let package = try SyncTestPackage.make()
        try package.setSpec(
            SyncTestPackage.weatherSpec.replacingOccurrences(of: "\"name\": \"Weather\"", with: "\"name\": \"Climate\""))
        let before = try package.snapshot()
        let result = package.sync()
        #expect(result.status == ExitCode.dataError)
        #expect(result.stderr.contains("names the feature 'Climate', not 'Weather'"))
        // Located at the spec's name (a new user's finding: it had no line and column).
        let line = SyncTestPackage.weatherSpec.components(separatedBy: "\n").firstIndex { $0.contains("\"name\": \"Weather\"") }
        #expect(line != nil)
        #expect(result.stderr.contains("Features/Weather/Weather.feature.json:\((line ?? 0) + 1):"), "\(result.stderr)")
        #expect(try package.snapshot() == before)
    }

    /// Every saved spec that does not load is reported at once by `sync` and `check` (a new
    /// user's finding: only the first, by name, was, hiding the others until it was fixed).
    @Test func everyInvalidSavedSpecIsReportedAtOnce() throws {
        let notes = try String(
            contentsOf: Golden.repositoryRoot.appendingPathComponent("Examples/Notes/Notes.feature.json"), encoding: .utf8)
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.weatherSpec, notes])
        try package.write("Features/Weather/Weather.feature.json", "{ \"name\": \"Weather\", \n")
        try package.write("Features/Notes/Notes.feature.json", "{ \"name\": \"Notes\", \n")
        for result in [package.sync(), package.check()] {
            #expect(result.status == ExitCode.dataError)
            #expect(result.stderr.contains("Features/Weather/Weather.feature.json:"), "\(result.stderr)")
            #expect(result.stderr.contains("Features/Notes/Notes.feature.json:"), "\(result.stderr)")
        }
    }
}
