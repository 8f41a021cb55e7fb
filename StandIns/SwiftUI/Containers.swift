// SwiftUI stand-in: containers, lists and navigation.

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment
@frozen public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/alignment
@frozen public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
    public static let leading = Alignment()
    public static let trailing = Alignment()
    public static let top = Alignment()
    public static let bottom = Alignment()
}

/// https://developer.apple.com/documentation/swiftui/vstack
/// `@frozen struct VStack<Content> where Content : View`
@frozen
public struct VStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    @inlinable public nonisolated init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/hstack
@frozen
public struct HStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
    @inlinable public nonisolated init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/zstack
@frozen
public struct ZStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
    @inlinable public nonisolated init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/spacer
@frozen
public struct Spacer: View {
    /// https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
    @inlinable public nonisolated init(minLength: CGFloat? = nil) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/divider
public struct Divider: View {
    /// https://developer.apple.com/documentation/swiftui/divider/init()
    public nonisolated init() {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/scrollview
/// `@MainActor @preconcurrency struct ScrollView<Content> where Content : View`
@MainActor @preconcurrency
public struct ScrollView<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
    public nonisolated init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

extension Axis {
    /// https://developer.apple.com/documentation/swiftui/axis/set
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// https://developer.apple.com/documentation/swiftui/form
/// `@MainActor @preconcurrency struct Form<Content> where Content : View`
@MainActor @preconcurrency
public struct Form<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/form/init(content:)
    public nonisolated init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/list
/// `@MainActor @preconcurrency struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View`
@MainActor @preconcurrency
public struct List<SelectionValue: Hashable, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-4ouny
    public nonisolated init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

extension List where SelectionValue == Never {
    /// https://developer.apple.com/documentation/swiftui/list/init(content:)
    /// `nonisolated init(@ViewBuilder content: () -> Content)`
    public nonisolated init(@ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-7vpgz
    /// `nonisolated init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data : RandomAccessCollection, RowContent : View, Data.Element : Identifiable`
    public nonisolated init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {}
}

/// https://developer.apple.com/documentation/swiftui/section
/// `struct Section<Parent, Content, Footer>`
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
    /// https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:)
    public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:header:)
    public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:)
    public nonisolated init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(_:content:)-90be4
    /// `nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content)`
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/section/init(_:content:)-8rqu6
    /// `nonisolated init<S>(_ title: S, @ViewBuilder content: () -> Content) where S : StringProtocol` (`@_disfavoredOverload`)
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/foreach
/// `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// https://developer.apple.com/documentation/swiftui/foreach/data
    public var data: Data
    /// https://developer.apple.com/documentation/swiftui/foreach/content
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-90tfh
    /// `nonisolated init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)`
    public nonisolated init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    /// `nonisolated init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)`
    public nonisolated init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-8sp6y
    public nonisolated init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

/// https://developer.apple.com/documentation/swiftui/dynamicviewcontent
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
    /// `nonisolated func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent`
    public nonisolated func onDelete(perform action: ((IndexSet) -> Void)?) -> some View { _StandInModified(self) }
}

/// https://developer.apple.com/documentation/swiftui/navigationpath
/// `struct NavigationPath` (`Equatable`)
public struct NavigationPath: Equatable {
    /// https://developer.apple.com/documentation/swiftui/navigationpath/init()
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/navigationpath/count
    public var count: Int { 0 }
    /// https://developer.apple.com/documentation/swiftui/navigationpath/isempty
    public var isEmpty: Bool { true }
    /// https://developer.apple.com/documentation/swiftui/navigationpath/append(_:)-5vm4g
    public mutating func append<V: Hashable>(_ value: V) {}
    /// https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:)
    public mutating func removeLast(_ k: Int = 1) {}
}

/// https://developer.apple.com/documentation/swiftui/navigationstack
/// `@MainActor @preconcurrency struct NavigationStack<Data, Root> where Root : View`
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
    /// `nonisolated init(@ViewBuilder root: () -> Root) where Data == NavigationPath`
    public nonisolated init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)
    /// `nonisolated init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath`
    public nonisolated init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)
    /// `nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data : MutableCollection, Data : RandomAccessCollection, Data : RangeReplaceableCollection, Data.Element : Hashable`
    public nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/navigationlink
/// `@MainActor @preconcurrency struct NavigationLink<Label, Destination> where Label : View, Destination : View`
@MainActor @preconcurrency
public struct NavigationLink<Label: View, Destination: View>: View {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:)
    public nonisolated init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

extension NavigationLink where Destination == Never {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)
    /// `nonisolated init<P>(value: P?, @ViewBuilder label: () -> Label) where P : Hashable`
    public nonisolated init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

extension NavigationLink where Label == Text, Destination == Never {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)-4r5bq
    /// `nonisolated init<P>(_ titleKey: LocalizedStringKey, value: P?) where P : Hashable`
    public nonisolated init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {}
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)-3rmpd
    /// `nonisolated init<S, P>(_ title: S, value: P?) where S : StringProtocol, P : Hashable` (`@_disfavoredOverload`)
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {}
}

extension NavigationLink where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:destination:)-1v7nd
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitview
/// `@MainActor @preconcurrency struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar : View, Content : View, Detail : View`
@MainActor @preconcurrency
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:content:detail:)
    /// `nonisolated init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail)`
    public nonisolated init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

extension NavigationSplitView where Content == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:detail:)
    /// `nonisolated init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView`
    public nonisolated init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
}

/// https://developer.apple.com/documentation/swiftui/tabview
@MainActor @preconcurrency
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
    public nonisolated init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

extension TabView where SelectionValue == Int {
    /// https://developer.apple.com/documentation/swiftui/tabview/init(content:)
    public nonisolated init(@ViewBuilder content: () -> Content) {}
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// https://developer.apple.com/documentation/swift/rangereplaceablecollection/remove(atoffsets:)
    /// (declared by SwiftUI) `mutating func remove(atOffsets offsets: IndexSet)`
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}

extension MutableCollection {
    /// https://developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:)
    /// (declared by SwiftUI) `mutating func move(fromOffsets source: IndexSet, toOffset destination: Int)`
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}

/// https://developer.apple.com/documentation/swiftui/timelineschedule
/// `protocol TimelineSchedule` (its `entries(from:mode:)` requirement is left out: nothing
/// generated implements a schedule)
public protocol TimelineSchedule {}

/// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// https://developer.apple.com/documentation/swiftui/timelineschedule/everyminute
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

/// https://developer.apple.com/documentation/swiftui/timelineview
/// `struct TimelineView<Schedule, Content> where Schedule : TimelineSchedule` (`View` where
/// `Content : View`)
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// https://developer.apple.com/documentation/swiftui/timelineview/context
    public struct Context: Sendable {
        /// https://developer.apple.com/documentation/swiftui/timelineview/context/date
        public let date: Date
    }
}

extension TimelineView: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)
    /// `init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content)`
    public nonisolated init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context
