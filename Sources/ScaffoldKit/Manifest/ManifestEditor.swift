/// Edits a `Package.swift` to register feature modules, changing nothing but the inserted text.
///
/// The editor scans the manifest with a Swift-aware tokenizer (so brackets inside comments and
/// strings never confuse it), finds the single `let package = Package(…)` call and its
/// top-level `targets:` and `products:` array literals, and inserts entries before each array's
/// closing `]`:
/// - in multi-line arrays, one entry per line at the indentation of the existing elements,
///   adding a comma after the previous last element when it had none and keeping the array's
///   trailing-comma style;
/// - in single-line arrays, inline after the last element (`[.a, .b]`);
/// - in empty arrays, as a new multi-line array body.
///
/// When `products:` is missing, it is added as a new argument just before `dependencies:` (or
/// `targets:`): `Package`'s parameters are ordered and `products` comes right before those.
/// Line endings (LF or CRLF) and the indentation unit (spaces or tabs) follow the file.
///
/// Edits are idempotent: an entry whose name already exists in its array is not inserted again.
/// Shapes the editor cannot edit safely raise ``ManifestEditError`` with the exact entries to
/// add by hand: no `targets:` array, `targets:` or `products:` built from a variable or function
/// (`targets: allTargets`, `[…] + more`), elements that are not `.kind(name: "…", …)` calls,
/// `package.targets.append(…)` and similar mutations, several `Package(…)` calls, `#if` inside
/// the call, or text that does not scan.
public struct ManifestEditor: Sendable {
    /// The manifest text being edited.
    public var source: String
    /// The manifest's path, used in error locations.
    public var path: String

    /// Creates an editor for a manifest's text.
    /// - Parameters:
    ///   - source: the contents of `Package.swift`.
    ///   - path: the path shown in errors.
    public init(source: String, path: String = "Package.swift") {
        self.source = source
        self.path = path
    }

    /// Registers a feature: its library target, test target and library product.
    /// - Parameter registration: the feature's name and layout.
    /// - Returns: the edited text and which entries were inserted or already present.
    /// - Throws: ``ManifestEditError`` when the name is not a plain identifier or the manifest's
    ///   shape cannot be edited safely; the error carries the entries to add by hand.
    public func registering(_ registration: FeatureRegistration) throws(ManifestEditError) -> ManifestEditResult {
        let targetEntries = [registration.targetEntry, registration.testTargetEntry]
        let manual =
            [ManifestEditError.ManualEntry(destination: "products:", code: registration.productEntry)]
            + targetEntries.map { ManifestEditError.ManualEntry(destination: "targets:", code: $0) }
        try checkName(registration.name, manual: manual)
        let syntax = try parse(manual: manual)
        for member in ["targets", "products"] {
            if let mutation = packageMutation(of: member, in: syntax) {
                throw error(
                    at: mutation, in: syntax, "'package.\(member)' is changed outside the 'Package(…)' call", manual: manual)
            }
        }

        // targets:
        guard let targetsArgument = syntax.packageArgument("targets") else {
            throw error(
                at: syntax.tokens[syntax.packageOpen - 1].start, in: syntax, "the 'Package(…)' call has no 'targets:' array",
                manual: manual)
        }
        let targets = try namedArray(targetsArgument, label: "targets", in: syntax, manual: manual)
        let targetNames = Set(targets.calls.map(\.name))

        // products:
        let productsArgument = syntax.packageArgument("products")
        var products: (literal: ManifestSyntax.ArrayLiteral, calls: [ManifestSyntax.NamedCall])?
        if let productsArgument {
            products = try namedArray(productsArgument, label: "products", in: syntax, manual: manual)
        }
        let productNames = Set(products?.calls.map(\.name) ?? [])

        var inserted: [String] = []
        var present: [String] = []
        var edits: [(offset: Int, text: String)] = []

        var newTargets: [String] = []
        for (name, entry) in [
            (registration.name, registration.targetEntry), (registration.testTargetName, registration.testTargetEntry),
        ] {
            if targetNames.contains(name) { present.append(entry) } else { newTargets.append(entry) }
        }
        var newProducts: [String] = []
        if productNames.contains(registration.name) {
            present.append(registration.productEntry)
        } else {
            newProducts.append(registration.productEntry)
        }

        if !newProducts.isEmpty {
            if let products {
                edits += insertion(of: newProducts, into: products.literal, labelToken: productsArgument?.firstToken, in: syntax)
            } else {
                edits.append(newProductsArgument(newProducts, before: syntax, targets: targetsArgument))
            }
            inserted += newProducts
        }
        if !newTargets.isEmpty {
            edits += insertion(of: newTargets, into: targets.literal, labelToken: targetsArgument.firstToken, in: syntax)
            inserted += newTargets
        }
        return ManifestEditResult(text: apply(edits, to: syntax.bytes), inserted: inserted, alreadyPresent: present)
    }

