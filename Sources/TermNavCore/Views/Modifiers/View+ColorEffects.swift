/// The key of the colour adjustments of the views here, outermost first.
struct ColorAdjustmentsKey: EnvironmentKey {
    static let defaultValue: [ColorAdjustment] = []
}

extension EnvironmentValues {
    /// The colour adjustments of the views here (`.saturation(_:)` and the like), outermost
    /// first.
    var colorAdjustments: [ColorAdjustment] {
        get { self[ColorAdjustmentsKey.self] }
        set { self[ColorAdjustmentsKey.self] = newValue }
    }
}

/// SwiftUI's colour effects, applied to the colours the view's cells are drawn in: the text's,
/// backgrounds', colours', gradients' and shapes'. The terminal's own colours (`.primary`, and
/// text without a colour) have no value TermNav knows and stay as they are.
extension View {
    /// Brightens or darkens the colours inside.
    /// - Parameter amount: What is added to each component: −1 is black, 1 white.
    /// - Returns: The view.
    public func brightness(_ amount: Double) -> some View {
        adjustingColors(.brightness(amount))
    }

    /// Strengthens or weakens the contrast of the colours inside.
    /// - Parameter amount: How far from mid-grey each component moves: 0 is grey, 1 as it is.
    /// - Returns: The view.
    public func contrast(_ amount: Double) -> some View {
        adjustingColors(.contrast(amount))
    }

    /// Saturates or desaturates the colours inside.
    /// - Parameter amount: 0 is grey, 1 as it is, more is more vivid.
    /// - Returns: The view.
    public func saturation(_ amount: Double) -> some View {
        adjustingColors(.saturation(amount))
    }

    /// Draws the colours inside towards grey.
    /// - Parameter amount: 0 as they are, 1 wholly grey.
    /// - Returns: The view.
    public func grayscale(_ amount: Double) -> some View {
        adjustingColors(.saturation(1 - amount))
    }

    /// Turns the hue of the colours inside.
    /// - Parameter angle: How far.
    /// - Returns: The view.
    public func hueRotation(_ angle: Angle) -> some View {
        adjustingColors(.hueRotation(degrees: angle.degrees))
    }

    /// Multiplies the colours inside by a colour, component by component: white leaves them,
    /// black blacks them out. A colour of the terminal's own multiplies by nothing.
    /// - Parameter color: The colour.
    /// - Returns: The view.
    public func colorMultiply(_ color: Color) -> some View {
        builtIn(
            .environment { environment in
                guard !color.isTerminalOwn, let value = color.value(in: environment.colorScheme) else {
                    return
                }
                environment.colorAdjustments.append(.multiply(value))
            })
    }

    /// Makes the view a mask of its luminance: ignored, a cell has no transparency to mask with,
    /// and the view is drawn as it is.
    /// - Returns: This view.
    public func luminanceToAlpha() -> Self {
        self
    }

    /// The view with a colour adjustment for everything inside.
    private func adjustingColors(_ adjustment: ColorAdjustment) -> some View {
        builtIn(.environment { $0.colorAdjustments.append(adjustment) })
    }
}

extension EnvironmentValues {
    /// A colour as the colour adjustments here draw it.
    /// - Parameter color: The colour.
    /// - Returns: The colour adjusted.
    func adjusted(_ color: Color) -> Color {
        let adjustments = colorAdjustments
        return adjustments.isEmpty ? color : adjustments.adjusted(color, scheme: colorScheme)
    }

    /// A style as the colour adjustments here draw it.
    /// - Parameter style: The style.
    /// - Returns: The style adjusted.
    func adjusted(_ style: Style) -> Style {
        let adjustments = colorAdjustments
        return adjustments.isEmpty ? style : adjustments.adjusted(style, scheme: colorScheme)
    }

    /// A gradient as the colour adjustments here draw it.
    /// - Parameter gradient: The gradient.
    /// - Returns: The gradient adjusted.
    func adjusted(_ gradient: GradientPaint) -> GradientPaint {
        let adjustments = colorAdjustments
        guard !adjustments.isEmpty else { return gradient }
        let scheme = colorScheme
        return gradient.mappingColors { adjustments.adjusted($0, scheme: scheme) }
    }

    /// A style's paint as the colour adjustments here draw it.
    /// - Parameter paint: The paint.
    /// - Returns: The paint adjusted.
    func adjusted(_ paint: StylePaint) -> StylePaint {
        switch paint {
        case .color(let color): return .color(adjusted(color))
        case .gradient(let gradient): return .gradient(adjusted(gradient))
        }
    }
}
