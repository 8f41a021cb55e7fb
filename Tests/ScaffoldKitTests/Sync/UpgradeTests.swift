import Foundation
import Testing

@testable import ScaffoldKit

/// A package made by scaffold 0.1.0 (before the shared runtime) with a team's edits
/// (`Fixtures/Upgrade`), on disk: committed as generated, then the edits committed on top, the
/// way a team keeps it.
struct UpgradeFixture {
    static let folder = Golden.repositoryRoot.appendingPathComponent("Tests/ScaffoldKitTests/Fixtures/Upgrade").path
    static let client = "Features/Notes/Sources/NotesClient.swift"
    static let models = "Features/Notes/Sources/NotesModels.swift"
    static let composition = "Sources/App/AppComposition.swift"
    static let ownFile = "Features/Notes/Sources/NotesFormatting.swift"
    static let teamBody = "        return []  // the team: served from the notes API\n"

    let directory: TemporaryDirectory
    let root: String

    /// The SignIn spec, whose `signedIn(session:)` route carried the session (and its token)
    /// in 0.1.0: a located spec error since routes carry no secrets.
    static let signInSpec = "Features/SignIn/SignIn.feature.json"

    /// Copies the release's package and lays the team's edits over it; with `inGit`, each step
    /// is a commit of a new repository. With `handingTheSessionToTheApp`, the team has also
    /// fixed the SignIn spec as the error tells (``handSessionToTheApp()``).
    init(inGit: Bool, handingTheSessionToTheApp: Bool = true) throws {
        directory = try TemporaryDirectory()
        root = directory.path + "/Upgrade"
        try FileManager.default.copyItem(atPath: Self.folder + "/Release-0.1.0", toPath: root)
        if inGit {
            try git(["init", "-q"])
            try git(["add", "-A"])
            try git(["commit", "-q", "-m", "scaffold 0.1.0"])
        }
        let edits = Self.folder + "/TeamEdits"
        let walker = FileManager.default.enumerator(atPath: edits)
        while let relative = walker?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: edits + "/" + relative, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            try? FileManager.default.removeItem(atPath: root + "/" + relative)
            try FileManager.default.copyItem(atPath: edits + "/" + relative, toPath: root + "/" + relative)
        }
        if handingTheSessionToTheApp { try handSessionToTheApp() }
        if inGit {
            try git(["add", "-A"])
            try git(["commit", "-q", "-m", "team edits"])
        }
    }

    /// The team's fix of the SignIn spec: the `signedIn(session:)` route goes, and `signIn`
    /// hands the session to the app as its outcome instead of pushing it.
    func handSessionToTheApp() throws {
        let route = """
                },
                {
                  "name": "signedIn",
                  "parameters": [
                    {
                      "name": "session",
                      "type": "Session"
                    }
                  ]
                }
              ],
            """
        let navigation = """
                      "navigatesTo": {
                        "route": "signedIn"
                      }
            """
        let spec = try read(Self.signInSpec)
        try #require(spec.contains(route) && spec.contains(navigation), "the 0.1.0 SignIn spec changed")
        try write(
            Self.signInSpec,
            spec.replacing(route, with: "    }\n  ],\n").replacing(navigation, with: "          \"outcome\": \"signedIn\"\n"))
    }

    func read(_ relative: String) throws -> String { try String(contentsOfFile: root + "/" + relative, encoding: .utf8) }

    func write(_ relative: String, _ text: String) throws {
        try text.write(toFile: root + "/" + relative, atomically: true, encoding: .utf8)
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: root + "/" + relative) }

    /// The package's files (relative path → text), `.git` aside.
    func snapshot() throws -> [String: String] {
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: root)
        while let relative = walker?.nextObject() as? String {
            if relative == ".git" {
                walker?.skipDescendants()
                continue
            }
            if let text = try? String(contentsOfFile: root + "/" + relative, encoding: .utf8) { files[relative] = text }
        }
        return files
    }

    @discardableResult
    func git(_ arguments: [String]) throws -> String {
        let git = try #require(ToolProcess.find("git", environment: ProcessInfo.processInfo.environment), "git is not on PATH")
        let result = try git.run(["-c", "user.name=Team", "-c", "user.email=team@example.com"] + arguments, in: root)
        try #require(result.status == 0, "git \(arguments): \(result.output)")
        return result.output
    }

    /// Resolves the client's conflict the way the team would: their body, the new rendering
    /// everywhere else.
    func resolveClientConflict() throws {
        let marked = try read(Self.client)
        let start = try #require(marked.range(of: "<<<<<<< yours\n"))
        let end = try #require(marked.range(of: ">>>>>>> generated now\n"))
        try write(Self.client, marked.replacingCharacters(in: start.lowerBound..<end.upperBound, with: Self.teamBody))
    }
}

/// `scaffold sync` moves a package made by the release before the shared runtime onto it
/// (issue 22, deliverable 5): the team's edits carry over through the three-way merge or are
/// located conflicts, nothing is lost, and `check` is green once the conflict is resolved.
@Suite struct UpgradeTests {
    @Test func syncMergesTheTeamsEditsAndLocatesTheOneConflict() throws {
        let package = try UpgradeFixture(inGit: true)
        let before = try package.snapshot()

        // The client's filled-in body sits on the lines the runtime's template changes.
        let refused = runTool(["sync"], in: package.root)
        #expect(refused.status == ExitCode.failure)
        let conflicts = (refused.stdout + refused.stderr).split(separator: "\n").filter { $0.hasPrefix("conflict: ") }
        #expect(
            conflicts == [
                "conflict: \(UpgradeFixture.client): your edits and the new rendering change the same lines (merged lines 17-23)"
            ], "\(refused.stderr)")
        #expect(try package.snapshot() == before, "a refused sync wrote something")

