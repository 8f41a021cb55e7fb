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
                "Shared",
            ],
            path: "Sources/App",
            resources: [.process("Resources")]
        ),
        .testTarget(name: "AppTests", dependencies: ["App"], path: "Tests/AppTests"),
        .target(name: "Cart", dependencies: ["FeatureCore", "FeatureCoreUI"], path: "Features/Cart/Sources", resources: [.process("Resources")]),
        .testTarget(name: "CartTests", dependencies: ["Cart", "FeatureCoreTesting"], path: "Features/Cart/Tests"),
        .target(name: "Catalog", dependencies: ["FeatureCore", "FeatureCoreUI", "Shared"], path: "Features/Catalog/Sources", resources: [.process("Resources")]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "FeatureCoreTesting", "SharedTesting"], path: "Features/Catalog/Tests"),
        .target(name: "FeatureCore", path: "Core/FeatureCore/Sources"),
        .target(name: "Notes", dependencies: ["FeatureCore", "FeatureCoreUI", "Shared"], path: "Features/Notes/Sources", resources: [.process("Resources")]),
        .testTarget(name: "NotesTests", dependencies: ["Notes", "FeatureCoreTesting", "SharedTesting"], path: "Features/Notes/Tests"),
        .target(name: "Shared", dependencies: ["FeatureCore"], path: "Core/Shared/Sources"),
        .target(name: "SharedTesting", dependencies: ["Shared", "FeatureCoreTesting"], path: "Core/SharedTesting/Sources"),
        .target(name: "FeatureCoreUI", dependencies: ["FeatureCore"], path: "Core/FeatureCoreUI/Sources", resources: [.process("Resources")]),
        .target(name: "FeatureCoreTesting", dependencies: ["FeatureCore"], path: "Core/FeatureCoreTesting/Sources"),
        .testTarget(name: "FeatureCoreTests", dependencies: ["FeatureCore", "FeatureCoreTesting"], path: "Core/FeatureCore/Tests"),
    ],
    swiftLanguageModes: [.v6]
)
