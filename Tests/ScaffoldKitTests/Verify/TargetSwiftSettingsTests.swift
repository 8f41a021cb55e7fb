import Testing

@testable import ScaffoldKit

/// `scaffold verify` type-checks against the stand-ins under each target's own Swift settings,
/// read from `swift package dump-package`, and says which it could not apply.
@Suite struct TargetSwiftSettingsTests {
    /// What `swift package dump-package` prints for a package whose manifest adds settings in a
    /// loop (as /tmp's strict trial did), after a warning line.
    static let output = #"""
        warning: 'strict': found 1 file(s) which are unhandled
        {
          "name": "MyApp",
          "swiftLanguageVersions": ["5", "6"],
          "targets": [
            {"name": "Journal", "type": "regular", "settings": [
              {"kind": {"enableUpcomingFeature": {"_0": "ExistentialAny"}}, "tool": "swift"},
              {"kind": {"enableExperimentalFeature": {"_0": "StrictMemorySafety"}}, "tool": "swift"},
              {"kind": {"defaultIsolation": {"_0": "MainActor"}}, "tool": "swift"},
              {"kind": {"define": {"_0": "JOURNAL"}}, "tool": "swift"},
              {"kind": {"define": {"_0": "DEBUG_ONLY"}}, "tool": "swift", "condition": {"config": "debug"}},
              {"kind": {"define": {"_0": "IOS_ONLY"}}, "tool": "swift", "condition": {"platformNames": ["ios"]}},
              {"kind": {"unsafeFlags": {"_0": ["-strict-concurrency=complete", "-enable-upcoming-feature", "InferSendableFromCaptures"]}}, "tool": "swift"},
              {"kind": {"unsafeFlags": {"_0": ["-Xfrontend", "-load-plugin-library", "x.so"]}}, "tool": "swift"},
              {"kind": {"interoperabilityMode": {"_0": "Cxx"}}, "tool": "swift"},
              {"kind": {"define": {"_0": "C_ONLY"}}, "tool": "c"}
            ]},
            {"name": "JournalTests", "type": "test", "settings": [
              {"kind": {"swiftLanguageMode": {"_0": "5"}}, "tool": "swift"}
            ]},
            {"name": "Plain", "type": "regular"}
          ]
        }
        """#

    @Test func everyKindTheCheckCanApplyBecomesFlags() throws {
        let settings = try #require(TargetSwiftSettings.byTarget(dumpPackageOutput: Self.output))
        let journal = try #require(settings["Journal"])
        #expect(
            journal.flags == [
                "-enable-upcoming-feature", "ExistentialAny", "-enable-experimental-feature", "StrictMemorySafety",
                "-default-isolation", "MainActor", "-D", "JOURNAL", "-D", "DEBUG_ONLY", "-strict-concurrency=complete",
                "-enable-upcoming-feature", "InferSendableFromCaptures",
            ])
        #expect(
            journal.notApplied == [
                "define(IOS_ONLY) (conditional)", "unsafeFlags(-Xfrontend, -load-plugin-library, x.so)",
                "interoperabilityMode(Cxx)",
            ])
        #expect(journal.summary?.hasPrefix("with the target's Swift settings enableUpcomingFeature(ExistentialAny), ") == true)
        #expect(
            journal.summary?.hasSuffix(
                "; not applied: define(IOS_ONLY) (conditional), unsafeFlags(-Xfrontend, -load-plugin-library, x.so), interoperabilityMode(Cxx)"
            ) == true)
        #expect(settings["JournalTests"]?.flags == ["-swift-version", "5"])
        #expect(settings["Plain"] == TargetSwiftSettings())
        #expect(settings["Plain"]?.summary == nil)
    }

    @Test func thePackagesOlderLanguageModeIsApplied() throws {
        let output = #"{"name": "P", "swiftLanguageVersions": ["5"], "targets": [{"name": "A"}]}"#
        let settings = try #require(TargetSwiftSettings.byTarget(dumpPackageOutput: output))
        #expect(settings["A"]?.flags == ["-swift-version", "5"])
    }

    @Test func outputWithoutAPackageDescriptionIsNil() {
        #expect(TargetSwiftSettings.byTarget(dumpPackageOutput: "error: manifest parse error") == nil)
    }

    @Test func unsafeFlagsThatReadOrWriteAnythingAreNotApplied() {
        #expect(TargetSwiftSettings.safeFlags(["-D", "X", "-DY", "-warnings-as-errors"]) != nil)
        #expect(TargetSwiftSettings.safeFlags(["-enable-upcoming-feature"]) == nil)
        #expect(TargetSwiftSettings.safeFlags(["-I", "/tmp"]) == nil)
        #expect(TargetSwiftSettings.safeFlags(["main.swift"]) == nil)
        #expect(TargetSwiftSettings.safeFlags(["-default-isolation", "-o"]) == nil)
    }
}
