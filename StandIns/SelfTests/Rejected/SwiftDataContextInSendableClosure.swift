// expect-error: non-Sendable
// `ModelContext` is not `Sendable`.
import Foundation
import SwiftData

func scheduleSave(_ container: ModelContainer) {
    let context = ModelContext(container)
    let save: @Sendable () -> Void = { try? context.save() }
    save()
}
