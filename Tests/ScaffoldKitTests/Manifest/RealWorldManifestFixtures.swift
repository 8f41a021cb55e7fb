/// Manifest shapes seen in public Swift packages, rewritten in our own words (names, versions
/// and settings changed; the structure kept): settings loops after the `Package(…)` call,
/// targets and products in variables, entries appended outside the call, computed settings,
/// aligned and two-space styles. Each is either edited by pure insertion (``editable``: golden
/// under `Goldens/ManifestEditor/`, and `ManifestShapesEndToEndTests` proves SwiftPM loads the
/// result with the new targets) or refused with the entries to add by hand (``refused``).
extension ManifestFixtures {
    static let realWorldEditable: [Case] = [
        Case(
            name: "architecture-library-settings-loop",
            source: #"""
                // swift-tools-version: 5.9
                import CompilerPluginSupport
                import PackageDescription

                let package = Package(
                  name: "swift-architecture",
                  platforms: [
                    .iOS(.v13),
                    .macOS(.v10_15),
                  ],
                  products: [
                    .library(
                      name: "Architecture",
                      targets: ["Architecture"]
                    )
                  ],
                  dependencies: [
                    .package(url: "https://example.com/swift-paths", from: "1.5.0"),
                    .package(url: "https://example.com/swift-syntax", from: "600.0.0"),
                  ],
                  targets: [
                    .target(
                      name: "Architecture",
                      dependencies: [
                        "ArchitectureMacros",
                        .product(name: "Paths", package: "swift-paths"),
                      ]
                    ),
                    .testTarget(
                      name: "ArchitectureTests",
                      dependencies: [
                        "Architecture",
                      ]
                    ),
                    .macro(
                      name: "ArchitectureMacros",
                      dependencies: [
                        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                      ]
                    ),
                  ]
                )

                #if compiler(>=6)
                  for target in package.targets where target.type != .system && target.type != .test {
                    target.swiftSettings = target.swiftSettings ?? []
                    target.swiftSettings?.append(contentsOf: [
                      .enableUpcomingFeature("ExistentialAny"),
                    ])
                  }
                #endif

                """#),
        Case(
            name: "networking-local-dependencies-switch",
            source: #"""
                // swift-tools-version:5.8
                import PackageDescription

                let atomics: PackageDescription.Target.Dependency = .product(name: "Atomics", package: "swift-atomics")

                let package = Package(
                    name: "swift-networking",
                    products: [
                        .library(name: "NetCore", targets: ["NetCore"]),
                        .library(name: "NetPosix", targets: ["NetPosix"]),
                    ],
                    dependencies: [],
                    targets: [
                        // MARK: - Targets
                        .target(
                            name: "NetCore",
                            dependencies: [
                                "_NetStructures",
                                atomics,
                            ]
                        ),
                        .target(name: "_NetStructures"),
                        .target(
                            name: "NetPosix",
                            dependencies: ["NetCore", "_NetStructures", atomics],
                            exclude: ["README.md"]
                        ),
                        // MARK: - Tests
                        .testTarget(name: "NetCoreTests", dependencies: ["NetCore"]),
                    ]
                )

                if Context.environment["USE_LOCAL_DEPS"] == nil {
                    package.dependencies += [
                        .package(url: "https://example.com/swift-atomics.git", from: "1.1.0"),
                    ]
                } else {
                    package.dependencies += [
                        .package(path: "../swift-atomics"),
                    ]
                }

                """#),
        Case(
            name: "cli-parser-targets-appended-on-macos",
            source: #"""
                // swift-tools-version:5.7
                import PackageDescription

                var package = Package(
                    name: "swift-options",
                    products: [
                        .library(name: "Options", targets: ["Options"]),
                    ],
                    dependencies: [],
                    targets: [
                        .target(name: "Options", dependencies: ["OptionsDocs"], exclude: ["CMakeLists.txt"]),
                        .target(name: "OptionsDocs", exclude: ["CMakeLists.txt"]),
                        .testTarget(name: "OptionsTests", dependencies: ["Options"]),
                    ]
                )

                #if os(macOS)
                package.targets.append(contentsOf: [
                    .executableTarget(name: "generate-manual", dependencies: ["Options"], path: "Tools/generate-manual"),
                ])
                #endif

                """#),
        Case(
            name: "web-framework-computed-settings-after-call",
            source: #"""
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "webkit-server",
                    platforms: [.macOS(.v10_15), .iOS(.v13)],
                    products: [
                        .library(name: "Server", targets: ["Server"]),
                        .library(name: "XCTServer", targets: ["XCTServer"]),
                    ],
                    dependencies: [
                        .package(url: "https://example.com/http-client.git", from: "1.21.0"),
                    ],
                    targets: [
                        .target(name: "CServerHash", cSettings: [.define("_GNU_SOURCE")]),
                        .target(
                            name: "Server",
                            dependencies: [
                                .target(name: "CServerHash"),
                                .product(name: "HTTPClient", package: "http-client"),
                            ],
                            swiftSettings: swiftSettings
                        ),
                        .target(name: "XCTServer", dependencies: [.target(name: "Server")], swiftSettings: swiftSettings),
                        .testTarget(name: "ServerTests", dependencies: [.target(name: "XCTServer")], swiftSettings: swiftSettings),
                    ]
                )

                var swiftSettings: [SwiftSetting] { [
                    .enableUpcomingFeature("ForwardTrailingClosures"),
                    .enableUpcomingFeature("ConciseMagicFile"),
                ] }

                """#),
        Case(
            name: "database-settings-built-before-call",
            source: #"""
                // swift-tools-version:5.7
                import Foundation
                import PackageDescription

                var swiftSettings: [SwiftSetting] = [
                    .define("SQL_ENABLE_FTS5"),
                ]
                var cSettings: [CSetting] = []
                if ProcessInfo.processInfo.environment["SQL_ENABLE_HOOKS"] == "1" {
                    swiftSettings.append(.define("SQL_ENABLE_HOOKS"))
                    cSettings.append(.define("SQL_ENABLE_HOOKS"))
                }

                let package = Package(
                    name: "Tables",
                    defaultLocalization: "en",
                    platforms: [
                        .iOS(.v11),
                        .macOS(.v10_13),
                    ],
                    products: [
                        .library(name: "TablesSQLite", targets: ["TablesSQLite"]),
                        .library(name: "Tables", targets: ["Tables"]),
                        .library(name: "Tables-dynamic", type: .dynamic, targets: ["Tables"]),
                    ],
                    dependencies: [],
                    targets: [
                        .systemLibrary(
                            name: "TablesSQLite",
                            providers: [.apt(["libsqlite3-dev"])]),
                        .target(
                            name: "Tables",
                            dependencies: ["TablesSQLite"],
                            path: "Tables",
                            cSettings: cSettings,
                            swiftSettings: swiftSettings),
                        .testTarget(
                            name: "TablesTests",
                            dependencies: ["Tables"],
                            path: "Tests",
                            exclude: ["Info.plist"],
                            swiftSettings: swiftSettings)
                    ],
                    swiftLanguageVersions: [.v5]
                )

                """#),
        Case(
            name: "layout-dsl-minimal",
            source: #"""
                // swift-tools-version:5.3
                import PackageDescription

                let package = Package(
                    name: "Anchors",
                    platforms: [
                        .iOS(.v12),
                        .macOS(.v10_13),
                        .tvOS(.v12)
                    ],
                    products: [
                        .library(name: "Anchors", targets: ["Anchors"]),
                        .library(name: "Anchors-Dynamic", type: .dynamic, targets: ["Anchors"]),
                    ],
                    targets: [
                        .target(name: "Anchors", path: "Sources", resources: [.copy("PrivacyInfo.xcprivacy")]),
                        .testTarget(name: "AnchorsTests", dependencies: ["Anchors"]),
                    ],
                    swiftLanguageVersions: [
                        .v5
                    ]
                )

                """#),
        Case(
            name: "http-library-aligned-arguments",
            source: #"""
                // swift-tools-version:5.7.1
                import PackageDescription

                let package = Package(name: "Fetcher",
                                      platforms: [.macOS(.v10_13),
                                                  .iOS(.v11)],
                                      products: [
                                          .library(name: "Fetcher", targets: ["Fetcher"]),
                                          .library(name: "FetcherDynamic", type: .dynamic, targets: ["Fetcher"])
                                      ],
                                      targets: [.target(name: "Fetcher",
                                                        path: "Source",
                                                        exclude: ["Info.plist"],
                                                        linkerSettings: [.linkedFramework("CFNetwork",
                                                                                          .when(platforms: [.iOS,
                                                                                                            .macOS]))]),
                                                .testTarget(name: "FetcherTests",
                                                            dependencies: ["Fetcher"],
                                                            path: "Tests",
                                                            exclude: ["Info.plist"])],
                                      swiftLanguageVersions: [.v5])

                """#),
        Case(
            name: "linter-plugins-and-executables",
            source: #"""
                // swift-tools-version:5.9
                import PackageDescription

                let swiftFeatures: [SwiftSetting] = [
                    .enableUpcomingFeature("ExistentialAny"),
                    .enableUpcomingFeature("ConciseMagicFile"),
                ]

                let package = Package(
                    name: "Linty",
                    platforms: [.macOS(.v12)],
                    products: [
                        .executable(name: "linty", targets: ["linty"]),
                        .library(name: "LintyFramework", targets: ["LintyFramework"]),
                        .plugin(name: "LintyBuildToolPlugin", targets: ["LintyBuildToolPlugin"]),
                    ],
                    dependencies: [
                        .package(url: "https://example.com/swift-options.git", .upToNextMinor(from: "1.2.1")),
                    ],
                    targets: [
                        .plugin(
                            name: "LintyBuildToolPlugin",
                            capability: .buildTool(),
                            dependencies: [
                                .target(name: "linty")
                            ]
                        ),
                        .executableTarget(
                            name: "linty",
                            dependencies: [
                                .product(name: "Options", package: "swift-options"),
                                "LintyFramework",
                            ],
                            swiftSettings: swiftFeatures
                        ),
                        .target(
                            name: "LintyFramework",
                            swiftSettings: swiftFeatures
                        ),
                        .testTarget(
                            name: "FrameworkTests",
                            dependencies: [
                                "LintyFramework",
                            ],
                            exclude: [
                                "Resources",
                            ],
                            swiftSettings: swiftFeatures
                        ),
                    ]
                )

                """#),
        Case(
            name: "modular-app-products-and-targets-appended",
            source: #"""
                // swift-tools-version:5.9
                import PackageDescription

                var package = Package(
                    name: "wordgame",
                    platforms: [
                        .iOS(.v16),
                        .macOS(.v13),
                    ],
                    products: [
                        .library(name: "SharedModels", targets: ["SharedModels"]),
                    ],
                    dependencies: [],
                    targets: [
                        .target(name: "SharedModels"),
                        .testTarget(name: "SharedModelsTests", dependencies: ["SharedModels"]),
                    ]
                )

                // MARK: - client

                package.products.append(contentsOf: [
                    .library(name: "AppFeature", targets: ["AppFeature"]),
                    .library(name: "ApiClient", targets: ["ApiClient"]),
                ])
                package.targets.append(contentsOf: [
                    .target(name: "App", dependencies: ["AppFeature"]),
                    .target(name: "AppFeature", dependencies: ["ApiClient", "SharedModels"]),
                    .target(name: "ApiClient", dependencies: ["SharedModels"]),
                ])

                """#),
        Case(
            name: "targets-in-variable",
            source: #"""
                // swift-tools-version: 6.0
                import PackageDescription

                let coreTargets: [Target] = [
                    .target(name: "App", path: "Sources/App"),
                    .target(name: "Core"),
                    .testTarget(name: "CoreTests", dependencies: ["Core"]),
                ]

                let package = Package(
                    name: "Studio",
                    platforms: [.iOS(.v17), .macOS(.v14)],
                    products: [
                        .library(name: "Core", targets: ["Core"]),
                    ],
                    targets: coreTargets,
                    swiftLanguageModes: [.v6]
                )

                for target in package.targets {
                    var settings = target.swiftSettings ?? []
                    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
                    target.swiftSettings = settings
                }

                """#),
        Case(
            name: "products-and-targets-variables-appended",
            source: #"""
                // swift-tools-version:5.9
                import PackageDescription

                var products: [Product] = [
                    .library(name: "Kit", targets: ["Kit"]),
                ]
                var targets: [Target] = [
                    .target(name: "Kit"),
                    .testTarget(name: "KitTests", dependencies: ["Kit"]),
                ]
                #if os(macOS)
                targets.append(.executableTarget(name: "kit-tool", dependencies: ["Kit"]))
                products.append(.executable(name: "kit-tool", targets: ["kit-tool"]))
                #endif

                let package = Package(name: "Kit", products: products, targets: targets)

                """#),
        Case(
            name: "formatter-variables-and-computed-dependencies",
            source: #"""
                // swift-tools-version:5.9
                import Foundation
                import PackageDescription

                var products: [Product] = [
                  .executable(name: "swift-tidy", targets: ["swift-tidy"]),
                  .library(name: "Tidy", targets: ["Tidy"]),
                ]
                var targets: [Target] = [
                  .target(name: "Tidy", dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax")]),
                  .executableTarget(name: "swift-tidy", dependencies: ["Tidy"]),
                  .testTarget(name: "TidyTests", dependencies: ["Tidy"]),
                ]
                if ProcessInfo.processInfo.environment["TIDY_NO_PLUGINS"] == nil {
                  products.append(.plugin(name: "TidyPlugin", targets: ["Tidy Source Code"]))
                  targets.append(
                    .plugin(
                      name: "Tidy Source Code",
                      capability: .command(
                        intent: .sourceCodeFormatting(),
                        permissions: [.writeToPackageDirectory(reason: "Formats the Swift files in the package")]
                      ),
                      dependencies: [.target(name: "swift-tidy")],
                      path: "Plugins/TidyPlugin"
                    )
                  )
                }

                let package = Package(
                  name: "swift-tidy",
                  platforms: [.macOS("12.0")],
                  products: products,
                  dependencies: dependencies,
                  targets: targets
                )

                var dependencies: [Package.Dependency] {
                  [.package(url: "https://example.com/swift-syntax.git", from: "600.0.0")]
                }

                """#),
        Case(
            name: "database-cxx-settings",
            source: #"""
                // swift-tools-version:5.9
                import Foundation
                import PackageDescription

                let coreVersion = Version("14.0.0")
                let cxxSettings: [CXXSetting] = [
                    .headerSearchPath("."),
                    .define("STORE_NO_CONFIG"),
                    .define("STORE_VERSION_MAJOR", to: String(coreVersion.major)),
                ]

                let package = Package(
                    name: "Store",
                    platforms: [
                        .macOS(.v10_13),
                        .iOS(.v12),
                    ],
                    products: [
                        .library(name: "Store", targets: ["Store"]),
                        .library(name: "StoreSwift", targets: ["Store", "StoreSwift"]),
                    ],
                    dependencies: [
                        .package(url: "https://example.com/store-core.git", exact: coreVersion)
                    ],
                    targets: [
                        .target(
                            name: "Store",
                            dependencies: [.product(name: "StoreCore", package: "store-core")],
                            path: ".",
                            exclude: ["Store/Tests"],
                            cxxSettings: cxxSettings
                        ),
                        .target(name: "StoreSwift", dependencies: ["Store"], path: "StoreSwift", exclude: ["Tests"]),
                    ],
                    cxxLanguageStandard: .cxx20
                )

                """#),
        Case(
            name: "compiler-library-mark-comments",
            source: #"""
                // swift-tools-version:5.9
                import Foundation
                import PackageDescription

                var syntaxSettings: [SwiftSetting] {
                    var settings: [SwiftSetting] = []
                    if ProcessInfo.processInfo.environment["SYNTAX_VALIDATION"] != nil {
                        settings.append(.define("SYNTAX_VALIDATION"))
                    }
                    return settings
                }

                let package = Package(
                    name: "swift-grammar",
                    platforms: [
                        .macOS(.v10_15),
                    ],
                    products: [
                        .library(name: "Grammar", targets: ["Grammar"]),
                        .library(name: "GrammarParser", targets: ["GrammarParser"]),
                    ],
                    targets: [
                        // MARK: - Internal helper targets

                        .target(
                            name: "_GrammarShared",
                            exclude: ["CMakeLists.txt"]
                        ),

                        // MARK: - Grammar

                        .target(
                            name: "Grammar",
                            dependencies: ["_GrammarShared"],
                            exclude: ["CMakeLists.txt"],
                            swiftSettings: syntaxSettings
                        ),
                        .target(
                            name: "GrammarParser",
                            dependencies: ["Grammar"],
                            exclude: ["CMakeLists.txt"]
                        ),

                        // MARK: - Tests

                        .testTarget(
                            name: "GrammarTests",
                            dependencies: ["Grammar", "GrammarParser"]
                        ),
                    ]
                )

                """#),
        Case(
            name: "variable-element-declared-above",
            source: #"""
                // swift-tools-version: 5.9
                import PackageDescription

                let core = Target.target(name: "Core")
                let package = Package(name: "V", products: [], targets: [
                    core,
                    .target(name: "A"),
                ])

                """#),
    ]

    static let realWorldRefused: [FailingCase] = [
        FailingCase(
            name: "sdk-targets-concatenated-from-function",
            source: #"""
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Cloud",
                    products: [.library(name: "CloudAuth", targets: ["CloudAuth"])],
                    targets: [
                        .target(name: "CloudAuth"),
                    ] + storeTargets()
                )

                func storeTargets() -> [Target] { [.target(name: "CloudStore")] }
                """#, marker: "[\n        .target(name: \"CloudAuth\")", reasonContains: "'targets:' is not a plain array literal"
        ),
        FailingCase(
            name: "reactive-products-flattened",
            source: #"""
                // swift-tools-version:5.5
                import PackageDescription

                extension Product {
                    static func allTests() -> [Product] { [] }
                }

                let package = Package(
                    name: "Reactive",
                    products: ([
                        [.library(name: "Reactive", targets: ["Reactive"])],
                        Product.allTests(),
                    ] as [[Product]]).flatMap { $0 },
                    targets: [.target(name: "Reactive")]
                )
                """#, marker: "([\n", reasonContains: "'products:' is not a plain array literal"),
        FailingCase(
            name: "collections-custom-target-dsl",
            source: #"""
                // swift-tools-version:5.7
                import PackageDescription

                struct CustomTarget {
                    var name: String
                    func toTarget() -> Target { .target(name: name) }
                }
                let targets: [CustomTarget] = [CustomTarget(name: "Deque"), CustomTarget(name: "Heap")]

                let package = Package(name: "collections", targets: targets.map { $0.toTarget() })
                """#, marker: "targets.map", reasonContains: "'targets:' is not a plain array literal"),
        FailingCase(
            name: "targets-reassigned-after-call",
            source: #"""
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(name: "R", targets: [.target(name: "A"), .target(name: "Bench")])
                package.targets = package.targets.filter { $0.name != "Bench" }
                """#, marker: "package.targets =", reasonContains: "'package.targets' is reassigned"),
        FailingCase(
            name: "targets-removed-after-call",
            source: #"""
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(name: "R", targets: [.target(name: "A"), .target(name: "Bench")])
                package.targets.removeAll { $0.name == "Bench" }
                """#, marker: "package.targets.removeAll", reasonContains: "removes entries"),
        FailingCase(
            name: "targets-appended-from-variable",
            source: #"""
                // swift-tools-version:5.9
                import PackageDescription

                let extra: [Target] = [.target(name: "Extra")]
                let package = Package(name: "R", targets: [.target(name: "A")])
                package.targets += extra
                """#, marker: "package.targets +=", reasonContains: "whose names cannot be read"),
    ]
}
