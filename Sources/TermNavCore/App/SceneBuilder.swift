/// Builds an app's scene from its `body`.
@resultBuilder
public enum SceneBuilder {
    /// One scene is the app's scene.
    /// - Parameter content: The scene.
    /// - Returns: The same scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }
}
