extension Color: View {
    /// Built into TermNav: no body.
    public typealias Body = Never
}
