// scale: the sizes of issue 14, as whole processes of the built `scaffold` (median of runs),
// each figure printed next to its goal:
// - `feature --dry-run` of a spec with 300 routes, 300 state items and 50 clients × 10
//   methods, with its peak memory;
// - `feature Weather` with registration in a fresh package and in packages with 200 and 1000
//   features (the manifest proof included);
// - `sync --dry-run` registering 1000 features whose registrations are missing;
// - `check` at 200 and 1000 features, with peak memory: with the cache of the previous check,
//   and at 1000 also cold (no `.scaffold/cache`, as after `git clone`, where the git-ignored
//   cache does not exist: what a CI gate pays).
// Each figure also shows the median CPU time (user + system) of its runs, which a loaded machine
// disturbs less than wall time.
import Foundation
import ScaffoldKit

/// One figure and its goal.
struct ScaleFigure {
    var label: String
    var runs: [(seconds: Double, cpuSeconds: Double, maxRSSKiB: Int)]
    var goal: String
    var meets: Bool?

    var medianSeconds: Double {
        let sorted = runs.map(\.seconds).sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
    var medianCPUSeconds: Double {
        let sorted = runs.map(\.cpuSeconds).sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
    var peakMiB: Double { Double(runs.map(\.maxRSSKiB).max() ?? 0) / 1024 }
}

/// The 300/300/50×10 spec of issue 14.
func largeSpecText(name: String) -> String {
    let routes = (1...300).map { index in
        index % 2 == 0
            ? #"{ "name": "route\#(index)", "parameters": [{ "name": "entry", "type": "Item" }] }"#
            : #"{ "name": "route\#(index)", "parameters": [] }"#
    }
    let state = (1...300).map { index in
        index % 3 == 0
            ? #"{ "name": "count\#(index)", "type": "Int", "default": "0" }"#
            : #"{ "name": "text\#(index)", "type": "String", "default": "\"\"" }"#
    }
    let clients = (1...50).map { client in
        let methods = (1...10).map { method in
            switch method % 3 {
            case 0:
                return #"{ "name": "save\#(method)", "parameters": [{ "label": "item", "name": "item", "type": "Item" }] }"#
            case 1:
                return
                    #"{ "name": "list\#(method)", "parameters": [{ "label": "matching", "name": "query", "type": "String" }], "returns": "[Item]" }"#
            default:
                return #"{ "name": "fetch\#(method)", "parameters": [{ "name": "id", "type": "Item.ID" }], "returns": "Item" }"#
            }
        }
        return #"{ "name": "Service\#(client)", "methods": [\#(methods.joined(separator: ", "))] }"#
    }
    return """
        {
          "name": "\(name)",
          "style": "feature",
          "routes": [\(routes.joined(separator: ",\n    "))],
          "state": [\(state.joined(separator: ",\n    "))],
          "models": [{ "name": "Item", "properties": [{ "name": "id", "type": "UUID" }, { "name": "title", "type": "String" }] }],
          "clients": [\(clients.joined(separator: ",\n    "))],
          "storage": { "kind": "none" }
        }

        """
}

/// Writes a package with `count` features generated from the Weather example; registered in
/// `Package.swift` (one pass) unless `register` is false.
func makeScalePackage(root: String, count: Int, register: Bool) throws {
    var plan = try PackageBootstrap.plan(name: "Bench", root: root)
    let manifest = String(decoding: plan.files["Package.swift"] ?? [], as: UTF8.self)
    let weather = try String(
        contentsOf: packageRoot.appendingPathComponent("Examples/Weather/Weather.feature.json"), encoding: .utf8)
    guard let templates = TemplateSet.builtin(style: "feature") else { throw BenchError("no feature templates") }
    let generator = try FeatureGenerator(templates: templates, layout: .features).compiled()
    var registrations: [FeatureRegistration] = []
    for index in 0..<count {
        let name = "Feature" + String(format: "%04d", index + 1)
        let specText = weather.replacingOccurrences(of: "\"name\": \"Weather\"", with: "\"name\": \"\(name)\"")
        let spec = try FeatureSpecLoader.load(bytes: Array(specText.utf8), file: name)
        let output = try generator.generate(spec, specText: specText)
        for file in output.files { try plan.add(file.path, text: file.contents) }
        try plan.add(output.specPath, text: specText)
        for (path, text) in StoredRecord.files(record: output.record, specPath: output.specPath, specText: specText, bases: [:]) {
            try plan.add(path, text: text)
        }
        registrations.append(output.registration)
    }
    if register {
        try plan.add("Package.swift", text: try ManifestEditor.registeringFeatures(registrations, in: manifest))
    }
    try PlanWriter(fileSystem: LocalFileSystem()).write(plan, mode: .apply)
    // The app's composition root follows the features, as `scaffold feature` leaves it: the
    // package is in sync (a `check` of it exits 0).
    let workspace = try PackageWorkspace.open(package: root, from: root, fileSystem: LocalFileSystem())
    var appPlan = GenerationPlan(root: root)
    try workspace.appRootUpdate()?.add(to: &appPlan)
    try PlanWriter(fileSystem: LocalFileSystem()).write(appPlan, mode: .apply)
}

/// The files below `paths` (relative to `root`: files or folders) with their contents, to put
/// back after a command changed them.
func snapshot(root: String, _ paths: [String]) -> [String: Data] {
    var files: [String: Data] = [:]
    for path in paths {
        let absolute = root + "/" + path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else { continue }
        if isDirectory.boolValue {
            for child in (try? FileManager.default.subpathsOfDirectory(atPath: absolute)) ?? [] {
                if let data = FileManager.default.contents(atPath: absolute + "/" + child) { files[path + "/" + child] = data }
            }
        } else if let data = FileManager.default.contents(atPath: absolute) {
            files[path] = data
        }
    }
    return files
}

/// Puts back a ``snapshot(root:_:)`` of `paths`: files it holds are rewritten, other files
/// below `paths` removed.
func restore(_ files: [String: Data], root: String, _ paths: [String]) throws {
    for (path, _) in snapshot(root: root, paths) where files[path] == nil {
        try? FileManager.default.removeItem(atPath: root + "/" + path)
    }
    for (path, data) in files {
        let current = FileManager.default.contents(atPath: root + "/" + path)
        if current != data { try data.write(to: URL(fileURLWithPath: root + "/" + path)) }
    }
}

func runScaleBenchmark(runs: Int) throws -> Bool {
    let scaffold = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("scaffold")
        .path
    guard FileManager.default.isExecutableFile(atPath: scaffold) else {
        print("error: build the tool first (swift build -c release): \(scaffold) not found")
        return false
    }
    let kept = ProcessInfo.processInfo.environment["SCAFFOLD_BENCH_DIR"]
    let base = kept ?? (NSTemporaryDirectory() + "scaffold-bench-scale-\(getpid())")
    defer { if kept == nil { try? FileManager.default.removeItem(atPath: base) } }
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    let output = base + "/output.txt"
    var figures: [ScaleFigure] = []
    var failed = false

    func measure(
        _ label: String, _ arguments: [String], in directory: String, runs: Int, goal: String,
        expectStatus: Int32 = 0, reset: () throws -> Void = {}
    ) throws -> ScaleFigure {
        var figure = ScaleFigure(label: label, runs: [], goal: goal)
        for _ in 0..<runs {
            try reset()
            guard let run = spawnAndWait(scaffold, arguments, in: directory, stdoutPath: output) else {
                throw BenchError("cannot start \(scaffold)")
            }
            guard run.status == expectStatus else {
                let text =
                    ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
                    + ((try? String(contentsOfFile: output + ".stderr", encoding: .utf8)) ?? "")
                print("error: scaffold \(arguments.joined(separator: " ")) exited \(run.status): \(text.suffix(400))")
                failed = true
                return figure
            }
            figure.runs.append((run.seconds, run.cpuSeconds, run.maxRSSKiB))
        }
        return figure
    }

    func setUp(_ what: String, _ body: () throws -> Void) rethrows {
        let seconds = try time(body)
        print("  (set up \(what) in \(milliseconds(seconds)))")
    }

    print("scale: whole processes of \(scaffold), median of \(runs) runs (1000-feature figures: median of 3)")
    var loadBefore = [Double](repeating: 0, count: 3)
    getloadavg(&loadBefore, 3)

    // 1. The large spec, dry run, in a fresh package.
    let fresh = base + "/Fresh"
    try setUp("a fresh package") { try makeScalePackage(root: fresh, count: 0, register: true) }
    let largeSpec = base + "/Large.feature.json"
    try largeSpecText(name: "Large").write(toFile: largeSpec, atomically: true, encoding: .utf8)
    var large = try measure(
        "feature --dry-run, 300 routes/300 state/50x10 spec", ["feature", "--spec", largeSpec, "--dry-run"], in: fresh,
        runs: runs, goal: "<= 1000 ms")
    large.meets = large.medianSeconds <= 1.0
    let outputSize = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
    figures.append(large)
    var largeMemory = large
    largeMemory.label = "  peak memory of that run (dry-run output \(outputSize / 1024) KiB)"
    largeMemory.goal = "<= 100 MiB"
    largeMemory.meets = largeMemory.peakMiB <= 100
    figures.append(largeMemory)

    // 2. feature Weather with registration: fresh, 200, 1000.
    func weatherReset(_ root: String) throws -> () throws -> Void {
        let manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        // The app's composition root gains Weather: put back as it was.
        let appPaths = ["Sources/App", ".scaffold/app.json", ".scaffold/base/App"]
        let app = snapshot(root: root, appPaths)
        return {
            try? FileManager.default.removeItem(atPath: root + "/Features/Weather")
            for leftover in [".scaffold/features/Weather.json", ".scaffold/features/Weather.record", ".scaffold/base/Weather"] {
                try? FileManager.default.removeItem(atPath: root + "/" + leftover)
            }
            try manifest.write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
            try restore(app, root: root, appPaths)
        }
    }
    var weatherFresh = try measure(
        "feature Weather (registers, proves the manifest), fresh package", ["feature", "Weather"], in: fresh, runs: runs,
        goal: "<= 300 ms", reset: try weatherReset(fresh))
    weatherFresh.meets = weatherFresh.medianSeconds <= 0.3
    figures.append(weatherFresh)

    let package200 = base + "/Features200"
    try setUp("a 200-feature package") { try makeScalePackage(root: package200, count: 200, register: true) }
    var weather200 = try measure(
        "feature Weather, 200-feature package", ["feature", "Weather"], in: package200, runs: runs, goal: "<= 500 ms",
        reset: try weatherReset(package200))
    weather200.meets = weather200.medianSeconds <= 0.5
    figures.append(weather200)

    let package1000 = base + "/Features1000"
    try setUp("a 1000-feature package") { try makeScalePackage(root: package1000, count: 1000, register: true) }
    // The first command after a clone has no composition-root cache (.scaffold/cache/app): it
    // validates every saved spec once and keeps their parts; the commands after it (measured
    // against the goal) validate only what changed.
    let reset1000 = try weatherReset(package1000)
    figures.append(
        try measure(
            "  the same, first command (no .scaffold/cache: validates 1000 specs)", ["feature", "Weather"],
            in: package1000, runs: 1, goal: "none (then cached)",
            reset: {
                try reset1000()
                try? FileManager.default.removeItem(atPath: package1000 + "/.scaffold/cache")
            }))
    var weather1000 = try measure(
        "feature Weather, 1000-feature package", ["feature", "Weather"], in: package1000, runs: 3,
        goal: "<= 2x fresh (\(milliseconds(2 * weatherFresh.medianSeconds)))", reset: reset1000)
    weather1000.meets = weather1000.medianSeconds <= 2 * weatherFresh.medianSeconds
    figures.append(weather1000)

    // 3. sync --dry-run registering 1000 features.
    let unregistered = base + "/Unregistered1000"
    try setUp("1000 unregistered features") { try makeScalePackage(root: unregistered, count: 1000, register: false) }
    var sync1000 = try measure(
        "sync --dry-run registering 1000 features", ["sync", "--dry-run"], in: unregistered, runs: 3, goal: "<= 2000 ms")
    sync1000.meets = sync1000.medianSeconds <= 2.0
    figures.append(sync1000)

    // 3b. sync registering 200 and 1000 features for real: the edited manifest is proved
    // (type-checked) and written, with the composition root. Bulk registration, as when a
    // monorepo moves onto scaffold.
    func syncReset(_ root: String) -> () throws -> Void {
        let paths = ["Package.swift", "Sources/App", ".scaffold"]
        let before = snapshot(root: root, paths)
        return { try restore(before, root: root, paths) }
    }
    let unregistered200 = base + "/Unregistered200"
    try setUp("200 unregistered features") { try makeScalePackage(root: unregistered200, count: 200, register: false) }
    let register200 = try measure(
        "sync registering 200 features (manifest type-checked, written)", ["sync"], in: unregistered200, runs: 3,
        goal: "none (growth below)", reset: syncReset(unregistered200))
    figures.append(register200)
    var register1000 = try measure(
        "sync registering 1000 features (manifest type-checked, written)", ["sync"], in: unregistered, runs: 3,
        goal: "<= 2000 ms and <= 200 MiB", reset: syncReset(unregistered))
    register1000.meets = register1000.medianSeconds <= 2.0 && register1000.peakMiB <= 200
    figures.append(register1000)
    if register200.medianSeconds > 0 {
        let growth = register1000.medianSeconds / register200.medianSeconds
        print("  bulk registration growth, 1000 against 200 features: \(String(format: "%.1f", growth))x (linear: 5x)")
    }

    // 4. check at 200 and 1000 (goals of issue 14 Deliver 4).
    var check200 = try measure(
        "check, 200 features, warm (cache of the previous check)", ["check"], in: package200, runs: runs, goal: "<= 250 ms")
    check200.meets = check200.medianSeconds <= 0.25
    figures.append(check200)
    var check1000 = try measure(
        "check, 1000 features, warm (cache of the previous check)", ["check"], in: package1000, runs: 3,
        goal: "<= 1000 ms and <= 100 MiB")
    check1000.meets = check1000.medianSeconds <= 1.0 && check1000.peakMiB <= 100
    figures.append(check1000)
    var checkCold = try measure(
        "check, 1000 features, cold (as after git clone)", ["check"], in: package1000, runs: 3,
        goal: "<= 1000 ms and <= 100 MiB",
        reset: { try? FileManager.default.removeItem(atPath: package1000 + "/.scaffold/cache") })
    checkCold.meets = checkCold.medianSeconds <= 1.0 && checkCold.peakMiB <= 100
    figures.append(checkCold)

    var loadAfter = [Double](repeating: 0, count: 3)
    getloadavg(&loadAfter, 3)
    for figure in figures {
        let isMemory = figure.label.hasPrefix("  peak memory")
        let time = isMemory ? "" : milliseconds(figure.medianSeconds)
        let cpu = isMemory ? "" : "cpu " + milliseconds(figure.medianCPUSeconds)
        let memory = String(format: "%.0f MiB", figure.peakMiB)
        let verdict = figure.runs.isEmpty ? "NOT MEASURED (failed)" : figure.meets.map { $0 ? "meets" : "MISSES" } ?? "-"
        print(
            "  \(figure.label.padding(toLength: 68, withPad: " ", startingAt: 0)) \(time.padding(toLength: 10, withPad: " ", startingAt: 0)) \(cpu.padding(toLength: 14, withPad: " ", startingAt: 0)) peak \(memory.padding(toLength: 8, withPad: " ", startingAt: 0)) goal \(figure.goal): \(verdict)"
        )
    }
    print(
        String(
            format: "  machine: %d cores, load average %.2f before and %.2f after (1 min)",
            ProcessInfo.processInfo.activeProcessorCount, loadBefore[0], loadAfter[0]))
    return !failed
}
