import Foundation
import Testing

@testable import ScaffoldKit

@Suite struct InitCommandTests {
    static func run(_ arguments: [String], fileSystem: InMemoryFileSystem, in directory: String = "/work") -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let out = BufferedOutput(), err = BufferedOutput()
        let context = CommandLineTool.Context(
            environment: [:], currentDirectory: directory, stdout: out, stderr: err, useColor: false, stdinIsTerminal: false
        )
        let status = InitCommand.run(arguments, context, fileSystem: fileSystem)
        return (status, out.text, err.text)
    }

    /// Every file `init` writes: the package, the app's composition root and the shared
    /// runtime (``CoreRuntime``), with the records of both.
    static let expectedFiles: [String] =
        (appAndPackageFiles
        + ((try? CoreRuntime(layout: .features).render()) ?? []).flatMap {
            ["/work/Demo/" + $0.path, "/work/Demo/" + CoreUpdate.basePath(for: $0.path)]
        }).sorted()

    static let appAndPackageFiles = [
        "/work/Demo/.gitignore",
        "/work/Demo/.scaffold/base/App/Sources/App/AppComposition.swift",
        "/work/Demo/.scaffold/base/App/Sources/App/AppRootView.swift",
        "/work/Demo/.scaffold/base/App/Sources/App/Resources/Localizable.xcstrings",
        "/work/Demo/.scaffold/base/App/Tests/AppTests/AppLinkTests.swift",
        "/work/Demo/.scaffold/base/App/Tests/AppTests/AppSceneStateTests.swift",
        "/work/Demo/.scaffold/base/App/Tests/AppTests/SharedAppDependenciesTests.swift",
        "/work/Demo/.scaffold/base/App/Xcode/Demo.xcodeproj/xcshareddata/xcschemes/Demo.xcscheme",
        "/work/Demo/.scaffold/config.json", "/work/Demo/Package.swift",
        "/work/Demo/README.md", "/work/Demo/Sources/App/App.swift", "/work/Demo/Sources/App/AppComposition.swift",
        "/work/Demo/Sources/App/AppRootView.swift", "/work/Demo/Sources/App/Resources/Localizable.xcstrings",
        "/work/Demo/Tests/AppTests/AppLinkTests.swift", "/work/Demo/Tests/AppTests/AppSceneStateTests.swift",
        "/work/Demo/Tests/AppTests/AppTests.swift",
        "/work/Demo/Tests/AppTests/SharedAppDependenciesTests.swift",
        "/work/Demo/Xcode/Demo.xcodeproj/project.pbxproj",
        "/work/Demo/Xcode/Demo.entitlements",
        "/work/Demo/Xcode/Demo.xcodeproj/xcshareddata/xcschemes/Demo.xcscheme",
        "/work/Demo/Xcode/DemoApp/Assets.xcassets/AccentColor.colorset/Contents.json",
        "/work/Demo/Xcode/DemoApp/Assets.xcassets/AppIcon.appiconset/Contents.json",
        "/work/Demo/Xcode/DemoApp/Assets.xcassets/Contents.json", "/work/Demo/Xcode/DemoApp/DemoApp.swift",
    ]

    @Test func createsThePackage() {
        let fs = InMemoryFileSystem(files: ["/work/.keep": ""])
        let result = Self.run(["Demo"], fileSystem: fs)
        #expect(result.status == ExitCode.success)
        #expect(result.stderr == "")
        #expect(fs.snapshot.keys.filter { $0.hasPrefix("/work/Demo") }.sorted() == Self.expectedFiles)
        #expect(result.stdout.contains("create    Package.swift\n"))
        #expect(
            result.stdout.hasSuffix(
                "created \(Self.expectedFiles.count), updated 0, unchanged 0\nCreated package 'Demo' in Demo. Next: cd Demo && swift test; run the app with 'open Xcode/Demo.xcodeproj' (Xcode 16: scheme Demo, an iOS simulator or My Mac)\n"
            ))
        #expect(!fs.exists("/work/Demo/.scaffold/.staging-1"))
    }

    @Test func generatedFilesMatchTheGolden() throws {
        let plan = try PackageBootstrap.plan(name: "Demo", root: "/work/Demo")
        var text = ""
        for path in plan.paths {
            text += "=== \(path)\n" + String(decoding: plan.files[path] ?? [], as: UTF8.self)
        }
        Golden.assertMatches(text, file: "Tests/ScaffoldKitTests/Goldens/Init/Demo.txt")
    }

    @Test func configTemplateMatchesTheDefaults() throws {
        let plan = try PackageBootstrap.plan(name: "Demo", root: "/x")
        let config = try ProjectConfig.parse(plan.files[ProjectConfig.relativePath] ?? [], file: "config.json")
        #expect(config == .defaults)
        #expect(String(decoding: plan.files[ProjectConfig.relativePath] ?? [], as: UTF8.self) == ProjectConfig.defaults.json)
    }

    @Test func generatedManifestIsEditable() throws {
        let plan = try PackageBootstrap.plan(name: "Demo", root: "/x")
        let manifest = String(decoding: plan.files["Package.swift"] ?? [], as: UTF8.self)
        let registered = try ManifestEditor(source: manifest).registering(FeatureRegistration(name: "Weather"))
        #expect(registered.inserted.count == 3)
        #expect(try ManifestEditor(source: registered.text).addingDependency("Weather", toTarget: "App").changed)
    }

    @Test func pathOptionAndEmptyDirectoryAreAccepted() {
        let fs = InMemoryFileSystem()
        try? fs.createDirectory("/work/apps/empty", withIntermediates: true)
        let result = Self.run(["Demo", "--path", "apps/empty"], fileSystem: fs)
        #expect(result.status == ExitCode.success)
        #expect(fs.exists("/work/apps/empty/Package.swift"))
    }

    @Test func refusesANonEmptyDirectory() {
        let fs = InMemoryFileSystem(files: ["/work/Demo/notes.txt": "mine"])
        let before = fs.snapshot
        let result = Self.run(["Demo"], fileSystem: fs)
        #expect(result.status == ExitCode.failure)
        #expect(result.stderr == "error: 'Demo' already exists and is not empty; choose another --path or an empty directory\n")
        #expect(fs.snapshot == before)
    }

    /// A mistyped `--path` is refused, not created with every missing folder above it.
    @Test func refusesAMissingParentFolder() {
        let fs = InMemoryFileSystem(files: ["/work/.keep": ""])
        let before = fs.snapshot
        let result = Self.run(["Demo", "--path", "/nonexistent/dir/Demo"], fileSystem: fs)
        #expect(result.status == ExitCode.failure)
        #expect(
            result.stderr
                == "error: cannot create '/nonexistent/dir/Demo': its parent folder '/nonexistent/dir' does not exist; create it first or choose another --path\n"
        )
        #expect(fs.snapshot == before)
    }

    @Test func refusesAFileInTheWay() {
        let fs = InMemoryFileSystem(files: ["/work/Demo": "a file"])
        let result = Self.run(["Demo"], fileSystem: fs)
        #expect(result.status == ExitCode.failure)
        #expect(result.stderr == "error: 'Demo' exists and is not a directory\n")
    }

    /// `--bundle-id` names the Xcode app target's bundle (iOS and macOS configurations alike); the
    /// default is `com.example.<Name>`.
    @Test func bundleIdentifierIsTheOneAsked() throws {
        let fs = InMemoryFileSystem(files: ["/work/.keep": ""])
        #expect(Self.run(["Demo", "--bundle-id", "com.acme-apps.Demo2"], fileSystem: fs).status == ExitCode.success)
        let project = try fs.readText("/work/Demo/Xcode/Demo.xcodeproj/project.pbxproj")
        #expect(project.components(separatedBy: "PRODUCT_BUNDLE_IDENTIFIER = \"com.acme-apps.Demo2\";").count - 1 == 2)
        #expect(!project.contains("com.example"))
        let defaulted = InMemoryFileSystem(files: ["/work/.keep": ""])
        #expect(Self.run(["my_app"], fileSystem: defaulted).status == ExitCode.success)
        #expect(
            try defaulted.readText("/work/my_app/Xcode/my_app.xcodeproj/project.pbxproj").contains(
                "PRODUCT_BUNDLE_IDENTIFIER = \"com.example.my-app\";"))
    }

    /// Issue 24: a real app target. The macOS app is sandboxed through an entitlements file the
    /// project names (outside the synchronized folder, so it is never copied into the bundle),
    /// and the asset catalog has the icon and accent color the build settings name, for iOS and
    /// macOS alike; each JSON and plist file parses.
    @Test func theAppTargetIsSandboxedWithAnAssetCatalog() throws {
        let fs = InMemoryFileSystem(files: ["/work/.keep": ""])
        #expect(Self.run(["Demo"], fileSystem: fs).status == ExitCode.success)
        let project = try fs.readText("/work/Demo/Xcode/Demo.xcodeproj/project.pbxproj")
        func count(_ setting: String) -> Int { project.components(separatedBy: setting).count - 1 }
        #expect(count(#""CODE_SIGN_ENTITLEMENTS[sdk=macosx*]" = "Demo.entitlements";"#) == 2)
        #expect(count(#""ENABLE_APP_SANDBOX[sdk=macosx*]" = YES;"#) == 2)
        #expect(count(#""ENABLE_HARDENED_RUNTIME[sdk=macosx*]" = YES;"#) == 2)
        #expect(count("ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;") == 2)
        #expect(count("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = AccentColor;") == 2)
        let entitlements = try fs.readText("/work/Demo/Xcode/Demo.entitlements")
        let plist = try PropertyListSerialization.propertyList(from: Data(entitlements.utf8), format: nil) as? [String: Bool]
        #expect(plist?["com.apple.security.app-sandbox"] == true)
        #expect(plist?["com.apple.security.network.client"] == true)
        let catalog = "/work/Demo/Xcode/DemoApp/Assets.xcassets/"
        let icon = try JSONSerialization.jsonObject(with: Data(fs.readText(catalog + "AppIcon.appiconset/Contents.json").utf8))
        let images = try #require((icon as? [String: Any])?["images"] as? [[String: Any]])
        #expect(Set(images.compactMap { $0["platform"] as? String ?? $0["idiom"] as? String }) == ["ios", "mac"])
        for file in ["Contents.json", "AccentColor.colorset/Contents.json"] {
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(fs.readText(catalog + file).utf8)) }
        }
    }

    @Test func dryRunWritesNothing() {
        let fs = InMemoryFileSystem(files: ["/work/.keep": ""])
        let result = Self.run(["Demo", "--dry-run"], fileSystem: fs)
        #expect(result.status == ExitCode.success)
        #expect(fs.snapshot == ["/work/.keep": ""])
        #expect(fs.directories == ["/", "/work"])
        #expect(result.stdout.contains("--- /dev/null\n+++ b/Package.swift\n"))
        #expect(
            result.stdout.hasSuffix(
                "dry run: \(Self.expectedFiles.count) to create, 0 to update, 0 unchanged, 0 conflicts; nothing was written\n"))
    }

    @Test(arguments: [
        (["Bad Name"], "error: invalid package name 'Bad Name': use an ASCII letter followed by letters, digits, '_' or '-'\n"),
        ([], "error: init takes exactly one package name, e.g. 'scaffold init MyApp' (see 'scaffold init --help')\n"),
        (["A", "B"], "error: init takes exactly one package name, e.g. 'scaffold init MyApp' (see 'scaffold init --help')\n"),
        (["Demo", "--dryrun"], "error: unknown option '--dryrun'; did you mean '--dry-run'?\n"),
        (["Demo", "--path"], "error: option --path needs a value\n"),
        (
            ["App"],
            "error: invalid package name 'App': the Xcode app's module would be named 'App', which is the package's App target; choose a more specific name\n"
        ),
        (
            ["SwiftUI"],
            "error: invalid package name 'SwiftUI': the Xcode app's module would be named 'SwiftUI', which would shadow the standard, Foundation or SwiftUI module or type 'SwiftUI'; choose a more specific name\n"
        ),
        (
            ["Demo", "--bundle-id", "com.acme_shop.demo"],
            "error: invalid bundle identifier 'com.acme_shop.demo': use only ASCII letters, digits, '-' and '.' (reverse-DNS, e.g. com.acme.shop)\n"
        ),
        (
            ["Demo", "--bundle-id", "com..demo"],
            "error: invalid bundle identifier 'com..demo': use reverse-DNS form, two or more components separated by single dots (e.g. com.acme.shop)\n"
        ),
        (
            ["Demo", "--bundle-id", "demo"],
            "error: invalid bundle identifier 'demo': use reverse-DNS form, two or more components separated by single dots (e.g. com.acme.shop)\n"
        ),
        (
            ["Foundation"],
            "error: invalid package name 'Foundation': the Xcode app's module would be named 'Foundation', which would shadow the standard, Foundation or SwiftUI module or type 'Foundation'; choose a more specific name\n"
        ),
    ])
    func usageErrorsExit64(arguments: [String], message: String) {
        let fs = InMemoryFileSystem()
        let result = Self.run(arguments, fileSystem: fs)
        #expect(result.status == ExitCode.usage)
        #expect(result.stderr == message)
        #expect(fs.directories == ["/"])
    }

    @Test func failureMidWriteLeavesNoDirectory() {
        let memory = InMemoryFileSystem(files: ["/work/.keep": ""])
        let fs = FaultyFileSystem(memory, failing: .move, occurrence: 4)
        let out = BufferedOutput(), err = BufferedOutput()
        let context = CommandLineTool.Context(
            environment: [:], currentDirectory: "/work", stdout: out, stderr: err, useColor: false, stdinIsTerminal: false)
        #expect(InitCommand.run(["Demo"], context, fileSystem: fs) == ExitCode.failure)
        #expect(err.text.hasPrefix("error: could not write "))
        #expect(err.text.hasSuffix("the package was restored to its previous state\n"))
        #expect(memory.snapshot == ["/work/.keep": ""])
        #expect(memory.directories == ["/", "/work"])
    }

    @Test func helpIsListedAndRoutable() {
        #expect(CommandLineTool.usage.contains("  init         Create a Swift package ready for feature modules"))
        #expect(CommandLineTool.usage.contains("  completions  Print a bash, zsh or fish completion script"))
        let fs = InMemoryFileSystem()
        #expect(Self.run(["--help"], fileSystem: fs).stdout.hasPrefix("Usage: scaffold init <Name>"))
    }
}
