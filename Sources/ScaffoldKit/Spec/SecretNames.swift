/// Names that mark a value as secret: a password, a token, a key. Such a value is typed into a
/// secure field, forgotten once the command that takes it succeeds, never shown on screen, and
/// never carried by a route (routes are `Codable` and can be saved with the navigation path).
enum SecretNames {
    /// The name fragments, lowercased.
    static let fragments = ["password", "secret", "token", "passcode", "apikey", "api_key", "privatekey", "credential"]

    /// Whether a value named `name` looks secret.
    static func isSecret(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return fragments.contains { lowered.contains($0) }
    }
}
