/// What ``FramePlanner`` made of a screen for one frame, as values the engine applies: the frame
/// for the renderer, the screen's state and caches as the frame left them, the dialog it shows,
/// and what its window asks of the engine.
@MainActor
struct FramePlan {
    /// The frame, for the renderer.
    let frame: Frame
    /// The screen's focus and scroll, settled for the frame, with the rows it shows.
    let state: ScreenState
    /// The screen's caches, as kept or made again for the frame.
    let caches: ScreenCaches
    /// The path of the alert or confirmation dialog shown, if any: the screen's input mode
    /// follows it (``InputMode/Transition/showDialog(_:)``).
    let dialog: ViewPath?
    /// What the rows shown ask of the engine; `nil` when the same rows were all seen to under
    /// the same state (nothing new to run or follow).
    let window: WindowPlan?
}
