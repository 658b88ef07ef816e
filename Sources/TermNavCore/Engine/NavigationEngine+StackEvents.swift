extension NavigationEngine {
    /// Applies what a change of the stack did to its screens, in order: views disappear (their
    /// hooks run), removed screens undo what pushed them, and the new top screen's views appear
    /// in its next frame.
    /// - Parameters:
    ///   - events: The events, as the stack's operation returned them.
    ///   - updatingPath: Whether the path binding is written back when a path value left the
    ///     stack (once, after every event; not when the change follows the binding).
    func apply(_ events: [StackEvent], updatingPath: Bool) {
        var removedPathValue = false
        for event in events {
            switch event {
            case .disappear(let entry):
                entry.disappearAll()
            case .remove(let entry, let below):
                removedPathValue = removedPathValue || entry.pathValue != nil
                undoOrigin(of: entry, on: below)
            case .appear(let entry):
                // Its hooks run once its next frame knows its rows.
                entry.checkedWindow = nil
            }
        }
        if removedPathValue, updatingPath { writePath() }
    }

    /// Undoes what brought a screen onto the stack, now it is off: a bound link is reset (and
    /// ignored while it stays active), a sheet is dismissed. A path value is written back by
    /// ``apply(_:updatingPath:)``.
    /// - Parameters:
    ///   - entry: The screen taken off.
    ///   - below: The screen it was pushed over, which holds its link or presentation.
    private func undoOrigin(of entry: ScreenEntry, on below: ScreenEntry) {
        switch entry.configuration.origin {
        case .root, .value:
            break
        case .link(let origin):
            switch origin.activation {
            case .bound(_, _, let deactivate):
                deactivate()
                if origin.isActive { below.ignoredLinks.insert(origin.path) }
            case .onActivate:
                break
            }
        case .presented(let presented, let identity):
            endPresentation(presented, identity: identity, on: below)
        }
    }
}
