// SwiftUI stand-in: the `ViewBuilder` result builder with the static methods of the real one.

/// https://developer.apple.com/documentation/swiftui/viewbuilder
/// `@resultBuilder struct ViewBuilder`
///
/// The real builder has exactly these entry points (no `buildOptional`, no `buildArray`): an `if`
/// without `else` goes through `buildIf`, `if`/`else` and `switch` through `buildEither`, `for`
/// loops are rejected (use `ForEach`), and `if #available` through `buildLimitedAvailability`.
/// A `switch` with no `case` is rejected by the compiler's result-builder transform itself.
@resultBuilder
public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    /// `static func buildBlock() -> EmptyView`
    @_alwaysEmitIntoClient public static func buildBlock() -> EmptyView { EmptyView() }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-4ofg5
    /// `static func buildBlock<Content>(_ content: Content) -> Content where Content : View`
    @_alwaysEmitIntoClient public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-3mthq
    /// `static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View`
    @_alwaysEmitIntoClient public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    /// `static func buildExpression<Content>(_ content: Content) -> Content where Content : View`
    @_alwaysEmitIntoClient public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    /// `static func buildIf<Content>(_ content: Content?) -> Content? where Content : View`
    @_alwaysEmitIntoClient public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    /// `static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View`
    @_alwaysEmitIntoClient public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    /// `static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View`
    @_alwaysEmitIntoClient public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
    /// `static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View`
    @_alwaysEmitIntoClient public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
