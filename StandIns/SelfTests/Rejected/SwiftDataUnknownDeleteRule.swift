// expect-error: has no member 'erase'
// `@Relationship`'s arguments are checked against its parameter list.
import Foundation
import SwiftData

@Model
final class Folder {
    var name: String
    @Relationship(deleteRule: .erase, inverse: \Note.folder) var notes: [Note] = []

    init(name: String) { self.name = name }
}

@Model
final class Note {
    var folder: Folder?
    init() {}
}
