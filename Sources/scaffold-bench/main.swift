// scaffold-bench: speed figures for scaffold, run as
// `swift run -c release scaffold-bench engine|check|verify|scale|scale-package DIR [COUNT]`
// or `scaffold-bench manifest-forms [COUNT]` (SwiftPM's own cost of each manifest form)
// (no arguments, an unknown one or --help: the usage, nothing run).
//
// engine: renders ../shared/bench/engine (2 MB JSON, 1.9 MB Swift-shaped output) with the
// built `scaffold render`, as whole processes, and reports the median wall time and the peak
// resident memory; it also times the phases in-process (JSON parse, template parse, render).
//
// check: builds a temporary package with 200 generated features (the Weather example under 200
// names, through the library), then times the built `scaffold check` as a whole process.
import Foundation
import ScaffoldKit

struct Measurement {
    var seconds: [Double] = []
    var median: Double {
        let sorted = seconds.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func runEngineBenchmark(shared: URL, runs: Int) throws -> Bool {
    let engine = shared.appendingPathComponent("bench/engine")
    let scaffold = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("scaffold")
    guard FileManager.default.isExecutableFile(atPath: scaffold.path) else {
        print("error: build the tool first (swift build -c release): \(scaffold.path) not found")
        return false
    }
    let arguments = ["render", "model.mustache", "--data", "data.json", "--partials", "partials", "--escape", "none"]
    var whole = Measurement()
    var output = Data()
    let outputPath = NSTemporaryDirectory() + "scaffold-bench-render-\(getpid()).txt"
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    var peakKiB = 0
    for _ in 0..<runs {
        // posix_spawn + wait4 rather than Foundation's Process, whose run-loop based waiting
        // adds tens of milliseconds; output goes to a file as in `scaffold render … > out.swift`.
        guard let run = spawnAndWait(scaffold.path, arguments, in: engine.path, stdoutPath: outputPath) else {
            print("error: could not run \(scaffold.path)")
            return false
        }
        guard run.status == 0 else {
            print("error: scaffold render exited \(run.status)")
            return false
        }
        whole.seconds.append(run.seconds)
        peakKiB = max(peakKiB, run.maxRSSKiB)
        output = (try? Data(contentsOf: URL(fileURLWithPath: outputPath))) ?? Data()
    }
    let peakMiB = Double(peakKiB) / 1024

    // Phases, in-process.
    let dataBytes = try Array(Data(contentsOf: engine.appendingPathComponent("data.json")))
    let templateText = try String(contentsOf: engine.appendingPathComponent("model.mustache"), encoding: .utf8)
    var jsonPhase = Measurement(), renderPhase = Measurement()
    for _ in 0..<runs {
        var value = TemplateValue.null
        jsonPhase.seconds.append(try time { value = try JSONDocument.parseTemplateValue(bytes: dataBytes, file: "data.json") })
        let renderer = TemplateRenderer(
            partials: DirectoryPartialResolver(directory: engine.appendingPathComponent("partials").path))
        renderPhase.seconds.append(
            try time {
                let template = try Template.parse(templateText, name: "model.mustache")
                _ = try renderer.renderBytes(template, with: value)
            })
    }

    print("engine: \(runs) runs of scaffold \(arguments.joined(separator: " "))")
    print("  output: \(output.count) bytes, md5 \(md5(of: output) ?? "unavailable") (expected 88998353eb81763267ab40da7f07b3d5)")
    print(
        "  whole process: median \(milliseconds(whole.median)) (min \(milliseconds(whole.seconds.min() ?? 0)), max \(milliseconds(whole.seconds.max() ?? 0)))"
    )
    print("  peak memory:   \(String(format: "%.1f", peakMiB)) MiB")
    print(
        "  in-process:    JSON parse \(milliseconds(jsonPhase.median)), template parse + render \(milliseconds(renderPhase.median))"
    )
    print("  goal:          whole process <= 100 ms, peak memory < 60 MiB")
    return true
}

/// verify: in a package that already has five features (built once), times `scaffold verify`
/// of a newly generated feature, and the same three toolchain commands run by hand for another
/// new feature of the same shape; alternating, three rounds.
func runVerifyBenchmark() -> Bool {
    let scaffold = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("scaffold")
        .path
    let environment = ProcessInfo.processInfo.environment
    guard let swift = ToolProcess.find("swift", environment: environment),
        let swiftc = ToolProcess.find("swiftc", environment: environment)
    else {
        print("error: swift is not on PATH")
        return false
    }
    let root = NSTemporaryDirectory() + "scaffold-bench-verify-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: root) }
    func tool(_ arguments: [String], in directory: String) -> Bool {
        let output = BufferedOutput()
        let status = CommandLineTool.run(
            arguments: arguments, environment: environment, currentDirectory: directory, stdout: output, stderr: output)
        if status != 0 { print(output.text) }
        return status == 0
    }
    let package = root + "/Bench"
    guard tool(["init", "Bench", "--path", package], in: NSTemporaryDirectory()) else { return false }
    let weather = packageRoot.appendingPathComponent("Examples/Weather/Weather.feature.json").path
    guard let specText = try? String(contentsOfFile: weather, encoding: .utf8) else { return false }
    func addFeature(_ name: String) -> Bool {
        let path = root + "/\(name).feature.json"
        let text = specText.replacingOccurrences(of: "\"name\": \"Weather\"", with: "\"name\": \"\(name)\"")
        guard (try? text.write(toFile: path, atomically: true, encoding: .utf8)) != nil else { return false }
        return tool(["feature", "--spec", path], in: package)
    }
    for index in 1...5 where !addFeature("Existing\(index)") { return false }
    print("verify: building the package with five features once (warm cache)...")
    guard let warm = try? swift.run(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: package), warm.status == 0
    else {
        print("error: the five-feature package does not build")
        return false
    }
    var viaScaffold = Measurement(), byHand = Measurement()
    for round in 1...3 {
        let automatic = "Verified\(round)", manual = "Manual\(round)"
        guard addFeature(automatic) else { return false }
        guard let run = spawnAndWait(scaffold, ["verify", automatic], in: package, stdoutPath: "/dev/null"), run.status == 0
        else {
            print("error: scaffold verify \(automatic) failed")
            return false
        }
        viaScaffold.seconds.append(run.seconds)
        guard addFeature(manual) else { return false }
        let screen = package + "/Features/\(manual)/Sources/\(manual)Screen.swift"
        let seconds = time {
            _ = try? swiftc.run(["-parse", screen], in: package)
            _ = try? swift.run(["build", "--target", "\(manual)Tests", "-Xswiftc", "-warnings-as-errors"], in: package)
            _ = try? swift.run(["test", "--filter", "^(\(manual)Tests)\\.", "-Xswiftc", "-warnings-as-errors"], in: package)
        }
        byHand.seconds.append(seconds)
    }
    print("verify: one new feature in a package with five (medians of 3)")
    print(
        "  scaffold verify <New>:             \(milliseconds(viaScaffold.median)) (\(viaScaffold.seconds.map(milliseconds).joined(separator: ", ")))"
    )
    print(
        "  the same commands by hand:         \(milliseconds(byHand.median)) (\(byHand.seconds.map(milliseconds).joined(separator: ", ")))"
    )
    print(String(format: "  overhead: %+.1f %% (goal: within 10 %%)", (viaScaffold.median / byHand.median - 1) * 100))
    return true
}

/// Runs `executable` with `arguments` in `directory`, stdout to `stdoutPath`, and waits.
/// - Returns: exit status, wall seconds, CPU seconds (user + system, the child and the processes
///   it waited for) and the child's peak resident memory, or `nil` when it could not be started.
func spawnAndWait(_ executable: String, _ arguments: [String], in directory: String, stdoutPath: String) -> (
    status: Int32, seconds: Double, cpuSeconds: Double, maxRSSKiB: Int
)? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    // Warnings (such as the unwired parts of a spec) go beside the output, not to the console.
    posix_spawn_file_actions_addopen(&actions, 2, stdoutPath + ".stderr", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let previous = FileManager.default.currentDirectoryPath
    guard FileManager.default.changeCurrentDirectoryPath(directory) else { return nil }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    // The child's own peak memory: `ru_maxrss` of a spawned child also counts this process's
    // peak (Linux keeps the high-water mark of the memory a vfork child shares across its exec),
    // so GNU time, which forks a fresh process, reports it where it is installed.
    let timeTool = "/usr/bin/time"
    let peakPath = stdoutPath + ".peak"
    let measured = FileManager.default.isExecutableFile(atPath: timeTool)
    let command = measured ? [timeTool, "-f", "%M", "-o", peakPath, executable] + arguments : [executable] + arguments
    let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, command[0], &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    let cpu =
        Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
        + Double(usage.ru_stime.tv_usec) / 1e6
    var peak = Int(usage.ru_maxrss)
    if measured, let text = try? String(contentsOfFile: peakPath, encoding: .utf8),
        let kibibytes = text.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) })
    {
        peak = kibibytes
    }
    return (exitStatus, seconds, cpu, peak)
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

