import Testing

@testable import ScaffoldKit

/// A route's `presentation` (push, sheet, fullScreenCover): decoded, defaulted, round-tripped and
/// located when unknown.
@Suite struct PresentationSpecTests {
    static func spec(_ presentation: String) -> String {
        SpecTestSupport.spec(
            #""routes": [{"name": "compose"\#(presentation)}, {"name": "help", "presentation": "push"}]"#)
    }

    @Test(arguments: FeatureSpec.Presentation.allCases)
    func eachPresentationDecodesAndRoundTrips(presentation: FeatureSpec.Presentation) throws {
        let spec = try SpecTestSupport.load(Self.spec(#", "presentation": "\#(presentation.rawValue)""#)).get()
        #expect(spec.routes.map(\.presentation) == [presentation, .push])
        #expect(try SpecTestSupport.load(spec.jsonText).get() == spec)
    }

    @Test func aRouteIsPushedUnlessTold() throws {
        let spec = try SpecTestSupport.load(Self.spec("")).get()
        #expect(spec.routes.map(\.presentation) == [.push, .push])
        #expect(!spec.jsonText.contains("presentation"), "the default was written out")
    }

    @Test func anUnknownPresentationIsLocatedWithTheNearest() {
        expectSingleError(
            Self.spec(#", "presentation": "fullscreenCover""#), at: #""fullscreenCover""#,
            contains:
                "unknown presentation 'fullscreenCover'; did you mean 'fullScreenCover'? (known: push, sheet, fullScreenCover)")
        expectSingleError(
            Self.spec(#", "presentation": "popover""#), at: #""popover""#,
            contains: "unknown presentation 'popover'")
        expectSingleError(Self.spec(#", "presentation": true"#), at: "true", contains: "presentation")
    }
}
