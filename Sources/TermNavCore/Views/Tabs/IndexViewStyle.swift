/// How a paged `TabView`'s index (its line of dots) is drawn, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}

/// The page index's dots, as SwiftUI's `PageIndexViewStyle`: TermNav draws them `● ○ ○` on the
/// line under the page, with no background of their own.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When a background shows behind the dots.
    public enum BackgroundDisplayMode: Sendable {
        /// As the platform decides.
        case automatic
        /// While the user interacts with the dots.
        case interactive
        /// Always.
        case always
        /// Never.
        case never
    }

    /// When a background shows behind the dots.
    let backgroundDisplayMode: BackgroundDisplayMode

    /// Creates the style.
    /// - Parameter backgroundDisplayMode: When a background shows behind the dots.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The page index's dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// The page index's dots, with a background as asked.
    /// - Parameter backgroundDisplayMode: When a background shows behind the dots.
    /// - Returns: The style.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
        -> PageIndexViewStyle
    {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Sets how the page index of paged tab views inside is drawn: accepted, and the dots are
    /// drawn as they always are, on the line under the page.
    /// - Parameter style: The style.
    /// - Returns: This view.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> Self {
        self
    }
}
