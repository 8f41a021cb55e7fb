/// Your code for Shop's `App` target. scaffold created this file and never changes it.
///
/// Beside it, scaffold generates and keeps current the composition root
/// (`AppComposition.swift`: `AppFeature`, `AppDependencies`) and the root navigation
/// (`AppRootView.swift`): `scaffold feature` and `scaffold sync` rewrite them from the features'
/// specs, and `scaffold check` fails when they are stale. Extend them here (for example an
/// `extension AppDependencies` with a factory that starts from `live()` and sets your own live
/// clients; a test or preview can set any dependency of `preview()` the same way).
public enum AppComposition {
    /// The app's name.
    public static let appName = "Shop"
}
