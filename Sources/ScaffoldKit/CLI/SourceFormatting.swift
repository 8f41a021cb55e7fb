import Foundation

/// `--format` on `feature` and `sync`: runs the toolchain's `swift format` on the Swift files
/// scaffold just wrote, then records the formatted files the way `sync` records the user's
/// edits. The merge base stays the unformatted rendering, so later syncs merge against what the
/// templates produce, and `check` passes right after.
///
/// `swift format` finds its configuration as it always does: the nearest `.swift-format` in the
/// file's folder or above (the package's, normally); without one it uses its defaults.
enum SourceFormatting {
    /// Help text shared by the commands.
    static let optionHelp = """
          --format        then run 'swift format' (the toolchain's, with the package's .swift-format)
                          on the written Swift files; the formatting is recorded like your edits
        """

    /// The `.swift-format` that applies to the package: in its root or the nearest folder above.
    static func configuration(for root: String) -> String? {
        var directory = root
        while true {
            let candidate = PathComponents.join(directory, ".swift-format")
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = PathComponents.parent(of: directory)
            if parent.isEmpty || parent == directory { return nil }
            directory = parent
        }
    }

    /// A formatter for ``SyncPlanner/formatter``: formats every Swift text in `texts` with one
    /// `swift format` run (in a scratch folder, with the package's configuration) and answers
    /// from those results; other texts come back unchanged.
    /// - Throws: ``CommandFailure`` when `swift format` cannot run or fails.
    static func formatter(
        for texts: [(path: String, text: String)], workspace: PackageWorkspace, context: CommandLineTool.Context
    ) throws(CommandFailure) -> @Sendable (String, String) -> String {
        try formatter(for: texts, root: workspace.root, searchPath: context.environment["PATH"])
    }

    /// How `remove` and `rename` recognize files `--format` formatted: the package's formatter
    /// (see ``PackageWorkspace/SourceFormatter``), or `nil` when `swift` is not on `PATH` or the
    /// package is not on disk; a `swift format` failure then formats nothing.
    static func recognizer(workspace: PackageWorkspace, context: CommandLineTool.Context) -> PackageWorkspace.SourceFormatter? {
        guard workspace.fileSystem is LocalFileSystem,
            ManifestVerifier.findExecutable("swift", path: context.environment["PATH"]) != nil
        else { return nil }
        let root = workspace.root, searchPath = context.environment["PATH"]
        return { texts in try? formatter(for: texts, root: root, searchPath: searchPath) }
    }

