import Foundation
import Testing

@testable import ScaffoldKit

@Suite struct CompletionsCommandTests {
    /// Runs `shell -n` on the script when the shell is installed; `nil` when it is not.
    static func syntaxCheck(_ shell: String, _ script: String) throws -> ToolProcessResult? {
        guard let executable = ManifestVerifier.findExecutable(shell, path: ProcessInfo.processInfo.environment["PATH"]) else {
            return nil
        }
        let directory = try TemporaryDirectory()
        let file = try directory.write("scaffold.\(shell)", script)
        let result = try ManifestVerifier.runProcess(executable, ["-n", file], directory.path)
        return ToolProcessResult(status: result.status, output: result.standardOutput + result.standardError)
    }

    struct ToolProcessResult {
        var status: Int32
        var output: String
    }

    @Test(arguments: CompletionsCommand.shells)
    func scriptsParse(shell: String) throws {
        let directory = try TemporaryDirectory()
        let result = runTool(["completions", shell], in: directory.path)
        #expect(result.status == 0)
        #expect(result.stdout == CompletionsCommand.script(for: shell))
        guard let check = try Self.syntaxCheck(shell, result.stdout) else {
            // The shell is not installed here: nothing more to check.
            return
        }
        #expect(check.status == 0, "\(shell) -n: \(check.output)")
    }

    @Test func scriptsOfferCommandsOptionsFeaturesAndStyles() {
        for shell in CompletionsCommand.shells {
            let script = CompletionsCommand.script(for: shell)
            for command in CommandLineTool.subcommands.map(\.name) { #expect(script.contains(command), "\(shell): \(command)") }
            for option in ["--spec", "--dry-run", "--conflicts", "--force", "--json", "--style"] {
                #expect(script.contains(shell == "fish" ? "-l " + option.dropFirst(2) : option), "\(shell): \(option)")
            }
            #expect(script.contains("scaffold list --names"), "\(shell)")
            #expect(script.contains("feature mvvm mvi"), "\(shell)")
        }
    }

    /// The completion table lists exactly the options each command's help documents.
    @Test(arguments: CommandLineTool.subcommands.map(\.name))
    func optionsMatchEachCommandsHelp(command: String) throws {
        let directory = try TemporaryDirectory()
        let help = runTool([command, "--help"], in: directory.path).stdout
        // The usage lines (up to the first blank line) and the option lines of the help.
        let usage = help.components(separatedBy: "\n\n").first ?? ""
        let optionLines = help.split(separator: "\n").filter { $0.hasPrefix("  --") }.joined(separator: "\n")
        let text = usage + "\n" + optionLines
        let regex = try NSRegularExpression(pattern: "--([a-z][a-z-]*)")
        let range = NSRange(text.startIndex..., in: text)
        let documented = Set(
            regex.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
        ).subtracting(["help"])
        let entry = try #require(CompletionsCommand.options[command])
        #expect(Set(entry.values + entry.flags) == documented, "\(command)")
    }

    @Test func unknownShellIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        #expect(runTool(["completions", "tcsh"], in: directory.path).status == ExitCode.usage)
    }

    @Test func listNamesPrintsOnlyNames() throws {
        let package = try SyncTestPackage.make(specs: [SyncTestPackage.weatherSpec, SyncTestPackage.notesSpec])
        #expect(package.list(["--names"]).stdout == "Notes\nWeather\n")
    }
}
