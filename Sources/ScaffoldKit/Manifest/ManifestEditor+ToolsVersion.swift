extension ManifestEditor {
    /// The oldest tools version the registered features build with: `PackageDescription` 5.9
    /// introduced `.iOS(.v17)` and `.macOS(.v14)` (the deployment targets generated features
    /// need), and SwiftPM 5.9 is the first to process String Catalog resources.
    public static let minimumToolsVersion = ManifestSelection.Version(5, 9)

    /// Checks the `// swift-tools-version:` line against ``minimumToolsVersion``.
    /// - Returns: `nil` when the manifest declares that version or later, or declares none
    ///   (SwiftPM reports that itself); otherwise the problem, located on the first line, with
    ///   the fix.
    public func toolsVersionProblem() -> Diagnostic? {
        guard let declared = ManifestSelection.toolsVersion(of: source), declared < Self.minimumToolsVersion else {
            return nil
        }
        let minimum = Self.minimumToolsVersion
        let shown = declared.patch == 0 ? "\(declared.major).\(declared.minor)" : declared.description
        return Diagnostic(
            at: SourceLocation(file: path, line: 1, column: 1),
            "the package declares swift-tools-version \(shown), but generated features need tools \(minimum.major).\(minimum.minor) or later (for .iOS(.v17), .macOS(.v14) and String Catalogs); change the first line of \(PathComponents.lastComponent(of: path)) to '// swift-tools-version: \(minimum.major).\(minimum.minor)' (or later), then run again"
        )
    }
}
