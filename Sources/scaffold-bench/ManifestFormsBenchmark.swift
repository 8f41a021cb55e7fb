import Foundation
import ScaffoldKit

/// `scaffold-bench manifest-forms [COUNT]`: what SwiftPM itself pays for a COUNT-feature package
/// (default 1000) in each manifest form (``ManifestForm``): the same one-file features registered
/// the way scaffold registers them, written out as targets, then moved into a feature table by
/// the same migration `sync` runs. For each form: `swift package dump-package` right after the
/// manifest changed (SwiftPM re-evaluates it) and unchanged (its manifest cache answers), then
/// `swift build` once (not a figure: the features are one file each) and with nothing changed.
func runManifestFormsBenchmark(count: Int, runs: Int) throws -> Bool {
    guard let swift = ManifestVerifier.findExecutable("swift", path: ProcessInfo.processInfo.environment["PATH"]) else {
        print("error: no 'swift' on PATH")
        return false
    }
    let base = NSTemporaryDirectory() + "scaffold-bench-forms-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: base) }
    print("manifest-forms: \(count) one-file features, both manifest forms (medians of \(runs))")
    for form in ManifestForm.allCases {
        let root = base + "/" + form.rawValue
        try makeFormPackage(root: root, count: count, form: form)
        let manifestPath = root + "/Package.swift"
        let manifest = try String(contentsOfFile: manifestPath, encoding: .utf8)
        let output = root + "/.bench-output"
        func run(_ arguments: [String]) throws -> (seconds: Double, peakMiB: Double) {
            guard let result = spawnAndWait(swift, arguments, in: root, stdoutPath: output), result.status == 0 else {
                let detail = (try? String(contentsOfFile: output + ".stderr", encoding: .utf8)) ?? ""
                throw BenchError("swift \(arguments.joined(separator: " ")) failed in \(root): \(detail.suffix(400))")
            }
            return (result.seconds, Double(result.maxRSSKiB) / 1024)
        }
        var changed = Measurement(), unchanged = Measurement(), noOpBuild = Measurement()
        var changedPeak = 0.0
        for index in 0..<runs {
            // A comment changes the manifest's text, so SwiftPM evaluates it again.
            try (manifest + "// bench run \(index)\n").write(toFile: manifestPath, atomically: true, encoding: .utf8)
            let first = try run(["package", "dump-package"])
            changed.seconds.append(first.seconds)
            changedPeak = max(changedPeak, first.peakMiB)
            unchanged.seconds.append(try run(["package", "dump-package"]).seconds)
        }
        let initial = try run(["build"])
        for _ in 0..<runs { noOpBuild.seconds.append(try run(["build"]).seconds) }
        let lines = (manifest.split(separator: "\n", omittingEmptySubsequences: false).count, manifest.utf8.count / 1024)
        print("  \(form.rawValue) form (Package.swift \(lines.0) lines, \(lines.1) KiB):")
        print(
            "    dump-package after a manifest change: median \(milliseconds(changed.median)), peak \(String(format: "%.0f", changedPeak)) MiB"
        )
        print("    dump-package, manifest unchanged:     median \(milliseconds(unchanged.median))")
        print("    swift build, first:                  \(milliseconds(initial.seconds))")
        print("    swift build, nothing changed:         median \(milliseconds(noOpBuild.median))")
    }
    return true
}

/// A package of `count` one-file features (and their one-file tests) on the shared runtime,
/// registered as scaffold registers generated features, in `form`.
func makeFormPackage(root: String, count: Int, form: ManifestForm) throws {
    var plan = try PackageBootstrap.plan(name: "Forms", root: root)
    let manifest = String(decoding: plan.files["Package.swift"] ?? [], as: UTF8.self)
    var registrations: [FeatureRegistration] = []
    for index in 0..<count {
        let name = "Feature" + String(format: "%04d", index + 1)
        try plan.add(
            "Features/\(name)/Sources/\(name).swift",
            text: "import FeatureCore\n\n/// Feature \(index + 1).\npublic struct \(name)Screen {\n    public init() {}\n}\n")
        try plan.add("Features/\(name)/Sources/Resources/About.txt", text: "Feature \(index + 1)\n")
        try plan.add(
            "Features/\(name)/Tests/\(name)Tests.swift",
            text: "import Testing\n@testable import \(name)\n\n@Test func screen() { _ = \(name)Screen() }\n")
        registrations.append(.generated(name: name, layout: .features, dependencies: []))
    }
    var text = try ManifestEditor.registeringFeatures(registrations, in: manifest)
    text = try ManifestEditor(source: text).converting(to: form, registrations: registrations, layout: .features)
    try plan.add("Package.swift", text: text)
    try PlanWriter(fileSystem: LocalFileSystem()).write(plan, mode: .apply)
}
