/// One attempt at a frame: the frame, or why it must be made again before anything is drawn.
/// ``NavigationEngine/frame(size:unicode:)`` makes attempts until one gives the frame.
enum FrameRound {
    /// Why a frame is made again.
    enum Reason: Equatable {
        /// A sheet or cover whose binding the app set back was taken away.
        case presentationWithdrawn
        /// The app chose another tab of the tab view shown.
        case tabSelectionFollowed
        /// The app changed the path the navigation stack is bound to.
        case pathFollowed
        /// The focus settled on a text field, which is then edited.
        case textFieldFocused
        /// A `GeometryReader` at the root was offered another size than the content area has.
        case readerResized
        /// The rows shown asked for something that may change state: a link followed, a
        /// presentation, change actions, appear hooks that changed state, the rows' alerts.
        case effectsApplied
        /// The focus was written into `@FocusState`s that views read.
        case focusWritten
        /// The rows the user scrolled were written into the screen's `.scrollPosition` binding.
        case scrollPositionWritten
        /// The URL the app was started with went to the `.onOpenURL` handlers of the views that
        /// appeared.
        case urlOpened
    }

    /// The frame, to be drawn.
    case done(Frame)
    /// The frame must be made again.
    case again(Reason)
}
