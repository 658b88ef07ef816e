extension AppSession {
    /// How a run ended, so that the app's exit status can say so.
    package enum Ending: Equatable, Sendable {
        /// The user quit: q, or another key bound to ``KeyMap/Command/quit``.
        case quit
        /// The user pressed Ctrl-C, which always quits; a shell expects status 130 from it.
        case interrupted
        /// Input ended: the terminal went away (hung up, closed) while SIGHUP was ignored.
        case inputEnded
    }
}
