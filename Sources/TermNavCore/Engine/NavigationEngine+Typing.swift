extension NavigationEngine {
    /// What the top screen's focused field holds: its screen and the text the app has in its
    /// binding. The run loop takes one before it handles a batch of input and one after, to tell
    /// whether the batch typed.
    struct TypingMark: Equatable {
        /// The screen whose field it is.
        let screen: ScreenID
        /// The field's text, as the app has it.
        let text: String
    }

    /// The top screen's focused search field, or the text field being edited when it edits a
    /// `String` binding, with the text the app has; `nil` while no such field has the keys. A
    /// filter line is left out (typing there changes no state, and its rows are read a bounded
    /// number a frame), and so is a formatted value's field, whose text waits in its editor.
    var typingMark: TypingMark? {
        let entry = screens.top
        if entry.mode.isSearchFieldFocused, let field = entry.resolved?.preferences.search {
            return TypingMark(screen: entry.id, text: field.text.wrappedValue)
        }
        if let field = entry.state.editing.editedTextField(under: entry.mode),
            case .text(let binding) = field.source
        {
            return TypingMark(screen: entry.id, text: binding.wrappedValue)
        }
        return nil
    }

    /// Whether input handled since `mark` was taken changed the text of the top screen's field
    /// (the one that had the keys then, and has them still) and left its resolution stale: the
    /// next frame builds the app's bodies again (a `.searchable` list filtering its rows in its
    /// body), and ``echoFrame(size:unicode:)`` can show the text first.
    /// - Parameter mark: The mark taken before the input was handled.
    func hasTypingToEcho(since mark: TypingMark?) -> Bool {
        guard let mark, let now = typingMark, now.screen == mark.screen, now.text != mark.text else {
            return false
        }
        let entry = screens.top
        return entry.resolved != nil && reusableScreen(for: entry) == nil
    }

    /// A frame of the top screen that shows its field's new text before the screen is resolved
    /// again: planned from the resolution the last frame kept, so the rows are those it showed,
    /// while the field is drawn from its editor and the app's binding, which already hold every
    /// character. It runs no app code, follows no link and runs no hook (its window's effects
    /// are the next frame's, which resolves the screen and plans it afresh). Its help line says
    /// first that the rows are being brought up to date ("Filtering…" for a search, "Updating…"
    /// for a text field), as they stay on the screen until the app's bodies are built.
    /// - Parameters:
    ///   - size: The terminal's size.
    ///   - unicode: Whether the terminal shows UTF-8.
    /// - Returns: The frame, or `nil` when the screen has no resolution kept to draw from.
    func echoFrame(size: Size, unicode: Bool) -> Frame? {
        let entry = screens.top
        guard let screen = entry.resolved, self.unicode == unicode,
            contentWidth == ScreenLayout.contentWidth(forWidth: size.width)
        else { return nil }
        let plan = planner(size: size).plan(screen, session: entry.takeFrameSession(), mayAct: false)
        entry.state = plan.state
        entry.caches = plan.caches
        var frame = plan.frame
        if frame.layout.helpLine != nil {
            let word = entry.mode.isSearchFieldFocused ? "Filtering" : "Updating"
            frame.helpItems.insert(word + (unicode ? "…" : "..."), at: 0)
        }
        return frame
    }
}
