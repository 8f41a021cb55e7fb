import Foundation
import PackagePlugin

/// `swift package scaffold <command> [arguments]`: runs the `scaffold` executable (the same code
/// as the installed binary, built by SwiftPM from this package) on the package the command is
/// run in.
///
/// Commands that work on a package get `--package <the package directory>` unless the arguments
/// already name one. Writing commands need SwiftPM's permission flag:
///
///     swift package --allow-writing-to-package-directory scaffold feature Weather
///     swift package --allow-writing-to-package-directory scaffold list
///
/// (`PackagePlugin`, `CommandPlugin`, `PluginContext.tool(named:)`:
/// https://developer.apple.com/documentation/packagedescription and SwiftPM's
/// Documentation/Plugins.md.)
@main
struct ScaffoldPlugin: CommandPlugin {
    /// Commands that take `--package DIR`.
    static let packageCommands: Set<String> = ["feature", "sync", "check", "verify", "list", "remove", "rename", "templates"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "scaffold")
        var arguments = arguments
        if let command = arguments.first, Self.packageCommands.contains(command),
            !arguments.contains(where: { $0 == "--package" || $0.hasPrefix("--package=") }),
            !arguments.contains("--help")
        {
            arguments += ["--package", context.package.directoryURL.path]
        }
        // `verify` (and `--verify`) builds in `.build/scaffold-verify` when SCAFFOLD_RUN_BY_PLUGIN
        // is set: the `swift package` running this plugin holds the package's `.build` locked.
        let process = Process()
        var environment = ProcessInfo.processInfo.environment
        environment["SCAFFOLD_RUN_BY_PLUGIN"] = "1"
        process.environment = environment
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            // scaffold has printed its one-line error; make SwiftPM exit nonzero too.
            Diagnostics.error("scaffold \(arguments.first ?? "") exited with status \(process.terminationStatus)")
            throw ScaffoldPluginError(status: process.terminationStatus)
        }
    }
}

/// The `scaffold` process failed.
struct ScaffoldPluginError: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "scaffold exited with status \(status)" }
}
