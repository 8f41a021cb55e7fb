import Foundation
import Testing

@testable import ScaffoldKit

/// The macro rewrite used for the stand-in type-check: what each macro becomes, that every line
/// stays on its line, and that comments and strings are left alone.
@Suite struct StandInRewriterTests {
    private func lines(_ text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    @Test func previewBecomesAMainActorViewBuilderFunctionCallingPreviewInit() {
        let source = """
            import SwiftUI
            #Preview("Loading") {
                Text("Hi")
            }
            #Preview {
                Text("Plain")
            }
            """
        let rewritten = StandInRewriter.rewrite(source)
        let out = lines(rewritten)
        #expect(out.count == lines(source).count)
        #expect(
            out[1]
                == "@MainActor private func __scaffoldPreview1() { _ = Preview(\"Loading\", body: __scaffoldPreview1Body) }; "
                + "@MainActor @ViewBuilder private func __scaffoldPreview1Body() -> some View {")
        #expect(out[2] == "    Text(\"Hi\")")
        #expect(out[4].hasPrefix("@MainActor private func __scaffoldPreview2() { _ = Preview(body: __scaffoldPreview2Body) }; "))
        #expect(!rewritten.contains("#Preview"))
    }

    @Test func multiLinePreviewArgumentsKeepTheirLines() {
        let source = "#Preview(\n    \"Wide\",\n    traits: .sizeThatFitsLayout\n) {\n    Text(\"x\")\n}\n"
        let rewritten = StandInRewriter.rewrite(source)
        #expect(lines(rewritten).count == lines(source).count)
        #expect(rewritten.contains("traits: .sizeThatFitsLayout\n, body: __scaffoldPreview1Body) }"))
        #expect(lines(rewritten)[4] == "    Text(\"x\")")
    }

    @Test func previewableIsDropped() {
        let rewritten = StandInRewriter.rewrite(
            "#Preview {\n    @Previewable @State var on = true\n    Toggle(\"On\", isOn: $on)\n}\n")
        #expect(lines(rewritten)[1] == "     @State var on = true")
    }

    @Test func modelBecomesAPersistentModelConformanceAndAttributesBecomeArgumentChecks() {
        let source = """
            #if canImport(SwiftData)
            import SwiftData
            enum V1 {
                @Model
                final class Shelf {
                    @Attribute(.unique) var id: UUID
                    @Relationship(deleteRule: .cascade, inverse: \\Item.shelf) var items: [Item] = []
                }
            }
            #endif
            """
        let rewritten = StandInRewriter.rewrite(source)
        let out = lines(rewritten)
        #expect(out[3] == "    ")
        #expect(out[4] == "    final class Shelf: PersistentModel {")
        #expect(out[5] == "        static let __scaffoldMacroArguments1: Void = __scaffoldCheckAttribute(.unique); var id: UUID")
        #expect(
            out[6]
                == "        static let __scaffoldMacroArguments2: Void = __scaffoldCheckRelationship(deleteRule: .cascade, inverse: \\Item.shelf); var items: [Item] = []"
        )
        #expect(out[9] == "#endif")
        #expect(rewritten.contains("private func __scaffoldCheckRelationship("))
        #expect(rewritten.contains("deleteRule: Schema.Relationship.DeleteRule = .nullify"))
    }

    @Test func modelWithAnInheritanceClauseGainsTheConformanceAtItsEnd() {
        let rewritten = StandInRewriter.rewrite("@Model final class Item: Codable {\n}\n")
        #expect(lines(rewritten)[0] == " final class Item: Codable, PersistentModel {")
    }

    @Test func modelActorGainsTheMembersOfTheRealExpansionAtTheActorsAccessLevel() {
        let rewritten = StandInRewriter.rewrite("@ModelActor\npublic actor Store: Storing {\n}\n")
        let out = lines(rewritten)
        #expect(out.count == 4)
        #expect(
            out[1].hasPrefix(
                "public actor Store: Storing, ModelActor { public nonisolated let modelExecutor: any ModelExecutor; "))
        #expect(
            out[1].contains(
                "public nonisolated let modelContainer: ModelContainer; public init(modelContainer: ModelContainer) {"))
        #expect(out[1].contains("DefaultSerialModelExecutor(modelContext: modelContext)"))
    }

    @Test func commentsAndStringsAreLeftAlone() {
        let source = """
            // #Preview { } and @Model in a comment
            /* @ModelActor /* nested */ #Preview { */
            let text = "#Preview { @Model }"
            let raw = #"@Attribute(.unique) "quoted" "#
            let block = \"\"\"
                #Preview {
                \"\"\"
            """
        #expect(StandInRewriter.rewrite(source) == source)
    }

    @Test func platformConditionsBecomeSelectableFlags() {
        let rewritten = StandInRewriter.rewrite("#if os(iOS)\nA\n#elseif os(macOS)\nB\n#endif\nlet s = \"os(iOS)\"\n")
        #expect(
            rewritten == "#if SCAFFOLD_STANDIN_IOS\nA\n#elseif SCAFFOLD_STANDIN_MACOS\nB\n#endif\nlet s = \"os(iOS)\"\n")
    }

    @Test func sourceWithoutMacrosIsUnchanged() {
        let source = "import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }\n"
        #expect(StandInRewriter.rewrite(source) == source)
    }
}
