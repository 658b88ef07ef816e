extension Font {
    /// This font in its monospaced design: a terminal's only design, so the font as it is.
    /// - Returns: The font.
    public func monospaced() -> Font {
        self
    }

    /// This font with digits of one width: every terminal digit is one column, so the font as it
    /// is.
    /// - Returns: The font.
    public func monospacedDigit() -> Font {
        self
    }
}

extension Text {
    /// This text with digits of one width: every terminal digit is one column already.
    /// - Returns: The text.
    public func monospacedDigit() -> Text {
        self
    }

    /// This text in a monospaced design: a terminal's only design.
    /// - Parameter isActive: Whether to use it.
    /// - Returns: The text.
    public func monospaced(_ isActive: Bool = true) -> Text {
        self
    }
}

extension View {
    /// Sets a monospaced design for the text inside: a terminal's only design, so ignored.
    /// - Parameter isActive: Whether to use it.
    /// - Returns: This view.
    public func monospaced(_ isActive: Bool = true) -> Self {
        self
    }

    /// Sets digits of one width for the text inside: every terminal digit is one column already.
    /// - Returns: This view.
    public func monospacedDigit() -> Self {
        self
    }

    /// Sets the font design of the text inside: a terminal has one typeface, so ignored.
    /// - Parameter design: The design, or `nil`.
    /// - Returns: This view.
    public func fontDesign(_ design: Font.Design?) -> Self {
        self
    }
}
