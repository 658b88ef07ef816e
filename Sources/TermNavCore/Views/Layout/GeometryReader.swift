/// A view that hands its content the size it is offered, as SwiftUI's `GeometryReader`.
///
/// A reader takes all the space it is offered and places its content at its top left. Its
/// content is built once the size is known, in points (a column is 8 points, a line 16): at a
/// screen's root, the screen's content area (the terminal's size less the navigation bar and
/// the help line), built again when the terminal is resized; inside a stack or a row, the size
/// the stack offers. The content's `@State` stays across sizes.
///
/// ```swift
/// GeometryReader { proxy in
///     if proxy.size.width > 400 {  // wider than 50 columns
///         HStack { Sidebar(); Detail() }
///     } else {
///         VStack { Sidebar(); Detail() }
///     }
/// }
/// ```
nonisolated public struct GeometryReader<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// Builds the content for a size.
    let content: (GeometryProxy) -> Content

    /// Creates a reader.
    /// - Parameter content: Builds the content from the size offered.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}
