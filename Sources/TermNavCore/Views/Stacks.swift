/// How children line up across a vertical stack.
public enum HorizontalAlignment: Hashable, Sendable {
    /// Against the left edge.
    case leading
    /// Centred.
    case center
    /// Against the right edge.
    case trailing
}

/// How children line up across a horizontal stack. Rows are one line high, so this only
/// exists for source compatibility.
public enum VerticalAlignment: Hashable, Sendable {
    /// Against the top.
    case top
    /// Centred.
    case center
    /// Against the bottom.
    case bottom
    /// On the first line's baseline.
    case firstTextBaseline
}

/// Children one below the other, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let alignment: HorizontalAlignment
    let spacing: Int
    let content: Content

    /// Creates a vertical stack.
    /// - Parameters:
    ///   - alignment: How children line up; centred by default, as in SwiftUI.
    ///   - spacing: Blank lines between children; none by default.
    ///   - content: The children.
    public init(
        alignment: HorizontalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = max(0, spacing ?? 0)
        self.content = content()
    }
}

/// Children side by side, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let spacing: Int
    let content: Content

    /// Creates a horizontal stack.
    /// - Parameters:
    ///   - alignment: Accepted for source compatibility; rows are one line high.
    ///   - spacing: Columns between children; one by default.
    ///   - content: The children.
    public init(
        alignment: VerticalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content
    ) {
        self.spacing = max(0, spacing ?? 1)
        self.content = content()
    }
}

/// Children drawn over each other, later ones on top, as SwiftUI's `ZStack`.
///
/// In a list row, a `ZStack` holding an invisible `NavigationLink` (`.opacity(0)`) and a label
/// shows the label and pushes the link's destination when the row is activated.
public struct ZStack<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let content: Content

    /// Creates an overlaying stack.
    /// - Parameters:
    ///   - alignment: Accepted for source compatibility.
    ///   - content: The children, back to front.
    public init(alignment: HorizontalAlignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Children with no layout of their own, as SwiftUI's `Group`: modifiers apply to each.
public struct Group<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let content: Content

    /// Creates a group.
    /// - Parameter content: The children.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Flexible space that pushes its neighbours apart in an `HStack`, as SwiftUI's `Spacer`.
public struct Spacer: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// Creates a spacer.
    /// - Parameter minLength: Accepted for source compatibility.
    public init(minLength: Int? = nil) {}
}
