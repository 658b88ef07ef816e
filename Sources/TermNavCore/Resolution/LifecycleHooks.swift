/// What a view asked to run when it appears on screen and when it leaves.
struct LifecycleHooks {
    /// The view's place in its screen: its identity across frames.
    var path: ViewPath
    /// Run when the view appears.
    var onAppear: [() -> Void] = []
    /// Run when the view disappears.
    var onDisappear: [() -> Void] = []
}
