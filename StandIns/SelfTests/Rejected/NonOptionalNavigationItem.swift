// expect-error: to expected argument type 'Binding<D?>'
// `navigationDestination(item:)` presents while its binding is non-`nil`: it takes `Binding<D?>`,
// so a binding to a non-optional route cannot drive it.
import SwiftUI

enum Shelf: Hashable, Sendable {
    case book(Int)
}

struct ShelfPage: View {
    @Binding var shelf: Shelf

    var body: some View {
        Text("Shelf")
            .navigationDestination(item: $shelf) { _ in
                Text("A book")
            }
    }
}
