import Observation

/// What the engine remembers of one user view between frames: its `@State` storage and the
/// body it last built, reused until its state changes.
final class ViewRecord: StateOwner {
    /// `@State` storage, by the property's position among the view's stored properties.
    var states: [Int: AnyObject] = [:]
    /// The body built last time, reused while nothing it depends on changed.
    var cachedBody: Any?
    /// Set when the view's own state changed: its body must be built again.
    var isDirty = false
    /// The frame in which the view was last resolved.
    var lastFrame = 0
    /// The app's count of state changes, told of this view's.
    let changes: StateChanges?

    /// A record whose state changes are counted in `changes`.
    init(changes: StateChanges?) {
        self.changes = changes
    }

    /// One of the view's states changed: its body must be built again.
    func stateDidChange() {
        isDirty = true
        changes?.note()
    }

    /// Builds the view's body noting the `@Observable` properties it reads: when one changes, on
    /// any thread, the body is marked to be built again before the next frame.
    func tracking<Output>(_ build: () -> Output) -> Output {
        guard let loop = changes?.loop else { return build() }
        let record = LoopBound(value: WeakStateOwner(owner: self))
        return withObservationTracking(build) {
            loop.schedule { record.value.owner?.stateDidChange() }
        }
    }
}
