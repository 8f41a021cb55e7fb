import Foundation
import Testing

@testable import ScaffoldKit

/// The real toolchain against every manifest shape: each editable fixture, edited by pure
/// insertion, loads with `swift package dump-package` and SwiftPM lists the new targets (and
/// type-checks against the `PackageDescription` interface, the cheap proof); each refused
/// fixture carries every entry to add by hand, the `App` dependency included. Also: a broken
/// edit is caught by the cheap proof and rolled back, and a package with a version-specific
/// manifest (as in Kingfisher) is edited where SwiftPM looks.
@Suite(.serialized) struct ManifestShapesEndToEndTests {
    static var hasSwift: Bool {
        ManifestVerifier.findExecutable("swift", path: BoundedSwift.path) != nil
    }

    @Test func everyEditableShapeLoadsWithTheNewTargetsOrIsRefusedWithEveryEntry() throws {
        guard Self.hasSwift else { return }
        let temp = try TemporaryDirectory()
        let manifest = PathComponents.join(temp.path, "Package.swift")
        let verifier = ManifestVerifier()
        let weather = FeatureRegistration(name: "Weather")
        var edited = 0
        for fixture in ManifestFixtures.editable {
            let text: String
            do {
                text = try ManifestEditor.registeringFeatures([weather], in: fixture.source)
            } catch {
                // Only a shape whose App target is appended outside the call is refused here.
                #expect(error.reason.contains("target 'App' is added outside"), "\(fixture.name): \(error.reason)")
                #expect(error.manualEntries.contains(.init(destination: "dependencies: of target 'App'", code: "\"Weather\"")))
                continue
            }
            #expect(ManifestEditorTests.isSubsequence(Array(fixture.source.utf8), of: Array(text.utf8)), "\(fixture.name)")
            try text.write(toFile: manifest, atomically: true, encoding: .utf8)
            let tools = ManifestSelection.toolsVersion(of: text) ?? ManifestSelection.Version(6)
            #expect(try verifier.typecheck(manifestPath: manifest, toolsVersion: tools), "\(fixture.name)")
            let json = try verifier.verify(packageDirectory: temp.path, expectingTargets: ["Weather", "WeatherTests"])
            if text.contains("name: \"App\"") {
                #expect(json.contains("\"Weather\""), "\(fixture.name)")
            }
            edited += 1
        }
        #expect(edited >= 25)
    }

