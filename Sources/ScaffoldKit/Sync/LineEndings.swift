import Foundation

/// A text file's line-ending style. Generated files are rendered with LF; a file the user's
/// editor or git settings turned into CRLF keeps CRLF: sync compares and merges with LF and
/// writes the result back in the file's own style, so line endings alone are never drift or a
/// conflict.
public enum LineEndings: Hashable, Sendable {
    /// `\n`.
    case lf
    /// `\r\n`.
    case crlf

    /// The style of `text`: CRLF when its first line break is `\r\n`, else LF.
    public static func of(_ text: String) -> LineEndings {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x0A { return previous == 0x0D ? .crlf : .lf }
            previous = byte
        }
        return .lf
    }

    /// Whether `text` contains a carriage return (`memchr` over its UTF-8 storage: every
    /// rendered and read file is asked).
    public static func containsCarriageReturn(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
            return memchr(base, 0x0D, bytes.count) != nil
        }
    }

    /// `text` with every `\r\n` turned into `\n`.
    public static func normalized(_ text: String) -> String {
        guard containsCarriageReturn(text) else { return text }
        var out = [UInt8]()
        out.reserveCapacity(text.utf8.count)
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                index += 1
                continue
            }
            out.append(bytes[index])
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// LF text (as rendered) written in this style.
    public func applied(to text: String) -> String {
        guard self == .crlf else { return text }
        var out = [UInt8]()
        out.reserveCapacity(text.utf8.count + text.utf8.count / 16)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x0A, previous != 0x0D { out.append(0x0D) }
            out.append(byte)
            previous = byte
        }
        return String(decoding: out, as: UTF8.self)
    }
}
