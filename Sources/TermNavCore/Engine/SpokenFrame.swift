/// What the linear mode says about a frame, as words: the screen, what has the focus, and the
/// box open over the screen. The engine makes one after each frame in that mode
/// (`NavigationEngine.spokenFrame(for:)`); `LinearTranscript` compares it with the one before
/// and writes a line for each change.
struct SpokenFrame: Equatable {
    /// A box open over the screen, in words.
    enum Box: Equatable {
        /// An alert or a confirmation dialog: its title and message, its buttons, and the chosen
        /// button's index.
        case alert(text: [String], buttons: [String], chosen: Int)
        /// A menu's open level: its title, its items (an empty string for a divider) and the
        /// chosen item's index.
        case menu(title: String?, items: [String], chosen: Int?)
        /// The list of keys (`?`): a key and what it does, a line each.
        case keys([String])
    }

    /// The screen shown.
    var screen: ScreenID
    /// The number of screens on the stack.
    var depth: Int
    /// The screen's title (empty when it has none).
    var title: String
    /// The number of rows of the screen's list that take the focus, when it shows a list.
    var itemCount: Int?
    /// The texts in the window that take no focus, each an element's words, in order, on a
    /// screen that is not a list (a details screen); said with the screen, as a screen reader
    /// reads static text, since the focus never comes to them.
    var texts: [String] = []
    /// The focused element's spoken description, with its place in the list (`2 of 205`).
    var focus: String?
    /// The text of the field being edited, when one is.
    var editedText: String?
    /// The box open over the screen.
    var box: Box?
}
