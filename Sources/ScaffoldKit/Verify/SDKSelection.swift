import Foundation

/// The Apple SDKs verify type-checks against, and where they were found.
///
/// Looked for in order: `--sdk PATH` (an iOS SDK), then `SCAFFOLD_IOS_SDK`, then
/// `xcrun --sdk iphoneos --show-sdk-path` when `xcrun` is on `PATH` (a Mac with Xcode). The macOS
/// SDK (for `os(macOS)` code, on a machine where `swift build` does not build for macOS) comes
/// from `SCAFFOLD_MACOS_SDK` or is the one macOS SDK beside the iOS SDK.
public struct SDKSelection: Hashable, Sendable {
    /// The iOS SDK.
    public var iOS: AppleSDK
    /// The macOS SDK, when one was found.
    public var macOS: AppleSDK?
    /// Where the iOS SDK came from: `--sdk`, `SCAFFOLD_IOS_SDK` or `xcrun`.
    public var source: String

    /// Creates a selection.
    public init(iOS: AppleSDK, macOS: AppleSDK?, source: String) {
        self.iOS = iOS
        self.macOS = macOS
        self.source = source
    }

    /// Finds the SDKs.
    /// - Parameters:
    ///   - option: the `--sdk` value, if given.
    ///   - environment: the process environment (`SCAFFOLD_IOS_SDK`, `SCAFFOLD_MACOS_SDK`).
    ///   - xcrun: `xcrun`, when it is on `PATH`; asked only when neither of the above is set.
    ///   - directory: where to run `xcrun`.
    /// - Returns: the selection, or `nil` when no SDK was named and there is no `xcrun`.
    /// - Throws: ``AppleSDK/LocationError`` when a named SDK cannot be used or `xcrun` fails.
    public static func locate(
        option: String?, environment: [String: String], xcrun: ToolProcess?, directory: String
    ) throws -> SDKSelection? {
        var macOSOverride: AppleSDK? = nil
        if let value = environment[AppleSDK.macOSEnvironmentKey], !value.isEmpty {
            macOSOverride = try AppleSDK.at(value, expecting: .macOS)
        }
        if let option {
            let sdk = try AppleSDK.at(option, expecting: .iOS)
            return SDKSelection(iOS: sdk, macOS: macOSOverride ?? AppleSDK.macOSSibling(of: sdk), source: "--sdk")
        }
        if let value = environment[AppleSDK.iOSEnvironmentKey], !value.isEmpty {
            let sdk = try AppleSDK.at(value, expecting: .iOS)
            return SDKSelection(
                iOS: sdk, macOS: macOSOverride ?? AppleSDK.macOSSibling(of: sdk), source: AppleSDK.iOSEnvironmentKey)
        }
        guard let xcrun else { return nil }
        let arguments = ["--sdk", "iphoneos", "--show-sdk-path"]
        let result = try xcrun.run(arguments, in: directory)
        let path = result.output.split(separator: "\n").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        guard result.status == 0, !path.isEmpty else {
            throw AppleSDK.LocationError(
                description:
                    "xcrun \(arguments.joined(separator: " ")) failed (exit \(result.status)): install Xcode's iOS platform, or pass --sdk PATH"
            )
        }
        // On a Mac, `swift build` builds the macOS side; the macOS SDK is used only when named.
        return SDKSelection(iOS: try AppleSDK.at(path, expecting: .iOS), macOS: macOSOverride, source: "xcrun")
    }

    /// The SDKs to check code with `os(iOS)`/`os(macOS)` conditions against (both when there is
    /// a macOS SDK), or plain code against (the iOS SDK).
    public func sdks(usingPlatformConditions: Bool) -> [AppleSDK] {
        usingPlatformConditions ? [iOS] + (macOS.map { [$0] } ?? []) : [iOS]
    }
}
