// SwiftUI stand-in: what the `#Preview` macro expands to.
//
// Macros cannot be implemented without swift-syntax, so `#Preview` itself is not declared here.
// ScaffoldKit's `StandInRewriter` turns `#Preview("Name") { body }` into a `@MainActor
// @ViewBuilder` function holding `body` plus a call of this initializer with the macro's other
// arguments — the declaration the real macro expands into — so the body and the arguments are
// type-checked as the real expansion would be.

/// https://developer.apple.com/documentation/developertoolssupport/previewtrait
public struct PreviewTrait<T>: Sendable {}

/// https://developer.apple.com/documentation/developertoolssupport/preview
/// `@MainActor struct Preview` (from DeveloperToolsSupport, re-exported by SwiftUI)
@MainActor
public struct Preview {
    /// https://developer.apple.com/documentation/developertoolssupport/preview/viewtraits
    public enum ViewTraits {}

    /// https://developer.apple.com/documentation/developertoolssupport/preview/init(_:traits:body:)-8pemr
    /// `@MainActor init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> any View)`
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> any View) {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// https://developer.apple.com/documentation/developertoolssupport/previewtrait/sizethatfitslayout
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
}
