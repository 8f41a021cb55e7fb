import Foundation
import ScaffoldKit

let status = CommandLineTool.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    currentDirectory: FileManager.default.currentDirectoryPath,
    stdout: FileDescriptorOutput(descriptor: 1),
    stderr: FileDescriptorOutput(descriptor: 2),
    stderrIsTerminal: isatty(2) == 1,
    stdinIsTerminal: isatty(0) == 1
)
exit(status)
