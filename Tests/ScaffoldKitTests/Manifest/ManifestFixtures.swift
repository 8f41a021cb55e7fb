import Testing

/// Real-world-shaped manifests for the editor's table tests. Each edited output is a golden
/// file under `Tests/ScaffoldKitTests/Goldens/ManifestEditor/`.
enum ManifestFixtures {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var testDescription: String { name }
    }

    static var editable: [Case] { handWritten + realWorldEditable }

    static var failing: [FailingCase] { handWrittenFailing + realWorldRefused }

    static let handWritten: [Case] = [
        Case(
            name: "swift-package-init",
            source: #"""
                // swift-tools-version: 6.0
                // The swift-tools-version declares the minimum version of Swift required to build this package.

                import PackageDescription

                let package = Package(
                    name: "MyApp",
                    platforms: [.iOS(.v17), .macOS(.v14)],
                    products: [
                        // Products define the executables and libraries a package produces.
                        .library(
                            name: "App",
                            targets: ["App"]
                        ),
                    ],
                    targets: [
                        .target(name: "App", path: "Sources/App"),
                        .testTarget(name: "AppTests", dependencies: ["App"], path: "Tests/AppTests"),
                    ],
                    swiftLanguageModes: [.v6]
                )

                """#),
        Case(
            name: "no-trailing-commas",
            source: #"""
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Shop",
                    products: [
                        .library(name: "Shop", targets: ["Shop"])
                    ],
                    targets: [
                        .target(name: "Shop"),
                        .testTarget(name: "ShopTests", dependencies: ["Shop"]) // the tests
                    ]
                )

                """#),
        Case(
            name: "tricky-comments-and-strings",
            source: ##"""
                // swift-tools-version: 6.0
                import PackageDescription

                /* A block comment with a ] bracket and targets: [ inside,
                   /* nested: products: [ .library(name: "Fake") ] */ still a comment ] */
                let banner = """
                    targets: [ ".target(name: \"NotReal\")" ]
                    """
                let raw = #"products: [ "]" ) "#
                let interpolated = "\(banner.count) ] targets: ["

                let package = Package(
                    name: "Tricky", // name: "Other" ]
                    products: [
                        .library(name: "Tricky", targets: ["Tricky"]), // ] not the end
                    ],
                    dependencies: [
                        .package(url: "https://example.com/dep.git", from: "1.0.0"),
                    ],
                    targets: [
                        // .target(name: "Commented"),
                        .target(
                            name: "Tricky",
                            dependencies: [.product(name: "Dep", package: "dep")],
                            resources: [.process("Resources/[brackets].json")]
                        ),
                        /* ] */
                    ]
                )

                """##),
        Case(
            name: "empty-arrays",
            source: #"""
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Empty",
                    products: [],
                    targets: []
                )

                """#),
        Case(
            name: "single-line-arrays",
            source: #"""
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Inline",
                    products: [.library(name: "A", targets: ["A"])],
                    targets: [.target(name: "A"), .testTarget(name: "ATests", dependencies: ["A"])]
                )

                """#),
        Case(
            name: "missing-products-with-dependencies",
            source: #"""
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Tool",
                    platforms: [.macOS(.v14)],
                    dependencies: [
                        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.3.0"),
                    ],
                    targets: [
                        .executableTarget(
                            name: "tool",
                            dependencies: [
                                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                            ]
                        ),
                    ]
                )

                """#),
        Case(
            name: "missing-products",
            source: #"""
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Lib",
                    targets: [
                        .target(name: "Lib"),
                    ]
                )

                """#),
        Case(
            name: "tabs",
            source:
                "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n\tname: \"Tabs\",\n\tproducts: [\n\t\t.library(name: \"Tabs\", targets: [\"Tabs\"]),\n\t],\n\ttargets: [\n\t\t.target(name: \"Tabs\"),\n\t]\n)\n"
        ),
        Case(
            name: "crlf",
            source:
                "// swift-tools-version: 6.0\r\nimport PackageDescription\r\n\r\nlet package = Package(\r\n    name: \"Windows\",\r\n    targets: [\r\n        .target(name: \"Windows\"),\r\n    ]\r\n)\r\n"
        ),
        Case(
            name: "two-space-indent",
            source: #"""
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                  name: "Two",
                  products: [
                    .library(name: "Two", targets: ["Two"]),
                  ],
                  targets: [
                    .target(name: "Two"),
                  ]
                )

                """#),
        Case(
            name: "closing-bracket-on-last-line",
            source: #"""
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Compact",
                    products: [
                        .library(name: "Compact", targets: ["Compact"])],
                    targets: [
                        .target(name: "Compact"),
                        .testTarget(name: "CompactTests", dependencies: ["Compact"])])

                """#),
        Case(
            name: "conditional-settings-outside-call",
            source: #"""
                // swift-tools-version: 6.0
                import CompilerPluginSupport
                import PackageDescription

                #if os(Linux)
                let extraSettings: [SwiftSetting] = [.define("LINUX")]
                #else
                let extraSettings: [SwiftSetting] = []
                #endif

                let package = Package(
                    name: "Cond",
                    products: [
                        .library(name: "Cond", targets: ["Cond"]),
                    ],
                    targets: [
                        .target(name: "Cond", swiftSettings: extraSettings + [.enableUpcomingFeature("ExistentialAny")]),
                        .macro(name: "CondMacros", dependencies: []),
                        .plugin(name: "Lint", capability: .buildTool()),
                    ]
                )

                """#),
        Case(
            name: "qualified-package-and-first-element-on-bracket-line",
            source: #"""
                // swift-tools-version: 6.0
                import PackageDescription

                var package = PackageDescription.Package(
                    name: "Odd",
                    products: [.library(name: "Odd", targets: ["Odd"]),
                               .library(name: "Even", targets: ["Even"])],
                    targets: [Target.target(name: "Odd"),
                              .target(name: "Even")
                    ]
                )

                """#),
    ]

    struct FailingCase: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        /// A substring whose first occurrence marks where the error must point (nil: no location).
        var marker: String?
        var reasonContains: String
        var testDescription: String { name }
    }

    static let handWrittenFailing: [FailingCase] = [
        FailingCase(
            name: "targets-concatenated",
            source: #"""
                import PackageDescription
                let package = Package(name: "V", targets: [.target(name: "A")] + makeTargets())
                """#, marker: "[.target", reasonContains: "not a plain array literal"),
        FailingCase(
            name: "two-package-calls",
            source: #"""
                import PackageDescription
                #if os(Linux)
                let package = Package(name: "L", targets: [])
                #else
                let package = Package(name: "M", targets: [])
                #endif
                """#, marker: "Package(name: \"M\"", reasonContains: "more than one 'Package(…)' call (2 found)"),
        FailingCase(
            name: "no-targets",
            source: #"""
                import PackageDescription
                let package = Package(name: "Nothing")
                """#, marker: "Package(", reasonContains: "has no 'targets:' array"),
        FailingCase(
            name: "computed-name",
            source: #"""
                import PackageDescription
                let name = "Core"
                let package = Package(name: name, targets: [.target(name: name)])
                """#, marker: ".target(name: name)", reasonContains: "an element of 'targets:' is not"),
        FailingCase(
            name: "package-in-function",
            source: #"""
                import PackageDescription
                func make() -> Package { Package(name: "F", targets: []) }
                let package = make()
                """#, marker: "Package(name", reasonContains: "not the value of 'let package ='"),
        FailingCase(
            name: "unterminated-string", source: "import PackageDescription\nlet package = Package(name: \"Oops, targets: [])\n",
            marker: "\"Oops", reasonContains: "unterminated string literal"),
        FailingCase(
            name: "unbalanced", source: "import PackageDescription\nlet package = Package(name: \"X\", targets: [)\n",
            marker: ")\n", reasonContains: "unbalanced ')'"),
        FailingCase(
            name: "no-package", source: "import PackageDescription\n", marker: nil, reasonContains: "no 'Package(…)' call found"),
    ]
}
