import Foundation

// What a type check of an edited manifest needs to see (``ManifestEditResult/proofText``): its
// cost must not grow with the package (untouched entries) nor with a bulk edit (a thousand
// entries of one shape registered at once).
extension ManifestEditor {
    /// The manifest's bytes with every element of `literals` that no edit touches blanked out
    /// (spaces, line breaks kept so positions stay), except each array's last element, which an
    /// insertion at the close follows. What is left is what the edit could break: the code
    /// outside the arrays, the inserted entries and their neighbours. Type-checking that costs
    /// the same for 1 or 1,000 registered features (a `[Target]` literal of thousands of
    /// `.target(…)` calls takes the type checker tens of seconds).
    static func blankingUntouchedElements(
        of literals: [ManifestSyntax.ArrayLiteral], keeping offsets: [Int], in syntax: ManifestSyntax
    ) -> [UInt8] {
        var bytes = syntax.bytes
        let sorted = offsets.sorted()
        for literal in literals {
            for element in literal.elements.dropLast() {
                let start = syntax.tokens[element.start].start
                let end = element.comma.map { syntax.tokens[$0].end } ?? syntax.tokens[element.end].end
                // The first edit offset at or after `start`: touched when it is within the element.
                var low = 0, high = sorted.count
                while low < high {
                    let middle = (low + high) / 2
                    if sorted[middle] < start { low = middle + 1 } else { high = middle }
                }
                if low < sorted.count, sorted[low] <= end { continue }
                for index in start..<end where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                    bytes[index] = UInt8(ascii: " ")
                }
            }
        }
        return bytes
    }

    /// This manifest (a proof text) with every element of its `targets:` and `products:` arrays,
    /// and of each target's `dependencies:` and `resources:`, blanked out when an earlier element
    /// of the same array has its shape: the same tokens, plain string literals aside (a target's
    /// name, path and dependencies' names). Plain strings never change an element's type, so one
    /// element of each shape type-checks for all of them, and a thousand features registered at
    /// once cost what a few do. Each array's last element stays (what an insertion at its close
    /// follows). Interpolated, raw or multi-line strings are part of the shape.
    /// - Returns: the text with the repeated elements blanked (line breaks kept), or the text
    ///   unchanged when it does not parse.
    func blankingRepeatedShapes() -> String {
        guard let syntax = try? ManifestSyntax.parsed(source) else { return source }
        var literals: [ManifestSyntax.ArrayLiteral] = []
        for label in ["targets", "products"] {
            guard let resolved = try? resolveArray(label, in: syntax, manual: []) else { continue }
            literals.append(resolved.literal)
            for call in resolved.calls {
                for argument in syntax.arguments(open: call.open, close: call.close)
                where argument.label == "dependencies" || argument.label == "resources" {
                    if let literal = syntax.arrayLiteral(argument) { literals.append(literal) }
                }
            }
        }
        var bytes = syntax.bytes
        var blanked = false
        for literal in literals {
            var shapes = Set<[String]>()
            for element in literal.elements.dropLast() {
                let shape = (element.start...element.end).map { syntax.plainString($0) == nil ? syntax.text($0) : "\"\"" }
                guard !shapes.insert(shape).inserted else { continue }
                let start = syntax.tokens[element.start].start
                let end = element.comma.map { syntax.tokens[$0].end } ?? syntax.tokens[element.end].end
                for index in start..<end where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                    bytes[index] = UInt8(ascii: " ")
                }
                blanked = true
            }
        }
        return blanked ? String(decoding: bytes, as: UTF8.self) : source
    }
}
