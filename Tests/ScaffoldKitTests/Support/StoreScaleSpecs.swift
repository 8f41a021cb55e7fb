import Foundation
import Testing

/// Storage specs at scale, generated: a model with many filterable properties (the SwiftData
/// store's predicate must type-check in bounded time however many it has) and one model through
/// nine releases (the feature must compile at each). The stand-in and SDK suites type-check what
/// they render, each with its own checker.
enum StoreScaleSpecs {
    /// The compiler's own bound on any one function body or expression, in milliseconds
    /// (`-warn-long-function-bodies`, `-warn-long-expression-type-checking`), an error under
    /// `-warnings-as-errors`. Written as one `#Predicate`, a filter of 9 conditions took 25 s to
    /// type-check here with Foundation's macro; built from `StoreCondition`s, 30 properties (49
    /// conditions) take milliseconds.
    static let typeCheckBoundMilliseconds = 2000

    /// The flags that make a longer type-check an error.
    static var boundFlags: [String] {
        [
            "-Xfrontend", "-warn-long-function-bodies=\(typeCheckBoundMilliseconds)",
            "-Xfrontend", "-warn-long-expression-type-checking=\(typeCheckBoundMilliseconds)",
        ]
    }

    /// The filterable-property counts checked.
    static let propertyCounts = [1, 2, 5, 10, 20, 30]

    /// The property types a generated model cycles through: every kind the filter offers an
    /// equality on (and, for numbers and dates, a range), plus one optional it does not filter.
    static let filterableTypes = ["String", "Int", "Double", "Bool", "Date", "Shade", "UUID", "Int64", "Date?"]

    /// A storage feature whose one model has `count` properties besides `id`.
    static func wideSpec(name: String, properties count: Int) -> String {
        let properties = (0..<count).map { index in
            #"{ "name": "field\#(index)", "type": "\#(filterableTypes[index % filterableTypes.count])" }"#
        }
        return """
            { "name": "\(name)", "storage": { "kind": "swiftdata",
              "enums": [{ "name": "Shade", "cases": ["light", "dark"] }],
              "models": [{ "name": "Reading", "properties": [{ "name": "id", "type": "UUID" }, \(properties.joined(separator: ", "))] }] } }
            """
    }

    /// Renders the feature of ``wideSpec(name:properties:)`` into a new package under
    /// `directory` and returns its sources folder.
    static func renderWide(properties count: Int, in directory: TemporaryDirectory) throws -> String {
        let root = directory.path + "/Scale"
        try #require(runTool(["init", "Scale", "--path", root], in: directory.path).status == 0)
        let name = "Wide\(count)"
        let path = try directory.write("\(name).feature.json", wideSpec(name: name, properties: count))
        let rendered = runTool(["feature", "--spec", path, "--no-register"], in: root)
        try #require(rendered.status == 0, "\(rendered.stderr)")
        let sources = root + "/Features/\(name)/Sources"
        let store = try String(contentsOfFile: sources + "/\(name)Storage+SwiftData.swift", encoding: .utf8)
        #expect(store.contains("StoreCondition.equal(record, \\.field0"), "the predicate is built from conditions")
        return sources
    }

    /// Takes the Shelf feature of ``evolvingSpec(releases:)`` through its nine releases in a new
    /// package under `directory` (`feature`, then `sync` on each edit of its spec), calling
    /// `check` with the release and the sources folder after each.
    static func evolve(in directory: TemporaryDirectory, check: (Int, String) throws -> Void) throws {
        let root = directory.path + "/Evolving"
        try #require(runTool(["init", "Evolving", "--path", root], in: directory.path).status == 0)
        let spec = directory.path + "/Shelf.feature.json"
        try evolvingSpec(releases: 1).write(toFile: spec, atomically: true, encoding: .utf8)
        try #require(runTool(["feature", "--spec", spec, "--no-register"], in: root).status == 0)
        for release in 1...9 {
            if release > 1 {
                try evolvingSpec(releases: release).write(
                    toFile: root + "/Features/Shelf/Shelf.feature.json", atomically: true, encoding: .utf8)
                let synced = runTool(["sync"], in: root)
                try #require(synced.status == 0, "release \(release): \(synced.stderr)")
            }
            try check(release, root + "/Features/Shelf/Sources")
        }
    }

    /// The Shelf spec after `releases` releases: release `k` adds `field<k>` (an `Int` with a
    /// default, or every third one a `String?`), and the release after a `String?` arrives makes
    /// it a required `String`, backfilled by a custom migration.
    static func evolvingSpec(releases: Int) -> String {
        func properties(at release: Int) -> [String] {
            (1...release).map { index in
                if index % 3 == 0 {
                    return #"{ "name": "field\#(index)", "type": "\#(release > index ? "String" : "String?")" }"#
                }
                return #"{ "name": "field\#(index)", "type": "Int", "default": \#(index) }"#
            }
        }
        func model(at release: Int) -> String {
            let properties = [#"{ "name": "id", "type": "UUID" }"#] + properties(at: release)
            return #"{ "name": "Book", "properties": [\#(properties.joined(separator: ", "))] }"#
        }
        guard releases > 1 else {
            return #"{ "name": "Shelf", "storage": { "kind": "swiftdata", "models": [\#(model(at: 1))] } }"#
        }
        let versions =
            (1..<releases).map { #"{ "version": "\#($0).0.0", "models": [\#(model(at: $0))] }"# }
            + [#"{ "version": "\#(releases).0.0" }"#]
        let migrations = (1..<releases).filter { $0 % 3 == 0 }.map { release in
            let backfill = #"[{ "model": "Book", "property": "field\#(release)", "value": "\"untitled\"" }]"#
            return #"{ "from": "\#(release).0.0", "to": "\#(release + 1).0.0", "kind": "custom", "backfill": \#(backfill) }"#
        }
        return #"""
            { "name": "Shelf", "storage": { "kind": "swiftdata", "models": [\#(model(at: releases))],
              "versions": [\#(versions.joined(separator: ", "))], "migrations": [\#(migrations.joined(separator: ", "))] } }
            """#
    }
}
