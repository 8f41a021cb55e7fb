/// The type of a stored property, as far as storage cares: a supported scalar, a storage enum
/// (stored as its `String` raw value), or an optional of one of these.
///
/// The list is deliberately short: every supported type is a SwiftData attribute type, has a
/// test fixture, and compares the same way in the in-memory and the SwiftData store.
indirect enum StorageType: Hashable, Sendable {
    /// A supported standard or Foundation type, by name.
    case scalar(String)
    /// A storage enum, by name.
    case enumeration(String)
    /// `T?`.
    case optional(StorageType)

    /// The scalar types a stored property may have.
    static let scalars: [String] = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Decimal", "Bool", "Date", "UUID", "URL", "Data",
    ]
    static let integers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// Classifies `type`; `nil` when it cannot be stored.
    /// - Parameters:
    ///   - type: the type as written (already trimmed).
    ///   - enums: the names of the storage enums.
    init?(_ type: String, enums: Set<String>) {
        var text = type
        var isOptional = false
        if text.hasSuffix("?") {
            text = String(text.dropLast())
            isOptional = true
        } else if text.hasPrefix("Optional<"), text.hasSuffix(">") {
            text = String(text.dropFirst("Optional<".count).dropLast())
            isOptional = true
        }
        let base: StorageType
        if Self.scalars.contains(text) {
            base = .scalar(text)
        } else if enums.contains(text) {
            base = .enumeration(text)
        } else {
            return nil
        }
        self = isOptional ? .optional(base) : base
    }

    /// Whether the type is optional.
    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type without its optional.
    var nonOptional: StorageType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// The name of the non-optional type (`Int`, `PantryCategory`).
    var baseName: String {
        switch nonOptional {
        case .scalar(let name), .enumeration(let name): name
        case .optional(let wrapped): wrapped.baseName
        }
    }

    /// The enum's name, when the (non-optional) type is a storage enum.
    var enumName: String? {
        if case .enumeration(let name) = nonOptional { return name }
        return nil
    }

    /// Whether `@Attribute(.unique)` is supported: non-optional strings, integers, UUIDs,
    /// dates and URLs.
    var supportsUnique: Bool {
        guard case .scalar(let name) = self else { return false }
        return name == "String" || name == "UUID" || name == "Date" || name == "URL" || Self.integers.contains(name)
    }

    /// Whether fetches can sort by the type in both stores: non-optional strings, numbers,
    /// dates and enums (by raw value).
    var isSortable: Bool {
        switch self {
        case .enumeration: true
        case .scalar(let name):
            name == "String" || name == "Double" || name == "Float" || name == "Decimal" || name == "Date"
                || Self.integers.contains(name)
        case .optional: false
        }
    }

    /// Whether the (non-optional) type compares as a string (`String` and enums): both stores
    /// order strings with `localizedStandard` comparison.
    var sortsAsString: Bool {
        switch self {
        case .enumeration: true
        case .scalar(let name): name == "String"
        case .optional: false
        }
    }

    /// The supported types, for messages.
    static let supportedDescription =
        "String, an integer type, Double, Float, Decimal, Bool, Date, UUID, URL, Data, a storage enum, or an optional of one of these"
}
