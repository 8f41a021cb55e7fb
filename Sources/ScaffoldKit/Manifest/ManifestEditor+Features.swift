extension ManifestEditor {
    /// `manifest` with every feature registered (targets, test targets, products), each new
    /// feature also added to the `App` target's dependencies when the package has one, and each
    /// feature target depending on everything its spec's `dependencies` lists. Entries already
    /// present are left alone; nothing is ever removed. The manifest is parsed once and every
    /// entry inserted in one pass, so the cost grows with the manifest, not with the number of
    /// features times the manifest.
    ///
    /// A manifest the editor cannot edit is accepted unchanged when every feature's target,
    /// test target and product are declared in it anyway (added by hand); otherwise the error
    /// lists exactly the entries of the features still missing, `App` dependencies included.
    /// - Parameters:
    ///   - registrations: the features to register.
    ///   - manifest: the manifest's text.
    ///   - path: the manifest's path, for error locations.
    ///   - core: the shared runtime to register with them (``CoreRegistration``), or `nil`.
    /// - Returns: the edited text (equal to `manifest` when nothing is missing).
    /// - Throws: ``ManifestEditError`` when the manifest cannot be edited safely and does not
    ///   register every feature (and the runtime's targets).
    public static func registeringFeatures(
        _ registrations: [FeatureRegistration], in manifest: String, path: String = "Package.swift",
        core: CoreRegistration? = nil
    ) throws(ManifestEditError) -> String {
        try registeringFeaturesWithProof(registrations, in: manifest, path: path, core: core).text
    }

    /// ``registeringFeatures(_:in:path:)`` with the text a type check needs to prove the edit
    /// (``ManifestEditResult/proofText``; the edited text itself when nothing changed).
    /// - Parameter form: the form to migrate the manifest to first (``converting(to:registrations:layout:)``
    ///   with the registrations' layout), or `nil` to keep the manifest's own.
    /// - Throws: ``ManifestEditError`` as ``registeringFeatures(_:in:path:)`` does, and when the
    ///   manifest cannot be migrated to `form`.
    public static func registeringFeaturesWithProof(
        _ registrations: [FeatureRegistration], in manifest: String, path: String = "Package.swift",
        core: CoreRegistration? = nil, form: ManifestForm? = nil
    ) throws(ManifestEditError) -> (text: String, proofText: String) {
        if let form {
            let migrated = try ManifestEditor(source: manifest, path: path).converting(
                to: form, registrations: registrations, layout: registrations.first?.layout ?? .features)
            if migrated != manifest {
                // Not an insertion, so it is proved by loading the whole manifest: no proof text.
                let edited = try registeringFeaturesWithProof(registrations, in: migrated, path: path, core: core)
                return (edited.text, edited.text)
            }
        }
        do {
            let result = try ManifestEditor(source: manifest, path: path).registering(
                registrations, addingToApp: true, core: core)
            return (result.text, result.proofText ?? result.text)
        } catch {
            let declared = ManifestSyntax.declaredNames(in: Array(manifest.utf8))
            let missing = registrations.filter { registration in
                guard let declared else { return true }
                return !declared.targets.contains(registration.name)
                    || !declared.targets.contains(registration.testTargetName)
                    || !declared.products.contains(registration.name)
            }
            let missingCore = manualEntries(for: core, except: declared?.targets ?? [])
            if missing.isEmpty, missingCore.isEmpty { return (manifest, manifest) }
            var narrowed = error
            if !narrowed.manualEntries.isEmpty {
                narrowed.manualEntries = manualEntries(for: missing, addingToApp: mentionsAppTarget(manifest)) + missingCore
            }
            throw narrowed
        }
    }
}
