/// `scaffold completions bash|zsh|fish`: prints a shell completion script for commands,
/// options, feature names (from `scaffold list --names` at completion time) and styles.
enum CompletionsCommand {
    /// The command's options: value options (`--name value`) and flags (`--help` aside). The
    /// parser and the shell completions (``CompletionsCommand/options``) both read them.
    static let optionNames: (values: [String], flags: [String]) = ([], [])

    static let help = """
        Usage: scaffold completions bash|zsh|fish

        Prints a completion script for the shell: commands, each command's options, feature
        names of the package you are in (asked from 'scaffold list --names' as you type),
        styles after --style, files after --spec, folders after --package.

          bash:  source <(scaffold completions bash)          (e.g. in ~/.bashrc)
          zsh:   source <(scaffold completions zsh)           (after compinit, e.g. in ~/.zshrc)
          fish:  scaffold completions fish > ~/.config/fish/completions/scaffold.fish

        """

    /// The options of each command: value options (`--name value`) and flags, as each command
    /// declares them for its parser (a test keeps them in step with each command's help).
    static let options: [String: (values: [String], flags: [String])] = [
        "init": InitCommand.optionNames, "feature": FeatureCommand.optionNames, "sync": SyncCommand.optionNames,
        "check": CheckCommand.optionNames, "verify": VerifyCommand.optionNames, "list": ListCommand.optionNames,
        "remove": RemoveCommand.optionNames, "rename": RenameCommand.optionNames, "freeze": FreezeCommand.optionNames,
        "templates": TemplatesCommand.optionNames,
        "completions": CompletionsCommand.optionNames, "render": RenderCommand.optionNames, "schema": SchemaCommand.optionNames,
    ]

    /// Commands whose positionals are feature names.
    static let featureCommands = ["feature", "sync", "check", "verify", "remove", "rename"]

    /// Fixed values of value options.
    static let optionValues: [String: [String]] = [
        "style": TemplateSet.builtinStyles, "conflicts": ["markers"], "escape": ["none", "html"],
    ]
    /// Value options that take a file or a folder.
    static let fileOptions = ["spec", "data"]
    static let folderOptions = ["package", "path", "partials"]

    static let shells = ["bash", "zsh", "fish"]

    static func run(_ arguments: [String], _ context: CommandLineTool.Context) -> Int32 {
        do throws(CommandFailure) {
            let parsed = try context.parse(arguments, values: Set(Self.optionNames.values), flags: Set(Self.optionNames.flags))
            if parsed.flags.contains("help") {
                context.stdout.write(help)
                return ExitCode.success
            }
            guard parsed.positionals.count == 1, let shell = parsed.positionals.first, shells.contains(shell) else {
                throw CommandFailure("completions takes one shell: bash, zsh or fish", exitCode: ExitCode.usage)
            }
            context.stdout.write(script(for: shell))
            return ExitCode.success
        } catch {
            return context.fail(error)
        }
    }

    private static var commands: [CommandLineTool.Subcommand] { CommandLineTool.subcommands }

    private static func optionWords(_ command: String) -> [String] {
        let entry = options[command] ?? ([], [])
        return (entry.values + entry.flags + ["help"]).map { "--" + $0 }
    }

    /// The script for `shell` (`bash`, `zsh` or `fish`).
    static func script(for shell: String) -> String {
        switch shell {
        case "zsh": zsh
        case "fish": fish
        default: bash
        }
    }

    static var bash: String {
        var out = """
            # bash completion for scaffold (scaffold completions bash)
            _scaffold() {
                local cur prev command
                cur="${COMP_WORDS[COMP_CWORD]}"
                prev="${COMP_WORDS[COMP_CWORD-1]}"
                command="${COMP_WORDS[1]}"
                if [ "$COMP_CWORD" -eq 1 ]; then
                    COMPREPLY=($(compgen -W "\(commands.map(\.name).joined(separator: " ")) help --version" -- "$cur"))
                    return
                fi
                case "$prev" in

            """
        for (option, values) in optionValues.sorted(by: { $0.key < $1.key }) {
            out += "        --\(option)) COMPREPLY=($(compgen -W \"\(values.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
        }
        out +=
            "        \(fileOptions.map { "--" + $0 }.joined(separator: "|"))) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
        out +=
            "        \(folderOptions.map { "--" + $0 }.joined(separator: "|"))) COMPREPLY=($(compgen -d -- \"$cur\")); return ;;\n"
        out += """
                esac
                if [[ "$cur" == -* ]]; then
                    case "$command" in

            """
        for command in commands.map(\.name) {
            out +=
                "            \(command)) COMPREPLY=($(compgen -W \"\(optionWords(command).joined(separator: " "))\" -- \"$cur\")) ;;\n"
        }
        out += """
                    esac
                    return
                fi
                case "$command" in
                    \(featureCommands.joined(separator: "|"))) COMPREPLY=($(compgen -W "$(scaffold list --names 2>/dev/null)" -- "$cur")) ;;
                    templates) [ "$COMP_CWORD" -eq 2 ] && COMPREPLY=($(compgen -W "list export names" -- "$cur")) ;;
                    completions) COMPREPLY=($(compgen -W "\(shells.joined(separator: " "))" -- "$cur")) ;;
                    help) COMPREPLY=($(compgen -W "\(commands.map(\.name).joined(separator: " "))" -- "$cur")) ;;
                    render) COMPREPLY=($(compgen -f -- "$cur")) ;;
                esac
            }
            complete -F _scaffold scaffold

            """
        return out
    }

