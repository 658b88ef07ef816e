extension NavigationEngine {
    /// Handles a key while an alert is shown on the top screen: arrows choose a button (Tab and
    /// Shift-Tab go round them), Enter runs it, Esc runs the cancel button (or closes); Ctrl-C,
    /// Ctrl-L and Ctrl-Z do what they always do, and every other key is ignored.
    ///
    /// The dialog's layer of the screen's mode stays until the next frame finds the alert gone:
    /// the alert is the app's state (its binding), which a button's action may set again.
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - alert: The alert shown.
    /// - Returns: What to do next, or `nil` when the key is left to the key map.
    func handleDialogKey(_ key: KeyPress, alert: AlertEntry) -> Outcome? {
        let entry = screens.top
        switch keyMap.command(for: key) {
        case .redraw, .suspend: return nil
        case .quit where key == KeyMap.interruptKey: return nil
        default: break
        }
        let chosen = alert.choice(for: entry.mode.dialog)
        switch DialogKeys.action(for: key) {
        case .previous:
            entry.change(.chooseButton(max(0, chosen - 1)))
        case .next:
            entry.change(.chooseButton(min(alert.choices.count - 1, chosen + 1)))
        case .previousAround:
            entry.change(.chooseButton((chosen + alert.choices.count - 1) % max(1, alert.choices.count)))
        case .nextAround:
            entry.change(.chooseButton((chosen + 1) % max(1, alert.choices.count)))
        case .choose:
            run(alert, choice: chosen, on: entry)
        case .cancel:
            if let cancel = alert.cancelChoice {
                run(alert, choice: cancel, on: entry)
            } else {
                entry.change(.chooseButton(nil))
                alert.dismiss()
            }
        case nil:
            break
        }
        return .redraw
    }

    /// Handles a click while an alert is shown: a click on one of its buttons runs it, as Enter
    /// on it does; a click anywhere else does nothing (the dialog keeps the keyboard).
    /// - Parameters:
    ///   - mouse: The click.
    ///   - alert: The alert shown.
    ///   - layout: The screen's layout in the last frame.
    func handleDialogClick(_ mouse: MouseEvent, alert: AlertEntry, layout: ScreenLayout) {
        let entry = screens.top
        let box = AlertBox(
            alert: alert, choice: alert.choice(for: entry.mode.dialog), size: layout.size, unicode: unicode,
            availableHeight: layout.helpLine ?? layout.size.height)
        guard let index = box.button(atLine: mouse.line, column: mouse.column) else { return }
        run(alert, choice: index, on: entry)
    }

    /// Closes an alert (its binding set back) and runs one of its buttons.
    private func run(_ alert: AlertEntry, choice: Int, on entry: ScreenEntry) {
        entry.change(.chooseButton(nil))
        alert.dismiss()
        if alert.choices.indices.contains(choice) { alert.choices[choice].action() }
    }
}