    /// The targets another target of this package can depend on: every `targets:` entry that is
    /// not a test, executable or plugin target.
    /// - Returns: target names in manifest order.
    /// - Throws: ``ManifestEditError`` when the manifest's shape cannot be read safely.
    public func dependableTargetNames() throws(ManifestEditError) -> [String] {
        let syntax = try parse(manual: [])
        guard let argument = syntax.packageArgument("targets") else { return [] }
        let excluded: Set<String> = ["testTarget", "executableTarget", "plugin"]
        return try namedArray(argument, label: "targets", in: syntax, manual: []).calls
            .filter { !excluded.contains($0.kind) }.map(\.name)
    }

    /// The names in the `Package(…)` call's `targets:` and `products:` arrays, from one scan
    /// (for checking many registrations at once).
    /// - Returns: target and product names in manifest order.
    /// - Throws: ``ManifestEditError`` when the manifest's shape cannot be read safely.
    public func registeredNames() throws(ManifestEditError) -> (targets: [String], products: [String]) {
        let syntax = try parse(manual: [])
        var targets: [String] = []
        var products: [String] = []
        if let argument = syntax.packageArgument("targets") {
            targets = try namedArray(argument, label: "targets", in: syntax, manual: []).calls.map(\.name)
        }
        if let argument = syntax.packageArgument("products") {
            products = try namedArray(argument, label: "products", in: syntax, manual: []).calls.map(\.name)
        }
        return (targets, products)
    }

    /// Makes an existing target depend on another target, for example the `App` composition
    /// root on a new feature: `.target(name: "App", dependencies: ["Weather"])`.
    ///
    /// Adds `"<dependency>"` to the target's `dependencies:` array literal, or adds a
    /// `dependencies:` argument right after `name:` when there is none. Does nothing when the
    /// dependency is already listed (as `"X"`, `.target(name: "X")`, `.product(name: "X", …)` or
    /// `.byName(name: "X")`).
    /// - Parameters:
    ///   - dependency: the target to depend on.
    ///   - target: the name of the existing target that gains the dependency.
    /// - Returns: the edited text and whether the dependency was inserted.
    /// - Throws: ``ManifestEditError`` when the target is not found, its `dependencies:` is not
    ///   an array literal, or the manifest's shape cannot be edited safely.
    public func addingDependency(_ dependency: String, toTarget target: String) throws(ManifestEditError) -> ManifestEditResult {
        let destination = "dependencies: of target '\(target)'"
        let manual = [ManifestEditError.ManualEntry(destination: destination, code: "\"\(dependency)\"")]
        try checkName(dependency, manual: manual)
        let syntax = try parse(manual: manual)
        if let mutation = packageMutation(of: "targets", in: syntax) {
            throw error(at: mutation, in: syntax, "'package.targets' is changed outside the 'Package(…)' call", manual: manual)
        }
        guard let targetsArgument = syntax.packageArgument("targets") else {
            throw error(
                at: syntax.tokens[syntax.packageOpen - 1].start, in: syntax, "the 'Package(…)' call has no 'targets:' array",
                manual: manual)
        }
        let targets = try namedArray(targetsArgument, label: "targets", in: syntax, manual: manual)
        guard let call = targets.calls.first(where: { $0.name == target }) else {
            throw error(
                at: syntax.tokens[targetsArgument.firstToken].start, in: syntax, "no target named '\(target)' in 'targets:'",
                manual: manual)
        }
        let entry = "\"\(dependency)\""
        let arguments = syntax.arguments(open: call.open, close: call.close)

        guard let dependencies = arguments.first(where: { $0.label == "dependencies" }) else {
            // No dependencies yet: add the argument right after `name:`.
            let nameEnd = syntax.tokens[call.nameToken].end
            let next = call.nameToken + 1
            let text: (offset: Int, text: String)
            if syntax.isPunctuation(next, ","), next + 1 < call.close,
                syntax.hasNewline(from: syntax.tokens[next].end, to: syntax.tokens[next + 1].start),
                syntax.isFirstOnLine(syntax.tokens[next + 1].start)
            {
                let indent = syntax.indentation(ofLineAt: syntax.tokens[next + 1].start)
                text = (syntax.tokens[next].end, "\(syntax.lineEnding)\(indent)dependencies: [\(entry)],")
            } else {
                text = (nameEnd, ", dependencies: [\(entry)]")
            }
            return ManifestEditResult(text: apply([text], to: syntax.bytes), inserted: [entry], alreadyPresent: [])
        }

        guard let literal = syntax.arrayLiteral(dependencies) else {
            throw error(
                at: syntax.tokens[dependencies.firstToken].start, in: syntax,
                "the dependencies of target '\(target)' are not an array literal", manual: manual)
        }
        for element in literal.elements {
            if element.start == element.end, syntax.plainString(element.start) == dependency {
                return ManifestEditResult(text: source, inserted: [], alreadyPresent: [entry])
            }
            if let named = syntax.namedCall(element), named.name == dependency,
                ["target", "product", "byName"].contains(named.kind)
            {
                return ManifestEditResult(text: source, inserted: [], alreadyPresent: [entry])
            }
        }
        let edits = insertion(of: [entry], into: literal, labelToken: dependencies.firstToken, in: syntax)
        return ManifestEditResult(text: apply(edits, to: syntax.bytes), inserted: [entry], alreadyPresent: [])
    }

