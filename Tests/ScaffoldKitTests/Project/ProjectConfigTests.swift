import Testing

@testable import ScaffoldKit

@Suite struct ProjectConfigTests {
    static func parse(_ text: String) throws(DiagnosticList) -> ProjectConfig {
        try ProjectConfig.parse(Array(text.utf8), file: "config.json")
    }

    static func location(of marker: String, in text: String) -> ScaffoldKit.SourceLocation? {
        ManifestEditorTests.location(of: marker, in: text).map {
            ScaffoldKit.SourceLocation(file: "config.json", line: $0.line, column: $0.column)
        }
    }

    @Test func readsBothKeys() throws {
        #expect(try Self.parse(#"{"layout": "swiftpm", "style": "mvvm"}"#) == ProjectConfig(layout: .swiftpm, style: "mvvm"))
    }

    @Test func missingKeysUseDefaults() throws {
        #expect(try Self.parse("{}") == .defaults)
    }

    @Test func writtenJSONReadsBack() throws {
        let config = ProjectConfig(layout: .swiftpm, style: "mvi")
        #expect(try Self.parse(config.json) == config)
    }

    @Test func reportsEveryProblemWithLocationsAndSuggestions() throws {
        let text = "{\n  \"layout\": \"feature\",\n  \"styl\": \"mvvm\",\n  \"style\": 3\n}\n"
        let layout = try #require(Self.location(of: "\"layout\"", in: text))
        let typo = try #require(Self.location(of: "\"styl\"", in: text))
        let style = try #require(Self.location(of: "\"style\"", in: text))
        let error = try #require(throws: DiagnosticList.self) { try Self.parse(text) }
        #expect(
            error.diagnostics.map(\.description) == [
                "\(layout): error: unknown layout 'feature'; expected one of 'features', 'swiftpm'; did you mean 'features'?",
                "\(typo): error: unknown key 'styl' in project config; did you mean 'style'? (expected one of 'layout', 'style', 'features', 'manifest')",
                "\(style): error: 'style' must be a string, one of 'feature', 'mvi', 'mvvm'",
            ])
    }

    @Test func manifestFormIsReadWrittenAndChecked() throws {
        var config = ProjectConfig.defaults
        #expect(config.manifest == .targets)
        #expect(!config.json.contains("manifest"))
        config.manifest = .table
        #expect(config.json.contains("\"manifest\": \"table\""))
        #expect(try Self.parse(config.json) == config)
        let text = "{\n  \"manifest\": \"tabel\"\n}\n"
        let at = try #require(Self.location(of: "\"manifest\"", in: text))
        let error = try #require(throws: DiagnosticList.self) { try Self.parse(text) }
        #expect(
            error.diagnostics.map(\.description) == [
                "\(at): error: unknown manifest 'tabel'; expected one of 'targets', 'table'; did you mean 'table'?"
            ])
    }

    @Test func featuresOrderTheRootAndMustBeNames() throws {
        let config = try Self.parse("{\n  \"features\": [\"Catalog\", \"Cart\"]\n}\n")
        #expect(config.features == ["Catalog", "Cart"])
        #expect(try Self.parse(config.json) == config)
        let text = "{\n  \"layout\": \"features\",\n  \"features\": \"Catalog\"\n}\n"
        let error = try #require(throws: DiagnosticList.self) { try Self.parse(text) }
        #expect(error.diagnostics.map(\.location?.line) == [3], "located at the key, not at the layout value 'features'")
    }

    @Test func malformedJSONIsLocated() {
        let text = "{\n  \"layout\": \"features\",\n  oops\n}\n"
        #expect {
            try Self.parse(text)
        } throws: { error in
            guard let diagnostic = (error as? DiagnosticList)?.diagnostics.first else { return false }
            return diagnostic.location?.line == 3 && diagnostic.message.hasPrefix("malformed JSON in project config")
        }
    }

    @Test func nonObjectIsAnError() {
        #expect(throws: DiagnosticList.self) { try Self.parse("[1]") }
    }

    @Test func missingFileMeansDefaults() throws {
        let fs = InMemoryFileSystem(files: ["/pkg/Package.swift": ""])
        #expect(try ProjectConfig.load(packageRoot: "/pkg", fileSystem: fs) == .defaults)
    }

    @Test func loadsFromThePackage() throws {
        let fs = InMemoryFileSystem(files: ["/pkg/.scaffold/config.json": #"{"layout": "swiftpm"}"#])
        #expect(try ProjectConfig.load(packageRoot: "/pkg", fileSystem: fs).layout == .swiftpm)
    }
}

@Suite struct PackageRootTests {
    @Test func findsTheNearestPackageUpward() throws {
        let fs = InMemoryFileSystem(files: [
            "/work/App/Package.swift": "",
            "/work/App/Features/Weather/Sources/x.swift": "",
            "/work/App/Nested/Package.swift": "",
        ])
        #expect(try PackageRoot.find(from: "/work/App/Features/Weather/Sources", fileSystem: fs) == "/work/App")
        #expect(try PackageRoot.find(from: "/work/App/Nested", fileSystem: fs) == "/work/App/Nested")
        #expect(try PackageRoot.find(from: "/work/App/", fileSystem: fs) == "/work/App")
    }

    /// A command run below the package root names the package it works on (issue 13: inside a
    /// nested package's folder, the output never said which root was chosen); at the root it
    /// says nothing.
    @Test func aPackageFoundAboveTheWorkingDirectoryIsNamed() throws {
        let fs = InMemoryFileSystem(files: [
            "/work/App/Package.swift": "",
            "/work/App/Features/Weather/Sources/x.swift": "",
        ])
        let below = BufferedOutput()
        let workspace = try PackageWorkspace.open(
            package: nil, from: "/work/App/Features/Weather/Sources", fileSystem: fs, notices: below)
        #expect(workspace.root == "/work/App")
        #expect(below.text == "note: using the package at /work/App\n")
        let atRoot = BufferedOutput()
        _ = try PackageWorkspace.open(package: nil, from: "/work/App/", fileSystem: fs, notices: atRoot)
        #expect(atRoot.text.isEmpty)
    }

    @Test func noPackageSuggestsInit() {
        let fs = InMemoryFileSystem(files: ["/work/readme": ""])
        #expect(throws: PackageRootError(startDirectory: "/work")) { try PackageRoot.find(from: "/work", fileSystem: fs) }
        #expect(PackageRootError(startDirectory: "/work").description.contains("run 'scaffold init <Name>'"))
    }
}
