import Foundation

/// Reads a feature spec file: read → parse JSON → decode → validate, reporting every problem.
///
/// ```swift
/// let spec = try FeatureSpecLoader.load(path: "Features/Weather/Weather.feature.json",
///                                       existingTargets: ["App", "AppTests"])
/// ```
public enum FeatureSpecLoader {
    /// The largest spec file read, in bytes; a larger one is a located error before parsing.
    public static let maximumSpecBytes = 1 << 20
    /// The deepest nesting of JSON arrays and objects in a spec (the deepest valid spec nests
    /// 8 levels: `storage.versions[i].models[j].relationships[k]`).
    public static let maximumSpecDepth = 32

    /// Loads and validates a spec file.
    /// - Parameters:
    ///   - path: the spec file; also the file name used in diagnostics.
    ///   - existingTargets: targets already in the host package; the feature's targets
    ///     (`<Name>`, `<Name>Tests`) must not collide with them.
    /// - Returns: the validated spec.
    /// - Throws: a ``DiagnosticList``: one unlocated diagnostic when the file cannot be read,
    ///   one located diagnostic for malformed JSON, or every decoding and validation problem,
    ///   sorted by location.
    public static func load(path: String, existingTargets: Set<String> = []) throws(DiagnosticList) -> FeatureSpec {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumSpecBytes {
            throw DiagnosticList([
                Diagnostic(
                    at: SourceLocation(file: path, line: 1, column: 1),
                    "spec: the file is \(size) bytes; a feature spec is at most \(maximumSpecBytes) bytes (1 MiB)")
            ])
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason = !exists ? "no such file" : isDirectory.boolValue ? "it is a directory" : "it is not readable"
            throw DiagnosticList([Diagnostic(at: nil, "cannot read the feature spec '\(path)': \(reason)")])
        }
        return try load(bytes: [UInt8](data), file: path, existingTargets: existingTargets)
    }

    /// Parses, decodes and validates spec text already in memory.
    /// - Parameters:
    ///   - bytes: the spec's UTF-8 bytes.
    ///   - file: the file name used in diagnostics.
    ///   - existingTargets: targets already in the host package.
    ///   - dependableTargets: when given, the targets the spec's `dependencies` may name (the
    ///     package's library targets other than the composition root); `nil` skips that check.
    ///   - shared: the package's shared spec, which elements marked `"shared": true` name
    ///     (``SharedSpec``); `nil` when the package has none.
    /// - Returns: the validated spec.
    /// - Throws: a ``DiagnosticList`` with every problem, sorted by location.
    public static func load(
        bytes: [UInt8], file: String, existingTargets: Set<String> = [], dependableTargets: Set<String>? = nil,
        shared: SharedSpec? = nil
    ) throws(DiagnosticList)
        -> FeatureSpec
    {
        guard bytes.count <= maximumSpecBytes else {
            throw DiagnosticList([
                Diagnostic(
                    at: SourceLocation(file: file, line: 1, column: 1),
                    "spec: the file is \(bytes.count) bytes; a feature spec is at most \(maximumSpecBytes) bytes (1 MiB)")
            ])
        }
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(bytes: bytes, file: file, maximumDepth: maximumSpecDepth)
        } catch {
            throw DiagnosticList([error])
        }
        return try load(
            document: document, existingTargets: existingTargets, dependableTargets: dependableTargets, shared: shared)
    }

    /// Decodes and validates a parsed spec document.
    /// - Parameters:
    ///   - document: the parsed spec.
    ///   - existingTargets: targets already in the host package.
    ///   - dependableTargets: the targets `dependencies` may name; `nil` skips that check.
    ///   - shared: the package's shared spec (``SharedSpec``); `nil` when it has none.
    /// - Returns: the validated spec.
    /// - Throws: a ``DiagnosticList`` with every decoding and validation problem, sorted by
    ///   location.
    public static func load(
        document: JSONDocument, existingTargets: Set<String> = [], dependableTargets: Set<String>? = nil,
        shared: SharedSpec? = nil
    ) throws(DiagnosticList)
        -> FeatureSpec
    {
        let result = validated(
            document: document, existingTargets: existingTargets, dependableTargets: dependableTargets, shared: shared)
        guard result.diagnostics.isEmpty else { throw DiagnosticList(result.diagnostics) }
        return result.spec
    }

    /// Decodes a document, resolves its shared models and clients (``SharedSpec``) and
    /// validates it.
    /// - Returns: the spec (meaningful only without diagnostics), the resolved draft and every
    ///   problem.
    static func validated(
        document: JSONDocument, existingTargets: Set<String>, dependableTargets: Set<String>?, shared: SharedSpec?
    ) -> (spec: FeatureSpec, draft: SpecDraft, diagnostics: [Diagnostic]) {
        var decoder = SpecDecoder(document: document)
        let resolved = SharedSpec.resolve(decoder.decode(), with: shared)
        var validator = SpecValidator(existingTargets: existingTargets, dependableTargets: dependableTargets)
        var spec = validator.validate(resolved.draft)
        for index in spec.models.indices where resolved.models.contains(spec.models[index].name) {
            spec.models[index].isShared = true
        }
        for index in spec.clients.indices where resolved.clients.contains(spec.clients[index].name) {
            spec.clients[index].isShared = true
        }
        return (spec, resolved.draft, decoder.diagnostics + resolved.diagnostics + validator.diagnostics)
    }
}

