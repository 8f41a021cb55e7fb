/// The only place the feature generator turns spec names into Swift names, so the naming
/// engine (``SwiftName``) can change without touching the generator.
enum FeatureNaming {
    /// UpperCamelCase for a type (`forecast` → `Forecast`).
    static func typeName(_ raw: String) -> String {
        SwiftName(raw).typeName
    }

    /// lowerCamelCase for a member (`Forecast` → `forecast`).
    static func memberName(_ raw: String) -> String {
        SwiftName(raw).memberName
    }

    /// Words for people: `searchCities` → `Search cities`, `cityID` → `City ID`; known
    /// initialisms (``initialisms``) are upper-cased however the spec spells them
    /// (`isbn` → `ISBN`, `imageUrl` → `Image URL`).
    static func displayName(_ raw: String) -> String {
        // The same route, method and property names recur in every feature: remembered.
        displayNames.value(for: raw) { wordsForPeople(raw) }
    }

    private static let displayNames = Memo<String, String>()

    /// ``displayName(_:)`` computed.
    static func wordsForPeople(_ raw: String) -> String {
        let words = SwiftName(raw).words.enumerated().map { index, word in
            if word.count > 1, word == word.uppercased() { return word }
            if initialisms.contains(word.lowercased()) { return word.uppercased() }
            return index == 0 ? word.prefix(1).uppercased() + word.dropFirst().lowercased() : word.lowercased()
        }
        return words.joined(separator: " ")
    }

    /// Words for a list of values named `raw` (a model): ``displayName(_:)`` with its last word
    /// in the plural (`Book` → `Books`, `PantryItem` → `Pantry items`, `Shelf` → `Shelves`,
    /// `Category` → `Categories`); an initialism gets `s` (`URL` → `URLs`).
    static func pluralDisplayName(_ raw: String) -> String {
        let name = displayName(raw)
        let lastStart = name.lastIndex(of: " ").map { name.index(after: $0) } ?? name.startIndex
        return String(name[..<lastStart]) + plural(String(name[lastStart...]))
    }

    /// Initialisms shown upper-case in titles.
    static let initialisms: Set<String> = [
        "id", "ids", "url", "urls", "uri", "isbn", "uuid", "api", "html", "json", "xml", "pdf", "http", "https", "sku", "ean",
        "upc", "ip", "iso", "gps", "vin",
    ]

    /// The English plural of one word (regular rules and the common irregular nouns).
    private static func plural(_ word: String) -> String {
        guard !word.isEmpty else { return word }
        if word.count > 1, word == word.uppercased() { return word + "s" }
        let lower = word.lowercased()
        let irregular = [
            "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice", "foot": "feet",
            "tooth": "teeth", "goose": "geese", "shelf": "shelves", "leaf": "leaves", "half": "halves", "knife": "knives",
            "life": "lives", "wife": "wives", "wolf": "wolves", "loaf": "loaves", "thief": "thieves", "series": "series",
            "species": "species", "news": "news", "data": "data", "info": "info", "sheep": "sheep", "fish": "fish",
        ]
        if let plural = irregular[lower] {
            return word.first?.isUppercase == true ? plural.prefix(1).uppercased() + plural.dropFirst() : plural
        }
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        if lower.hasSuffix("y"), lower.count > 1, !vowels.contains(lower.dropLast().last ?? "a") {
            return word.dropLast() + "ies"
        }
        if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) { return word + "es" }
        return word + "s"
    }

    /// A spec identifier as it is written in Swift source: backtick-escaped when it is a
    /// keyword (`default` → `` `default` ``), by the naming engine's one keyword list.
    static func escaped(_ identifier: String) -> String {
        SwiftName.escaped(identifier)
    }

    /// A spec identifier as an argument label at a call site, a tuple or enum-case label: a
    /// keyword needs no backticks there (Swift warns "keyword does not need to be escaped in
    /// argument list"), except `inout`, `var` and `let`.
    static func argumentLabel(_ identifier: String) -> String {
        let bare = SwiftName.unescaped(identifier)
        return ["inout", "var", "let"].contains(bare) ? "`\(bare)`" : bare
    }
}