    // MARK: - Parsing and checks

    private func checkName(_ name: String, manual: [ManifestEditError.ManualEntry]) throws(ManifestEditError) {
        let valid =
            !name.isEmpty
            && name.unicodeScalars.allSatisfy {
                ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "_"
            }
            && !(name.unicodeScalars.first.map { ("0"..."9").contains($0) } ?? true)
        guard valid else {
            throw ManifestEditError(
                path: path, location: nil,
                reason: "'\(name)' is not a valid module name (letters, digits and '_', not starting with a digit)",
                manualEntries: [])
        }
    }

    private func parse(manual: [ManifestEditError.ManualEntry]) throws(ManifestEditError) -> ManifestSyntax {
        do {
            return try ManifestSyntax(bytes: Array(source.utf8))
        } catch {
            let location = error.offset.map { offset -> SourceLocation in
                var line = 1, column = 1
                for byte in source.utf8.prefix(offset) {
                    if byte == UInt8(ascii: "\n") {
                        line += 1
                        column = 1
                    } else if byte & 0xC0 != 0x80 {
                        column += 1
                    }
                }
                return SourceLocation(file: path, line: line, column: column)
            }
            throw ManifestEditError(path: path, location: location, reason: error.reason, manualEntries: manual)
        }
    }

    /// The first `package.<member>` reference outside the call (for example
    /// `package.targets.append(…)`), as a byte offset.
    private func packageMutation(of member: String, in syntax: ManifestSyntax) -> Int? {
        for index in syntax.tokens.indices.dropLast(2) where syntax.tokens[index].kind == .identifier {
            if syntax.text(index) == "package", syntax.isPunctuation(index + 1, "."), syntax.text(index + 2) == member {
                return syntax.tokens[index].start
            }
        }
        return nil
    }

    private func namedArray(
        _ argument: ManifestSyntax.Argument,
        label: String,
        in syntax: ManifestSyntax,
        manual: [ManifestEditError.ManualEntry]
    ) throws(ManifestEditError) -> (literal: ManifestSyntax.ArrayLiteral, calls: [ManifestSyntax.NamedCall]) {
        guard let literal = syntax.arrayLiteral(argument) else {
            throw error(
                at: syntax.tokens[argument.valueStart].start, in: syntax, "'\(label):' is not a plain array literal",
                manual: manual)
        }
        var calls: [ManifestSyntax.NamedCall] = []
        for element in literal.elements {
            guard let call = syntax.namedCall(element) else {
                throw error(
                    at: syntax.tokens[element.start].start, in: syntax,
                    "an element of '\(label):' is not a '.kind(name: \"…\", …)' entry, so existing names cannot be checked",
                    manual: manual
                )
            }
            calls.append(call)
        }
        return (literal, calls)
    }

