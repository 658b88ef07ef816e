extension NavigationEngine {
    /// The index of the screen a presentation starts at: the topmost sheet or cover on the
    /// stack, or the root. The navigation bar counts screens from it, so a sheet's first screen
    /// has no back label.
    var presentationBase: Int {
        screens.entries.lastIndex { $0.isPresentationRoot } ?? 0
    }

    /// Whether Esc can take the top screen away: pop it, or dismiss the sheet it is, unless the
    /// sheet's views said `.interactiveDismissDisabled()`. At the root, never.
    var canGoBack: Bool {
        guard screens.count > 1 else { return false }
        let top = screens.top
        guard top.isPresentationRoot else { return true }
        return !(top.preferences?.interactiveDismissDisabled ?? false)
    }

    /// Presents a sheet or cover: its screen goes on top of the stack.
    func present(_ entry: PresentationEntry) {
        guard let view = entry.presentation.make() else { return }
        push(
            ScreenEntry(
                root: view, origin: .presented(entry, identity: entry.presentation.identity()),
                environment: entry.environment, changes: changes))
    }

    /// Dismisses the sheets whose binding no longer asks for them (set to `false`, to `nil`, or
    /// to another item), with every screen above them.
    /// - Returns: Whether any was dismissed.
    func dismissWithdrawnPresentations() -> Bool {
        let withdrawn = screens.entries.firstIndex { entry in
            guard case .presented(let presented, let identity) = entry.configuration.origin else {
                return false
            }
            return !presented.isActive || presented.presentation.identity() != identity
        }
        guard let withdrawn else { return false }
        pop(to: withdrawn)
        return true
    }

    /// What dismissing a sheet does besides taking its screens away: its binding is set back
    /// (unless the app already changed it), and its `onDismiss` runs.
    /// - Parameters:
    ///   - presented: The sheet's presentation.
    ///   - identity: The identity of the item it showed, `nil` for a flag.
    ///   - presenter: The screen that presented it.
    func endPresentation(_ presented: PresentationEntry, identity: AnyHashable?, on presenter: ScreenEntry) {
        if presented.isActive, presented.presentation.identity() == identity {
            presented.presentation.deactivate()
            // A binding that cannot be set back (a constant) would present the sheet again.
            if presented.isActive {
                presenter.ignoredLinks.insert(presented.path)
            }
        }
        presented.presentation.onDismiss?()
    }
}
