/// A part of an app's interface, as SwiftUI's `Scene`. In a terminal there is one window: a
/// ``WindowGroup``, or a scene of your own whose body is one.
public protocol Scene {
    /// The type of scene this scene's body is made of.
    associatedtype Body: Scene

    /// The content of this scene.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Scenes built into TermNav have no body.
    public var body: Never {
        fatalError("\(Self.self) is built into TermNav and has no body")
    }
}

/// A scene built into TermNav: it shows a root view.
protocol PrimitiveScene {
    /// The view the scene shows.
    var rootView: any View { get }
}

extension Scene {
    /// The view the scene shows: its own, or its body's.
    var rootView: any View {
        if let primitive = self as? any PrimitiveScene { return primitive.rootView }
        return body.rootView
    }
}

/// The scene that shows a root view full-screen, as SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let content: Content

    /// Creates the scene.
    /// - Parameter content: The root view.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates the scene; terminals have no window titles, so the title is not shown.
    /// - Parameters:
    ///   - title: The window title.
    ///   - content: The root view.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var rootView: any View { content }
}

/// Builds an app's scene from its `body`.
@resultBuilder
public enum SceneBuilder {
    /// One scene is the app's scene.
    /// - Parameter content: The scene.
    /// - Returns: The same scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }
}
