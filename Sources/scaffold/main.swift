import Foundation
import ScaffoldKit

/// Values parked until exit (see `CommandLineTool.Context.keepUntilExit`).
nonisolated(unsafe) var keptUntilExit: [any Sendable] = []

let status = CommandLineTool.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    currentDirectory: FileManager.default.currentDirectoryPath,
    stdout: FileDescriptorOutput(descriptor: 1),
    stderr: FileDescriptorOutput(descriptor: 2),
    stderrIsTerminal: isatty(2) == 1,
    stdinIsTerminal: isatty(0) == 1,
    keepUntilExit: { keptUntilExit.append($0) }
)
exit(status)
