/// A sheet or full-screen cover a screen's views declared, as registered while they resolved.
struct PresentationEntry {
    /// Where the modifier sits in its screen: its identity across frames.
    var path: ViewPath
    /// What is presented, and the binding that drives it.
    var presentation: Presentation
    /// The environment where the modifier stands, handed on to the presented screen.
    var environment: EnvironmentValues

    /// Whether the binding asks for the screen.
    var isActive: Bool { presentation.isActive() }
}
