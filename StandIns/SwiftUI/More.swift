// SwiftUI stand-in: API template authors commonly add (pickers, menus, lazy stacks, list and
// button styles, submit and badge modifiers, app and scene declarations).

/// https://developer.apple.com/documentation/swiftui/picker
/// `@MainActor @preconcurrency struct Picker<Label, SelectionValue, Content> where Label : View, SelectionValue : Hashable, Content : View`
@MainActor @preconcurrency
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/picker/init(selection:content:label:)
    public nonisolated init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

extension Picker where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-5njtq
    /// `nonisolated init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)`
    public nonisolated init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-6lwfn (`@_disfavoredOverload`)
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
    /// `nonisolated func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V : Hashable`
    public nonisolated func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { _StandInModified(self) }
}

/// https://developer.apple.com/documentation/swiftui/datepicker
@MainActor @preconcurrency
public struct DatePicker<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/datepicker/components
    public typealias Components = DatePickerComponents
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/datepickercomponents
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/datepickercomponents/date
    public static let date = DatePickerComponents(rawValue: 1)
    /// https://developer.apple.com/documentation/swiftui/datepickercomponents/hourandminute
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

extension DatePicker {
    /// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:displayedcomponents:label:)
    /// `nonisolated init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label)`
    public nonisolated init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {}
}

extension DatePicker where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:displayedcomponents:)-2w4pi
    public nonisolated init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {}
}

/// https://developer.apple.com/documentation/swiftui/menu
@MainActor @preconcurrency
public struct Menu<Label: View, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/menu/init(content:label:)
    public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

extension Menu where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/menu/init(_:content:)-7v768
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/lazyvstack
public struct LazyVStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
    public nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/liststyle
@MainActor @preconcurrency public protocol ListStyle {}

/// https://developer.apple.com/documentation/swiftui/plainliststyle
public struct PlainListStyle: ListStyle { public nonisolated init() {} }
/// https://developer.apple.com/documentation/swiftui/insetliststyle
public struct InsetListStyle: ListStyle { public nonisolated init() {} }
/// https://developer.apple.com/documentation/swiftui/sidebarliststyle
public struct SidebarListStyle: ListStyle { public nonisolated init() {} }

extension ListStyle where Self == PlainListStyle {
    /// https://developer.apple.com/documentation/swiftui/liststyle/plain
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// https://developer.apple.com/documentation/swiftui/liststyle/inset
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// https://developer.apple.com/documentation/swiftui/liststyle/sidebar
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

#if os(iOS)
/// https://developer.apple.com/documentation/swiftui/insetgroupedliststyle (iOS only)
public struct InsetGroupedListStyle: ListStyle { public nonisolated init() {} }

extension ListStyle where Self == InsetGroupedListStyle {
    /// https://developer.apple.com/documentation/swiftui/liststyle/insetgrouped (iOS only)
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
#endif

/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {}

/// https://developer.apple.com/documentation/swiftui/borderedbuttonstyle
public struct BorderedButtonStyle: PrimitiveButtonStyle { public nonisolated init() {} }
/// https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public nonisolated init() {} }

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// https://developer.apple.com/documentation/swiftui/submittriggers
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/submittriggers/text
    public static let text = SubmitTriggers(rawValue: 1)
    /// https://developer.apple.com/documentation/swiftui/submittriggers/search
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/liststyle(_:)
    public nonisolated func listStyle<S: ListStyle>(_ style: S) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-66fbx
    public nonisolated func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
    /// `nonisolated func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View`
    public nonisolated func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        _StandInModified(self)
    }
    /// https://developer.apple.com/documentation/swiftui/view/badge(_:)-84e43
    public nonisolated func badge(_ count: Int) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
    public nonisolated func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { _StandInModified(self) }
}

/// https://developer.apple.com/documentation/swiftui/scene
/// `@MainActor @preconcurrency protocol Scene`
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    /// https://developer.apple.com/documentation/swiftui/scene/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/scenebuilder
@resultBuilder
public struct SceneBuilder {
    /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildexpression(_:)
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/windowgroup
@MainActor @preconcurrency
public struct WindowGroup<Content: View>: Scene {
    /// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
    public nonisolated init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

extension Never: Scene {}

/// https://developer.apple.com/documentation/swiftui/app
/// `@MainActor @preconcurrency protocol App`
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    /// https://developer.apple.com/documentation/swiftui/app/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// https://developer.apple.com/documentation/swiftui/app/init()
    @MainActor @preconcurrency init()
}

extension App {
    /// https://developer.apple.com/documentation/swiftui/app/main()
    @MainActor @preconcurrency public static func main() {}
}
