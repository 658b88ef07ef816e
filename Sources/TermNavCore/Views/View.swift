/// A piece of a TermNav user interface, described as a value and rebuilt whenever it is needed.
///
/// Write views as in SwiftUI: a struct with a `body` built from other views.
///
/// ```swift
/// struct Greeting: View {
///     let name: String
///     var body: some View {
///         Text("Hello, ") + Text(name).bold()
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View

    /// The content of this view, built from other views.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// `Never` has no body; views built into TermNav use it as theirs.
    public var body: Never {
        fatalError("Never.body was called: a primitive view has no body")
    }
}

extension View where Body == Never {
    /// Views built into TermNav have no body; TermNav draws them itself.
    public var body: Never {
        fatalError("\(Self.self) is built into TermNav and has no body")
    }
}
