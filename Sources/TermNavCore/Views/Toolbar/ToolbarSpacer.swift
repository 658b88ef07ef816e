/// How much room a ``ToolbarSpacer`` takes, as SwiftUI's `SpacerSizing`.
public struct SpacerSizing: Hashable, Sendable {
    private let isFlexible: Bool

    /// As much room as there is.
    public static let flexible = SpacerSizing(isFlexible: true)
    /// A fixed gap.
    public static let fixed = SpacerSizing(isFlexible: false)
}

/// Room between toolbar items, as SwiftUI's `ToolbarSpacer`: a terminal's toolbar items already
/// stand two cells apart, each place's items together, so it adds nothing.
public struct ToolbarSpacer: ToolbarContent, CustomizableToolbarContent {
    /// Creates a spacer.
    /// - Parameters:
    ///   - sizing: How much room it takes.
    ///   - placement: Where it goes.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}

    /// Nothing: the items around it keep their places.
    public var body: some View { EmptyView() }
}
