// expect-error: main actor-isolated property 'body' can not be referenced from a nonisolated context
// `View` is `@MainActor`: its `body` cannot be read from nonisolated code.
import SwiftUI

struct Card: View {
    var body: some View { Text("Card") }
}

nonisolated func peek(at card: Card) -> some View {
    card.body
}
