/// A view that shows nothing and takes no space.
nonisolated public struct EmptyView: View {
    /// Built into TermNav: no body.
    public typealias Body = Never
    /// Creates an empty view.
    public init() {}
}
