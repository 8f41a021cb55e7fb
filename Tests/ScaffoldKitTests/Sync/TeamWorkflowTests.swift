import Foundation
import Testing

@testable import ScaffoldKit

/// Issue 12: `check` as a CI gate, records a team can merge, stable public names, line endings,
/// deleted files others need, clear conflict output; each failure of the issue as a regression
/// test, and the team workflow with real git.
@Suite struct TeamWorkflowTests {
    static let client = SyncCommandTests.client
    static let record = ".scaffold/features/Weather.record"
    static let liveBody = "        throw NotImplementedError(\"ForecastClient.searchCities(matching:)\")"
    static let filledBody = "        try await URLSession.shared.cities(matching: query) // filled in by hand"

    // MARK: check is a CI gate

    @Test func fillingInALiveClientNeverFailsCheck() throws {
        let package = try SyncTestPackage.make()
        try package.edit(Self.client, replacing: Self.liveBody, with: Self.filledBody)
        let check = package.check(["--json"])
        #expect(check.status == ExitCode.success, "\(check.stdout)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        #expect((object["drift"] as? [Any])?.isEmpty == true)
    }

    // MARK: line endings

    @Test func crlfFilesAreNeitherDriftNorConflictAndKeepTheirStyle() throws {
        let package = try SyncTestPackage.make()
        let route = try #require(try package.read(SyncCommandTests.route))
        try package.write(SyncCommandTests.route, route.replacingOccurrences(of: "\n", with: "\r\n"))
        let client = try #require(try package.read(Self.client)).replacingOccurrences(of: Self.liveBody, with: Self.filledBody)
        try package.write(Self.client, client.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(package.check().status == ExitCode.success)

        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        let synced = package.sync()
        #expect(synced.status == ExitCode.success, "\(synced.stdout)\(synced.stderr)")
        #expect(synced.stdout.contains("update        \(SyncCommandTests.route): regenerated"))
        #expect(synced.stdout.contains("merge-clean   \(Self.client)"))
        let newRoute = try #require(try package.read(SyncCommandTests.route))
        #expect(newRoute.contains("case settings\r\n"))
        #expect(!newRoute.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line stays CRLF")
        let newClient = try #require(try package.read(Self.client))
        #expect(newClient.contains(Self.filledBody + "\r\n"))
        #expect(newClient.contains("func alerts(for city: City) async throws -> [String]\r\n"))
        #expect(package.check().status == ExitCode.success)
    }

    // MARK: records

    @Test func anUnchangedFeatureRecordsOnlyAnIndexAndTheSpec() throws {
        let package = try SyncTestPackage.make()
        let snapshot = try package.snapshot().filter {
            $0.key.contains("/.scaffold/features/Weather") || $0.key.contains("/.scaffold/base/Weather")
        }
        #expect(
            Set(snapshot.keys) == [
                "/pkg/.scaffold/features/Weather.record", "/pkg/.scaffold/base/Weather/Features/Weather/Weather.feature.json",
            ])
        let index = try #require(snapshot["/pkg/.scaffold/features/Weather.record"])
        #expect(index.hasPrefix("scaffold-record 2\nfeature Weather\nstyle feature\nspec fnv1a64:"))
        #expect(index.utf8.count < 2_000)
    }

    @Test func aRecordWithConflictMarkersIsNamedAndRebuiltWithOneCommand() throws {
        let package = try SyncTestPackage.make()
        let index = try #require(try package.read(Self.record))
        let specLine = try #require(index.split(separator: "\n").first { $0.hasPrefix("spec ") })
        try package.write(
            Self.record,
            index.replacingOccurrences(
                of: specLine + "\n", with: "<<<<<<< HEAD\n\(specLine)\n=======\nspec fnv1a64:0000000000000000\n>>>>>>> branch\n"))
        let check = package.check()
        #expect(check.status == ExitCode.dataError)
        #expect(check.stderr.contains(".scaffold/features/Weather.record:4:1: error: the record has merge conflict markers"))
        #expect(check.stderr.contains("'scaffold sync --rebuild-record Weather'"))

        try package.edit(Self.client, replacing: Self.liveBody, with: Self.filledBody)
        let rebuilt = package.sync(["--rebuild-record", "Weather"])
        #expect(rebuilt.status == ExitCode.success, "\(rebuilt.stderr)")
        #expect(try package.read(Self.record) == index)
        #expect(try package.read(Self.client)?.contains(Self.filledBody) == true, "the user's files are kept")
        #expect(package.check().status == ExitCode.success)
        #expect(package.sync(["--rebuild-record"]).status == ExitCode.usage)
    }

