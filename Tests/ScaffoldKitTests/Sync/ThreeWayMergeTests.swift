import Testing

@testable import ScaffoldKit

@Suite struct ThreeWayMergeTests {
    let base = "import A\n\nenum R {\n    case list\n}\n\nfunc f() {\n    work()\n}\n"

    @Test func changesInDifferentRegionsAreBothKept() {
        let ours = base.replacingOccurrences(of: "    work()\n", with: "    work()\n    log(\"mine\")\n")
        let theirs = base.replacingOccurrences(of: "    case list\n", with: "    case list\n    case detail(id: Int)\n")
        let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(!result.hasConflicts)
        #expect(result.text.contains("case detail(id: Int)"))
        #expect(result.text.contains("log(\"mine\")"))
    }

    @Test func sameRegionChangedDifferentlyIsAConflictKeepingAllVersions() {
        let ours = base.replacingOccurrences(of: "    case list\n", with: "    case list // mine\n")
        let theirs = base.replacingOccurrences(of: "    case list\n", with: "    case list\n    case detail\n")
        let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.hasConflicts)
        #expect(
            result.text.contains(
                "<<<<<<< yours\n    case list // mine\n||||||| last generated\n    case list\n=======\n    case list\n    case detail\n>>>>>>> generated now\n"
            ))
        #expect(ThreeWayMerge.containsConflictMarkers(result.text))
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false)
        let conflict = result.conflicts[0]
        #expect(lines[conflict.lowerBound - 1].hasPrefix("<<<<<<<"))
        #expect(lines[conflict.upperBound - 1].hasPrefix(">>>>>>>"))
    }

    @Test func identicalChangesOnBothSidesMergeCleanly() {
        let changed = base.replacingOccurrences(of: "work()", with: "work(1)")
        #expect(ThreeWayMerge.merge(base: base, ours: changed, theirs: changed) == .init(text: changed, conflicts: []))
    }

    @Test func oneSidedChangesTakeThatSide() {
        let changed = base + "// extra\n"
        #expect(ThreeWayMerge.merge(base: base, ours: base, theirs: changed).text == changed)
        #expect(ThreeWayMerge.merge(base: base, ours: changed, theirs: base).text == changed)
    }

    @Test func deletionsOnOneSideAreApplied() {
        let ours = base.replacingOccurrences(of: "import A\n\n", with: "")
        let theirs = base + "extension R {}\n"
        let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(!result.hasConflicts)
        #expect(result.text == ours + "extension R {}\n")
    }

    @Test func missingFinalNewlineDoesNotGlueMarkers() {
        let result = ThreeWayMerge.merge(base: "a", ours: "b", theirs: "c")
        #expect(result.text == "<<<<<<< yours\nb\n||||||| last generated\na\n=======\nc\n>>>>>>> generated now\n")
    }
}

@Suite struct ConflictMarkerScanTests {
    @Test(arguments: [
        ("a\n<<<<<<< yours\nb\n", true),
        ("a\n>>>>>>> generated now", true),
        ("||||||| base\n", true),
        ("a\n=======\n", true),
        ("a\n=======", true),
        ("a\n=======\r\n", true),
        ("a\n========\n", false),
        ("a\n<<<<<<<\n", false),
        ("  <<<<<<< indented\n", false),
        ("let s = \"<<<<<<< x\"\n", false),
        ("", false),
        ("<<<<<<x\n", false),
    ])
    func findsMarkersOnlyAtLineStarts(text: String, expected: Bool) {
        #expect(ThreeWayMerge.containsConflictMarkers(text) == expected)
    }
}