    private func error(at offset: Int, in syntax: ManifestSyntax, _ reason: String, manual: [ManifestEditError.ManualEntry])
        -> ManifestEditError
    {
        let position = syntax.lineAndColumn(offset)
        return ManifestEditError(
            path: path, location: SourceLocation(file: path, line: position.line, column: position.column), reason: reason,
            manualEntries: manual)
    }

    // MARK: - Insertion

    /// The edits that append `entries` to `literal`, following its layout.
    private func insertion(
        of entries: [String],
        into literal: ManifestSyntax.ArrayLiteral,
        labelToken: Int?,
        in syntax: ManifestSyntax
    ) -> [(offset: Int, text: String)] {
        let newline = syntax.lineEnding
        let open = syntax.tokens[literal.open]
        let close = syntax.tokens[literal.close]
        let baseIndent = syntax.indentation(ofLineAt: labelToken.map { syntax.tokens[$0].start } ?? open.start)

        guard let last = literal.elements.last else {
            let indent = baseIndent + syntax.indentUnit
            let body = entries.map { "\(indent)\($0),\(newline)" }.joined()
            if syntax.hasNewline(from: open.end, to: close.start), syntax.isFirstOnLine(close.start) {
                return [(syntax.lineStart(close.start), body)]
            }
            return [(close.start, newline + body + baseIndent)]
        }

        let trailingComma = last.comma != nil
        let lastEnd = syntax.tokens[last.end].end
        guard syntax.hasNewline(from: open.end, to: close.start) else {
            // Single-line array: append inline.
            if let comma = last.comma {
                return [(syntax.tokens[comma].end, " " + entries.joined(separator: ", ") + ",")]
            }
            return [(lastEnd, ", " + entries.joined(separator: ", "))]
        }

        // Line up with the last element that starts a line, else with the first element.
        let firstStart = syntax.tokens[literal.elements[0].start].start
        let lineStarter = literal.elements.last { syntax.isFirstOnLine(syntax.tokens[$0.start].start) }
        let indent =
            lineStarter.map { syntax.indentation(ofLineAt: syntax.tokens[$0.start].start) } ?? syntax.alignment(at: firstStart)
        func line(_ index: Int) -> String {
            indent + entries[index] + (index == entries.count - 1 && !trailingComma ? "" : ",")
        }
        var edits: [(offset: Int, text: String)] = []
        if !trailingComma { edits.append((lastEnd, ",")) }
        if syntax.isFirstOnLine(close.start) {
            edits.append((syntax.lineStart(close.start), entries.indices.map { line($0) + newline }.joined()))
        } else {
            let anchor = last.comma.map { syntax.tokens[$0].end } ?? lastEnd
            edits.append((anchor, entries.indices.map { newline + line($0) }.joined()))
        }
        return edits
    }

    /// A new `products:` argument placed before `dependencies:` (or `targets:`).
    private func newProductsArgument(
        _ entries: [String],
        before syntax: ManifestSyntax,
        targets: ManifestSyntax.Argument
    ) -> (offset: Int, text: String) {
        let anchorArgument = syntax.packageArgument("dependencies") ?? targets
        let anchor = syntax.tokens[anchorArgument.firstToken].start
        guard syntax.isFirstOnLine(anchor) else {
            return (anchor, "products: [\(entries.joined(separator: ", "))], ")
        }
        let indent = syntax.indentation(ofLineAt: anchor)
        let newline = syntax.lineEnding
        let body = entries.map { "\(indent)\(syntax.indentUnit)\($0),\(newline)" }.joined()
        return (syntax.lineStart(anchor), "\(indent)products: [\(newline)\(body)\(indent)],\(newline)")
    }

    /// Applies insertions (offsets into the original bytes), keeping every other byte.
    private func apply(_ edits: [(offset: Int, text: String)], to bytes: [UInt8]) -> String {
        var result = bytes
        // Later offsets first; for equal offsets, later edits first so the list order is kept.
        for (_, edit) in edits.enumerated().sorted(by: { ($0.element.offset, $0.offset) > ($1.element.offset, $1.offset) }) {
            result.insert(contentsOf: Array(edit.text.utf8), at: edit.offset)
        }
        return String(decoding: result, as: UTF8.self)
    }
}
