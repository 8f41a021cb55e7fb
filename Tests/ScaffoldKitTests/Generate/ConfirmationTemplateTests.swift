import Testing

@testable import ScaffoldKit

/// Issue 23, "presentations and confirmations": nothing destructive runs on one tap. A
/// `delete…`/`remove…` command's button asks first (the runtime's `ConfirmedButton`), and a
/// stored row's swipe asks before it deletes, saying what a cascade takes with it
/// (`confirmingDeletion`).
@Suite struct ConfirmationTemplateTests {
    static let styles = ["feature", "mvvm", "mvi"]

    @Test(arguments: styles)
    func aDestructiveCommandAsksFirst(_ style: String) throws {
        var spec = try ExampleSpecLoader.load("Examples/Notes/Notes.feature.json")
        spec.style = style
        let files = try ScreenFlowTests.files(spec, style: style)
        let views = files.filter { $0.path.hasSuffix("Screen.swift") || $0.path.hasSuffix("View.swift") }.map(
            \.contents.withoutTranslatorComments
        )
        .joined()
        #expect(
            views.contains(
                "ConfirmedButton(\n                    Text(\"Delete this note?\", bundle: .module),\n"
                    + "                    confirm: Text(\"Delete\", bundle: .module)\n                ) {"),
            "\(style)")
        #expect(!views.contains("Button(role: .destructive)"), "\(style): a destructive button runs on one tap")
        // The command runs only from the dialog's button, so the question is what the person sees.
        let run = style == "mvi" ? "onEvent(.delete(" : "await "
        #expect(
            views.contains("confirm: Text(\"Delete\", bundle: .module)\n                ) {\n                    \(run)"),
            "\(style)\n\(views)")
    }

    @Test func aSwipeAsksBeforeItDeletesAndNamesTheCascade() throws {
        let spec = try ExampleSpecLoader.load("Examples/Pantry/Pantry.feature.json")
        let screen = try ScreenFlowTests.file(try ScreenFlowTests.files(spec, style: "feature"), "PantryScreen.swift")
        #expect(screen.contains("@State private var shelfPendingDeletion: [Shelf.ID] = []"))
        #expect(screen.contains(".onDelete { offsets in shelfPendingDeletion = offsets.map { shown[$0].id } }"))
        #expect(
            !screen.contains("await feature.deleteShelf(id: id) }\n                    }\n                }"),
            "a swipe deletes at once")
        #expect(
            screen.contains(
                #"$shelfPendingDeletion, question: Text("Delete this shelf?", bundle: .module),"#
                    + "\n" + #"            message: Text("Its pantry items are deleted with it.", bundle: .module)"#), "\(screen)"
        )
        #expect(
            screen.contains(#"$pantryItemPendingDeletion, question: Text("Delete this pantry item?", bundle: .module), confirm:"#)
        )
    }

    @Test func theCascadeIsSaidInWords() {
        typealias Storage = FeatureSpec.Storage
        func model(_ relationships: [Storage.Relationship]) -> Storage.Model {
            Storage.Model(name: "Shelf", properties: [Storage.Property(name: "id", type: "UUID")], relationships: relationships)
        }
        #expect(StorageContext.deletionMessage(model([])) == "")
        #expect(
            StorageContext.deletionMessage(
                model([.init(name: "items", target: "PantryItem", isToMany: true, deleteRule: .cascade)]))
                == "Its pantry items are deleted with it.")
        #expect(
            StorageContext.deletionMessage(model([.init(name: "label", target: "Label", deleteRule: .cascade)]))
                == "Its label is deleted with it.")
        #expect(
            StorageContext.deletionMessage(
                model([
                    .init(name: "label", target: "Label", deleteRule: .cascade),
                    .init(name: "notes", target: "Note", isToMany: true, deleteRule: .cascade),
                    .init(name: "owner", target: "Person", deleteRule: .nullify),
                ])) == "Its label and notes are deleted with it.")
    }

    /// The runtime asks with the system's confirmation dialog, its title visible, and runs the
    /// work only from the destructive button.
    @Test func theRuntimeAsksWithAConfirmationDialog() throws {
        let runtime = try ScreenContentTests.runtime("FeatureCoreUI/Sources/Confirmation.swift")
        #expect(runtime.contains("public struct ConfirmedButton<Label: View>: View {"))
        #expect(runtime.contains(".confirmationDialog(question, isPresented: $isAsking, titleVisibility: .visible) {"))
        #expect(runtime.contains("public func confirmingDeletion<ID: Sendable>("))
    }
}
