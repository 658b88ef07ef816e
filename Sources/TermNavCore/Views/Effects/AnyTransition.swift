/// How a view comes and goes, as SwiftUI's `AnyTransition`: accepted and ignored, since views
/// appear and disappear at once in a terminal.
public struct AnyTransition: Sendable {
    private init() {}

    /// Fades in and out.
    public static let opacity = AnyTransition()
    /// Slides in from the left and out to the right.
    public static let slide = AnyTransition()
    /// Grows and shrinks.
    public static let scale = AnyTransition()
    /// No transition.
    public static let identity = AnyTransition()

    /// Moves in from an edge and out to it.
    /// - Parameter edge: The edge.
    /// - Returns: The transition.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }

    /// Comes in one way and goes another.
    /// - Parameters:
    ///   - insertion: How the view comes.
    ///   - removal: How it goes.
    /// - Returns: The transition.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition()
    }

    /// This transition together with another.
    /// - Parameter other: The other transition.
    /// - Returns: The transition.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}
