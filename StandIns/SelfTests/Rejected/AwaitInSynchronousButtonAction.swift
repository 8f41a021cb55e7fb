// expect-error: async
// A button's action is synchronous (`@MainActor () -> Void`): `await` needs a `Task`.
import SwiftUI

@MainActor final class Loader {
    func load() async {}
}

struct LoadButton: View {
    let loader: Loader

    var body: some View {
        Button("Load") {
            await loader.load()
        }
    }
}