        let marked = runTool(["sync", "--conflicts", "markers"], in: package.root)
        #expect(marked.stdout.contains("written with conflict markers in \(UpgradeFixture.client)"), "\(marked.stdout)")
        let client = try package.read(UpgradeFixture.client)
        #expect(client.contains("<<<<<<< yours\n" + UpgradeFixture.teamBody + "||||||| last generated\n"))
        #expect(
            client.contains("=======\n        throw NotImplementedError(\"NotesClient.fetchNotes()\")\n>>>>>>> generated now\n"))
        #expect(!client.contains("struct NotesNotImplementedError"), "the merged file keeps what the runtime replaced")

        // Every other edit carried over; the runtime replaced what each feature copied.
        #expect(try package.read(UpgradeFixture.models).contains("public var isBlank: Bool { title.isEmpty && body.isEmpty }"))
        #expect(
            try package.read(UpgradeFixture.composition).contains(
                "notesNotesClient = Notes.LiveNotesClient()  // the team: swap in the real service here"))
        #expect(try package.read(UpgradeFixture.ownFile) == before[UpgradeFixture.ownFile])
        #expect(!package.exists("Features/Notes/Sources/NotesLoadState.swift"))
        #expect(package.exists("Core/FeatureCore/Sources/OperationRuns.swift"))
        let manifest = try package.read("Package.swift")
        #expect(manifest.contains(".target(name: \"FeatureCore\", path: \"Core/FeatureCore/Sources\")"))
        #expect(manifest.contains(".target(name: \"Notes\", dependencies: [\"FeatureCore\", \"FeatureCoreUI\"]"))

        #expect(runTool(["check"], in: package.root).status == ExitCode.failure, "check passed with markers in a file")
        try package.resolveClientConflict()
        let checked = runTool(["check"], in: package.root)
        #expect(checked.status == ExitCode.success, "\(checked.stdout)\n\(checked.stderr)")
        #expect(runTool(["sync"], in: package.root).status == ExitCode.success)
        #expect(try package.read(UpgradeFixture.client).contains(UpgradeFixture.teamBody))
    }

    /// A 0.1.0 route that carries a secret is a located spec error now, and sync writes nothing
    /// until the team changes the spec.
    @Test func aRouteCarryingASecretStopsTheUpgradeWithALocatedError() throws {
        let package = try UpgradeFixture(inGit: true, handingTheSessionToTheApp: false)
        let before = try package.snapshot()
        let refused = runTool(["sync"], in: package.root)
        #expect(refused.status == ExitCode.dataError, "\(refused.stdout)\n\(refused.stderr)")
        #expect(
            refused.stderr.contains(
                "\(UpgradeFixture.signInSpec):20:19: error: routes[1].parameters[0].type: route 'signedIn' would carry Session's secret 'token'"
            ),
            "\(refused.stderr)")
        #expect(try package.snapshot() == before, "a refused sync wrote something")
        try package.handSessionToTheApp()
        #expect(runTool(["sync", "--dry-run"], in: package.root).stderr.contains("secret") == false)
    }

    /// Outside git the bases of the files edited since 0.1.0 last wrote them are unknown: both
    /// are whole-file conflicts that say why, and nothing is written.
    @Test func withoutHistoryTheEditedFilesAreConflictsThatSayWhy() throws {
        let package = try UpgradeFixture(inGit: false)
        let before = try package.snapshot()
        let refused = runTool(["sync"], in: package.root)
        #expect(refused.status == ExitCode.failure)
        for file in [UpgradeFixture.client, UpgradeFixture.models] {
            #expect(
                refused.stdout.contains(
                    "conflict: \(file): has your edits, and the version scaffold last generated is not known (not stored under .scaffold/base, not reproducible with these templates, not committed in git)"
                ), "\(refused.stdout)")
        }
        #expect(try package.snapshot() == before, "a refused sync wrote something")
    }
}

/// The upgraded package builds with warnings as errors and its tests pass (the generated ones,
/// the runtime's and the team's code).
@Suite struct UpgradeEndToEndTests {
    @Test(.timeLimit(.minutes(15))) func theUpgradedPackageBuildsAndItsTestsPass() throws {
        let package = try UpgradeFixture(inGit: true)
        _ = runTool(["sync", "--conflicts", "markers"], in: package.root)
        try package.resolveClientConflict()
        let checked = runTool(["check"], in: package.root)
        try #require(checked.status == ExitCode.success, "\(checked.stderr)")
        let swift = try #require(BoundedSwift.tool)
        let build = try swift.run(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: package.root)
        #expect(build.status == 0, "\(build.output.suffix(3000))")
        let test = try swift.run(["test", "--skip-build"], in: package.root)
        #expect(test.status == 0, "\(test.output.suffix(3000))")
        for suite in [
            "OperationRunsTests", "NotesFeatureTests", "WeatherViewModelTests", "SignInStoreTests", "PantryFeatureTests",
        ] {
            #expect(test.output.contains("Suite \(suite) passed"), "no passing suite \(suite)")
        }
    }
}
