// This file is generated from the Templates/ folder by BuiltinTemplatesTests.
// Do not edit: change the template, then run
//   SCAFFOLD_UPDATE_GOLDENS=1 swift test --filter BuiltinTemplates

/// The built-in template sets, compiled into the tool so it works from any folder.
enum BuiltinTemplates {
    /// Template path relative to `Templates/` (for example `feature/Route.swift.mustache`)
    /// → template source.
    static let files: [String: String] = [
        "init/README.md.mustache": #"""
        # {{name}}

        A Swift package scaffolded by `scaffold init`. Add a feature with `scaffold feature <Name>`.

        """#,
    ]
}
