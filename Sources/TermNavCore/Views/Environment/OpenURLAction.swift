import Foundation

/// Opens a URL: read it with `@Environment(\.openURL)` and call it, as in SwiftUI.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
///
/// Button("Get help") {
///     if let url = URL(string: "https://example.com/help") { openURL(url) }
/// }
/// ```
/// The system's action hands the URL to the program in `$BROWSER` (the first of its
/// colon-separated commands, `%s` standing for the URL where it is written), else to `xdg-open`
/// (`open` on macOS), started apart from the terminal with no input or output, so the app's
/// screen stays as it is. A URL that cannot be opened so is a one-line message on standard error,
/// shown when the app ends, and the completion is told `false`. Under `TestDriver` nothing is
/// started: the driver keeps the URLs (`openedURLs`).
///
/// Set an action of the app's own with `.environment(\.openURL, OpenURLAction { url in … })`;
/// its handler's ``Result`` says whether it opened the URL or leaves it to the system.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Outcome: Sendable {
            case handled
            case discarded
            case system(URL?)
        }

        let outcome: Outcome

        /// The handler opened the URL.
        public static let handled = Result(outcome: .handled)
        /// The handler discarded the URL.
        public static let discarded = Result(outcome: .discarded)
        /// The handler asks the system to open the URL it was given.
        public static let systemAction = Result(outcome: .system(nil))

        /// The handler asks the system to open another URL.
        /// - Parameter url: The URL to open instead.
        /// - Returns: The result.
        public static func systemAction(_ url: URL) -> Result {
            Result(outcome: .system(url))
        }

        /// The handler asks the system to open a URL; a terminal has no in-app browser, so
        /// `prefersInApp` changes nothing.
        /// - Parameters:
        ///   - url: The URL to open instead, or `nil` for the one given.
        ///   - prefersInApp: Ignored.
        /// - Returns: The result.
        public static func systemAction(_ url: URL? = nil, prefersInApp: Bool) -> Result {
            Result(outcome: .system(url))
        }
    }

    private let handler: (URL) -> Result
    /// How the system opens a URL, telling whether it could; set from the environment when the
    /// action is read.
    var system: (URL) -> Bool = { _ in false }

    /// Creates an action that gives each URL to a handler.
    /// - Parameter handler: Opens the URL, or says what the system should do with it.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Opens a URL.
    /// - Parameter url: The URL.
    public func callAsFunction(_ url: URL) {
        _ = open(url)
    }

    /// Opens a URL and says whether it was opened.
    /// - Parameters:
    ///   - url: The URL.
    ///   - completion: Told `true` when the handler or the system opened the URL, `false`
    ///     when it was discarded or could not be opened.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    /// Gives the URL to the handler, then to the system if the handler asks.
    private func open(_ url: URL) -> Bool {
        switch handler(url).outcome {
        case .handled: return true
        case .discarded: return false
        case .system(let other): return system(other ?? url)
        }
    }
}

/// The environment key of ``EnvironmentValues/openURL``: the system's action by default.
struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

/// The environment key of the system's way of opening a URL, which the run loop (or a
/// `TestDriver`) sets.
struct SystemURLOpenerKey: EnvironmentKey {
    static var defaultValue: (URL) -> Bool { { _ in false } }
}

extension EnvironmentValues {
    /// Opens a URL: the system's action unless the app set one of its own.
    public var openURL: OpenURLAction {
        get {
            var action = self[OpenURLKey.self]
            action.system = self[SystemURLOpenerKey.self]
            return action
        }
        set { self[OpenURLKey.self] = newValue }
    }

    /// How the system opens a URL, telling whether it could.
    var systemURLOpener: (URL) -> Bool {
        get { self[SystemURLOpenerKey.self] }
        set { self[SystemURLOpenerKey.self] = newValue }
    }
}
