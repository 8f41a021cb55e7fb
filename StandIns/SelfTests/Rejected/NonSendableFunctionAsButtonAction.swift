// expect-error: converting non-Sendable function value to '@MainActor @Sendable () -> Void' may introduce data races
// A plain `() -> Void` passed as a button's `@MainActor` action (issue 9: the mvi retry).
import SwiftUI

struct RetryRow: View {
    let retry: () -> Void

    var body: some View {
        Button("Try again", action: retry)
    }
}