extension FeatureSpecLoader {
    /// The feature name a spec declares (its top-level `"name"` string), without validating
    /// anything else; `nil` when the JSON does not parse or has no such string.
    public static func peekName(_ bytes: [UInt8]) -> String? {
        (try? JSONDocument.parse(bytes: bytes, file: ""))?.root["name"]?.stringValue
    }
}

extension FeatureSpecLoader {
    /// What a valid spec leaves unwired (``FeatureWiring/unwired``), as warnings located in the
    /// spec: a state item nothing reads, a route nothing navigates to, a client method no screen
    /// runs; each names the `from` key that would wire it. `scaffold feature` and `scaffold sync`
    /// print them (one line each, on stderr) and `scaffold check --json` lists them. An element
    /// marked `"intentionallyUnwired": true` is not reported.
    /// - Parameters:
    ///   - bytes: the spec's UTF-8 bytes.
    ///   - file: the file name used in the locations.
    ///   - openedRoutes: the names of the feature's routes another feature of the package opens
    ///     (its `opens` targets them): they are navigated to, so not reported.
    /// - Returns: the warnings in spec order; none when the spec does not load (its errors are
    ///   reported where it is loaded).
    public static func wiringWarnings(
        bytes: [UInt8], file: String, openedRoutes: Set<String> = [], isOpenedByAnotherFeature: Bool? = nil,
        shared: SharedSpec? = nil
    ) -> [Diagnostic] {
        guard let document = try? JSONDocument.parse(bytes: bytes, file: file, maximumDepth: maximumSpecDepth) else {
            return []
        }
        let result = validated(document: document, existingTargets: [], dependableTargets: nil, shared: shared)
        guard result.diagnostics.isEmpty else { return [] }
        return WiringWarnings(
            spec: result.spec, draft: result.draft, openedRoutes: openedRoutes, isOpenedByAnotherFeature: isOpenedByAnotherFeature
        ).diagnostics
    }
}

extension FeatureSpecLoader {
    /// ``load(bytes:file:existingTargets:dependableTargets:)`` that also returns the decoded
    /// draft, from which ``WiringWarnings`` are found without decoding and validating again.
    /// - Throws: the same ``DiagnosticList`` as ``load(bytes:file:existingTargets:dependableTargets:)``.
    static func loadWithDraft(
        bytes: [UInt8], file: String, existingTargets: Set<String> = [], dependableTargets: Set<String>? = nil,
        shared: SharedSpec? = nil
    ) throws(DiagnosticList) -> (spec: FeatureSpec, draft: SpecDraft) {
        guard bytes.count <= maximumSpecBytes,
            let document = try? JSONDocument.parse(bytes: bytes, file: file, maximumDepth: maximumSpecDepth)
        else {
            // Too large or not JSON: `load` reports exactly why (and always throws here).
            _ = try load(
                bytes: bytes, file: file, existingTargets: existingTargets, dependableTargets: dependableTargets, shared: shared)
            throw DiagnosticList([Diagnostic(at: SourceLocation(file: file, line: 1, column: 1), "spec: cannot be read")])
        }
        let result = validated(
            document: document, existingTargets: existingTargets, dependableTargets: dependableTargets, shared: shared)
        guard result.diagnostics.isEmpty else { throw DiagnosticList(result.diagnostics) }
        return (result.spec, result.draft)
    }
}
