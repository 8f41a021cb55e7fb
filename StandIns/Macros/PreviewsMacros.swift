// Stand-in for Apple's closed-source preview macros: the compiler type-checks `#Preview`'s
// arguments against the macro's declaration (a `@MainActor` closure returning a view) before it
// expands it; the stand-in then expands to nothing (no preview registry).
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview` with a SwiftUI view body.
public struct SwiftUIView: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `#Preview` with a UIKit, AppKit or widget body.
public struct Common: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}
