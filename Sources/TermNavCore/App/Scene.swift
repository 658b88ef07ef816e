/// A part of an app's interface, as SwiftUI's `Scene`. In a terminal there is one window: a
/// ``WindowGroup``, or a scene of your own whose body is one.
@MainActor @preconcurrency
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
@MainActor
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
