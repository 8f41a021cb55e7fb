import Foundation

/// Mutates a valid spec into hostile input (issue 15, "fuzzing"): hostile strings (control
/// characters, comment and delimiter fragments, keywords, unicode, very long text), wrong JSON
/// types, deep nesting, huge numbers and lists, missing and unknown keys, and damaged JSON text.
struct SpecMutator {
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// Strings that have broken or could break generated code or messages.
    static let hostileStrings: [String] = [
        "", " ", "\u{0}", "\n", "\t", "x\r\ny", "Int)", "(Int", "where", "0 }", "0 // start at zero", "/* open", "*/",
        "\"", "\\", "#\"", "\"\"\"", "\u{202E}abc", "é", "名前", "🙂", "a\u{0301}", "{{name}}", "$(rm -rf /)", "`x`",
        "Int; import Glibc", "[String", "String]", "Optional<", "@escaping () -> Void", "some View", "any Error", "Int!",
        "inout Int", "nil", "true", "[:]", "[]", ".idle", "String.Type", "Never", "Void", "()", "(Int, String)",
        "[Int: ]", "Set<>", "Int?????", "Dictionary<String>", "Array<Int, Int>", "0x", "1e309", "-", "_", "__", "self",
        "Self", "init", "Type", "default", "class", "Any", "Int\u{7F}", "String\u{FEFF}", "#if os(iOS)", "#endif",
        "}\n}\nfunc evil() {", "\"; fatalError(); \"", "0 ?? 1", "[1, 2", "1,2", "f()", "await f()",
        String(repeating: "a", count: 5000), String(repeating: "[", count: 2000), String(repeating: "?", count: 2000),
        String(repeating: "Optional<", count: 300) + "Int" + String(repeating: ">", count: 300),
    ]

    static let hostileNumbers = [
        "1e400", "-1e400", "123456789012345678901234567890", "-0", "0.0000000001", "1E5", "9007199254740993",
    ]

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// A hostile replacement for a value.
    private mutating func hostileValue() -> OrderedJSON {
        switch int(0...9) {
        case 0...4: return .string(pick(Self.hostileStrings))
        case 5: return .number(pick(Self.hostileNumbers))
        case 6:
            let simple: [OrderedJSON] = [.bool(true), .null, .object([]), .array([]), .number("0")]
            return pick(simple)
        case 7:
            // Deep nesting.
            var value: OrderedJSON = .string("x")
            for _ in 0..<int(20...600) {
                if int(0...1) == 0 {
                    value = OrderedJSON.array([value])
                } else {
                    value = OrderedJSON.object([("name", value)])
                }
            }
            return value
        case 8:
            // A large list.
            var items: [OrderedJSON] = []
            for _ in 0..<int(100...400) {
                items.append(
                    OrderedJSON.object([("name", OrderedJSON.string("n\(int(0...99999))")), ("type", OrderedJSON.string("Int"))]))
            }
            return OrderedJSON.array(items)
        default:
            return .array([.string(pick(Self.hostileStrings))])
        }
    }

    /// One mutation of `value` at a random node.
    mutating func mutate(_ value: OrderedJSON) -> OrderedJSON {
        let nodes = Self.nodeCount(value)
        let target = int(0...(nodes - 1))
        var index = 0
        return mutate(value, target: target, index: &index)
    }

    private static func nodeCount(_ value: OrderedJSON) -> Int {
        var total = 1
        switch value {
        case .array(let items):
            for item in items { total += nodeCount(item) }
        case .object(let members):
            for member in members { total += nodeCount(member.1) }
        default:
            break
        }
        return total
    }

    private mutating func mutate(_ value: OrderedJSON, target: Int, index: inout Int) -> OrderedJSON {
        let current = index
        index += 1
        if current == target {
            switch value {
            case .object(var members) where !members.isEmpty && int(0...2) == 0:
                // Remove a key, add an unknown one, or duplicate one.
                switch int(0...2) {
                case 0: members.remove(at: int(0...(members.count - 1)))
                case 1: members.append((pick(["nmae", "Name", "routes2", "", "\u{0}", "type"]), .string("x")))
                default: members.append(members[int(0...(members.count - 1))])
                }
                return .object(members)
            case .string(let text) where int(0...2) == 0:
                // Keep the valid text but append or prepend something hostile.
                let hostile = pick(Self.hostileStrings)
                return .string(int(0...1) == 0 ? text + hostile : hostile + text)
            default:
                return hostileValue()
            }
        }
        switch value {
        case .array(let items):
            var result: [OrderedJSON] = []
            for item in items { result.append(mutate(item, target: target, index: &index)) }
            return .array(result)
        case .object(let members):
            var result: [(String, OrderedJSON)] = []
            for (key, item) in members { result.append((key, mutate(item, target: target, index: &index))) }
            return .object(result)
        default:
            return value
        }
    }

    /// Damages JSON text: truncation, a stray or removed byte, invalid UTF-8.
    mutating func damage(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return bytes }
        switch int(0...4) {
        case 0: bytes.removeLast(int(1...bytes.count))
        case 1: bytes.insert(pick(Array("{}[],:\"\\".utf8) + [0, 0xFF, 0xC3, 0x0A]), at: int(0...bytes.count))
        case 2: bytes.remove(at: int(0...(bytes.count - 1)))
        case 3: bytes.replaceSubrange(0..<0, with: [0xEF, 0xBB, 0xBF])
        default: bytes[int(0...(bytes.count - 1))] = UInt8(int(0...255))
        }
        return bytes
    }
}
