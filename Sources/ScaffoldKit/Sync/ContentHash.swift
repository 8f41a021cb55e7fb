/// A stable fingerprint of file contents: 64-bit FNV-1a over the UTF-8 bytes, as 16 hex digits
/// prefixed with `fnv1a64:`.
///
/// Used to tell whether a generated file, template or spec changed; not a security measure.
/// (Foundation on Linux has no digest API, and FNV-1a is specified in a few lines.)
public enum ContentHash {
    /// The fingerprint of `text`.
    public static func of(_ text: String) -> String {
        var text = text
        return text.withUTF8 { hex(of: $0) }
    }

    /// The fingerprint of `bytes`.
    public static func of<Bytes: Sequence<UInt8>>(bytes: Bytes) -> String {
        if let fingerprint = bytes.withContiguousStorageIfAvailable({ hex(of: $0) }) { return fingerprint }
        return hex(of: Array(bytes))
    }

    /// FNV-1a over contiguous bytes (a tight loop over a buffer: thousands of files are hashed
    /// per `check`).
    private static func hex(of buffer: UnsafeBufferPointer<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in buffer {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hex(hash)
    }

    private static func hex(of bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { hex(of: $0) }
    }

    private static func hex(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
