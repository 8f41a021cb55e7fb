// SwiftUI stand-in: the app and scene types an app's `@main` type uses.
// Transcribed from Apple's documentation (page named above each declaration), keeping the
// concurrency attributes of the real SDK. Bodies are placeholders: never run.

/// https://developer.apple.com/documentation/swiftui/app
/// `@MainActor @preconcurrency protocol App`
@MainActor @preconcurrency
public protocol App {
    /// https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
    associatedtype Body: Scene
    /// https://developer.apple.com/documentation/swiftui/app/body-swift.property
    /// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// https://developer.apple.com/documentation/swiftui/app/init()
    @MainActor @preconcurrency init()
}

extension App {
    /// https://developer.apple.com/documentation/swiftui/app/main()
    /// `@MainActor @preconcurrency static func main()`
    @MainActor @preconcurrency public static func main() {}
}

/// https://developer.apple.com/documentation/swiftui/scene
/// `@MainActor @preconcurrency protocol Scene`
@MainActor @preconcurrency
public protocol Scene {
    /// https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype
    associatedtype Body: Scene
    /// https://developer.apple.com/documentation/swiftui/scene/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never (SwiftUI conformance `Scene`)
extension Never: Scene {}

/// https://developer.apple.com/documentation/swiftui/scenebuilder
/// `@resultBuilder struct SceneBuilder` (one scene: `buildBlock(_:)`)
@resultBuilder
public struct SceneBuilder {
    /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/windowgroup
/// `@MainActor @preconcurrency struct WindowGroup<Content> where Content : View`
@MainActor @preconcurrency
public struct WindowGroup<Content: View>: Scene {
    /// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
    /// `nonisolated init(@ViewBuilder content: () -> Content)`
    public nonisolated init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public nonisolated var body: Never { fatalError("stand-in") }
}
