extension InputMode {
    /// A change of a screen's input mode. Every change of mode is one of these, applied in
    /// ``InputMode/applying(_:)``.
    enum Transition {
        /// `?`: the list of keys opens, or closes when it is shown.
        case toggleKeyHelp
        /// `?`, Esc or `q` in the list of keys, or the screen is covered: the list closes.
        case closeKeyHelp
        /// The frame found this dialog shown (its path), or none (`nil`): a dialog layer comes,
        /// goes or is replaced to match, starting from the dialog's first choice.
        case showDialog(ViewPath?)
        /// A key chose a button of the dialog shown (`nil`: back to the dialog's first choice).
        case chooseButton(Int?)
        /// A key or a click moved in the menu shown: the nested menus open (outermost first) and
        /// the item chosen in the last (`nil`: its first choosable item).
        case chooseMenuItem(levels: [Int], index: Int?)
        /// `/` on a screen with a search field: it searches, with the field's focus; a search
        /// that begins goes back to the focus `from` when it ends.
        case focusSearch(from: SearchOrigin)
        /// Up, Down or Enter in the search field or filter line: the rows get the keys, the text
        /// stays.
        case leaveField
        /// The search ended: Esc, or the views' `dismissSearch`.
        case endSearch
        /// `/` on a list without a search field: its filter line opens with the focus, or gets
        /// the focus back when it shows.
        case openFilter
        /// Esc: the filter line closes.
        case closeFilter
        /// The focus arrived on a text field, or Enter on its row: it is edited. Only the rows'
        /// own mode (`list`, or another field) gives way to it.
        case editTextField
        /// Enter, Esc, Tab or an arrow in a text field, or the focus left it: the rows get the
        /// keys again.
        case endTextField
    }

    /// The mode after a transition. Transitions of the screen's content (search, filter, fields)
    /// change it beneath a dialog or the list of keys; a transition that does not apply to the
    /// mode (ending a search that is not going on) leaves it as it is.
    /// - Parameter transition: The change.
    /// - Returns: The new mode.
    func applying(_ transition: Transition) -> InputMode {
        switch transition {
        case .toggleKeyHelp:
            if case .keyHelp(let below) = self { return below }
            return .keyHelp(over: self)
        case .closeKeyHelp:
            if case .keyHelp(let below) = self { return below }
            return self
        case .showDialog(let path):
            return showingDialog(path)
        case .chooseButton(let index):
            return choosingButton(index)
        case .chooseMenuItem(let levels, let index):
            return choosingButton(index, levels: levels)
        case .focusSearch(let from):
            return replacingContent { content in
                .search(isFieldFocused: true, origin: content.searchOrigin ?? from)
            }
        case .leaveField:
            return replacingContent { content in
                switch content {
                case .search(_, let origin): return .search(isFieldFocused: false, origin: origin)
                case .filter(let filter, _): return .filter(filter, isFieldFocused: false)
                case .list, .textField, .dialog, .keyHelp: return content
                }
            }
        case .endSearch:
            return replacingContent { content in
                if case .search = content { return .list }
                return content
            }
        case .openFilter:
            return replacingContent { content in
                if case .filter(let filter, _) = content { return .filter(filter, isFieldFocused: true) }
                return .filter(RowFilter(), isFieldFocused: true)
            }
        case .closeFilter:
            return replacingContent { content in
                if case .filter = content { return .list }
                return content
            }
        case .editTextField:
            return replacingContent { content in
                switch content {
                case .list, .textField: return .textField
                case .search, .filter, .dialog, .keyHelp: return content
                }
            }
        case .endTextField:
            return replacingContent { content in
                if case .textField = content { return .list }
                return content
            }
        }
    }

    /// The mode with its content (beneath any dialog or list of keys) replaced.
    private func replacingContent(_ change: (InputMode) -> InputMode) -> InputMode {
        switch self {
        case .list, .search, .filter, .textField: return change(self)
        case .dialog(let choice, let below): return .dialog(choice, over: below.replacingContent(change))
        case .keyHelp(let below): return .keyHelp(over: below.replacingContent(change))
        }
    }

    /// The mode with the dialog layer matching the dialog shown (beneath any list of keys).
    private func showingDialog(_ path: ViewPath?) -> InputMode {
        switch self {
        case .keyHelp(let below):
            return .keyHelp(over: below.showingDialog(path))
        case .dialog(let choice, let below):
            guard let path else { return below }
            return choice.path == path ? self : .dialog(DialogChoice(path: path), over: below)
        case .list, .search, .filter, .textField:
            guard let path else { return self }
            return .dialog(DialogChoice(path: path), over: self)
        }
    }

    /// The mode with the dialog's chosen button changed, when a dialog is shown.
    private func choosingButton(_ index: Int?, levels: [Int] = []) -> InputMode {
        switch self {
        case .keyHelp(let below):
            return .keyHelp(over: below.choosingButton(index, levels: levels))
        case .dialog(var choice, let below):
            choice.index = index
            choice.levels = levels
            return .dialog(choice, over: below)
        case .list, .search, .filter, .textField:
            return self
        }
    }
}
