/// A view of any type, as SwiftUI's `AnyView`: for returning views of different types from one
/// place. Each type of view it holds has a place of its own, as each branch of an `if` has: a
/// view's `@State` is its own, whichever other view was shown there meanwhile.
nonisolated public struct AnyView: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The view inside.
    let view: any View

    /// Wraps a view.
    /// - Parameter view: The view.
    public init<V: View>(_ view: V) {
        self.view = view
    }

    /// Wraps a view.
    /// - Parameter view: The view.
    public init<V: View>(erasing view: V) {
        self.view = view
    }
}
