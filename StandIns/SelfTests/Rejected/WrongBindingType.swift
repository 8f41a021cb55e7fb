// expect-error: 'Binding<Int>' to expected argument type 'Binding<String>'
// `TextField(_:text:)` binds a `String`.
import SwiftUI

struct AgeField: View {
    @State private var age = 30

    var body: some View {
        TextField("Age", text: $age)
    }
}
