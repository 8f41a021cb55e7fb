import Foundation
import Testing

@testable import ScaffoldKit

/// Seeded fuzzing (issue 15, "fuzzing in CI"): thousands of hostile specs and templates per run.
/// Each case must not crash or hang (a bound per case), and either succeed with output that
/// parses as Swift (one batched `swiftc -parse` over all distinct generated files) or fail with
/// errors that carry a location.
///
/// The seed is printed; reproduce with
/// `SCAFFOLD_FUZZ_SEED=<seed> swift test --filter FuzzEndToEndTests` (`SCAFFOLD_FUZZ_CASES`
/// changes the number of cases per fuzzer, default 2000).
@Suite(.serialized) struct FuzzEndToEndTests {
    static let defaultCases = 2000
    /// The bound per case: far above the few milliseconds a case takes, so only a hang (or
    /// exponential work) trips it, even on a loaded machine.
    static let secondsPerCase = 10.0

    static var cases: Int {
        ProcessInfo.processInfo.environment["SCAFFOLD_FUZZ_CASES"].flatMap(Int.init) ?? defaultCases
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    @Test func mutatedSpecsAreRejectedWithALocationOrGenerateSwiftThatParses() throws {
        let seed = SeededGenerator.seed(from: "SCAFFOLD_FUZZ_SEED", default: 1)
        let reproduce = "SCAFFOLD_FUZZ_SEED=\(seed) swift test --filter FuzzEndToEndTests"
        print("spec fuzz: seed \(seed), \(Self.cases) cases; reproduce with: \(reproduce)")
        var generator = RandomSpecGenerator(seed: seed)
        var mutator = SpecMutator(seed: seed &+ 1)
        let bases = (0..<48).map { generator.spec(name: "Fuzz\($0)", index: $0) }
        let directory = try TemporaryDirectory()
        var accepted = 0, rejected = 0, slowest = 0.0
        var problems: [String] = []
        var seenOutputs: Set<Int> = []
        var filesToParse: [String] = []
        var caseOfFile: [String: Int] = [:]
        var specBytes: [Int: [UInt8]] = [:]
        for caseIndex in 0..<Self.cases {
            var value = bases[caseIndex % bases.count]
            for _ in 0..<(1 + caseIndex % 3) { value = mutator.mutate(value) }
            let text = value.text()
            let bytes = caseIndex % 10 == 9 ? mutator.damage(text) : Array(text.utf8)
            let file = "case\(caseIndex).feature.json"
            let start = ContinuousClock.now
            let spec: FeatureSpec
            do {
                spec = try FeatureSpecLoader.load(bytes: bytes, file: file)
            } catch {
                rejected += 1
                for diagnostic in error.diagnostics {
                    guard let location = diagnostic.location, location.file == file, location.line >= 1, location.column >= 1
                    else {
                        problems.append("case \(caseIndex): an error without a location: \(diagnostic)")
                        continue
                    }
                }
                slowest = max(slowest, Self.seconds(since: start))
                continue
            }
            accepted += 1
            specBytes[caseIndex] = bytes
            do {
                guard let templates = TemplateSet.builtin(style: spec.style) else {
                    problems.append("case \(caseIndex): accepted style '\(spec.style)' has no templates")
                    continue
                }
                for rendered in try templates.render(FeatureContext(spec)) where rendered.path.hasSuffix(".swift") {
                    guard seenOutputs.insert(rendered.contents.hashValue).inserted else { continue }
                    let path = try directory.write("case\(caseIndex)/\(filesToParse.count).swift", rendered.contents)
                    filesToParse.append(path)
                    caseOfFile[path] = caseIndex
                }
            } catch {
                problems.append("case \(caseIndex): an accepted spec does not render: \(error)")
            }
            let seconds = Self.seconds(since: start)
            slowest = max(slowest, seconds)
            if seconds > Self.secondsPerCase { problems.append("case \(caseIndex) took \(seconds) s") }
        }
        let unparsed = try Self.filesThatDoNotParse(filesToParse)
        let invalidCases = Set(unparsed.compactMap { caseOfFile[$0.path] }).sorted()
        for (path, message) in unparsed.prefix(10) {
            problems.append("case \(caseOfFile[path] ?? -1): generated Swift does not parse: \(message)")
        }
        // The specs behind invalid output, kept for regression cases.
        let kept = NSTemporaryDirectory() + "scaffold-fuzz-invalid-specs"
        if !invalidCases.isEmpty {
            try FileManager.default.createDirectory(atPath: kept, withIntermediateDirectories: true)
            for caseIndex in invalidCases {
                try Data(specBytes[caseIndex] ?? []).write(to: URL(fileURLWithPath: kept + "/case\(caseIndex).feature.json"))
            }
            problems.append("the specs of the \(invalidCases.count) cases with invalid output are in \(kept)")
        }
        print(
            "spec fuzz: \(Self.cases) cases, \(accepted) accepted, \(rejected) rejected, \(filesToParse.count) distinct files parsed, "
                + "\(invalidCases.count) accepted specs with output that does not parse, slowest case \(String(format: "%.3f", slowest)) s"
        )
        #expect(problems.isEmpty, "\(reproduce)\n\(problems.prefix(20).joined(separator: "\n"))")
    }

    /// Runs `swiftc -parse` over the files, many per invocation.
    /// - Returns: each file with errors and its first error line.
    static func filesThatDoNotParse(_ files: [String]) throws -> [(path: String, message: String)] {
        guard !files.isEmpty else { return [] }
        let swiftc = try #require(ToolProcess.find("swiftc", environment: ProcessInfo.processInfo.environment))
        var result: [String: String] = [:]
        var start = 0
        while start < files.count {
            let batch = Array(files[start..<min(start + 500, files.count)])
            start += batch.count
            let run = try swiftc.run(["-parse"] + batch, in: NSTemporaryDirectory())
            for line in run.output.split(separator: "\n") where line.contains(": error: ") {
                guard let path = batch.first(where: { line.hasPrefix($0 + ":") }) else { continue }
                if result[path] == nil { result[path] = String(line) }
            }
            if run.status != 0, result.isEmpty {
                throw CommandFailure("swiftc -parse failed without a file error: \(run.output.suffix(1000))")
            }
        }
        return result.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    @Test func randomTemplatesRenderOrFailWithALocation() throws {
        let seed = SeededGenerator.seed(from: "SCAFFOLD_FUZZ_SEED", default: 1)
        let reproduce = "SCAFFOLD_FUZZ_SEED=\(seed) swift test --filter FuzzEndToEndTests"
        print("template fuzz: seed \(seed), \(Self.cases) cases; reproduce with: \(reproduce)")
        var fuzzer = TemplateFuzzer(seed: seed)
        var rendered = 0, failed = 0, slowest = 0.0
        var problems: [String] = []
        for caseIndex in 0..<Self.cases {
            let fuzzCase = fuzzer.next()
            let start = ContinuousClock.now
            do {
                let library = try TemplateLibrary(sources: fuzzCase.partials)
                let template = try Template.parse(fuzzCase.template, name: "main.mustache")
                let renderer = TemplateRenderer(isStrict: fuzzCase.isStrict, partials: library)
                _ = try renderer.render(template, with: fuzzCase.context)
                rendered += 1
            } catch {
                failed += 1
                let sources = fuzzCase.partials.merging(["main.mustache": fuzzCase.template]) { first, _ in first }
                if let source = sources[error.location.template] {
                    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count
                    if error.location.line < 1 || error.location.line > lines || error.location.column < 1 {
                        problems.append("case \(caseIndex): location \(error.location) outside the template (\(lines) lines)")
                    }
                } else {
                    problems.append("case \(caseIndex): error in unknown template '\(error.location.template)': \(error)")
                }
                if error.message.contains("\n") {
                    problems.append("case \(caseIndex): a multi-line message: \(error.message.debugDescription.prefix(300))")
                }
            }
            let seconds = Self.seconds(since: start)
            slowest = max(slowest, seconds)
            if seconds > Self.secondsPerCase { problems.append("case \(caseIndex) took \(seconds) s") }
        }
        print(
            "template fuzz: \(Self.cases) cases, \(rendered) rendered, \(failed) located errors, \(problems.count) problems, slowest case \(String(format: "%.3f", slowest)) s"
        )
        #expect(problems.isEmpty, "\(reproduce)\n\(problems.prefix(20).joined(separator: "\n"))")
    }
}

/// Random Mustache templates (sections, inverted sections, partials, delimiters, comments,
/// dotted and implicit names) with random damage, partials and render contexts.
struct TemplateFuzzer {
    struct Case {
        var template: String
        var partials: [String: String]
        var context: TemplateValue
        var isStrict: Bool
    }

    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed &+ 2) }

