import App
import SwiftUI

/// Upgrade's entry point: one window showing `AppLaunchView` from the package's `App` target,
/// which opens every feature's live dependencies and then shows the app's root navigation.
/// Run it from `Xcode/Upgrade.xcodeproj` (scheme `Upgrade`, an iOS simulator or My Mac).
@main
struct UpgradeApp: SwiftUI.App {
    var body: some Scene {
        WindowGroup {
            AppLaunchView()
        }
    }
}
