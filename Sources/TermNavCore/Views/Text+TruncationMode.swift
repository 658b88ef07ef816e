extension Text {
    /// Where text is cut when it does not fit, as SwiftUI's `Text.TruncationMode`. TermNav cuts
    /// text at its end, with `…`, whatever the mode.
    public enum TruncationMode: Hashable, Sendable {
        /// At the start.
        case head
        /// At the end.
        case tail
        /// In the middle.
        case middle
    }
}
