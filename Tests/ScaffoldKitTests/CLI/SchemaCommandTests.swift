import Testing

@testable import ScaffoldKit

@Suite struct SchemaCommandTests {
    private func run(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
        let stdout = BufferedOutput()
        let stderr = BufferedOutput()
        let status = CommandLineTool.run(
            arguments: arguments, environment: [:], currentDirectory: "/", stdout: stdout, stderr: stderr)
        return (status, stdout.text, stderr.text)
    }

    @Test func printsTheSchema() throws {
        let result = run(["schema"])
        #expect(result.status == ExitCode.success)
        #expect(result.stdout == FeatureSpecSchema.json)
        _ = try JSONDocument.parse(result.stdout, file: "stdout")
    }

    @Test func rejectsArguments() {
        #expect(run(["schema", "extra"]).status == ExitCode.usage)
        #expect(run(["schema", "--bogus"]).status == ExitCode.usage)
        #expect(run(["schema", "--help"]).stdout.contains("Usage: scaffold schema"))
    }

    @Test func isListedInHelp() {
        #expect(run(["help"]).stdout.contains("schema"))
    }
}
