extension View {
    /// Hides or shows bars of the screen this view is on, as SwiftUI's `toolbar(_:for:)`:
    /// `.toolbar(.hidden, for: .tabBar)` on a pushed screen gives the tab bar's line to the
    /// screen while it shows (the tab keys wait until a screen with the bar is back), `.hidden`
    /// for `.navigationBar` (or `.automatic`, or no bar named) hides the back label, the title
    /// and the top items as `navigationBarHidden(true)` does, and for `.bottomBar` the bottom
    /// items. `.visible` shows a bar an outer view hid; `.automatic` leaves it as it is. The
    /// innermost view that says wins.
    /// - Parameters:
    ///   - visibility: Whether the bars show.
    ///   - bars: The bars; none means the navigation bar.
    /// - Returns: The view.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        builtIn(.barVisibility(visibility, bars.isEmpty ? [.automatic] : bars))
    }

    /// Hides or shows bars of the screen this view is on: the newer name of
    /// ``toolbar(_:for:)``.
    /// - Parameters:
    ///   - visibility: Whether the bars show.
    ///   - bars: The bars; none means the navigation bar.
    /// - Returns: The view.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        builtIn(.barVisibility(visibility, bars.isEmpty ? [.automatic] : bars))
    }
}

extension View {
    /// Shows or hides the background of bars, as SwiftUI's `toolbarBackground(_:for:)`. A
    /// terminal's bars are lines of text with no background of their own to show, so this
    /// compiles and changes nothing; the focus bar still shows where the focus is.
    /// - Parameters:
    ///   - visibility: Whether the bars' background shows.
    ///   - bars: The bars.
    /// - Returns: The view, unchanged.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Sets the background of bars, as SwiftUI's `toolbarBackground(_:for:)` with a style: it
    /// compiles and changes nothing, as the form with a visibility does.
    /// - Parameters:
    ///   - style: The background.
    ///   - bars: The bars.
    /// - Returns: The view, unchanged.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        self
    }
}

extension View {
    /// Sets the background colour of bars, as `toolbarBackground(.blue, for: .navigationBar)`
    /// is written in SwiftUI: it compiles and changes nothing, as the form with a visibility does.
    /// - Parameters:
    ///   - color: The background.
    ///   - bars: The bars.
    /// - Returns: The view, unchanged.
    public func toolbarBackground(_ color: Color, for bars: ToolbarPlacement...) -> some View {
        self
    }
}
