// expect-error: has no member 'folders'
// An inverse key path must name a property of the related model.
import Foundation
import SwiftData

@Model
final class Folder {
    @Relationship(deleteRule: .cascade, inverse: \Note.folders) var notes: [Note] = []
    init() {}
}

@Model
final class Note {
    var folder: Folder?
    init() {}
}
