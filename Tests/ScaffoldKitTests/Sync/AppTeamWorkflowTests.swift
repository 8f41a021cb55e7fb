import Foundation
import Testing

@testable import ScaffoldKit

/// The app's composition root in a team: two branches that each add a feature merge with git
/// like ordinary source (no conflict in `.scaffold/`, `Package.swift` or `Sources/App`), and
/// `check` passes on the merge; a record git could not merge is named with its line and the
/// command that rebuilds it.
@Suite struct AppTeamWorkflowTests {
    /// A package made by `scaffold init Shop` with one feature (`Middle`), committed to git on
    /// `main`.
    struct GitPackage {
        let scratch: TemporaryDirectory
        let root: String
        let git: GitRunner

        init() throws {
            scratch = try TemporaryDirectory()
            root = PathComponents.join(scratch.path, "Shop")
            guard let git = GitRunner(in: root) else { throw TestFailure("git is not installed") }
            self.git = git
            let created = runTool(["init", "Shop"], in: scratch.path)
            guard created.status == 0 else { throw TestFailure("init: \(created.stderr)") }
            try scaffold("feature", "Middle")
            try run("init", "-q", "-b", "main")
            try run("add", "-A")
            try run("commit", "-q", "-m", "Shop with Middle")
        }

        @discardableResult
        func run(_ arguments: String...) throws -> String { try git.run(arguments) }

        @discardableResult
        func scaffold(_ arguments: String...) throws -> (status: Int32, stdout: String, stderr: String) {
            let result = runTool(arguments, in: root)
            guard result.status == 0 else {
                throw TestFailure("scaffold \(arguments.joined(separator: " ")): \(result.stdout)\(result.stderr)")
            }
            return result
        }

        func read(_ relative: String) throws -> String {
            try String(contentsOfFile: PathComponents.join(root, relative), encoding: .utf8)
        }

        func write(_ relative: String, _ text: String) throws {
            try text.write(toFile: PathComponents.join(root, relative), atomically: true, encoding: .utf8)
        }

        func exists(_ relative: String) -> Bool {
            FileManager.default.fileExists(atPath: PathComponents.join(root, relative))
        }
    }

    static let composition = "Sources/App/AppComposition.swift"

    /// Branch alice adds Alpha and edits App.swift; branch bob adds Zeta and edits
    /// AppComposition.swift (a line of their own).
    static func mergedPackage() throws -> GitPackage {
        let package = try GitPackage()
        try package.run("checkout", "-q", "-b", "alice")
        try package.scaffold("feature", "Alpha")
        try package.write("Sources/App/App.swift", try package.read("Sources/App/App.swift") + "// Alice's note\n")
        try package.run("add", "-A")
        try package.run("commit", "-q", "-m", "Alpha")

        try package.run("checkout", "-q", "main")
        try package.run("checkout", "-q", "-b", "bob")
        try package.scaffold("feature", "Zeta")
        try package.write(Self.composition, try package.read(Self.composition) + "// Bob's note\n")
        try package.run("add", "-A")
        try package.run("commit", "-q", "-m", "Zeta")

        try package.run("checkout", "-q", "main")
        try package.run("merge", "-q", "--no-edit", "alice")
        try package.run("merge", "-q", "--no-edit", "bob")
        return package
    }

    @Test func twoBranchesThatAddAFeatureEachMergeWithoutAConflictAndCheckPasses() throws {
        let package = try Self.mergedPackage()
        #expect(try package.run("status", "--porcelain").isEmpty)
        #expect(!package.exists(".scaffold/app.json"), "the App's record is its stored bases: nothing to conflict")

        let manifest = try package.read("Package.swift")
        #expect(
            manifest.contains(
                "            dependencies: [\n                \"Alpha\",\n                \"Middle\",\n                \"Zeta\",\n"
            ))

