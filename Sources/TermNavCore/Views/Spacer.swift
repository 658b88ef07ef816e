/// Flexible space that pushes its neighbours apart in an `HStack`, as SwiftUI's `Spacer`.
public struct Spacer: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// Creates a spacer.
    /// - Parameter minLength: Accepted for source compatibility.
    public init(minLength: Int? = nil) {}
}
