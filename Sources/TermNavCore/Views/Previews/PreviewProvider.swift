/// A type that makes previews of views for an editor, as SwiftUI's `PreviewProvider`.
///
/// TermNav never runs previews: the protocol is here so that a file with a preview provider,
/// often inside `#if DEBUG`, compiles unchanged.
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View {
///         ContentView()
///             .previewDisplayName("Default")
///     }
/// }
/// ```
///
/// The `#Preview` macro is not available: a macro needs a compiler plug-in, which a package
/// without dependencies cannot ship. Delete `#Preview { … }` blocks when porting a file.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View

    /// The views to preview; never built by TermNav.
    @ViewBuilder static var previews: Previews { get }
}
