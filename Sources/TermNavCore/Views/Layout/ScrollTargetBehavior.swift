/// Where a scroll view comes to rest, as SwiftUI's `ScrollTargetBehavior`: a terminal scrolls
/// by whole lines and rows, to the focus, so every behaviour rests where the keys leave it.
public protocol ScrollTargetBehavior {}

/// A scroll view that rests at a page's edge, as SwiftUI's `PagingScrollTargetBehavior`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Creates the behaviour.
    public init() {}
}

/// A scroll view that rests with a view at its edge, as SwiftUI's
/// `ViewAlignedScrollTargetBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How far one scroll may go.
    public struct LimitBehavior: Hashable, Sendable {
        private let value: Int
        /// The platform's choice.
        public static let automatic = LimitBehavior(value: 0)
        /// Always limited to a few views.
        public static let always = LimitBehavior(value: 1)
        /// Never limited.
        public static let never = LimitBehavior(value: 2)
        /// Limited to a few views.
        public static let alwaysByFew = LimitBehavior(value: 3)
        /// Limited to one view.
        public static let alwaysByOne = LimitBehavior(value: 4)
    }

    /// Creates the behaviour.
    /// - Parameter limitBehavior: How far one scroll may go.
    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests at a page's edge.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view at the edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Rests with a view at the edge, going at most as far as said.
    /// - Parameter limitBehavior: How far one scroll may go.
    /// - Returns: The behaviour.
    public static func viewAligned(
        limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
    ) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// How scrolling dismisses the software keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`: a
/// terminal has no software keyboard.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    private let value: Int
    /// The platform's choice.
    public static let automatic = ScrollDismissesKeyboardMode(value: 0)
    /// As soon as the view scrolls.
    public static let immediately = ScrollDismissesKeyboardMode(value: 1)
    /// As the scroll drags the keyboard down.
    public static let interactively = ScrollDismissesKeyboardMode(value: 2)
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(value: 3)
}
