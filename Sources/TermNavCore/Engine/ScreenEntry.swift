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
    /// The views with lifecycle hooks on screen now, in screen order, with what each runs
    /// when it leaves.
    private var appeared: [(path: ViewPath, onDisappear: [() -> Void])] = []

    /// Runs the disappear hooks of every view on screen (the screen is being covered or popped).
    func disappearAll() {
        let leaving = appeared
        appeared = []
        for view in leaving {
            for action in view.onDisappear { action() }
        }
    }

    /// Brings the appeared views up to date with a frame's hooks, in screen order: views gone
    /// disappear, then views new on screen appear.
    /// - Returns: Whether any hook ran (and so state may have changed).
    func updateAppearance(_ hooks: [LifecycleHooks]) -> Bool {
        let present = Set(hooks.map(\.path))
        let before = Set(appeared.map(\.path))
        var ran = false
        for view in appeared where !present.contains(view.path) {
            for action in view.onDisappear { action() }
            ran = ran || !view.onDisappear.isEmpty
        }
        for view in hooks where !before.contains(view.path) {
            for action in view.onAppear { action() }
            ran = ran || !view.onAppear.isEmpty
        }
        appeared = hooks.map { ($0.path, $0.onDisappear) }
        return ran
    }

    init(root: any View, origin: LinkEntry? = nil) {
        self.root = root
        self.origin = origin
    }
}
