/// A `Package.swift` without `defaultLocalization:`, which generated features need: their String
/// Catalogs (``StringCatalog``) are localized resources, and SwiftPM and Xcode take the package's
/// development language from `defaultLocalization`, per
/// https://developer.apple.com/documentation/xcode/localizing-package-resources .
public struct DefaultLocalizationProblem: Hashable, Sendable, CustomStringConvertible {
    /// The language generated features are written in, which `--add-default-localization` sets.
    public static let language = "en"

    /// Where the argument belongs: the `Package(` call.
    public var location: SourceLocation
    /// What is wrong and the fix to make by hand.
    public var message: String
    /// The manifest with `defaultLocalization: "en",` inserted after `name:` (nothing else
    /// changed), or `nil` when `name:` is not followed by a comma the editor can insert after.
    public var added: String?

    /// `path:line:col: error: message`.
    public var description: String { Diagnostic(at: location, message).description }
}

extension ManifestEditor {
    /// Checks that the `Package(…)` call has a `defaultLocalization:` argument.
    /// - Returns: `nil` when it has one, or when the manifest cannot be read (the registration
    ///   reports that); otherwise the problem, located at `Package(`, with the manifest fixed.
    public func defaultLocalizationProblem() -> DefaultLocalizationProblem? {
        guard let syntax = try? ManifestSyntax.parsed(source),
            syntax.packageArgument("defaultLocalization") == nil
        else { return nil }
        let needed = "defaultLocalization: \"\(DefaultLocalizationProblem.language)\""
        // `Package`'s parameters are ordered: `defaultLocalization` comes right after `name`.
        let added = insertingAfterName(needed, in: syntax)
        return DefaultLocalizationProblem(
            location: packageCallLocation(in: syntax),
            message:
                "the package declares no defaultLocalization, but generated features ship a String Catalog (Resources/Localizable.xcstrings) and look their strings up in it; add '\(needed),' after 'name:', or run again with --add-default-localization",
            added: added)
    }
}
