import Foundation

/// Runs independent per-feature work (reading, parsing, validating, rendering) on every core.
enum ParallelMap {
    /// `items.map(transform)`, the calls spread over up to `ProcessInfo.activeProcessorCount`
    /// threads (one thread for a handful of items, where starting threads costs more than it
    /// saves); results in the order of `items`.
    /// - Parameters:
    ///   - items: the inputs.
    ///   - threshold: the most items done on the calling thread alone (more than that are
    ///     shared out); `1` for a few items that are each a lot of work.
    ///   - transform: called once per item, from any thread; must not depend on call order.
    /// - Returns: the results, `result[i] == transform(items[i])`.
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], threshold: Int = 8, _ transform: @Sendable (Item) -> Result
    ) -> [Result] {
        let workers = items.count > threshold ? min(ProcessInfo.processInfo.activeProcessorCount, 8) : 1
        guard workers > 1 else { return items.map(transform) }
        let slots = Slots<Result>(count: items.count)
        // Interleaved, so a run of expensive items is shared rather than landing on one thread.
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: items.count, by: workers) {
                slots.set(index, transform(items[index]))
            }
        }
        return slots.values()
    }
}

/// Results written by concurrent workers, one slot each.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    /// Every slot's value (all are set once `concurrentPerform` returns).
    func values() -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