    @Test func legacyJSONRecordsAreMigratedByTheFirstSync() throws {
        let package = try SyncTestPackage.make()
        // The same package as the previous scaffold left it: one JSON record with every file.
        let paths = try OwnershipRecord.decode(try #require(try package.read(Self.record)), path: Self.record).files
        var json = "{\n  \"feature\" : \"Weather\",\n  \"files\" : [\n"
        var contents = 0
        for (index, file) in paths.enumerated() {
            let content = try #require(try package.read(file.path))
            contents += content.utf8.count
            let data = try JSONSerialization.data(withJSONObject: [content], options: [.withoutEscapingSlashes])
            let quoted = String(decoding: data, as: UTF8.self).dropFirst().dropLast()
            json += "    {\n      \"content\" : \(quoted),\n      \"path\" : \"\(file.path)\",\n"
            json += "      \"template\" : \"\(file.template)\",\n      \"templateHash\" : \"\(file.templateHash)\"\n    }"
            json += index == paths.count - 1 ? "\n" : ",\n"
        }
        json += "  ],\n  \"format\" : 1,\n  \"specHash\" : \"fnv1a64:0000000000000000\",\n  \"style\" : \"feature\"\n}\n"
        let modern = try package.snapshot()
        try package.delete(Self.record)
        try package.delete(".scaffold/base")
        try package.write(OwnershipRecord.legacyPath(forFeature: "Weather"), json)
        #expect(paths.count > 10 && json.utf8.count > contents, "the old record holds every file's content")

        try package.edit(Self.client, replacing: Self.liveBody, with: Self.filledBody)
        let check = package.check()
        #expect(check.status == ExitCode.success, "\(check.stdout)")
        #expect(check.stdout.contains("warning: .scaffold/features/Weather.json: record in the old JSON format"))

        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        let synced = package.sync()
        #expect(synced.status == ExitCode.success, "\(synced.stderr)")
        #expect(synced.stdout.contains("record        \(Self.record): migrated from the old JSON format"))
        #expect(synced.stdout.contains("merge-clean   \(Self.client)"), "the old record's bases still merge")
        #expect(try package.read(OwnershipRecord.legacyPath(forFeature: "Weather")) == nil)
        #expect(try package.read(Self.record) != nil)
        #expect(modern.count > 0)
        #expect(package.check().status == ExitCode.success)
        #expect(package.sync().stdout.hasSuffix("already in sync, nothing written.\n"))
    }

    // MARK: stable public names

    static let billing = """
        {
          "name": "Billing",
          "clients": [
            { "name": "Invoices", "methods": [{ "name": "fetchAll", "returns": "[String]" }] }
          ]
        }

        """

    @Test func aNewClashNeverRenamesAGeneratedPublicName() throws {
        let package = try SyncTestPackage.make(specs: [Self.billing])
        let feature = "Features/Billing/Sources/BillingFeature.swift"
        #expect(try package.read(feature)?.contains("public func fetchAll() async") == true)
        let clashing = Self.billing.replacingOccurrences(
            of: "\"returns\": \"[String]\" }] }\n",
            with:
                "\"returns\": \"[String]\" }] },\n    { \"name\": \"Payments\", \"methods\": [{ \"name\": \"fetchAll\", \"returns\": \"[Int]\" }] }\n"
        )
        try package.setSpec(clashing, feature: "Billing")
        let before = try package.snapshot()
        let synced = package.sync()
        #expect(synced.status == ExitCode.dataError)
        #expect(
            synced.stderr.contains(
                "Features/Billing/Billing.feature.json:5:49: error: the new method 'Payments.fetchAll' would rename the generated public names of 'Invoices.fetchAll' from fetchAll() / fetchAllState to invoicesFetchAll() / invoicesFetchAllState"
            ), "\(synced.stderr)")
        #expect(try package.snapshot() == before)
        #expect(package.check().status == ExitCode.dataError)

        // A new name that clashes with nothing: sync lists the public symbols it adds.
        try package.setSpec(
            clashing.replacingOccurrences(
                of: "\"fetchAll\", \"returns\": \"[Int]\"", with: "\"fetchPayments\", \"returns\": \"[Int]\""), feature: "Billing"
        )
        let added = package.sync()
        #expect(added.status == ExitCode.success, "\(added.stderr)")
        #expect(added.stdout.contains("public        Billing: added func fetchPayments\n"))
        #expect(added.stdout.contains("public        Billing: added var fetchPaymentsState\n"))
        #expect(!added.stdout.contains("removed"))
        #expect(try package.read(feature)?.contains("public func fetchAll() async") == true)
    }