func runCheckBenchmark(runs: Int, features: Int) throws -> Bool {
    let scaffold = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("scaffold")
    guard FileManager.default.isExecutableFile(atPath: scaffold.path) else {
        print("error: build the tool first (swift build -c release): \(scaffold.path) not found")
        return false
    }
    // SCAFFOLD_BENCH_DIR keeps the package there (for profiling); otherwise a temporary one.
    let kept = ProcessInfo.processInfo.environment["SCAFFOLD_BENCH_DIR"]
    let root =
        kept.map { URL(fileURLWithPath: $0) }
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-bench-check-\(UUID().uuidString.prefix(8))")
    defer { if kept == nil { try? FileManager.default.removeItem(at: root) } }
    // The same registered, in-sync package `scale` measures (composition root included).
    let setup = try time { try makeScalePackage(root: root.path, count: features, register: true) }
    var whole = Measurement()
    var peakKiB = 0
    let outputPath = root.appendingPathComponent(".scaffold/bench-check-output.txt").path
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    var lastLine = ""
    for _ in 0..<runs {
        guard let run = spawnAndWait(scaffold.path, ["check"], in: root.path, stdoutPath: outputPath) else {
            print("error: cannot start \(scaffold.path)")
            return false
        }
        whole.seconds.append(run.seconds)
        peakKiB = max(peakKiB, run.maxRSSKiB)
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        lastLine = output.split(separator: "\n").last.map(String.init) ?? ""
        guard run.status == 0 else {
            print("error: scaffold check exited \(run.status): \(lastLine)")
            return false
        }
    }
    print("check: \(runs) runs of scaffold check over \(features) features (package built in \(milliseconds(setup)))")
    print("  output:        \(lastLine)")
    print(
        "  whole process: median \(milliseconds(whole.median)) (min \(milliseconds(whole.seconds.min() ?? 0)), max \(milliseconds(whole.seconds.max() ?? 0)))"
    )
    print("  first run:     \(milliseconds(whole.seconds.first ?? 0)) (no cache yet: every feature rendered and compared)")
    print("  peak memory:   \(peakKiB / 1024) MiB (largest max RSS of the runs)")
    print(
        "  goal:          whole process <= 250 ms at 200 features, <= 1000 ms and <= 100 MiB at 1000 (SCAFFOLD_BENCH_FEATURES=1000)"
    )
    return true
}

