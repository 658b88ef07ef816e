/// A click of the mouse's main or other (right) button, or a notch of its wheel, at a cell of
/// the terminal.
///
/// Terminals report the mouse only when asked (SGR mouse reporting, see `docs/Navigation.md`);
/// the middle button, releases and motion are not reported as events.
package struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    package enum Action: Hashable, Sendable {
        /// The main (left) button was pressed.
        case click
        /// The other (right) button was pressed: it opens the row's context menu.
        case secondaryClick
        /// The wheel turned one notch up, towards the top of the list.
        case wheelUp
        /// The wheel turned one notch down, towards the bottom of the list.
        case wheelDown
    }

    /// What the mouse did.
    package var action: Action
    /// The column of the cell, from 0 at the left.
    package var column: Int
    /// The line of the cell, from 0 at the top.
    package var line: Int

    /// A mouse event.
    /// - Parameters:
    ///   - action: What the mouse did.
    ///   - column: The column of the cell, from 0 at the left.
    ///   - line: The line of the cell, from 0 at the top.
    package init(_ action: Action, column: Int, line: Int) {
        self.action = action
        self.column = column
        self.line = line
    }
}
