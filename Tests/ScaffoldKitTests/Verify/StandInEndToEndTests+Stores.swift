import Foundation
import Testing

@testable import ScaffoldKit

/// Storage specs at scale (``StoreScaleSpecs``) against the stand-ins, with the toolchain's
/// Foundation, whose `#Predicate` is where a one-predicate filter's type-check time explodes.
extension StandInEndToEndTests {
    /// Models of 1 to 30 filterable properties: each feature type-checks, every function body
    /// and expression within ``StoreScaleSpecs/typeCheckBoundMilliseconds``.
    @Test(arguments: StoreScaleSpecs.propertyCounts)
    func aStoreOfManyFilterablePropertiesTypeChecksInBoundedTime(_ count: Int) throws {
        let harness = try StandInHarness.shared.get()
        let directory = try TemporaryDirectory()
        let sources = try StoreScaleSpecs.renderWide(properties: count, in: directory)
        let result = try harness.check(sourcesFolder: sources, extraFlags: StoreScaleSpecs.boundFlags)
        print("stand-in type-check of a store with \(count) filterable properties: \(String(format: "%.1f", result.seconds)) s")
        #expect(result.succeeded, "\(result.output.suffix(3000))")
    }

    /// One model through nine releases: the feature type-checks at every one.
    @Test func aModelChangingInNineReleasesTypeChecksAtEveryRelease() throws {
        let harness = try StandInHarness.shared.get()
        let directory = try TemporaryDirectory()
        try StoreScaleSpecs.evolve(in: directory) { release, sources in
            let result = try harness.check(sourcesFolder: sources, extraFlags: StoreScaleSpecs.boundFlags)
            print("stand-in type-check of Shelf at release \(release): \(String(format: "%.1f", result.seconds)) s")
            #expect(result.succeeded, "release \(release):\n\(result.output.suffix(3000))")
        }
    }
}
