import Foundation

/// An Apple SDK to type-check against (`iPhoneOS17.0.sdk`, `macOS14.0.sdk`): where it is, which
/// platform it is for, and the target triple verify checks for (the generated packages'
/// deployment targets, iOS 17 and macOS 14).
public struct AppleSDK: Hashable, Sendable {
    /// The platform an SDK is for.
    public enum Platform: String, Hashable, Sendable, CaseIterable {
        /// `iPhoneOS*.sdk`.
        case iOS
        /// `MacOSX*.sdk` / `macOS*.sdk`.
        case macOS
    }

    /// The SDK folder (absolute).
    public var path: String
    /// Its platform.
    public var platform: Platform

    /// Creates an SDK description.
    public init(path: String, platform: Platform) {
        self.path = path
        self.platform = platform
    }

    /// The folder's name, as reports say it: `iPhoneOS17.0.sdk`.
    public var name: String { (path as NSString).lastPathComponent }

    /// The target verify type-checks for: `arm64-apple-ios17.0` with an iOS SDK,
    /// `x86_64-apple-macos14.0` with a macOS SDK (the interfaces every macOS SDK carries for
    /// Intel; the arm64 slice uses arm64e interfaces, which trimmed copies leave out).
    public var target: String {
        switch platform {
        case .iOS: return "arm64-apple-ios17.0"
        case .macOS: return "x86_64-apple-macos14.0"
        }
    }

    /// How a report names the proof: `iPhoneOS17.0.sdk (arm64-apple-ios17.0)`.
    public var proofName: String { "\(name) (\(target))" }

    /// The environment variable naming an iOS SDK to type-check against.
    public static let iOSEnvironmentKey = "SCAFFOLD_IOS_SDK"
    /// The environment variable naming a macOS SDK to type-check `os(macOS)` code against.
    public static let macOSEnvironmentKey = "SCAFFOLD_MACOS_SDK"

    /// Why an SDK path cannot be used.
    public struct LocationError: Error, CustomStringConvertible, Sendable {
        /// One line naming the path and the problem.
        public var description: String
    }

    /// The platform of an SDK folder from its name (`iPhoneOS…`, `MacOSX…`, `macOS…`), or `nil`.
    public static func platform(ofFolderNamed name: String) -> Platform? {
        let lowered = name.lowercased()
        if lowered.hasPrefix("iphoneos") { return .iOS }
        if lowered.hasPrefix("macosx") || lowered.hasPrefix("macos") { return .macOS }
        return nil
    }

    /// The SDK at `path` (a user's `--sdk` or environment value).
    /// - Throws: ``LocationError`` when the folder does not exist, is not named like an SDK, or
    ///   has no Swift standard library interface (`usr/lib/swift/Swift.swiftmodule`).
    public static func at(_ path: String, expecting platform: Platform? = nil) throws -> AppleSDK {
        let standardized = (path as NSString).standardizingPath
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: standardized, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LocationError(description: "no SDK at \(path): the folder does not exist")
        }
        guard let found = Self.platform(ofFolderNamed: (standardized as NSString).lastPathComponent) else {
            throw LocationError(
                description: "\(path) is not an iOS or macOS SDK (expected a folder named iPhoneOS*.sdk or MacOSX*.sdk)")
        }
        if let platform, platform != found {
            throw LocationError(description: "\(path) is a \(found.rawValue) SDK, not a \(platform.rawValue) one")
        }
        let stdlib = (standardized as NSString).appendingPathComponent("usr/lib/swift/Swift.swiftmodule")
        guard FileManager.default.fileExists(atPath: stdlib) else {
            throw LocationError(description: "\(path) has no Swift standard library (usr/lib/swift/Swift.swiftmodule)")
        }
        return AppleSDK(path: standardized, platform: found)
    }

    /// The macOS SDK beside an iOS SDK (`…/macOS14.0.sdk` next to `…/iPhoneOS17.0.sdk`), when there
    /// is exactly one: an extracted SDK collection keeps them together.
    public static func macOSSibling(of sdk: AppleSDK) -> AppleSDK? {
        let folder = (sdk.path as NSString).deletingLastPathComponent
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasSuffix(".sdk") && platform(ofFolderNamed: $0) == .macOS
        }
        guard names.count == 1, let name = names.first else { return nil }
        return try? at((folder as NSString).appendingPathComponent(name), expecting: .macOS)
    }
}
