import Foundation

/// Modifiers of how a view's pixels are drawn, which cells do not have: accepted so SwiftUI code
/// compiles unchanged, and ignored. Each returns the view as it is.
extension View {
    /// How the view's content changes from one value to the next: ignored, the new content is
    /// drawn at once (`.numericText()` shows the new number).
    /// - Parameter transition: The transition.
    /// - Returns: This view.
    public func contentTransition(_ transition: ContentTransition) -> Self {
        self
    }

    /// Draws the view into an off-screen image first: ignored, cells are drawn as they are.
    /// - Parameters:
    ///   - opaque: Whether the image is opaque.
    ///   - colorMode: The image's colour space.
    /// - Returns: This view.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> Self {
        self
    }

    /// Combines the view's colours with those behind it: ignored, a cell shows the view's own
    /// colour over the background, as `.normal` does.
    /// - Parameter blendMode: The mode.
    /// - Returns: This view.
    public func blendMode(_ blendMode: BlendMode) -> Self {
        self
    }

    /// Turns the view in three dimensions: ignored, text stays flat and upright.
    /// - Parameters:
    ///   - angle: The angle.
    ///   - axis: The axis it turns around.
    ///   - anchor: The point it turns around.
    ///   - anchorZ: The point's depth.
    ///   - perspective: How strong the perspective is.
    /// - Returns: This view.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> Self {
        self
    }

    /// Mirrors the view in a right-to-left layout: ignored, a terminal lays out left to right.
    /// - Parameter enabled: Whether it mirrors.
    /// - Returns: This view.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> Self {
        self
    }

    /// Where a scroll view comes to rest: ignored, a terminal scrolls by whole lines to the
    /// focus, so a paged or view-aligned scroll view rests where the keys leave it.
    /// - Parameter behavior: The behaviour.
    /// - Returns: This view.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> Self {
        self
    }

    /// Makes the views of a layout the targets a scroll view rests at: ignored, see
    /// `scrollTargetBehavior(_:)`.
    /// - Parameter isEnabled: Whether they are targets.
    /// - Returns: This view.
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self {
        self
    }

    /// How scrolling dismisses the software keyboard: ignored, a terminal has none.
    /// - Parameter mode: The mode.
    /// - Returns: This view.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self {
        self
    }
}
