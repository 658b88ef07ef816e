/// What a screen was pushed with, fixed for as long as it is on the stack: its root view, how it
/// came on, and the environment its views start from.
@MainActor
struct ScreenConfiguration {
    /// How a screen came onto the stack.
    enum Origin {
        /// The root screen.
        case root
        /// A link to a destination view (plain or bound); a bound link is reset when the screen
        /// is popped.
        case link(LinkEntry)
        /// A value pushed onto the stack (by a value link or by the path); `inPath` when the
        /// stack's path binding holds it.
        case value(AnyHashable, inPath: Bool)
        /// A sheet or full-screen cover, with the identity of the item it shows (`nil` for a
        /// flag); dismissing it sets its binding back and runs its `onDismiss`.
        case presented(PresentationEntry, identity: AnyHashable?)
    }

    /// The screen's root view.
    let root: any View
    /// How the screen came onto the stack.
    let origin: Origin
    /// The environment the screen's views start from: the one where it was pushed.
    let environment: EnvironmentValues
    /// The environment's terminal theme, read once instead of in every frame.
    let terminalTheme: TerminalTheme

    /// Creates a screen's configuration.
    /// - Parameters:
    ///   - root: The root view.
    ///   - origin: How the screen comes onto the stack.
    ///   - environment: The environment where it is pushed.
    init(root: any View, origin: Origin, environment: EnvironmentValues) {
        self.root = root
        self.origin = origin
        self.environment = environment
        terminalTheme = environment.terminalTheme
    }

    /// Whether the screen is a sheet or a full-screen cover: the first of a presentation.
    var isPresentationRoot: Bool {
        if case .presented = origin { return true }
        return false
    }

    /// The path value this screen stands for in the stack's path binding, if it does.
    var pathValue: AnyHashable? {
        if case .value(let value, inPath: true) = origin { return value }
        return nil
    }
}
