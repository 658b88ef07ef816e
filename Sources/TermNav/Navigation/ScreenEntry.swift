/// One screen on the navigation stack, owning everything that must survive while it is
/// covered: its views' `@State`, cached bodies, focus and scroll.
final class ScreenEntry {
    /// The screen's root view.
    let root: any View
    /// The link that pushed this screen, if one did; reset when the screen is popped.
    let origin: LinkEntry?
    /// The screen's views between frames.
    let graph = ViewGraph()
    /// Focus and scroll.
    var state = ScreenState()
    /// Bound links still active after the screen they pushed was popped (their binding could
    /// not be reset): not followed again until they turn inactive.
    var ignoredLinks: Set<ViewPath> = []
    /// The title resolved in the last frame.
    var title: String?

    init(root: any View, origin: LinkEntry? = nil) {
        self.root = root
        self.origin = origin
    }
}
