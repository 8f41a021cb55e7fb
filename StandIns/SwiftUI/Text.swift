// SwiftUI stand-in: `Text`, `LocalizedStringKey` and `Image`.

/// https://developer.apple.com/documentation/swiftui/localizedstringkey
/// `@frozen struct LocalizedStringKey` (`Equatable`, `ExpressibleByStringInterpolation`, `Sendable`)
@frozen
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
    public init(_ value: String) {}
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
    public init(stringLiteral value: String) {}
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
    /// The interpolations a localized key accepts: strings, numbers (`_FormatSpecifiable`),
    /// Foundation reference-convertible values (`UUID`, `Date`, `URL`, ...), `Text`, format styles.
    /// Any other type is a compile error, as with the real SDK.
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-4kqjs
        /// `mutating func appendInterpolation(_ string: String)`
        public mutating func appendInterpolation(_ string: String) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-378v9
        /// `mutating func appendInterpolation<T>(_ value: T) where T : _FormatSpecifiable`
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:formatter:)-9vdw4
        /// `mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject : ReferenceConvertible`
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-4qyfo
        /// `mutating func appendInterpolation(_ text: Text)`
        public mutating func appendInterpolation(_ text: Text) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:format:)
        /// (the `String`-output overload) `mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F : FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String`
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {}
    }
}

/// The numeric types a localized string interpolation formats with a default specifier
/// (public, underscored in the real SDK: `Int`, `Int8`...`UInt64`, `Float`, `Double`, `CGFloat`).
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

/// https://developer.apple.com/documentation/swiftui/text
/// `@frozen struct Text` (`View`, `Equatable`, `Sendable`)
@frozen
public struct Text: View, Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    /// `nonisolated init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)`
    public nonisolated init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    /// `nonisolated init<S>(_ content: S) where S : StringProtocol` — `@_disfavoredOverload` in the
    /// SDK's interface (the docs hide it), so a string literal picks the localized-key initializer.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ content: S) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    public nonisolated init(verbatim content: String) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(_:format:)
    public nonisolated init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {}
    /// https://developer.apple.com/documentation/swiftui/text/init(_:style:)
    public nonisolated init(_ date: Date, style: Text.DateStyle) {}

    /// https://developer.apple.com/documentation/swiftui/text/datestyle
    public struct DateStyle: Sendable {
        public static let date = DateStyle()
        public static let time = DateStyle()
        public static let relative = DateStyle()
    }

    /// https://developer.apple.com/documentation/swiftui/text/font(_:)
    public nonisolated func font(_ font: Font?) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/bold()
    public nonisolated func bold() -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/foregroundstyle(_:)
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }

    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/image
/// `@frozen struct Image` (`View`, `Equatable`, `Sendable`)
@frozen
public struct Image: View, Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    public nonisolated init(systemName: String) {}
    /// https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
    public nonisolated init(_ name: String, bundle: Bundle? = nil) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/font
/// `@frozen struct Font` (`Hashable`, `Sendable`)
@frozen
public struct Font: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/font/largetitle
    public static let largeTitle = Font()
    /// https://developer.apple.com/documentation/swiftui/font/title
    public static let title = Font()
    /// https://developer.apple.com/documentation/swiftui/font/headline
    public static let headline = Font()
    /// https://developer.apple.com/documentation/swiftui/font/subheadline
    public static let subheadline = Font()
    /// https://developer.apple.com/documentation/swiftui/font/body
    public static let body = Font()
    /// https://developer.apple.com/documentation/swiftui/font/callout
    public static let callout = Font()
    /// https://developer.apple.com/documentation/swiftui/font/footnote
    public static let footnote = Font()
    /// https://developer.apple.com/documentation/swiftui/font/caption
    public static let caption = Font()
}

/// https://developer.apple.com/documentation/swiftui/shapestyle
/// `protocol ShapeStyle : Sendable`
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color
/// `@frozen struct Color` (`View`, `ShapeStyle`, `Hashable`, `Sendable`)
@frozen
public struct Color: View, ShapeStyle, Hashable, Sendable {
    public nonisolated static let red = Color()
    public nonisolated static let green = Color()
    public nonisolated static let blue = Color()
    public nonisolated static let orange = Color()
    public nonisolated static let primary = Color()
    public nonisolated static let secondary = Color()
    public nonisolated static let accentColor = Color()
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/primary
    public static let primary = HierarchicalShapeStyle()
    /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/secondary
    public static let secondary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/primary
    public static var primary: HierarchicalShapeStyle { .primary }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary
    public static var secondary: HierarchicalShapeStyle { .secondary }
}

extension ShapeStyle where Self == Color {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/red
    public static var red: Color { Color.red }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/orange
    public static var orange: Color { Color.orange }
}

extension String {
    /// https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:)
    /// Apple's Foundation (re-exported by SwiftUI), absent from swift-corelibs-foundation:
    /// `init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil)`.
    /// The key here is a literal without interpolations (what generated code writes).
    public init(
        localized keyAndValue: StaticString, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = "\(keyAndValue)"
    }
}
