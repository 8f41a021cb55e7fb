// expect-error: main actor-isolated property 'title' can not be referenced from a Sendable closure
// A main-actor read inside a `Sendable` closure formed in a view body.
import SwiftUI

@MainActor @Observable final class Headline {
    var title = "Today"
}

struct Titled: View {
    let headline: Headline

    var body: some View {
        let read: @Sendable () -> String = { headline.title }
        Text(read())
    }
}
