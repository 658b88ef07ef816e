/// A container of settings and controls, as SwiftUI's `Form`: in a terminal it is a ``List``,
/// usually made of ``Section``s.
nonisolated public struct Form<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let content: Content

    /// Creates a form.
    /// - Parameter content: The form's rows and sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
