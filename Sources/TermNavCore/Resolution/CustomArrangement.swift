import Foundation

/// An app's ``Layout`` with its types erased: what the box layout asks it.
struct CustomArrangement {
    /// The size the layout takes for a proposal, its subviews given.
    let sizeThatFits: (ProposedViewSize, LayoutSubviews) -> CGSize
    /// Places the subviews in bounds, for a proposal.
    let placeSubviews: (CGRect, ProposedViewSize, LayoutSubviews) -> Void

    /// A layout's arrangement; each question makes the layout's cache afresh, the subviews
    /// being new each time.
    init<L: Layout>(_ layout: L) {
        sizeThatFits = { proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        placeSubviews = { bounds, proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}
