// expect-error: 'switch' statement body must have at least one 'case' or 'default' block
// A view builder rejects a `switch` without cases (issue 9: a spec without routes).
import SwiftUI

enum NoRoute: Hashable, Sendable {}

struct Destinations: View {
    let route: NoRoute

    var body: some View {
        switch route {
        }
    }
}
