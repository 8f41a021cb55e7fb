// Foundation stand-in: `Measurement.FormatStyle`, which Apple's Foundation declares and
// swift-corelibs-foundation does not (the rest of the format styles exist on Linux).
import Foundation

#if !canImport(Darwin)
    extension Measurement where UnitType: Dimension {
        /// https://developer.apple.com/documentation/foundation/measurement/formatstyle
        /// `struct FormatStyle : Codable, Hashable, Sendable` (a `FormatStyle` of `Measurement<UnitType>` to `String`)
        public struct FormatStyle: Foundation.FormatStyle, Sendable {
            /// https://developer.apple.com/documentation/foundation/measurement/formatstyle/unitwidth
            public struct UnitWidth: Codable, Hashable, Sendable {
                public static var wide: UnitWidth { UnitWidth() }
                public static var abbreviated: UnitWidth { UnitWidth() }
                public static var narrow: UnitWidth { UnitWidth() }
            }

            public func format(_ value: Measurement<UnitType>) -> String { "" }
        }
    }

    extension FormatStyle {
        /// https://developer.apple.com/documentation/foundation/formatstyle/measurement(width:usage:numberformatstyle:)
        /// `static func measurement<UnitType>(width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self where Self == Measurement<UnitType>.FormatStyle, UnitType : Dimension`
        /// (`usage` and `numberFormatStyle` left out: the generated code passes only the width)
        public static func measurement<UnitType>(width: Measurement<UnitType>.FormatStyle.UnitWidth) -> Self
        where Self == Measurement<UnitType>.FormatStyle, UnitType: Dimension {
            Measurement<UnitType>.FormatStyle()
        }
    }
#endif
