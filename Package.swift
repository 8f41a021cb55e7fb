// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "scaffold",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "scaffold", targets: ["scaffold"]),
        .library(name: "ScaffoldKit", targets: ["ScaffoldKit"]),
        .plugin(name: "ScaffoldPlugin", targets: ["ScaffoldPlugin"]),
    ],
    targets: [
        .target(
            name: "ScaffoldKit",
            exclude: [
                "App/README.md", "CLI/README.md", "Core/README.md", "Diagnostics/README.md", "FileSystem/README.md",
                "Generate/README.md", "JSON/README.md", "Lifecycle/README.md", "Localization/README.md", "Manifest/README.md",
                "Naming/README.md", "Project/README.md",
                "Spec/README.md", "Sync/README.md",
                "Template/README.md", "Verify/README.md",
            ]
        ),
        .executableTarget(name: "scaffold", dependencies: ["ScaffoldKit"]),
        .executableTarget(name: "scaffold-bench", dependencies: ["ScaffoldKit"]),
        // `swift package scaffold <command>` in a package that depends on this one: runs the
        // scaffold executable above.
        .plugin(
            name: "ScaffoldPlugin",
            capability: .command(
                intent: .custom(verb: "scaffold", description: "Generate, sync, check, verify, list, remove or rename feature modules"),
                permissions: [
                    .writeToPackageDirectory(reason: "scaffold writes feature modules, their specs and records, and Package.swift")
                ]
            ),
            dependencies: ["scaffold"]
        ),
        .testTarget(
            name: "ScaffoldKitTests",
            dependencies: ["ScaffoldKit"],
            exclude: ["Goldens", "Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
