// SwiftUI stand-in: property wrappers and the environment.

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/state
/// `@frozen @propertyWrapper struct State<Value>` (`DynamicProperty`; `Sendable` when `Value: Sendable`)
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) {}
    /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
    public init(initialValue value: Value) {}
    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    /// `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
    /// `var projectedValue: Binding<Value> { get }`
    public var projectedValue: Binding<Value> { fatalError("stand-in") }
}

extension State where Value: ExpressibleByNilLiteral {
    /// https://developer.apple.com/documentation/swiftui/state/init()
    public init() {}
}

extension State: Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/scenestorage
/// `@frozen @propertyWrapper struct SceneStorage<Value>` (`DynamicProperty`; never `Sendable`)
@frozen @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let key: String
    /// https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
    /// `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/scenestorage/projectedvalue
    public var projectedValue: Binding<Value> { fatalError("stand-in") }
}

@available(*, unavailable)
extension SceneStorage: Sendable {}

extension SceneStorage {
    /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)-8s3bz
    /// `init(wrappedValue: Value, _ key: String) where Value == String`
    public init(wrappedValue: Value, _ key: String) where Value == String { self.key = key }
    /// `init(wrappedValue: Value, _ key: String) where Value == Data`
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.key = key }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)
    /// `init(_ key: String) where Value == String?`
    public init(_ key: String) where Value == String? { self.key = key }
    /// `init(_ key: String) where Value == Data?`
    public init(_ key: String) where Value == Data? { self.key = key }
}

/// https://developer.apple.com/documentation/swiftui/binding
/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
/// (`DynamicProperty`; `Sendable` only when `Value: Sendable`, per the page's discussion)
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    /// `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void)`
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
    public init(projectedValue: Binding<Value>) {}
    /// https://developer.apple.com/documentation/swiftui/binding/init(_:)-6xs3l
    public init(_ base: Binding<Value>) {}
    /// https://developer.apple.com/documentation/swiftui/binding/init(_:)-5z9t9
    /// `init?(_ base: Binding<Value?>)`: `nil` while the base's value is `nil`.
    public init?(_ base: Binding<Value?>) { return nil }
    /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
    /// `static func constant(_ value: Value) -> Binding<Value>`
    public static func constant(_ value: Value) -> Binding<Value> { fatalError("stand-in") }
    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    /// `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { self }
    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    /// `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get }`
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("stand-in")
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/bindable
/// `@dynamicMemberLookup @propertyWrapper struct Bindable<Value>`
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    /// https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
    public var wrappedValue: Value
    /// https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
    public var projectedValue: Bindable<Value> { self }
    /// https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
    /// `init(wrappedValue: Value) where Value : AnyObject, Value : Observable`
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    /// https://developer.apple.com/documentation/swiftui/bindable/init(_:)
    /// `init(_ wrappedValue: Value) where Value : AnyObject, Value : Observable`
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    /// https://developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:)
    public init(projectedValue: Bindable<Value>) { self.wrappedValue = projectedValue.wrappedValue }
    /// https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
    /// `subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value : AnyObject { get }`
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        fatalError("stand-in")
    }
}

extension Bindable: Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
/// `struct EnvironmentValues`
public struct EnvironmentValues: CustomStringConvertible {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
    public init() {}
    public var description: String { "EnvironmentValues" }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss
    /// `var dismiss: DismissAction { get }`
    public var dismiss: DismissAction { DismissAction() }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/refresh
    public var refresh: RefreshAction? { nil }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled
    public var isEnabled: Bool {
        get { true }
        set {}
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/locale
    public var locale: Locale {
        get { Locale(identifier: "en_US") }
        set {}
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
    /// `var horizontalSizeClass: UserInterfaceSizeClass? { get set }` (iOS 13, macOS 10.15; back-deployed before macOS 14)
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { nil }
        set {}
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
    /// `var scenePhase: ScenePhase { get set }` (iOS 14, macOS 11)
    public var scenePhase: ScenePhase {
        get { .active }
        set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/scenephase
/// `enum ScenePhase` (`Comparable`, `Sendable`)
public enum ScenePhase: Comparable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/scenephase/background
    case background
    /// https://developer.apple.com/documentation/swiftui/scenephase/inactive
    case inactive
    /// https://developer.apple.com/documentation/swiftui/scenephase/active
    case active
}

/// https://developer.apple.com/documentation/swiftui/environmentkey
/// `protocol EnvironmentKey` (`associatedtype Value`, `static var defaultValue: Self.Value { get }`)
public protocol EnvironmentKey {
    /// https://developer.apple.com/documentation/swiftui/environmentkey/value
    associatedtype Value
    /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
    /// `subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
/// `enum UserInterfaceSizeClass` (`Hashable`, `Sendable`)
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/compact
    case compact
    /// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/regular
    case regular
}

/// https://developer.apple.com/documentation/swiftui/dismissaction
/// `@MainActor @preconcurrency struct DismissAction`
@MainActor @preconcurrency
public struct DismissAction {
    nonisolated init() {}
    /// https://developer.apple.com/documentation/swiftui/dismissaction/callasfunction()
    public func callAsFunction() {}
}

/// https://developer.apple.com/documentation/swiftui/refreshaction
/// `struct RefreshAction` (`Sendable`)
public struct RefreshAction: Sendable {
    /// https://developer.apple.com/documentation/swiftui/refreshaction/callasfunction()
    /// `func callAsFunction() async`
    public func callAsFunction() async {}
}

/// https://developer.apple.com/documentation/swiftui/environment
/// `@frozen @propertyWrapper struct Environment<Value>` (`DynamicProperty`)
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    /// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8ltgq
    /// `init(_ objectType: Value.Type) where Value : AnyObject, Value : Observable`
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-6u2cc
    /// `init<T>(_ objectType: T.Type) where Value == T?, T : AnyObject, T : Observable`
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    /// `var wrappedValue: Value { get }`
    public var wrappedValue: Value { fatalError("stand-in") }
}

extension Environment: Sendable where Value: Sendable {}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:)
    /// `nonisolated func environment<T>(_ object: T?) -> some View where T : AnyObject, T : Observable`
    public nonisolated func environment<T: AnyObject & Observable>(_ object: T?) -> some View { _StandInModified(self) }
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    /// `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`
    public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _StandInModified(self)
    }
}

/// https://developer.apple.com/documentation/swiftui/focusstate
/// `@frozen @propertyWrapper struct FocusState<Value> : DynamicProperty where Value : Hashable` (not `Sendable`)
@frozen @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/focusstate/binding (a property wrapper
    /// in the SDK; here only the value `$focus` projects, which is what generated code passes)
    @frozen
    public struct Binding {
        /// `var wrappedValue: Value { get nonmutating set }`
        public var wrappedValue: Value {
            get { fatalError("stand-in") }
            nonmutating set {}
        }
        /// `var projectedValue: FocusState<Value>.Binding { get }`
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
    /// `var projectedValue: FocusState<Value>.Binding { get }`
    public var projectedValue: FocusState<Value>.Binding { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/swiftui/focusstate/init()-2mh5n
    public init() where Value == Bool {}
    /// https://developer.apple.com/documentation/swiftui/focusstate/init()-4ssdp
    public init<T: Hashable>() where Value == T? {}
}