/// md5 through the system's md5sum (Foundation on Linux has no digest API).
func md5(of data: Data) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["md5sum"]
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    guard (try? process.run()) != nil else { return nil }
    input.fileHandleForWriting.write(data)
    try? input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.split(separator: " ").first.map(String.init)
}

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let shared = URL(
    fileURLWithPath: ProcessInfo.processInfo.environment["SCAFFOLD_SHARED"]
        ?? packageRoot.appendingPathComponent("../shared").path
).standardizedFileURL
let usage = """
    usage: scaffold-bench engine|check|verify|scale ...   run those benchmarks (any of them, in that order)
           scaffold-bench scale-package DIR [COUNT] [--unregistered]
                                                  only write the COUNT-feature package (default 1000)
           scaffold-bench manifest-forms [COUNT]  SwiftPM's dump-package and no-op build of COUNT
                                                  one-file features (default 1000) in each manifest form
      engine   render ../shared/bench/engine with the built 'scaffold render' (median wall time, peak memory)
      check    'scaffold check' over 200 generated features (SCAFFOLD_BENCH_FEATURES=N for another count)
      verify   verify one new feature in a five-feature package vs. by hand
      scale    issue 14's sizes: 300/300/50x10 spec dry run, feature Weather in a 1000-feature package
    Build first: swift build -c release && swift run -c release scaffold-bench engine
    """
let benchmarks: Set<String> = ["engine", "check", "verify", "scale", "scale-package", "manifest-forms"]
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains(where: { ["-h", "--help", "help"].contains($0) }) {
    print(usage, terminator: "")
    exit(0)
}
// Nothing named, or an unknown benchmark (scale-package's own DIR and COUNT aside): usage, no run.
let unknown = arguments.first.map { !benchmarks.contains($0) } ?? true
let takesArguments = arguments.contains("scale-package") || arguments.contains("manifest-forms")
if unknown || (!takesArguments && !arguments.allSatisfy(benchmarks.contains)) {
    let stray = arguments.first { !benchmarks.contains($0) }
    FileHandle.standardError.write(Data(((stray.map { "error: unknown benchmark '\($0)'\n" } ?? "") + usage).utf8))
    exit(64)
}
let selected = Set(arguments)
var ok = true
if selected.contains("verify") {
    ok = runVerifyBenchmark() && ok
}
if selected.contains("engine") {
    ok = try runEngineBenchmark(shared: shared, runs: 7) && ok
}
if selected.contains("check") {
    let features = ProcessInfo.processInfo.environment["SCAFFOLD_BENCH_FEATURES"].flatMap { Int($0) } ?? 200
    ok = try runCheckBenchmark(runs: 5, features: features) && ok
}
if selected.contains("scale-package") {
    // `scaffold-bench scale-package DIR [COUNT] [--unregistered]`: only writes the COUNT-feature
    // package (default 1000) that `scale` measures, registered in its manifest unless asked
    // (what `sync` then registers), for profiling one command by hand.
    let rest = Array(CommandLine.arguments.dropFirst().drop { $0 != "scale-package" }.dropFirst())
    let register = !rest.contains("--unregistered")
    let arguments = rest.filter { $0 != "--unregistered" }
    guard let directory = arguments.first else {
        FileHandle.standardError.write(Data(usage.utf8))
        exit(64)
    }
    try makeScalePackage(root: directory, count: arguments.dropFirst().first.flatMap { Int($0) } ?? 1000, register: register)
    exit(0)
}
if selected.contains("scale") {
    ok = try runScaleBenchmark(runs: 5) && ok
}
if selected.contains("manifest-forms") {
    let count = arguments.drop { $0 != "manifest-forms" }.dropFirst().first.flatMap { Int($0) } ?? 1000
    ok = try runManifestFormsBenchmark(count: count, runs: 3) && ok
}
exit(ok ? 0 : 1)