    static var zsh: String {
        func quoted(_ text: String) -> String { "'" + text.replacing("'", with: "'\\''") + "'" }
        var out = """
            #compdef scaffold
            # zsh completion for scaffold (scaffold completions zsh)
            _scaffold() {
                local -a commands
                commands=(

            """
        for command in commands {
            out += "        \(quoted(command.name + ":" + command.summary.replacing(":", with: "\\:")))\n"
        }
        out += """
                )
                if (( CURRENT == 2 )); then
                    _describe 'command' commands
                    return
                fi
                local command=$words[2]
                case $words[CURRENT-1] in

            """
        for (option, values) in optionValues.sorted(by: { $0.key < $1.key }) {
            out += "        --\(option)) compadd -- \(values.joined(separator: " ")); return ;;\n"
        }
        out += "        \(fileOptions.map { "--" + $0 }.joined(separator: "|"))) _files; return ;;\n"
        out += "        \(folderOptions.map { "--" + $0 }.joined(separator: "|"))) _files -/; return ;;\n"
        out += """
                esac
                if [[ $PREFIX == -* ]]; then
                    case $command in

            """
        for command in commands.map(\.name) {
            out += "            \(command)) compadd -- \(optionWords(command).joined(separator: " ")) ;;\n"
        }
        out += """
                    esac
                    return
                fi
                case $command in
                    \(featureCommands.joined(separator: "|"))) compadd -- ${(f)"$(scaffold list --names 2>/dev/null)"} ;;
                    templates) (( CURRENT == 3 )) && compadd -- list export names ;;
                    completions) compadd -- \(shells.joined(separator: " ")) ;;
                    help) compadd -- \(commands.map(\.name).joined(separator: " ")) ;;
                    render) _files ;;
                esac
            }
            if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
                _scaffold "$@"
            else
                compdef _scaffold scaffold
            fi

            """
        return out
    }

    static var fish: String {
        func quoted(_ text: String) -> String { "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'" }
        var out = "# fish completion for scaffold (scaffold completions fish)\ncomplete -c scaffold -f\n"
        out += "complete -c scaffold -n __fish_use_subcommand -l version -d 'print the version'\n"
        for command in commands {
            out += "complete -c scaffold -n __fish_use_subcommand -a \(command.name) -d \(quoted(command.summary))\n"
        }
        for command in commands.map(\.name) {
            let condition = "'__fish_seen_subcommand_from \(command)'"
            let entry = options[command] ?? ([], [])
            for option in entry.values {
                var line = "complete -c scaffold -n \(condition) -l \(option)"
                if let values = optionValues[option] {
                    line += " -x -a \(quoted(values.joined(separator: " ")))"
                } else if folderOptions.contains(option) {
                    line += " -x -a '(__fish_complete_directories)'"
                } else {
                    line += " -r -F"
                }
                out += line + "\n"
            }
            for flag in entry.flags + ["help"] {
                out += "complete -c scaffold -n \(condition) -l \(flag)\n"
            }
        }
        out +=
            "complete -c scaffold -n '__fish_seen_subcommand_from \(featureCommands.joined(separator: " "))' -a '(scaffold list --names 2>/dev/null)'\n"
        out += "complete -c scaffold -n '__fish_seen_subcommand_from templates' -a 'list export names'\n"
        out += "complete -c scaffold -n '__fish_seen_subcommand_from completions' -a '\(shells.joined(separator: " "))'\n"
        out += "complete -c scaffold -n '__fish_seen_subcommand_from render' -F\n"
        return out
    }
}
