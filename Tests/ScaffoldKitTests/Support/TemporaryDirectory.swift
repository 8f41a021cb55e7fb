import Foundation

@testable import ScaffoldKit

/// A temporary directory removed when the value is released.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "scaffold-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        let full = (path as NSString).appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
        return full
    }
}

/// Runs the CLI in-process.
func runTool(_ arguments: [String], in directory: String) -> (status: Int32, stdout: String, stderr: String) {
    let out = BufferedOutput(), err = BufferedOutput()
    let status = CommandLineTool.run(
        arguments: arguments, environment: ["PATH": BoundedSwift.path],
        currentDirectory: directory, stdout: out, stderr: err)
    return (status, out.text, err.text)
}
