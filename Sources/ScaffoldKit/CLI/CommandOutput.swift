import Foundation

/// Where a command writes its output: the process's stdout/stderr or, in tests, a buffer.
public protocol CommandOutput: AnyObject, Sendable {
    /// Writes raw bytes exactly as given.
    func write(bytes: [UInt8])
}

extension CommandOutput {
    /// Writes text as UTF-8, exactly as given (no newline is added).
    public func write(_ text: String) {
        write(bytes: Array(text.utf8))
    }
}

/// Writes to a file descriptor such as standard output.
public final class FileDescriptorOutput: CommandOutput, @unchecked Sendable {
    private let handle: FileHandle
    /// Whether the descriptor is a terminal (used to decide on colour and prompts).
    public let isTerminal: Bool

    /// Creates an output writing to `descriptor` (1 for stdout, 2 for stderr).
    public init(descriptor: Int32) {
        self.handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        self.isTerminal = isatty(descriptor) == 1
    }

    /// Writes all bytes, retrying short writes.
    public func write(bytes: [UInt8]) {
        handle.write(Data(bytes))
    }
}

/// Collects output in memory; used by tests that drive commands in-process.
public final class BufferedOutput: CommandOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [UInt8] = []

    /// Creates an empty buffer.
    public init() {}

    /// Appends bytes to the buffer.
    public func write(bytes: [UInt8]) {
        lock.lock()
        storage += bytes
        lock.unlock()
    }

    /// Everything written so far, decoded as UTF-8.
    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: storage, as: UTF8.self)
    }
}
