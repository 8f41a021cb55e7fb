import Foundation

/// The target names the packages a manifest depends on declare, read without the network:
/// SwiftPM refuses a package graph in which two packages declare targets of one name ("multiple
/// packages declare targets with a conflicting name"), so a feature must not take one.
///
/// A `.package(path:)` dependency is read from its folder; a `.package(url:)` one from its
/// checkout under `.build/checkouts/<repository name>` once `swift package resolve` made it, and
/// is listed as unresolved before that. Only the direct dependencies are read (their own
/// dependencies are not).
public struct DependencyTargets: Sendable {
    /// Target names (as declared) → the dependency that declares them, as written in the manifest
    /// (`../Networking`, a URL).
    public var declared: [String: String] = [:]
    /// The `.package(url:)` dependencies with no checkout yet: their target names are unknown.
    public var unresolved: [String] = []

    /// Reads the dependencies of the manifest `source` of the package at `root`.
    /// - Parameters:
    ///   - source: the text of `root/Package.swift`.
    ///   - root: the package root (absolute).
    ///   - fileSystem: where the dependencies' manifests are read.
    /// - Returns: the names found; a dependency whose manifest cannot be read or scanned counts
    ///   as unresolved.
    public static func read(manifest source: String, root: String, fileSystem: any FileSystem) -> DependencyTargets {
        var found = DependencyTargets()
        for dependency in packageArguments(in: source) {
            let folder: String
            switch dependency.label {
            case "path":
                folder = dependency.value.hasPrefix("/") ? dependency.value : PathComponents.join(root, dependency.value)
            default:
                var name = String(dependency.value.split(separator: "/").last ?? "")
                if name.hasSuffix(".git") { name.removeLast(4) }
                folder = PathComponents.join(root, ".build/checkouts/" + name)
            }
            let manifestPath = PathComponents.join(PathComponents.normalize(folder), "Package.swift")
            guard let text = try? fileSystem.readText(manifestPath),
                let names = try? ManifestEditor(source: text, path: manifestPath).registeredNames()
            else {
                found.unresolved.append(dependency.value)
                continue
            }
            for target in names.targets where found.declared[target] == nil { found.declared[target] = dependency.value }
        }
        return found
    }

    /// The dependency that declares `name` or a name differing from it only in case, with the
    /// name as it declares it.
    public func declarer(of name: String) -> (target: String, dependency: String)? {
        declared.sorted { $0.key < $1.key }.first { $0.key.lowercased() == name.lowercased() }
            .map { ($0.key, $0.value) }
    }

    /// The `path:` / `url:` string arguments of the manifest's `.package(…)` calls (comments
    /// and other strings aside).
    static func packageArguments(in source: String) -> [(label: String, value: String)] {
        let bytes = Array(source.utf8)
        guard let tokens = try? SwiftScanner.tokenize(bytes) else { return [] }
        func text(_ token: SwiftScanner.Token) -> String { String(decoding: bytes[token.start..<token.end], as: UTF8.self) }
        var arguments: [(String, String)] = []
        var index = 0
        while index + 5 < tokens.count {
            defer { index += 1 }
            guard text(tokens[index]) == ".", text(tokens[index + 1]) == "package", text(tokens[index + 2]) == "(",
                tokens[index + 3].kind == .identifier, ["path", "url"].contains(text(tokens[index + 3])),
                text(tokens[index + 4]) == ":", tokens[index + 5].kind == .string
            else { continue }
            let literal = text(tokens[index + 5])
            guard literal.hasPrefix("\""), literal.hasSuffix("\""), literal.count >= 2 else { continue }
            arguments.append((text(tokens[index + 3]), String(literal.dropFirst().dropLast())))
        }
        return arguments
    }
}
