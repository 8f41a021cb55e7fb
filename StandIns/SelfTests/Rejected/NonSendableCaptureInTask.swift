// expect-error: capture of 'tally' with non-Sendable type 'Tally' in a '@Sendable' closure
// The `task` modifier's action is `@Sendable`. Formed on the main actor (a view body) it is
// main-actor isolated and may use main-actor state; formed in nonisolated code it may not capture
// a non-`Sendable` value.
import SwiftUI

final class Tally {
    var count = 0
}

nonisolated func counting(_ tally: Tally) -> some View {
    Text("Counting")
        .task { tally.count += 1 }
}
