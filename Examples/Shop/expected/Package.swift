// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Shop",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "App", targets: ["App"]),
        .library(name: "Cart", targets: ["Cart"]),
        .library(name: "Catalog", targets: ["Catalog"]),
        .library(name: "Notes", targets: ["Notes"]),
    ],
    targets: [
        .target(
            name: "App",
            dependencies: [
                "Cart",
                "Catalog",
                "Notes",
            ],
            path: "Sources/App",
            resources: [.process("Resources")]
        ),
        .testTarget(name: "AppTests", dependencies: ["App"], path: "Tests/AppTests"),
        .target(name: "Cart", path: "Features/Cart/Sources", resources: [.process("Resources")]),
        .testTarget(name: "CartTests", dependencies: ["Cart"], path: "Features/Cart/Tests"),
        .target(name: "Catalog", path: "Features/Catalog/Sources", resources: [.process("Resources")]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog"], path: "Features/Catalog/Tests"),
        .target(name: "Notes", path: "Features/Notes/Sources", resources: [.process("Resources")]),
        .testTarget(name: "NotesTests", dependencies: ["Notes"], path: "Features/Notes/Tests"),
    ],
    swiftLanguageModes: [.v6]
)
