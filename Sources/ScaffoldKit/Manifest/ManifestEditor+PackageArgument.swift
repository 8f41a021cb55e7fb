extension ManifestEditor {
    /// Where the `Package(` call of `syntax` starts (its `Package` token), in this manifest.
    func packageCallLocation(in syntax: ManifestSyntax) -> SourceLocation {
        let (line, column) = syntax.lineAndColumn(syntax.tokens[syntax.packageOpen - 1].start)
        return SourceLocation(file: path, line: line, column: column)
    }

    /// The manifest with `argument` (such as `platforms: [.iOS(.v17)]`) inserted into the
    /// `Package(` call right after its `name:` argument, as `Package`'s parameter order wants
    /// for the ones that follow `name`: on its own line with `name:`'s indentation when the call's
    /// arguments are on separate lines, else on the same line; nothing else changes.
    /// - Parameters:
    ///   - argument: the argument's text, without the trailing comma.
    ///   - syntax: this manifest's syntax.
    /// - Returns: the edited manifest, or `nil` when `name:` is missing or not followed by a
    ///   comma to insert after.
    func insertingAfterName(_ argument: String, in syntax: ManifestSyntax) -> String? {
        inserting(argument, after: ["name"], in: syntax)
    }

    /// The manifest with `argument` inserted into the `Package(` call right after the last of
    /// `preceding` (the parameters `Package` declares before it, in order) that the call has,
    /// laid out like ``insertingAfterName(_:in:)``; `nil` when `name:` is missing or the
    /// argument to insert after is not followed by a comma.
    func inserting(_ argument: String, after preceding: [String], in syntax: ManifestSyntax) -> String? {
        guard let name = syntax.packageArgument("name"),
            let anchor = preceding.reversed().lazy.compactMap({ syntax.packageArgument($0) }).first,
            syntax.isPunctuation(anchor.valueEnd + 1, ",")
        else { return nil }
        let comma = syntax.tokens[anchor.valueEnd + 1]
        let indentation = syntax.indentation(ofLineAt: syntax.tokens[name.firstToken].start)
        let multiLine = syntax.hasNewline(from: syntax.tokens[syntax.packageOpen].end, to: syntax.tokens[name.firstToken].start)
        let insertion = multiLine ? syntax.lineEnding + indentation + argument + "," : " " + argument + ","
        var bytes = Array(source.utf8)
        bytes.insert(
            contentsOf: Array(insertion.utf8), at: multiLine ? Self.endOfTrailingComment(after: comma.end, in: bytes) : comma.end)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where a new line goes after `offset`: past a `// comment` that ends the line there (the
    /// user's comment stays on its line), else `offset`.
    static func endOfTrailingComment(after offset: Int, in bytes: [UInt8]) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") else {
            return offset
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
        return index
    }
}
