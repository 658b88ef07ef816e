/// Moves a screen's focus for the movement commands. The scroll follows when the next frame
/// is drawn (see ``Scroller``).
struct FocusMover {
    let rows: RowSource

    func move(_ state: ScreenState, _ command: Command) -> ScreenState {
        guard rows.count > 0 else { return state }
        var state = state
        let page = max(1, state.regionHeight - 1)
        guard state.focus >= 0 else {
            // Nothing takes the focus: the movement keys scroll.
            scroll(&state, command, page: page)
            return state
        }
        let target: Int
        let step: Int
        switch command {
        case .moveUp: (target, step) = (state.focus - 1, -1)
        case .moveDown: (target, step) = (state.focus + 1, 1)
        case .pageUp: (target, step) = (state.focus - page, -1)
        case .pageDown: (target, step) = (state.focus + page, 1)
        case .moveToTop: (target, step) = (0, 1)
        case .moveToBottom: (target, step) = (rows.count - 1, -1)
        default: return state
        }
        let clamped = min(max(target, 0), rows.count - 1)
        if let next = rows.focusable(from: clamped, step: step) ?? rows.focusable(from: clamped, step: -step)
        {
            if command == .pageDown { state.top += next - state.focus }
            if command == .pageUp { state.top = max(0, state.top - (state.focus - next)) }
            state.focus = next
            state.focusID = nil
        }
        return state
    }

    private func scroll(_ state: inout ScreenState, _ command: Command, page: Int) {
        switch command {
        case .moveUp: state.top -= 1
        case .moveDown: state.top += 1
        case .pageUp: state.top -= page
        case .pageDown: state.top += page
        case .moveToTop: state.top = 0
        case .moveToBottom: state.top = rows.count - 1
        default: break
        }
        state.top = min(max(state.top, 0), rows.count - 1)
    }
}
