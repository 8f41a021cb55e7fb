extension ManifestEditor {
    /// The result of removing a feature's entries from a manifest.
    public struct Removal: Hashable, Sendable {
        /// The manifest text without the entries.
        public var text: String
        /// The entries removed, as `targets: Weather`, `products: Weather`,
        /// `dependencies of App: Weather`, in manifest order.
        public var removed: [String]
        /// The targets (other than the feature's own) whose `dependencies:` listed the feature.
        public var dependents: [String]
    }

    /// Removes a feature's registration: its target and test target from `targets:`, its
    /// product from `products:`, and the feature from every other target's `dependencies:` (as
    /// `"Name"`, `.target(name: "Name")`, `.product(name: "Name", …)` or
    /// `.byName(name: "Name")`). Every other byte is kept; an entry alone on its line goes with
    /// its line. Entries that are not there are skipped, so removing twice changes nothing.
    /// - Parameter registration: the feature (its name gives the target, `<Name>Tests` and the
    ///   product).
    /// - Returns: the edited text, what was removed and which targets depended on the feature.
    /// - Throws: ``ManifestEditError`` when the manifest's shape cannot be edited safely (the
    ///   same shapes ``registering(_:)`` refuses); it names the entries to remove by hand.
    public func removingFeature(_ registration: FeatureRegistration) throws(ManifestEditError) -> Removal {
        let manual = [
            ManifestEditError.ManualEntry(destination: "remove from targets:", code: registration.targetEntry),
            ManifestEditError.ManualEntry(destination: "remove from targets:", code: registration.testTargetEntry),
            ManifestEditError.ManualEntry(destination: "remove from products:", code: registration.productEntry),
        ]
        let syntax: ManifestSyntax
        do {
            syntax = try ManifestSyntax.parsed(source)
        } catch {
            throw ManifestEditError(path: path, location: nil, reason: error.reason, manualEntries: manual)
        }
        func failure(_ offset: Int, _ reason: String) -> ManifestEditError {
            let position = syntax.lineAndColumn(offset)
            return ManifestEditError(
                path: path, location: SourceLocation(file: path, line: position.line, column: position.column), reason: reason,
                manualEntries: manual)
        }
        for index in syntax.tokens.indices.dropLast(2) where syntax.tokens[index].kind == .identifier {
            if syntax.text(index) == "package", syntax.isPunctuation(index + 1, "."),
                ["targets", "products"].contains(syntax.text(index + 2))
            {
                throw failure(
                    syntax.tokens[index].start, "'package.\(syntax.text(index + 2))' is changed outside the 'Package(…)' call")
            }
        }
        func calls(_ label: String) throws(ManifestEditError) -> (ManifestSyntax.ArrayLiteral, [ManifestSyntax.NamedCall])? {
            guard let argument = syntax.packageArgument(label) else { return nil }
            guard let literal = syntax.arrayLiteral(argument) else {
                throw failure(syntax.tokens[argument.valueStart].start, "'\(label):' is not a plain array literal")
            }
            var named: [ManifestSyntax.NamedCall] = []
            for element in literal.elements {
                guard let call = syntax.namedCall(element) else {
                    throw failure(
                        syntax.tokens[element.start].start, "an element of '\(label):' is not a '.kind(name: \"…\", …)' entry")
                }
                named.append(call)
            }
            return (literal, named)
        }

        var cuts: [Range<Int>] = []
        var removed: [String] = []
        var dependents: [String] = []
        let own: Set<String> = [registration.name, registration.testTargetName]
        if let (literal, targetCalls) = try calls("targets") {
            for (index, call) in targetCalls.enumerated() {
                if own.contains(call.name) {
                    cuts.append(Self.cut(element: index, of: literal, in: syntax))
                    removed.append("targets: \(call.name)")
                    continue
                }
                let arguments = syntax.arguments(open: call.open, close: call.close)
                guard let dependencies = arguments.first(where: { $0.label == "dependencies" }),
                    let list = syntax.arrayLiteral(dependencies)
                else { continue }
                for (position, element) in list.elements.enumerated() {
                    let matches: Bool
                    if element.start == element.end, let name = syntax.plainString(element.start) {
                        matches = name == registration.name
                    } else if let named = syntax.namedCall(element), ["target", "product", "byName"].contains(named.kind) {
                        matches = named.name == registration.name
                    } else {
                        matches = false
                    }
                    if matches {
                        cuts.append(Self.cut(element: position, of: list, in: syntax))
                        removed.append("dependencies of \(call.name): \(registration.name)")
                        dependents.append(call.name)
                    }
                }
            }
        }
        if let (literal, productCalls) = try calls("products") {
            for (index, call) in productCalls.enumerated() where call.name == registration.name {
                cuts.append(Self.cut(element: index, of: literal, in: syntax))
                removed.append("products: \(call.name)")
            }
        }
        let table: FeatureTable?
        do {
            table = try syntax.featureTable()
        } catch {
            throw failure(
                error.offset, "feature table line '\(error.text)' is not 'Name: target dependencies | test dependencies'")
        }
        if let table {
            let lines = Self.tableCuts(removing: registration.name, from: table, in: syntax.bytes)
            cuts += lines.cuts
            if table.names.contains(registration.name) { removed.append("features: \(registration.name)") }
            removed += lines.dependents.map { "dependencies of \($0): \(registration.name)" }
            dependents += lines.dependents
        }
        var bytes = syntax.bytes
        for range in cuts.sorted(by: { $0.lowerBound > $1.lowerBound }) {
            bytes.removeSubrange(range)
        }
        return Removal(text: String(decoding: bytes, as: UTF8.self), removed: removed, dependents: dependents)
    }

    /// The bytes to cut to remove element `index` of `literal`: its whole line when it is alone
    /// on it, else the element with the separating comma.
    static func cut(element index: Int, of literal: ManifestSyntax.ArrayLiteral, in syntax: ManifestSyntax) -> Range<Int> {
        let element = literal.elements[index]
        let start = syntax.tokens[element.start].start
        let endToken = element.comma ?? element.end
        let end = syntax.tokens[endToken].end
        let bytes = syntax.bytes
        // Alone on its line: take the line, including its line break.
        if syntax.isFirstOnLine(start) {
            var cursor = end
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
                cursor += 1
            }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\r") { cursor += 1 }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\n") {
                return syntax.lineStart(start)..<(cursor + 1)
            }
        }
        if index + 1 < literal.elements.count {
            return start..<syntax.tokens[literal.elements[index + 1].start].start
        }
        if index > 0 {
            return syntax.tokens[literal.elements[index - 1].end].end..<syntax.tokens[element.end].end
        }
        return syntax.tokens[literal.open].end..<syntax.tokens[literal.close].start
    }
}
