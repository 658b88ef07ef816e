import Foundation

/// How the stack layouts answer when asked directly (in another layout, say): subviews offered
/// an equal share of the length along the stack, then laid one after another. Used as
/// containers, they lay out as the stacks do instead.
struct StackLayoutMath {
    /// The axis the subviews are laid along.
    let axis: Axis
    /// The points between subviews.
    let gap: CGFloat

    /// The size of the subviews laid along the axis.
    func size(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(share(of: proposal, among: subviews.count)) }
        let gaps = gap * CGFloat(max(0, sizes.count - 1))
        switch axis {
        case .horizontal:
            return CGSize(
                width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.map(\.height).max() ?? 0)
        case .vertical:
            return CGSize(
                width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gaps)
        }
    }

    /// Places the subviews one after another from the start of the bounds; `across` is where a
    /// subview sits across the stack (0 at the start, 1 at the end).
    func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, across: Double) {
        let offered = share(of: proposal, among: subviews.count)
        var along = axis == .horizontal ? bounds.minX : bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(offered)
            switch axis {
            case .horizontal:
                let y = bounds.minY + (bounds.height - size.height) * CGFloat(across)
                subview.place(at: CGPoint(x: along, y: y), proposal: offered)
                along += size.width + gap
            case .vertical:
                let x = bounds.minX + (bounds.width - size.width) * CGFloat(across)
                subview.place(at: CGPoint(x: x, y: along), proposal: offered)
                along += size.height + gap
            }
        }
    }

    /// An equal share of the length offered along the axis, the length across offered whole.
    private func share(of proposal: ProposedViewSize, among count: Int) -> ProposedViewSize {
        let gaps = gap * CGFloat(max(0, count - 1))
        let parts = CGFloat(max(1, count))
        switch axis {
        case .horizontal:
            return ProposedViewSize(
                width: proposal.width.map { max(0, $0 - gaps) / parts }, height: proposal.height)
        case .vertical:
            return ProposedViewSize(
                width: proposal.width, height: proposal.height.map { max(0, $0 - gaps) / parts })
        }
    }
}

extension HorizontalAlignment {
    /// Where a view sits across a vertical stack: 0 at the leading edge, 1 at the trailing.
    var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

extension VerticalAlignment {
    /// Where a view sits across a horizontal stack: 0 at the top, 1 at the bottom.
    var fraction: Double {
        switch self {
        case .top, .firstTextBaseline: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}
