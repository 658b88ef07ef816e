/// What a change of the navigation stack does to its screens, as a value: ``ScreenStack``'s
/// operations return them in the order they happen, and the engine applies them.
@MainActor
enum StackEvent {
    /// The screen's views leave the terminal (it was covered or taken off the stack): their
    /// `onDisappear` hooks run.
    case disappear(ScreenEntry)
    /// The screen was taken off the stack, after its views disappeared: what brought it on is
    /// undone (a bound link is reset, a path value leaves the path, a sheet is dismissed), on
    /// `pushedFrom`, the screen it was pushed over.
    case remove(ScreenEntry, pushedFrom: ScreenEntry)
    /// The screen is on top, new or uncovered: its views appear in its next frame, which runs
    /// their `onAppear` hooks once their rows are known.
    case appear(ScreenEntry)
}
