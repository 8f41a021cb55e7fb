/// `scaffold schema`: prints the feature spec's JSON Schema (draft 2020-12) to stdout.
enum SchemaCommand {
    /// The command's options: value options (`--name value`) and flags (`--help` aside). The
    /// parser and the shell completions (``CompletionsCommand/options``) both read them.
    static let optionNames: (values: [String], flags: [String]) = ([], [])

    static let usage = """
        Usage: scaffold schema

        Prints the JSON Schema (draft 2020-12) of feature spec files, for editors and CI.

        """

    static func run(_ arguments: [String], _ context: CommandLineTool.Context) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(
                arguments, valueOptions: Set(Self.optionNames.values), flagOptions: Set(Self.optionNames.flags + ["help"]))
        } catch {
            context.stderr.write("error: \(error) (see 'scaffold schema --help')\n")
            return ExitCode.usage
        }
        if parsed.flags.contains("help") {
            context.stdout.write(usage)
            return ExitCode.success
        }
        if let extra = parsed.positionals.first {
            context.stderr.write("error: unexpected argument '\(extra)'; 'scaffold schema' takes none\n")
            return ExitCode.usage
        }
        context.stdout.write(FeatureSpecSchema.json)
        return ExitCode.success
    }
}
