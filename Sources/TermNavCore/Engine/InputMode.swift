/// What a screen's keys go to first, as one value: the rows, its search (with or without the
/// field's focus), its filter line, a text field being edited, a dialog over any of these, or the list of keys over all of
/// them.
///
/// A screen has exactly one mode at a time; the layers it can stack are cases that hold the mode
/// beneath them (`dialog(_:over:)`, `keyHelp(over:)`), so Esc unwinds it one layer at a time.
/// It changes only through ``InputMode/Transition`` (see `InputMode+Transition.swift`), and
/// the engine routes a key by switching over it (`NavigationEngine+KeyRouting.swift`). A new
/// mode is a new case: the compiler then names every
/// switch that must handle it.
///
/// The two layers keep to an order: a dialog is only ever over the screen's content (`list`,
/// `search`, `filter` or `textField`), and the list of keys is over the content or a dialog, never over
/// another list of keys. The transitions keep it so.
@MainActor
indirect enum InputMode {
    /// Keys go to the focused view's `.onKeyPress` handlers, then to the key map.
    case list
    /// The screen is searching (its views read `isSearching`), from `/` until the search ends;
    /// while `isFieldFocused`, keys type into its search field. The focus goes back to `origin`
    /// when the search ends.
    case search(isFieldFocused: Bool, origin: SearchOrigin)
    /// The screen shows its filter line (`/` on a list without a search field) until Esc closes
    /// it; while `isFieldFocused`, keys type into it.
    case filter(RowFilter, isFieldFocused: Bool)
    /// The focused text field is being edited: keys type into it. Which field it is, is the
    /// screen's to say (its focus, and the field in `FieldEditing.textField`), not the mode's.
    case textField
    /// An alert or confirmation dialog is shown over the mode beneath it, which gets the keys
    /// back once the dialog goes.
    case dialog(DialogChoice, over: InputMode)
    /// The list of keys (`?`) is shown over the mode beneath it.
    case keyHelp(over: InputMode)

    /// Where the focus was when a search began: the part of the screen that had it, the row
    /// (by its index and identity) and the scroll, that it goes back to when the search ends.
    struct SearchOrigin {
        /// What had the focus.
        var focus: FocusPlace
        /// The focused row, or the row the focus came back to, found again by its identity.
        var row: RowFocus
        /// The first row shown.
        var top: Int

        /// Where the focus is in a screen's state.
        init(_ state: ScreenState) {
            focus = state.focus
            row = state.row
            top = state.top
        }
    }

    /// The button chosen in the dialog shown.
    struct DialogChoice: Equatable {
        /// The dialog's path: another dialog starts from its own first choice.
        let path: ViewPath
        /// The button a key moved to; `nil` before any key moved it. In a menu, the item of the
        /// level open.
        var index: Int?
        /// In a menu, the nested menus open, outermost first: each the index of its item in the
        /// level above it. Empty at the menu's first level, and for alerts and dialogs.
        var levels: [Int] = []
    }

    /// The screen's own mode, under any dialog or list of keys: `list`, `search`, `filter` or
    /// `textField`.
    var content: InputMode {
        switch self {
        case .list, .search, .filter, .textField: return self
        case .dialog(_, let below), .keyHelp(let below): return below.content
        }
    }

    /// Whether the screen is searching, with the search field's focus or not.
    var isSearching: Bool {
        if case .search = content { return true }
        return false
    }

    /// Whether the search field has the focus (beneath any dialog or list of keys).
    var isSearchFieldFocused: Bool {
        if case .search(isFieldFocused: true, _) = content { return true }
        return false
    }

    /// Where the focus was when the screen's search began, while it searches.
    var searchOrigin: SearchOrigin? {
        if case .search(_, let origin) = content { return origin }
        return nil
    }

    /// The screen's filter, while its filter line shows.
    var filter: RowFilter? {
        if case .filter(let filter, _) = content { return filter }
        return nil
    }

    /// Whether the filter line has the focus (beneath any dialog or list of keys).
    var isFilterFieldFocused: Bool {
        if case .filter(_, isFieldFocused: true) = content { return true }
        return false
    }

    /// Whether keys type into a line of the screen: its search field, its filter line or a text
    /// field.
    var isFieldFocused: Bool {
        switch content {
        case .search(let isFieldFocused, _), .filter(_, let isFieldFocused): return isFieldFocused
        case .textField: return true
        case .list, .dialog, .keyHelp: return false
        }
    }

    /// Whether a text field is being edited, beneath any dialog or list of keys.
    var isEditingTextField: Bool {
        if case .textField = content { return true }
        return false
    }

    /// Whether the list of keys is shown.
    var showsKeyHelp: Bool {
        if case .keyHelp = self { return true }
        return false
    }

    /// The dialog shown and its chosen button, under any list of keys.
    var dialog: DialogChoice? {
        switch self {
        case .dialog(let choice, _): return choice
        case .keyHelp(let below): return below.dialog
        case .list, .search, .filter, .textField: return nil
        }
    }
}
