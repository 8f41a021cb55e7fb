// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "scaffold",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "scaffold", targets: ["scaffold"]),
        .library(name: "ScaffoldKit", targets: ["ScaffoldKit"]),
    ],
    targets: [
        .target(
            name: "ScaffoldKit",
            exclude: [
                "App/README.md", "CLI/README.md", "Diagnostics/README.md", "FileSystem/README.md", "Generate/README.md", "JSON/README.md",
                "Manifest/README.md", "Naming/README.md", "Project/README.md", "Spec/README.md", "Sync/README.md",
                "Template/README.md", "Verify/README.md",
            ]
        ),
        .executableTarget(name: "scaffold", dependencies: ["ScaffoldKit"]),
        .executableTarget(name: "scaffold-bench", dependencies: ["ScaffoldKit"]),
        .testTarget(
            name: "ScaffoldKitTests",
            dependencies: ["ScaffoldKit"],
            exclude: ["Goldens"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
