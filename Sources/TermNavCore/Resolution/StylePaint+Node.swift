extension StylePaint {
    /// The node of a view filled with this paint: a colour, or a gradient over its cells.
    /// - Parameter scheme: The terminal's background, for a colour whose value depends on it.
    /// - Returns: The node.
    func fillNode(scheme: ColorScheme) -> Node {
        switch self {
        case .color(let color):
            return .color(color)
        case .gradient(let gradient):
            return .gradientFill(CellPaint(gradient: gradient, scheme: scheme, target: .background))
        }
    }
}
