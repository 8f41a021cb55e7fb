// expect-error: to expected argument type 'KeyPath<EnvironmentValues, UserInterfaceSizeClass>'
// `horizontalSizeClass` is optional (`UserInterfaceSizeClass?`): a non-optional property cannot read it.
import SwiftUI

struct AdaptiveRoot: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass: UserInterfaceSizeClass

    var body: some View {
        Text(horizontalSizeClass == .compact ? "Tabs" : "Sidebar")
    }
}
