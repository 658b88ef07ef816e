extension Optional: View where Wrapped: View {
    /// Built into TermNav: an optional view shows its view when there is one.
    public typealias Body = Never
}
