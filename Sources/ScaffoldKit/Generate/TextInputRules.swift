/// What the generated screen's text fields ask for: the runtime's `TextInputRole` a state item's
/// field gets (so AutoFill, the keyboard and autocorrection fit it), read off its name.
enum TextInputRules {
    /// The `TextInputRole` case for the text field of state item `name`.
    /// - Parameters:
    ///   - name: the state item's name as the spec writes it (`email`, `newPassword`).
    ///   - signsIn: whether the same form has a password field: an email address there is the
    ///     account's name, which AutoFill pairs with the password.
    /// - Returns: a case name of `TextInputRole` (`plain` when the name says nothing).
    static func role(forStateNamed name: String, signsIn: Bool) -> String {
        let lowered = name.lowercased()
        if isPassword(name) {
            return ["new", "confirm", "repeat"].contains { lowered.contains($0) } ? "newPassword" : "password"
        }
        if lowered.contains("email") { return signsIn ? "accountEmail" : "emailAddress" }
        if lowered.contains("username") || lowered == "login" || lowered == "user" { return "username" }
        if lowered.contains("phone") { return "telephoneNumber" }
        if ["otp", "onetimecode", "verificationcode"].contains(where: { lowered.contains($0) }) {
            return "oneTimeCode"
        }
        if lowered.hasSuffix("url") || lowered.contains("website") { return "url" }
        return "plain"
    }

    /// Whether state item `name` holds a password (AutoFill's password or new-password field).
    static func isPassword(_ name: String) -> Bool {
        name.lowercased().contains("password")
    }
}
