/// A subcommand that works on a package's files (or, for `templates`, on the built-in
/// templates): parsed from its declared options, `--help` answered, run on the local file
/// system with its failure printed as one line (and, with `--json`, as ``FailureJSON`` on
/// stdout). Tests run it on an in-memory file system through ``run(_:_:fileSystem:)``.
protocol PackageCommand {
    /// The subcommand's name (`check`, `list`, …).
    static var name: String { get }
    /// The `--help` text.
    static var help: String { get }
    /// The value options and flags the command accepts (see ``CompletionsCommand/options``).
    static var optionNames: (values: [String], flags: [String]) { get }
    /// Runs the command with its parsed arguments.
    /// - Returns: the exit code.
    /// - Throws: ``CommandFailure``, printed by the caller.
    static func run(parsed: ParsedArguments, _ context: CommandLineTool.Context, fileSystem: any FileSystem)
        throws(CommandFailure)
        -> Int32
}

extension PackageCommand {
    /// Runs the command on the local file system; a failure is printed as one line.
    /// - Returns: the exit code.
    static func run(_ arguments: [String], _ context: CommandLineTool.Context) -> Int32 {
        do {
            return try run(arguments, context, fileSystem: LocalFileSystem())
        } catch {
            return context.fail(error)
        }
    }

    /// Parses `arguments`, answers `--help`, else runs the command on `fileSystem`; with
    /// `--json` (for a command that takes it), a failure is also printed as ``FailureJSON``.
    /// - Returns: the exit code.
    /// - Throws: ``CommandFailure`` for bad arguments or a failed run.
    static func run(_ arguments: [String], _ context: CommandLineTool.Context, fileSystem: any FileSystem) throws(CommandFailure)
        -> Int32
    {
        try context.printingFailureAsJSON(command: name, arguments: arguments, flags: optionNames.flags) {
            () throws(CommandFailure) -> Int32 in
            let parsed = try context.parse(arguments, values: Set(optionNames.values), flags: Set(optionNames.flags))
            if parsed.flags.contains("help") {
                context.stdout.write(help)
                return ExitCode.success
            }
            return try run(parsed: parsed, context, fileSystem: fileSystem)
        }
    }
}
