import Testing

@testable import ScaffoldKit

/// Compiler output as `verify` reads it (issue 25: the real error of a failed module sits in a
/// macro's expansion, which has no file of its own, so it was dropped and only "verification
/// failed" was left).
@Suite struct CompilerMessageTests {
    /// What swiftc printed for a `#Predicate` the SDK's Foundation cannot expand (trimmed).
    static let expansionFailure = """
        /pkg/Features/Pantry/Sources/PantryStorage+SwiftData.swift:106:151: error: could not expand macro
        macro expansion #Predicate:7:35: error: type 'PredicateExpressions' has no member 'build_NilLiteral'
         5 |         PredicateExpressions.build_Equal(
          |                                   `- error: type 'PredicateExpressions' has no member 'build_NilLiteral'
          `- /pkg/Features/Pantry/Sources/PantryStorage+SwiftData.swift:106:151: note: expanded code originates here
        /pkg/Features/Pantry/Sources/PantryStore.swift:3:1: warning: unused variable
        """

    @Test func anErrorInAMacroExpansionIsLocatedWhereTheMacroIsWritten() {
        let messages = CompilerMessage.parse(Self.expansionFailure)
        #expect(
            messages == [
                CompilerMessage(
                    severity: "error", path: "/pkg/Features/Pantry/Sources/PantryStorage+SwiftData.swift", line: 106,
                    column: 151, message: "could not expand macro"),
                CompilerMessage(
                    severity: "error", path: "/pkg/Features/Pantry/Sources/PantryStorage+SwiftData.swift", line: 106,
                    column: 151,
                    message: "in #Predicate's expansion: type 'PredicateExpressions' has no member 'build_NilLiteral'"),
                CompilerMessage(
                    severity: "warning", path: "/pkg/Features/Pantry/Sources/PantryStore.swift", line: 3, column: 1,
                    message: "unused variable"),
            ])
    }

    @Test func aNoteWithoutAnExpansionBeforeItIsLeftOut() {
        let output = "/pkg/A.swift:1:2: note: expanded code originates here\n/pkg/A.swift:3:4: note: something\n"
        #expect(CompilerMessage.parse(output).isEmpty)
    }
}
