import Foundation

/// `scaffold templates list|export|names`: shows the built-in templates, copies them into a
/// project for editing, and prints the names a template may use.
enum TemplatesCommand: PackageCommand {
    static let name = "templates"

    /// The command's options: value options (`--name value`) and flags (`--help` aside). The
    /// parser and the shell completions (``CompletionsCommand/options``) both read them.
    static let optionNames: (values: [String], flags: [String]) = (["style", "package"], ["force", "markdown"])

    static let help = """
        Usage: scaffold templates list [--style S] [--package DIR]
               scaffold templates export [--style S] [DIR] [--force] [--package DIR]
               scaffold templates names [--markdown]

        list     every built-in template and partial of each style (or of --style S) with the file
                 it generates, marked 'overridden' where the package has its own copy under
                 .scaffold/templates/
        export   copies the built-in templates of --style S (default: every style), plus shared/,
                 app/ (the App target's composition root: AppComposition, AppRootView) and
                 core/ (the shared runtime the features import: FeatureCore, FeatureCoreUI,
                 FeatureCoreTesting and its tests), into .scaffold/templates/ of the package, or
                 into DIR, ready to edit. A copy in
                 .scaffold/templates/ overrides the built-in template from then on; delete the
                 copies you do not change. Files that exist with other contents are never
                 overwritten without --force; everything is written or nothing is.
        names    the names a template may use ({{routeType}}, routes[].declaration, ...), with
                 what each holds; --markdown prints the table in docs/template-names.md

        """

    static func run(parsed: ParsedArguments, _ context: CommandLineTool.Context, fileSystem: any FileSystem)
        throws(CommandFailure) -> Int32
    {
        guard let action = parsed.positionals.first else {
            throw CommandFailure(
                "templates needs 'list', 'export' or 'names' (see 'scaffold templates --help')", exitCode: ExitCode.usage)
        }
        let styles: [String]
        if let style = parsed.options["style"] {
            guard TemplateSet.builtinStyles.contains(style) else {
                var message = "style '\(style)' has no templates; available: \(TemplateSet.builtinStyles.joined(separator: ", "))"
                if let suggestion = NearestName.find(style, among: TemplateSet.builtinStyles) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw CommandFailure(message, exitCode: ExitCode.usage)
            }
            styles = [style]
        } else {
            styles = TemplateSet.builtinStyles
        }
        let rest = Array(parsed.positionals.dropFirst())
        switch action {
        case "names":
            guard rest.isEmpty else { throw CommandFailure("templates names takes no arguments", exitCode: ExitCode.usage) }
            context.stdout.write(parsed.flags.contains("markdown") ? TemplateNames.markdown : TemplateNames.plainText)
            return ExitCode.success
        case "list":
            guard rest.isEmpty else { throw CommandFailure("templates list takes no arguments", exitCode: ExitCode.usage) }
            return list(styles: styles, parsed: parsed, context: context, fileSystem: fileSystem)
        case "export":
            guard rest.count <= 1 else {
                throw CommandFailure("templates export takes at most one directory", exitCode: ExitCode.usage)
            }
            return try export(styles: styles, into: rest.first, parsed: parsed, context: context, fileSystem: fileSystem)
        default:
            var message = "unknown templates action '\(action)'"
            if let suggestion = NearestName.find(action, among: ["list", "export", "names"]) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw CommandFailure(message, exitCode: ExitCode.usage)
        }
    }

    /// Template path → source for `styles`, with `shared/`, the app's composition root (`app/`,
    /// ``AppComposer/files``) and the shared runtime (`core/`, ``CoreRuntime/templates``),
    /// whatever the style (sorted by path).
    static func builtinSources(styles: [String]) -> [(path: String, source: String)] {
        var sources: [String: String] = [:]
        for style in styles {
            guard let set = TemplateSet.builtin(style: style) else { continue }
            sources.merge(set.sources) { first, _ in first }
        }
        for file in AppComposer.files { sources[file.template] = BuiltinTemplates.files[file.template] }
        for template in CoreRuntime.templates { sources[template] = BuiltinTemplates.files[template] }
        return sources.keys.sorted().map { ($0, sources[$0] ?? "") }
    }

