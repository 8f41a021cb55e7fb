import Foundation

/// Results of a pure function of its key, kept for the rest of the process and shared by every
/// thread (``ParallelMap`` workers ask for the same type spellings and manifests many times per
/// command). Bounded: past ``capacity`` entries it starts again empty, so memory stays small.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    /// The most entries kept at once.
    let capacity: Int

    /// Creates an empty memo holding at most `capacity` entries.
    init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    /// The value for `key`: remembered, or computed by `compute` (outside the lock; two threads
    /// may both compute it, with the same result) and remembered.
    func value(for key: Key, _ compute: () -> Value) -> Value {
        lock.lock()
        let known = values[key]
        lock.unlock()
        if let known { return known }
        let value = compute()
        lock.lock()
        if values.count >= capacity { values.removeAll(keepingCapacity: true) }
        values[key] = value
        lock.unlock()
        return value
    }
}
