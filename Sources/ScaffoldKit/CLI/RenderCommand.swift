import Foundation

/// `scaffold render TEMPLATE --data DATA.json [--partials DIR] [--escape none|html] [--strict]`:
/// renders one Mustache template and writes exactly the result to stdout.
enum RenderCommand {
    /// The command's options: value options (`--name value`) and flags (`--help` aside). The
    /// parser and the shell completions (``CompletionsCommand/options``) both read them.
    static let optionNames: (values: [String], flags: [String]) = (["data", "partials", "escape"], ["strict"])

    static let help = """
        Usage: scaffold render TEMPLATE [--data DATA.json] [--partials DIR] [--escape none|html] [--strict]

        Renders a Mustache template (spec v1.4) with JSON data and writes exactly the result to
        stdout (no newline added). {{>name}} loads DIR/name.mustache (default DIR: the template's
        folder). Escaping is 'none' by default. --strict makes names that resolve to nothing and
        unknown partials errors.

        """

    static func run(_ arguments: [String], _ context: CommandLineTool.Context) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(
                arguments, valueOptions: Set(Self.optionNames.values), flagOptions: Set(Self.optionNames.flags + ["help"]))
        } catch {
            context.stderr.write("error: \(error)\n")
            return ExitCode.usage
        }
        if parsed.flags.contains("help") {
            context.stdout.write(help)
            return ExitCode.success
        }
        guard parsed.positionals.count == 1, let templateArgument = parsed.positionals.first else {
            context.stderr.write("error: render takes exactly one template path (see 'scaffold render --help')\n")
            return ExitCode.usage
        }
        let escapeName = parsed.options["escape"] ?? "none"
        guard let escaping = TemplateRenderer.Escaping(rawValue: escapeName) else {
            context.stderr.write("error: --escape must be 'none' or 'html', not '\(escapeName)'\n")
            return ExitCode.usage
        }
        let templatePath = context.absolutePath(templateArgument)
        guard let templateData = FileManager.default.contents(atPath: templatePath) else {
            context.stderr.write("error: cannot read template '\(templateArgument)'\n")
            return ExitCode.dataError
        }

        var data = TemplateValue.object([:])
        if let dataArgument = parsed.options["data"] {
            let dataPath = context.absolutePath(dataArgument)
            guard let bytes = FileManager.default.contents(atPath: dataPath) else {
                context.stderr.write("error: cannot read data '\(dataArgument)'\n")
                return ExitCode.dataError
            }
            do {
                data = try JSONDocument.parseTemplateValue(bytes: Array(bytes), file: dataArgument)
            } catch {
                context.report(error)
                return ExitCode.dataError
            }
        }

        let partialsDirectory =
            parsed.options["partials"].map(context.absolutePath)
            ?? (templatePath as NSString).deletingLastPathComponent
        let renderer = TemplateRenderer(
            escaping: escaping,
            isStrict: parsed.flags.contains("strict"),
            partials: DirectoryPartialResolver(directory: partialsDirectory)
        )
        do {
            let template = try Template.parse(bytes: Array(templateData), name: templateArgument)
            context.stdout.write(bytes: try renderer.renderBytes(template, with: data))
            context.keepUntilExit?(data)
            return ExitCode.success
        } catch {
            context.report(Diagnostic(error))
            return ExitCode.dataError
        }
    }
}
