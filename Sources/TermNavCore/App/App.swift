import Foundation

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
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scene.
    associatedtype Body: Scene

    /// Creates the app; `main()` calls this.
    init()

    /// The app's scene: a ``WindowGroup`` with the root view.
    @SceneBuilder var body: Body { get }

    /// The keys the app answers to; ``KeyMap/standard`` unless the app says otherwise.
    var keyMap: KeyMap { get }

    /// The screens to open at start, by the labels a user would choose (see ``DeepLink``);
    /// empty by default, when the `TERMNAV_PATH` environment variable decides.
    var initialPath: [String] { get }

    /// The URL to open at start, given to every `.onOpenURL` handler on screen once the first
    /// frame's views have appeared; `nil` by default, when the `TERMNAV_URL` environment
    /// variable decides.
    var initialURL: URL? { get }

    /// Whether the app always runs in the linear mode, for screen readers: no full-screen
    /// drawing, each change written as one plain line (see docs/Accessibility.md); `false` by
    /// default, when `--accessible`, `TERMNAV_ACCESSIBLE=1` or a missing screen decide.
    static var accessibilityMode: Bool { get }

    /// Whether the terminal's cursor is shown where it rests after every frame, at the start of
    /// the focused element's label, for a braille display or a screen reader that follows only
    /// a visible cursor (see docs/Accessibility.md); `false` by default, when `TERMNAV_CURSOR=1`
    /// decides. It always shows at the insertion point of a text field being edited.
    static var showsCursor: Bool { get }
}

extension App {
    /// TermNav's standard keys.
    public var keyMap: KeyMap { .standard }

    /// No path of the app's own: `TERMNAV_PATH` decides.
    public var initialPath: [String] { [] }

    /// No URL of the app's own: `TERMNAV_URL` decides.
    public var initialURL: URL? { nil }

    /// The normal mode, unless `--accessible`, `TERMNAV_ACCESSIBLE=1` or a missing screen ask
    /// for the linear one.
    public static var accessibilityMode: Bool { false }

    /// The cursor hidden on the focus, unless `TERMNAV_CURSOR=1` asks for it.
    public static var showsCursor: Bool { false }

    /// The root view of the app's scene.
    package var rootView: any View {
        body.rootView
    }
}
