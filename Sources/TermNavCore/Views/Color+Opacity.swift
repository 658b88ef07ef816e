extension Color {
    /// This colour at an opacity, as SwiftUI's: blended over what is behind it when it is
    /// drawn (the cell's background, or the terminal's, taken to be white or black by the
    /// colour scheme). A colour with no opacity is ``clear``.
    /// - Parameter opacity: The opacity, from 0 to 1, multiplied with the colour's own.
    /// - Returns: The colour.
    public func opacity(_ opacity: Double) -> Color {
        guard opacity < 1 else { return self }
        let kept = opacityValue * max(0, opacity.isNaN ? 0 : opacity)
        let steps = Double(Self.transparencySteps)
        let transparency = UInt32((steps - kept * steps).rounded())
        return transparency >= Self.transparencySteps ? .clear : with(transparency: transparency)
    }
}
