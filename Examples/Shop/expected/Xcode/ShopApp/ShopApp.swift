import App
import SwiftUI

/// Shop's entry point: one window showing `AppLaunchView` from the package's `App` target,
/// which opens every feature's live dependencies and then shows the app's root navigation.
/// Run it from `Xcode/Shop.xcodeproj` (scheme `Shop`, an iOS simulator or My Mac).
@main
struct ShopApp: SwiftUI.App {
    var body: some Scene {
        WindowGroup {
            AppLaunchView()
        }
    }
}
