/// Something a frame asks the engine to do once it is made, as a value: ``WindowPlan`` decides
/// them without changing anything, and the engine applies them in order, making the frame again
/// after the first that may have changed state.
@MainActor
enum FrameEffect {
    /// The rows shown declare other alerts than the engine keeps for the screen: they are kept,
    /// and the frame is made again with them.
    case showRowAlerts([AlertEntry])
    /// `.onChange` and `.task(id:)` actions of values that changed (taken from the views'
    /// preferences, each handed out once): they run, and the frame is made again.
    case runChangeActions([() -> Void])
    /// The views with lifecycle hooks on screen now, in screen order: views gone disappear,
    /// views new on screen appear, and the frame is made again when any hook ran.
    case updateAppearance([LifecycleHooks])
    /// A bound link whose binding asks for its destination: it is followed, and the frame made
    /// again.
    case follow(LinkEntry)
    /// A sheet or cover whose binding asks for it: it is presented, and the frame made again.
    case present(PresentationEntry)
}
