import Testing

@testable import ScaffoldKit

/// `Memo` keeps the answers of pure functions for the process (issue 14): each key is computed
/// once while remembered, and the memory stays bounded.
@Suite struct MemoTests {
    @Test func aKeyIsComputedOnceAndItsValueKept() {
        let memo = Memo<String, Int>(capacity: 8)
        var computed = 0
        for _ in 0..<5 {
            #expect(
                memo.value(for: "a") {
                    computed += 1; return 1
                } == 1)
        }
        #expect(
            memo.value(for: "b") {
                computed += 1; return 2
            } == 2)
        #expect(computed == 2)
    }

    @Test func pastItsCapacityItStartsAgainEmpty() {
        let memo = Memo<Int, Int>(capacity: 3)
        var computed = 0
        for key in 0..<4 {
            _ = memo.value(for: key) {
                computed += 1; return key
            }
        }
        #expect(computed == 4)
        // Key 0 was dropped when the fourth key arrived; key 3 is still there.
        _ = memo.value(for: 3) {
            computed += 1; return 3
        }
        #expect(computed == 4)
        _ = memo.value(for: 0) {
            computed += 1; return 0
        }
        #expect(computed == 5)
    }

    /// The memoised parse answers like a first parse, errors included.
    @Test func memoisedTypeParsesAgreeWithTheFirstParse() {
        for text in ["String", "[Int: String]", "Int?", "(Int", "", "Array<Int>", "Foo.Bar?"] {
            let first = Result(catching: { () throws(SwiftTypeExpression.ParseError) in try SwiftTypeExpression.parse(text) })
            let again = Result(catching: { () throws(SwiftTypeExpression.ParseError) in try SwiftTypeExpression.parse(text) })
            #expect(first == again, "\(text)")
        }
    }
}
