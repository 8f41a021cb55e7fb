import Foundation

/// The `scaffold` command line: routes a subcommand to its implementation.
///
/// The executable only calls ``run(arguments:environment:currentDirectory:stdout:stderr:)``;
/// tests call it in-process with buffers.
public enum CommandLineTool {
    /// The tool's version.
    public static let version = "0.1.0"

    /// Everything a command needs from its process.
    public struct Context: Sendable {
        /// Environment variables.
        public var environment: [String: String]
        /// Absolute path of the working directory.
        public var currentDirectory: String
        /// Standard output.
        public var stdout: any CommandOutput
        /// Standard error.
        public var stderr: any CommandOutput
        /// Whether stderr is a terminal and colour is allowed (`NO_COLOR` unset).
        public var useColor: Bool
        /// Whether standard input is a terminal (commands never prompt otherwise).
        public var stdinIsTerminal: Bool
        /// Keeps a large value alive until the process exits, so it is never freed piece by
        /// piece (the operating system reclaims it at exit). The executable passes a keeper that
        /// parks values in a global; in-process callers (tests) pass none and values are freed
        /// as usual. `scaffold render` uses it for its data (freeing a 2 MB render context
        /// object by object costs about a fifth of the render), and the package commands for
        /// their workspace (the specs read from a package of many features).
        public var keepUntilExit: (@Sendable (any Sendable) -> Void)?

        /// Resolves `path` against the working directory.
        public func absolutePath(_ path: String) -> String {
            if path.hasPrefix("/") { return (path as NSString).standardizingPath }
            return ((currentDirectory as NSString).appendingPathComponent(path) as NSString).standardizingPath
        }

        /// Prints a one-line error (and any excerpt) to stderr.
        public func report(_ diagnostic: Diagnostic) {
            stderr.write(printer.format(diagnostic))
        }

        /// Prints every diagnostic in the list to stderr.
        public func report(_ list: DiagnosticList) {
            stderr.write(printer.format(list))
        }

        /// A printer that reads source excerpts from disk.
        public var printer: DiagnosticPrinter {
            let base = currentDirectory
            return DiagnosticPrinter(useColor: useColor) { file in
                let path = file.hasPrefix("/") ? file : (base as NSString).appendingPathComponent(file)
                return try? String(contentsOfFile: path, encoding: .utf8)
            }
        }
    }

    /// A subcommand: its name, one-line summary and entry point.
    struct Subcommand: Sendable {
        let name: String
        let summary: String
        let run: @Sendable ([String], Context) -> Int32
    }

    static let subcommands: [Subcommand] = [
        Subcommand(name: "init", summary: "Create a Swift package ready for feature modules", run: InitCommand.run),
        Subcommand(
            name: "feature", summary: "Generate a feature module and register it in Package.swift", run: FeatureCommand.run),
        Subcommand(
            name: "sync", summary: "Bring generated features in step with their specs, merging your edits", run: SyncCommand.run),
        Subcommand(name: "check", summary: "Exit 1 with diffs when generated features are out of sync", run: CheckCommand.run),
        Subcommand(
            name: "verify", summary: "Build generated features with warnings as errors and run their tests",
            run: VerifyCommand.run),
        Subcommand(
            name: "list", summary: "List the generated features with their style, storage and sync state", run: ListCommand.run),
        Subcommand(name: "remove", summary: "Delete a generated feature and its Package.swift entries", run: RemoveCommand.run),
        Subcommand(name: "rename", summary: "Rename a generated feature, keeping your edits", run: RenameCommand.run),
        Subcommand(
            name: "freeze", summary: "Keep a feature's released SwiftData models as a schema version in its spec",
            run: FreezeCommand.run),
        Subcommand(
            name: "templates", summary: "List, export or describe the built-in templates (list, export, names)",
            run: TemplatesCommand.run),
        Subcommand(name: "completions", summary: "Print a bash, zsh or fish completion script", run: CompletionsCommand.run),
        Subcommand(name: "render", summary: "Render a Mustache template with JSON data", run: RenderCommand.run),
        Subcommand(name: "schema", summary: "Print the JSON Schema of feature spec files", run: SchemaCommand.run),
    ]

    /// Runs the tool.
    /// - Parameters:
    ///   - arguments: the command line without the executable name.
    ///   - environment: environment variables.
    ///   - currentDirectory: absolute path of the working directory.
    ///   - stdout: standard output.
    ///   - stderr: standard error.
    ///   - stderrIsTerminal: whether stderr is a terminal (for colour).
    ///   - stdinIsTerminal: whether stdin is a terminal (for prompts).
    ///   - keepUntilExit: see ``Context/keepUntilExit``.
    /// - Returns: the process exit code (see ``ExitCode``).
    public static func run(
        arguments: [String],
        environment: [String: String],
        currentDirectory: String,
        stdout: any CommandOutput,
        stderr: any CommandOutput,
        stderrIsTerminal: Bool = false,
        stdinIsTerminal: Bool = false,
        keepUntilExit: (@Sendable (any Sendable) -> Void)? = nil
    ) -> Int32 {
        let context = Context(
            environment: environment,
            currentDirectory: currentDirectory,
            stdout: stdout,
            stderr: stderr,
            useColor: stderrIsTerminal && environment["NO_COLOR"] == nil,
            stdinIsTerminal: stdinIsTerminal,
            keepUntilExit: keepUntilExit
        )
        guard let first = arguments.first else {
            stderr.write(usage)
            return ExitCode.usage
        }
        switch first {
        case "help", "--help", "-h":
            // `scaffold help <command>` shows that command's help.
            if let topic = arguments.dropFirst().first, let subcommand = subcommands.first(where: { $0.name == topic }) {
                return subcommand.run(["--help"], context)
            }
            stdout.write(usage)
            return ExitCode.success
        case "--version", "version":
            stdout.write("scaffold \(version) (templates \(TemplateSetVersion.current))\n")
            return ExitCode.success
        default:
            break
        }
        guard let subcommand = subcommands.first(where: { $0.name == first }) else {
            var message = "error: unknown command '\(DiagnosticText.quoted(first))'"
            if let suggestion = NearestName.find(first, among: subcommands.map(\.name)) {
                message += "; did you mean '\(suggestion)'?"
            }
            stderr.write(message + " (see 'scaffold help')\n")
            return ExitCode.usage
        }
        return subcommand.run(Array(arguments.dropFirst()), context)
    }

    /// The overview printed by `scaffold help`.
    static var usage: String {
        var text =
            "scaffold \(version): generate SwiftUI feature modules that compile.\n\nUsage: scaffold <command> [options]\n\nCommands:\n"
        for command in subcommands {
            text += "  " + command.name.padding(toLength: 13, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += "\nRun 'scaffold <command> --help' for a command's options.\n"
        return text
    }
}
