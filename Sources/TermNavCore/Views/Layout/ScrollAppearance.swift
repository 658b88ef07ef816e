/// Whether a scroll view shows its scroll bars, as SwiftUI's `ScrollIndicatorVisibility`: a
/// terminal screen shows none, its help line tells the position instead.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private let name: String

    /// As the platform decides.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden, unless the platform shows them.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Whether a scroll view bounces at its ends, as SwiftUI's `ScrollBounceBehavior`: a terminal
/// screen scrolls by whole lines and never bounces.
public struct ScrollBounceBehavior: Hashable, Sendable {
    private let name: String

    /// As the platform decides.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Which part of a scroll view `.contentMargins(_:_:for:)` sets, as SwiftUI's
/// `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    private let name: String

    /// Both the content and the scroll bars.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The content.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll bars.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

extension View {
    /// Whether the scroll views inside show scroll bars: accepted, and changes nothing, since a
    /// terminal screen has none (the help line shows the position, `3/40`).
    /// - Parameters:
    ///   - visibility: Whether they show.
    ///   - axes: The axes it applies to.
    /// - Returns: This view.
    public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    )
        -> Self
    {
        self
    }

    /// Whether the scroll views inside bounce at their ends: accepted, and changes nothing, since a
    /// terminal screen scrolls by whole lines.
    /// - Parameters:
    ///   - behavior: When they bounce.
    ///   - axes: The axes it applies to.
    /// - Returns: This view.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> Self {
        self
    }

    /// Whether the scroll views inside draw their content past their edges: accepted, and changes
    /// nothing, since a terminal scroll view's content is always cut to its region.
    /// - Parameter disabled: Whether clipping is turned off.
    /// - Returns: This view.
    public func scrollClipDisabled(_ disabled: Bool = true) -> Self {
        self
    }

    /// Where the scroll views inside start, before anything scrolls them: accepted, and changes
    /// nothing; a terminal screen starts at its first row (or at its focus).
    /// - Parameter anchor: The point of the content shown first.
    /// - Returns: This view.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> Self {
        self
    }

    /// Margins around the content of the scroll views inside: accepted, and changes nothing; a
    /// terminal screen keeps its own margin of a column at each side.
    /// - Parameters:
    ///   - edges: The edges.
    ///   - insets: The margins, in points.
    ///   - placement: The part of the scroll view they apply to.
    /// - Returns: This view.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> Self {
        self
    }

    /// Margins around the content of the scroll views inside: accepted, and changes nothing; see
    /// `contentMargins(_:_:for:)`.
    /// - Parameters:
    ///   - edges: The edges.
    ///   - length: The margin, in points; `nil` for the platform's.
    ///   - placement: The part of the scroll view they apply to.
    /// - Returns: This view.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: Double?, for placement: ContentMarginPlacement = .automatic
    ) -> Self {
        self
    }

    /// A margin around the content of the scroll views inside: accepted, and changes nothing; see
    /// `contentMargins(_:_:for:)`.
    /// - Parameters:
    ///   - length: The margin, in points.
    ///   - placement: The part of the scroll view it applies to.
    /// - Returns: This view.
    public func contentMargins(_ length: Double, for placement: ContentMarginPlacement = .automatic) -> Self {
        self
    }
}
