// expect-error: cannot conform to 'View'
// Every statement of a view builder must be a view.
import SwiftUI

struct Logged: View {
    var body: some View {
        VStack {
            Text("Hello")
            print("rendered")
        }
    }
}
