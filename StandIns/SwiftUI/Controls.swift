// SwiftUI stand-in: controls (buttons, fields, toggles, indicators, labels).

/// https://developer.apple.com/documentation/swiftui/buttonrole
/// `struct ButtonRole` (`Equatable`, `Sendable`)
public struct ButtonRole: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive
    public static let destructive = ButtonRole()
    /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel
    public static let cancel = ButtonRole()
}

/// https://developer.apple.com/documentation/swiftui/button
/// `@MainActor @preconcurrency struct Button<Label> where Label : View`
///
/// Every action is `@escaping @MainActor () -> Void` (a main-actor function type, hence
/// `Sendable`): a synchronous closure, so `await` inside it is an error, and a non-`Sendable`
/// function value passed as the action is diagnosed.
@MainActor @preconcurrency
public struct Button<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    /// `@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)`
    @preconcurrency
    public nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
    @preconcurrency
    public nonisolated init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
    /// `@preconcurrency nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)`
    @preconcurrency
    public nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    /// `@preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol`
    /// (`@_disfavoredOverload` in the SDK's interface)
    @preconcurrency @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
    @preconcurrency
    public nonisolated init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)-8y5yk
    @preconcurrency @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)
    public nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:role:action:)
    public nonisolated init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {}
}

/// https://developer.apple.com/documentation/swiftui/label
/// `struct Label<Title, Icon> where Title : View, Icon : View`
public struct Label<Title: View, Icon: View>: View {
    /// https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
    public nonisolated init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

extension Label where Title == Text, Icon == Image {
    /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-7ryyg
    public nonisolated init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-5f2f8
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

/// https://developer.apple.com/documentation/swiftui/textfield
/// `@MainActor @preconcurrency struct TextField<Label> where Label : View`
@MainActor @preconcurrency
public struct TextField<Label: View>: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

extension TextField {
    /// https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:)
    /// `nonisolated init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label)`
    /// (the label a view, such as `Text(_:bundle:)` for a title from a module's String Catalog)
    public nonisolated init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
    /// https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:axis:label:)
    /// `nonisolated init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label)`
    public nonisolated init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {}
    /// https://developer.apple.com/documentation/swiftui/textfield/init(value:format:prompt:label:)
    /// `nonisolated init<F>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F : ParseableFormatStyle, F.FormatOutput == String`
    public nonisolated init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {}
}

extension TextField where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-5ni2h
    /// `nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>)`
    public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-4a9w0
    /// `nonisolated init<S>(_ title: S, text: Binding<String>) where S : StringProtocol` (`@_disfavoredOverload`)
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)-5bhzr
    public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)-6ugxx
    public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-6ug7k
    /// `nonisolated init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F : ParseableFormatStyle, F.FormatOutput == String`
    public nonisolated init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {}
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-3bkl4
    /// (the optional-value overload)
    public nonisolated init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {}
}

/// https://developer.apple.com/documentation/swiftui/axis
@frozen
public enum Axis: Int8, Hashable, Sendable {
    case horizontal, vertical
}

/// https://developer.apple.com/documentation/swiftui/securefield
/// `@MainActor @preconcurrency struct SecureField<Label> where Label : View`
@MainActor @preconcurrency
public struct SecureField<Label: View>: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

extension SecureField {
    /// https://developer.apple.com/documentation/swiftui/securefield/init(text:prompt:label:)
    /// `nonisolated init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label)`
    public nonisolated init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
}

extension SecureField where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)-4ac4m
    public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    /// https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)-3wkvl (`@_disfavoredOverload`)
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

/// https://developer.apple.com/documentation/swiftui/toggle
/// `@MainActor @preconcurrency struct Toggle<Label> where Label : View`
@MainActor @preconcurrency
public struct Toggle<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:)
    public nonisolated init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

extension Toggle where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-8qx3l
    public nonisolated init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    /// https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-2qurm (`@_disfavoredOverload`)
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

/// https://developer.apple.com/documentation/swiftui/stepper
@MainActor @preconcurrency
public struct Stepper<Label: View>: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

extension Stepper where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)-9udim
    public nonisolated init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {}
}

/// https://developer.apple.com/documentation/swiftui/progressview
/// `@MainActor @preconcurrency struct ProgressView<Label, CurrentValueLabel> where Label : View, CurrentValueLabel : View`
@MainActor @preconcurrency
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/progressview/init()
    /// `nonisolated init() where Label == EmptyView`
    public nonisolated init() where Label == EmptyView {}
    /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)-7a9ok
    public nonisolated init(_ titleKey: LocalizedStringKey) where Label == Text {}
    /// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:)
    public nonisolated init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {}
}

/// https://developer.apple.com/documentation/swiftui/labeledcontent
/// `struct LabeledContent<Label, Content>`
public struct LabeledContent<Label, Content> {}

extension LabeledContent: View where Label: View, Content: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
    /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(content:label:)
    public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension LabeledContent where Label == Text, Content: View {
    /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:content:)-6wbfm
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

extension LabeledContent where Label == Text, Content == Text {
    /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:)-4ehgb
    /// `nonisolated init<S>(_ titleKey: LocalizedStringKey, value: S) where S : StringProtocol`
    public nonisolated init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
    /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:)-3nn3r (`@_disfavoredOverload`)
    @_disfavoredOverload
    public nonisolated init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
    /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:format:)-2pl5k
    /// `nonisolated init<F>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F : FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String`
    public nonisolated init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {}
}

/// https://developer.apple.com/documentation/swiftui/contentunavailableview
/// `struct ContentUnavailableView<Label, Description, Actions> where Label : View, Description : View, Actions : View`
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    /// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:)
    public nonisolated init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)-1xm2t
    /// `nonisolated init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil)`
    public nonisolated init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
    /// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)-4ng23 (`@_disfavoredOverload`)
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
}

#if os(iOS)
/// https://developer.apple.com/documentation/swiftui/editbutton (iOS, iPadOS, visionOS only)
@MainActor @preconcurrency
public struct EditButton: View {
    /// https://developer.apple.com/documentation/swiftui/editbutton/init()
    public nonisolated init() {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}
#endif
