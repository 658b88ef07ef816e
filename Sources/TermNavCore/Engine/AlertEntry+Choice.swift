extension AlertEntry {
    /// The button chosen: the one a key moved to in this alert's dialog, else the alert's first
    /// choice.
    /// - Parameter dialog: The dialog layer of the screen's input mode.
    /// - Returns: The button's index.
    func choice(for dialog: InputMode.DialogChoice?) -> Int {
        if let dialog, dialog.path == path, let index = dialog.index, choices.indices.contains(index) {
            return index
        }
        return initialChoice
    }
}
