import Foundation

/// The edited SDK copy ``SDKPreparation`` type-checks against on a non-Apple toolchain: every file
/// a symbolic link to the original except the Swift interfaces edited here (each edit says why).
enum SDKInterfacePatches {
    /// Recreates `sdk` under `copy`: folders as folders, symbolic links with their own (relative)
    /// destinations so they resolve inside the copy, files as links to the originals, and edited
    /// copies of the `.swiftinterface` files ``patch(_:file:)`` changes.
    static func mirror(_ sdk: String, into copy: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: copy, withIntermediateDirectories: true)
        guard let enumerator = manager.enumerator(atPath: sdk) else { return }
        while let relative = enumerator.nextObject() as? String {
            let source = (sdk as NSString).appendingPathComponent(relative)
            let target = (copy as NSString).appendingPathComponent(relative)
            let attributes = try manager.attributesOfItem(atPath: source)
            switch attributes[.type] as? FileAttributeType {
            case .typeDirectory?:
                try manager.createDirectory(atPath: target, withIntermediateDirectories: true)
            case .typeSymbolicLink?:
                enumerator.skipDescendants()
                try manager.createSymbolicLink(
                    atPath: target, withDestinationPath: try manager.destinationOfSymbolicLink(atPath: source))
            default:
                if relative.hasSuffix(".swiftinterface"), let text = try? String(contentsOfFile: source, encoding: .utf8),
                    let patched = patch(text, file: relative)
                {
                    try patched.write(toFile: target, atomically: false, encoding: .utf8)
                } else {
                    try manager.createSymbolicLink(atPath: target, withDestinationPath: source)
                }
            }
        }
    }

    /// The edited interface, or `nil` when `text` needs no edit.
    static func patch(_ text: String, file: String) -> String? {
        var result = text
        // Swift 6.3 checks a `-library-level api` interface's availability against the lowest
        // possible client target and rejects SwiftUI's own declarations.
        result = result.replacingOccurrences(of: " -library-level api", with: "")
        let module = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
        if module == "SwiftUI.swiftmodule" {
            // `Environment.wrappedValue` (inlinable) interpolates into an `os_log` message, which
            // Swift 6 compilers reject in this interface.
            result = result.replacingOccurrences(
                of: "Accessing Environment<\\(Value.self)>'s value", with: "Accessing Environment's value")
            // Later SDKs re-export Observation from SwiftUI (`@Observable` after `import SwiftUI`).
            result = result.replacingOccurrences(of: "\nimport Observation\n", with: "\n@_exported import Observation\n")
            // The `#Preview` body is `@MainActor` in Apple's documentation and the iOS 18 SDK.
            result = result.replacingOccurrences(
                of: "@SwiftUI.ViewBuilder body: @escaping () -> any SwiftUI.View) -> () = #externalMacro",
                with: "@SwiftUI.ViewBuilder body: @escaping @MainActor () -> any SwiftUI.View) -> () = #externalMacro")
            // `View` is `@MainActor @preconcurrency` in the iOS 18 SDK (Xcode 16); here only `body`
            // is main-actor isolated, which rejects a view's main-actor stored-property default.
            result = result.replacingOccurrences(
                of: "\n@_typeEraser(AnyView) public protocol View {",
                with: "\n@_typeEraser(AnyView) @_Concurrency.MainActor @preconcurrency public protocol View {")
            // `ViewBuilder.buildBlock` with a parameter pack (no ten-view limit), documented as
            // back-deployed to iOS 13, is missing from this beta-era interface.
            if !result.contains("buildBlock<each Content>") { result += viewBuilderPackBlock }
        }
        if module == "UIKit.swiftmodule" || module == "AppKit.swiftmodule" {
            // The UIView/UIViewController (NSView/NSViewController) `#Preview` macros take a plain
            // closure here and a result builder in the iOS 18 SDK; with a plain closure a SwiftUI
            // preview whose body has a statement before its view is ambiguous. Left out.
            result = result.split(separator: "\n", omittingEmptySubsequences: false).filter {
                !($0.hasPrefix("@freestanding(declaration) public macro Preview(") && $0.contains("type: \"Common\")"))
            }.joined(separator: "\n")
        }
        return result == text ? nil : result
    }

    static let viewBuilderPackBlock = """

        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        extension SwiftUI.ViewBuilder {
          @_alwaysEmitIntoClient public static func buildBlock<each Content>(_ content: repeat each Content) -> SwiftUI.TupleView<(repeat each Content)> where repeat each Content : SwiftUI.View {
                return .init((repeat each content))
            }
        }

        """

    /// The `os` module's API notes as Apple's toolchains ship them (the open-source toolchain for
    /// Linux has none): C names as Swift spells them, and `_os_log_impl` /
    /// `_os_signpost_emit_with_name_impl` private to Swift (the `os` overlay calls them).
    static let osAPINotes = """
        Name: os
        Typedefs:
        - Name: os_log_type_t
          SwiftName: OSLogType
        - Name: os_trace_payload_t
          Availability: nonswift
        - Name: os_log_t
          Availability: nonswift
        - Name: os_signpost_type_t
          SwiftName: OSSignpostType
        Classes:
        - Name: OS_os_log
          SwiftName: OSLog
        Enumerators:
        - Name: OS_LOG_TYPE_DEFAULT
          SwiftPrivate: true
        - Name: OS_LOG_TYPE_INFO
          SwiftPrivate: true
        - Name: OS_LOG_TYPE_DEBUG
          SwiftPrivate: true
        - Name: OS_LOG_TYPE_ERROR
          SwiftPrivate: true
        - Name: OS_LOG_TYPE_FAULT
          SwiftPrivate: true
        - Name: OS_SIGNPOST_INTERVAL_BEGIN
          SwiftPrivate: true
        - Name: OS_SIGNPOST_INTERVAL_END
          SwiftPrivate: true
        - Name: OS_SIGNPOST_EVENT
          SwiftPrivate: true
        Functions:
        - Name: _os_log_impl
          SwiftPrivate: true
        - Name: _os_log_error_impl
          Availability: nonswift
        - Name: _os_log_fault_impl
          Availability: nonswift
        - Name: _os_log_sensitive_deprecated
          Availability: nonswift
        - Name: _os_trace_with_buffer
          Availability: nonswift
        - Name: os_log_is_enabled
          Availability: nonswift
        - Name: os_log_type_enabled
          SwiftName: 'OSLog.isEnabled(self:type:)'
        - Name: _os_log_create
          Availability: nonswift
        - Name: os_log_create
          SwiftName: 'OSLog.init(__subsystem:category:)'
          SwiftPrivate: true
          NullabilityOfRet: N
        - Name: os_log_is_debug_enabled
          Availability: nonswift
        - Name: os_signpost_enabled
          SwiftPrivate: true
        - Name: os_signpost_id_generate
          SwiftPrivate: true
          NullabilityOfRet: O
        - Name: os_signpost_id_make_with_pointer
          SwiftPrivate: true
          NullabilityOfRet: O
        - Name: _os_signpost_emit_with_name_impl
          SwiftPrivate: true

        """
}
