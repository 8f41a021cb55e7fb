// SwiftUI stand-in: view modifiers. Each returns `some View`, as documented.

/// https://developer.apple.com/documentation/swiftui/edge/set
@frozen public struct EdgeSet: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
}

/// https://developer.apple.com/documentation/swiftui/edge
@frozen public enum Edge: Int8, Hashable, Sendable {
    case top, leading, bottom, trailing
    /// https://developer.apple.com/documentation/swiftui/edge/set
    public typealias Set = EdgeSet
}

/// https://developer.apple.com/documentation/swiftui/horizontaledge
@frozen public enum HorizontalEdge: Int8, Hashable, Sendable { case leading, trailing }

/// https://developer.apple.com/documentation/swiftui/toolbaritemplacement
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    #if os(iOS)
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbartrailing (iOS only)
    public static let topBarTrailing = ToolbarItemPlacement()
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading (iOS only)
    public static let topBarLeading = ToolbarItemPlacement()
    #endif
}

/// https://developer.apple.com/documentation/swiftui/toolbarcontent
@MainActor @preconcurrency public protocol ToolbarContent {}

/// https://developer.apple.com/documentation/swiftui/toolbaritem
@MainActor @preconcurrency
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    /// https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
    public nonisolated init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {}
}

/// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
@resultBuilder public struct ToolbarContentBuilder {
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)-6pxzc
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildexpression(_:)-5ju4m
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildif(_:)-4mhp5
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:)
    /// `static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some ToolbarContent where C0 : ToolbarContent, C1 : ToolbarContent`
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(_ c0: C0, _ c1: C1) -> some ToolbarContent {
        _StandInToolbarContent()
    }
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:_:)
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> some ToolbarContent { _StandInToolbarContent() }
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:_:_:)
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> some ToolbarContent { _StandInToolbarContent() }
}

/// What the stand-in's `ToolbarContentBuilder` builds from several items.
public struct _StandInToolbarContent: ToolbarContent {
    nonisolated init() {}
}

/// https://developer.apple.com/documentation/swiftui/toolbarcontent (`Optional` conforms when its wrapped content does)
extension Optional: ToolbarContent where Wrapped: ToolbarContent {}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u
    /// `nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View`
    public nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-6ps5u
    /// `nonisolated func navigationTitle<S>(_ title: S) -> some View where S : StringProtocol` (`@_disfavoredOverload`)
    @_disfavoredOverload
    public nonisolated func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-43srq
    public nonisolated func navigationTitle(_ title: Text) -> some View { _StandInModified(self) }

    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    /// `nonisolated func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D : Hashable, C : View`
    public nonisolated func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)
    /// `nonisolated func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View where V : View`
    public nonisolated func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        _StandInModified(self)
    }
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)
    /// `nonisolated func navigationDestination<D, C>(item: Binding<Optional<D>>, @ViewBuilder destination: @escaping (D) -> C) -> some View where D : Hashable, C : View`
    /// (iOS 17, macOS 14; newer SDKs spell the builder `@ContentBuilder`)
    public nonisolated func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { _StandInModified(self) }

    /// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
    /// `nonisolated func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View`
    /// The SDK's interface adds `@_inheritActorContext` to `action` (hidden by the docs): the
    /// closure runs on the actor of the context that forms it (the main actor in a view body),
    /// while still being `@Sendable`, so it may not capture non-`Sendable` values. (Newer SDKs spell
    /// it `sending @escaping @isolated(any)`, see task(name:priority:file:line:_:); this stand-in
    /// keeps the stricter iOS 17 / macOS 14 declaration.)
    public nonisolated func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
    /// `nonisolated func task<T>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View where T : Equatable`
    /// (`@_inheritActorContext` on `action` as above)
    public nonisolated func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { _StandInModified(self) }

    /// https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
    /// `nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> some View`
    /// (unlike `task`, no `@_inheritActorContext` was found for it: the action is a nonisolated
    /// `@Sendable` closure, so main-actor work in it needs `await`)
    public nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        _StandInModified(self)
    }

    /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
    public nonisolated func disabled(_ disabled: Bool) -> some View { _StandInModified(self) }

    /// https://developer.apple.com/documentation/swiftui/view/autocorrectiondisabled(_:)
    public nonisolated func autocorrectionDisabled(_ disable: Bool = true) -> some View { _StandInModified(self) }

    /// https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)
    /// `nonisolated func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value : Hashable`
    public nonisolated func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        _StandInModified(self)
    }

    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    /// `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`
    public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    /// `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View where V : Equatable`
    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        _StandInModified(self)
    }
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-8wgw9
    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        _StandInModified(self)
    }

    /// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
    /// `func onOpenURL(perform action: @escaping (URL) -> ()) -> some View`
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { _StandInModified(self) }

    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
    public nonisolated func padding(_ length: CGFloat) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _StandInModified(self)
    }
    /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    public nonisolated func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    public nonisolated func font(_ font: Font?) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _StandInModified(self) }

    /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1d7jv
    /// `nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier>` (shown as `some View` here)
    public nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj
    public nonisolated func accessibilityLabel(_ label: Text) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-6lgyd (`@_disfavoredOverload`)
    @_disfavoredOverload
    public nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-8f0ko
    /// `nonisolated func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>` (shown as `some View` here)
    public nonisolated func accessibilityValue(_ valueDescription: Text) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)-5y7l9
    public nonisolated func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { _StandInModified(self) }

    /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-9ibgk
    /// `func confirmationDialog<A>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where A : View`
    public nonisolated func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-2s7pr
    /// `func confirmationDialog<A, M>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A : View, M : View`
    public nonisolated func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { _StandInModified(self) }

    /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
    public nonisolated func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    public nonisolated func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)
    /// (iOS only: unavailable on macOS)
    public nonisolated func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bn7l
    public nonisolated func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> some View
    { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-8dvt8
    public nonisolated func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:) (the `Text` title overload)
    /// `func alert<A, M>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A : View, M : View`
    public nonisolated func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    /// `func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View`
    public nonisolated func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _StandInModified(self)
    }
    /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx
    public nonisolated func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-5w0tj
    public nonisolated func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        _StandInModified(self)
    }
    /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-18a8f
    public nonisolated func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-6royb
    public nonisolated func searchable(text: Binding<String>, prompt: Text? = nil) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)
    public nonisolated func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/labelshidden()
    public nonisolated func labelsHidden() -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:)
    /// `nonisolated func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View`
    public nonisolated func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    /// `nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View`
    public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { _StandInModified(self) }
}