        let check = runTool(["check"], in: package.root)
        #expect(check.status == ExitCode.success, "\(check.stdout)\(check.stderr)")
        let sync = runTool(["sync"], in: package.root)
        #expect(sync.status == ExitCode.success, "\(sync.stdout)\(sync.stderr)")
        #expect(!sync.stdout.contains("conflict"))
        let composition = try package.read(Self.composition)
        #expect(composition.hasSuffix("// Bob's note\n"))
        #expect(composition.contains("Alpha.LiveAlphaClient()"))
        #expect(composition.contains("Zeta.LiveZetaClient()"))
        #expect(try package.read("Sources/App/App.swift").hasSuffix("// Alice's note\n"))
        #expect(runTool(["check"], in: package.root).status == ExitCode.success)
    }

    /// The documented edit (a real client in place of Middle's live one) on one branch, and two
    /// new features on another, placed on both sides of Middle's block in the composition root:
    /// git merges them (each feature's block is bracketed by its name and a blank line, and a
    /// closing line ends the list), `check` passes and the edit is kept.
    @Test func anEditedLiveClientLineMergesWithFeaturesAddedBesideItOnAnotherBranch() throws {
        let package = try GitPackage()
        try package.run("checkout", "-q", "-b", "alice")
        try package.scaffold("feature", "Alpha")
        try package.scaffold("feature", "Zeta")
        try package.run("add", "-A")
        try package.run("commit", "-q", "-m", "Alpha and Zeta")

        try package.run("checkout", "-q", "main")
        try package.run("checkout", "-q", "-b", "bob")
        let composition = try package.read(Self.composition)
        let live = try #require(composition.split(separator: "\n").first { $0.contains("Middle.LiveMiddleClient()") })
        try package.write(Self.composition, composition.replacingOccurrences(of: live + "\n", with: live + "  // Bob's client\n"))
        try package.run("add", "-A")
        try package.run("commit", "-q", "-m", "Bob's client")

        try package.run("checkout", "-q", "main")
        try package.run("merge", "-q", "--no-edit", "alice")
        try package.run("merge", "-q", "--no-edit", "bob")
        #expect(try package.run("status", "--porcelain").isEmpty)
        let merged = try package.read(Self.composition)
        #expect(merged.contains(live + "  // Bob's client\n"))
        let blocks = ["Alpha", "Middle", "Zeta"].compactMap { name in merged.range(of: "        // \(name)\n")?.lowerBound }
        #expect(blocks.count == 3 && blocks == blocks.sorted(), "one block per feature, in order")
        let check = runTool(["check"], in: package.root)
        #expect(check.status == ExitCode.success, "\(check.stdout)\(check.stderr)")
    }

    @Test func aOneLineAppDependencyListIsWrittenOnePerLineByTheNextFeature() throws {
        let package = try GitPackage()
        let manifest = try package.read("Package.swift")
        let start = try #require(manifest.range(of: "            dependencies: [\n"))
        let end = try #require(manifest.range(of: "            ],\n", range: start.upperBound..<manifest.endIndex))
        try package.write(
            "Package.swift",
            manifest.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "            dependencies: [\"Middle\"],\n")
        )
        try package.scaffold("feature", "Alpha")
        #expect(
            try package.read("Package.swift").contains(
                "            dependencies: [\n                \"Alpha\",\n                \"Middle\",\n            ],\n"))
    }

    @Test func conflictMarkersInTheAppRecordAreLocatedAndRebuiltWithOneCommand() throws {
        let package = try GitPackage()
        let base = ".scaffold/base/App/Sources/App/AppComposition.swift"
        let text = try package.read(base)
        let line = try #require(text.split(separator: "\n").first { $0.contains("import Middle") })
        try package.write(
            base, text.replacingOccurrences(of: line + "\n", with: "<<<<<<< HEAD\n\(line)\n=======\nimport Other\n>>>>>>> bob\n"))
        let lineNumber = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == line }) + 1
        let check = runTool(["check"], in: package.root)
        #expect(check.status != ExitCode.success)
        #expect(
            check.stderr.contains("\(base):\(lineNumber):1: error: the app's record has merge conflict markers"),
            "\(check.stderr)")
        #expect(check.stderr.contains("'scaffold sync --rebuild-record App'"))
        #expect(runTool(["sync"], in: package.root).status != ExitCode.success)

        // An obsolete index from an earlier scaffold, left with markers by a merge, is named too.
        try package.write(".scaffold/app.json", "{\n<<<<<<< HEAD\n  \"files\": {}\n=======\n  \"files\": { }\n>>>>>>> bob\n}\n")

        let rebuilt = runTool(["sync", "--rebuild-record", "App"], in: package.root)
        #expect(rebuilt.status == ExitCode.success, "\(rebuilt.stdout)\(rebuilt.stderr)")
        #expect(rebuilt.stdout.contains("record        \(base)"))
        #expect(rebuilt.stdout.contains("delete        .scaffold/app.json"))
        #expect(try package.read(base) == (try package.read(Self.composition)))
        #expect(!package.exists(".scaffold/app.json"))
        #expect(runTool(["check"], in: package.root).status == ExitCode.success)
    }

    @Test func anObsoleteAppIndexWithMarkersIsNamedWithItsLine() throws {
        let package = try GitPackage()
        try package.write(".scaffold/app.json", "{\n<<<<<<< HEAD\n  \"files\": {}\n=======\n  \"files\": { }\n>>>>>>> bob\n}\n")
        let check = runTool(["check"], in: package.root)
        #expect(check.status != ExitCode.success)
        #expect(
            check.stderr.contains(".scaffold/app.json:2:1: error: the app's record has merge conflict markers"), "\(check.stderr)"
        )
        #expect(check.stderr.contains("'scaffold sync --rebuild-record App'"))
        // Without markers it is only obsolete: sync deletes it.
        try package.write(".scaffold/app.json", "{\n  \"files\": {}\n}\n")
        #expect(runTool(["check"], in: package.root).status == ExitCode.success)
        let sync = runTool(["sync"], in: package.root)
        #expect(sync.status == ExitCode.success, "\(sync.stdout)\(sync.stderr)")
        #expect(!package.exists(".scaffold/app.json"))
    }
}
