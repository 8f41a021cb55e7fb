/// The version of the built-in template set: a fingerprint of every built-in template's path
/// and source, so two binaries generate the same code exactly when their template versions
/// match. Printed by `scaffold --version`.
///
/// It follows `Templates/` automatically: ``BuiltinTemplates`` is regenerated from that folder
/// and a test fails when the two differ.
public enum TemplateSetVersion {
    /// `templates <12 hex digits>` (the first 12 digits of the ``ContentHash`` of the sorted
    /// built-in templates, each as path, NUL, source, NUL).
    public static let current: String = {
        var bytes: [UInt8] = []
        for path in BuiltinTemplates.files.keys.sorted() {
            bytes += Array(path.utf8) + [0] + Array((BuiltinTemplates.files[path] ?? "").utf8) + [0]
        }
        return String(ContentHash.of(bytes: bytes).dropFirst("fnv1a64:".count).prefix(12))
    }()
}