    /// The formatter for `texts` under the package at `root`, found on `searchPath`.
    private static func formatter(
        for texts: [(path: String, text: String)], root: String, searchPath: String?
    ) throws(CommandFailure) -> @Sendable (String, String) -> String {
        let swiftTexts = texts.filter { $0.path.hasSuffix(".swift") }
        guard !swiftTexts.isEmpty else { return { _, text in text } }
        guard let swift = ManifestVerifier.findExecutable("swift", path: searchPath) else {
            throw CommandFailure("--format needs 'swift' on PATH (for 'swift format'); nothing was written")
        }
        let scratch = NSTemporaryDirectory() + "scaffold-format-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var files: [String] = []
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            for (index, item) in swiftTexts.enumerated() {
                let file = scratch + "/\(index).swift"
                try item.text.write(toFile: file, atomically: false, encoding: .utf8)
                files.append(file)
            }
        } catch {
            throw CommandFailure("cannot prepare files for 'swift format': \(error)")
        }
        var arguments = ["format", "format", "--in-place", "--parallel"]
        if let configuration = configuration(for: root) { arguments += ["--configuration", configuration] }
        let result: ManifestVerifier.ProcessResult
        do {
            result = try ManifestVerifier.runProcess(swift, arguments + files, scratch)
        } catch {
            throw CommandFailure("cannot run 'swift format': \(error); nothing was written")
        }
        guard result.status == 0 else {
            throw CommandFailure(failureLine(result, configuration: configuration(for: root), then: "nothing was written"))
        }
        var formatted: [String: String] = [:]
        for (index, item) in swiftTexts.enumerated() {
            if let text = try? String(contentsOfFile: files[index], encoding: .utf8) {
                formatted[item.path + "\u{0}" + item.text] = text
            }
        }
        let table = formatted
        return { path, text in table[path + "\u{0}" + text] ?? text }
    }

    /// One line for a failed `swift format` run: its distinct messages once each (it repeats
    /// one per file), naming the configuration file when the failure is about it, then `then`.
    static func failureLine(_ result: ManifestVerifier.ProcessResult, configuration: String?, then: String) -> String {
        var seen: Set<String> = []
        var messages: [String] = []
        for line in (result.standardError + "\n" + result.standardOutput).split(whereSeparator: \.isNewline) {
            var message = line.trimmingCharacters(in: .whitespaces)
            for prefix in ["<unknown>:", "error:"] where message.hasPrefix(prefix) {
                message = String(message.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
            }
            if !message.isEmpty, seen.insert(message).inserted { messages.append(message) }
        }
        let shown = messages.prefix(2).joined(separator: "; ") + (messages.count > 2 ? "; …" : "")
        let detail = shown.isEmpty ? "" : ": \(shown)"
        if let configuration, messages.contains(where: { $0.localizedCaseInsensitiveContains("configuration") }) {
            return "\(configuration): 'swift format' cannot use this configuration\(detail); \(then)"
        }
        return "'swift format' failed (exit \(result.status))\(detail); \(then)"
    }

    /// Formats `paths` (relative to the workspace root; non-Swift and missing files are
    /// skipped) in place, then records the result for `features`.
    /// - Throws: ``CommandFailure`` when `swift` is not on `PATH` or `swift format` fails (exit
    ///   ``ExitCode/formattingFailed``: the files stay written and registered, unformatted), or
    ///   the record cannot be written.
    static func format(
        _ paths: [String], features: [String], workspace: PackageWorkspace, context: CommandLineTool.Context,
        fileSystem: any FileSystem
    ) throws(CommandFailure) {
        let files = paths.filter { $0.hasSuffix(".swift") && fileSystem.exists(workspace.path($0)) }
        guard !files.isEmpty, fileSystem is LocalFileSystem else { return }
        let written = "the \(files.count) Swift file\(files.count == 1 ? " was" : "s were") written and registered unformatted"
        guard let swift = ManifestVerifier.findExecutable("swift", path: context.environment["PATH"]) else {
            throw CommandFailure(
                "--format needs 'swift' on PATH (for 'swift format'); \(written)", exitCode: ExitCode.formattingFailed)
        }
        var arguments = ["format", "format", "--in-place", "--parallel"]
        let configuration = configuration(for: workspace.root)
        if let configuration { arguments += ["--configuration", configuration] }
        let result: ManifestVerifier.ProcessResult
        do {
            result = try ManifestVerifier.runProcess(swift, arguments + files.map { workspace.path($0) }, workspace.root)
        } catch {
            throw CommandFailure("cannot run 'swift format': \(error); \(written)", exitCode: ExitCode.formattingFailed)
        }
        guard result.status == 0 else {
            throw CommandFailure(
                failureLine(
                    result, configuration: configuration,
                    then: "\(written); fix it, then run 'scaffold sync --format'"),
                exitCode: ExitCode.formattingFailed)
        }
        // Record the formatted files as the state scaffold left (sync's keep-edits).
        let planner = SyncPlanner(fileSystem: fileSystem, root: workspace.root)
        let plan = try workspace.syncPlan(features: features, planner: planner)
        guard !plan.hasConflicts else {
            throw CommandFailure(
                "after 'swift format', \(plan.conflicts.map(\.path).joined(separator: ", ")) conflict with the templates; run 'scaffold sync'"
            )
        }
        do {
            try PlanWriter(fileSystem: fileSystem).write(try plan.generationPlan(), mode: .apply)
        } catch {
            throw CommandFailure("cannot record the formatted files: \(error)")
        }
        context.stdout.write("Formatted \(files.count) file\(files.count == 1 ? "" : "s") with 'swift format'.\n")
    }
}
