/// How a `Package.swift` registers feature modules (set in `.scaffold/config.json` as
/// `"manifest"`; `sync` migrates the manifest to the configured form).
public enum ManifestForm: String, Hashable, Sendable, CaseIterable {
    /// Each feature's `.target`, `.testTarget` and `.library` written out in `targets:` and
    /// `products:` (the default; what a hand-written manifest looks like).
    case targets
    /// One line per feature in a ``FeatureTable`` the manifest expands, so the manifest's code,
    /// and what type-checking and evaluating it costs, stays the same however many features
    /// there are.
    case table
}
