/// Names that mark a value as secret: a password, a token, a key. Such a value is typed into a
/// secure field, forgotten once the command that takes it succeeds, never shown on screen, and
/// never carried by a route (routes are `Codable` and can be saved with the navigation path).
enum SecretNames {
    /// The name fragments, lowercased.
    static let fragments = [
        "password", "secret", "token", "passcode", "pincode", "apikey", "api_key", "accesskey", "access_key", "sessionkey",
        "session_key", "privatekey", "private_key", "credential",
    ]

    /// Whole words of a name (camelCase or snake_case) that mark a secret but would match far too
    /// much as fragments: `pin` is a word of `userPIN` and `pin_code`, not of `pinned` or `shipping`.
    static let words: Set<String> = ["pin"]

    /// Whether a value named `name` looks secret.
    static func isSecret(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return fragments.contains { lowered.contains($0) } || hasSecretWord(name)
    }

    /// Whether one of the words of `name` is in ``words``: a word ends at `_`, and before an
    /// uppercase letter that follows a lowercase one or a digit (`userPIN` is `user`, `PIN`).
    static func hasSecretWord(_ name: String) -> Bool {
        var word = ""
        var previous: Character?
        for character in name {
            if character == "_" || (character.isUppercase && (previous?.isLowercase == true || previous?.isNumber == true)) {
                if words.contains(word.lowercased()) { return true }
                word = ""
            }
            if character != "_" { word.append(character) }
            previous = character
        }
        return words.contains(word.lowercased())
    }
}
