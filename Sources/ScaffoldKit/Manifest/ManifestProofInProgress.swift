import Foundation

/// A type check of a manifest edit running on a thread of its own
/// (``PackageWorkspace/startManifestProof(_:full:)``): started as soon as the edited text is
/// known, so the compiler runs while the command renders and plans the rest of its write, and
/// waited for by the write's proof (``PackageWorkspace/verifyManifest(at:edit:full:started:)``),
/// which rolls the write back when it failed, exactly as if it had run then.
public final class ManifestProofInProgress: @unchecked Sendable {
    /// The edit being proved.
    public let edit: GenerationPlan.ManifestEdit
    private let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var result: Result<Bool, ManifestVerificationError>?

    /// Starts `check` (`true`: type-checked; `false`: the toolchain cannot type-check manifests)
    /// for `edit` on a global queue.
    init(edit: GenerationPlan.ManifestEdit, check: @escaping @Sendable () throws(ManifestVerificationError) -> Bool) {
        self.edit = edit
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let outcome: Result<Bool, ManifestVerificationError>
            do throws(ManifestVerificationError) {
                outcome = .success(try check())
            } catch {
                outcome = .failure(error)
            }
            lock.lock()
            result = outcome
            lock.unlock()
            finished.signal()
        }
    }

    /// Waits for the type check: `true` when the edit type-checked, `false` when the toolchain
    /// could not type-check it (another proof must run).
    /// - Throws: ``ManifestVerificationError`` when the edited manifest does not type-check.
    public func outcome() throws(ManifestVerificationError) -> Bool {
        lock.lock()
        var known = result
        lock.unlock()
        if known == nil {
            finished.wait()
            lock.lock()
            known = result
            lock.unlock()
            finished.signal()  // later callers do not wait
        }
        guard let known else { return false }
        return try known.get()
    }
}
