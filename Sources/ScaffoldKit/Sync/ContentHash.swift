/// A stable fingerprint of file contents: 64-bit FNV-1a over the UTF-8 bytes, as 16 hex digits
/// prefixed with `fnv1a64:`.
///
/// Used to tell whether a generated file, template or spec changed; not a security measure.
/// (Foundation on Linux has no digest API, and FNV-1a is specified in a few lines.)
public enum ContentHash {
    /// The fingerprint of `text`.
    public static func of(_ text: String) -> String {
        of(bytes: text.utf8)
    }

    /// The fingerprint of `bytes`.
    public static func of<Bytes: Sequence<UInt8>>(bytes: Bytes) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