    // MARK: schema history

    @Test func aGeneratedSchemaVersionCannotBeRewrittenWithoutTheOverride() throws {
        let pantry = try String(
            contentsOf: Golden.repositoryRoot.appendingPathComponent("Examples/Pantry/Pantry.feature.json"), encoding: .utf8)
        let package = try SyncTestPackage.make(specs: [pantry])
        let edited = pantry.replacingOccurrences(
            of: "{ \"name\": \"position\", \"type\": \"Int\", \"default\": 0 }",
            with:
                "{ \"name\": \"position\", \"type\": \"Int\", \"default\": 0 },\n          { \"name\": \"note\", \"type\": \"String?\" }"
        )
        try package.setSpec(edited, feature: "Pantry")
        let before = try package.snapshot()
        let refused = package.sync()
        #expect(refused.status == ExitCode.dataError)
        #expect(
            refused.stderr.contains(
                "Features/Pantry/Pantry.feature.json:77:7: error: the models of schema version '2.0.0' changed since scaffold generated it ('Shelf.note' added), so stores written with it would no longer open; run 'scaffold freeze Pantry --next 3.0.0' to keep version '2.0.0' as scaffold generated it"
            ), "\(refused.stderr)")
        #expect(refused.stderr.contains("'scaffold sync --amend-schema 2.0.0'"))
        #expect(try package.snapshot() == before)
        #expect(package.check().status == ExitCode.dataError)

