/// A place the focus can be moved to, whatever it is on now: Tab's stops, a click, a focus
/// state the app set, a deep link. ``ScreenState/focus(on:)`` moves the focus there.
enum FocusStop: Equatable {
    /// The list as one place: the focus goes back to the row it was on.
    case rows
    /// A row of the list, and the cell in it (`nil` keeps the column).
    case row(Int, column: Int?)
    /// A view above the list.
    case header(Int)
    /// A view below the list.
    case footer(Int)
    /// A toolbar item.
    case toolbar(Int)
    /// A tab of the tab bar.
    case tabBar(Int)
}
