import Foundation

/// The parts of saved specs that the app's composition root read in earlier commands
/// (``AppComposer/SpecParts``), keyed by each spec file's exact text, so `feature`, `sync`,
/// `check`, `remove` and `rename` in a package of many features validate only the saved specs
/// that changed instead of all of them.
///
/// Machine-local, never committed or merged: kept at `.scaffold/cache/app` beside
/// ``CheckCache``'s file (git ignores the folder).
///
/// What is trusted: a feature's parts are used only when its saved spec's text has the same
/// ``ContentHash`` as the text they were taken from, the scaffold binary is the same
/// (``CheckCache/binaryIdentity``: a new validator is a new binary), and, when the manifest's
/// library targets are known, each of its `dependencies` is one of them (the one thing the
/// validator checks beyond the text itself). Only a spec that validated is kept, so an invalid
/// saved spec is validated, and reported, by every command. Anything else is a miss: the spec is
/// validated again.
///
/// Never trusted blindly: a cache whose header, version or binary differ, or whose closing
/// checksum does not match its text (truncated, corrupted, half-written), is no cache; it is
/// written beside the old one and renamed over it, so a crash leaves the old cache or the new one.
struct CompositionRootCache: Sendable, Equatable {
    /// The cache's path, relative to the package root.
    static let path = ".scaffold/cache/app"
    /// The format written in the header (an older or newer format is not read).
    static let formatVersion = "1"

    /// One feature's parts.
    struct Entry: Hashable, Sendable {
        /// The ``ContentHash`` of the saved spec's text the parts were taken from.
        var specHash: String
        /// The parts, as one line of JSON.
        var parts: String
        /// ``parts`` decoded with every other entry of the cache in one decoder run (a cache is
        /// read whole by every command); `nil`: decoded on demand.
        fileprivate var decodedParts: AppComposer.SpecParts?

        static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.specHash == rhs.specHash && lhs.parts == rhs.parts }

        func hash(into hasher: inout Hasher) {
            hasher.combine(specHash)
            hasher.combine(parts)
        }

        /// The entry for `parts` of a spec whose text hashes to `specHash`; `nil` if they cannot
        /// be encoded.
        init?(specHash: String, parts: AppComposer.SpecParts) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(parts) else { return nil }
            self.specHash = specHash
            self.parts = String(decoding: data, as: UTF8.self)
        }

        init(specHash: String, encodedParts: String) {
            self.specHash = specHash
            self.parts = encodedParts
        }

        /// The parts, when they decode and still hold under `dependableTargets` (each
        /// dependency one of them; `nil`: unknown, not checked).
        func decoded(dependableTargets: Set<String>?) -> AppComposer.SpecParts? {
            guard
                let parts = decodedParts
                    ?? (try? JSONDecoder().decode(AppComposer.SpecParts.self, from: Data(self.parts.utf8)))
            else {
                return nil
            }
            if let dependableTargets, !parts.dependencies.allSatisfy(dependableTargets.contains) { return nil }
            return parts
        }
    }

    /// The binary that wrote it (``CheckCache/binaryIdentity``).
    var binary: String
    /// Entries by feature name.
    var entries: [String: Entry] = [:]

    /// The cache's text: a header with the format, the binary, one tab-separated line per
    /// feature (name, spec hash, parts), and a closing line with the ``ContentHash`` of
    /// everything before it.
    func encoded() -> String {
        var out = "scaffold-app-cache \(Self.formatVersion)\n"
        out += "binary\t" + binary.replacingOccurrences(of: "\n", with: " ") + "\n"
        for (name, entry) in entries.sorted(by: { $0.key < $1.key }) {
            out += name + "\t" + entry.specHash + "\t" + entry.parts + "\n"
        }
        return out + "end\t" + ContentHash.of(out) + "\n"
    }

    /// Reads a cache's text; `nil` when it is not a whole cache of this format written by
    /// `binary` (any doubt: no cache). Works on the UTF-8 bytes: a package of many features has
    /// a long cache, read by every command.
    static func decode(_ text: String, binary: String) -> CompositionRootCache? {
        var text = text
        return text.withUTF8 { decode($0, binary: binary) }
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, binary: String) -> CompositionRootCache? {
        let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t")
        // The last line: `end<TAB><checksum of everything before it>`.
        guard bytes.count > 1, bytes[bytes.count - 1] == newline,
            let endLine = bytes[..<(bytes.count - 1)].lastIndex(of: newline).map({ $0 + 1 })
        else { return nil }
        let body = UnsafeBufferPointer(rebasing: bytes[..<endLine])
        guard String(decoding: bytes[endLine..<(bytes.count - 1)], as: UTF8.self) == "end\t" + ContentHash.of(bytes: body)
        else { return nil }
        var lines = body.split(separator: newline, omittingEmptySubsequences: false).dropLast()
        guard let header = lines.popFirst(), String(decoding: header, as: UTF8.self) == "scaffold-app-cache \(formatVersion)",
            let binaryLine = lines.popFirst(), String(decoding: binaryLine, as: UTF8.self) == "binary\t" + binary
        else { return nil }
        var cache = CompositionRootCache(binary: binary)
        var names: [String] = []
        var batch: [UInt8] = [UInt8(ascii: "[")]
        for line in lines {
            let fields = line.split(separator: tab, maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { return nil }
            let name = String(decoding: fields[0], as: UTF8.self)
            cache.entries[name] = Entry(
                specHash: String(decoding: fields[1], as: UTF8.self), encodedParts: String(decoding: fields[2], as: UTF8.self))
            if !names.isEmpty { batch.append(UInt8(ascii: ",")) }
            batch += fields[2]
            names.append(name)
        }
        batch.append(UInt8(ascii: "]"))
        // Every entry's parts in one decoder run (1000 small runs cost more than one large one);
        // when any entry does not decode, each is decoded on its own when asked for.
        if let all = try? JSONDecoder().decode([AppComposer.SpecParts].self, from: Data(batch)), all.count == names.count {
            for (name, parts) in zip(names, all) { cache.entries[name]?.decodedParts = parts }
        }
        return cache
    }
}
