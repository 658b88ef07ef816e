import Foundation

extension NavigationEngine {
    /// Opens a URL that `openURL` leaves to the system: a URL of the app's own scheme goes to
    /// the `.onOpenURL` handlers on screen, when there are any, as iOS gives an app its own
    /// scheme; any other goes to the system.
    /// - Parameter url: The URL.
    /// - Returns: Whether it was opened.
    func open(_ url: URL) -> Bool {
        if URLHandlers.isAppURL(url), urlHandlers.open(url) { return true }
        return systemURLOpener(url)
    }

    /// Gives the URL the app was started with to the `.onOpenURL` handlers of the views on
    /// screen, once; notes it in ``unopenedStartURL`` when none took it.
    /// - Returns: Whether there was a URL to give (the handlers may have changed state).
    func openStartURL() -> Bool {
        guard let url = startURL else { return false }
        startURL = nil
        if !urlHandlers.open(url) { unopenedStartURL = url }
        return true
    }
}
