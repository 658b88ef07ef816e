/// How a view's content changes from one value to the next, as SwiftUI's `ContentTransition`:
/// a terminal draws the new content at once, so every transition is `.identity`.
public struct ContentTransition: Hashable, Sendable {
    /// The transition's kind, for telling values apart.
    private let kind: String

    private init(_ kind: String) {
        self.kind = kind
    }

    /// The new content replaces the old.
    public static let identity = ContentTransition("identity")
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition("opacity")
    /// The content's parts move to their new places.
    public static let interpolate = ContentTransition("interpolate")
    /// Symbol images change with their symbol's effect.
    public static let symbolEffect = ContentTransition("symbolEffect")

    /// The digits of a number roll up or down.
    /// - Parameter countsDown: Whether they roll down.
    /// - Returns: The transition.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition("numericText")
    }

    /// The digits of a number roll toward a value.
    /// - Parameter value: The value the text shows.
    /// - Returns: The transition.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition("numericText")
    }
}
