// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Upgrade",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "App", targets: ["App"]),
        .library(name: "Notes", targets: ["Notes"]),
        .library(name: "Pantry", targets: ["Pantry"]),
        .library(name: "SignIn", targets: ["SignIn"]),
        .library(name: "Weather", targets: ["Weather"]),
    ],
    targets: [
        .target(
            name: "App",
            dependencies: [
                "Notes",
                "Pantry",
                "SignIn",
                "Weather",
            ],
            path: "Sources/App",
            resources: [.process("Resources")]
        ),
        .testTarget(name: "AppTests", dependencies: ["App"], path: "Tests/AppTests"),
        .target(name: "Notes", path: "Features/Notes/Sources", resources: [.process("Resources")]),
        .testTarget(name: "NotesTests", dependencies: ["Notes"], path: "Features/Notes/Tests"),
        .target(name: "Pantry", path: "Features/Pantry/Sources", resources: [.process("Resources")]),
        .testTarget(name: "PantryTests", dependencies: ["Pantry"], path: "Features/Pantry/Tests"),
        .target(name: "SignIn", path: "Features/SignIn/Sources", resources: [.process("Resources")]),
        .testTarget(name: "SignInTests", dependencies: ["SignIn"], path: "Features/SignIn/Tests"),
        .target(name: "Weather", path: "Features/Weather/Sources", resources: [.process("Resources")]),
        .testTarget(name: "WeatherTests", dependencies: ["Weather"], path: "Features/Weather/Tests"),
    ],
    swiftLanguageModes: [.v6]
)
