extension ManifestEditor {
    /// The manifest's feature table (``FeatureTable``), or `nil` when it is in the targets form.
    /// - Throws: ``ManifestEditError`` at a table line that is not `Name: … | …`.
    func featureTable(in syntax: ManifestSyntax, manual: [ManifestEditError.ManualEntry]) throws(ManifestEditError)
        -> FeatureTable?
    {
        do {
            return try syntax.featureTable()
        } catch {
            let position = syntax.lineAndColumn(error.offset)
            throw ManifestEditError(
                path: path, location: SourceLocation(file: path, line: position.line, column: position.column),
                reason: "feature table line '\(error.text)' is not 'Name: target dependencies | test dependencies'",
                manualEntries: manual)
        }
    }

    /// The insertions that register `registrations` in `table`: a line for each feature not
    /// listed yet (at its place in name order, so two branches adding features merge), and the
    /// dependencies a listed feature's line lacks.
    /// - Returns: the insertions (offsets into the manifest's bytes), what they add and what was there.
    func tableEdits(
        for registrations: [FeatureRegistration], in table: FeatureTable, syntax: ManifestSyntax
    ) -> (edits: [(offset: Int, text: String)], inserted: [String], present: [String]) {
        var edits: [(offset: Int, text: String)] = []
        var inserted: [String] = []
        var present: [String] = []
        var seen = Set<String>()
        for registration in registrations where seen.insert(registration.name).inserted {
            let wanted = FeatureTable.Line(
                name: registration.name, dependencies: registration.dependencies,
                testDependencies: registration.testDependencies)
            guard let index = table.lines.firstIndex(where: { $0.name == registration.name }) else {
                let before = zip(table.lines, table.lineStarts).first { $0.0.name > registration.name }?.1
                edits.append((before ?? table.closingLineStart, table.indentation + wanted.text + syntax.lineEnding))
                inserted.append("features: " + wanted.text)
                continue
            }
            let line = table.lines[index]
            present.append("features: " + line.name)
            let missing = wanted.dependencies.filter { !line.dependencies.contains($0) }
            let missingTests = wanted.testDependencies.filter { !line.testDependencies.contains($0) }
            guard !missing.isEmpty || !missingTests.isEmpty else { continue }
            let (bar, end) = Self.barAndEnd(ofLineAt: table.lineStarts[index], in: syntax.bytes)
            if !missing.isEmpty {
                if let bar {
                    edits.append((bar, missing.joined(separator: " ") + " "))
                } else {
                    edits.append((end, " " + missing.joined(separator: " ") + " |"))
                }
            }
            if !missingTests.isEmpty {
                edits.append((end, (bar == nil && missing.isEmpty ? " |" : "") + " " + missingTests.joined(separator: " ")))
            }
            inserted += (missing + missingTests).map { "features: \(line.name) depends on \($0)" }
        }
        return (edits, inserted, present)
    }

    /// The offset of the `|` of the table line starting at `start` (`nil` when it has none), and
    /// of the line's end (before its line break and trailing blanks).
    static func barAndEnd(ofLineAt start: Int, in bytes: [UInt8]) -> (bar: Int?, end: Int) {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        let bar = bytes[start..<end].firstIndex(of: UInt8(ascii: "|"))
        return (bar, end)
    }

    /// The byte ranges that remove feature `name` from `table`: its line, and the name from
    /// every other line's dependencies.
    /// - Returns: the ranges, and the features whose lines listed it.
    static func tableCuts(removing name: String, from table: FeatureTable, in bytes: [UInt8]) -> (
        cuts: [Range<Int>], dependents: [String]
    ) {
        var cuts: [Range<Int>] = []
        var dependents: [String] = []
        for (line, start) in zip(table.lines, table.lineStarts) {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if line.name == name {
                cuts.append(start..<min(end + 1, bytes.count))
                continue
            }
            guard line.dependencies.contains(name) || line.testDependencies.contains(name) else { continue }
            dependents.append(line.name)
            // Each ` name` word after the line's `Name:`.
            var cursor = start
            while cursor < end, bytes[cursor] != UInt8(ascii: ":") { cursor += 1 }
            let word = Array(name.utf8)
            while cursor < end {
                let isBlank = bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t")
                let wordEnd = cursor + 1 + word.count
                if isBlank, wordEnd <= end, bytes[(cursor + 1)..<wordEnd].elementsEqual(word),
                    wordEnd == end || bytes[wordEnd] == UInt8(ascii: " ") || bytes[wordEnd] == UInt8(ascii: "\t")
                        || bytes[wordEnd] == UInt8(ascii: "\r")
                {
                    cuts.append(cursor..<wordEnd)
                    cursor = wordEnd
                } else {
                    cursor += 1
                }
            }
        }
        return (cuts, dependents)
    }
}
