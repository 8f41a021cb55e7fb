// expect-error: has no member 'textInputAutocapitalization'
// `textInputAutocapitalization` exists on iOS only: unguarded, it fails the macOS build.
import SwiftUI

struct NameField: View {
    @State private var name = ""

    var body: some View {
        TextField("Name", text: $name)
            .textInputAutocapitalization(.never)
    }
}
