/// Builds views from closures, as SwiftUI's result builder does: several statements become one
/// ``TupleView``, `if`/`else` become `_ConditionalContent` or an optional view.
@resultBuilder
public enum ViewBuilder {
    /// An empty closure builds an ``EmptyView``.
    /// - Returns: An empty view.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// One statement builds that view.
    /// - Parameter content: The view.
    /// - Returns: The same view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// Several statements build a ``TupleView`` of them, in order.
    /// - Parameter content: The views.
    /// - Returns: A tuple of the views.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }

    /// A view statement is itself.
    /// - Parameter content: The view.
    /// - Returns: The same view.
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    /// An `if` without `else` builds an optional view.
    /// - Parameter content: The view, when the condition held.
    /// - Returns: The optional view.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// An `if` without `else` builds an optional view.
    /// - Parameter content: The view, when the condition held.
    /// - Returns: The optional view.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The `if` branch of an `if`/`else`.
    /// - Parameter first: The first branch's view.
    /// - Returns: Content that shows the first branch.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else`.
    /// - Parameter second: The second branch's view.
    /// - Returns: Content that shows the second branch.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` branch is its view.
    /// - Parameter content: The view.
    /// - Returns: The same view.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content {
        content
    }
}
