extension PackageWorkspace {
    /// Writes `plan` into the package all or nothing with ``PlanWriter``, proving its manifest
    /// edit (see ``verifyManifest(at:edit:full:started:)``) in the staged package before anything is
    /// committed: the one write path of `feature`, `sync`, `remove` and `rename`.
    /// - Parameters:
    ///   - plan: what to write and delete.
    ///   - mode: apply it, or show it (`dryRun`).
    ///   - allowOverwrite: replace files that differ from what the plan expects (`--force`).
    ///   - fullManifestProof: always prove the manifest with `swift package dump-package`.
    ///   - manifestProof: the type check of the plan's manifest edit, started ahead
    ///     (``startManifestProof(_:full:)``): waited for instead of type-checking again.
    ///   - conflicts: the command's own failure for files in the way or changed meanwhile
    ///     (it may print the report first).
    /// - Returns: the write report, and which proof of the manifest ran (`nil`: none).
    /// - Throws: ``CommandFailure`` with ``ExitCode/concurrentRun`` when every conflict is a
    ///   file another run changed after this one read it ("run again"), else the failure
    ///   `conflicts` makes, or ``CommandFailure`` for any other write or proof failure (the
    ///   package is left as it was).
    public func write(
        _ plan: GenerationPlan, mode: PlanWriter.Mode, allowOverwrite: Bool = false, fullManifestProof: Bool = false,
        manifestProof: ManifestProofInProgress? = nil, conflicts: (WriteReport) -> CommandFailure
    ) throws(CommandFailure) -> (report: WriteReport, proof: ManifestVerifier.Proof?) {
        var proof: ManifestVerifier.Proof?
        do {
            let report = try PlanWriter(fileSystem: fileSystem, allowOverwrite: allowOverwrite).write(plan, mode: mode) { root in
                if let edit = plan.manifestEdit {
                    proof = try verifyManifest(at: root, edit: edit, full: fullManifestProof, started: manifestProof)
                }
            }
            return (report, proof)
        } catch {
            switch error {
            case .conflicts(let report) where report.isChangedMeanwhile && mode == .apply:
                // Not the user's edits: another run wrote these files after this one read them.
                throw CommandFailure(
                    "another scaffold run changed these files; run again: "
                        + report.conflicts.map(\.path).joined(separator: ", ")
                        + " changed between this run's read and its write; nothing was written",
                    exitCode: ExitCode.concurrentRun)
            case .conflicts(let report): throw conflicts(report)
            // These say whether the package was restored (or how it will be).
            case .writeFailed, .verificationFailed: throw CommandFailure("\(error)")
            default: throw CommandFailure("\(error); the package was left as it was")
            }
        }
    }
}
