import Foundation

@testable import ScaffoldKit

/// A host package with generated features, built through the library the way `scaffold init`
/// and `scaffold feature` build it (without running the toolchain), and helpers to edit specs
/// and files and to run `sync` and `check` in-process.
struct SyncTestPackage {
    let fileSystem: any FileSystem
    let root: String

    /// The Weather example spec.
    static let weatherSpec: String = {
        let url = Golden.repositoryRoot.appendingPathComponent("Examples/Weather/Weather.feature.json")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// Weather with a new `settings` route and a new `alerts(for:)` client method.
    static let weatherSpecWithRouteAndMethod: String =
        weatherSpec
        .replacingOccurrences(
            of: "\"titleProperty\": \"name\" }\n",
            with: "\"titleProperty\": \"name\" },\n    { \"name\": \"settings\", \"parameters\": [] }\n"
        )
        .replacingOccurrences(
            of: "\"returns\": \"Forecast\"\n        }",
            with:
                "\"returns\": \"Forecast\"\n        },\n        {\n          \"name\": \"alerts\",\n          \"parameters\": [{ \"label\": \"for\", \"name\": \"city\", \"type\": \"City\" }],\n          \"returns\": \"[String]\"\n        }"
        )

    /// `scaffold init Demo` into `root`, then `scaffold feature` for each spec.
    static func make(root: String = "/pkg", fileSystem: any FileSystem = InMemoryFileSystem(), specs: [String] = [weatherSpec])
        throws -> SyncTestPackage
    {
        try PlanWriter(fileSystem: fileSystem).write(try PackageBootstrap.plan(name: "Demo", root: root), mode: .apply)
        let package = SyncTestPackage(fileSystem: fileSystem, root: root)
        for spec in specs { try package.generate(spec) }
        return package
    }

    /// What `scaffold feature --spec` writes for a new feature.
    func generate(_ specText: String) throws {
        let spec = try FeatureSpecLoader.load(bytes: Array(specText.utf8), file: "spec.json")
        guard let templates = TemplateSet.builtin(style: spec.style) else { throw TestFailure("no templates") }
        let output = try FeatureGenerator(templates: templates, layout: .features).generate(spec, specText: specText)
        let manifest = try read("Package.swift") ?? ""
        var plan = GenerationPlan(root: root)
        for file in output.files { try plan.add(file.path, text: file.contents) }
        try plan.add(output.specPath, text: specText)
        for (path, text) in StoredRecord.files(record: output.record, specPath: output.specPath, specText: specText, bases: [:]) {
            try plan.add(path, text: text)
        }
        let edited = try ManifestEditor.registeringFeatures(
            [output.registration], in: manifest, core: CoreRegistration(layout: .features))
        plan.manifestEdit = GenerationPlan.ManifestEdit(original: manifest, edited: edited)
        try PlanWriter(fileSystem: fileSystem).write(plan, mode: .apply)
        // … and the app's composition root, which follows the features.
        let workspace = try PackageWorkspace.open(package: root, from: root, fileSystem: fileSystem)
        var appPlan = GenerationPlan(root: root)
        let update = try workspace.appRootUpdate()
        try update?.add(to: &appPlan)
        try PlanWriter(fileSystem: fileSystem).write(appPlan, mode: .apply)
        workspace.keepCache(of: update)
    }

    func path(_ relative: String) -> String { PathComponents.join(root, relative) }

    func read(_ relative: String) throws -> String? {
        fileSystem.exists(path(relative)) ? try fileSystem.readText(path(relative)) : nil
    }

    func write(_ relative: String, _ text: String) throws {
        try fileSystem.writeText(path(relative), text)
    }

    func delete(_ relative: String) throws {
        try fileSystem.removeItem(path(relative))
    }

    /// Replaces `old` (which must occur) by `new` in a file.
    func edit(_ relative: String, replacing old: String, with new: String) throws {
        guard let text = try read(relative), text.contains(old) else { throw TestFailure("'\(old)' not in \(relative)") }
        try write(relative, text.replacingOccurrences(of: old, with: new))
    }

    func setSpec(_ text: String, feature: String = "Weather") throws {
        try write("Features/\(feature)/\(feature).feature.json", text)
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `scaffold sync` with `arguments` in-process.
    func sync(_ arguments: [String] = []) -> Result {
        run { context throws(CommandFailure) in
            try SyncCommand.run(arguments + ["--package", root], context, fileSystem: fileSystem)
        }
    }

    /// Runs `scaffold check` with `arguments` in-process.
    func check(_ arguments: [String] = []) -> Result {
        run { context throws(CommandFailure) in
            try CheckCommand.run(arguments + ["--package", root], context, fileSystem: fileSystem)
        }
    }

    /// Runs `scaffold feature` with `arguments` in-process.
    func feature(_ arguments: [String]) -> Result {
        run { context throws(CommandFailure) in
            try FeatureCommand.run(arguments + ["--package", root], context, fileSystem: fileSystem)
        }
    }

    private func run(_ body: (CommandLineTool.Context) throws(CommandFailure) -> Int32) -> Result {
        let out = BufferedOutput(), err = BufferedOutput()
        let context = CommandLineTool.Context(
            environment: [:], currentDirectory: root, stdout: out, stderr: err, useColor: false, stdinIsTerminal: false)
        let status: Int32
        do {
            status = try body(context)
        } catch {
            status = context.fail(error)
        }
        return Result(status: status, stdout: out.text, stderr: err.text)
    }

    /// Puts the package back to `snapshot` (from ``snapshot()``): everything under the root is
    /// removed, then the snapshot's files are written.
    func restore(_ snapshot: [String: String]) throws {
        try fileSystem.removeItem(root)
        for (path, text) in snapshot {
            try fileSystem.createDirectory((path as NSString).deletingLastPathComponent, withIntermediates: true)
            try fileSystem.writeText(path, text)
        }
    }

    /// Every file under the root, with contents (for "nothing changed" assertions); the
    /// machine-local `.build` and `.scaffold/cache` (never committed, always rebuildable) are
    /// left out.
    func snapshot() throws -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ directory: String) throws {
            for name in try fileSystem.contentsOfDirectory(directory) {
                let child = PathComponents.join(directory, name)
                if name == ".build" || child == path(PackageWorkspace.cacheFolder) { continue }
                if fileSystem.isDirectory(child) {
                    try walk(child)
                } else {
                    result[child] = try fileSystem.readText(child)
                }
            }
        }
        try walk(root)
        return result
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
