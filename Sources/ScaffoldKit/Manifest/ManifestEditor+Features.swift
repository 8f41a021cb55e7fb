extension ManifestEditor {
    /// `manifest` with every feature registered (targets, test targets, products), each new
    /// feature also added to the `App` target's dependencies when the package has one, and each
    /// feature target depending on everything its spec's `dependencies` lists. Entries already
    /// present are left alone; nothing is ever removed.
    /// - Parameters:
    ///   - registrations: the features to register.
    ///   - manifest: the manifest's text.
    /// - Returns: the edited text (equal to `manifest` when nothing is missing).
    /// - Throws: ``ManifestEditError`` when the manifest cannot be edited safely.
    public static func registeringFeatures(_ registrations: [FeatureRegistration], in manifest: String) throws(ManifestEditError)
        -> String
    {
        var text = manifest
        // One scan finds what is registered already; only missing features are edited.
        // A manifest whose arrays cannot be read yields no names; `registering` then throws
        // the error that carries the entries to add by hand.
        let names = (try? ManifestEditor(source: manifest).registeredNames()) ?? (targets: [], products: [])
        let targetNames = Set(names.targets), productNames = Set(names.products)
        let missing = registrations.filter {
            !targetNames.contains($0.name) || !targetNames.contains($0.testTargetName) || !productNames.contains($0.name)
        }
        for registration in missing {
            let targets = Set((try? ManifestEditor(source: text).registeredNames().targets) ?? [])
            text = try ManifestEditor(source: text).registering(registration).text
            if targets.contains("App"), !targets.contains(registration.name) {
                text = try ManifestEditor(source: text).addingDependency(registration.name, toTarget: "App").text
            }
        }
        // Dependencies a spec gained after its feature was registered.
        for registration in registrations {
            for dependency in registration.dependencies {
                text = try ManifestEditor(source: text).addingDependency(dependency, toTarget: registration.name).text
            }
        }
        return text
    }
}
