extension KeyPress {
    /// The phases of a key press a handler can ask for, as SwiftUI's `KeyPress.Phases`.
    ///
    /// A terminal reports a key when it is pressed, and again while it is held, alike; it never
    /// reports a key let go. So every key press TermNav reads is in the ``down`` phase: a handler
    /// for `.down` (as the default, `[.down, .repeat]`, is) sees every press, and one only for
    /// `.repeat` or `.up` sees none.
    public struct Phases: OptionSet, Hashable, Sendable {
        /// The phases' bits.
        public let rawValue: Int

        /// Creates phases from their bits.
        /// - Parameter rawValue: The bits, one per phase.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The key went down: every key press a terminal reports.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key repeated while held; a terminal reports repeats as presses (``down``).
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key went up; a terminal never reports it.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// The phase of the key press: always ``Phases/down`` in a terminal, which reports a held
    /// key's repeats as presses and never a key let go.
    public var phase: Phases { .down }
}
