/// The keys the benchmark presses.
enum BenchKey {
    /// Down arrow.
    case down
    /// Page Down.
    case pageDown
    /// Home: back to the first row.
    case home
    /// Enter: opens the focused row.
    case enter
    /// Esc: goes back.
    case escape
    /// Ctrl-L: repaints the whole screen.
    case redraw
}
