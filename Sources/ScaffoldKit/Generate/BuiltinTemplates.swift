// This file is generated from the Templates/ folder by BuiltinTemplatesTests.
// Do not edit: change the template, then run
//   SCAFFOLD_UPDATE_GOLDENS=1 swift test --filter BuiltinTemplates

/// The built-in template sets, compiled into the tool so it works from any folder.
enum BuiltinTemplates {
    /// Template path relative to `Templates/` (for example `feature/Route.swift.mustache`)
    /// → template source.
    static let files: [String: String] = [
        "init/App.swift.mustache": #"""
        /// {{name}}'s composition root: the one place that creates each feature with its live
        /// dependencies. `scaffold feature <Name>` registers new features in Package.swift and makes
        /// this target depend on them.
        public enum AppComposition {
            /// The app's name.
            public static let appName = "{{name}}"
        }

        """#,
        "init/AppRootView.swift.mustache": #"""
        #if canImport(SwiftUI)
        import SwiftUI

        /// The root view of {{name}}: hosts the features created by ``AppComposition``.
        public struct AppRootView: View {
            /// Creates the root view.
            public init() {}

            /// The view's content.
            public var body: some View {
                NavigationStack {
                    Text(AppComposition.appName)
                }
            }
        }
        #endif

        """#,
        "init/AppTests.swift.mustache": #"""
        import Testing
        @testable import App

        @Suite struct AppCompositionTests {
            @Test func appNameIsThePackageName() {
                #expect(AppComposition.appName == "{{name}}")
            }
        }

        """#,
        "init/Package.swift.mustache": #"""
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "{{name}}",
            platforms: [.iOS(.v17), .macOS(.v14)],
            products: [
                .library(name: "App", targets: ["App"]),
            ],
            targets: [
                .target(name: "App", path: "Sources/App"),
                .testTarget(name: "AppTests", dependencies: ["App"], path: "Tests/AppTests"),
            ],
            swiftLanguageModes: [.v6]
        )

        """#,
        "init/README.md.mustache": #"""
        # {{name}}

        A Swift package scaffolded by `scaffold init`, ready for feature modules.

        - `Sources/App` is the composition root; `Tests/AppTests` holds its tests.
        - Add a feature with `scaffold feature <Name>`: it lands in `Features/<Name>/Sources` and
          `Features/<Name>/Tests` and is registered in `Package.swift`.
        - Project settings live in `.scaffold/config.json` (`layout`: `features` or `swiftpm`;
          `style`: `feature`, `mvvm` or `mvi`).

        Build and test with `swift build` and `swift test`.

        """#,
        "init/config.json.mustache": #"""
        {
          "layout": "features",
          "style": "feature"
        }

        """#,
        "init/gitignore.mustache": #"""
        .DS_Store
        /.build
        /Packages
        .swiftpm/
        xcuserdata/
        DerivedData/
        *.xcodeproj
        .scaffold/.staging-*

        """#,
    ]
}