        let amended = package.sync(["--amend-schema", "2.0.0"])
        #expect(amended.status == ExitCode.success, "\(amended.stderr)")
        #expect(package.check().status == ExitCode.success)
    }

    // MARK: deleted files that others need

    @Test func deletingATestDoubleTheTestsUseIsAWarningWithTheFix() throws {
        let package = try SyncTestPackage.make()
        try package.delete(SyncCommandTests.doubles)
        let check = package.check()
        #expect(check.status == ExitCode.success)
        #expect(
            check.stdout.contains(
                "warning: \(SyncCommandTests.doubles): deleted, but Features/Weather/Tests/WeatherFeatureTests.swift uses ForecastClientDouble from it; restore it with 'scaffold sync --restore Weather'"
            ), "\(check.stdout)")
        let synced = package.sync()
        #expect(synced.stderr.contains("warning: \(SyncCommandTests.doubles) was deleted, but"))
        #expect(package.sync(["--restore"]).status == ExitCode.success)
        #expect(try package.read(SyncCommandTests.doubles) != nil)
        #expect(!package.check().stdout.contains("warning"))
    }

    // MARK: the team workflow, with git

    @Test func teamWorkflowWithGitStaysGreen() throws {
        let scratch = try TemporaryDirectory()
        let package = try SyncTestPackage.make(root: PathComponents.join(scratch.path, "Demo"), fileSystem: LocalFileSystem())
        guard let git = GitRunner(in: package.root) else { return }
        @discardableResult
        func run(_ arguments: String...) throws -> String { try git.run(arguments) }
        try run("init", "-q", "-b", "main")
        try run("add", "-A")
        try run("commit", "-q", "-m", "Generate Weather")

        // Fill in the live client as its comment says, and commit: check passes.
        try package.edit(Self.client, replacing: Self.liveBody, with: Self.filledBody)
        #expect(package.check().status == ExitCode.success)
        try run("commit", "-q", "-am", "Live forecast client")

        // Branch A: the spec gains a route and a method; sync; commit.
        try run("checkout", "-q", "-b", "spec-change")
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        #expect(package.check().status == ExitCode.failure, "a spec change is drift until synced")
        let synced = package.sync()
        #expect(synced.status == ExitCode.success, "\(synced.stdout)\(synced.stderr)")
        #expect(package.check().status == ExitCode.success)
        try run("add", "-A")
        try run("commit", "-q", "-m", "Settings route, alerts")

        // Branch B: a comment edited in a generated file; commit without syncing.
        try run("checkout", "-q", "main")
        try run("checkout", "-q", "-b", "comment")
        let featureFile = "Features/Weather/Sources/WeatherFeature.swift"
        let featureText = try #require(try package.read(featureFile))
        let comment = try #require(featureText.split(separator: "\n").first { $0.hasPrefix("///") })
        try package.edit(featureFile, replacing: String(comment), with: "/// The weather screen's model (reviewed by the team).")
        #expect(package.check().status == ExitCode.success)
        try run("commit", "-q", "-am", "Comment")

        // Merge with git: no conflict, in the Swift files or the record.
        try run("merge", "-q", "--no-edit", "spec-change")
        #expect(try run("status", "--porcelain").isEmpty)
        let check = package.check()
        #expect(check.status == ExitCode.success, "\(check.stdout)")
        let after = package.sync()
        #expect(after.status == ExitCode.success, "\(after.stdout)\(after.stderr)")
        #expect(package.check().status == ExitCode.success)
        let merged = try #require(try package.read(featureFile))
        #expect(merged.contains("/// The weather screen's model (reviewed by the team)."))
        #expect(merged.contains("func alerts(for city: City"))  // a destination operation also takes its route
        #expect(try package.read(Self.client)?.contains(Self.filledBody) == true)
        #expect(try package.read(SyncCommandTests.route)?.contains("case settings") == true)
    }
}

/// `check` skips features whose files' stamps are unchanged since a clean check (issue 14).
@Suite struct CheckCacheTests {
    @Test func cleanFeaturesAreSkippedUntilAnyOfTheirFilesChanges() throws {
        let scratch = try TemporaryDirectory()
        let package = try SyncTestPackage.make(root: PathComponents.join(scratch.path, "Demo"), fileSystem: LocalFileSystem())
        let workspace = try PackageWorkspace.open(package: package.root, from: package.root, fileSystem: package.fileSystem)
        func check() throws -> DriftReport {
            try CheckCommand.check(
                features: [],
                workspace: try PackageWorkspace.open(package: package.root, from: package.root, fileSystem: package.fileSystem),
                planner: SyncPlanner(fileSystem: package.fileSystem, root: package.root), racyWindow: 0)
        }
        let first = try check()
        #expect(first.isInSync && first.cachedFeatures == 0)
        #expect(try package.read(".scaffold/cache/.gitignore") == "*\n", "the cache is never committed")
        #expect(try package.read(CheckCache.path)?.contains("\nWeather\t") == true)

        let second = try check()
        #expect(second.isInSync && second.cachedFeatures == 1)
        #expect(second.fileCount == first.fileCount)
        #expect(second.summary.contains("1 unchanged since the last check"))

        // Any change to what the verdict depends on means a full check of the feature.
        try package.setSpec(SyncTestPackage.weatherSpecWithRouteAndMethod)
        let changed = try check()
        #expect(!changed.isInSync && changed.cachedFeatures == 0)
        #expect(package.sync().status == ExitCode.success)
        #expect(try check().isInSync)
        #expect(try check().cachedFeatures == 1)
        try package.edit(SyncCommandTests.client, replacing: SyncCommandTests.liveDoc, with: SyncCommandTests.userDoc)
        let edited = try check()
        #expect(edited.isInSync && edited.cachedFeatures == 0, "re-checked, and the user's edit is fine")
        _ = workspace
    }
}
