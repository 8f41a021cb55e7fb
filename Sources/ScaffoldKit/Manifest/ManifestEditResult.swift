/// The outcome of a manifest edit.
public struct ManifestEditResult: Hashable, Sendable {
    /// The manifest text after the edit (identical to the input when nothing was inserted).
    public var text: String
    /// The entries inserted, in order.
    public var inserted: [String]
    /// The entries skipped because something with that name was already there.
    public var alreadyPresent: [String]
    /// The edited text with the array elements the edit did not touch blanked out (line and
    /// column positions kept): what a type check must see to prove the edit, at a cost that does
    /// not grow with the number of registered features. `nil` when nothing changed.
    public var proofText: String?

    /// Creates a result.
    public init(text: String, inserted: [String], alreadyPresent: [String]) {
        self.text = text
        self.inserted = inserted
        self.alreadyPresent = alreadyPresent
    }

    /// Whether the text changed.
    public var changed: Bool { !inserted.isEmpty }
}
