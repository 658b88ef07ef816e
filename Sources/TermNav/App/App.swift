/// A TermNav program, as SwiftUI's `App`: mark it `@main` and give it a scene.
///
/// ```swift
/// @main
/// struct BooksApp: App {
///     var body: some Scene {
///         WindowGroup { BooksList() }
///     }
/// }
/// ```
/// Running it takes over the terminal with ncurses until the user quits (q or Ctrl-C), then
/// gives the terminal back as it was found. Without a usable terminal it prints one line to
/// standard error and exits with status 2.
public protocol App {
    /// The type of the app's scene.
    associatedtype Body: Scene

    /// Creates the app; `main()` calls this.
    init()

    /// The app's scene: a ``WindowGroup`` with the root view.
    @SceneBuilder var body: Body { get }
}

extension App {
    /// Runs the app in the terminal and exits when it quits.
    public static func main() {
        let app = Self()
        AppRunner.runAndExit(app.body.rootView)
    }
}

/// A part of an app's interface, as SwiftUI's `Scene`. In a terminal there is one: a
/// ``WindowGroup``.
public protocol Scene {
    /// The scene's root view.
    var rootView: any View { get }
}

/// The scene that shows a root view full-screen, as SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene {
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

    /// The root view.
    public var rootView: any View { content }
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