    private static func list(
        styles: [String], parsed: ParsedArguments, context: CommandLineTool.Context, fileSystem: any FileSystem
    ) -> Int32 {
        // The package is optional: outside one, only the built-in templates are listed.
        let workspace = try? PackageWorkspace.open(
            package: parsed.options["package"].map(context.absolutePath), from: context.currentDirectory, fileSystem: fileSystem,
            notices: context.stderr)
        var out = ""
        let stale = Set(workspace?.staleTemplateOverrides().map(\.template) ?? [])
        for style in styles {
            guard let builtin = TemplateSet.builtin(style: style) else { continue }
            let set = (try? workspace?.templateSet(style: style)) ?? builtin
            out += "\(style)\n"
            let outputs = Dictionary(set.entries.map { ($0.template, $0) }, uniquingKeysWith: { first, _ in first })
            for path in set.sources.keys.sorted() where !path.hasPrefix(TemplateSet.sharedFolder + "/") || style == styles.first {
                var line = "  " + path
                if let entry = outputs[path] {
                    line += " -> " + entry.output + (entry.condition.map { " (when \($0))" } ?? "")
                } else if path.contains("/partials/") {
                    line += " (partial)"
                }
                if set.overridden.contains(path) || stale.contains(path) {
                    line += "  [overridden: \(TemplateSet.overrideFolder)/\(path)]"
                }
                if stale.contains(path) { line += "  [older than the built-in template: exported from an earlier version]" }
                if set.unchangedOverrides.contains(path) {
                    line += "  [exported, same as built-in: \(TemplateSet.overrideFolder)/\(path)]"
                }
                out += line + "\n"
            }
        }
        // The shared runtime and the app's composition root: the same for every style.
        let layout = workspace?.config.layout ?? .features
        let outputs = [("core", CoreRuntime(layout: layout, shared: workspace?.shared).files), ("app", AppComposer.files)]
        for (section, files) in outputs {
            out += section + "\n"
            for file in files {
                var line = "  \(file.template) -> \(file.path)"
                let copy = TemplateSet.overrideFolder + "/" + file.template
                if let workspace, let source = try? workspace.fileSystem.readText(workspace.path(copy)) {
                    line +=
                        source == BuiltinTemplates.files[file.template]
                        ? "  [exported, same as built-in: \(copy)]" : "  [overridden: \(copy)]"
                    if stale.contains(file.template) {
                        line += "  [older than the built-in template: exported from an earlier version]"
                    }
                }
                out += line + "\n"
            }
        }
        out += "\nTemplate set version \(TemplateSetVersion.current). Copy them with 'scaffold templates export'.\n"
        context.stdout.write(out)
        return ExitCode.success
    }

    private static func export(
        styles: [String], into directory: String?, parsed: ParsedArguments, context: CommandLineTool.Context,
        fileSystem: any FileSystem
    ) throws(CommandFailure) -> Int32 {
        let root: String
        let prefix: String
        if let directory {
            root = context.absolutePath(directory)
            prefix = ""
        } else {
            let workspace = try PackageWorkspace.open(
                package: parsed.options["package"].map(context.absolutePath), from: context.currentDirectory,
                fileSystem: fileSystem, notices: context.stderr)
            root = workspace.root
            prefix = TemplateSet.overrideFolder + "/"
        }
        var plan = GenerationPlan(root: root)
        do {
            let sources = builtinSources(styles: styles)
            for (path, source) in sources { try plan.add(prefix + path, text: source) }
            // Into the package: which built-in version each copy was made from, so a newer
            // scaffold can tell the team an override is older than the template it shadows.
            if !prefix.isEmpty {
                let recordPath = PathComponents.join(root, TemplateExportRecord.path)
                let existing = try? fileSystem.readText(recordPath)
                var record = existing.map(TemplateExportRecord.init(parsing:)) ?? TemplateExportRecord()
                for (path, source) in sources { record.hashes[path] = ContentHash.of(source) }
                if let existing {
                    try plan.add(TemplateExportRecord.path, text: record.encoded, replacing: existing)
                } else {
                    try plan.add(TemplateExportRecord.path, text: record.encoded)
                }
            }
        } catch {
            throw CommandFailure("\(error)")
        }
        let report: WriteReport
        do {
            report = try PlanWriter(fileSystem: fileSystem, allowOverwrite: parsed.flags.contains("force")).write(
                plan, mode: .apply)
        } catch {
            switch error {
            case .conflicts(let report):
                context.stdout.write(report.rendered(includeDiffs: false))
                throw CommandFailure(
                    "\(report.conflicts.count) file(s) exist with other contents; nothing was written. Use --force to overwrite them"
                )
            default:
                throw CommandFailure("\(error); nothing was written")
            }
        }
        context.stdout.write(report.summary + "\n")
        let location = PathComponents.join(root, prefix.isEmpty ? "" : String(prefix.dropLast()))
        let exported = plan.paths.filter { $0 != TemplateExportRecord.path }.count
        context.stdout.write("Exported \(exported) templates to \(location).\n")
        if !prefix.isEmpty {
            context.stdout.write(
                "They now override the built-in ones: edit them, delete those you keep as they are, then run 'scaffold sync'.\n")
        }
        return ExitCode.success
    }
}
