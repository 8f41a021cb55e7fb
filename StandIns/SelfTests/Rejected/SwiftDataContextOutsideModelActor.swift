// expect-error: actor-isolated property 'modelContext' can not be referenced from a nonisolated context
// A model actor's context belongs to the actor.
import Foundation
import SwiftData

@ModelActor
actor Archive {}

func saveNow(_ archive: Archive) throws {
    try archive.modelContext.save()
}
