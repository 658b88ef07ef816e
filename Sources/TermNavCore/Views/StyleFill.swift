/// A view that fills its frame with a shape style: what `.background(_:)` puts behind a view
/// for a gradient or a material.
nonisolated struct StyleFill: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// What it fills with.
    let paint: StylePaint
}
