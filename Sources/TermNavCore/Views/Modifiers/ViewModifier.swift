/// A change to a view that an app writes once and applies to many, as SwiftUI's `ViewModifier`.
///
/// A modifier's `body(content:)` builds the modified view around `content`, the view it is
/// applied to. It may hold `@State`, `@Binding` and `@Environment` of its own, as a view does: a
/// modifier's state belongs to the place where it is applied, and lives as long as that place
/// does.
///
/// ```swift
/// struct Card: ViewModifier {
///     @State private var isExpanded = false
///
///     func body(content: Content) -> some View {
///         HStack {
///             content
///             Text(isExpanded ? "▾" : "▸")
///         }
///     }
/// }
///
/// extension View {
///     func card() -> some View { modifier(Card()) }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier's body is made of.
    associatedtype Body: View

    /// The view the modifier is applied to, as its body sees it.
    typealias Content = _ViewModifier_Content<Self>

    /// Builds the modified view around `content`.
    /// - Parameter content: The view the modifier is applied to.
    /// - Returns: The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier {
    /// This modifier followed by another, as one modifier: `content.modifier(a.concat(b))` is
    /// `content.modifier(a).modifier(b)`.
    /// - Parameter modifier: The modifier applied after this one.
    /// - Returns: The two, as one modifier.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The view a ``ViewModifier`` is applied to, as its `body(content:)` sees it: place it in the
/// body where the modified view goes.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The view the modifier is applied to.
    let content: any View
}

/// A modifier that leaves the view as it is, as SwiftUI's `EmptyModifier`.
public struct EmptyModifier: ViewModifier {
    /// The modifier that leaves the view as it is.
    public static let identity = EmptyModifier()

    /// A modifier that leaves the view as it is.
    nonisolated public init() {}

    /// The view, as it is.
    /// - Parameter content: The view.
    /// - Returns: The same view.
    public func body(content: Content) -> Content {
        content
    }
}

/// A view with a modifier applied, or two modifiers as one, as SwiftUI's `ModifiedContent`.
///
/// `view.modifier(m)` makes one; it is a ``View`` when `Content` is a view and `Modifier` a
/// ``ViewModifier``, and itself a ``ViewModifier`` when both are modifiers (``ViewModifier/concat(_:)``).
nonisolated public struct ModifiedContent<Content, Modifier> {
    /// The view, or the first modifier.
    public var content: Content
    /// The modifier applied to it.
    public var modifier: Modifier

    /// A view or modifier with a modifier applied.
    /// - Parameters:
    ///   - content: The view, or the first modifier.
    ///   - modifier: The modifier applied to it.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Built into TermNav: no body.
    public typealias Body = Never
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// The first modifier's body, with the second modifier applied to it.
    /// - Parameter content: The view the two are applied to.
    /// - Returns: The modified view.
    public func body(content view: _ViewModifier_Content<Self>) -> some View {
        ModifiedContent<ModifiedContent<_ViewModifier_Content<Self>, Content>, Modifier>(
            content: ModifiedContent<_ViewModifier_Content<Self>, Content>(content: view, modifier: content),
            modifier: modifier)
    }
}

extension View {
    /// This view with a modifier applied, as SwiftUI's `modifier(_:)`.
    /// - Parameter modifier: The modifier.
    /// - Returns: The modified view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
