/// How a form (a route's `form`) treats a stored model's properties: which ones a create form's
/// parameters can fill, how each is edited, and what a new value starts with. The validator and
/// the generator read the same rules.
enum FormFields {
    /// A member of a stored model's value that a create form's parameter can fill.
    struct Fillable: Hashable {
        /// The member's name (a property, or a to-one relationship's `<name>ID`).
        var name: String
        /// Its type as the value declares it (`Int`, `Shelf.ID?`).
        var type: String
    }

    /// How a form edits one property.
    enum Editor: Hashable {
        /// A text field; `optional`: an empty text stores `nil`.
        case text(optional: Bool)
        /// A text field parsing a number of the named type.
        case number(type: String, optional: Bool)
        /// A switch.
        case toggle(optional: Bool)
        /// A date picker.
        case date(optional: Bool)
        /// A picker over a storage enum's cases; `optional` adds "None".
        case picker(enumName: String, optional: Bool)
    }

    /// Whether a text property named `name` holds prose (a note, a description), so its field
    /// grows to several lines; other text fields stay one line, so Return submits. Read from the
    /// name's last word (`shortDescription`, `notes`).
    static func isLongText(_ name: String) -> Bool {
        let lastWord = name.lastIndex(where: \.isUppercase).map { name[$0...] } ?? name[...]
        return longTextWords.contains(lastWord.lowercased())
    }

    private static let longTextWords: Set<String> = [
        "body", "bio", "comment", "comments", "content", "description", "details", "memo", "message", "note", "notes",
        "summary", "text",
    ]

    /// The properties and to-one relationship identities of `model`'s value, except `id`.
    static func fillable(_ model: FeatureSpec.Storage.Model) -> [Fillable] {
        model.properties.filter { $0.name != "id" }.map { Fillable(name: $0.name, type: $0.type.trimmingHorizontalWhitespace()) }
            + model.relationships.filter { !$0.isToMany }.map {
                Fillable(name: FeatureNaming.memberName($0.name) + "ID", type: $0.target + ".ID?")
            }
    }

    /// How a form edits a property of `type`, or `nil` when it is not typed into a form (a
    /// `UUID`, `URL` or `Data`: a new value gets ``initialValue(of:enums:)`` or `nil`, an edited
    /// one keeps what it had).
    static func editor(for type: StorageType) -> Editor? {
        let optional = type.isOptional
        switch type.nonOptional {
        case .enumeration(let name): return .picker(enumName: name, optional: optional)
        case .scalar(let name):
            switch name {
            case "String": return .text(optional: optional)
            case "Bool": return .toggle(optional: optional)
            case "Date": return .date(optional: optional)
            case "Double", "Float", "Decimal": return .number(type: name, optional: optional)
            default:
                return StorageType.integers.contains(name) ? .number(type: name, optional: optional) : nil
            }
        case .optional: return nil
        }
    }

    /// What a new value's non-optional property of `type` starts with in a create form (a Swift
    /// expression): empty text, zero, off, now, the enum's first case, a fresh `UUID`, empty
    /// `Data`; `nil` for a `URL`, which has no sensible start.
    static func initialValue(of type: StorageType, enums: [FeatureSpec.Storage.Enumeration]) -> String? {
        switch type.nonOptional {
        case .enumeration(let name):
            return enums.first { $0.name == name }?.cases.first.map { "." + FeatureNaming.escaped($0) }
        case .scalar(let name):
            switch name {
            case "String": return "\"\""
            case "Bool": return "false"
            case "Date": return "Date()"
            case "UUID": return "UUID()"
            case "Data": return "Data()"
            case "URL": return nil
            default: return "0"
            }
        case .optional: return nil
        }
    }
}
