/// A command that cannot go on: what to print and the exit code. Thrown by the steps that
/// commands share and turned into output in one place (``CommandLineTool/Context/fail(_:)``).
public struct CommandFailure: Error, Sendable {
    /// Located problems, printed with source excerpts.
    public var diagnostics: DiagnosticList
    /// The exit code (see ``ExitCode``).
    public var exitCode: Int32

    /// A failure with one unlocated message.
    public init(_ message: String, exitCode: Int32 = ExitCode.failure) {
        self.diagnostics = DiagnosticList([Diagnostic(at: nil, message)])
        self.exitCode = exitCode
    }

    /// A failure with located diagnostics.
    public init(_ diagnostics: DiagnosticList, exitCode: Int32 = ExitCode.dataError) {
        self.diagnostics = diagnostics
        self.exitCode = exitCode
    }
}

extension CommandLineTool.Context {
    /// Prints the failure's diagnostics to stderr and returns its exit code.
    func fail(_ failure: CommandFailure) -> Int32 {
        report(failure.diagnostics)
        return failure.exitCode
    }

    /// Parses a subcommand's arguments, printing usage errors.
    func parse(_ arguments: [String], values: Set<String>, flags: Set<String>) throws(CommandFailure) -> ParsedArguments {
        do {
            return try ParsedArguments(arguments, valueOptions: values, flagOptions: flags.union(["help"]))
        } catch {
            throw CommandFailure("\(error)", exitCode: ExitCode.usage)
        }
    }
}
