extension Color {
    /// This colour at an opacity. A cell's colour is drawn or not, so a colour with no opacity
    /// is ``clear`` and any other opacity leaves it as it is.
    /// - Parameter opacity: The opacity, from 0 to 1.
    /// - Returns: The colour.
    public func opacity(_ opacity: Double) -> Color {
        opacity <= 0 ? .clear : self
    }
}
