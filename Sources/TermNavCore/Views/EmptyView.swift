/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    /// Built into TermNav: no body.
    public typealias Body = Never
    /// Creates an empty view.
    public init() {}
}
