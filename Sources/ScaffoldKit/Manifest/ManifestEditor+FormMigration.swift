extension ManifestEditor {
    /// The manifest's form: ``ManifestForm/table`` when it declares a feature table.
    /// - Throws: ``ManifestEditError`` when the manifest does not scan or a table line is malformed.
    public func form() throws(ManifestEditError) -> ManifestForm {
        let syntax = try parse(manual: [])
        return try featureTable(in: syntax, manual: []) == nil ? .targets : .table
    }

    /// The manifest in `form`, features moved between their written-out entries and the table.
    /// - Parameters:
    ///   - form: the form wanted.
    ///   - registrations: the features scaffold manages (the table form takes these only).
    ///   - layout: where feature files live (the table's paths).
    /// - Returns: the migrated text (the same text when the manifest is in `form` already).
    /// - Throws: ``ManifestEditError`` when the manifest's shape cannot be migrated safely.
    public func converting(
        to form: ManifestForm, registrations: [FeatureRegistration], layout: ProjectLayout
    ) throws(ManifestEditError) -> String {
        switch (try self.form(), form) {
        case (.targets, .table): return try convertingToTable(registrations, layout: layout)
        case (.table, .targets): return try convertingToTargets(layout: layout)
        default: return source
        }
    }

    /// Moves each feature of `registrations` whose entries are exactly what scaffold writes (a
    /// feature given other settings by hand stays written out) into a new feature table, and
    /// makes `products:`, `targets:` and the `App` target's dependencies add the table's.
    private func convertingToTable(_ registrations: [FeatureRegistration], layout: ProjectLayout) throws(ManifestEditError)
        -> String
    {
        let manual: [ManifestEditError.ManualEntry] = []
        let syntax = try parse(manual: manual)
        guard let targetsArgument = syntax.packageArgument("targets"), let targets = syntax.arrayLiteral(targetsArgument),
            let productsArgument = syntax.packageArgument("products"), let products = syntax.arrayLiteral(productsArgument)
        else {
            throw ManifestEditError(
                path: path, location: nil,
                reason: "the table form needs 'products:' and 'targets:' written as array literals in the 'Package(…)' call",
                manualEntries: manual)
        }
        let targetCalls = targets.elements.map { syntax.namedCall($0) }
        let productCalls = products.elements.map { syntax.namedCall($0) }
        var cuts: [Range<Int>] = []
        var lines: [FeatureTable.Line] = []
        for registration in registrations {
            guard let target = targetCalls.firstIndex(where: { $0?.name == registration.name }),
                let test = targetCalls.firstIndex(where: { $0?.name == registration.testTargetName }),
                let product = productCalls.firstIndex(where: { $0?.name == registration.name }),
                let targetCall = targetCalls[target], let testCall = targetCalls[test], let productCall = productCalls[product],
                let line = tableLine(target: targetCall, test: testCall, product: productCall, layout: layout, in: syntax)
            else { continue }
            lines.append(line)
            cuts += [target, test].map { Self.cut(element: $0, of: targets, in: syntax) }
            cuts.append(Self.cut(element: product, of: products, in: syntax))
        }
        let moved = Set(lines.map(\.name))
        var insertions: [(offset: Int, text: String)] = [
            (syntax.tokens[products.close].end, " + \(FeatureTable.variable).products"),
            (syntax.tokens[targets.close].end, " + \(FeatureTable.variable).targets"),
        ]
        if let app = targetCalls.compactMap({ $0 }).first(where: { $0.name == "App" }) {
            if let argument = syntax.arguments(open: app.open, close: app.close).first(where: { $0.label == "dependencies" }) {
                guard let list = syntax.arrayLiteral(argument) else {
                    throw ManifestEditError(
                        path: path, location: nil, reason: "the dependencies of target 'App' are not an array literal",
                        manualEntries: manual)
                }
                for (index, element) in list.elements.enumerated()
                where element.start == element.end && syntax.plainString(element.start).map(moved.contains) == true {
                    cuts.append(Self.cut(element: index, of: list, in: syntax))
                }
                insertions.append((syntax.tokens[list.close].end, " + \(FeatureTable.variable).dependencies"))
            } else {
                insertions.append(
                    (syntax.tokens[app.nameToken].end, ", dependencies: \(FeatureTable.variable).dependencies"))
            }
        }
        insertions.append(
            (
                syntax.lineStart(syntax.tokens[syntax.packageOpen - 1].start),
                FeatureTable.declaration(
                    lines: lines, layout: layout, lineEnding: syntax.lineEnding, indentUnit: syntax.indentUnit)
            ))
        var tail = syntax.lineEnding + FeatureTable.typeDeclaration(lineEnding: syntax.lineEnding, indentUnit: syntax.indentUnit)
        if syntax.bytes.last != UInt8(ascii: "\n") { tail = syntax.lineEnding + tail }
        insertions.append((syntax.bytes.count, tail))
        return Self.applying(cuts: cuts, insertions: insertions, to: syntax.bytes)
    }

    /// The table line for a feature whose three entries are exactly what scaffold writes for
    /// `layout` (names, plain dependencies, its paths, its resources), else `nil`.
    private func tableLine(
        target: ManifestSyntax.NamedCall, test: ManifestSyntax.NamedCall, product: ManifestSyntax.NamedCall,
        layout: ProjectLayout, in syntax: ManifestSyntax
    ) -> FeatureTable.Line? {
        guard target.kind == "target", test.kind == "testTarget", product.kind == "library" else { return nil }
        func value(_ argument: ManifestSyntax.Argument) -> String {
            String(
                decoding: syntax.bytes[syntax.tokens[argument.valueStart].start..<syntax.tokens[argument.valueEnd].end],
                as: UTF8.self
            ).filter { !$0.isWhitespace }
        }
        /// The names of a plain dependency list (`"A"`, `.target(name: "A")`, `.byName(name: "A")`).
        func names(_ argument: ManifestSyntax.Argument?) -> [String]? {
            guard let argument else { return [] }
            guard let list = syntax.arrayLiteral(argument), list.tableMember == nil else { return nil }
            var names: [String] = []
            for element in list.elements {
                if element.start == element.end, let name = syntax.plainString(element.start) {
                    names.append(name)
                } else if let call = syntax.namedCall(element), ["target", "byName"].contains(call.kind),
                    syntax.arguments(open: call.open, close: call.close).count == 1
                {
                    names.append(call.name)
                } else {
                    return nil
                }
            }
            return names
        }
        let name = target.name
        let targetArguments = Dictionary(
            syntax.arguments(open: target.open, close: target.close).map { ($0.label ?? "", $0) }, uniquingKeysWith: { a, _ in a }
        )
        let testArguments = Dictionary(
            syntax.arguments(open: test.open, close: test.close).map { ($0.label ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        let productArguments = syntax.arguments(open: product.open, close: product.close)
        let sourcesPath = layout == .features ? "\"\(layout.sourcesPath(for: name))\"" : nil
        let testsPath = layout == .features ? "\"\(layout.testsPath(for: name))\"" : nil
        guard Set(targetArguments.keys).isSubset(of: ["name", "dependencies", "path", "resources"]),
            Set(testArguments.keys).isSubset(of: ["name", "dependencies", "path"]),
            targetArguments["path"].map(value) == sourcesPath, testArguments["path"].map(value) == testsPath,
            targetArguments["resources"].map(value) == "[" + FeatureRegistration.resourcesElement + "]",
            productArguments.count == 2, productArguments[1].label == "targets", value(productArguments[1]) == "[\"\(name)\"]",
            let dependencies = names(targetArguments["dependencies"]),
            let testDependencies = names(testArguments["dependencies"]), testDependencies.first == name
        else { return nil }
        return FeatureTable.Line(name: name, dependencies: dependencies, testDependencies: Array(testDependencies.dropFirst()))
    }

    /// Writes the table's features out as entries again and removes the table.
    private func convertingToTargets(layout: ProjectLayout) throws(ManifestEditError) -> String {
        let syntax = try parse(manual: [])
        guard let table = try featureTable(in: syntax, manual: []) else { return source }
        var cuts: [Range<Int>] = []
        // Each `+ features.member` after a literal.
        for index in syntax.tokens.indices.dropLast(3)
        where syntax.isPunctuation(index, "+") && syntax.isText(index + 1, FeatureTable.variable)
            && syntax.isPunctuation(index + 2, ".") && syntax.isPunctuation(index - 1, "]")
        {
            cuts.append(syntax.tokens[index - 1].end..<syntax.tokens[index + 3].end)
        }
        // `dependencies: features.dependencies` in a target that had no other dependencies.
        for index in syntax.tokens.indices.dropLast(3)
        where syntax.isText(index, "dependencies") && syntax.isPunctuation(index + 1, ":")
            && syntax.isText(index + 2, FeatureTable.variable) && syntax.isPunctuation(index - 1, ",")
        {
            cuts.append(syntax.tokens[index - 1].start..<syntax.tokens[index + 4].end)
        }
        // The declaration `let features = FeatureTable(…)` with its doc comment.
        let declaration = syntax.topLevelDeclarations(of: FeatureTable.variable)[0]
        if let close = syntax.matching[declaration.value + 1] {
            cuts.append(
                Self.documentedLines(from: syntax.tokens[declaration.keyword].start, to: syntax.tokens[close].end, in: syntax))
        }
        // `struct FeatureTable { … }` with its doc comment.
        if let keyword = syntax.tokens.indices.dropLast().first(where: {
            syntax.isText($0, "struct") && syntax.isText($0 + 1, FeatureTable.typeName)
        }), let open = (keyword..<syntax.tokens.count).first(where: { syntax.isPunctuation($0, "{") }),
            let close = syntax.matching[open]
        {
            cuts.append(Self.documentedLines(from: syntax.tokens[keyword].start, to: syntax.tokens[close].end, in: syntax))
        }
        let without = Self.applying(cuts: cuts, insertions: [], to: syntax.bytes)
        let registrations = table.lines.map {
            FeatureRegistration(
                name: $0.name, layout: layout, dependencies: $0.dependencies, testDependencies: $0.testDependencies)
        }
        return try ManifestEditor(source: without, path: path).registering(registrations, addingToApp: true).text
    }

    /// The byte range of the lines from `start` to `end`, with the `///` lines right above and
    /// one blank line next to them.
    private static func documentedLines(from start: Int, to end: Int, in syntax: ManifestSyntax) -> Range<Int> {
        let bytes = syntax.bytes
        var lower = syntax.lineStart(start)
        while lower > 0 {
            let previous = syntax.lineStart(lower - 1)
            let line = String(decoding: bytes[previous..<(lower - 1)], as: UTF8.self)
            guard line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("///") else { break }
            lower = previous
        }
        var upper = end
        while upper < bytes.count, bytes[upper] != UInt8(ascii: "\n") { upper += 1 }
        upper = min(upper + 1, bytes.count)
        // One blank line goes with the block: the one after it, else the one before.
        if upper < bytes.count, bytes[upper] == UInt8(ascii: "\n") || bytes[upper] == UInt8(ascii: "\r") {
            while upper < bytes.count, bytes[upper] != UInt8(ascii: "\n") { upper += 1 }
            upper = min(upper + 1, bytes.count)
        } else if lower >= 1, lower == 1 || bytes[lower - 2] == UInt8(ascii: "\n") || bytes[lower - 2] == UInt8(ascii: "\r") {
            lower = syntax.lineStart(lower - 1)
        }
        return lower..<upper
    }

    /// `bytes` with `cuts` removed and `insertions` made (all offsets into `bytes`; none overlap).
    static func applying(cuts: [Range<Int>], insertions: [(offset: Int, text: String)], to bytes: [UInt8]) -> String {
        enum Step {
            case cut(Range<Int>)
            case insert(Int, String)
            var offset: Int {
                switch self {
                case .cut(let range): range.lowerBound
                case .insert(let offset, _): offset
                }
            }
        }
        let steps = (cuts.map(Step.cut) + insertions.map { Step.insert($0.offset, $0.text) }).enumerated()
            .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
        var result: [UInt8] = []
        var cursor = 0
        for step in steps {
            switch step {
            case .cut(let range):
                guard range.lowerBound >= cursor else { continue }
                result += bytes[cursor..<range.lowerBound]
                cursor = range.upperBound
            case .insert(let offset, let text):
                if offset >= cursor { result += bytes[cursor..<offset] }
                result += text.utf8
                cursor = max(cursor, offset)
            }
        }
        result += bytes[cursor...]
        return String(decoding: result, as: UTF8.self)
    }
}
