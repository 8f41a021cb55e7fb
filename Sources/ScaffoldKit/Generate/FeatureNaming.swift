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

    /// Words for people: `searchCities` → `Search cities`, `cityID` → `City ID`.
    static func displayName(_ raw: String) -> String {
        let words = SwiftName(raw).words.enumerated().map { index, word in
            if word.count > 1, word == word.uppercased() { return word }
            return index == 0 ? word.prefix(1).uppercased() + word.dropFirst().lowercased() : word.lowercased()
        }
        return words.joined(separator: " ")
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