#if os(iOS)
/// https://developer.apple.com/documentation/swiftui/textinputautocapitalization (iOS only)
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
    public static let characters = TextInputAutocapitalization()
}

/// https://developer.apple.com/documentation/swiftui/navigationbaritem (iOS only)
public struct NavigationBarItem: Sendable {
    /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode-swift.enum
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/textinputautocapitalization(_:) (iOS only)
    public nonisolated func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        _StandInModified(self)
    }
    /// https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:) (iOS only)
    public nonisolated func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        _StandInModified(self)
    }
}
#endif

#if os(iOS)
/// UIKit's `UITextContentType` (https://developer.apple.com/documentation/uikit/uitextcontenttype),
/// visible through SwiftUI on iOS: the constants generated code names.
public struct UITextContentType: Hashable, Sendable {
    public static let username = UITextContentType()
    public static let password = UITextContentType()
    public static let newPassword = UITextContentType()
    public static let oneTimeCode = UITextContentType()
    public static let emailAddress = UITextContentType()
    public static let telephoneNumber = UITextContentType()
    public static let URL = UITextContentType()
}

/// UIKit's `UIKeyboardType` (https://developer.apple.com/documentation/uikit/uikeyboardtype).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// https://developer.apple.com/documentation/swiftui/submitlabel (iOS 17 here: `@available(iOS 17.0, xrOS 1.0, *)`)
public struct SubmitLabel: Sendable {
    public static var done: SubmitLabel { SubmitLabel() }
    public static var go: SubmitLabel { SubmitLabel() }
    public static var send: SubmitLabel { SubmitLabel() }
    public static var join: SubmitLabel { SubmitLabel() }
    public static var route: SubmitLabel { SubmitLabel() }
    public static var search: SubmitLabel { SubmitLabel() }
    public static var `return`: SubmitLabel { SubmitLabel() }
    public static var next: SubmitLabel { SubmitLabel() }
    public static var `continue`: SubmitLabel { SubmitLabel() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-ufdv
    public nonisolated func textContentType(_ textContentType: UITextContentType?) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:)
    public nonisolated func keyboardType(_ type: UIKeyboardType) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/submitlabel(_:)
    public nonisolated func submitLabel(_ submitLabel: SubmitLabel) -> some View { _StandInModified(self) }
}
#endif

#if os(macOS)
/// AppKit's `NSTextContentType` (https://developer.apple.com/documentation/appkit/nstextcontenttype),
/// visible through SwiftUI on macOS; macOS 14 adds the contact types.
public struct NSTextContentType: Hashable, Sendable {
    public static let username = NSTextContentType()
    public static let password = NSTextContentType()
    public static let oneTimeCode = NSTextContentType()
    public static let newPassword = NSTextContentType()
    public static let emailAddress = NSTextContentType()
    public static let telephoneNumber = NSTextContentType()
    public static let URL = NSTextContentType()
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-4dqqb
    public nonisolated func textContentType(_ textContentType: NSTextContentType?) -> some View { _StandInModified(self) }
}
#endif

/// https://developer.apple.com/documentation/swiftui/visibility
/// `@frozen enum Visibility : Hashable, CaseIterable` (`Sendable`)
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}
