extension FeatureSpec {
    /// Which properties introduce a model on screen: a list row's title and subtitle, and the
    /// navigation title of a page showing the model (spec keys `titleProperty`, `subtitleProperty`).
    public struct ModelDisplay: Hashable, Sendable {
        /// The property shown as the title (a non-optional `String` or `URL`); `nil` means the
        /// default: `title`, `name`, `displayName` or `label`, else the first non-optional text.
        public var titleProperty: String?
        /// The property shown under the title; `nil` means the default: the first other
        /// non-optional text, date or number.
        public var subtitleProperty: String?

        /// Creates display hints; `nil` keeps a default.
        public init(titleProperty: String? = nil, subtitleProperty: String? = nil) {
            self.titleProperty = titleProperty
            self.subtitleProperty = subtitleProperty
        }
    }

    /// How one property is shown (spec keys `label`, `format`, `hidden`).
    public struct PropertyDisplay: Hashable, Sendable {
        /// The English label (the String Catalog key); `nil` means the name in words
        /// (`unitPrice` → "Unit price").
        public var label: String?
        /// How the value is formatted; `nil` means the default for its type.
        public var format: DisplayFormat?
        /// Whether the property is never shown on screen (rows, fields, titles).
        public var isHidden: Bool

        /// Creates display hints; the defaults show the property as its type suggests.
        public init(label: String? = nil, format: DisplayFormat? = nil, isHidden: Bool = false) {
            self.label = label
            self.format = format
            self.isHidden = isHidden
        }
    }

    /// A property's `format`: a Foundation `FormatStyle` the screen applies to the value.
    public enum DisplayFormat: Hashable, Sendable {
        /// `number`: `.number`, grouped and localized.
        case number
        /// `percent`: `.percent`; a floating-point or `Decimal` value is a fraction (0.25 is
        /// 25 %), an integer a whole percentage (25 is 25 %), as Foundation defines it.
        case percent
        /// `currency:<code>`: `.currency(code:)` with an ISO 4217 code (`currency:EUR`).
        case currency(code: String)
        /// `date`: the date alone, abbreviated (`Date.FormatStyle(date: .abbreviated, time: .omitted)`).
        case date
        /// `time`: the time alone (`Date.FormatStyle(date: .omitted, time: .shortened)`).
        case time
        /// `dateTime`: date and time (`Date.FormatStyle(date: .abbreviated, time: .shortened)`).
        case dateTime
        /// `relative`: relative to now, in words ("yesterday", "in 2 hours": `.relative(presentation: .named)`).
        case relative
        /// `measurement:<unit>`: the number as a `Measurement` of the named `Dimension` unit
        /// (`measurement:kilometers`), shown in the person's preferred units (`.measurement(width: .abbreviated)`).
        case measurement(unit: MeasurementUnit)

        /// The spelling the spec writes, `currency:USD`.
        public var text: String {
            switch self {
            case .number: "number"
            case .percent: "percent"
            case .currency(let code): "currency:\(code)"
            case .date: "date"
            case .time: "time"
            case .dateTime: "dateTime"
            case .relative: "relative"
            case .measurement(let unit): "measurement:\(unit.name)"
            }
        }

        /// The formats written without an argument, and the two written with one.
        public static let spellings = [
            "number", "percent", "currency:<ISO 4217 code>", "date", "time", "dateTime", "relative", "measurement:<unit>",
        ]

        /// Whether the format reads a `Date` (else a number).
        public var isForDates: Bool {
            switch self {
            case .date, .time, .dateTime, .relative: true
            case .number, .percent, .currency, .measurement: false
            }
        }
    }

    /// A unit a `measurement` format can name: a class property of one of Foundation's
    /// `Dimension` subclasses (`UnitLength.kilometers`).
    public struct MeasurementUnit: Hashable, Sendable {
        /// The unit's name, as Foundation spells the class property (`kilometers`).
        public var name: String
        /// The `Dimension` subclass declaring it (`UnitLength`).
        public var dimension: String

        /// The unit named `name`, or `nil` when ``known`` has none.
        public init?(named name: String) {
            guard let dimension = Self.known.first(where: { $0.units.contains(name) })?.dimension else { return nil }
            self.name = name
            self.dimension = dimension
        }

        /// The units accepted, per dimension: the common ones every Apple platform and
        /// swift-corelibs-foundation declare.
        public static let known: [(dimension: String, units: [String])] = [
            ("UnitLength", ["meters", "kilometers", "centimeters", "millimeters", "miles", "yards", "feet", "inches"]),
            ("UnitMass", ["kilograms", "grams", "milligrams", "ounces"]),
            ("UnitTemperature", ["celsius", "fahrenheit", "kelvin"]),
            ("UnitDuration", ["hours", "minutes", "seconds"]),
            ("UnitVolume", ["liters", "milliliters", "cubicMeters", "gallons", "fluidOunces", "cups"]),
            ("UnitSpeed", ["metersPerSecond", "kilometersPerHour", "milesPerHour", "knots"]),
            ("UnitEnergy", ["kilocalories", "calories", "kilojoules", "joules", "kilowattHours"]),
            ("UnitArea", ["squareMeters", "squareKilometers", "hectares", "acres", "squareFeet"]),
        ]

        /// Every accepted unit name, in ``known`` order.
        public static var names: [String] { known.flatMap(\.units) }
    }
}

extension FeatureSpec.Storage.Model {
    /// The stored model's value type as the screens show it: its properties with their
    /// display hints, and its title and subtitle.
    var shownModel: FeatureSpec.Model {
        var shown = FeatureSpec.Model(
            name: name, properties: properties.map { FeatureSpec.Property(name: $0.name, type: $0.type, display: $0.display) })
        shown.display = display
        return shown
    }
}
