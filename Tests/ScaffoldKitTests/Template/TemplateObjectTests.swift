import Testing

@testable import ScaffoldKit

/// ``TemplateObject``'s shortcuts (a hash index of its first members with the later ones
/// searched linearly, and keys sorted by bytes when ASCII) answer exactly as a dictionary and
/// `String`'s order do, on seeded random objects and edits.
@Suite struct TemplateObjectTests {
    static let seed = SeededGenerator.seed(from: "SCAFFOLD_TEMPLATE_OBJECT_SEED", default: 14)

    /// A key from a small alphabet (so keys repeat), sometimes long, sometimes not ASCII.
    static func key(_ random: inout SeededGenerator) -> String {
        let alphabet = ["a", "b", "B", "_", "1", "é", "e\u{301}", "z", "Z", "ß"]
        let asciiOnly = Int.random(in: 0..<4, using: &random) > 0
        let length = Int.random(in: 0...(Int.random(in: 0..<5, using: &random) == 0 ? 24 : 4), using: &random)
        return (0..<length).map { _ in
            alphabet[Int.random(in: 0..<(asciiOnly ? 5 : alphabet.count), using: &random)]
        }.joined()
    }

    static func text(_ value: TemplateValue?) -> String? {
        guard case .string(let text)? = value else { return nil }
        return text
    }

    @Test func editsAnswerAsADictionary() {
        var random = SeededGenerator(seed: Self.seed)
        for round in 0..<200 {
            var reference: [String: String] = [:]
            var order: [String] = []
            let start = Int.random(in: 0..<40, using: &random)
            for _ in 0..<start {
                let key = Self.key(&random)
                if reference[key] == nil { order.append(key) }
                reference[key] = "v\(Int.random(in: 0..<9, using: &random))"
            }
            var object =
                round % 2 == 0
                ? TemplateObject(reference.mapValues { TemplateValue.string($0) })
                : TemplateObject(pairs: order.map { ($0, TemplateValue.string(reference[$0] ?? "")) })
            if round % 2 == 0 { order = object.keys }
            // A copy edited apart must not change the original (they may share an index).
            let original = object
            let originalReference = reference
            for _ in 0..<Int.random(in: 0..<60, using: &random) {
                let key = Self.key(&random)
                switch Int.random(in: 0..<6, using: &random) {
                case 0:
                    object[key] = nil
                    reference[key] = nil
                    order.removeAll { $0 == key }
                case 1, 2, 3:
                    let value = "w\(Int.random(in: 0..<9, using: &random))"
                    if reference[key] == nil { order.append(key) }
                    object[key] = .string(value)
                    reference[key] = value
                default:
                    #expect(Self.text(object[key]) == reference[key], "round \(round): \(key)")
                }
            }
            #expect(object.keys == order, "round \(round)")
            for key in order { #expect(Self.text(object[key]) == reference[key], "round \(round): \(key)") }
            #expect(object[Self.key(&random) + "-absent"] == nil)
            for (key, value) in originalReference { #expect(Self.text(original[key]) == value, "round \(round): \(key)") }
            #expect(original.count == originalReference.count)
        }
    }

    @Test func keysFromADictionaryAreInStringOrder() {
        var random = SeededGenerator(seed: Self.seed)
        for round in 0..<300 {
            var dictionary: [String: TemplateValue] = [:]
            for _ in 0..<Int.random(in: 0..<50, using: &random) { dictionary[Self.key(&random)] = .null }
            #expect(TemplateObject(dictionary).keys == dictionary.keys.sorted(), "round \(round)")
        }
        let ascii = ["previewOutcomeType", "preview", "previewOutcome", "Z", "_", "a", "", "hasRootLoads", "hasRoot"]
        #expect(TemplateObject(Dictionary(uniqueKeysWithValues: ascii.map { ($0, TemplateValue.null) })).keys == ascii.sorted())
        #expect(TemplateObject.asciiPrefix(of: "ab") == 0x6162_0000_0000_0000)
        #expect(TemplateObject.asciiPrefix(of: "abcdefghij") == 0x6162_6364_6566_6768)
        #expect(TemplateObject.asciiPrefix(of: "é") == nil)
    }
}
