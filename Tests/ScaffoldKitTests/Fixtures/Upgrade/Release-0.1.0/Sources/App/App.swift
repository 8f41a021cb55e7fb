/// Your code for Upgrade's `App` target. scaffold created this file and never changes it.
///
/// Beside it, scaffold generates and keeps current the composition root
/// (`AppComposition.swift`: `AppFeature`, `AppDependencies`) and the root navigation
/// (`AppRootView.swift`): `scaffold feature` and `scaffold sync` rewrite them from the features'
/// specs, and `scaffold check` fails when they are stale. Extend them here (for example an
/// `extension AppDependencies` with a factory that passes your own live clients).
public enum AppComposition {
    /// The app's name.
    public static let appName = "Upgrade"
}
