extension KeyMap.Command {
    /// What the command does, in a few words, for the list of keys (`?`): longer than the help
    /// line's word for it (`"move down"`, not `"move"`).
    var summary: String {
        switch self {
        case .moveUp: "move up"
        case .moveDown: "move down"
        case .pageUp: "page up"
        case .pageDown: "page down"
        case .moveToTop: "first row"
        case .moveToBottom: "last row"
        case .moveLeft: "left in a carousel, or scroll left"
        case .moveRight: "right in a carousel, or scroll right"
        case .activate: "open"
        case .accessory: "the row's info action"
        case .back: "back"
        case .focusNext: "next toolbar item"
        case .focusPrevious: "previous toolbar item"
        case .quit: "quit"
        case .deleteRow: "delete the row"
        case .moveRowUp: "move the row up"
        case .moveRowDown: "move the row down"
        case .rowActions: "the row's actions"
        case .openMenu: "the row's menu"
        case .refresh: "refresh the list"
        case .search: "search"
        case .help: "show or close this list"
        case .nextTab: "next tab"
        case .previousTab: "previous tab"
        case .redraw: "repaint the screen"
        case .suspend: "suspend (fg resumes)"
        }
    }

    /// What the search key does on a list without a search field, for the list of keys: it
    /// opens the list's filter line.
    static let filterSummary = "filter the rows"

    /// What F12 (`KeyMap.linearModeKey`) does, for the list of keys in either mode: it switches
    /// between the full screen and the linear mode's plain lines for screen readers.
    static let linearModeSummary = "linear mode on or off"
}
