import Foundation

extension View {
    /// Runs an action with each URL the app is asked to open while this view is on screen, as
    /// SwiftUI's `onOpenURL(perform:)`.
    ///
    /// A terminal app is asked to open a URL in two ways: at start (`TERMNAV_URL`, or the app's
    /// ``App/initialURL``), given to every handler on screen once the first frame's views have
    /// appeared; and by `openURL(_:)` (``EnvironmentValues/openURL``) with a URL of a scheme
    /// other than `http`, `https`, `file` and `mailto` (the app's own, `myapp://books/42`), which
    /// goes to the handlers on screen rather than to the system, as iOS gives an app its own
    /// scheme. The action runs on the main actor, and the state it changes is drawn.
    /// - Parameter action: Given each URL.
    /// - Returns: The view.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        OpeningURLs(content: self, action: action)
    }
}

/// A view that takes the URLs the app is asked to open while it is on screen.
struct OpeningURLs<Content: View>: View {
    let content: Content
    let action: (URL) -> Void

    @Environment(\.urlHandlers) private var handlers
    @State private var handler = URLHandler()

    var body: some View {
        handler.action = action
        let handler = handler
        let handlers = handlers
        return
            content
            .onAppear { handlers?.add(handler) }
            .onDisappear { handlers?.remove(handler) }
    }
}

/// One view's `.onOpenURL` action, as its latest body gave it.
@MainActor
final class URLHandler {
    /// The action.
    var action: ((URL) -> Void)?
}

/// The `.onOpenURL` handlers of the views on screen, in the order they appeared: the engine
/// keeps one for the app and gives it to every screen's environment.
@MainActor
package final class URLHandlers {
    private var handlers: [URLHandler] = []

    /// No handlers.
    package init() {}

    /// Whether no view on screen takes URLs.
    package var isEmpty: Bool { handlers.isEmpty }

    /// Adds a view's handler as it appears.
    func add(_ handler: URLHandler) {
        guard !handlers.contains(where: { $0 === handler }) else { return }
        handlers.append(handler)
    }

    /// Removes a view's handler as it disappears.
    func remove(_ handler: URLHandler) {
        handlers.removeAll { $0 === handler }
    }

    /// Gives a URL to every handler on screen.
    /// - Parameter url: The URL.
    /// - Returns: Whether any handler took it.
    package func open(_ url: URL) -> Bool {
        let current = handlers
        for handler in current { handler.action?(url) }
        return !current.isEmpty
    }

    /// Whether a URL is the app's to open rather than the system's: its scheme is none of the
    /// web's, files' or mail's.
    /// - Parameter url: The URL.
    /// - Returns: Whether the app's handlers should take it.
    package static func isAppURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), !scheme.isEmpty else { return false }
        return !systemSchemes.contains(scheme)
    }

    /// The schemes the system opens: the web's, files' and mail's.
    private static let systemSchemes: Set<String> = ["http", "https", "file", "mailto"]
}

/// The environment key of ``EnvironmentValues/urlHandlers``.
struct URLHandlersKey: EnvironmentKey {
    static var defaultValue: URLHandlers? { nil }
}

extension EnvironmentValues {
    /// Where a view's `.onOpenURL` handler goes while it is on screen; the engine sets it.
    var urlHandlers: URLHandlers? {
        get { self[URLHandlersKey.self] }
        set { self[URLHandlersKey.self] = newValue }
    }
}
