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
///
/// A manifest in the table form (``ManifestForm/table``) lists features as lines of a
/// ``FeatureTable``; every edit here reads and edits those lines as it does entries
/// (`ManifestEditor+FeatureTable.swift`), and ``converting(to:registrations:layout:)`` migrates
/// between the forms.
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
        try registering([registration], addingToApp: false)
    }

    /// Registers many features from one parse, inserting every entry in one pass: targets,
    /// test targets and products of the features not registered yet, each new feature in the
    /// `App` target's dependencies (when `addingToApp` and the package has an `App` target),
    /// and the spec `dependencies` an already registered feature target lacks. Entries already
    /// present are left alone; nothing is removed. In the table form (``ManifestForm/table``) a
    /// feature not written out in `targets:` is a line of the feature table instead, inserted in
    /// name order, and its gained dependencies join its line.
    /// - Parameters:
    ///   - registrations: the features, in order (a repeated name counts once).
    ///   - addingToApp: whether new features become dependencies of the `App` target (which
    ///     also gets `resources: [.process("Resources")]` for its String Catalog when it lacks it).
    ///   - core: the shared runtime's targets to register (``CoreRegistration``): the missing
    ///     ones are inserted together, and a registered one gets the dependencies and resources
    ///     it lacks; `nil` leaves them alone.
    /// - Returns: the edited text and which entries were inserted or already present.
    /// - Throws: ``ManifestEditError`` when a name is not a plain identifier or the manifest's
    ///   shape cannot be edited safely; the error carries every entry to add by hand.
    public func registering(
        _ registrations: [FeatureRegistration], addingToApp: Bool, core: CoreRegistration? = nil
    ) throws(ManifestEditError) -> ManifestEditResult {
        if addingToApp, let migrated = appDependenciesOnePerLine() {
            // First the `App` target's dependencies one per line, then the edit on that text.
            return try ManifestEditor(source: migrated, path: path).registering(registrations, addingToApp: true, core: core)
        }
        let manual =
            Self.manualEntries(for: registrations, addingToApp: addingToApp && Self.mentionsAppTarget(source))
            + Self.manualEntries(for: core)
        for registration in registrations {
            try checkName(registration.name, manual: manual)
            for dependency in registration.dependencies + registration.testDependencies {
                try checkName(dependency, manual: manual)
            }
        }
        let syntax = try parse(manual: manual)
        guard let table = try featureTable(in: syntax, manual: manual) else {
            return try registeringEntries(registrations, addingToApp: addingToApp, core: core, syntax: syntax, manual: manual)
        }
        // The table form: a feature written out in `targets:` stays there; the others are lines.
        let written = Set(try resolveArray("targets", in: syntax, manual: manual)?.calls.map(\.name) ?? [])
        let lines = tableEdits(for: registrations.filter { !written.contains($0.name) }, in: table, syntax: syntax)
        let edited = lines.edits.isEmpty ? source : apply(lines.edits, to: syntax.bytes)
        let editor = ManifestEditor(source: edited, path: path)
        var result = try editor.registeringEntries(
            registrations.filter { written.contains($0.name) }, addingToApp: addingToApp, core: core,
            syntax: try editor.parse(manual: manual), manual: manual)
        result.inserted = lines.inserted + result.inserted
        result.alreadyPresent = lines.present + result.alreadyPresent
        if !lines.edits.isEmpty, result.proofText == nil { result.proofText = result.text }
        return result
    }

    /// ``registering(_:addingToApp:core:)`` of entries written out in `targets:` and `products:`.
    private func registeringEntries(
        _ registrations: [FeatureRegistration], addingToApp: Bool, core: CoreRegistration?, syntax: ManifestSyntax,
        manual: [ManifestEditError.ManualEntry]
    ) throws(ManifestEditError) -> ManifestEditResult {
        guard let targets = try resolveArray("targets", in: syntax, manual: manual) else {
            throw error(
                at: syntax.tokens[syntax.packageOpen - 1].start, in: syntax, "the 'Package(…)' call has no 'targets:' array",
                manual: manual)
        }
        let products = try resolveArray("products", in: syntax, manual: manual)
        var targetNames = Set(targets.names)
        // By name, so a sync of many registered features does not scan every entry per feature.
        let callsByName = Dictionary(targets.calls.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var productNames = Set(products?.names ?? [])

        var inserted: [String] = []
        var present: [String] = []
        var newTargets: [(name: String, text: String)] = []
        var newProducts: [(name: String, text: String)] = []
        var appDependencies: [String] = []
        var dependencyAdditions: [(call: ManifestSyntax.NamedCall, dependencies: [String])] = []
        var appCall: ManifestSyntax.NamedCall?
        var resourceEdits: [(offset: Int, text: String)] = []
        var resourceLiterals: [ManifestSyntax.ArrayLiteral] = []
        var seen = Set<String>()
        // The shared runtime's targets first: the features depend on them.
        for (module, entry) in core?.entries ?? [] {
            guard targetNames.contains(module.name) else {
                newTargets.append((CoreRegistration.sortName, entry))
                targetNames.insert(module.name)
                continue
            }
            present.append(entry)
            guard let call = callsByName[module.name] else { continue }
            if module.hasResources {
                let result = try resourcesEdits(to: call, in: syntax, manual: manual)
                resourceEdits += result.edits
                inserted += result.inserted
                if let literal = result.literal { resourceLiterals.append(literal) }
            }
            if !module.dependencies.isEmpty { dependencyAdditions.append((call, module.dependencies)) }
        }
        for registration in registrations where seen.insert(registration.name).inserted {
            let targetExisted = targetNames.contains(registration.name)
            let testTargetExisted = targetNames.contains(registration.testTargetName)
            for (name, entry) in [
                (registration.name, registration.targetEntry), (registration.testTargetName, registration.testTargetEntry),
            ] {
                if targetNames.contains(name) {
                    present.append(entry)
                } else {
                    newTargets.append((registration.name, entry))
                    targetNames.insert(name)
                }
            }
            if productNames.contains(registration.name) {
                present.append(registration.productEntry)
            } else {
                newProducts.append((registration.name, registration.productEntry))
                productNames.insert(registration.name)
            }
            if targetExisted, let call = callsByName[registration.name] {
                // A feature registered before it had a String Catalog gets `resources:`.
                let result = try resourcesEdits(to: call, in: syntax, manual: manual)
                resourceEdits += result.edits
                inserted += result.inserted
                if let literal = result.literal { resourceLiterals.append(literal) }
            }
            if !targetExisted {
                appDependencies.append(registration.name)
            } else if !registration.dependencies.isEmpty {
                // Dependencies a spec gained after its feature was registered.
                guard let call = callsByName[registration.name] else {
                    throw error(
                        at: syntax.tokens[targets.labelToken].start, in: syntax,
                        "target '\(registration.name)' is added outside the 'targets:' array, so its dependencies cannot be edited",
                        manual: manual)
                }
                dependencyAdditions.append((call, registration.dependencies))
            }
            if testTargetExisted, !registration.testDependencies.isEmpty,
                let call = callsByName[registration.testTargetName]
            {
                // A test target registered before the runtime existed gets its testing module.
                dependencyAdditions.append((call, registration.testDependencies))
            }
        }
        if addingToApp, let app = targets.calls.first(where: { $0.name == "App" }) {
            // The composition root's String Catalog (tab and sidebar titles) is a resource too,
            // added to an `App` target made before the App had one, as for a feature target.
            let result = try resourcesEdits(to: app, in: syntax, manual: manual)
            resourceEdits += result.edits
            inserted += result.inserted
            if let literal = result.literal { resourceLiterals.append(literal) }
        }
        if addingToApp, let core, !core.appDependencies.isEmpty {
            appDependencies += core.appDependencies
        }
        if addingToApp, !appDependencies.isEmpty {
            if let app = targets.calls.first(where: { $0.name == "App" }) {
                dependencyAdditions.append((app, appDependencies))
                appCall = app
            } else if targets.appendedNames.contains("App") {
                throw error(
                    at: syntax.tokens[targets.labelToken].start, in: syntax,
                    "target 'App' is added outside the 'targets:' array, so its dependencies cannot be edited", manual: manual)
            }
        }

        // In a package with the `App` composition root (one `scaffold init` made), new entries go
        // in name order, so two branches that each add a feature insert at different places.
        let ordered = addingToApp && targets.calls.contains { $0.name == "App" }
        func sorted(_ entries: [(name: String, text: String)]) -> [(name: String, text: String)] {
            ordered ? Self.sortedByName(entries) : entries
        }
        var edits: [(offset: Int, text: String)] = []
        if !newProducts.isEmpty {
            if let products {
                edits += orderedInsertion(
                    of: sorted(newProducts), into: products.literal, labelToken: products.labelToken, ordered: ordered,
                    in: syntax)
            } else if let anchor = syntax.packageArgument("dependencies") ?? syntax.packageArgument("targets") {
                edits.append(newProductsArgument(newProducts.map(\.text), before: anchor, in: syntax))
            }
            inserted += newProducts.map(\.text)
        }
        if !newTargets.isEmpty {
            edits += orderedInsertion(
                of: sorted(newTargets), into: targets.literal, labelToken: targets.labelToken, ordered: ordered,
                ignoringKinds: ["testTarget"], in: syntax)
            inserted += newTargets.map(\.text)
        }
        var literals = [targets.literal] + (products.map { [$0.literal] } ?? []) + resourceLiterals
        for addition in dependencyAdditions {
            let result = try dependencyEdits(
                addition.dependencies, to: addition.call, onePerLine: addition.call.open == appCall?.open, in: syntax,
                manual: manual)
            edits += result.edits
            inserted += result.inserted
            present += result.present
            if let literal = result.literal { literals.append(literal) }
        }
        // After the dependency edits: at the same offset (right after `name:`), `dependencies:`
        // must come first.
        edits += resourceEdits
        guard !edits.isEmpty else { return ManifestEditResult(text: source, inserted: inserted, alreadyPresent: present) }
        var result = ManifestEditResult(text: apply(edits, to: syntax.bytes), inserted: inserted, alreadyPresent: present)
        let proof = apply(edits, to: Self.blankingUntouchedElements(of: literals, keeping: edits.map(\.offset), in: syntax))
        result.proofText = ManifestEditor(source: proof, path: path).blankingRepeatedShapes()
        return result
    }

    /// The shared runtime's targets for a user to add by hand, but for those `declared`.
    static func manualEntries(for core: CoreRegistration?, except declared: Set<String> = []) -> [ManifestEditError.ManualEntry] {
        (core?.entries ?? []).filter { !declared.contains($0.module.name) }.map {
            .init(destination: "targets:", code: $0.text)
        }
    }

    /// Every entry the registrations need, for a user to add by hand: products, targets, then
    /// the `App` target's dependencies.
    static func manualEntries(for registrations: [FeatureRegistration], addingToApp: Bool) -> [ManifestEditError.ManualEntry] {
        var entries: [ManifestEditError.ManualEntry] = []
        var seen = Set<String>()
        let unique = registrations.filter { seen.insert($0.name).inserted }
        entries += unique.map { .init(destination: "products:", code: $0.productEntry) }
        entries += unique.flatMap {
            [.init(destination: "targets:", code: $0.targetEntry), .init(destination: "targets:", code: $0.testTargetEntry)]
        }
        if addingToApp {
            entries += unique.map { .init(destination: "dependencies: of target 'App'", code: "\"\($0.name)\"") }
        }
        return entries
    }

    /// Whether the manifest text declares a target named `App` (a textual test, for a manifest
    /// that cannot be parsed: the manual entries then name `App` only when it is there).
    static func mentionsAppTarget(_ source: String) -> Bool {
        source.contains("name: \"App\"")
    }

    /// The targets another target of this package can depend on: every `targets:` entry that is
    /// not a test, executable or plugin target.
    /// - Returns: target names in manifest order.
    /// - Throws: ``ManifestEditError`` when the manifest's shape cannot be read safely.
    public func dependableTargetNames() throws(ManifestEditError) -> [String] {
        let syntax = try parse(manual: [])
        guard let targets = try resolveArray("targets", in: syntax, manual: []) else { return [] }
        let excluded: Set<String> = ["testTarget", "executableTarget", "plugin"]
        let lines = targets.literal.tableMember == nil ? [] : try featureTable(in: syntax, manual: [])?.names ?? []
        return targets.calls.filter { !excluded.contains($0.kind) }.map(\.name) + lines
    }

    /// The names in the `Package(…)` call's `targets:` and `products:` arrays (followed to a
    /// variable's literal, plus entries appended outside the call), from one scan.
    /// - Returns: target and product names in manifest order.
    /// - Throws: ``ManifestEditError`` when the manifest's shape cannot be read safely.
    public func registeredNames() throws(ManifestEditError) -> (targets: [String], products: [String]) {
        // A pure function of the manifest's text, asked several times per command.
        let result = Self.registered.value(for: [path, source]) { () -> Result<RegisteredNames, ManifestEditError> in
            do throws(ManifestEditError) { return .success(try scanningRegisteredNames()) } catch { return .failure(error) }
        }
        switch result {
        case .success(let names): return (names.targets, names.products)
        case .failure(let error): throw error
        }
    }

    /// Target and product names, as ``registeredNames()`` returns them.
    private struct RegisteredNames: Sendable {
        var targets: [String]
        var products: [String]
    }

    /// ``registeredNames()`` of the manifests read by this process, by path (errors name it) and text.
    private static let registered = Memo<[String], Result<RegisteredNames, ManifestEditError>>(capacity: 8)

    private func scanningRegisteredNames() throws(ManifestEditError) -> RegisteredNames {
        let syntax = try parse(manual: [])
        let targets = try resolveArray("targets", in: syntax, manual: [])?.names ?? []
        let products = try resolveArray("products", in: syntax, manual: [])?.names ?? []
        return RegisteredNames(targets: targets, products: products)
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
        guard let targets = try resolveArray("targets", in: syntax, manual: manual) else {
            throw error(
                at: syntax.tokens[syntax.packageOpen - 1].start, in: syntax, "the 'Package(…)' call has no 'targets:' array",
                manual: manual)
        }
        guard let call = targets.calls.first(where: { $0.name == target }) else {
            if let table = try featureTable(in: syntax, manual: manual),
                let line = table.lines.first(where: { $0.name == target })
            {
                let registration = FeatureRegistration(
                    name: target, dependencies: line.dependencies + [dependency], testDependencies: line.testDependencies)
                let lines = tableEdits(for: [registration], in: table, syntax: syntax)
                return ManifestEditResult(
                    text: lines.edits.isEmpty ? source : apply(lines.edits, to: syntax.bytes), inserted: lines.inserted,
                    alreadyPresent: lines.edits.isEmpty ? ["\"\(dependency)\""] : [])
            }
            throw error(
                at: syntax.tokens[targets.labelToken].start, in: syntax, "no target named '\(target)' in 'targets:'",
                manual: manual)
        }
        let result = try dependencyEdits([dependency], to: call, in: syntax, manual: manual)
        return ManifestEditResult(
            text: result.edits.isEmpty ? source : apply(result.edits, to: syntax.bytes), inserted: result.inserted,
            alreadyPresent: result.present)
    }

    /// The edits that make the feature target `call` process its `Resources` folder (where its
    /// String Catalog is): a `resources:` argument placed where `PackageDescription` expects it
    /// (after `name:`, `dependencies:`, `path:`, `exclude:`, `sources:`), or the element added to
    /// an existing `resources:` array literal. Nothing when an element already names `"Resources"`.
    private func resourcesEdits(
        to call: ManifestSyntax.NamedCall, in syntax: ManifestSyntax, manual: [ManifestEditError.ManualEntry]
    ) throws(ManifestEditError) -> (
        edits: [(offset: Int, text: String)], inserted: [String], literal: ManifestSyntax.ArrayLiteral?
    ) {
        let element = FeatureRegistration.resourcesElement
        let arguments = syntax.arguments(open: call.open, close: call.close)
        if let argument = arguments.first(where: { $0.label == "resources" }) {
            guard let literal = syntax.arrayLiteral(argument) else {
                throw error(
                    at: syntax.tokens[argument.firstToken].start, in: syntax,
                    "the resources of target '\(call.name)' are not an array literal, so its String Catalog cannot be added",
                    manual: manual)
            }
            let listed = literal.elements.contains { element in
                (element.start...element.end).contains { syntax.plainString($0) == StringCatalog.resourcesFolder }
            }
            if listed { return ([], [], nil) }
            return (insertion(of: [element], into: literal, labelToken: argument.firstToken, in: syntax), [element], literal)
        }
        let before: Set<String> = ["name", "dependencies", "path", "exclude", "sources"]
        guard let previousIndex = arguments.lastIndex(where: { $0.label.map(before.contains) ?? false }) else {
            throw error(
                at: syntax.tokens[call.open].start, in: syntax,
                "target '\(call.name)' has no 'name:' argument scaffold can place 'resources:' after", manual: manual)
        }
        let previous = arguments[previousIndex]
        let entry = "resources: [\(element)]"
        let afterValue = previous.valueEnd + 1
        if previousIndex + 1 < arguments.count || syntax.isPunctuation(afterValue, ",") {
            let next = afterValue + 1
            if syntax.isPunctuation(afterValue, ","), next < call.close,
                syntax.hasNewline(from: syntax.tokens[afterValue].end, to: syntax.tokens[next].start),
                syntax.isFirstOnLine(syntax.tokens[next].start)
            {
                let indent = syntax.indentation(ofLineAt: syntax.tokens[next].start)
                return ([(syntax.tokens[afterValue].end, "\(syntax.lineEnding)\(indent)\(entry),")], [entry], nil)
            }
            if syntax.isPunctuation(afterValue, ","), next == call.close {
                // `name: "X",` then `)`: a trailing comma.
                let indent = syntax.indentation(ofLineAt: syntax.tokens[previous.firstToken].start)
                if syntax.isFirstOnLine(syntax.tokens[previous.firstToken].start), syntax.isFirstOnLine(syntax.tokens[next].start)
                {
                    return ([(syntax.tokens[afterValue].end, "\(syntax.lineEnding)\(indent)\(entry),")], [entry], nil)
                }
                return ([(syntax.tokens[afterValue].end, " \(entry),")], [entry], nil)
            }
        }
        return ([(syntax.tokens[previous.valueEnd].end, ", \(entry)")], [entry], nil)
    }

    /// The edits that add the missing ones of `dependencies` to the target `call`.
    private func dependencyEdits(
        _ dependencies: [String], to call: ManifestSyntax.NamedCall, onePerLine: Bool = false, in syntax: ManifestSyntax,
        manual: [ManifestEditError.ManualEntry]
    ) throws(ManifestEditError) -> (
        edits: [(offset: Int, text: String)], inserted: [String], present: [String], literal: ManifestSyntax.ArrayLiteral?
    ) {
        let arguments = syntax.arguments(open: call.open, close: call.close)
        var unique: [String] = []
        for dependency in dependencies where !unique.contains(dependency) { unique.append(dependency) }

        guard let argument = arguments.first(where: { $0.label == "dependencies" }) else {
            // No dependencies yet: add the argument right after `name:`.
            let entries = unique.map { "\"\($0)\"" }
            var list = entries.joined(separator: ", ")
            if onePerLine {
                // One dependency per line (the `App` target's), so parallel additions merge.
                let indent = syntax.indentation(ofLineAt: syntax.tokens[call.nameToken].start)
                list =
                    syntax.lineEnding
                    + entries.sorted().map { indent + syntax.indentUnit + $0 + "," + syntax.lineEnding }.joined()
                    + indent
            }
            let nameEnd = syntax.tokens[call.nameToken].end
            let next = call.nameToken + 1
            if syntax.isPunctuation(next, ","), next + 1 < call.close,
                syntax.hasNewline(from: syntax.tokens[next].end, to: syntax.tokens[next + 1].start),
                syntax.isFirstOnLine(syntax.tokens[next + 1].start)
            {
                let indent = syntax.indentation(ofLineAt: syntax.tokens[next + 1].start)
                return ([(syntax.tokens[next].end, "\(syntax.lineEnding)\(indent)dependencies: [\(list)],")], entries, [], nil)
            }
            return ([(nameEnd, ", dependencies: [\(list)]")], entries, [], nil)
        }
        guard let literal = syntax.arrayLiteral(argument) else {
            throw error(
                at: syntax.tokens[argument.firstToken].start, in: syntax,
                "the dependencies of target '\(call.name)' are not an array literal", manual: manual)
        }
        var listed = Set<String>()
        for element in literal.elements {
            if element.start == element.end, let name = syntax.plainString(element.start) { listed.insert(name) }
            if let named = syntax.namedCall(element), ["target", "product", "byName"].contains(named.kind) {
                listed.insert(named.name)
            }
        }
        let missing = unique.filter { !listed.contains($0) }.map { "\"\($0)\"" }
        let present = unique.filter { listed.contains($0) }.map { "\"\($0)\"" }
        guard !missing.isEmpty else { return ([], [], present, nil) }
        if onePerLine {
            let named = unique.filter { !listed.contains($0) }.sorted().map { (name: $0, text: "\"\($0)\"") }
            return (
                orderedInsertion(of: named, into: literal, labelToken: argument.firstToken, skipping: [], in: syntax), missing,
                present, literal
            )
        }
        return (insertion(of: missing, into: literal, labelToken: argument.firstToken, in: syntax), missing, present, literal)
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

    func parse(manual: [ManifestEditError.ManualEntry]) throws(ManifestEditError) -> ManifestSyntax {
        do {
            return try ManifestSyntax.parsed(source)
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

    /// A `targets:` or `products:` array as the editor sees it: the literal to insert into
    /// (written in the call, or in the single top-level variable the call names), its named
    /// entries, and the names appended to it outside the call.
    struct ResolvedArray {
        var literal: ManifestSyntax.ArrayLiteral
        var calls: [ManifestSyntax.NamedCall]
        var appendedNames: [String]
        /// The token whose line gives the base indentation (the label, or the declaration).
        var labelToken: Int

        var names: [String] { calls.map(\.name) + appendedNames }
    }

    /// Resolves `Package(…)`'s `label:` argument; `nil` when the call has none.
    func resolveArray(
        _ label: String, in syntax: ManifestSyntax, manual: [ManifestEditError.ManualEntry]
    ) throws(ManifestEditError) -> ResolvedArray? {
        guard let argument = syntax.packageArgument(label) else { return nil }
        let literal: ManifestSyntax.ArrayLiteral
        var labelToken = argument.firstToken
        var variable: String?
        if let direct = syntax.arrayLiteral(argument) {
            literal = direct
        } else if argument.valueStart == argument.valueEnd, syntax.tokens[argument.valueStart].kind == .identifier,
            let declared = syntax.variableArrayLiteral(named: syntax.text(argument.valueStart))
        {
            literal = declared.literal
            labelToken = declared.declaration
            variable = syntax.text(argument.valueStart)
        } else {
            throw error(
                at: syntax.tokens[argument.valueStart].start, in: syntax, "'\(label):' is not a plain array literal",
                manual: manual)
        }
        var calls: [ManifestSyntax.NamedCall] = []
        for element in literal.elements {
            if let call = syntax.namedCall(element) {
                calls.append(call)
            } else if element.start == element.end, syntax.tokens[element.start].kind == .identifier,
                let call = syntax.variableNamedCall(named: syntax.text(element.start))
            {
                calls.append(call)
            } else {
                throw error(
                    at: syntax.tokens[element.start].start, in: syntax,
                    "an element of '\(label):' is not a '.kind(name: \"…\", …)' entry, so existing names cannot be checked",
                    manual: manual
                )
            }
        }
        var appended: [String] = []
        if literal.tableMember != nil, let table = try featureTable(in: syntax, manual: manual) {
            appended += label == "targets" ? table.names.flatMap { [$0, $0 + "Tests"] } : table.names
        }
        let mutations =
            syntax.mutations(of: [syntax.packageVariable, label]) + (variable.map { syntax.mutations(of: [$0]) } ?? [])
        for mutation in mutations {
            switch mutation {
            case .appended(let names): appended += names
            case .unsupported(let offset, let reason): throw error(at: offset, in: syntax, reason, manual: manual)
            }
        }
        return ResolvedArray(literal: literal, calls: calls, appendedNames: appended, labelToken: labelToken)
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
    /// Edits that insert `entries` (each with the name it registers) into a multi-line
    /// `literal` in name order: each entry goes on a line of its own right before the first
    /// element (a `.kind(name: …)` call or a `"Name"` that starts a line, of a kind not in `ignoringKinds`, not named
    /// in `skipping`) whose name sorts after it; the rest are appended as ``insertion(of:into:labelToken:in:)``
    /// does. Two branches that add different features then insert at different places (unless no
    /// registered name sorts between them), so git merges their manifests without a conflict.
    /// Not `ordered`: all appended.
    private func orderedInsertion(
        of entries: [(name: String, text: String)],
        into literal: ManifestSyntax.ArrayLiteral,
        labelToken: Int?,
        ordered: Bool = true,
        ignoringKinds: Set<String> = [],
        skipping: Set<String> = ["App", "AppTests"],
        in syntax: ManifestSyntax
    ) -> [(offset: Int, text: String)] {
        guard ordered, syntax.hasNewline(from: syntax.tokens[literal.open].end, to: syntax.tokens[literal.close].start) else {
            return insertion(of: entries.map(\.text), into: literal, labelToken: labelToken, in: syntax)
        }
        var anchors: [(name: String, offset: Int, indent: String)] = []
        for element in literal.elements {
            let start = syntax.tokens[element.start].start
            guard syntax.isFirstOnLine(start) else { continue }
            let name: String
            if let call = syntax.namedCall(element) {
                guard !ignoringKinds.contains(call.kind) else { continue }
                name = call.name
            } else if element.start == element.end, let plain = syntax.plainString(element.start) {
                name = plain
            } else {
                continue
            }
            guard !skipping.contains(name) else { continue }
            anchors.append((name, syntax.lineStart(start), syntax.indentation(ofLineAt: start)))
        }
        var edits: [(offset: Int, text: String)] = []
        var appended: [String] = []
        for entry in entries {
            if let anchor = anchors.first(where: { $0.name > entry.name }) {
                edits.append((anchor.offset, anchor.indent + entry.text + "," + syntax.lineEnding))
            } else {
                appended.append(entry.text)
            }
        }
        if !appended.isEmpty { edits += insertion(of: appended, into: literal, labelToken: labelToken, in: syntax) }
        return edits
    }

    /// The manifest with the `App` target's `dependencies:` written one per line when they are on
    /// one line now (`["Journal", "Recipes"]`, as scaffold wrote them before): a list on one line
    /// makes every two branches that add a feature conflict. Elements keep their text and order.
    /// - Returns: the new text, or `nil` when there is nothing to change or the shape is not
    ///   the plain one scaffold writes.
    func appDependenciesOnePerLine() -> String? {
        guard let syntax = try? parse(manual: []), let targets = try? resolveArray("targets", in: syntax, manual: []),
            let app = targets.calls.first(where: { $0.name == "App" }),
            let argument = syntax.arguments(open: app.open, close: app.close).first(where: { $0.label == "dependencies" }),
            let literal = syntax.arrayLiteral(argument), !literal.elements.isEmpty
        else { return nil }
        let open = syntax.tokens[literal.open], close = syntax.tokens[literal.close]
        guard !syntax.hasNewline(from: open.end, to: close.start) else { return nil }
        let indent = syntax.indentation(ofLineAt: syntax.tokens[argument.firstToken].start)
        let lines = literal.elements.map { element -> String in
            let text = String(
                decoding: syntax.bytes[syntax.tokens[element.start].start..<syntax.tokens[element.end].end], as: UTF8.self)
            return indent + syntax.indentUnit + text + "," + syntax.lineEnding
        }
        var bytes = Array(syntax.bytes[..<open.end])
        bytes += (syntax.lineEnding + lines.joined() + indent).utf8
        bytes += syntax.bytes[close.start...]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `entries` sorted by name, entries of one name kept in order (a target before its tests).
    private static func sortedByName(_ entries: [(name: String, text: String)]) -> [(name: String, text: String)] {
        entries.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }.map(\.element)
    }

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

    /// A new `products:` argument placed before `anchorArgument` (`dependencies:` or `targets:`).
    private func newProductsArgument(
        _ entries: [String],
        before anchorArgument: ManifestSyntax.Argument,
        in syntax: ManifestSyntax
    ) -> (offset: Int, text: String) {
        let anchor = syntax.tokens[anchorArgument.firstToken].start
        guard syntax.isFirstOnLine(anchor) else {
            return (anchor, "products: [\(entries.joined(separator: ", "))], ")
        }
        let indent = syntax.indentation(ofLineAt: anchor)
        let newline = syntax.lineEnding
        let body = entries.map { "\(indent)\(syntax.indentUnit)\($0),\(newline)" }.joined()
        return (syntax.lineStart(anchor), "\(indent)products: [\(newline)\(body)\(indent)],\(newline)")
    }

    /// Applies insertions (offsets into the original bytes) in one pass, keeping every other
    /// byte; insertions at the same offset keep their order.
    func apply(_ edits: [(offset: Int, text: String)], to bytes: [UInt8]) -> String {
        let ordered = edits.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.text.utf8.count })
        var cursor = 0
        for (_, edit) in ordered {
            result += bytes[cursor..<edit.offset]
            result += edit.text.utf8
            cursor = edit.offset
        }
        result += bytes[cursor...]
        return String(decoding: result, as: UTF8.self)
    }
}
