// Snippets that must type-check against the SwiftData stand-in (with the macro rewrite), modelled
// on the usage shown on the Apple documentation page named above each.
#if canImport(SwiftData)
import Foundation
import SwiftData

// https://developer.apple.com/documentation/swiftdata/versionedschema
enum LibrarySchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Shelf.self, Book.self] }

    // https://developer.apple.com/documentation/swiftdata/model()
    @Model
    final class Shelf {
        @Attribute(.unique) var id: UUID
        var name: String
        // https://developer.apple.com/documentation/swiftdata/relationship(_:deleterule:minimummodelcount:maximummodelcount:originalname:inverse:hashmodifier:)
        @Relationship(deleteRule: .cascade, inverse: \Book.shelf) var books: [Book] = []

        init(id: UUID, name: String) {
            self.id = id
            self.name = name
        }
    }

    @Model
    final class Book {
        @Attribute(.unique) var id: UUID
        var title: String
        var shelf: Shelf?

        init(id: UUID, title: String) {
            self.id = id
            self.title = title
        }
    }
}

typealias Book = LibrarySchemaV1.Book

// https://developer.apple.com/documentation/swiftdata/schemamigrationplan
enum LibraryMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [LibrarySchemaV1.self] }
    static var stages: [MigrationStage] {
        [
            .custom(
                fromVersion: LibrarySchemaV1.self, toVersion: LibrarySchemaV1.self,
                willMigrate: { context in try context.save() }, didMigrate: nil)
        ]
    }
}

// https://developer.apple.com/documentation/swiftdata/modelcontainer
func makeLibraryContainer() throws -> ModelContainer {
    let schema = Schema(versionedSchema: LibrarySchemaV1.self)
    let configuration = ModelConfiguration("Library", schema: schema, isStoredInMemoryOnly: true, cloudKitDatabase: .none)
    return try ModelContainer(for: schema, migrationPlan: LibraryMigrationPlan.self, configurations: configuration)
}

// https://developer.apple.com/documentation/swiftdata/modelactor
@ModelActor
actor LibraryStore {
    func titles(matching text: String, limit: Int) throws -> [String] {
        var descriptor = FetchDescriptor<Book>(
            predicate: #Predicate<Book> { $0.title.contains(text) },
            sortBy: [SortDescriptor(\Book.title, order: .forward)])
        descriptor.fetchLimit = limit
        return try modelContext.fetch(descriptor).map(\.title)
    }

    func add(title: String) throws {
        modelContext.insert(Book(id: UUID(), title: title))
        if try modelContext.fetchCount(FetchDescriptor<Book>()) > 100 {
            modelContext.rollback()
            return
        }
        try modelContext.save()
    }
}

func openStore() throws -> LibraryStore {
    LibraryStore(modelContainer: try makeLibraryContainer())
}
#endif
