import Foundation

/// Step 5 of ``FeatureVerifier/verify(_:)`` (with ``FeatureVerifier/xcodebuild`` set): building
/// the Xcode project `scaffold init` wrote (`Xcode/<Name>.xcodeproj`, scheme `<Name>`) for an iOS
/// simulator and for macOS, unsigned, into `.build/scaffold-xcode`.
extension FeatureVerifier {
    /// The destinations the Xcode project is built for, as `xcodebuild -destination` takes them,
    /// with how reports name them.
    static let xcodeDestinations: [(destination: String, name: String)] = [
        ("generic/platform=iOS Simulator", "iOS Simulator"), ("platform=macOS", "macOS"),
    ]

    /// The `xcodebuild` arguments that build `project`'s scheme `scheme` for `destination`.
    public func xcodebuildArguments(project: String, scheme: String, destination: String) -> [String] {
        [
            "-project", project, "-scheme", scheme, "-destination", destination, "-derivedDataPath",
            absolute(".build/scaffold-xcode"), "CODE_SIGNING_ALLOWED=NO", "build",
        ]
    }

    /// The Xcode project in `Xcode/` (its path relative to the package), when there is one.
    func xcodeProject() -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute("Xcode"))) ?? []
        return names.filter { $0.hasSuffix(".xcodeproj") }.sorted().first.map { "Xcode/" + $0 }
    }

    /// Builds the Xcode project for each destination when ``xcodebuild`` is set and every step so
    /// far passed; the Xcode app target's sources are then "built by xcodebuild".
    func buildXcodeProject(into report: inout Report) throws {
        guard report.succeeded, let xcodebuild else { return }
        guard let project = xcodeProject() else {
            progress("xcodebuild ... skipped: the package has no Xcode/<Name>.xcodeproj (scaffold init writes one)\n")
            return
        }
        let scheme = ((project as NSString).lastPathComponent as NSString).deletingPathExtension
        var built: [String] = []
        for (destination, name) in Self.xcodeDestinations {
            let arguments = xcodebuildArguments(project: project, scheme: scheme, destination: destination)
            let result = try xcodebuild.run(arguments, in: packageRoot, onLine: verboseOutput)
            let ok = result.status == 0
            progress(
                "xcodebuild -scheme \(scheme) -destination '\(destination)' ... \(ok ? "ok" : "failed") (\(Self.seconds(result.seconds)))\n"
            )
            guard ok else {
                report.succeeded = false
                let files = app.map { $0.files + $0.entryPointFiles } ?? []
                let messages = CompilerMessage.parse(result.output)
                report.problems += map(messages, files: files)
                if messages.isEmpty { report.failingTests += result.output.split(separator: "\n").suffix(20).map(String.init) }
                return
            }
            built.append(name)
        }
        report.builtWithXcode = (app?.entryPointFiles ?? []).map { ($0.path, built) }
        report.parsedOnly.removeAll { path in report.builtWithXcode.contains { $0.path == path } }
    }
}
