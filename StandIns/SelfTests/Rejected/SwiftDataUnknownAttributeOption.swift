// expect-error: has no member 'uniq'
// `@Attribute`'s options are `Schema.Attribute.Option` values.
import Foundation
import SwiftData

@Model
final class Tag {
    @Attribute(.uniq) var name: String
    init(name: String) { self.name = name }
}
