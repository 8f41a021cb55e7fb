// SwiftUI stand-in: the `View` protocol, the primitive views and type erasure.
// Every declaration is transcribed from Apple's documentation (page named above it), keeping
// the concurrency attributes of the real SDK. Bodies are placeholders: this module exists to be
// type-checked against, never run.
@_exported import Foundation
@_exported import Observation

// The real SwiftUI module re-exports Foundation and Observation (code that imports only SwiftUI
// can use `UUID` and `@Observable`); the stand-in does the same with `@_exported import`.

/// https://developer.apple.com/documentation/swiftui/view
/// `@MainActor @preconcurrency protocol View`
@MainActor @preconcurrency
public protocol View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never (conformance listed under "Relationships")
extension Never: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swift/optional (SwiftUI conformance `View` where `Wrapped: View`)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
/// `@frozen struct EmptyView`
@frozen
public struct EmptyView: View {
    /// https://developer.apple.com/documentation/swiftui/emptyview/init()
    @inlinable public nonisolated init() {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
/// `@frozen struct TupleView<T>`
@frozen
public struct TupleView<T>: View {
    /// https://developer.apple.com/documentation/swiftui/tupleview/value
    public nonisolated var value: T { fatalError("stand-in") }
    /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
    @inlinable public nonisolated init(_ value: T) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/anyview
/// `@frozen struct AnyView`
@frozen
public struct AnyView: View {
    /// https://developer.apple.com/documentation/swiftui/anyview/init(_:)-1s3ks
    public nonisolated init<V: View>(_ view: V) {}
    /// https://developer.apple.com/documentation/swiftui/anyview/init(erasing:)
    public nonisolated init<V: View>(erasing view: V) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// The type `ViewBuilder.buildEither(first:)`/`(second:)` produce (public but undocumented in the
/// real SDK; its name is visible in compiler diagnostics).
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {
    @usableFromInline enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    @usableFromInline let storage: Storage
    @usableFromInline init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/group
/// `@frozen struct Group<Content>` (a `View` where `Content: View`)
@frozen
public struct Group<Content> {
    /// https://developer.apple.com/documentation/swiftui/group/init(content:)-7kbbr
    @inlinable public nonisolated init(@ViewBuilder content: () -> Content) where Content: View {}
}

extension Group: View where Content: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier
/// `@MainActor @preconcurrency protocol ViewModifier`
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/content
    typealias Content = _ViewModifier_Content<Self>
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The placeholder `ViewModifier.Content` stands for (public, undocumented in the real SDK).
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
/// `@frozen struct ModifiedContent<Content, Modifier>`
@frozen
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
    @inlinable public nonisolated init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    /// `nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`
    @inlinable public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modified view whose modifier type the real SDK keeps private (the documentation shows these
/// modifiers returning `some View`). Every modifier of this stand-in returns one.
@frozen
public struct _StandInModified<Content: View>: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
    @usableFromInline nonisolated init(_ content: Content) {}
}
