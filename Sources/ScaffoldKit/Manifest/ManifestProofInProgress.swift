import Foundation

/// A type check of a manifest edit running on a thread of its own
/// (``PackageWorkspace/startManifestProof(_:full:)``): started as soon as the edited text is
/// known, so the compiler runs while the command renders and plans the rest of its write, and
/// waited for by the write's proof (``PackageWorkspace/verifyManifest(at:edit:full:started:)``),
/// which rolls the write back when it failed, exactly as if it had run then.
public final class ManifestProofInProgress: @unchecked Sendable {
    /// The edit being proved.
    public let edit: GenerationPlan.ManifestEdit
    private let running = DispatchGroup()
    /// Written once by the check, read after ``running`` is done.
    private var result: Result<Bool, ManifestVerificationError> = .success(false)

    /// Starts `check` (`true`: type-checked; `false`: the toolchain cannot type-check manifests)
    /// for `edit` on a global queue.
    init(edit: GenerationPlan.ManifestEdit, check: @escaping @Sendable () throws(ManifestVerificationError) -> Bool) {
        self.edit = edit
        DispatchQueue.global(qos: .userInitiated).async(group: running) { [self] in
            do throws(ManifestVerificationError) {
                result = .success(try check())
            } catch {
                result = .failure(error)
            }
        }
    }

    /// Waits for the type check (any number of callers): `true` when the edit type-checked,
    /// `false` when the toolchain could not type-check it (another proof must run).
    /// - Throws: ``ManifestVerificationError`` when the edited manifest does not type-check.
    public func outcome() throws(ManifestVerificationError) -> Bool {
        running.wait()
        return try result.get()
    }
}
