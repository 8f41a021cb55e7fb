import Foundation
import Testing

@testable import ScaffoldKit

/// The stand-in modules under `StandIns/` are compiled into the tool as
/// `Sources/ScaffoldKit/Verify/StandInSources.swift`, so `scaffold verify` can type-check SwiftUI
/// and SwiftData code from any folder. This test keeps the two in step:
/// `SCAFFOLD_UPDATE_GOLDENS=1 swift test --filter StandInSources` regenerates the Swift file.
@Suite struct StandInSourcesTests {
    @Test func embeddedStandInsMatchStandInsFolder() throws {
        let root = Golden.repositoryRoot.appendingPathComponent("StandIns")
        var files: [(String, String)] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            // Only the modules and the macro stand-ins (`Macros/`, built as compiler plugins for the SDK
            // type-check); `StandIns/SelfTests/` holds their self-tests (StandInEndToEndTests).
            guard ["Accessibility/", "SwiftUI/", "SwiftData/", "Macros/"].contains(where: relative.hasPrefix) else { continue }
            files.append((relative, try String(contentsOf: url, encoding: .utf8)))
        }
        files.sort { $0.0 < $1.0 }
        #expect(files.contains { $0.0.hasPrefix("SwiftUI/") } && files.contains { $0.0.hasPrefix("SwiftData/") })
        Golden.assertMatches(Self.swiftSource(for: files), file: "Sources/ScaffoldKit/Verify/StandInSources.swift")
    }

    static func swiftSource(for files: [(String, String)]) -> String {
        var out = """
            // This file is generated from the StandIns/ folder by StandInSourcesTests.
            // Do not edit: change the stand-in, then run
            //   SCAFFOLD_UPDATE_GOLDENS=1 swift test --filter StandInSources

            /// The SwiftUI, SwiftData and Accessibility stand-in modules, compiled into the tool so `scaffold verify`
            /// can type-check platform-guarded code where Apple's frameworks do not exist.
            enum StandInSources {
                /// Path relative to `StandIns/` (for example `SwiftUI/View.swift`) → Swift source.
                static let files: [String: String] = [

            """
        for (path, source) in files {
            var hashes = "#"
            while source.contains("\"\"\"" + hashes) || source.contains("\\" + hashes) || source.contains("\"" + hashes) {
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
        out += "    ]\n}\n"
        return out
    }
}