    static let names = ["name", "items", "flag", "a", "b", "a.b", "a.b.c", ".", "missing", "list", "x y", "", " name ", "ñ"]

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    private mutating func body(depth: Int, partials: [String]) -> String {
        var text = ""
        for _ in 0..<int(0...6) {
            switch int(0...11) {
            case 0, 1: text += pick(["text ", "\n", "  ", "{", "}", "{ {", "é名🙂", "\\", "\"", "{{", "}}", "\t"])
            case 2: text += "{{\(pick(Self.names))}}"
            case 3: text += pick(["{{{", "{{&"]) + pick(Self.names) + pick(["}}}", "}}"])
            case 4 where depth > 0:
                let name = pick(Self.names)
                let close = int(0...9) == 0 ? pick(Self.names) : name
                text += "{{\(pick(["#", "^"]))\(name)}}" + body(depth: depth - 1, partials: partials) + "{{/\(close)}}"
            case 5: text += "{{! \(pick(["comment", "}", "multi\nline"])) }}"
            case 6 where !partials.isEmpty: text += "{{>\(pick(partials + ["nope"]))}}"
            case 7: text += pick(["{{=<% %>=}}<% name %><%={{ }}=%>", "{{= | | =}}", "{{=<% %>=}}", "{{=a=}}"])
            case 8: text += pick(["{{/name}}", "{{#}}", "{{}}", "{{#name}}", "{{^}}", "{{>}}", "{{na\nme}}", "{{\u{0}}}"])
            default: text += "\n"
            }
        }
        return text
    }

    private mutating func context(depth: Int) -> TemplateValue {
        switch depth > 0 ? int(0...5) : int(0...2) {
        case 0: return .string(pick(["", "value", "<&>", "multi\nline", "{{name}}"]))
        case 1: return .bool(int(0...1) == 0)
        case 2: return .string(String(int(0...99)))
        case 3: return .list((0..<int(0...4)).map { _ in context(depth: depth - 1) })
        default:
            var object: [String: TemplateValue] = [:]
            for name in ["name", "items", "flag", "a", "b", "c", "list"] where int(0...1) == 0 {
                object[name] = context(depth: depth - 1)
            }
            return .object(object)
        }
    }

    /// The next case: a main template and up to four partials (each may include the others
    /// once per section level, so expansion stays bounded), all possibly damaged.
    mutating func next() -> Case {
        let partialNames = (0..<int(0...4)).map { "p\($0)" }
        var partials: [String: String] = [:]
        for (index, name) in partialNames.enumerated() {
            // A partial includes only later partials: no cycles, at most 2^4 expansions.
            partials[name] = damaged(body(depth: 2, partials: Array(partialNames.dropFirst(index + 1))))
        }
        var object: [String: TemplateValue] = [:]
        for name in ["name", "items", "flag", "a", "list"] { object[name] = context(depth: 3) }
        return Case(
            template: damaged(body(depth: 3, partials: partialNames)), partials: partials, context: .object(object),
            isStrict: int(0...1) == 0)
    }

    private mutating func damaged(_ text: String) -> String {
        guard !text.isEmpty, int(0...3) == 0 else { return text }
        var characters = Array(text)
        switch int(0...2) {
        case 0: characters.remove(at: int(0...(characters.count - 1)))
        case 1: characters.insert(pick(["{", "}", "#", "/", "\n", "="]), at: int(0...characters.count))
        default: characters.removeLast(int(1...characters.count))
        }
        return String(characters)
    }
}
