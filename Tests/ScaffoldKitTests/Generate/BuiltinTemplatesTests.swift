import Foundation
import Testing

@testable import ScaffoldKit

/// The templates under `Templates/` are compiled into the tool as
/// `Sources/ScaffoldKit/Generate/BuiltinTemplates.swift`, so the binary works from any folder.
/// This test keeps the two in step: `SCAFFOLD_UPDATE_GOLDENS=1 swift test --filter BuiltinTemplates`
/// regenerates the Swift file after a template changes.
@Suite struct BuiltinTemplatesTests {
    @Test func embeddedTemplatesMatchTemplatesFolder() throws {
        let root = Golden.repositoryRoot.appendingPathComponent("Templates")
        var files: [(String, String)] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "mustache" else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            files.append((relative, try String(contentsOf: url, encoding: .utf8)))
        }
        files.sort { $0.0 < $1.0 }
        Golden.assertMatches(Self.swiftSource(for: files), file: "Sources/ScaffoldKit/Generate/BuiltinTemplates.swift")
    }

    static func swiftSource(for files: [(String, String)]) -> String {
        var out = """
            // This file is generated from the Templates/ folder by BuiltinTemplatesTests.
            // Do not edit: change the template, then run
            //   SCAFFOLD_UPDATE_GOLDENS=1 swift test --filter BuiltinTemplates

            /// The built-in template sets, compiled into the tool so it works from any folder.
            enum BuiltinTemplates {
                /// Template path relative to `Templates/` (for example `feature/Route.swift.mustache`)
                /// → template source.
                static let files: [String: String] = [

            """
        for (path, source) in files {
            var hashes = "#"
            while source.contains("\"\"\"" + hashes) || source.contains("\\" + hashes) {
                hashes += "#"
            }
            out += "        \"\(path)\": \(hashes)\"\"\"\n"
            for line in source.split(separator: "\n", omittingEmptySubsequences: false).dropLast(source.hasSuffix("\n") ? 1 : 0) {
                out += line.isEmpty ? "\n" : "        \(line)\n"
            }
            if source.hasSuffix("\n") {
                out += "\n"
            }
            out += "        \"\"\"\(hashes),\n"
        }
        if files.isEmpty { out = String(out.dropLast()) + ":\n" }
        out += "    ]\n}\n"
        return out
    }
}
