import Testing

@testable import ScaffoldKit

/// A route's `form` (a page that creates or edits a stored model through a draft): decoded,
/// round-tripped, and each way it cannot be generated a located error.
@Suite struct FormSpecTests {
    /// Chores in lists: a `Chore` has a required title, a switch, an optional date and a to-one
    /// `list` (so a create form can fill `listID`).
    static let storage = #"""
        "storage": {"kind": "memory", "models": [
          {"name": "Chore", "properties": [{"name": "id", "type": "UUID"}, {"name": "title", "type": "String"}, {"name": "done", "type": "Bool"}, {"name": "due", "type": "Date?"}],
           "relationships": [{"name": "list", "to": "ChoreList", "deleteRule": "nullify"}]},
          {"name": "ChoreList", "properties": [{"name": "id", "type": "UUID"}, {"name": "name", "type": "String"}],
           "relationships": [{"name": "tasks", "to": "Chore", "toMany": true, "deleteRule": "cascade", "inverse": "list"}]}
        ]}
        """#

    /// A feature whose routes (JSON array members) come before `storage`, so a form's model
    /// name is the first occurrence of its text.
    static func spec(_ routes: String, style: String = "feature", storage: String = storage) -> String {
        SpecTestSupport.spec(#""style": "\#(style)", "routes": [\#(routes)],"# + "\n" + storage)
    }

    @Test func createEditAndFilledCreateFormsDecodeAndRoundTrip() throws {
        let spec = try SpecTestSupport.load(
            Self.spec(
                #"""
                {"name": "newChore", "form": "Chore", "presentation": "sheet"},
                {"name": "editChore", "parameters": [{"name": "choreID", "type": "Chore.ID"}], "form": "Chore"},
                {"name": "newChoreInList", "parameters": [{"name": "listID", "type": "ChoreList.ID"}, {"name": "title", "type": "String"}], "form": "Chore"}
                """#)
        ).get()
        #expect(spec.routes.map(\.form) == ["Chore", "Chore", "Chore"])
        #expect(spec.routes.map(FormContext.isEdit) == [false, true, false])
        #expect(spec.routes.map(FormContext.title) == ["New chore", "Edit chore", "New chore"])
        #expect(try SpecTestSupport.load(spec.jsonText).get() == spec)
    }

    /// A text field grows to several lines only for prose, read from the name's last word.
    @Test func onlyProseGetsAMultiLineField() {
        for name in ["notes", "body", "shortDescription", "releaseNotes", "summary"] {
            #expect(FormFields.isLongText(name), "\(name)")
        }
        for name in ["name", "title", "noteUUID", "notebook", "textColor"] { #expect(!FormFields.isLongText(name), "\(name)") }
    }

    @Test func aFormNeedsTheFeatureStyle() {
        let messages = SpecTestSupport.diagnostics(Self.spec(#"{"name": "newChore", "form": "Chore"}"#, style: "mvvm")).map(
            \.message)
        #expect(
            messages.contains { $0.contains("forms are generated in style 'feature' only yet (this spec's style is 'mvvm')") },
            "\(messages)")
    }

    @Test func aFormCannotAlsoOpenAnotherFeature() {
        expectSingleError(
            Self.spec(#"{"name": "newChore", "opens": {"feature": "Lists"}, "form": "Chore"}"#), at: #""Chore""#,
            contains: "a route that opens another feature shows that feature's page; it cannot also be a form",
            existingTargets: ["Lists"])
    }

    @Test func aFormNamesAStoredModelWithTheNearestSuggested() {
        expectSingleError(
            Self.spec(#"{"name": "newChore", "form": "Chor"}"#), at: #""Chor""#,
            contains: "unknown stored model 'Chor'; did you mean 'Chore'? (stored: Chore, ChoreList)")
        expectSingleError(
            Self.spec(
                #"{"name": "newChore", "form": "Chore"}"#,
                storage: #""models": [{"name": "Chore", "properties": [{"name": "id", "type": "UUID"}]}]"#),
            at: #""Chore""#, contains: "'Chore' is a client model; a form saves through the feature's store")
        expectSingleError(
            Self.spec(#"{"name": "newChore", "form": "Chore"}"#, storage: #""state": []"#), at: #""Chore""#,
            contains: "this feature stores nothing (storage kind 'none')")
    }

    @Test func anEditFormTakesTheEditedValuesIdentityAlone() {
        expectSingleError(
            Self.spec(
                #"{"name": "editChore", "parameters": [{"name": "a", "type": "Chore.ID"}, {"name": "b", "type": "Chore.ID"}], "form": "Chore"}"#
            ),
            at: #""Chore""#, contains: "route 'editChore' has 2 parameters of type 'Chore.ID'; an edit form edits one value")
        expectSingleError(
            Self.spec(
                #"{"name": "editChore", "parameters": [{"name": "choreID", "type": "Chore.ID"}, {"name": "extra", "type": "String"}], "form": "Chore"}"#
            ),
            at: #""extra""#, contains: "remove parameter 'extra'")
    }

    @Test func aCreateFormsParametersFillPropertiesOfTheirType() {
        expectSingleError(
            Self.spec(#"{"name": "newChore", "parameters": [{"name": "titel", "type": "String"}], "form": "Chore"}"#),
            at: #""titel""#,
            contains:
                "parameter 'titel' of create form 'newChore' names no property of 'Chore' to fill; did you mean 'title'? (fillable: title, done, due, listID)"
        )
        expectSingleError(
            Self.spec(#"{"name": "newChore", "parameters": [{"name": "title", "type": "Int"}], "form": "Chore"}"#), at: #""Int""#,
            contains: "parameter 'title' of create form 'newChore' is a 'Int', but it fills 'Chore.title', a 'String'")
    }

    @Test func aCreateFormMustBeAbleToBuildTheNewValue() {
        expectSingleError(
            Self.spec(
                #"{"name": "newTag", "form": "Tag"}"#,
                storage:
                    #""storage": {"kind": "memory", "models": [{"name": "Tag", "properties": [{"name": "id", "type": "String"}, {"name": "name", "type": "String"}]}]}"#
            ),
            at: #""Tag""#,
            contains: "a create form makes the new 'Tag' on the device, so its 'id' must be a UUID (it is a 'String')")
        expectSingleError(
            Self.spec(
                #"{"name": "newBookmark", "form": "Bookmark"}"#,
                storage:
                    #""storage": {"kind": "memory", "models": [{"name": "Bookmark", "properties": [{"name": "id", "type": "UUID"}, {"name": "url", "type": "URL"}]}]}"#
            ),
            at: #""Bookmark""#,
            contains: "a create form cannot start a new 'Bookmark': 'url' (URL) is not typed into a form and has no default")
        let editable = SpecTestSupport.diagnostics(
            Self.spec(
                #"{"name": "editBookmark", "parameters": [{"name": "bookmarkID", "type": "Bookmark.ID"}], "form": "Bookmark"}"#,
                storage:
                    #""storage": {"kind": "memory", "models": [{"name": "Bookmark", "properties": [{"name": "id", "type": "UUID"}, {"name": "url", "type": "URL"}]}]}"#
            ))
        #expect(editable.isEmpty, "an edit form keeps what it cannot edit: \(editable)")
    }
}
