/// The key of ``EnvironmentValues/symbolVariants``.
private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The variant the SF Symbols inside are drawn in (`.symbolVariant(_:)`): `.none` unless set.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws the SF Symbols inside in a variant, as SwiftUI does:
    /// `Image(systemName: "star").symbolVariant(.fill)` is drawn as `star.fill`, `★`. A variant
    /// the glyph table has no glyph for leaves the symbol as named. Variants set around add up
    /// (`.circle` around `.fill` is `.circle.fill`); `.none` clears them.
    /// - Parameter variant: The variant.
    /// - Returns: The view.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        builtIn(
            .environment {
                $0.symbolVariants = variant == .none ? .none : variant.combined(over: $0.symbolVariants)
            })
    }

    /// Sets how the SF Symbols inside take colour: accepted, and each symbol is drawn in its
    /// view's foreground colour, a cell holding one character in one colour.
    /// - Parameter mode: The rendering mode, or `nil` for the default.
    /// - Returns: This view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self {
        self
    }
}