    @Test func refusedShapesListEveryEntryIncludingTheAppDependency() {
        for fixture in ManifestFixtures.failing {
            let error = #expect(throws: ManifestEditError.self, "\(fixture.name)") {
                try ManifestEditor.registeringFeatures(
                    [FeatureRegistration(name: "Weather", dependencies: ["Core"])], in: fixture.source)
            }
            // The `App` dependency is listed exactly when the package has an `App` target.
            let hasApp = fixture.source.contains(#"name: "App""#)
            let expected =
                [
                    #".library(name: "Weather", targets: ["Weather"])"#,
                    #".target(name: "Weather", dependencies: ["Core"], path: "Features/Weather/Sources", resources: [.process("Resources")])"#,
                    #".testTarget(name: "WeatherTests", dependencies: ["Weather"], path: "Features/Weather/Tests")"#,
                ] + (hasApp ? [#""Weather""#] : [])
            #expect(error?.manualEntries.map(\.code) == expected, "\(fixture.name)")
            if hasApp {
                #expect(error?.manualEntries.last?.destination == "dependencies: of target 'App'", "\(fixture.name)")
            }
        }
    }

    /// A manifest with the `App` target only, where a test inserts a target.
    static let appOnlyManifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Demo",
            targets: [
                .target(name: "App", path: "Sources/App"),
            ]
        )

        """

    @Test func brokenEditIsCaughtByTheTypeCheckAndRolledBack() throws {
        guard Self.hasSwift else { return }
        let temp = try TemporaryDirectory()
        let original = Self.appOnlyManifest
        try temp.write("Package.swift", original)
        // A pure insertion that does not compile: a misspelt label.
        let broken = original.replacingOccurrences(
            of: "        .target(name: \"App\", path: \"Sources/App\"),\n",
            with: "        .target(name: \"App\", path: \"Sources/App\"),\n        .target(nme: \"Weather\"),\n")
        let workspace = try PackageWorkspace.open(package: temp.path, from: temp.path, fileSystem: LocalFileSystem())
        var plan = GenerationPlan(root: temp.path)
        try plan.add("Features/Weather/Sources/Weather.swift", text: "struct Weather {}\n")
        let edit = GenerationPlan.ManifestEdit(original: original, edited: broken)
        plan.manifestEdit = edit
        var proof: ManifestVerifier.Proof?
        var failure: PlanWriteError?
        do {
            try PlanWriter(fileSystem: LocalFileSystem()).write(plan, mode: .apply) { root in
                proof = try workspace.verifyManifest(at: root, edit: edit)
            }
        } catch {
            failure = error
        }
        guard case .verificationFailed(let message, _, _) = failure else {
            Issue.record("expected a verification failure, got \(String(describing: failure))")
            return
        }
        #expect(message.contains("does not type-check"))
        #expect(message.contains("nme"))
        #expect(proof == nil)
        #expect(try String(contentsOfFile: temp.path + "/Package.swift", encoding: .utf8) == original)
        #expect(!FileManager.default.fileExists(atPath: temp.path + "/Features"))

        // The same edit, fixed, is proved by the type check alone.
        let fixed = broken.replacingOccurrences(of: "nme:", with: "name:")
        try temp.write("Package.swift", fixed)
        let fixedEdit = GenerationPlan.ManifestEdit(original: original, edited: fixed)
        #expect(try workspace.verifyManifest(at: temp.path, edit: fixedEdit) == .typecheck)
        #expect(try workspace.verifyManifest(at: temp.path, edit: fixedEdit, full: true) == .dumpPackage)
    }

    /// `feature` starts the type check as soon as the edited manifest is known, on a thread of
    /// its own, and the write waits for it: a broken edit is still caught and the whole write
    /// rolled back; a proof started for another edit is not taken for this one.
    @Test func aProofStartedAheadOfTheWriteStillRollsABrokenEditBack() throws {
        guard Self.hasSwift else { return }
        let temp = try TemporaryDirectory()
        let original = Self.appOnlyManifest
        try temp.write("Package.swift", original)
        let workspace = try PackageWorkspace.open(package: temp.path, from: temp.path, fileSystem: LocalFileSystem())
        func edit(_ label: String) -> GenerationPlan.ManifestEdit {
            GenerationPlan.ManifestEdit(
                original: original,
                edited: original.replacingOccurrences(
                    of: "        .target(name: \"App\", path: \"Sources/App\"),\n",
                    with: "        .target(name: \"App\", path: \"Sources/App\"),\n        .target(\(label): \"Weather\"),\n"))
        }
        func plan(_ edit: GenerationPlan.ManifestEdit) throws -> GenerationPlan {
            var plan = GenerationPlan(root: temp.path)
            try plan.add("Features/Weather/Sources/Weather.swift", text: "struct Weather {}\n")
            plan.manifestEdit = edit
            return plan
        }
        let broken = edit("nme")
        let started = try #require(workspace.startManifestProof(broken))
        #expect {
            try workspace.write(try plan(broken), mode: .apply, manifestProof: started) { _ in CommandFailure("conflict") }
        } throws: { error in
            String(describing: error).contains("does not type-check") && String(describing: error).contains("nme")
        }
        #expect(try String(contentsOfFile: temp.path + "/Package.swift", encoding: .utf8) == original)
        #expect(!FileManager.default.fileExists(atPath: temp.path + "/Features"))

        // The failed proof belongs to the broken edit: the fixed one is type-checked itself.
        let fixed = edit("name")
        let written = try workspace.write(try plan(fixed), mode: .apply, manifestProof: started) { _ in
            CommandFailure("conflict")
        }
        #expect(written.proof == .typecheck)
        #expect(try String(contentsOfFile: temp.path + "/Package.swift", encoding: .utf8) == fixed.edited)
        #expect(workspace.startManifestProof(fixed, full: true) == nil, "--dump-package: the full proof runs in the write")
    }

    /// The proof text leaves out the elements the edit did not touch; when one of them is what
    /// gives an array its type (`let allTargets = [Target.target(…), .target(…)]`), the proof
    /// text alone does not type-check, and the whole edited manifest is checked before the
    /// edit is refused (a new user's finding: a valid manifest was refused).
    @Test func anEditWhoseProofTextLacksTheArraysTypeIsCheckedWhole() throws {
        guard Self.hasSwift else { return }
        let temp = try TemporaryDirectory()
        let original = """
            // swift-tools-version: 6.0
            import PackageDescription

            let allTargets = [
                Target.target(name: "Core", path: "Sources/Core"),
                .target(name: "App", dependencies: ["Core"], path: "Sources/App", resources: [.process("Resources")]),
                .testTarget(name: "AppTests", dependencies: ["App"], path: "Tests/AppTests"),
            ]

            let package = Package(
                name: "Demo",
                defaultLocalization: "en",
                platforms: [.iOS(.v17), .macOS(.v14)],
                products: [
                    .library(name: "App", targets: ["App"]),
                ],
                targets: allTargets
            )

            """
        try temp.write("Package.swift", original)
        let result = try ManifestEditor.registeringFeaturesWithProof([FeatureRegistration(name: "Weather")], in: original)
        #expect(!result.proofText.contains("Target.target(name: \"Core\""), "the proof text leaves the typed element out")
        let workspace = try PackageWorkspace.open(package: temp.path, from: temp.path, fileSystem: LocalFileSystem())
        let edit = GenerationPlan.ManifestEdit(original: original, edited: result.text, proofText: result.proofText)
        #expect(try workspace.verifyManifest(at: temp.path, edit: edit) == .typecheck)
        let started = try #require(workspace.startManifestProof(edit))
        #expect(try started.outcome())
    }

    /// In a package with 300 features the type check sees only what the edit touched; a
    /// broken insertion there is still caught, located in the real manifest.
    @Test func largeManifestIsProvedThroughItsProofText() throws {
        guard Self.hasSwift else { return }
        let temp = try TemporaryDirectory()
        let base = try ManifestEditor.registeringFeatures(
            (1...300).map { FeatureRegistration(name: "Feature\($0)") }, in: ManifestBulkRegistrationTests.manifest)
        let result = try ManifestEditor.registeringFeaturesWithProof([FeatureRegistration(name: "Weather")], in: base)
        try temp.write("Package.swift", result.text)
        let workspace = try PackageWorkspace.open(package: temp.path, from: temp.path, fileSystem: LocalFileSystem())
        let edit = GenerationPlan.ManifestEdit(original: base, edited: result.text, proofText: result.proofText)
        #expect(try workspace.verifyManifest(at: temp.path, edit: edit) == .typecheck)

        func broken(_ text: String) -> String {
            text.replacingOccurrences(of: ".testTarget(name: \"WeatherTests\"", with: ".testTarget(nme: \"WeatherTests\"")
        }
        try temp.write("Package.swift", broken(result.text))
        let line = broken(result.text).components(separatedBy: "\n").firstIndex { $0.contains("nme:") }.map { $0 + 1 } ?? 0
        let brokenEdit = GenerationPlan.ManifestEdit(
            original: base, edited: broken(result.text), proofText: broken(result.proofText))
        #expect {
            try workspace.verifyManifest(at: temp.path, edit: brokenEdit)
        } throws: { error in
            String(describing: error).contains("Package.swift:\(line):")
                && !String(describing: error).contains("scaffold-manifest-proof")
        }
    }

    /// Issue 28: a thousand features registered at once type-check through one entry of each
    /// shape; one broken entry among them has a shape of its own, so it is still caught, located
    /// in the real manifest.
    @Test func bulkRegistrationIsProvedAndABrokenEntryAmongThemCaught() throws {
        guard Self.hasSwift else { return }
        let temp = try TemporaryDirectory()
        let base = ManifestBulkRegistrationTests.manifest
        let result = try ManifestEditor.registeringFeaturesWithProof(
            (1...1000).map { FeatureRegistration(name: "Feature\($0)") }, in: base)
        try temp.write("Package.swift", result.text)
        let workspace = try PackageWorkspace.open(package: temp.path, from: temp.path, fileSystem: LocalFileSystem())
        let edit = GenerationPlan.ManifestEdit(original: base, edited: result.text, proofText: result.proofText)
        #expect(try workspace.verifyManifest(at: temp.path, edit: edit) == .typecheck)

        // (A proof text that fails is followed by a type check of the whole manifest before the
        // edit is refused: 100 entries keep that quick.)
        let hundred = try ManifestEditor.registeringFeaturesWithProof(
            (1...100).map { FeatureRegistration(name: "Feature\($0)") }, in: base)
        let brokenText = hundred.text.replacingOccurrences(
            of: ".testTarget(name: \"Feature50Tests\"", with: ".testTarget(nme: \"Feature50Tests\"")
        let line = brokenText.components(separatedBy: "\n").firstIndex { $0.contains("nme:") }.map { $0 + 1 } ?? 0
        let brokenEdit = GenerationPlan.ManifestEdit(
            original: base, edited: brokenText,
            proofText: ManifestEditor(source: brokenText).blankingRepeatedShapes())
        try temp.write("Package.swift", brokenText)
        #expect {
            try workspace.verifyManifest(at: temp.path, edit: brokenEdit)
        } throws: { error in
            String(describing: error).contains("Package.swift:\(line):")
        }
    }

    /// Issue 15: beside `Package@swift-5.9.swift` (as in Kingfisher) the toolchain loads the
    /// version-specific manifest, so that is the one edited; an edit of `Package.swift` alone is
    /// caught (SwiftPM does not list the new targets) and rolled back.
    @Test func versionSpecificManifestIsTheOneEdited() throws {
        guard Self.hasSwift else { return }
        let temp = try TemporaryDirectory()
        let package = temp.path + "/Pics"
        let legacy = """
            // swift-tools-version:5.0
            import PackageDescription

            let package = Package(
                name: "Pics",
                platforms: [.iOS(.v12), .macOS(.v10_14)],
                products: [
                    .library(name: "Pics", targets: ["Pics"]),
                ],
                targets: [
                    .target(name: "Pics", path: "Sources"),
                ]
            )

            """
        let current = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Pics",
                defaultLocalization: "en",
                platforms: [.iOS(.v17), .macOS(.v14)],
                products: [
                    .library(name: "Pics", targets: ["Pics"]),
                ],
                targets: [
                    .target(name: "Pics", path: "Sources", resources: [.copy("PrivacyInfo.xcprivacy")]),
                ]
            )

            """
        try temp.write("Pics/Package.swift", legacy)
        try temp.write("Pics/Package@swift-5.9.swift", current)

        // What SwiftPM would load: the version-specific manifest.
        let workspace = try PackageWorkspace.open(package: package, from: package, fileSystem: LocalFileSystem())
        #expect(workspace.manifestPath == "Package@swift-5.9.swift")
        #expect(workspace.otherManifests == ["Package.swift"])

        // Editing Package.swift alone (the old behaviour) is caught and fails.
        let wrong = try ManifestEditor.registeringFeatures([FeatureRegistration(name: "Weather")], in: legacy)
        try temp.write("Pics/Package.swift", wrong)
        #expect {
            try workspace.verifyManifest(at: package, edit: .init(path: "Package.swift", original: legacy, edited: wrong))
        } throws: { error in
            String(describing: error).contains("does not see the new targets 'Weather', 'WeatherTests'")
        }
        try temp.write("Pics/Package.swift", legacy)

        // scaffold feature edits the loaded manifest, proves it with dump-package, notes the other.
        let result = runTool(["feature", "Weather", "--spec", FeatureCommandTests.weatherSpec], in: package)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("not edited: Package.swift"))
        #expect(result.stdout.contains("Package@swift-5.9.swift loaded by 'swift package dump-package'"))
        #expect(try String(contentsOfFile: package + "/Package.swift", encoding: .utf8) == legacy)
        let edited = try String(contentsOfFile: package + "/Package@swift-5.9.swift", encoding: .utf8)
        #expect(edited.contains(".testTarget(name: \"WeatherTests\""))
        let json = try ManifestVerifier().verify(packageDirectory: package, expectingTargets: ["Weather", "WeatherTests"])
        #expect(json.contains("\"WeatherTests\""))

        // check agrees: registered where SwiftPM looks.
        let check = runTool(["check"], in: package)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }
}
