// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "SDCheck",
    targets: [
        .target(name: "SwiftData"),
        .target(name: "Feature", dependencies: ["SwiftData"]),
    ],
    swiftLanguageModes: [.v6]
)
